/**
 * The visibility policy: the one answer to "may this signed-in employee see, or work on, this job or
 * this client", in two forms that always agree: a yes/no for one row (pages, actions, file handlers)
 * and a SQL condition for lists and searches. Every reader of job or client data asks here; see
 * docs/decisions/0047-visibility-policy.md for who reads what and how each reader is guarded.
 *
 * Jobs: users who may see all jobs see every job; other lead workers see their own, the unassigned ones
 * and every job of a workflow shared with them, their team or their company.
 * Clients: the database staff see every client; a client shared with an employee is visible to them
 * (read-only); a lead worker sees the clients of the jobs they may open, and may work with them
 * (notes, calls, mails) as they work the job.
 */
import { eq, exists, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import { clients, jobs } from "../../db/schema";
import { inGroup } from "../../shared/permissions";
import { clientIdSchema } from "../clients/client-schema";
import type { ServiceContext } from "../context/service-context.server";
import { scoped, type TenantScope } from "../context/tenant-scope.server";
import type { SessionUser } from "../identity/session-user";
import { holdsShare, sharedResourceIds, type Viewer } from "../sharing/shares.repo.server";

type Principal = Pick<SessionUser, "id" | "roles" | "inHolding" | "companyId">;

/**
 * How a value goes into a statement: as itself, or as a named placeholder of a statement prepared once
 * per shape (the job list's statements; jobs.repo.server.ts).
 */
export type Bind = <T>(name: string, value: T) => T;
const direct: Bind = (_name, value) => value;

/** What a principal may do with a client: nothing, read its page and timeline, or work with it. */
export type ClientAccess = "none" | "read" | "work";

/** Whether this principal sees every job of the project (no row condition needed). */
export function seesAllJobs(user: Principal | null | undefined): boolean {
  return inGroup(user, "allJobs");
}

/**
 * The condition on `jobs` rows that a lead worker who may not see all jobs may open: their own, the
 * unassigned ones, and the jobs of workflows shared with them. Null: every job (all-jobs users).
 * `false` for anyone who does not work leads.
 */
export function visibleJobsCondition(
  scope: TenantScope,
  user: Principal | null | undefined,
  bind: Bind = direct,
): SQL | null {
  if (!user || !inGroup(user, "workflows")) return sql`false`;
  if (seesAllJobs(user)) return null;
  return ownUnassignedOrShared(scope, user.id, { id: user.id, companyId: user.companyId }, bind);
}

/**
 * Own, unassigned or of a shared workflow: the rule for viewers who may not see all jobs, given by the
 * viewer's id (the job list binds it as a placeholder, so one statement serves every viewer).
 */
export function ownUnassignedOrShared(
  scope: TenantScope,
  viewerId: string,
  sharedWith: Viewer | undefined,
  bind: Bind = direct,
): SQL {
  return or(
    eq(jobs.assigneeId, bind("ownAndUnassignedOf", viewerId)),
    isNull(jobs.assigneeId),
    sharedWith
      ? inArray(sql`${jobs.workflowId}::text`, sharedResourceIds(scope, "workflow", sharedWith))
      : undefined,
  ) as SQL;
}

/** May this principal open this job (and act on it)? The row form of `visibleJobsCondition`. */
export async function mayOpenJob(
  ctx: ServiceContext,
  job: { assigneeId: string | null; workflowId: number },
  user: Principal | null | undefined = ctx.principal,
): Promise<boolean> {
  if (!user || !inGroup(user, "workflows")) return false;
  if (seesAllJobs(user) || job.assigneeId === null || job.assigneeId === user.id) return true;
  return holdsShare(scoped(ctx), "workflow", String(job.workflowId), user);
}

/**
 * The condition on `clients` rows this principal may see. Null: every client (database staff);
 * `false` for customers and visitors.
 */
export function visibleClientsCondition(scope: TenantScope, user: Principal | null | undefined): SQL | null {
  if (!user || !inGroup(user, "employee")) return sql`false`;
  if (inGroup(user, "database")) return null;
  const shared = inArray(
    sql`${clients.id}::text`,
    sharedResourceIds(scope, "client", { id: user.id, companyId: user.companyId }),
  );
  const throughJobs = inGroup(user, "workflows")
    ? exists(
        scope.db
          .select({ one: sql`1` })
          .from(jobs)
          .where(
            scope.where(jobs, eq(jobs.clientId, clients.id), visibleJobsCondition(scope, user) ?? undefined),
          ),
      )
    : undefined;
  return or(shared, throughJobs) as SQL;
}

/** What a principal may do with one client, and whether they see all of it or only their jobs of it. */
export type ClientReach = {
  access: ClientAccess;
  /**
   * Every job, order and document of the client (database staff, holders of a share of the client), or
   * only the jobs the principal may open (a lead worker who reaches the client through them).
   */
  whole: boolean;
};

const NO_REACH: ClientReach = { access: "none", whole: false };

/**
 * What this principal may do with one client of the project: database staff and lead workers who may
 * open one of the client's jobs work with it; an employee it is shared with reads it; others nothing.
 * A client id that is not a client of this project gives "none" like a client one may not see.
 */
export async function clientReach(
  ctx: ServiceContext,
  clientId: string,
  user: Principal | null | undefined = ctx.principal,
): Promise<ClientReach> {
  if (!user || !inGroup(user, "employee") || !clientIdSchema.safeParse(clientId).success) return NO_REACH;
  if (inGroup(user, "database")) return { access: "work", whole: true };
  const scope = scoped(ctx);
  const shared = await holdsShare(scope, "client", clientId, { id: user.id, companyId: user.companyId });
  if (inGroup(user, "workflows")) {
    const [row] = await scope.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(scope.where(jobs, eq(jobs.clientId, clientId), visibleJobsCondition(scope, user) ?? undefined))
      .limit(1);
    if (row) return { access: "work", whole: shared };
  }
  return shared ? { access: "read", whole: true } : NO_REACH;
}

/** May this principal open this client's page and timeline? */
export async function mayOpenClient(
  ctx: ServiceContext,
  clientId: string,
  user: Principal | null | undefined = ctx.principal,
): Promise<boolean> {
  return (await clientReach(ctx, clientId, user)).access !== "none";
}
