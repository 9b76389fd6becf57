/**
 * The lead inbox's counter: open jobs nobody has taken plus the viewer's own, for users who may not see
 * all jobs (they see exactly these, decision 0022). Two capped index-only counts on `jobs_open_mine_idx`
 * (an unassigned job is the index's null assignee), so the sidebar reads at most `cap` entries of each
 * however many jobs are open; one statement, prepared once per project and cap.
 */
import { eq, isNull, type SQL, sql } from "drizzle-orm";
import { jobs } from "../../db/schema";
import { builtOncePerShape, literalLimit } from "../context/prepared.server";
import type { TenantScope } from "../context/tenant-scope.server";

export async function inboxCount(scope: TenantScope, viewerId: string, cap: number): Promise<number> {
  const build = () => {
    const counted = (who: SQL) =>
      sql<number>`(select count(*)::int from (${scope.db
        .select({ one: sql`1` })
        .from(jobs)
        // Written into the statement, not bound, so the partial index's predicate matches (see openCounts).
        .where(scope.where(jobs, sql`${jobs.visibility} = 'open'`, who))
        .limit(literalLimit(cap))}) capped)`;
    return scope.db
      .select({
        unassigned: counted(isNull(jobs.assigneeId)),
        mine: counted(eq(jobs.assigneeId, sql.placeholder("viewer"))),
      })
      .from(sql`(select 1) one`);
  };
  const key = `${scope.projectId}|${cap}`;
  const [row] = (await builtOncePerShape(scope.db, "inbox_count", key, { viewer: viewerId }, build)) as {
    unassigned: unknown;
    mine: unknown;
  }[];
  return Math.min(cap, Number(row?.unassigned ?? 0) + Number(row?.mine ?? 0));
}
