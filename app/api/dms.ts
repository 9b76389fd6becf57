/**
 * The DMS export: `GET /dms/jobs.json`, the JSON feed a dealer management system reads with
 * a per-project API token (`Authorization: Bearer <token>`; no session, no cookie), keyset-paged by
 * change time; and `GET /dms/jobs.csv`, the CSV download for signed-in staff who may see all jobs.
 * Both take the job list's filter keys and are recorded in `dms_exports`. Columns: docs/api.md.
 */
import { OpenAPIHono, z } from "@hono/zod-openapi";
import { authenticateApiToken, exportJobsCsv, feedJobs } from "../core/dms/dms.service.server";
import { DMS_FEED_LIMIT } from "../core/dms/dms-schema";
import { JOB_FILTERS } from "../core/leads/job-filters";
import { apiError } from "./errors";
import { operation } from "./operation";
import { respond, respondError, validationHook } from "./respond";
import { errorResponse } from "./schemas";
import type { ApiEnv } from "./types";

const dateTime = z.iso.datetime();

const DmsJob = z
  .object({
    id: z.number().int(),
    systemType: z
      .string()
      .openapi({ description: "RENTAL, SERVICE, COMMUNITY, TRADE_IN, ... (the lead's kind)" }),
    workflowId: z.number().int(),
    workflow: z.string().openapi({ description: "The workflow's name in the request's language" }),
    status: z.object({
      key: z.string(),
      name: z.string(),
      outcome: z.enum(["open", "won", "lost"]),
    }),
    visibility: z.enum(["open", "won", "lost", "deleted"]),
    source: z.string(),
    language: z.string().openapi({ description: "The customer's language (de, en, pl, tr)" }),
    priority: z.number().int(),
    client: z.object({
      id: z.string(),
      kind: z.enum(["person", "company"]),
      firstName: z.string(),
      lastName: z.string(),
      company: z.string().nullable(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
    }),
    location: z.object({ id: z.number().int(), city: z.string().nullable() }).nullable(),
    vehicle: z.object({
      carId: z.string().nullable(),
      brand: z.string().nullable(),
      model: z.string().nullable(),
      valueMinor: z
        .number()
        .int()
        .nullable()
        .openapi({ description: "In minor units of the site's currency" }),
    }),
    assigneeId: z.string().nullable(),
    deadline: dateTime.nullable(),
    createdAt: dateTime,
    updatedAt: dateTime,
  })
  .openapi("DmsJob");

const DmsFeedPage = z
  .object({
    jobs: z.array(DmsJob),
    nextCursor: z.string().nullable().openapi({
      description:
        "Pass as `cursor` for the next page; keep the last one and ask again later to get the jobs changed since",
    }),
    hasMore: z.boolean(),
  })
  .openapi("DmsFeedPage");

const filterDescription = `Any filter key of the job list (${Object.keys(JOB_FILTERS).join(", ")}, q); without \`visibility\` the feed returns open, won and lost jobs`;

const feedQuery = z.object({
  updatedSince: dateTime.optional().openapi({ description: "Only jobs changed at or after this instant" }),
  cursor: z.string().optional().openapi({ description: "The `nextCursor` of the previous page" }),
  limit: z
    .string()
    .optional()
    .openapi({ description: `Jobs per page, 1-${DMS_FEED_LIMIT.max} (default ${DMS_FEED_LIMIT.default})` }),
  workflow: z.string().optional().openapi({ description: filterDescription }),
});

export function dmsApi() {
  const api = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });
  api.openAPIRegistry.registerComponent("securitySchemes", "dmsToken", {
    type: "http",
    scheme: "bearer",
    description: "A DMS API token of this site, created once by an admin under account/settings/dms",
  });

  api.openAPIRegistry.registerPath({
    method: "get",
    path: "/dms/jobs.json",
    operationId: "dmsJobFeed",
    tags: ["Jobs"],
    summary: "The DMS feed: jobs in order of their last change, keyset-paged (API token, no session)",
    security: [{ dmsToken: [] }],
    request: { query: feedQuery },
    responses: {
      200: { description: "One page of jobs", content: { "application/json": { schema: DmsFeedPage } } },
      400: errorResponse("A bad updatedSince, limit or cursor"),
      401: errorResponse("No token, an unknown or revoked one, or another site's"),
    },
  });
  api.get("/dms/jobs.json", async (c) => {
    c.header("Cache-Control", "private, no-store");
    const token = await authenticateApiToken(c.var.services, c.req.header("authorization"));
    if (!token) {
      c.header("WWW-Authenticate", 'Bearer realm="dms"');
      return apiError(c, 401, "unauthorized", undefined, "dms:errors.token");
    }
    const params = new URL(c.req.url).searchParams;
    return respond(c, await feedJobs(c.var.services, token.id, params));
  });

  operation(
    api,
    {
      method: "get",
      path: "/dms/jobs.csv",
      operationId: "dmsJobCsv",
      tags: ["Jobs"],
      summary:
        "The DMS CSV download: jobs matching the job list's filters, in order of their last change (at most 10,000 rows; staff who may see all jobs)",
      request: { query: feedQuery.pick({ workflow: true }) },
      responses: {
        200: {
          description: "UTF-8 CSV with a header line (columns in docs/api.md)",
          content: { "text/csv": { schema: z.string() } },
        },
      },
    },
    ["allJobs"],
    async (c) => {
      const result = await exportJobsCsv(c.var.services, new URL(c.req.url).searchParams);
      if (!result.ok) return respondError(c, result.error);
      const day = c.var.services.clock.now().toISOString().slice(0, 10);
      return c.body(result.value.csv, 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="jobs-${day}.csv"`,
        "X-Job-Count": String(result.value.count),
        "X-Truncated": result.value.truncated ? "1" : "0",
      });
    },
  );

  return api;
}
