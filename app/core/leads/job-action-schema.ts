/**
 * What an employee may send as one job action (the API's PATCH and bulk bodies), as the one zod schema
 * the API validates with and documents. `toJobAction` turns its output into the service's `JobAction`.
 */
import { z } from "zod";
import type { JobAction } from "./jobs.service.server";

/** PostgreSQL `integer`: larger ids can name no row (and would be a database error, not a 404). */
export const MAX_ROW_ID = 2_147_483_647;
export const MAX_BULK_JOBS = 500;

const rowId = z.number().int().min(1).max(MAX_ROW_ID);
const reason = z.string().trim().max(500, "validation:too_long");

export const jobActionSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("comment"), text: z.string().trim().min(1, "validation:required").max(5000) }),
  // A reason is required when the status closes the job as lost (the service checks: it knows the status).
  z.object({ type: z.literal("status"), statusId: rowId, reason: reason.nullable().optional() }),
  z.object({ type: z.literal("assign"), assigneeId: z.uuid().nullable() }),
  z.object({ type: z.literal("priority"), priority: z.number().int().min(0).max(3) }),
  z.object({ type: z.literal("deadline"), deadline: z.iso.datetime({ offset: true }).nullable() }),
  z.object({ type: z.literal("star"), starred: z.boolean() }),
  z.object({ type: z.literal("won"), reason: reason.nullable().default(null) }),
  z.object({ type: z.literal("lost"), reason: reason.min(1, "validation:required") }),
  z.object({ type: z.literal("delete"), reason: reason.nullable().default(null) }),
  z.object({ type: z.literal("restore") }),
]);
export type JobActionInput = z.infer<typeof jobActionSchema>;

export const bulkJobActionSchema = z.object({
  ids: z.array(rowId).min(1).max(MAX_BULK_JOBS),
  action: jobActionSchema,
});

export function toJobAction(input: JobActionInput): JobAction {
  return input.type === "deadline"
    ? { type: "deadline", deadline: input.deadline === null ? null : new Date(input.deadline) }
    : input;
}
