/** Inputs of the DMS export: a new API token's name (back office) and the JSON feed's paging. */
import { z } from "zod";

export const apiTokenSchema = z.object({
  name: z.string().trim().min(1, "validation:required").max(80, "validation:too_long"),
});
export type ApiTokenInput = z.infer<typeof apiTokenSchema>;

export const DMS_FEED_LIMIT = { default: 100, max: 500 } as const;
/** Most rows one CSV download holds (the feed pages through any number). */
export const DMS_CSV_MAX_ROWS = 10_000;

export const dmsFeedPagingSchema = z.object({
  updatedSince: z.iso.datetime({ offset: true, message: "dms:errors.updated_since" }).optional(),
  cursor: z.string().max(200, "validation:too_long").optional(),
  limit: z.coerce
    .number({ message: "dms:errors.limit" })
    .int("dms:errors.limit")
    .min(1, "dms:errors.limit")
    .max(DMS_FEED_LIMIT.max, "dms:errors.limit")
    .default(DMS_FEED_LIMIT.default),
});
