/**
 * Which responsive variants of a car picture exist, how a request names one, and how each is encoded.
 * Pure: the media service renders, caches and serves them (media.service.server.ts).
 */
import { z } from "zod";

/** The same lists as the `<CarPicture>` contract (features/catalog/car-picture.tsx; a test keeps them equal). */
export const CAR_IMAGE_WIDTHS = [320, 480, 640, 960, 1200] as const;
export const CAR_IMAGE_FORMATS = ["avif", "webp"] as const;

export type CarImageFormat = (typeof CAR_IMAGE_FORMATS)[number];
export type CarImageWidth = (typeof CAR_IMAGE_WIDTHS)[number];
export type CarImageVariant = { imageId: string; width: CarImageWidth; format: CarImageFormat };

/**
 * Bumped when the pictures or the encoder settings change: it is part of the cache path and the
 * ETag, so an old variant is neither served from disk nor confirmed by a 304 any more.
 */
export const VARIANT_VERSION = "v2";

/** Pictures are 3:2 (generated illustrations are drawn so; uploads are cropped to it). */
export function variantHeight(width: number): number {
  return Math.round((width * 2) / 3);
}

/**
 * Encoder settings, measured on 2 cores (docs/decisions/0011-car-images.md): AVIF at effort 4 took
 * 4.2 s for 1200 px, effort 2 0.85 s for a file 10 % larger; WebP 0.2 s.
 */
export const ENCODER = {
  avif: { quality: 50, effort: 2 },
  webp: { quality: 75, effort: 4 },
} as const satisfies Record<CarImageFormat, { quality: number; effort: number }>;

export const CONTENT_TYPES: Record<CarImageFormat, string> = { avif: "image/avif", webp: "image/webp" };

const widthSchema = z
  .string()
  .transform(Number)
  .refine((w): w is CarImageWidth => (CAR_IMAGE_WIDTHS as readonly number[]).includes(w), {
    message: "validation:invalid_choice",
  });

/** The file part of `/media/car/{imageId}/{width}.{format}`. */
export const variantFileSchema = z
  .string()
  .regex(/^\d{1,5}\.[a-z0-9]{1,8}$/, { message: "validation:invalid_choice" })
  .transform((file) => {
    const [width, format] = file.split(".");
    return { width, format };
  })
  .pipe(
    z.object({
      width: widthSchema,
      format: z.enum(CAR_IMAGE_FORMATS, { message: "validation:invalid_choice" }),
    }),
  );

const imageIdSchema = z.uuid();

export type ParsedVariantRequest =
  | { ok: true; variant: CarImageVariant }
  | { ok: false; status: 404 }
  | { ok: false; status: 400; fields: Record<string, string[]> };

/** A bad width or format is the client's mistake (400); an id that cannot exist is simply not there (404). */
export function parseVariantRequest(imageId: string, file: string): ParsedVariantRequest {
  const parsed = variantFileSchema.safeParse(file);
  if (!parsed.success) {
    const fields: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path.at(-1) ?? "file");
      fields[key] = [...(fields[key] ?? []), issue.message];
    }
    return { ok: false, status: 400, fields };
  }
  if (!imageIdSchema.safeParse(imageId).success) return { ok: false, status: 404 };
  return { ok: true, variant: { imageId: imageId.toLowerCase(), ...parsed.data } };
}

/** Where a variant is kept, relative to the cache folder: fanned out so no folder grows huge. */
export function variantCachePath(v: CarImageVariant): string {
  return `${VARIANT_VERSION}/${v.imageId.slice(0, 2)}/${v.imageId}/${v.width}.${v.format}`;
}

/** A variant never changes for its id, so the ETag is its name (and the encoder version). */
export function variantEtag(v: CarImageVariant): string {
  return `"${VARIANT_VERSION}-${v.imageId}-${v.width}.${v.format}"`;
}

/** Whether an If-None-Match header names this ETag (a list, weak validators and `*` included). */
export function etagMatches(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(",")
    .map((t) => t.trim().replace(/^W\//, ""))
    .some((t) => t === "*" || t === etag);
}

/** An upload's file store key: relative, no way out of the store's folder. */
export function isSafeUploadPath(path: string): boolean {
  return (
    path.length > 0 &&
    path.length <= 500 &&
    !path.startsWith("/") &&
    !path.includes("\\") &&
    !path.includes("\0") &&
    path.split("/").every((part) => part !== ".." && part !== "." && part !== "")
  );
}
