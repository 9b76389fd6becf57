/**
 * Job lists, one job, and the changes employees make (account/jobs...). The rules of who
 * sees what are applied here, so pages and the API answer alike.
 */
import { and, eq } from "drizzle-orm";
import { users } from "../../db/schema";
import { projectTimeZone } from "../../shared/date-time";
import { decodeCursor, encodeCursor, type KeysetPage, keysetPage } from "../../shared/lists/keyset-cursor";
import { inGroup } from "../../shared/permissions";
import { err, ok, type Result } from "../../shared/result";
import { mayOpenJob, visibleJobsCondition } from "../access/visibility.server";
import { freeTextTsQuery } from "../catalog/car-search-text";
import { confirmOrdersOfWonJobs } from "../commerce/job-order.service.server";
import { type ServiceContext, withTransaction } from "../context/service-context.server";
import { scoped } from "../context/tenant-scope.server";
import { addDays, zonedParts, zonedTimeToUtc } from "../locations/zoned-time";
import { type JobEventKind, REACTION_KINDS } from "./job-events";
import { effectiveStatusFilter, type JobListParams } from "./job-filters";
import {
  countJobs,
  findJob,
  findJobDocuments,
  findJobEvents,
  findJobPage,
  findJobsForAction,
  insertJobEvents,
  type JobChange,
  type JobCriteria,
  type JobListRow,
  updateJobRows,
} from "./jobs.repo.server";
import { type LocalizedText, pickLocalized } from "./localized-text";
import { criticalReasons, effectivePriority, isPriority } from "./priority";
import { isSystemType } from "./system-types";
import { type Visibility, visibilityOf } from "./visibility";
import { listWorkflowDefs } from "./workflows.service.server";

/**
 * Lists count their matches up to this many ("1,000+"): counting is what a list with broad filters
 * pays for at a million jobs, and nobody pages through more than a thousand.
 */
export const COUNT_CAP = 1_000;

export type JobListItem = Omit<JobListRow, "statusName" | "sortValue"> & {
  statusName: string;
  critical: ReturnType<typeof criticalReasons>;
  /** 3 while critical, else the manual priority (what the list sorts and filters by in SQL). */
  effectivePriority: number;
  noReaction: boolean;
  stale: boolean;
};

export type JobList = KeysetPage<JobListItem> & { total: number; totalCapped: boolean };

function ensureEmployee(ctx: ServiceContext): Result<NonNullable<ServiceContext["principal"]>> {
  const user = ctx.principal;
  if (!user) return err({ code: "unauthorized" });
  if (!inGroup(user, "workflows")) return err({ code: "forbidden" });
  return ok(user);
}

/** Turns the URL's filters into query criteria: workflow ids, calendar days as instants, the viewer's visibility limits. */
export async function jobCriteria(
  ctx: ServiceContext,
  p: JobListParams,
  // Calendar days of the filters are the dealer's days (decision 0054).
  timeZone = projectTimeZone(ctx.project),
): Promise<JobCriteria> {
  const user = ctx.principal!;
  const now = ctx.clock.now();
  let workflowIds: number[] | null = null;
  if (p.workflow) {
    if (isSystemType(p.workflow)) {
      const defs = await listWorkflowDefs(ctx);
      workflowIds = defs.filter((w) => w.system_types.includes(p.workflow as never)).map((w) => w.id);
    } else workflowIds = [Number(p.workflow)];
  }
  // Jobs are worked on the site they came in on (decision 0022): the company and white-label filters
  // keep this site's jobs when they name it, and none when they name only others.
  const otherSite =
    (p.whiteLabelProject.length > 0 && !p.whiteLabelProject.includes(ctx.project.id)) ||
    (p.company.length > 0 && !p.company.includes(ctx.project.companyId));
  if (otherSite) workflowIds = [];
  const today = zonedParts(now, timeZone).day;
  const dayStart = (day: string) => zonedTimeToUtc(day, "00:00", timeZone);
  const DAY = 24 * 3600 * 1000;
  const createdFrom = [
    p.dateFrom ? dayStart(p.dateFrom) : undefined,
    p.cdate ? new Date(now.getTime() - p.cdate * DAY) : undefined,
  ]
    .filter((d): d is Date => d !== undefined)
    .sort((a, b) => b.getTime() - a.getTime())[0];
  return {
    now,
    // `isActive` is the job's own state (as in the customer's trade-in list, decision 0051): given, it replaces the
    // visibility tab; true = open, false = decided (won or lost).
    visibility: p.isActive === undefined ? visibilityOf(p.visibility) : p.isActive ? "open" : "decided",
    workflowIds,
    systemTypes: p.systemType,
    statusIds: effectiveStatusFilter(p).map(Number),
    viewType: p.viewType,
    viewerId: user.id,
    ownAndUnassignedOf: inGroup(user, "allJobs") ? null : user.id,
    sharedWith: user,
    assignees: p.assignee,
    owners: p.owner,
    priorities: p.priority.map(Number),
    starred: p.isStarred,
    brands: p.brand,
    models: p.model,
    locationIds: p.location.map(Number),
    cities: p["ownerLocation.city"],
    languages: p.language,
    sources: p.source,
    tags: p.tags,
    leadTags: p.leadTags,
    labels: p.labels,
    createdFrom,
    createdTo: p.dateTo ? dayStart(addDays(p.dateTo, 1)) : undefined,
    changedFrom: p.mdate ? new Date(now.getTime() - p.mdate * DAY) : undefined,
    docTypes: p.docType,
    docDirection: p.docDirection,
    currencies: p.currency,
    hasErrors: p.hasErrors,
    tsQuery: freeTextTsQuery(p.q),
    todayStart: dayStart(today),
    todayEnd: dayStart(addDays(today, 1)),
  };
}

/**
 * A row as lists and the API show it. `now` is the instant the statement filtered and sorted with, so
 * that a row the SQL counted as critical says so, to the millisecond.
 */
function toItem(row: JobListRow & { matched?: number }, ctx: ServiceContext, now: Date): JobListItem {
  const critical = criticalReasons(row, now);
  // Field by field rather than `{ ...rest }` of the driver's row: V8 copies a rest pattern property by
  // property through its slow runtime path (3.5 % of a `GET /api/jobs.json`), and the literal gives every
  // item one shape, which the page's loader then reads quickly.
  return {
    id: row.id,
    workflowId: row.workflowId,
    statusId: row.statusId,
    statusName: pickLocalized(row.statusName as LocalizedText, ctx.locale),
    statusOutcome: row.statusOutcome,
    systemType: row.systemType,
    clientId: row.clientId,
    clientFirstName: row.clientFirstName,
    clientLastName: row.clientLastName,
    clientCompany: row.clientCompany,
    clientEmail: row.clientEmail,
    clientPhone: row.clientPhone,
    assigneeId: row.assigneeId,
    assigneeFirstName: row.assigneeFirstName,
    assigneeLastName: row.assigneeLastName,
    locationCity: row.locationCity,
    source: row.source,
    tags: row.tags,
    vehicleBrandName: row.vehicleBrandName,
    vehicleModelName: row.vehicleModelName,
    vehicleValueMinor: row.vehicleValueMinor,
    priority: row.priority,
    deadline: row.deadline,
    starred: row.starred,
    visibility: row.visibility,
    firstReactionAt: row.firstReactionAt,
    cdate: row.cdate,
    mdate: row.mdate,
    critical,
    effectivePriority: effectivePriority(row, now),
    noReaction: critical.includes("no_reaction"),
    stale: critical.includes("stale"),
  };
}

/** A cursor names the sort it belongs to, so a link kept across a change of sort starts over. */
function positionOf(token: string | undefined, sort: string): { value: string; id: number } | null {
  const decoded = decodeCursor(token, ["string", "string", "int"]);
  if (!decoded || decoded[0] !== sort) return null;
  return { value: decoded[1], id: decoded[2] };
}

/** A page of jobs for the URL's filters, with the number of matches. */
export async function listJobs(ctx: ServiceContext, p: JobListParams): Promise<Result<JobList>> {
  const user = ensureEmployee(ctx);
  if (!user.ok) return user;
  const criteria = await jobCriteria(ctx, p);
  const scope = scoped(ctx);
  const direction = p.before ? "before" : "after";
  const position = positionOf(p.before ?? p.after, p.sort);
  // The page and the number of matches in one statement; a page past the end counts on its own.
  const cap = COUNT_CAP + 1;
  const rows = await findJobPage(scope, criteria, {
    sort: p.sort,
    limit: p.limit,
    direction,
    position,
    countUpTo: cap,
  });
  const total = rows[0]?.matched ?? (position ? await countJobs(scope, criteria, cap) : 0);
  const page = keysetPage(rows, {
    limit: p.limit,
    direction,
    fromCursor: position !== null,
    cursorOf: (r) => encodeCursor([p.sort, r.sortValue, r.id]),
  });
  return ok({
    ...page,
    rows: page.rows.map((r) => toItem(r, ctx, criteria.now)),
    total: Math.min(total, COUNT_CAP),
    totalCapped: total > COUNT_CAP,
  });
}

/** One job with its client, vehicle, form payload, timeline and documents. */
export async function getJob(ctx: ServiceContext, id: number) {
  const user = ensureEmployee(ctx);
  if (!user.ok) return user;
  const scope = scoped(ctx);
  const row = await findJob(scope, id);
  if (!row || !(await mayOpenJob(ctx, row, user.value))) return err({ code: "not_found" });
  const [events, documents] = await Promise.all([findJobEvents(scope, id), findJobDocuments(scope, id)]);
  return ok({ ...toItem(row, ctx, ctx.clock.now()), ...pickDetail(row), events, documents });
}

function pickDetail(row: NonNullable<Awaited<ReturnType<typeof findJob>>>) {
  return {
    ownerId: row.ownerId,
    locationId: row.locationId,
    carId: row.carId,
    payload: row.payload,
    leadTags: row.leadTags,
    labels: row.labels,
    language: row.language,
    closeReason: row.closeReason,
    closedAt: row.closedAt,
  };
}

/** What an employee does to a job (the job page's forms, bulk actions and the API's PATCH). */
export type JobAction =
  | { type: "comment"; text: string }
  | { type: "status"; statusId: number; reason?: string | null }
  | { type: "assign"; assigneeId: string | null }
  | { type: "priority"; priority: number }
  | { type: "deadline"; deadline: Date | null }
  | { type: "star"; starred: boolean }
  | { type: "won"; reason: string | null }
  | { type: "lost"; reason: string }
  | { type: "delete"; reason: string | null }
  | { type: "restore" };

/**
 * Applies one action to jobs, each with its timeline event; all or nothing. Set-based: a few statements
 * whatever the number of jobs (read them with whether the employee may open each, one update of all
 * rows, one insert of all events, one notification row); the first job that refuses (in the order
 * given) decides the answer, and then nothing is written.
 */
export async function applyJobAction(
  ctx: ServiceContext,
  ids: number[],
  action: JobAction,
): Promise<Result<{ updated: number[] }>> {
  const user = ensureEmployee(ctx);
  if (!user.ok) return user;
  const unique = [...new Set(ids)].slice(0, 500);
  if (unique.length === 0) return err({ code: "invalid", fields: { ids: ["validation:required"] } });
  return withTransaction(ctx, async (tx) => {
    const scope = scoped(tx);
    const now = tx.clock.now();
    const rows = await findJobsForAction(scope, unique, visibleJobsCondition(scope, user.value));
    if (rows.length !== unique.length) return err({ code: "not_found" });
    const byId = new Map(rows.map((r) => [r.id, r]));
    const defs = await listWorkflowDefs(tx);
    // Whether the new assignee may get jobs does not depend on the job: asked once.
    const assignable =
      action.type === "assign" && action.assigneeId !== null
        ? await isAssignable(tx, action.assigneeId)
        : true;
    const changes: { id: number; change: JobChange; reaction: boolean }[] = [];
    const events: Parameters<typeof insertJobEvents>[1] = [];
    const won: number[] = [];
    const assigned: number[] = [];
    for (const id of unique) {
      const job = byId.get(id);
      if (!job?.visible) return err({ code: "not_found" });
      const planned = plan(job, action, defs, user.value.id, now, assignable);
      if (!planned.ok) return planned;
      const { change, event } = planned.value;
      // Only what the client notices ends the 2-hour window (job-events.ts REACTION_KINDS); a star, a
      // priority or a deadline is the employee's own bookkeeping.
      changes.push({ id, change: change ?? {}, reaction: REACTION_KINDS.includes(event.kind) });
      events.push({ jobId: id, actorId: user.value.id, at: now, ...event });
      // Winning a job confirms the placed order it carries (decision 0049).
      if (change?.visibility === "won" && job.visibility !== "won") won.push(id);
      if (action.type === "assign" && action.assigneeId && action.assigneeId !== job.assigneeId)
        assigned.push(id);
    }
    await updateJobRows(scope, changes, now);
    await insertJobEvents(scope, events);
    await confirmOrdersOfWonJobs(tx, won);
    // The new assignee hears about their jobs (decision 0033), delivered after the commit: one row.
    if (action.type === "assign" && action.assigneeId && assigned.length > 0) {
      await tx.outbox.enqueue("notification", {
        type: "jobs_assigned",
        jobIds: assigned,
        assigneeId: action.assigneeId,
        by: user.value.id,
      });
    }
    return ok({ updated: unique });
  });
}

async function isAssignable(ctx: ServiceContext, userId: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ roles: users.roles })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, ctx.project.companyId)));
  return row !== undefined && inGroup({ roles: row.roles, inHolding: false }, "workflows");
}

type Defs = Awaited<ReturnType<typeof listWorkflowDefs>>;
type Job = Awaited<ReturnType<typeof findJobsForAction>>[number];

/** What the action changes on one job and the event it writes, or why the job refuses it. */
function plan(
  job: Job,
  action: JobAction,
  defs: Defs,
  actorId: string,
  now: Date,
  assignable: boolean,
): Result<{ change: JobChange | null; event: { kind: JobEventKind; data: Record<string, unknown> } }> {
  const statuses = defs.find((w) => w.id === job.workflowId)?.statuses ?? [];
  const close = (outcome: "won" | "lost", reason: string | null) => {
    const target = statuses.find((s) => s.outcome === outcome);
    if (!target) return err({ code: "conflict" as const });
    return ok({
      change: { statusId: target.id, visibility: outcome as Visibility, closeReason: reason, closedAt: now },
      event: { kind: outcome, data: { from: job.statusId, to: target.id, reason } },
    });
  };
  switch (action.type) {
    case "comment":
      return ok({ change: null, event: { kind: "comment", data: { text: action.text } } });
    case "status": {
      const target = statuses.find((s) => s.id === action.statusId);
      if (!target) return err({ code: "invalid", fields: { statusId: ["validation:invalid_choice"] } });
      if (job.visibility === "deleted") return err({ code: "conflict" });
      const visibility: Visibility = target.outcome;
      // A job is never lost without a reason, however the status changes (decision 0048).
      const reason = action.reason?.trim() || null;
      if (visibility === "lost" && !reason)
        return err({ code: "invalid", fields: { reason: ["validation:required"] } });
      return ok({
        change: {
          statusId: target.id,
          visibility,
          closedAt: visibility === "open" ? null : now,
          closeReason: visibility === "open" ? null : (reason ?? job.closeReason),
        },
        event: {
          kind: visibility === "open" ? "status" : visibility,
          data: { from: job.statusId, to: target.id, ...(reason ? { reason } : {}) },
        },
      });
    }
    case "assign":
      // Only an employee of this dealer (not any id: it would also be a foreign-key error).
      if (!assignable) return err({ code: "invalid", fields: { assigneeId: ["validation:invalid_choice"] } });
      return ok({
        change: { assigneeId: action.assigneeId },
        event: { kind: "assignment", data: { from: job.assigneeId, to: action.assigneeId } },
      });
    case "priority":
      if (!isPriority(action.priority))
        return err({ code: "invalid", fields: { priority: ["validation:invalid_choice"] } });
      return ok({
        change: { priority: action.priority },
        event: { kind: "priority", data: { from: job.priority, to: action.priority } },
      });
    case "deadline":
      return ok({
        change: { deadline: action.deadline },
        event: { kind: "deadline", data: { to: action.deadline?.toISOString() ?? null } },
      });
    case "star":
      return ok({
        change: { starred: action.starred },
        event: { kind: "star", data: { starred: action.starred, by: actorId } },
      });
    case "won":
      return close("won", action.reason);
    case "lost":
      return close("lost", action.reason);
    case "delete":
      if (job.visibility === "deleted") return err({ code: "conflict" });
      return ok({
        change: { visibility: "deleted", closeReason: action.reason, closedAt: now },
        event: { kind: "deleted", data: { previous: job.visibility, reason: action.reason } },
      });
    case "restore": {
      if (job.visibility !== "deleted") return err({ code: "conflict" });
      // Back to the state its status says (open, won or lost).
      const status = statuses.find((s) => s.id === job.statusId);
      const visibility: Visibility = status?.outcome ?? "open";
      return ok({
        change: { visibility, closedAt: visibility === "open" ? null : now },
        event: { kind: "restored", data: { to: visibility } },
      });
    }
  }
}
