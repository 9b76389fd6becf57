/**
 * The lead inbox of employees who work leads but may not see all jobs (sales, service advisors): the job
 * list shows them new unassigned jobs and their own (decision 0022); this counts the open ones for the
 * sidebar and the dashboard, up to SIDEBAR_COUNT_CAP (shown as "999+").
 */
import { inGroup, jobCounterKind, SIDEBAR_COUNT_CAP } from "../../shared/permissions";
import { err, ok, type Result } from "../../shared/result";
import type { ServiceContext } from "../context/service-context.server";
import { scoped } from "../context/tenant-scope.server";
import { inboxCount } from "./inbox.repo.server";

/** Open unassigned jobs plus the user's own; `null` for users who see all jobs (they have no inbox). */
export async function leadInboxCount(ctx: ServiceContext): Promise<Result<number | null>> {
  const user = ctx.principal;
  if (!user) return err({ code: "unauthorized" });
  if (!inGroup(user, "workflows")) return err({ code: "forbidden" });
  if (jobCounterKind(user) === "open") return ok(null);
  return ok(await inboxCount(scoped(ctx), user.id, SIDEBAR_COUNT_CAP));
}
