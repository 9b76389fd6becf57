/** What a CMS image upload may be, for the server's check and the file input. Pure. */
export const CMS_IMAGE = {
  maxBytes: 10 * 1024 * 1024,
  minSide: 16,
  maxSide: 12_000,
  /** Formats sharp reports for accepted files (by content, not by name). */
  formats: ["jpeg", "png", "webp"],
  accept: "image/jpeg,image/png,image/webp",
} as const;

/** Stored widths (WebP, no metadata): the page column and a larger one for wide screens. */
export const CMS_IMAGE_WIDTHS = [800, 1600] as const;
