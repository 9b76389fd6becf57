/**
 * Job queries (Drizzle only). Every query is scoped to the tenant by `TenantScope` (decision 0020):
 * `scope.owns(jobs)` is the first condition of each. Critical priority is derived here, in SQL, from the
 * caller's clock (`now`), never stored (core/leads/priority.ts is its tested twin).
 */
import { and, asc, desc, eq, gte, inArray, isNull, lt, ne, type SQL, sql } from "drizzle-orm";
import {
  clients,
  documents,
  jobEvents,
  jobs,
  locations,
  users,
  workflowStatuses,
  workflows,
} from "../../db/schema";
import { ownUnassignedOrShared } from "../access/visibility.server";
import { builtOncePerShape, byShape, literalLimit } from "../context/prepared.server";
import type { TenantScope } from "../context/tenant-scope.server";
import type { Viewer } from "../sharing/shares.repo.server";
import type { JobEventKind } from "./job-events";
import type { JobSort, ViewType } from "./job-filters";
import { NO_REACTION_MS, STALE_MS } from "./priority";
import type { Visibility } from "./visibility";

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * How a value goes into a statement: as itself (`direct`), or as the named placeholder of a statement
 * built once per shape (`byName`; `plainPageValues` gives the values under the same names).
 */
type Bind = <T>(name: string, value: T) => T;
const direct: Bind = (_name, value) => value;
const byName: Bind = <T>(name: string) => sql.placeholder(name) as unknown as T;

/** The instant before which an open job without a reaction is critical (2 hours before `now`). */
const noReactionBefore = (now: Date) => new Date(now.getTime() - NO_REACTION_MS).toISOString();
/** The instant before which an open job unchanged since is critical (2 days before `now`). */
const staleBefore = (now: Date) => new Date(now.getTime() - STALE_MS).toISOString();

/** `true` while the job is open and nobody reacted within 2 hours of its creation. */
function noReactionSql(now: Date, bind: Bind): SQL<boolean> {
  return sql<boolean>`(${jobs.visibility} = 'open' and ${jobs.firstReactionAt} is null and ${jobs.cdate} <= ${sql`${bind("noReactionBefore", noReactionBefore(now))}::timestamptz`})`;
}

/** `true` while the job is open and was not changed for 2 days. */
function staleSql(now: Date, bind: Bind): SQL<boolean> {
  return sql<boolean>`(${jobs.visibility} = 'open' and ${jobs.mdate} <= ${sql`${bind("staleBefore", staleBefore(now))}::timestamptz`})`;
}

/**
 * The effective priority: 3 while critical (manual, no reaction within 2 h, unchanged for 2 days), else
 * the manual priority.
 */
export function effectivePrioritySql(now: Date, bind: Bind = direct): SQL<number> {
  return sql<number>`(case when ${jobs.visibility} = 'open' and (${jobs.priority} = 3 or ${noReactionSql(now, bind)} or ${staleSql(now, bind)}) then 3 else ${jobs.priority} end)::int`;
}

export type JobCriteria = {
  now: Date;
  /**
   * One state, every state but deleted (statistics count open, won and lost jobs together), or the
   * decided ones, won and lost (`isActive=false`, decision 0051).
   */
  visibility: Visibility | "notDeleted" | "decided";
  /** Resolved from `workflow` (an id or a system type) and `systemType`; null means every workflow. */
  workflowIds: number[] | null;
  systemTypes: string[];
  statusIds: number[];
  viewType?: ViewType;
  viewerId: string | null;
  /** Users who may not see all jobs see their own and unassigned ones (decision 0022). */
  ownAndUnassignedOf: string | null;
  /** With `ownAndUnassignedOf`: also every job of the workflows shared with this viewer (decision 0031). */
  sharedWith?: Viewer;
  assignees: string[];
  owners: string[];
  priorities: number[];
  starred?: boolean;
  brands: string[];
  models: string[];
  locationIds: number[];
  cities: string[];
  languages: string[];
  sources: string[];
  tags: string[];
  leadTags: string[];
  labels: string[];
  createdFrom?: Date;
  createdTo?: Date;
  changedFrom?: Date;
  docTypes: string[];
  docDirection?: string;
  currencies: string[];
  hasErrors?: boolean;
  tsQuery: string | null;
  /** Today's bounds in the dealer's time zone (view type `duetoday`). */
  todayStart: Date;
  todayEnd: Date;
};

/**
 * The criteria as one condition. `bind` places the values of the filters a plain list has (visibility,
 * workflows, system types, statuses, who may see what); the other filters' values go in as they are.
 */
export function jobConditions(scope: TenantScope, c: JobCriteria, bind: Bind = direct): SQL {
  const out: (SQL | undefined)[] = [
    c.visibility === "notDeleted"
      ? ne(jobs.visibility, bind("visibility", "deleted"))
      : c.visibility === "decided"
        ? inArray(jobs.visibility, ["won", "lost"])
        : eq(jobs.visibility, bind("visibility", c.visibility)),
  ];
  const each = <T>(prefix: string, values: T[]) => values.map((v, i) => bind(`${prefix}${i}`, v));
  if (c.workflowIds)
    out.push(c.workflowIds.length ? inArray(jobs.workflowId, each("workflow", c.workflowIds)) : sql`false`);
  if (c.systemTypes.length) out.push(inArray(jobs.systemType, each("systemType", c.systemTypes)));
  if (c.statusIds.length) out.push(inArray(jobs.statusId, each("status", c.statusIds)));
  // Who may see which job is the visibility policy's rule, in its SQL form.
  if (c.ownAndUnassignedOf) out.push(ownUnassignedOrShared(scope, c.ownAndUnassignedOf, c.sharedWith, bind));
  switch (c.viewType) {
    case "self":
      out.push(c.viewerId ? eq(jobs.assigneeId, c.viewerId) : sql`false`);
      break;
    case "unassigned":
      out.push(isNull(jobs.assigneeId));
      break;
    case "pastdeadline":
      out.push(lt(jobs.deadline, c.now));
      break;
    case "duetoday":
      out.push(and(gte(jobs.deadline, c.todayStart), lt(jobs.deadline, c.todayEnd)));
      break;
    default:
      break;
  }
  if (c.assignees.length) out.push(inArray(jobs.assigneeId, c.assignees));
  if (c.owners.length) out.push(inArray(jobs.ownerId, c.owners));
  if (c.priorities.length) out.push(inArray(effectivePrioritySql(c.now), c.priorities));
  if (c.starred !== undefined) out.push(eq(jobs.starred, c.starred));
  if (c.brands.length) out.push(inArray(jobs.vehicleBrandName, c.brands));
  if (c.models.length) out.push(inArray(jobs.vehicleModelName, c.models));
  if (c.locationIds.length) out.push(inArray(jobs.locationId, c.locationIds));
  if (c.cities.length) {
    out.push(
      inArray(
        jobs.locationId,
        scope.db
          .select({ id: locations.id })
          .from(locations)
          .where(scope.where(locations, inArray(locations.city, c.cities))),
      ),
    );
  }
  if (c.languages.length) out.push(inArray(jobs.language, c.languages));
  if (c.sources.length) out.push(inArray(jobs.source, c.sources));
  if (c.tags.length) out.push(sql`${jobs.tags} && ${sql.param(c.tags)}::text[]`);
  if (c.leadTags.length) out.push(sql`${jobs.leadTags} && ${sql.param(c.leadTags)}::text[]`);
  if (c.labels.length) out.push(sql`${jobs.labels} && ${sql.param(c.labels)}::text[]`);
  if (c.createdFrom) out.push(gte(jobs.cdate, c.createdFrom));
  if (c.createdTo) out.push(lt(jobs.cdate, c.createdTo));
  if (c.changedFrom) out.push(gte(jobs.mdate, c.changedFrom));
  const doc: SQL[] = [];
  if (c.docTypes.length) doc.push(inArray(documents.docType, c.docTypes));
  if (c.docDirection) doc.push(eq(documents.direction, c.docDirection as "ingoing" | "outgoing"));
  if (c.currencies.length) doc.push(inArray(documents.currency, c.currencies));
  if (c.hasErrors !== undefined) doc.push(eq(documents.hasErrors, c.hasErrors));
  if (doc.length) {
    out.push(
      sql`exists (select 1 from ${documents} where ${documents.jobId} = ${jobs.id} and ${scope.owns(documents)} and ${and(...doc)})`,
    );
  }
  if (c.tsQuery) out.push(sql`${jobs.searchVector} @@ to_tsquery('simple', ${c.tsQuery})`);
  return scope.where(jobs, ...out);
}

/** The sort key of each order, for the keyset comparison and the cursor. */
function sortKey(sort: JobSort, now: Date, bind: Bind): { key: SQL; direction: "asc" | "desc" } {
  switch (sort) {
    case "cdate_desc":
      return { key: sql`${jobs.cdate}`, direction: "desc" };
    case "cdate_asc":
      return { key: sql`${jobs.cdate}`, direction: "asc" };
    case "mdate_desc":
      return { key: sql`${jobs.mdate}`, direction: "desc" };
    case "priority_desc":
      return { key: effectivePrioritySql(now, bind), direction: "desc" };
    case "deadline_asc":
      return { key: sql`coalesce(${jobs.deadline}, 'infinity'::timestamptz)`, direction: "asc" };
  }
}

export type JobListRow = {
  id: number;
  workflowId: number;
  statusId: number;
  statusName: unknown;
  statusOutcome: string;
  systemType: string;
  clientId: string;
  clientFirstName: string;
  clientLastName: string;
  clientCompany: string | null;
  clientEmail: string | null;
  clientPhone: string | null;
  assigneeId: string | null;
  assigneeFirstName: string | null;
  assigneeLastName: string | null;
  locationCity: string | null;
  source: string;
  tags: string[];
  vehicleBrandName: string | null;
  vehicleModelName: string | null;
  vehicleValueMinor: number | null;
  priority: number;
  deadline: Date | null;
  starred: boolean;
  visibility: Visibility;
  firstReactionAt: Date | null;
  cdate: Date;
  mdate: Date;
  /** The sort key as text (the cursor's first part). */
  sortValue: string;
};

/**
 * A list row's columns. Whether it is critical (and so its effective priority) is worked out from them
 * by priority.ts for the same instant the statement filtered and sorted with (jobs.service `toItem`):
 * the SQL twin decides which rows a list holds, the row says why.
 */
function listColumns(key: SQL) {
  return {
    id: jobs.id,
    workflowId: jobs.workflowId,
    statusId: jobs.statusId,
    statusName: workflowStatuses.langName,
    statusOutcome: workflowStatuses.outcome,
    systemType: jobs.systemType,
    clientId: jobs.clientId,
    clientFirstName: clients.firstName,
    clientLastName: clients.lastName,
    clientCompany: clients.companyName,
    clientEmail: clients.email,
    clientPhone: clients.phone,
    assigneeId: jobs.assigneeId,
    assigneeFirstName: users.firstName,
    assigneeLastName: users.lastName,
    locationCity: locations.city,
    source: jobs.source,
    tags: jobs.tags,
    vehicleBrandName: jobs.vehicleBrandName,
    vehicleModelName: jobs.vehicleModelName,
    vehicleValueMinor: jobs.vehicleValueMinor,
    priority: jobs.priority,
    deadline: jobs.deadline,
    starred: jobs.starred,
    visibility: jobs.visibility,
    firstReactionAt: jobs.firstReactionAt,
    cdate: jobs.cdate,
    mdate: jobs.mdate,
    sortValue: sql<string>`(${key})::text`,
  };
}

/**
 * No filter beyond workflow (and its system types), status, visibility and who may see what: the lists
 * as employees open them.
 */
function plainList(c: JobCriteria): boolean {
  const lists = [
    c.assignees,
    c.owners,
    c.priorities,
    c.brands,
    c.models,
    c.locationIds,
    c.cities,
    c.languages,
    c.sources,
    c.tags,
    c.leadTags,
    c.labels,
    c.docTypes,
    c.currencies,
  ];
  return (
    lists.every((l) => l.length === 0) &&
    c.viewType === undefined &&
    c.starred === undefined &&
    c.createdFrom === undefined &&
    c.createdTo === undefined &&
    c.changedFrom === undefined &&
    c.docDirection === undefined &&
    c.hasErrors === undefined &&
    c.visibility !== "decided" &&
    c.tsQuery === null
  );
}

type JobPageOptions = {
  sort: JobSort;
  limit: number;
  direction: "after" | "before";
  position: { value: string; id: number } | null;
  /**
   * Also count the matches up to this many, in the same statement (each row's `matched`: an
   * uncorrelated subquery, which PostgreSQL runs once). An empty page has no row to carry it.
   */
  countUpTo?: number;
};

/**
 * One keyset page: `limit + 1` rows after (or before) the position `[sortValue, id]`, in list order for
 * "after" and reversed for "before" (keysetPage puts them back).
 */
export async function findJobPage(
  scope: TenantScope,
  c: JobCriteria,
  page: JobPageOptions,
): Promise<(JobListRow & { matched?: number })[]> {
  // A list as it opens (all jobs, a workflow, its statuses, a visibility tab, any sort and page) is
  // built once per shape, prepared, and planned once for any values; a list narrowed by other filters is
  // built and planned for its values on every call, as their selectivity varies too much for one plan
  // (a generic plan of `leadTags=hot` with four other filters took 70 ms instead of 47 at 1,000,000
  // jobs). The list of a viewer who sees only some jobs reads the workflows shared with them in a
  // subquery shaped by the viewer's teams: prepared by shape, built per call.
  if (plainList(c) && !(c.ownAndUnassignedOf && c.sharedWith)) {
    const values = plainPageValues(c, page);
    const key = [
      scope.projectId,
      page.sort,
      page.direction,
      page.limit,
      page.countUpTo ?? "",
      c.visibility === "notDeleted" ? "notDeleted" : "one",
      c.workflowIds === null ? "all" : c.workflowIds.length === 0 ? "none" : "some",
      ...Object.keys(values),
    ].join("|");
    const rows = await builtOncePerShape(scope.db, "job_page", key, values, () =>
      jobPageQuery(scope, c, page, byName),
    );
    return rows as (JobListRow & { matched?: number })[];
  }
  const query = jobPageQuery(scope, c, page, direct);
  const rows = plainList(c) ? await byShape(scope.db, "job_page", query) : await query;
  return rows as (JobListRow & { matched?: number })[];
}

/**
 * The values of a plain list's page statement, under the names `jobPageQuery` gives their placeholders
 * when built `byName` (a name missing here fails the statement: "No value for placeholder").
 */
function plainPageValues(c: JobCriteria, page: JobPageOptions): Record<string, unknown> {
  const values: Record<string, unknown> = {
    visibility: c.visibility === "notDeleted" ? "deleted" : c.visibility,
  };
  c.workflowIds?.forEach((id, i) => {
    values[`workflow${i}`] = id;
  });
  c.systemTypes.forEach((type, i) => {
    values[`systemType${i}`] = type;
  });
  c.statusIds.forEach((id, i) => {
    values[`status${i}`] = id;
  });
  if (c.ownAndUnassignedOf) values.ownAndUnassignedOf = c.ownAndUnassignedOf;
  if (page.sort === "priority_desc") {
    values.noReactionBefore = noReactionBefore(c.now);
    values.staleBefore = staleBefore(c.now);
  }
  if (page.position) {
    values.positionValue = page.position.value;
    values.positionId = page.position.id;
  }
  return values;
}

function jobPageQuery(scope: TenantScope, c: JobCriteria, page: JobPageOptions, bind: Bind) {
  const { key, direction } = sortKey(page.sort, c.now, bind);
  const forward = page.direction === "after";
  const descending = (direction === "desc") === forward;
  const conditions = jobConditions(scope, c, bind);
  const where: (SQL | undefined)[] = [conditions];
  if (page.position) {
    const cast = page.sort === "priority_desc" ? sql`::int` : sql`::timestamptz`;
    const value = sql`${bind("positionValue", page.position.value)}${cast}`;
    const id = bind("positionId", page.position.id);
    where.push(
      descending
        ? sql`(${key}, ${jobs.id}) < (${value}, ${id})`
        : sql`(${key}, ${jobs.id}) > (${value}, ${id})`,
    );
  }
  const order = descending ? [desc(key), desc(jobs.id)] : [asc(key), asc(jobs.id)];
  const columns = listColumns(key);
  // The page's ids first, from the jobs alone, then their clients, statuses, assignees and locations.
  // Joined in one query, PostgreSQL misjudged how many jobs a filter on the derived priority keeps and
  // joined every match before sorting (2,062 jobs for a page of 26 at 1,000,000 jobs: 44 ms instead of
  // 1 ms); a limited subquery stops the ordered index scan at the page's end.
  const pageIds = scope.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(...where))
    .orderBy(...order)
    .limit(literalLimit(page.limit + 1));
  return scope.db
    .select(
      page.countUpTo === undefined
        ? columns
        : {
            ...columns,
            matched: sql<number>`(select count(*)::int from (${scope.db
              .select({ one: sql`1` })
              .from(jobs)
              .where(conditions)
              .limit(literalLimit(page.countUpTo))}) matched)`,
          },
    )
    .from(jobs)
    .innerJoin(clients, eq(clients.id, jobs.clientId))
    .innerJoin(workflowStatuses, eq(workflowStatuses.id, jobs.statusId))
    .leftJoin(users, eq(users.id, jobs.assigneeId))
    .leftJoin(locations, eq(locations.id, jobs.locationId))
    .where(and(scope.owns(jobs), inArray(jobs.id, pageIds)))
    .orderBy(...order)
    .limit(literalLimit(page.limit + 1));
}

/** How many jobs match, counted up to `cap` (a list says "10,000+" rather than counting a million). */
export async function countJobs(scope: TenantScope, c: JobCriteria, cap: number): Promise<number> {
  const inner = scope.db.select({ one: sql`1` }).from(jobs).where(jobConditions(scope, c)).limit(cap);
  const [row] = await scope.db.select({ n: sql<number>`count(*)::int` }).from(inner.as("matched"));
  return row?.n ?? 0;
}

/**
 * `visibility = 'open'` written into the statement, not bound: the counters' partial indexes carry that
 * predicate, and a statement with the state as a parameter can use them only in a plan made for each
 * call's values. PostgreSQL then planned the prepared sidebar counters again on every call (about 0.9 ms
 * of a page's 2.6 ms of database time at 1,000,000 jobs; decision 0018, thirteenth look).
 */
const isOpenLiteral = sql`${jobs.visibility} = 'open'`;

/**
 * Open jobs per workflow: all of them, and the viewer's own. Two index-only counts (the partial indexes
 * `jobs_open_counts_idx` and `jobs_open_mine_idx`), each only when asked for, optionally only for some
 * workflows (the sidebar counts its favourites).
 */
export async function openCounts(
  scope: TenantScope,
  viewerId: string | null,
  options: { open?: boolean; mine?: boolean; workflowIds?: readonly number[]; cap?: number } = {},
): Promise<{ workflowId: number; open: number; mine: number }[]> {
  const { open = true, mine = true, workflowIds } = options;
  if (workflowIds && workflowIds.length === 0) return [];
  // Whose own jobs are counted, if anyone's.
  const viewer = mine ? viewerId : null;
  if (!open && !viewer) return [];
  if (options.cap !== undefined && workflowIds) {
    return cappedOpenCounts(scope, workflowIds, { open, viewerId: viewer, cap: options.cap });
  }
  const own = viewer ? eq(jobs.assigneeId, viewer) : undefined;
  const only = workflowIds ? inArray(jobs.workflowId, [...workflowIds]) : undefined;
  // One pass over the open jobs: the viewer's share is a filtered count of the same rows.
  const openCount = open ? sql<number>`count(*)::int` : sql<number>`0`;
  const mineCount = !own
    ? sql<number>`0`
    : open
      ? sql<number>`(count(*) filter (where ${own}))::int`
      : sql<number>`count(*)::int`;
  return scope.db
    .select({ workflowId: jobs.workflowId, open: openCount, mine: mineCount })
    .from(jobs)
    .where(scope.where(jobs, isOpenLiteral, only, open ? undefined : own))
    .groupBy(jobs.workflowId);
}

/**
 * `openCounts` of a few workflows, each counted only up to `cap` (the sidebar shows "999+" above 1000):
 * at most `cap` entries of each partial index are read, however many jobs are open.
 */
async function cappedOpenCounts(
  scope: TenantScope,
  workflowIds: readonly number[],
  options: { open: boolean; viewerId: string | null; cap: number },
): Promise<{ workflowId: number; open: number; mine: number }[]> {
  const { open, viewerId, cap } = options;
  const ids = [...new Set(workflowIds)];
  const values: Record<string, unknown> = {};
  ids.forEach((workflowId, i) => {
    values[`workflow${i}`] = workflowId;
  });
  if (viewerId) values.viewer = viewerId;
  const build = () => {
    const counted = (i: number, mine: boolean) =>
      sql<number>`(select count(*)::int from (${scope.db
        .select({ one: sql`1` })
        .from(jobs)
        .where(
          scope.where(
            jobs,
            isOpenLiteral,
            eq(jobs.workflowId, sql.placeholder(`workflow${i}`)),
            mine ? eq(jobs.assigneeId, sql.placeholder("viewer")) : undefined,
          ),
        )
        .limit(literalLimit(cap))}) capped)`;
    // One statement: two capped counts per workflow as columns.
    const fields: Record<string, SQL<number>> = {};
    ids.forEach((_, i) => {
      fields[`open${i}`] = open ? counted(i, false) : sql<number>`0`;
      fields[`mine${i}`] = viewerId ? counted(i, true) : sql<number>`0`;
    });
    return scope.db.select(fields).from(sql`(select 1) one`);
  };
  // Built and prepared once per shape (how many workflows, which counts, the cap, the project): every
  // back-office page asks it, and Drizzle building it was about 3 % of a rendered job list.
  const key = `${scope.projectId}|${ids.length}|${open}|${Boolean(viewerId)}|${cap}`;
  const [row] = (await builtOncePerShape(scope.db, "sidebar_counts", key, values, build)) as Record<
    string,
    unknown
  >[];
  const rows = ids.map((workflowId, i) => ({
    workflowId,
    open: Number(row?.[`open${i}`] ?? 0),
    mine: Number(row?.[`mine${i}`] ?? 0),
  }));
  return rows.filter((r) => r.open > 0 || r.mine > 0);
}

export async function findJob(scope: TenantScope, id: number) {
  const [row] = await scope.db
    .select({
      ...listColumns(sql`${jobs.cdate}`),
      ownerId: jobs.ownerId,
      locationId: jobs.locationId,
      carId: jobs.carId,
      payload: jobs.payload,
      leadTags: jobs.leadTags,
      labels: jobs.labels,
      language: jobs.language,
      closeReason: jobs.closeReason,
      closedAt: jobs.closedAt,
      clientLanguage: clients.language,
    })
    .from(jobs)
    .innerJoin(clients, eq(clients.id, jobs.clientId))
    .innerJoin(workflowStatuses, eq(workflowStatuses.id, jobs.statusId))
    .leftJoin(users, eq(users.id, jobs.assigneeId))
    .leftJoin(locations, eq(locations.id, jobs.locationId))
    .where(scope.where(jobs, eq(jobs.id, id)));
  return row ?? null;
}

export async function findJobEvents(scope: TenantScope, jobId: number) {
  return scope.db
    .select({
      id: jobEvents.id,
      kind: jobEvents.kind,
      data: jobEvents.data,
      createdAt: jobEvents.createdAt,
      actorId: jobEvents.actorId,
      actorFirstName: users.firstName,
      actorLastName: users.lastName,
    })
    .from(jobEvents)
    .leftJoin(users, eq(users.id, jobEvents.actorId))
    .where(scope.where(jobEvents, eq(jobEvents.jobId, jobId)))
    .orderBy(asc(jobEvents.createdAt), asc(jobEvents.id));
}

export async function findJobDocuments(scope: TenantScope, jobId: number) {
  return scope.db
    .select()
    .from(documents)
    .where(scope.where(documents, eq(documents.jobId, jobId)))
    .orderBy(desc(documents.cdate));
}

export async function insertJobEvent(
  scope: TenantScope,
  event: {
    jobId: number;
    kind: JobEventKind;
    actorId: string | null;
    data?: Record<string, unknown>;
    at: Date;
  },
) {
  await scope.db.insert(jobEvents).values(
    scope.stamp({
      jobId: event.jobId,
      kind: event.kind,
      actorId: event.actorId,
      data: event.data ?? {},
      createdAt: event.at,
    }),
  );
}

export type JobChange = Partial<{
  statusId: number;
  visibility: Visibility;
  assigneeId: string | null;
  priority: number;
  deadline: Date | null;
  starred: boolean;
  closeReason: string | null;
  closedAt: Date | null;
}>;

/** Applies a change, sets `mdate`, and the first reaction if there was none yet (when `reaction`). */
export async function updateJobRow(
  scope: TenantScope,
  id: number,
  change: JobChange,
  at: Date,
  reaction: boolean,
): Promise<boolean> {
  const rows = await scope.db
    .update(jobs)
    .set({
      ...change,
      mdate: at,
      ...(reaction ? { firstReactionAt: sql`coalesce(${jobs.firstReactionAt}, ${ts(at)})` } : {}),
    })
    .where(scope.where(jobs, eq(jobs.id, id)))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * What a job action needs of each job among `ids` (one statement however many): its state, and whether
 * `visible` (the visibility policy's SQL form for the acting employee; null condition: every job).
 */
export async function findJobsForAction(scope: TenantScope, ids: number[], visible: SQL | null) {
  if (!ids.length) return [];
  return scope.db
    .select({
      id: jobs.id,
      workflowId: jobs.workflowId,
      statusId: jobs.statusId,
      assigneeId: jobs.assigneeId,
      priority: jobs.priority,
      visibility: jobs.visibility,
      closeReason: jobs.closeReason,
      visible: visible ? sql<boolean>`coalesce((${visible}), false)` : sql<boolean>`true`,
    })
    .from(jobs)
    .where(scope.where(jobs, inArray(jobs.id, ids)));
}

/** The columns a `JobChange` sets, with their SQL types (the record set of `updateJobRows`). */
const CHANGE_COLUMNS = {
  statusId: { column: "status_id", type: "integer" },
  visibility: { column: "visibility", type: "text" },
  assigneeId: { column: "assignee_id", type: "uuid" },
  priority: { column: "priority", type: "smallint" },
  deadline: { column: "deadline", type: "timestamptz" },
  starred: { column: "starred", type: "boolean" },
  closeReason: { column: "close_reason", type: "text" },
  closedAt: { column: "closed_at", type: "timestamptz" },
} as const satisfies Record<keyof JobChange, { column: string; type: string }>;

/**
 * Applies each job's own change in one statement: the changes go in as one JSON record set, joined to
 * the jobs by id (tenant-scoped). Every change must set the same columns (one action's changes do).
 * Sets `mdate`, and the first reaction where there was none yet for the ids in `reactions`.
 */
export async function updateJobRows(
  scope: TenantScope,
  changes: { id: number; change: JobChange; reaction: boolean }[],
  at: Date,
): Promise<number[]> {
  if (!changes.length) return [];
  const keys = Object.keys(changes[0]!.change) as (keyof JobChange)[];
  const records = changes.map(({ id, change, reaction }) => {
    const record: Record<string, unknown> = { id, reaction };
    for (const key of keys) {
      const value = change[key];
      record[CHANGE_COLUMNS[key].column] = value instanceof Date ? value.toISOString() : (value ?? null);
    }
    return record;
  });
  const definition = sql.join(
    [
      sql`id integer`,
      sql`reaction boolean`,
      ...keys.map((k) => sql.raw(`${CHANGE_COLUMNS[k].column} ${CHANGE_COLUMNS[k].type}`)),
    ],
    sql`, `,
  );
  const set: Record<string, unknown> = {};
  for (const key of keys) set[key] = sql.raw(`v.${CHANGE_COLUMNS[key].column}`);
  const rows = await scope.db
    .update(jobs)
    .set({
      ...set,
      mdate: at,
      firstReactionAt: sql`case when v.reaction then coalesce(${jobs.firstReactionAt}, ${ts(at)}) else ${jobs.firstReactionAt} end`,
    })
    .from(sql`jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as v(${definition})`)
    .where(scope.where(jobs, eq(jobs.id, sql`v.id`)))
    .returning({ id: jobs.id });
  return rows.map((r) => r.id);
}

/** Timeline events of many jobs in one statement. */
export async function insertJobEvents(
  scope: TenantScope,
  events: {
    jobId: number;
    kind: JobEventKind;
    actorId: string | null;
    data: Record<string, unknown>;
    at: Date;
  }[],
) {
  if (!events.length) return;
  await scope.db
    .insert(jobEvents)
    .values(
      events.map((e) =>
        scope.stamp({ jobId: e.jobId, kind: e.kind, actorId: e.actorId, data: e.data, createdAt: e.at }),
      ),
    );
}

export async function findWorkflowRows(scope: TenantScope) {
  return scope.db
    .select()
    .from(workflows)
    .where(scope.owns(workflows))
    .orderBy(asc(workflows.position), asc(workflows.id));
}

export async function findStatusRows(scope: TenantScope, workflowId?: number) {
  return scope.db
    .select()
    .from(workflowStatuses)
    .where(
      scope.where(workflowStatuses, workflowId ? eq(workflowStatuses.workflowId, workflowId) : undefined),
    )
    .orderBy(asc(workflowStatuses.workflowId), asc(workflowStatuses.position));
}
