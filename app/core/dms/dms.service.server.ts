/**
 * The DMS export: jobs as a CSV download for staff and as a JSON feed for the dealer
 * management system, which authenticates with a per-project API token (only its SHA-256 is stored).
 * Both use the job list's filters (core/leads/job-filters.ts); every export is recorded in `dms_exports`.
 */
import { decodeCursor, encodeCursor } from "../../shared/lists/keyset-cursor";
import { inGroup } from "../../shared/permissions";
import { err, ok, type Result } from "../../shared/result";
import type { ServiceContext } from "../context/service-context.server";
import { scoped } from "../context/tenant-scope.server";
import type { SessionUser } from "../identity/session-user";
import { newToken, tokenHash } from "../identity/tokens.server";
import { jobList } from "../leads/job-filters";
import { jobCriteria } from "../leads/jobs.service.server";
import { type LocalizedText, pickLocalized } from "../leads/localized-text";
import {
  type ExportJobRow,
  findApiTokens,
  findExportPage,
  findExports,
  findLiveToken,
  insertApiToken,
  insertExport,
  revokeTokenRow,
  touchToken,
} from "./dms.repo.server";
import { type DmsCsvRow, toCsv } from "./dms-columns";
import { apiTokenSchema, DMS_CSV_MAX_ROWS, dmsFeedPagingSchema } from "./dms-schema";

export const DMS_SCOPE = "dms:read";
/** Tokens start with this, so a leaked one is recognisable (secret scanners, logs). */
export const TOKEN_PREFIX = "ahdms_";

/** A timestamptz as PostgreSQL prints it ("2025-03-01 09:30:00.123456+00"). */
const PG_TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:\d{2})?|Z)?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function fieldErrors(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const fields: Record<string, string[]> = {};
  for (const i of issues) {
    const k = String(i.path[0] ?? "form");
    fields[k] = [...(fields[k] ?? []), i.message];
  }
  return fields;
}

function requireGroup(ctx: ServiceContext, group: "admin" | "allJobs"): Result<SessionUser> {
  if (!ctx.principal) return err({ code: "unauthorized" });
  if (!inGroup(ctx.principal, group)) return err({ code: "forbidden" });
  return ok(ctx.principal);
}

// ---- API tokens (admins) ----

export async function listApiTokens(ctx: ServiceContext) {
  const user = requireGroup(ctx, "admin");
  if (!user.ok) return user;
  return ok(await findApiTokens(scoped(ctx)));
}

/** A new token; its clear text is in this answer only (the database keeps its hash). */
export async function createApiToken(
  ctx: ServiceContext,
  input: unknown,
): Promise<Result<{ id: string; name: string; token: string }>> {
  const user = requireGroup(ctx, "admin");
  if (!user.ok) return user;
  const parsed = apiTokenSchema.safeParse(input);
  if (!parsed.success) return err({ code: "invalid", fields: fieldErrors(parsed.error.issues) });
  const token = `${TOKEN_PREFIX}${newToken()}`;
  const row = await insertApiToken(scoped(ctx), {
    name: parsed.data.name,
    tokenHash: tokenHash(token),
    scopes: [DMS_SCOPE],
    createdBy: user.value.id,
    createdAt: ctx.clock.now(),
  });
  return ok({ id: row.id, name: row.name, token });
}

export async function revokeApiToken(ctx: ServiceContext, id: string): Promise<Result<null>> {
  const user = requireGroup(ctx, "admin");
  if (!user.ok) return user;
  if (!UUID.test(id)) return err({ code: "not_found" });
  const done = await revokeTokenRow(scoped(ctx), id, ctx.clock.now());
  return done ? ok(null) : err({ code: "not_found" });
}

export async function listDmsExports(ctx: ServiceContext) {
  const user = requireGroup(ctx, "admin");
  if (!user.ok) return user;
  return ok(await findExports(scoped(ctx), 50));
}

/** The live token of this project a bearer header names, or null (unknown, revoked, another project's). */
export async function authenticateApiToken(ctx: ServiceContext, authorization: string | undefined) {
  const m = /^Bearer ([A-Za-z0-9_-]{10,200})$/.exec(authorization?.trim() ?? "");
  if (!m) return null;
  const row = await findLiveToken(scoped(ctx), tokenHash(m[1]!));
  if (!row?.scopes.includes(DMS_SCOPE)) return null;
  await touchToken(scoped(ctx), row.id, ctx.clock.now());
  return row;
}

// ---- The exported jobs ----

/** Stands in for a user when the feed builds the job list's criteria: sees every job of the project. */
const FEED_PRINCIPAL: SessionUser = {
  id: "00000000-0000-0000-0000-000000000000",
  email: "",
  roles: ["admin"],
  inHolding: false,
  projectId: "",
  companyId: "",
  firstName: "",
  lastName: "",
  companyName: null,
  avatarPath: null,
  language: null,
  soundSettings: {} as SessionUser["soundSettings"],
  needsTerms: false,
  pendingApproval: false,
};

/**
 * The job list's criteria for an export. Without a `visibility` in the query the feed takes open, won
 * and lost jobs (a DMS must see a lead close); the CSV keeps the job list's default (open), like the list.
 */
async function exportCriteria(ctx: ServiceContext, params: URLSearchParams, feed: boolean) {
  const p = jobList.parse(params);
  const c = await jobCriteria(feed ? { ...ctx, principal: FEED_PRINCIPAL } : ctx, p);
  const criteria = feed ? { ...c, viewerId: null, ownAndUnassignedOf: null } : c;
  if (feed && !params.has("visibility")) return { ...criteria, visibility: "notDeleted" as const };
  return criteria;
}

export type DmsJob = {
  id: number;
  systemType: string;
  workflowId: number;
  workflow: string;
  status: { key: string; name: string; outcome: string };
  visibility: string;
  source: string;
  language: string;
  priority: number;
  client: {
    id: string;
    kind: string;
    firstName: string;
    lastName: string;
    company: string | null;
    email: string | null;
    phone: string | null;
  };
  location: { id: number; city: string | null } | null;
  vehicle: { carId: string | null; brand: string | null; model: string | null; valueMinor: number | null };
  assigneeId: string | null;
  deadline: string | null;
  createdAt: string;
  updatedAt: string;
};

function toDmsJob(r: ExportJobRow, ctx: ServiceContext): DmsJob {
  const locale = ctx.locale;
  return {
    id: r.id,
    systemType: r.systemType,
    workflowId: r.workflowId,
    workflow: pickLocalized(r.workflowLabel as LocalizedText, locale),
    status: {
      key: r.statusKey,
      name: pickLocalized(r.statusName as LocalizedText, locale),
      outcome: r.statusOutcome,
    },
    visibility: r.visibility,
    source: r.source,
    language: r.language,
    priority: r.priority,
    client: {
      id: r.clientId,
      kind: r.clientKind,
      firstName: r.clientFirstName,
      lastName: r.clientLastName,
      company: r.clientCompany,
      email: r.clientEmail,
      phone: r.clientPhone,
    },
    location: r.locationId === null ? null : { id: r.locationId, city: r.locationCity },
    vehicle: {
      carId: r.carId,
      brand: r.vehicleBrandName,
      model: r.vehicleModelName,
      valueMinor: r.vehicleValueMinor,
    },
    assigneeId: r.assigneeId,
    deadline: r.deadline?.toISOString() ?? null,
    createdAt: r.cdate.toISOString(),
    updatedAt: r.mdate.toISOString(),
  };
}

function toCsvRow(j: DmsJob): DmsCsvRow {
  return {
    job_id: j.id,
    system_type: j.systemType,
    workflow: j.workflow,
    status: j.status.name,
    status_outcome: j.status.outcome,
    visibility: j.visibility,
    source: j.source,
    language: j.language,
    priority: j.priority,
    client_id: j.client.id,
    client_kind: j.client.kind,
    client_first_name: j.client.firstName,
    client_last_name: j.client.lastName,
    client_company: j.client.company,
    client_email: j.client.email,
    client_phone: j.client.phone,
    location_id: j.location?.id ?? null,
    location_city: j.location?.city ?? null,
    car_id: j.vehicle.carId,
    vehicle_brand: j.vehicle.brand,
    vehicle_model: j.vehicle.model,
    vehicle_value_minor: j.vehicle.valueMinor,
    assignee_id: j.assigneeId,
    deadline: j.deadline,
    created_at: j.createdAt,
    updated_at: j.updatedAt,
  };
}

/** The query an export is recorded with: the filters only (no cursor), at most 1000 characters. */
function recordedQuery(params: URLSearchParams): string {
  const q = new URLSearchParams(params);
  for (const k of ["cursor", "after", "before", "lang"]) q.delete(k);
  return q.toString().slice(0, 1000);
}

/**
 * The CSV download (staff who may see all jobs): the job list's filters, in change order, at most
 * DMS_CSV_MAX_ROWS rows. Recorded as one export.
 */
export async function exportJobsCsv(
  ctx: ServiceContext,
  params: URLSearchParams,
): Promise<Result<{ csv: string; count: number; truncated: boolean }>> {
  const user = requireGroup(ctx, "allJobs");
  if (!user.ok) return user;
  const criteria = await exportCriteria(ctx, params, false);
  const scope = scoped(ctx);
  const out: DmsJob[] = [];
  let after: { mdate: string; id: number } | null = null;
  let truncated = false;
  for (;;) {
    const rows = await findExportPage(scope, criteria, { since: null, after, limit: 1000 });
    const page = rows.slice(0, 1000);
    for (const r of page) out.push(toDmsJob(r, ctx));
    if (out.length >= DMS_CSV_MAX_ROWS) {
      truncated = out.length > DMS_CSV_MAX_ROWS || rows.length > page.length;
      out.length = Math.min(out.length, DMS_CSV_MAX_ROWS);
      break;
    }
    if (rows.length <= 1000) break;
    const last = page[page.length - 1]!;
    after = { mdate: last.mdateText, id: last.id };
  }
  await insertExport(scope, {
    format: "csv",
    via: "back_office",
    userId: user.value.id,
    tokenId: null,
    jobCount: out.length,
    query: recordedQuery(params),
    createdAt: ctx.clock.now(),
  });
  return ok({ csv: toCsv(out.map(toCsvRow)), count: out.length, truncated });
}

export type DmsFeedPage = { jobs: DmsJob[]; nextCursor: string | null; hasMore: boolean };

/**
 * One page of the JSON feed for an authenticated token: jobs changed at or after `updatedSince`, in
 * change order, after `cursor` (the previous page's `nextCursor`). A DMS keeps the last cursor and asks
 * again later: jobs changed since then come after it. Recorded as one export per page.
 */
export async function feedJobs(
  ctx: ServiceContext,
  tokenId: string,
  params: URLSearchParams,
): Promise<Result<DmsFeedPage>> {
  const paging = dmsFeedPagingSchema.safeParse({
    updatedSince: params.get("updatedSince") ?? undefined,
    cursor: params.get("cursor") ?? undefined,
    limit: params.get("limit") ?? undefined,
  });
  if (!paging.success) return err({ code: "invalid", fields: fieldErrors(paging.error.issues) });
  const { updatedSince, cursor, limit } = paging.data;
  let after: { mdate: string; id: number } | null = null;
  if (cursor) {
    const decoded = decodeCursor(cursor, ["string", "string", "int"]);
    if (decoded?.[0] !== "dms" || !PG_TIMESTAMP.test(decoded[1])) {
      return err({ code: "invalid", fields: { cursor: ["dms:errors.cursor"] } });
    }
    after = { mdate: decoded[1], id: decoded[2] };
  }
  const criteria = await exportCriteria(ctx, params, true);
  const scope = scoped(ctx);
  const rows = await findExportPage(scope, criteria, {
    since: updatedSince ? new Date(updatedSince) : null,
    after,
    limit,
  });
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  await insertExport(scope, {
    format: "json",
    via: "api",
    userId: null,
    tokenId,
    jobCount: page.length,
    query: recordedQuery(params),
    createdAt: ctx.clock.now(),
  });
  return ok({
    jobs: page.map((r) => toDmsJob(r, ctx)),
    // The position after the last row, also on the last page: the next sync starts there.
    nextCursor: last ? encodeCursor(["dms", last.mdateText, last.id]) : (cursor ?? null),
    hasMore: rows.length > limit,
  });
}
