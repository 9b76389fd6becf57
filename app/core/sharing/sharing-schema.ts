/**
 * Inputs of the sharing calls: POST `{ shareWithType, shareWithId }`, PUT `{ mayBeShared }`, the
 * target segment of DELETE, and the dialog's autocomplete query. Shared by the API and the dialog.
 */
import { z } from "zod";

export const SHARE_WITH_TYPES = ["team", "user", "company"] as const;
export type ShareWithType = (typeof SHARE_WITH_TYPES)[number];

/** Team ids are integers, user and company ids uuids; longer than a uuid is never an id. */
const targetId = z
  .union([z.string(), z.number().int().positive()])
  .transform((v) => String(v))
  .pipe(z.string().regex(/^[0-9A-Za-z-]{1,36}$/, "validation:invalid_value"));

export const addShareSchema = z.strictObject({
  shareWithType: z.enum(SHARE_WITH_TYPES, "validation:invalid_choice"),
  shareWithId: targetId,
});
export type AddShareInput = z.infer<typeof addShareSchema>;

export const shareSettingsSchema = z.strictObject({
  mayBeShared: z.boolean("validation:invalid_value"),
});

export const targetQuerySchema = z.object({
  shareWithType: z.enum(SHARE_WITH_TYPES, "validation:invalid_choice"),
  q: z.string().max(100, "validation:too_long").optional(),
});
