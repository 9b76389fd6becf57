/**
 * The wizard vocabulary without zod (decision 0003: storefront modules keep constants in zod-free
 * files): field types and the name of the pseudo-step after the last one. Re-exported by
 * wizard-definition.ts.
 */

export const FIELD_TYPES = [
  "text",
  "textarea",
  "email",
  "tel",
  "number",
  /** YYYY-MM (first registration). */
  "month",
  "date",
  /** One of `options`, as a list of buttons/radios (one question per screen). */
  "choice",
  /** One of `options`, as a select. */
  "select",
  /** Any of `options`. */
  "multi",
  /** A single checkbox (consent). */
  "checkbox",
  /** A vehicle brand: the catalogue's and the market's common brands suggested, any other typed (vehicle-brands.ts). */
  "brand",
  /** A model: the chosen brand's catalogue models suggested, any other typed; `dependsOn` names the brand field. */
  "model",
  /** Photos uploaded to the server (values: photo ids); `min`/`max` count them. */
  "photos",
  /** One of the project's locations (values: location ids). */
  "location",
] as const;

/** The `goto` of a branching rule that ends the wizard. */
export const FINISH = "finish";

/** Photo uploads of a `photos` field: types the browser may pick, size per file, files per request. */
export const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTO_MAX_FILES = 8;
/** One request of a photos step at most: every file at its limit plus the form around them. */
export const PHOTO_REQUEST_MAX_BYTES = PHOTO_MAX_FILES * PHOTO_MAX_BYTES + 64 * 1024;

/** The thumbnail of a session's own photo (served by the trade-in slice). */
export function photoThumbUrl(id: string): string {
  return `/api/trade-in/photos/${encodeURIComponent(id)}/thumb.webp`;
}
