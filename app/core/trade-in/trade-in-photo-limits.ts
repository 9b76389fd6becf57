/**
 * What a trade-in photo may be: checked on the server by content (trade-in-photos.server.ts),
 * and told to the browser (the file input's `accept`, the hint under it). Pure.
 *
 * HEIC is not accepted: the sharp build in use decodes HEIF only with AV1 (AVIF), not with HEVC, which
 * is what iPhones write. iPhones convert to JPEG when a web page asks for `image/jpeg` in `accept`.
 */
export const TRADE_IN_PHOTO = {
  /** Bytes of one upload. */
  maxBytes: 10 * 1024 * 1024,
  /** Photos per wizard session. */
  maxCount: 8,
  /** The shorter side must have at least this many pixels (after orientation). */
  minSide: 320,
  /** Neither side may have more (a decompression bomb or a scan, not a car photo). */
  maxSide: 12_000,
  /** Formats sharp reports for accepted files (magic bytes, not the name). */
  formats: ["jpeg", "png", "webp"],
  /** For the file input. */
  accept: "image/jpeg,image/png,image/webp",
} as const;

/** The stored variants: the longer side at most `size` pixels, WebP, no metadata. */
export const TRADE_IN_PHOTO_VARIANTS = {
  large: { size: 1600, quality: 80 },
  thumb: { size: 320, quality: 70 },
} as const;
export type TradeInPhotoVariant = keyof typeof TRADE_IN_PHOTO_VARIANTS;

export function isTradeInPhotoVariant(value: string): value is TradeInPhotoVariant {
  return value === "large" || value === "thumb";
}

/** The URL of a stored variant (app/api/trade-in.ts serves it to those who may see it). */
export function tradeInPhotoUrl(photoId: string, variant: TradeInPhotoVariant): string {
  return `/api/trade-in/photos/${photoId}/${variant}.webp`;
}
