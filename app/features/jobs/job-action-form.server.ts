/**
 * A job action from a submitted form (job page, bulk bar, kanban without JavaScript): the form's strings
 * become the API's JSON shape and are validated by the same schema (core/leads/job-action-schema.ts),
 * so a page and an API client can do exactly the same things. Bad input is a value, never a throw.
 */
import { jobActionSchema, toJobAction } from "../../core/leads/job-action-schema";
import type { JobAction } from "../../core/leads/jobs.service.server";
import { isCalendarDay, zonedTimeToUtc } from "../../core/locations/zoned-time";
import { err, ok, type Result } from "../../shared/result";

const num = (v: string | undefined) => (v === undefined || v === "" ? undefined : Number(v));

/**
 * `intent` names the action; the kanban's no-JS "move to" form sends `cardId` and `toColumnId` instead.
 * A `deadline` from `<input type="datetime-local">` is the wall-clock time of `timeZone`, the project's
 * (`projectTimeZone`; the page shows and takes times in it and names it); empty removes it.
 */
export function jobActionFromForm(form: FormData, timeZone: string): Result<JobAction> {
  const get = (k: string) => {
    const v = form.get(k);
    return typeof v === "string" ? v : undefined;
  };
  const type = get("intent") ?? (get("toColumnId") ? "status" : undefined);
  let deadline: string | null | undefined = get("deadline");
  const local = deadline ? /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(deadline) : null;
  if (local && isCalendarDay(local[1]!))
    deadline = zonedTimeToUtc(local[1]!, local[2]!, timeZone).toISOString();
  else if (deadline === "") deadline = null;
  const reason = get("reason")?.trim();
  const parsed = jobActionSchema.safeParse({
    type,
    text: get("text"),
    statusId: num(get("statusId") ?? get("toColumnId")),
    assigneeId: get("assigneeId") === "" ? null : get("assigneeId"),
    priority: num(get("priority")),
    deadline,
    starred: get("starred") === undefined ? undefined : get("starred") === "true",
    reason: type === "lost" ? (reason ?? "") : reason || null,
  });
  if (!parsed.success) return err({ code: "invalid" });
  return ok(toJobAction(parsed.data));
}

/** The job ids a form names: `ids` (bulk) or the kanban's `cardId`. */
export function jobIdsFromForm(form: FormData): number[] {
  const raw = [...form.getAll("ids"), ...form.getAll("cardId")];
  return [
    ...new Set(raw.map((v) => Number(v)).filter((n) => Number.isSafeInteger(n) && n > 0 && n < 2 ** 31)),
  ].slice(0, 500);
}
