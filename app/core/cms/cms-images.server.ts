/**
 * CMS images: checked by content (JPEG, PNG, WebP), oriented, stripped of all metadata (EXIF
 * with GPS, XMP, ICC: sharp writes none unless asked), encoded as WebP in two widths, named by content
 * hash under `cms/<project>/` in the file store and served from /uploads (cached for a year).
 */
import { createHash } from "node:crypto";
import { err, ok, type Result } from "../../shared/result";
import { can, type ServiceContext } from "../context/service-context.server";
import type { FileStore } from "../files/file-store.server";
import { CMS_IMAGE, CMS_IMAGE_WIDTHS } from "./cms-images";

export type StoredImage = { src: string; srcset: string; width: number; height: number };

const refuse = (key: string) => err({ code: "invalid" as const, message: key, fields: { image: [key] } });

export async function storeCmsImage(
  ctx: ServiceContext,
  files: FileStore,
  file: unknown,
): Promise<Result<StoredImage>> {
  if (!can(ctx, "cms")) return err({ code: "forbidden" });
  if (!(file instanceof File) || file.size === 0) return refuse("cms-editor:errors.image_type");
  if (file.size > CMS_IMAGE.maxBytes) return refuse("cms-editor:errors.image_too_large");
  const { default: sharp } = await import("sharp");
  const buffer = Buffer.from(await file.arrayBuffer());
  let meta: { format?: string; width?: number; height?: number };
  try {
    meta = await sharp(buffer, { limitInputPixels: false }).metadata();
  } catch {
    return refuse("cms-editor:errors.image_type");
  }
  if (!meta.format || !(CMS_IMAGE.formats as readonly string[]).includes(meta.format)) {
    return refuse("cms-editor:errors.image_type");
  }
  const side = Math.max(meta.width ?? 0, meta.height ?? 0);
  if (side > CMS_IMAGE.maxSide || Math.min(meta.width ?? 0, meta.height ?? 0) < CMS_IMAGE.minSide) {
    return refuse("cms-editor:errors.image_size");
  }
  let variants: { width: number; height: number; data: Buffer }[];
  try {
    variants = await Promise.all(
      CMS_IMAGE_WIDTHS.map(async (w) => {
        const { data, info } = await sharp(buffer, { limitInputPixels: CMS_IMAGE.maxSide ** 2 })
          .autoOrient()
          .resize({ width: w, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer({ resolveWithObject: true });
        return { width: info.width, height: info.height, data };
      }),
    );
  } catch {
    return refuse("cms-editor:errors.image_type");
  }
  const hash = createHash("sha256").update(buffer).digest("hex").slice(0, 24);
  const urls: string[] = [];
  for (const v of variants) {
    const name = `${hash}-${v.width}.webp`;
    await files.put(`cms/${ctx.project.id}/${name}`, v.data, { contentType: "image/webp" });
    urls.push(`/uploads/cms/${ctx.project.id}/${name} ${v.width}w`);
  }
  const first = variants[0]!;
  return ok({
    src: `/uploads/cms/${ctx.project.id}/${hash}-${first.width}.webp`,
    srcset: urls.join(", "),
    width: first.width,
    height: first.height,
  });
}
