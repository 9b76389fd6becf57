/**
 * The back office's jobs as JSON: the employee's workflows, job lists with every
 * filter key of the job pages, one job, job actions, statistics, Hot Leads, dashboard numbers and the
 * filter option lists. Thin: validate, call the same services the pages call, `respond`.
 * Who sees what is decided by those services; the gate here only answers 401/403 before any
 * input is looked at.
 */
import { OpenAPIHono, type RouteConfig, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { FILTER_OPTION_LISTS, filterOptions } from "../core/leads/filter-options.service.server";
import { dashboardNumbers, hotLeads, jobStatistics } from "../core/leads/insights.service.server";
import {
  bulkJobActionSchema,
  jobActionSchema,
  MAX_ROW_ID,
  toJobAction,
} from "../core/leads/job-action-schema";
import {
  JOB_FILTERS,
  JOB_SORTS,
  jobList,
  UNSUPPORTED_JOB_FILTERS,
  unsupportedJobFilters,
} from "../core/leads/job-filters";
import { applyJobAction, getJob, listJobs } from "../core/leads/jobs.service.server";
import { listWorkflows, setWorkflowFavorite } from "../core/leads/workflows.service.server";
import type { FilterSpec } from "../shared/lists/filter-state";
import { mapResult } from "../shared/result";
import { gate } from "./guards";
import { respond, respondError, validationHook } from "./respond";
import { errorResponse, SESSION } from "./schemas";
import type { ApiEnv } from "./types";

const dateTime = z.iso.datetime();
const id = z.number().int();

const WorkflowStatus = z
  .object({ id, key: z.string(), name: z.string(), outcome: z.enum(["open", "won", "lost"]), position: id })
  .openapi("WorkflowStatus");

const Workflow = z
  .object({
    id,
    label: z.string(),
    lang_name: z.string(),
    system_types: z.array(z.string()),
    is_fav: z.boolean(),
    is_shared: z.boolean().openapi({
      description: "Shared with the caller's team, company or the caller: count_open is theirs to see",
    }),
    count_open: id.openapi({ description: "Open jobs; 0 for users who may see only their own (spec 6)" }),
    count_mine: id,
    statuses: z.array(WorkflowStatus),
  })
  .openapi("Workflow");

const JobListItem = z
  .object({
    id,
    workflowId: id,
    statusId: id,
    statusName: z.string(),
    statusOutcome: z.string(),
    systemType: z.string(),
    clientId: z.string(),
    clientFirstName: z.string(),
    clientLastName: z.string(),
    clientCompany: z.string().nullable(),
    clientEmail: z.string().nullable(),
    clientPhone: z.string().nullable(),
    assigneeId: z.string().nullable(),
    assigneeFirstName: z.string().nullable(),
    assigneeLastName: z.string().nullable(),
    locationCity: z.string().nullable(),
    source: z.string(),
    tags: z.array(z.string()),
    vehicleBrandName: z.string().nullable(),
    vehicleModelName: z.string().nullable(),
    vehicleValueMinor: id.nullable(),
    priority: id,
    effectivePriority: id.openapi({ description: "3 while the job is critical, else its priority" }),
    noReaction: z.boolean(),
    stale: z.boolean(),
    deadline: dateTime.nullable(),
    starred: z.boolean(),
    visibility: z.enum(["open", "won", "lost", "deleted"]),
    firstReactionAt: dateTime.nullable(),
    cdate: dateTime,
    mdate: dateTime,
    critical: z.array(z.enum(["manual", "no_reaction", "stale"])),
  })
  .openapi("JobListItem");

const JobListPage = z
  .object({
    rows: z.array(JobListItem),
    total: id.openapi({ description: "Matches, counted up to 1,000 (more: totalCapped)" }),
    totalCapped: z.boolean().openapi({ description: "More than `total` match" }),
    hasNext: z.boolean(),
    hasPrev: z.boolean(),
    nextCursor: z.string().nullable().openapi({ description: "`after` of the next page" }),
    prevCursor: z.string().nullable().openapi({ description: "`before` of the previous page" }),
  })
  .openapi("JobListPage");

const JobEvent = z
  .object({
    id,
    kind: z.string(),
    data: z.record(z.string(), z.unknown()),
    createdAt: dateTime,
    actorId: z.string().nullable(),
    actorFirstName: z.string().nullable(),
    actorLastName: z.string().nullable(),
  })
  .openapi("JobEvent");

const JobDocument = z
  .object({
    id,
    docType: z.string(),
    direction: z.enum(["ingoing", "outgoing"]),
    number: z.string(),
    amountMinor: id,
    currency: z.string(),
    hasErrors: z.boolean(),
    isActive: z.boolean(),
    cdate: dateTime,
    mdate: dateTime,
  })
  .openapi("JobDocument");

const Job = JobListItem.extend({
  ownerId: z.string().nullable(),
  locationId: id.nullable(),
  carId: z.string().nullable(),
  payload: z.record(z.string(), z.unknown()).openapi({ description: "The storefront form as sent" }),
  leadTags: z.array(z.string()),
  labels: z.array(z.string()),
  language: z.string().nullable(),
  closeReason: z.string().nullable(),
  closedAt: dateTime.nullable(),
  events: z.array(JobEvent),
  documents: z.array(JobDocument),
}).openapi("Job");

const JobAction = jobActionSchema.openapi("JobAction");
const BulkJobAction = bulkJobActionSchema.openapi("BulkJobAction");
const Updated = z.object({ updated: z.array(id) }).openapi("JobsUpdated");

const Statistics = z
  .object({
    from: z.iso.date(),
    to: z.iso.date(),
    total: id,
    won: id,
    lost: id,
    open: id,
    conversion: z.number().nullable(),
    reaction: z.object({
      reacted: id,
      withinTwoHours: id,
      medianMinutes: id.nullable(),
      p90Minutes: id.nullable(),
    }),
    byWorkflow: z.array(z.object({ id, name: z.string(), total: id, won: id, lost: id })),
    byStatus: z.array(
      z.object({
        workflowId: id,
        workflowName: z.string().openapi({ description: "Every workflow has its own statuses" }),
        statusId: id,
        name: z.string(),
        outcome: z.string(),
        total: id,
      }),
    ),
    bySource: z.array(z.object({ source: z.string(), total: id, won: id })),
    byLocation: z.array(
      z.object({ locationId: id.nullable(), city: z.string().nullable(), total: id, won: id }),
    ),
    byDay: z.array(z.object({ day: z.iso.date(), total: id, won: id })),
  })
  .openapi("JobStatistics");

const HotLead = z
  .object({
    id,
    workflowId: id,
    clientName: z.string(),
    vehicle: z.string().nullable(),
    systemType: z.string(),
    cdate: dateTime,
    currency: z.string(),
    hot: z.object({
      score: z.number(),
      parts: z.array(
        z.object({
          factor: z.string(),
          points: z.number(),
          max: z.number(),
          weightPercent: z.number().optional().openapi({
            description: "Engagement: the share it counted at, by the request's value",
          }),
          valueMinor: z.number().int().nullable().optional().openapi({
            description: "The request's value the part was weighed by (null: unknown)",
          }),
        }),
      ),
    }),
  })
  .openapi("HotLead");

const Dashboard = z
  .object({ open: id, critical: id, dueToday: id, pastDeadline: id })
  .openapi("DashboardNumbers");

const FilterOption = z
  .object({ value: z.string(), label: z.string(), count: id.optional() })
  .openapi("FilterOption");

/** The query of a job filter key as the document shows it (jobList reads and checks it). */
function filterParam(spec: FilterSpec) {
  switch (spec.kind) {
    case "enum":
      return z.enum(spec.values as [string, ...string[]]).optional();
    case "enums":
      return z.array(z.enum(spec.values as [string, ...string[]])).optional();
    case "int":
      return z.number().int().min(spec.min).max(spec.max).optional();
    case "boolean":
      return z.boolean().optional();
    case "date":
      return z.iso.date().optional();
    case "tokens":
      return z.array(z.string().regex(spec.pattern)).optional();
    default:
      return z.string().optional();
  }
}

const listQueryParams = {
  q: z.string().max(120).optional().openapi({ description: "Free text: every word must match" }),
  sort: z.enum(JOB_SORTS).optional().openapi({ description: "Default cdate_desc" }),
  limit: z.number().int().min(1).max(100).optional().openapi({ description: "Default 25, at most 100" }),
  after: z.string().optional().openapi({ description: "`nextCursor` of the page before" }),
  before: z.string().optional().openapi({ description: "`prevCursor` of the page after" }),
};

/**
 * Every job filter key; unknown keys and invalid values are ignored. The
 * spec's keys that jobs do not have are documented as refused (decision 0051).
 */
const JobFilterQuery = z.object({
  ...Object.fromEntries(Object.entries(JOB_FILTERS).map(([key, spec]) => [key, filterParam(spec)])),
  isActive: z.boolean().optional().openapi({
    description:
      "The job's state (spec 7): true = open jobs, false = decided (won or lost); replaces `visibility`",
  }),
  ...Object.fromEntries(
    UNSUPPORTED_JOB_FILTERS.map((key) => [
      key,
      z.string().optional().openapi({
        description: "A spec filter key that jobs do not have: refused with 400, never ignored",
      }),
    ]),
  ),
});
const JobListQuery = JobFilterQuery.extend(listQueryParams);

const idParam = z.object({
  id: z
    .number()
    .int()
    .min(1)
    .max(MAX_ROW_ID)
    .openapi({ param: { name: "id", in: "path" }, example: 42 }),
});

type Handler = (c: Context<ApiEnv>, params: Record<string, string>) => Promise<Response>;

/**
 * Registers one documented employee operation. Hono reads `/{id}.json` as a parameter named `id.json`,
 * so the document keeps the readable path and the router gets `:id{pattern}` with the suffix inside.
 * Every operation answers 401 without a session and 403 for non-employees before reading its input.
 */
function operation(
  api: OpenAPIHono<ApiEnv>,
  config: Omit<RouteConfig, "responses" | "security"> & { responses: RouteConfig["responses"] },
  patterns: Record<string, string>,
  handler: Handler,
) {
  api.openAPIRegistry.registerPath({
    ...config,
    security: SESSION,
    responses: {
      ...config.responses,
      401: errorResponse("Not logged in"),
      403: errorResponse("Not an employee"),
    },
  });
  const honoPath = config.path.replace(/\{(\w+)\}(\.json)?/g, (_m, name: string, suffix?: string) => {
    const pattern = patterns[name] ?? "[^/]+";
    return `:${name}{${pattern}${suffix ? "\\.json" : ""}}`;
  });
  api.on(config.method.toUpperCase(), honoPath, async (c) => {
    const g = gate(c, "employee");
    if (g.denied) return g.denied;
    const params = Object.fromEntries(
      Object.entries(c.req.param() as Record<string, string>).map(([k, v]) => [k, v.replace(/\.json$/, "")]),
    );
    return handler(c, params);
  });
}

/** A path id that can name a row, else null (answered 404 like any id that names none). */
function rowIdOf(raw: string | undefined): number | null {
  const n = Number(raw);
  return /^[1-9][0-9]{0,9}$/.test(raw ?? "") && n <= MAX_ROW_ID ? n : null;
}

/** The JSON body checked against a schema: the parsed value, or the 400 answer to send. */
async function body<S extends z.ZodType>(c: Context<ApiEnv>, schema: S) {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    return { denied: respondError(c, { code: "invalid", fields: { form: ["validation:invalid_value"] } }) };
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) return { denied: validationHook(parsed, c) as Response };
  return { value: parsed.data as z.infer<S> };
}

const filtersOf = (c: Context<ApiEnv>) => jobList.parse(new URL(c.req.url).searchParams);

/**
 * 400 for a spec filter key that jobs do not have (`isSystem`, `isResource`, `ai`; decision 0051), with a
 * translated message per key, rather than a list that silently ignores it; null when there is none.
 */
function refusedFilters(c: Context<ApiEnv>): Response | null {
  const keys = unsupportedJobFilters(new URL(c.req.url).searchParams);
  if (keys.length === 0) return null;
  const fields = Object.fromEntries(keys.map((key) => [key, ["validation:filter_not_for_jobs"]]));
  return respondError(c, { code: "invalid", fields });
}

export function jobsApi() {
  const api = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });
  const json = (schema: z.ZodType, description: string) => ({
    description,
    content: { "application/json": { schema } },
  });

  operation(
    api,
    {
      method: "get",
      path: "/workflows.json",
      operationId: "listWorkflows",
      tags: ["Jobs"],
      summary: "The employee's workflows with their statuses and open/own counters (spec 7)",
      responses: { 200: json(z.object({ workflows: z.array(Workflow) }), "Workflows in their order") },
    },
    {},
    async (c) =>
      respond(
        c,
        mapResult(await listWorkflows(c.var.services), (workflows) => ({ workflows })),
      ),
  );

  operation(
    api,
    {
      method: "put",
      path: "/workflows/{id}/favorite.json",
      operationId: "setWorkflowFavorite",
      tags: ["Jobs"],
      summary: "Marks a workflow as a favourite of the signed-in employee, or not",
      request: {
        params: idParam,
        body: {
          content: { "application/json": { schema: z.object({ favorite: z.boolean() }) } },
          required: true,
        },
      },
      responses: {
        200: json(z.object({ is_fav: z.boolean() }), "Saved"),
        400: errorResponse("Invalid body"),
        404: errorResponse("No such workflow on this site"),
      },
    },
    { id: "[0-9]+" },
    async (c, params) => {
      const workflowId = rowIdOf(params.id);
      if (workflowId === null) return respondError(c, { code: "not_found" });
      const input = await body(c, z.object({ favorite: z.boolean() }));
      if (input.denied) return input.denied;
      return respond(c, await setWorkflowFavorite(c.var.services, workflowId, input.value.favorite));
    },
  );

  operation(
    api,
    {
      method: "get",
      path: "/jobs.json",
      operationId: "listJobs",
      tags: ["Jobs"],
      summary:
        "A page of jobs for the filters of the job list (e.g. workflow=TRADE_IN&isActive=true&sort=cdate_desc); sales see their own and unassigned jobs",
      description:
        "Multi-value filters repeat their key (`status=4&status=5`). Unknown keys and invalid values are ignored, as on the job pages; the spec's keys that jobs do not have (isSystem, isResource, ai) are refused with 400.",
      request: { query: JobListQuery },
      responses: {
        200: json(JobListPage, "The page and the number of matches"),
        400: errorResponse("A filter key that jobs do not have (isSystem, isResource, ai)"),
      },
    },
    {},
    async (c) => refusedFilters(c) ?? respond(c, await listJobs(c.var.services, filtersOf(c))),
  );

  operation(
    api,
    {
      method: "post",
      path: "/jobs/bulk.json",
      operationId: "bulkUpdateJobs",
      tags: ["Jobs"],
      summary: "Applies one action to up to 500 jobs, all or nothing",
      request: { body: { content: { "application/json": { schema: BulkJobAction } }, required: true } },
      responses: {
        200: json(Updated, "Changed"),
        400: errorResponse("Invalid body, or an action that does not fit the job (unknown status, ...)"),
        404: errorResponse("One of the jobs does not exist or is not the caller's to change"),
        409: errorResponse("The action does not fit the job's state (e.g. restoring a job not deleted)"),
      },
    },
    {},
    async (c) => {
      const input = await body(c, bulkJobActionSchema);
      if (input.denied) return input.denied;
      const { ids, action } = input.value;
      return respond(c, await applyJobAction(c.var.services, ids, toJobAction(action)));
    },
  );

  operation(
    api,
    {
      method: "get",
      path: "/jobs/statistics.json",
      operationId: "jobStatistics",
      tags: ["Jobs"],
      summary: "Jobs by workflow, status, source, location and day, reaction times and conversion",
      description: "Takes the job list's filters; without a date filter the last 30 days.",
      request: { query: JobFilterQuery },
      responses: {
        200: json(Statistics, "Statistics"),
        400: errorResponse("A filter key that jobs do not have (isSystem, isResource, ai)"),
      },
    },
    {},
    async (c) => refusedFilters(c) ?? respond(c, await jobStatistics(c.var.services, filtersOf(c))),
  );

  operation(
    api,
    {
      method: "get",
      path: "/jobs/hot-leads.json",
      operationId: "hotLeads",
      tags: ["Jobs"],
      summary: "Hot Leads: open jobs of the last 30 days ranked by a score that explains itself",
      request: { query: JobFilterQuery },
      responses: {
        200: json(z.object({ leads: z.array(HotLead) }), "Up to 50 leads, hottest first"),
        400: errorResponse("A filter key that jobs do not have (isSystem, isResource, ai)"),
      },
    },
    {},
    async (c) =>
      refusedFilters(c) ??
      respond(
        c,
        mapResult(await hotLeads(c.var.services, filtersOf(c)), (leads) => ({ leads })),
      ),
  );

  operation(
    api,
    {
      method: "get",
      path: "/jobs/filter-options/{list}.json",
      operationId: "jobFilterOptions",
      tags: ["Jobs"],
      summary: "The options of one job filter (spec 7), counted among the jobs the other filters leave",
      request: {
        params: z.object({
          list: z.enum(FILTER_OPTION_LISTS).openapi({ param: { name: "list", in: "path" } }),
        }),
        query: JobFilterQuery.extend({
          autocomplete: z.string().max(60).optional().openapi({ description: "What the employee typed" }),
        }),
      },
      responses: {
        200: json(z.object({ list: z.string(), options: z.array(FilterOption) }), "At most 50 options"),
        400: errorResponse("Unknown list, or a filter key that jobs do not have (isSystem, isResource, ai)"),
      },
    },
    { list: "[A-Za-z]+" },
    async (c, params) => {
      const refused = refusedFilters(c);
      if (refused) return refused;
      const list = z.enum(FILTER_OPTION_LISTS).safeParse(params.list);
      if (!list.success)
        return respondError(c, { code: "invalid", fields: { list: ["validation:invalid_choice"] } });
      const autocomplete = c.req.query("autocomplete");
      const result = await filterOptions(c.var.services, list.data, autocomplete, filtersOf(c));
      return respond(
        c,
        mapResult(result, (options) => ({ list: list.data, options })),
      );
    },
  );

  operation(
    api,
    {
      method: "get",
      path: "/jobs/{id}.json",
      operationId: "getJob",
      tags: ["Jobs"],
      summary: "One job with its client, form payload, timeline and documents",
      request: { params: idParam },
      responses: {
        200: json(Job, "The job"),
        404: errorResponse("No such job, or not the caller's to see"),
      },
    },
    { id: "[0-9]+" },
    async (c, params) => {
      const jobId = rowIdOf(params.id);
      if (jobId === null) return respondError(c, { code: "not_found" });
      const result = await getJob(c.var.services, jobId);
      return respond(
        c,
        mapResult(result, (job) => ({
          ...job,
          documents: job.documents.map(({ projectId: _p, jobId: _j, clientId: _c, ...d }) => d),
        })),
      );
    },
  );

  operation(
    api,
    {
      method: "patch",
      path: "/jobs/{id}.json",
      operationId: "updateJob",
      tags: ["Jobs"],
      summary:
        "Applies one action to a job (comment, status, assign, priority, deadline, star, won, lost, delete, restore)",
      request: {
        params: idParam,
        body: { content: { "application/json": { schema: JobAction } }, required: true },
      },
      responses: {
        200: json(Updated, "Changed"),
        400: errorResponse("Invalid action, or a value that does not fit the job"),
        404: errorResponse("No such job, or not the caller's to change"),
        409: errorResponse("The action does not fit the job's state"),
      },
    },
    { id: "[0-9]+" },
    async (c, params) => {
      const jobId = rowIdOf(params.id);
      if (jobId === null) return respondError(c, { code: "not_found" });
      const input = await body(c, jobActionSchema);
      if (input.denied) return input.denied;
      return respond(c, await applyJobAction(c.var.services, [jobId], toJobAction(input.value)));
    },
  );

  operation(
    api,
    {
      method: "get",
      path: "/account/dashboard.json",
      operationId: "dashboardNumbers",
      tags: ["Jobs"],
      summary: "The signed-in employee's own open jobs: all, critical, due today, past their deadline",
      responses: { 200: json(Dashboard, "Numbers") },
    },
    {},
    async (c) => respond(c, await dashboardNumbers(c.var.services)),
  );

  return api;
}
