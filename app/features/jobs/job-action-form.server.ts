/**
 * A job action from a submitted form (job page, bulk bar, kanban without JavaScript): one zod schema
 * per action, the same `JobAction` the API's PATCH takes. Bad input is a value, never a throw.
 */
import { z } from "zod";
import { DEFAULT_TIME_ZONE, type JobAction } from "../../core/leads/jobs.service.server";
import { isCalendarDay, zonedTimeToUtc } from "../../core/locations/zoned-time";
import { err, ok, type Result } from "../../shared/result";

const text = (max: number) => z.string().trim().min(1).max(max);
const reason = z
  .string()
  .trim()
  .max(200)
  .transform((v) => v || null);

export const jobActionSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("comment"), text: text(4000) }),
  z.object({ type: z.literal("status"), statusId: z.coerce.number().int().positive() }),
  z.object({
    type: z.literal("assign"),
    assigneeId: z
      .string()
      .uuid()
      .or(z.literal(""))
      .transform((v) => v || null),
  }),
  z.object({ type: z.literal("priority"), priority: z.coerce.number().int().min(0).max(3) }),
  z.object({
    type: z.literal("deadline"),
    deadline: z
      .string()
      .max(40)
      .transform((v, c) => {
        if (!v) return null;
        const d = new Date(v);
        if (Number.isNaN(d.getTime()) || d.getUTCFullYear() < 2000 || d.getUTCFullYear() > 2100) {
          c.addIssue({ code: "custom", message: "validation:invalid_date" });
          return z.NEVER;
        }
        return d;
      }),
  }),
  z.object({ type: z.literal("star"), starred: z.enum(["true", "false"]).transform((v) => v === "true") }),
  z.object({ type: z.literal("won"), reason }),
  z.object({ type: z.literal("lost"), reason: text(200) }),
  z.object({ type: z.literal("delete"), reason }),
  z.object({ type: z.literal("restore") }),
]);

/**
 * Reads the action from a form: `intent` names it; the kanban's no-JS "move to" form sends `cardId` and
 * `toColumnId` instead. A `deadline` from `<input type="datetime-local">` is the dealer's wall-clock time
 * (the page shows and takes times in the dealer's zone, so server and browser agree on what they show).
 */
export function jobActionFromForm(form: FormData, timeZone = DEFAULT_TIME_ZONE): Result<JobAction> {
  const get = (k: string) => {
    const v = form.get(k);
    return typeof v === "string" ? v : undefined;
  };
  const intent = get("intent") ?? (get("toColumnId") ? "status" : undefined);
  let deadline = get("deadline");
  const local = deadline ? /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(deadline) : null;
  if (local && isCalendarDay(local[1]!))
    deadline = zonedTimeToUtc(local[1]!, local[2]!, timeZone).toISOString();
  const parsed = jobActionSchema.safeParse({
    type: intent,
    text: get("text"),
    statusId: get("statusId") ?? get("toColumnId"),
    assigneeId: get("assigneeId"),
    priority: get("priority"),
    deadline,
    starred: get("starred"),
    reason: get("reason") ?? "",
  });
  if (!parsed.success) return err({ code: "invalid" });
  return ok(parsed.data as JobAction);
}

/** The job ids a form names: `ids` (bulk) or the kanban's `cardId`. */
export function jobIdsFromForm(form: FormData): number[] {
  const raw = [...form.getAll("ids"), ...form.getAll("cardId")];
  return [...new Set(raw.map((v) => Number(v)).filter((n) => Number.isSafeInteger(n) && n > 0))].slice(
    0,
    500,
  );
}
