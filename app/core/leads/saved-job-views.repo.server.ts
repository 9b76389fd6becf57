/**
 * Drizzle query of the saved job views (decision 0031 addendum) that both their service and the
 * signed-in user's per-page state (decision 0018, seventh round) read.
 */
import { asc, eq, inArray, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { savedJobViews, users } from "../../db/schema";
import type { TenantScope } from "../context/tenant-scope.server";
import { sharedResourceIds, type ViewerRef } from "../sharing/shares.repo.server";

/** A saved job view as the job lists show it, with its owner's name. */
export type SavedJobViewRow = {
  id: string;
  name: string;
  query: string;
  workflowId: number | null;
  ownerId: string;
  firstName: string | null;
  lastName: string | null;
};

/** At most this many views are listed (the job list's limit). */
export const SAVED_JOB_VIEWS_LIMIT = 200;

/**
 * The saved job views a viewer sees: the viewer's own and those shared with the viewer, a team of the
 * viewer's or the viewer's company, by name (at most SAVED_JOB_VIEWS_LIMIT). One query for the
 * job lists' own read (saved-job-views.service.server.ts) and the user state read with the session
 * (identity/user-state.server.ts), so the rule lives once.
 */
export function savedJobViewsOf(scope: TenantScope, viewer: ViewerRef) {
  // The owner under another name: in the state column the viewer is the outer query's `users` row.
  const owner = alias(users, "view_owner");
  return scope.db
    .select({
      id: savedJobViews.id,
      name: savedJobViews.name,
      query: savedJobViews.query,
      workflowId: savedJobViews.workflowId,
      ownerId: savedJobViews.ownerId,
      firstName: owner.firstName,
      lastName: owner.lastName,
    })
    .from(savedJobViews)
    .innerJoin(owner, eq(owner.id, savedJobViews.ownerId))
    .where(
      scope.where(
        savedJobViews,
        or(
          eq(savedJobViews.ownerId, viewer.id),
          inArray(sql`${savedJobViews.id}::text`, sharedResourceIds(scope, "job_view", viewer)),
        ),
      ),
    )
    .orderBy(asc(savedJobViews.name), asc(savedJobViews.id))
    .limit(SAVED_JOB_VIEWS_LIMIT);
}
