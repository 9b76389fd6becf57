/**
 * Which files of the upload folder the site serves straight (docs/decisions/0043-private-files.md):
 * only those meant for the public, named exactly as their writers name them. CMS images of the site
 * asking (`cms/{projectId}/{hash}-{width}.webp`, app/core/cms/cms-images.server.ts) and shop item
 * pictures (`items/{imageId}/{variant}.webp`, app/core/items/item-images.server.ts). Every other file
 * (trade-in photos, avatars, order documents, trade register extracts, car originals and their
 * rendered variants) is private or served elsewhere, and answers 404 here whatever its path says.
 */

const CMS_IMAGE =
  /^\/uploads\/cms\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/[0-9a-f]{24}-\d{1,5}\.webp$/;
const ITEM_PICTURE =
  /^\/uploads\/items\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/(?:large|card)\.webp$/;

/**
 * The file's path below the upload folder when `pathname` (as sent, still percent-encoded) names a
 * public file of project `projectId`, else null. The patterns admit no dot segment, no encoded
 * character and no second slash, so the answer can never leave its folder.
 */
export function publicUploadPath(pathname: string, projectId: string | null): string | null {
  const cms = CMS_IMAGE.exec(pathname);
  if (cms) return cms[1] === projectId ? pathname.slice("/uploads/".length) : null;
  if (ITEM_PICTURE.test(pathname)) return pathname.slice("/uploads/".length);
  return null;
}
