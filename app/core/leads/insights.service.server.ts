/**
 * Views over jobs: statistics (account/jobs/statistics), Hot Leads (account/jobs/lls) and the
 * employee dashboard's numbers. They take the job list's filters and its visibility rules.
 */
import { and, desc, eq, gte, inArray, isNotNull, sql } from "drizzle-orm";
import { clients, jobs, locations, workflowStatuses, workflows } from "../../db/schema";
import { projectTimeZone } from "../../shared/date-time";
import { inGroup } from "../../shared/permissions";
import { err, ok, type Result } from "../../shared/result";
import type { ServiceContext } from "../context/service-context.server";
import { withSortMemory } from "../context/sort-memory.server";
import { scoped } from "../context/tenant-scope.server";
import { addDays, zonedParts, zonedTimeToUtc } from "../locations/zoned-time";
import { HOT_LEAD_WINDOW_DAYS, type HotLeadScore, hotLeadScore, rankHotLeads } from "./hot-lead-score";
import type { JobListParams } from "./job-filters";
import { effectivePrioritySql, jobConditions } from "./jobs.repo.server";
import { jobCriteria } from "./jobs.service.server";
import { type LocalizedText, pickLocalized } from "./localized-text";

const DAY = 24 * 3600 * 1000;
/** Statistics without a date filter cover the last 30 days (the filter bar shows it as the preset). */
export const STATISTICS_DEFAULT_DAYS = 30;

function employee(ctx: ServiceContext) {
  const user = ctx.principal;
  if (!user) return err({ code: "unauthorized" as const });
  if (!inGroup(user, "workflows")) return err({ code: "forbidden" as const });
  return ok(user);
}

export type Statistics = {
  from: string;
  to: string;
  total: number;
  won: number;
  lost: number;
  open: number;
  /** won / (won + lost), 0-1; null before anything was decided. */
  conversion: number | null;
  reaction: {
    reacted: number;
    withinTwoHours: number;
    medianMinutes: number | null;
    p90Minutes: number | null;
  };
  byWorkflow: { id: number; name: string; total: number; won: number; lost: number }[];
  /** Each status with its workflow's name: every workflow has its own "New". */
  byStatus: {
    workflowId: number;
    workflowName: string;
    statusId: number;
    name: string;
    outcome: string;
    total: number;
  }[];
  bySource: { source: string; total: number; won: number }[];
  byLocation: { locationId: number | null; city: string | null; total: number; won: number }[];
  byDay: { day: string; total: number; won: number }[];
};

/**
 * Jobs in the period by workflow, status, source, location and day, first-reaction times and the
 * conversion rate. Open, won and lost jobs count (deleted ones not), whatever the visibility filter says.
 */
export async function jobStatistics(ctx: ServiceContext, p: JobListParams): Promise<Result<Statistics>> {
  const user = employee(ctx);
  if (!user.ok) return user;
  const now = ctx.clock.now();
  // Days are the project's calendar days (decision 0054).
  const tz = projectTimeZone(ctx.project);
  const today = zonedParts(now, tz).day;
  const withRange: JobListParams =
    p.dateFrom || p.cdate
      ? p
      : { ...p, dateFrom: addDays(today, -(STATISTICS_DEFAULT_DAYS - 1)), dateTo: today };
  const base = await jobCriteria(ctx, withRange, tz);
  // Every state but deleted, unless `isActive` asks for the open or the decided ones (decision 0051).
  const criteria = {
    ...base,
    visibility: p.isActive === undefined ? ("notDeleted" as const) : base.visibility,
  };
  const scope = scoped(ctx);
  const where = jobConditions(scope, criteria);
  // A literal zone (the project's, checked by projectTimeZone to be one Intl knows, and stripped to
  // the characters zone names have): the day is grouped as the zone's calendar date.
  const zone = sql.raw(`'${tz.replace(/[^A-Za-z_/+-]/g, "")}'`);
  // One pass over the period (index-only on jobs_statistics_idx, decision 0024): every breakdown is a
  // grouping set of the same scan; `grouping(...)` tells the sets apart (a bit per column left out).
  // In memory: a month of jobs is tens of thousands of rows, which the default 4 MB sorted on disk.
  const groupedQuery = withSortMemory(
    ctx,
    sql`
    select grouping(workflow_id, status_id, source, location_id, day)::int as "set",
      workflow_id as "workflowId", status_id as "statusId", source, location_id as "locationId",
      to_char(day, 'YYYY-MM-DD') as "day", count(*)::int as "total",
      (count(*) filter (where visibility = 'won'))::int as "won",
      (count(*) filter (where visibility = 'lost'))::int as "lost"
    from (
      select ${jobs.workflowId} as workflow_id, ${jobs.statusId} as status_id, ${jobs.source} as source,
        ${jobs.locationId} as location_id, ${jobs.visibility} as visibility,
        (${jobs.cdate} at time zone ${zone})::date as day
      from ${jobs} where ${where}
    ) as j
    group by grouping sets ((), (workflow_id), (workflow_id, status_id), (source), (location_id), (day))`,
  );
  const [groupedResult, reaction, workflowRows, statusRows, locationRows] = await Promise.all([
    groupedQuery,
    scope.db
      .select({
        reacted: sql<number>`count(${jobs.firstReactionAt})::int`,
        withinTwoHours: sql<number>`(count(*) filter (where ${jobs.firstReactionAt} - ${jobs.cdate} <= interval '2 hours'))::int`,
        median: sql<
          number | null
        >`(percentile_cont(0.5) within group (order by extract(epoch from ${jobs.firstReactionAt} - ${jobs.cdate})))::float`,
        p90: sql<
          number | null
        >`(percentile_cont(0.9) within group (order by extract(epoch from ${jobs.firstReactionAt} - ${jobs.cdate})))::float`,
      })
      .from(jobs)
      .where(and(where, isNotNull(jobs.firstReactionAt))),
    scope.db
      .select({ id: workflows.id, name: workflows.langName, position: workflows.position })
      .from(workflows)
      .where(scope.owns(workflows)),
    scope.db
      .select({
        id: workflowStatuses.id,
        name: workflowStatuses.langName,
        outcome: workflowStatuses.outcome,
        position: workflowStatuses.position,
      })
      .from(workflowStatuses)
      .where(scope.owns(workflowStatuses)),
    scope.db.select({ id: locations.id, city: locations.city }).from(locations).where(scope.owns(locations)),
  ]);
  type Grouped = {
    set: number;
    workflowId: number | null;
    statusId: number | null;
    source: string | null;
    locationId: number | null;
    day: string | null;
    total: number;
    won: number;
    lost: number;
  };
  const grouped = (groupedResult as unknown as { rows: Grouped[] }).rows.map((r) => ({
    ...r,
    set: Number(r.set),
    total: Number(r.total),
    won: Number(r.won),
    lost: Number(r.lost),
  }));
  // grouping(workflow_id, status_id, source, location_id, day): bit 4 workflow ... bit 0 day.
  const inSet = (mask: number) => grouped.filter((r) => r.set === mask);
  const wfById = new Map(workflowRows.map((w) => [w.id, w]));
  const statusById = new Map(statusRows.map((st) => [st.id, st]));
  const cityById = new Map(locationRows.map((l) => [l.id, l.city]));
  const totals = inSet(0b11111).map(({ total, won, lost }) => ({ total, won, lost }));
  const byWorkflow = inSet(0b01111)
    .map((r) => ({
      id: r.workflowId!,
      name: wfById.get(r.workflowId!)?.name,
      position: wfById.get(r.workflowId!)?.position ?? 0,
      total: r.total,
      won: r.won,
      lost: r.lost,
    }))
    .sort((a, b) => a.position - b.position || a.id - b.id)
    .map(({ position: _p, ...w }) => w);
  const byStatus = inSet(0b00111)
    .map((r) => {
      const st = statusById.get(r.statusId!);
      return {
        workflowId: r.workflowId!,
        workflowName: wfById.get(r.workflowId!)?.name,
        workflowPosition: wfById.get(r.workflowId!)?.position ?? 0,
        statusId: r.statusId!,
        name: st?.name,
        outcome: st?.outcome ?? "open",
        position: st?.position ?? 0,
        total: r.total,
      };
    })
    .sort(
      (a, b) =>
        a.workflowPosition - b.workflowPosition || a.workflowId - b.workflowId || a.position - b.position,
    );
  const bySource = inSet(0b11011)
    .map((r) => ({ source: r.source!, total: r.total, won: r.won }))
    .sort((a, b) => b.total - a.total);
  const byLocation = inSet(0b11101)
    .map((r) => ({
      locationId: r.locationId,
      city: r.locationId === null ? null : (cityById.get(r.locationId) ?? null),
      total: r.total,
      won: r.won,
    }))
    .sort((a, b) => b.total - a.total);
  const byDay = inSet(0b11110)
    .map((r) => ({ day: r.day!, total: r.total, won: r.won }))
    .sort((a, b) => a.day.localeCompare(b.day));
  const t = totals[0] ?? { total: 0, won: 0, lost: 0 };
  const r = reaction[0];
  const minutes = (s: number | null | undefined) => (s == null ? null : Math.round(s / 60));
  return ok({
    from: withRange.dateFrom ?? zonedParts(criteria.createdFrom ?? now, tz).day,
    to: withRange.dateTo ?? today,
    total: t.total,
    won: t.won,
    lost: t.lost,
    open: t.total - t.won - t.lost,
    conversion: t.won + t.lost > 0 ? t.won / (t.won + t.lost) : null,
    reaction: {
      reacted: r?.reacted ?? 0,
      withinTwoHours: r?.withinTwoHours ?? 0,
      medianMinutes: minutes(r?.median),
      p90Minutes: minutes(r?.p90),
    },
    byWorkflow: byWorkflow.map((w) => ({ ...w, name: pickLocalized(w.name as LocalizedText, ctx.locale) })),
    byStatus: byStatus.map(({ position: _p, workflowPosition: _w, ...s }) => ({
      ...s,
      workflowName: pickLocalized(s.workflowName as LocalizedText, ctx.locale),
      name: pickLocalized(s.name as LocalizedText, ctx.locale),
    })),
    bySource,
    byLocation,
    byDay,
  });
}

export type HotLead = {
  id: number;
  workflowId: number;
  clientName: string;
  vehicle: string | null;
  systemType: string;
  cdate: Date;
  /** The currency of the values in `hot` (the site's). */
  currency: string;
  hot: HotLeadScore;
};

/** Hot Leads: the open jobs of the last 30 days, ranked by a score each row explains (hot-lead-score.ts). */
export async function hotLeads(
  ctx: ServiceContext,
  p: JobListParams,
  limit = 50,
): Promise<Result<HotLead[]>> {
  const user = employee(ctx);
  if (!user.ok) return user;
  const now = ctx.clock.now();
  const criteria = {
    ...(await jobCriteria(ctx, p)),
    // Open jobs only: `isActive=false` (the decided ones) leaves none, rather than being ignored.
    visibility: p.isActive === false ? ("decided" as const) : ("open" as const),
    createdFrom: new Date(now.getTime() - HOT_LEAD_WINDOW_DAYS * DAY),
  };
  const scope = scoped(ctx);
  const candidates = await scope.db
    .select({
      id: jobs.id,
      workflowId: jobs.workflowId,
      clientId: jobs.clientId,
      firstName: clients.firstName,
      lastName: clients.lastName,
      company: clients.companyName,
      phone: clients.phone,
      brand: jobs.vehicleBrandName,
      model: jobs.vehicleModelName,
      value: jobs.vehicleValueMinor,
      // A rental's own value is its booking price (the car's price is not what the request is worth).
      rentalPrice: sql<
        string | null
      >`case when ${jobs.payload}->>'priceMinor' ~ '^[0-9]{1,12}$' then ${jobs.payload}->>'priceMinor' end`,
      systemType: jobs.systemType,
      priority: jobs.priority,
      visibility: jobs.visibility,
      cdate: jobs.cdate,
      mdate: jobs.mdate,
      firstReactionAt: jobs.firstReactionAt,
    })
    .from(jobs)
    .innerJoin(clients, eq(clients.id, jobs.clientId))
    .where(jobConditions(scope, criteria))
    .orderBy(desc(jobs.cdate))
    .limit(2000);
  const clientIds = [...new Set(candidates.map((c) => c.clientId))];
  const requests = clientIds.length
    ? await scope.db
        .select({ clientId: jobs.clientId, n: sql<number>`count(*)::int` })
        .from(jobs)
        .where(scope.where(jobs, inArray(jobs.clientId, clientIds), gte(jobs.cdate, criteria.createdFrom)))
        .groupBy(jobs.clientId)
    : [];
  const perClient = new Map(requests.map((r) => [r.clientId, r.n]));
  const scored = candidates.map((c) => ({
    id: c.id,
    workflowId: c.workflowId,
    clientName: [c.firstName, c.lastName].filter(Boolean).join(" ") || (c.company ?? ""),
    vehicle: [c.brand, c.model].filter(Boolean).join(" ") || null,
    systemType: c.systemType,
    cdate: c.cdate,
    currency: ctx.project.currency,
    hot: hotLeadScore(
      {
        priority: c.priority,
        visibility: c.visibility,
        cdate: c.cdate,
        mdate: c.mdate,
        firstReactionAt: c.firstReactionAt,
        systemType: c.systemType,
        clientRequests: perClient.get(c.clientId) ?? 1,
        hasPhone: Boolean(c.phone),
        requestValueMinor:
          c.systemType === "RENTAL" ? (c.rentalPrice === null ? null : Number(c.rentalPrice)) : c.value,
      },
      now,
    ),
  }));
  return ok(rankHotLeads(scored).slice(0, limit));
}

export type DashboardNumbers = { open: number; critical: number; dueToday: number; pastDeadline: number };

/** The signed-in employee's own open jobs: all, critical, due today, past their deadline. */
export async function dashboardNumbers(ctx: ServiceContext): Promise<Result<DashboardNumbers>> {
  const user = employee(ctx);
  if (!user.ok) return user;
  const now = ctx.clock.now();
  const tz = projectTimeZone(ctx.project);
  const today = zonedParts(now, tz).day;
  const start = zonedTimeToUtc(today, "00:00", tz);
  const end = zonedTimeToUtc(addDays(today, 1), "00:00", tz);
  const scope = scoped(ctx);
  const [row] = await scope.db
    .select({
      open: sql<number>`count(*)::int`,
      critical: sql<number>`(count(*) filter (where ${effectivePrioritySql(now)} = 3))::int`,
      dueToday: sql<number>`(count(*) filter (where ${jobs.deadline} >= ${start.toISOString()}::timestamptz and ${jobs.deadline} < ${end.toISOString()}::timestamptz))::int`,
      pastDeadline: sql<number>`(count(*) filter (where ${jobs.deadline} < ${now.toISOString()}::timestamptz))::int`,
    })
    .from(jobs)
    .where(scope.where(jobs, eq(jobs.visibility, "open"), eq(jobs.assigneeId, user.value.id)));
  return ok(row ?? { open: 0, critical: 0, dueToday: 0, pastDeadline: 0 });
}
