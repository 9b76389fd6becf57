/**
 * Workflows and their statuses, the employee's workflow list with its counters
 * (sidebar), favourites, and the default workflows every project gets at boot.
 */

import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { projects, workflowFavorites, workflowStatuses, workflows } from "../../db/schema";
import { inGroup, jobCounterKind, SIDEBAR_COUNT_CAP } from "../../shared/permissions";
import { err, ok, type Result } from "../../shared/result";
import { forgetRemembered, remembered, type ServiceContext } from "../context/service-context.server";
import { scoped, scopeOf } from "../context/tenant-scope.server";
import { stateOf } from "../identity/user-state.server";
import { sharedResourceIds } from "../sharing/shares.repo.server";
import { COMMUNITY_WORKFLOWS, DEFAULT_WORKFLOWS, type WorkflowDef } from "./default-workflows";
import { findStatusRows, findWorkflowRows, openCounts } from "./jobs.repo.server";
import { type LocalizedText, pickLocalized } from "./localized-text";
import type { SystemType } from "./system-types";
import type { StatusOutcome } from "./visibility";

export type WorkflowStatusView = {
  id: number;
  key: string;
  name: string;
  outcome: StatusOutcome;
  position: number;
};

/** Workflow as the employee's list returns it (snake_case as the spec names the fields). */
export type WorkflowView = {
  id: number;
  label: string;
  lang_name: string;
  system_types: SystemType[];
  is_fav: boolean;
  /** Shared with the viewer (decision 0031): its open count is theirs to see like all-jobs users'. */
  is_shared: boolean;
  count_open: number;
  count_mine: number;
  statuses: WorkflowStatusView[];
};

/** Creates the default workflows of every project that has none (boot; idempotent). */
export async function ensureDefaultWorkflows(db: Db): Promise<number> {
  const withWorkflows = new Set(
    (await db.selectDistinct({ projectId: workflows.projectId }).from(workflows)).map((r) => r.projectId),
  );
  const bare = (
    await db.select({ id: projects.id, isCommunity: projects.isCommunity }).from(projects)
  ).filter((p) => !withWorkflows.has(p.id));
  for (const p of bare) {
    await db.transaction(async (tx) => {
      const scope = scopeOf(tx as unknown as Db, p.id);
      const defs = p.isCommunity ? COMMUNITY_WORKFLOWS : DEFAULT_WORKFLOWS;
      for (const [position, def] of defs.entries()) await insertWorkflow(scope, def, position);
    });
  }
  return bare.length;
}

async function insertWorkflow(scope: ReturnType<typeof scopeOf>, def: WorkflowDef, position: number) {
  const [row] = await scope.db
    .insert(workflows)
    .values(scope.stamp({ label: def.label, langName: def.name, systemTypes: def.systemTypes, position }))
    .returning({ id: workflows.id });
  await scope.db
    .insert(workflowStatuses)
    .values(
      def.statuses.map((s, i) =>
        scope.stamp({ workflowId: row!.id, key: s.key, langName: s.name, position: i, outcome: s.outcome }),
      ),
    );
  return row!.id;
}

type WorkflowRow = Awaited<ReturnType<typeof findWorkflowRows>>[number];
type StatusRow = Awaited<ReturnType<typeof findStatusRows>>[number];

function statusView(s: StatusRow, ctx: ServiceContext): WorkflowStatusView {
  return {
    id: s.id,
    key: s.key,
    name: pickLocalized(s.langName as LocalizedText, ctx.locale),
    outcome: s.outcome,
    position: s.position,
  };
}

/** The project's workflows with their statuses (no counters): filters, forms, the job page. */
export async function listWorkflowDefs(
  ctx: ServiceContext,
): Promise<
  (Omit<WorkflowView, "is_fav" | "is_shared" | "count_open" | "count_mine"> & { row: WorkflowRow })[]
> {
  const scope = scoped(ctx);
  // Remembered by the process (decision 0018): every back-office page needs them, they change only here.
  const [rows, statuses] = await remembered(
    ctx,
    "workflow-defs",
    () => Promise.all([findWorkflowRows(scope), findStatusRows(scope)]),
    ([found]) => found.length > 0,
  );
  return rows.map((w) => ({
    row: w,
    id: w.id,
    label: w.label,
    lang_name: pickLocalized(w.langName as LocalizedText, ctx.locale),
    system_types: w.systemTypes as SystemType[],
    statuses: statuses.filter((s) => s.workflowId === w.id).map((s) => statusView(s, ctx)),
  }));
}

/**
 * The employee's workflow list (id, label, lang_name, system_types, is_fav, count_open,
 * count_mine). Users who may see all jobs get every open count; others only their own.
 * `favouritesOnly` is the sidebar's question: its favourites, counted as the sidebar shows them (up
 * to SIDEBAR_COUNT_CAP, and only the kind it shows: open jobs for users who may see all jobs, whose
 * count_mine is then 0, and their own for everyone else).
 */
export async function listWorkflows(
  ctx: ServiceContext,
  options: { favouritesOnly?: boolean } = {},
): Promise<Result<WorkflowView[]>> {
  const user = ctx.principal;
  if (!user) return err({ code: "unauthorized" });
  if (!inGroup(user, "workflows")) return err({ code: "forbidden" });
  const scope = scoped(ctx);
  const all = jobCounterKind(user) === "open";
  const fav = new Set(
    stateOf(ctx)?.favouriteWorkflowIds ??
      (
        await scope.db
          .select({ workflowId: workflowFavorites.workflowId })
          .from(workflowFavorites)
          .where(scope.where(workflowFavorites, eq(workflowFavorites.userId, user.id)))
      ).map((f) => f.workflowId),
  );
  // Most back-office pages are asked for the sidebar's favourites; without any there is nothing to read.
  if (options.favouritesOnly && fav.size === 0) return ok([]);
  // Open counts only for those who may see them: all-jobs users every workflow's, others
  // those of the workflows shared with them (decision 0031). The sidebar counts only its favourites.
  const shared = all
    ? new Set<number>()
    : new Set((await sharedResourceIds(scope, "workflow", user)).map((r) => Number(r.id)));
  const only = options.favouritesOnly ? [...fav] : undefined;
  // The sidebar shows "999+" above 1000: its favourites are counted up to 1001 (bounded at any size).
  const cap = options.favouritesOnly ? SIDEBAR_COUNT_CAP : undefined;
  const sharedOnly = [...shared].filter((id) => !only || fav.has(id));
  const [defs, counts, sharedCounts] = await Promise.all([
    listWorkflowDefs(ctx),
    // Counting the manager's own jobs too read up to 1001 more index entries per favourite for nothing.
    openCounts(scope, user.id, { open: all, mine: !(options.favouritesOnly && all), workflowIds: only, cap }),
    sharedOnly.length
      ? openCounts(scope, user.id, { mine: false, workflowIds: sharedOnly, cap })
      : Promise.resolve([]),
  ]);
  return ok(
    defs
      .filter((w) => !options.favouritesOnly || fav.has(w.id))
      .map(({ row: _row, ...w }) => {
        const c = counts.find((x) => x.workflowId === w.id);
        const s = sharedCounts.find((x) => x.workflowId === w.id);
        return {
          ...w,
          is_fav: fav.has(w.id),
          is_shared: shared.has(w.id),
          count_open: all ? (c?.open ?? 0) : (s?.open ?? 0),
          count_mine: c?.mine ?? 0,
        };
      }),
  );
}

/** Marks a workflow as a favourite of the signed-in employee, or not (the sidebar lists favourites). */
export async function setWorkflowFavorite(
  ctx: ServiceContext,
  workflowId: number,
  favorite: boolean,
): Promise<Result<{ is_fav: boolean }>> {
  const user = ctx.principal;
  if (!user) return err({ code: "unauthorized" });
  if (!inGroup(user, "workflows")) return err({ code: "forbidden" });
  const scope = scoped(ctx);
  const [wf] = await scope.db
    .select({ id: workflows.id })
    .from(workflows)
    .where(scope.where(workflows, eq(workflows.id, workflowId)));
  if (!wf) return err({ code: "not_found" });
  if (favorite) {
    await scope.db
      .insert(workflowFavorites)
      .values(scope.stamp({ userId: user.id, workflowId }))
      .onConflictDoNothing();
  } else {
    await scope.db
      .delete(workflowFavorites)
      .where(
        scope.where(
          workflowFavorites,
          and(eq(workflowFavorites.userId, user.id), eq(workflowFavorites.workflowId, workflowId)),
        ),
      );
  }
  return ok({ is_fav: favorite });
}

/** A workflow of this project and its first open status, or null when the project has no such workflow. */
export async function workflowStart(ctx: ServiceContext, workflowId: number) {
  const scope = scoped(ctx);
  const [first] = await scope.db
    .select({ id: workflowStatuses.id })
    .from(workflowStatuses)
    .innerJoin(workflows, eq(workflows.id, workflowStatuses.workflowId))
    .where(
      scope.where(
        workflowStatuses,
        eq(workflowStatuses.workflowId, workflowId),
        eq(workflowStatuses.outcome, "open"),
        scope.owns(workflows),
      ),
    )
    .orderBy(asc(workflowStatuses.position))
    .limit(1);
  return first ? { workflowId, statusId: first.id } : null;
}

/** The workflow a form of this system type lands in (the first by position), else the contact one. */
export async function workflowForSystemType(ctx: ServiceContext, systemType: SystemType) {
  const scope = scoped(ctx);
  const rows = await scope.db
    .select({ id: workflows.id, systemTypes: workflows.systemTypes })
    .from(workflows)
    .where(scope.owns(workflows))
    .orderBy(asc(workflows.position), asc(workflows.id));
  if (rows.length === 0) {
    // A project created after boot (or a test database without demo data) gets its defaults now.
    const defs = ctx.project.isCommunity ? COMMUNITY_WORKFLOWS : DEFAULT_WORKFLOWS;
    for (const [position, def] of defs.entries()) await insertWorkflow(scope, def, position);
    forgetRemembered(ctx);
    return workflowForSystemType(ctx, systemType);
  }
  const match =
    rows.find((w) => (w.systemTypes as string[]).includes(systemType)) ??
    rows.find((w) => (w.systemTypes as string[]).includes("CONTACT")) ??
    rows[0];
  if (!match) return null;
  const [first] = await scope.db
    .select({ id: workflowStatuses.id })
    .from(workflowStatuses)
    .where(
      scope.where(
        workflowStatuses,
        eq(workflowStatuses.workflowId, match.id),
        eq(workflowStatuses.outcome, "open"),
      ),
    )
    .orderBy(asc(workflowStatuses.position))
    .limit(1);
  return first ? { workflowId: match.id, statusId: first.id } : null;
}
