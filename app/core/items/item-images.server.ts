/**
 * Item pictures: checked by content (JPEG, PNG, WebP by their magic bytes, not the name),
 * auto-oriented and stripped of every piece of metadata (EXIF with GPS, XMP, ICC: sharp writes none
 * unless asked), stored as WebP variants under `items/{imageId}/` in the file store. Like the trade-in photos.
 */
import sharp, { type Metadata } from "sharp";
import { err, ok, type Result } from "../../shared/result";
import type { FileStore } from "../files/file-store.server";
import { ITEM_IMAGE, ITEM_IMAGE_VARIANTS } from "./item-schema";

export type EncodedImage = {
  variants: { name: keyof typeof ITEM_IMAGE_VARIANTS; data: Buffer; width: number; height: number }[];
};

type ImageError = { code: "invalid"; fields: Record<string, string[]> };
const invalid = (message: string) => err<ImageError>({ code: "invalid", fields: { images: [message] } });

/** Size, type by content, dimensions; then the WebP variants (oriented, no metadata). */
export async function encodeItemImage(file: File): Promise<Result<EncodedImage, ImageError>> {
  if (file.size === 0) return invalid("items:errors.image_type");
  if (file.size > ITEM_IMAGE.maxBytes) return invalid("items:errors.image_too_large");
  const buffer = Buffer.from(await file.arrayBuffer());
  let meta: Metadata;
  try {
    meta = await sharp(buffer, { limitInputPixels: false }).metadata();
  } catch {
    return invalid("items:errors.image_type");
  }
  if (!meta.format || !(ITEM_IMAGE.formats as readonly string[]).includes(meta.format)) {
    return invalid("items:errors.image_type");
  }
  const { width = 0, height = 0 } = meta;
  if (Math.max(width, height) > ITEM_IMAGE.maxSide) return invalid("items:errors.image_too_big");
  if (Math.min(width, height) < ITEM_IMAGE.minSide) return invalid("items:errors.image_too_small");
  try {
    const variants = await Promise.all(
      (Object.keys(ITEM_IMAGE_VARIANTS) as (keyof typeof ITEM_IMAGE_VARIANTS)[]).map(async (name) => {
        const { size, quality } = ITEM_IMAGE_VARIANTS[name];
        const { data, info } = await sharp(buffer, { limitInputPixels: ITEM_IMAGE.maxSide ** 2 })
          .autoOrient()
          .resize({ width: size, height: size, fit: "inside", withoutEnlargement: true })
          .webp({ quality })
          .toBuffer({ resolveWithObject: true });
        return { name, data, width: info.width, height: info.height };
      }),
    );
    return ok({ variants });
  } catch {
    // A header that reads but a body that does not decode (a truncated file): not a picture.
    return invalid("items:errors.image_type");
  }
}

export async function writeItemImage(files: FileStore, imageId: string, image: EncodedImage): Promise<void> {
  for (const v of image.variants)
    await files.put(`items/${imageId}/${v.name}.webp`, v.data, { contentType: "image/webp" });
}

export async function removeItemImageFiles(files: FileStore, imageId: string): Promise<void> {
  await files.deletePrefix(`items/${imageId}/`);
}
