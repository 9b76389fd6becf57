/**
 * Guided tours (decision 0032): the admins' editor (list, read, save with the rules of
 * tour-rules.ts), the tours a signed-in employee is shown (`toursVisibleTo`, the one place that decides
 * it) and their progress and per-step statistics. Every row through the tenant scope.
 */

import { randomUUID } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { tourProgress, tourStepStats, tours } from "../../db/schema";
import type { Locale } from "../../shared/locales";
import { inGroup } from "../../shared/permissions";
import { err, ok, type Result } from "../../shared/result";
import { can, forgetRemembered, remembered, type ServiceContext } from "../context/service-context.server";
import { scoped, type TenantScope } from "../context/tenant-scope.server";
import { stateOf } from "../identity/user-state.server";
import { sharedResourceIds } from "../sharing/shares.repo.server";
import {
  stepText,
  TOUR_TYPES,
  type TourStep,
  type TourType,
  tourTypeOfRoute,
  validateTour,
} from "./tour-rules";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (v: unknown): v is string => typeof v === "string" && UUID.test(v);
const forbidden = () => err({ code: "forbidden" as const });
const notFound = () => err({ code: "not_found" as const, message: "tours:errors.not_found" });

/** Who edits tours: admins (decision 0032). */
export function mayEditTours(ctx: ServiceContext): boolean {
  return can(ctx, "admin");
}

export type StepStatistics = { stepId: string; shown: number; completed: number; dropped: number };

/** A tour as `GET /api/tours/{id}.json` answers it. */
export type TourData = {
  id: string;
  name: string;
  type: TourType;
  whiteLabelProject: string;
  targetGroups: string[];
  position: number;
  steps: TourStep[];
  statistics: StepStatistics[];
  updatedAt: string;
};

export type TourListRow = {
  id: string;
  name: string;
  type: TourType;
  position: number;
  steps: number;
  targetGroups: string[];
  completed: number;
  updatedAt: string;
};

type TourRow = typeof tours.$inferSelect;

function dataOf(row: TourRow, statistics: StepStatistics[]): TourData {
  return {
    id: row.id,
    name: row.name,
    type: (TOUR_TYPES as string[]).includes(row.type) ? (row.type as TourType) : "dashboard",
    whiteLabelProject: row.projectId,
    targetGroups: row.targetGroups,
    position: row.position,
    steps: row.steps,
    statistics,
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function statisticsOf(scope: TenantScope, row: TourRow): Promise<StepStatistics[]> {
  const rows = await scope.db
    .select()
    .from(tourStepStats)
    .where(scope.where(tourStepStats, eq(tourStepStats.tourId, row.id)));
  const byStep = new Map(rows.map((r) => [r.stepId, r]));
  // In the tour's order; steps removed since keep no row in the answer.
  return row.steps.map((s) => {
    const r = byStep.get(s.id);
    return { stepId: s.id, shown: r?.shown ?? 0, completed: r?.completed ?? 0, dropped: r?.dropped ?? 0 };
  });
}

async function findTour(scope: TenantScope, id: string): Promise<TourRow | null> {
  const [row] = await scope.db
    .select()
    .from(tours)
    .where(scope.where(tours, eq(tours.id, id)))
    .limit(1);
  return row ?? null;
}

export async function listTours(ctx: ServiceContext): Promise<Result<TourListRow[]>> {
  if (!mayEditTours(ctx)) return forbidden();
  const scope = scoped(ctx);
  const rows = await scope.db
    .select({
      id: tours.id,
      name: tours.name,
      type: tours.type,
      position: tours.position,
      steps: tours.steps,
      targetGroups: tours.targetGroups,
      updatedAt: tours.updatedAt,
      completed: sql<number>`(select count(*)::int from ${tourProgress} where ${scope.owns(tourProgress)} and ${tourProgress.tourId} = ${tours.id} and ${tourProgress.completedAt} is not null)`,
    })
    .from(tours)
    .where(scope.owns(tours))
    .orderBy(asc(tours.type), asc(tours.position), asc(tours.name));
  return ok(
    rows.map((r) => ({
      id: r.id,
      name: r.name,
      type: r.type as TourType,
      position: r.position,
      steps: r.steps.length,
      targetGroups: r.targetGroups,
      completed: Number(r.completed),
      updatedAt: r.updatedAt.toISOString(),
    })),
  );
}

export async function getTour(ctx: ServiceContext, id: unknown): Promise<Result<TourData>> {
  if (!mayEditTours(ctx)) return forbidden();
  if (!isUuid(id)) return notFound();
  const scope = scoped(ctx);
  const row = await findTour(scope, id);
  if (!row) return notFound();
  return ok(dataOf(row, await statisticsOf(scope, row)));
}

/**
 * Saves tour data under `id`. Validated first and
 * saved only when valid: a refused tour changes nothing. An id that belongs to another project is not
 * found here (the insert's conflict leaves that row untouched).
 */
export async function saveTour(ctx: ServiceContext, id: unknown, input: unknown): Promise<Result<TourData>> {
  if (!mayEditTours(ctx)) return forbidden();
  if (!isUuid(id)) return notFound();
  const checked = validateTour(input, ctx.project);
  if (!checked.ok) {
    return err({
      code: "invalid" as const,
      message: Object.values(checked.fields)[0]?.[0] ?? "tours:errors.invalid",
      fields: checked.fields,
    });
  }
  const t = checked.value;
  if (t.whiteLabelProject && t.whiteLabelProject !== ctx.project.id) {
    const fields = { whiteLabelProject: ["tours:errors.white_label_project"] };
    return err({ code: "invalid" as const, message: fields.whiteLabelProject[0], fields });
  }
  const steps: TourStep[] = t.steps.map((s) => ({
    id: s.id ?? randomUUID(),
    selector: s.selector,
    content: s.content,
  }));
  const scope = scoped(ctx);
  const now = ctx.clock.now();
  // What users are shown changed: the tour starts by itself again for those who saw it.
  const before = await findTour(scope, id.toLowerCase());
  const revised = !before || shownFormOf(before) !== shownFormOf({ ...t, steps });
  const values = {
    name: t.name,
    type: t.type,
    targetGroups: t.targetGroups,
    position: t.position,
    steps,
    updatedAt: now,
    revisedAt: revised ? now : before.revisedAt,
  };
  const [row] = await scope.db
    .insert(tours)
    .values(scope.stamp({ id: id.toLowerCase(), ...values, createdAt: now }))
    .onConflictDoUpdate({ target: tours.id, set: values, setWhere: scope.owns(tours) })
    .returning();
  if (!row) return notFound();
  forgetRemembered(ctx);
  return ok(dataOf(row, await statisticsOf(scope, row)));
}

/**
 * What a user is shown of a tour, comparable between two versions: its screen, its target groups (in
 * any order) and its steps with their ids, selectors and texts (languages in any order). The name and the
 * position among the screen's tours are not: renaming a tour does not show it to everyone again.
 */
function shownFormOf(t: Pick<TourRow, "type" | "targetGroups" | "steps">): string {
  return JSON.stringify([
    t.type,
    [...t.targetGroups].sort(),
    t.steps.map((s) => [
      s.id,
      s.selector,
      Object.entries(s.content)
        .filter(([, text]) => typeof text === "string" && text !== "")
        .sort(([a], [b]) => a.localeCompare(b)),
    ]),
  ]);
}

/** A tour as the back office runs it for one user, in the user's language. */
export type RunnableTour = {
  id: string;
  name: string;
  type: TourType;
  /** The user finished this version of it (last step's "done"). */
  completed: boolean;
  /**
   * The user has seen this version before (finished or closed): it no longer starts by itself. A tour
   * revised since the user last saw it counts as unseen.
   */
  seen: boolean;
  /** When the tour was last revised (ISO): the runner remembers what it started per id and revision. */
  revision: string;
  steps: { id: string; selector: string; text: string }[];
};

function targets(row: Pick<TourRow, "targetGroups">, ctx: ServiceContext): boolean {
  if (row.targetGroups.length === 0) return true;
  return row.targetGroups.some((g) => inGroup(ctx.principal, g as Parameters<typeof inGroup>[1]));
}

/**
 * The tours this user is shown, in order: employees only, the project's tours whose target groups
 * include one of the user's (none: every employee). The one place that decides visibility; shared
 * tours can be added here.
 */
export async function toursVisibleTo(ctx: ServiceContext): Promise<TourRow[]> {
  if (!ctx.principal || !inGroup(ctx.principal, "employee")) return [];
  const scope = scoped(ctx);
  // The project's tours are remembered by the process (decision 0018): every back-office page runs
  // them, and they change only through saveTour, which forgets them.
  const rows = await remembered(ctx, "tours", () =>
    scope.db
      .select()
      .from(tours)
      .where(scope.owns(tours))
      .orderBy(asc(tours.position), asc(tours.name), asc(tours.id)),
  );
  // Shared with the user, a team of theirs or their company (decision 0031): shown whatever it targets.
  const shared = new Set(
    stateOf(ctx)?.sharedTourIds ??
      (
        await sharedResourceIds(scope, "tour", { id: ctx.principal.id, companyId: ctx.principal.companyId })
      ).map((r) => r.id),
  );
  return rows.filter((r) => targets(r, ctx) || shared.has(r.id));
}

/** The tours to run for this user in the back office, with their progress (the account layout's data). */
export async function runnableTours(ctx: ServiceContext): Promise<RunnableTour[]> {
  const user = ctx.principal;
  if (!user) return [];
  const rows = await toursVisibleTo(ctx);
  if (rows.length === 0) return [];
  const scope = scoped(ctx);
  const progress =
    stateOf(ctx)?.tourProgress ??
    (
      await scope.db
        .select({
          tourId: tourProgress.tourId,
          completedAt: tourProgress.completedAt,
          updatedAt: tourProgress.updatedAt,
        })
        .from(tourProgress)
        .where(scope.where(tourProgress, eq(tourProgress.userId, user.id)))
    ).map((p) => ({
      tourId: p.tourId,
      completed: p.completedAt !== null,
      seenAt: p.updatedAt.toISOString(),
    }));
  const byTour = new Map(progress.map((p) => [p.tourId, p]));
  const lang: Locale = ctx.locale;
  return rows.map((r) => {
    const p = byTour.get(r.id);
    // Seen at the tour's last revision or later: a tour edited since starts again by itself.
    const seen = p !== undefined && Date.parse(p.seenAt) >= r.revisedAt.getTime();
    return {
      id: r.id,
      name: r.name,
      type: r.type as TourType,
      completed: seen && p.completed,
      seen,
      revision: r.revisedAt.toISOString(),
      steps: r.steps.map((s) => ({
        id: s.id,
        selector: s.selector,
        text: stepText(s, lang, ctx.project.defaultLanguage),
      })),
    };
  });
}

/** The tours that run on an account route (by its key), for the help menu and the automatic start. */
export function toursForRoute<T extends { type: TourType }>(all: readonly T[], routeKey: string): T[] {
  const type = tourTypeOfRoute(routeKey);
  return type ? all.filter((t) => t.type === type) : [];
}

export const tourEventSchema = z.object({
  stepId: z.string("tours:errors.invalid").regex(UUID, "tours:errors.invalid"),
  event: z.enum(["shown", "completed", "dropped"], "tours:errors.invalid"),
});

export type TourProgressView = { completed: boolean; lastStepId: string | null };

/**
 * What the runner reports (spec: completion and drop-off per step): a step shown, left forward
 * (completed; on the last step the tour is completed for the user) or where the user closed the tour
 * (dropped). Only for tours the user is shown; the step must be one of the tour's.
 */
export async function recordTourEvent(
  ctx: ServiceContext,
  id: unknown,
  input: unknown,
): Promise<Result<TourProgressView>> {
  const user = ctx.principal;
  if (!user) return err({ code: "unauthorized" as const });
  if (!isUuid(id)) return notFound();
  const parsed = tourEventSchema.safeParse(input);
  if (!parsed.success) {
    const fields: Record<string, string[]> = {};
    for (const issue of parsed.error.issues)
      fields[String(issue.path[0] ?? "form")] = ["tours:errors.invalid"];
    return err({ code: "invalid" as const, message: "tours:errors.invalid", fields });
  }
  const tour = (await toursVisibleTo(ctx)).find((t) => t.id === id.toLowerCase());
  if (!tour) return notFound();
  const { stepId, event } = parsed.data;
  const index = tour.steps.findIndex((s) => s.id === stepId.toLowerCase());
  if (index < 0) {
    const fields = { stepId: ["tours:errors.invalid"] };
    return err({ code: "invalid" as const, message: "tours:errors.invalid", fields });
  }
  const step = tour.steps[index]!;
  const scope = scoped(ctx);
  const now = ctx.clock.now();
  const finished = event === "completed" && index === tour.steps.length - 1;
  const inc = (
    col: typeof tourStepStats.shown | typeof tourStepStats.completed | typeof tourStepStats.dropped,
  ) => sql`${col} + 1`;
  await scope.db
    .insert(tourStepStats)
    .values(
      scope.stamp({
        tourId: tour.id,
        stepId: step.id,
        shown: event === "shown" ? 1 : 0,
        completed: event === "completed" ? 1 : 0,
        dropped: event === "dropped" ? 1 : 0,
      }),
    )
    .onConflictDoUpdate({
      target: [tourStepStats.tourId, tourStepStats.stepId],
      set:
        event === "shown"
          ? { shown: inc(tourStepStats.shown) }
          : event === "completed"
            ? { completed: inc(tourStepStats.completed) }
            : { dropped: inc(tourStepStats.dropped) },
      setWhere: scope.owns(tourStepStats),
    });
  const [progress] = await scope.db
    .insert(tourProgress)
    .values(
      scope.stamp({
        tourId: tour.id,
        userId: user.id,
        lastStepId: step.id,
        completedAt: finished ? now : null,
        updatedAt: now,
      }),
    )
    .onConflictDoUpdate({
      target: [tourProgress.tourId, tourProgress.userId],
      set: {
        lastStepId: step.id,
        updatedAt: now,
        // A completion of an older version of the tour does not count for this one.
        completedAt: finished
          ? now
          : sql`case when ${tourProgress.updatedAt} < ${tour.revisedAt.toISOString()}::timestamptz then null else ${tourProgress.completedAt} end`,
      },
      setWhere: and(scope.owns(tourProgress), eq(tourProgress.userId, user.id)),
    })
    .returning();
  return ok({ completed: Boolean(progress?.completedAt), lastStepId: progress?.lastStepId ?? step.id });
}

/** A new tour's id for the editor's "new tour" screen (saved under it by the first valid PUT). */
export function newTourId(): string {
  return randomUUID();
}
