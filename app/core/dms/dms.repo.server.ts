/** Rows of the DMS export: API tokens, recorded exports and the exported jobs (keyset by change time). */
import { and, asc, desc, eq, gte, isNull, type SQL, sql } from "drizzle-orm";
import {
  apiTokens,
  clients,
  dmsExports,
  jobs,
  locations,
  workflowStatuses,
  workflows,
} from "../../db/schema";
import type { TenantScope } from "../context/tenant-scope.server";
import { type JobCriteria, jobConditions } from "../leads/jobs.repo.server";

export type ApiTokenRow = typeof apiTokens.$inferSelect;

export async function insertApiToken(
  scope: TenantScope,
  values: { name: string; tokenHash: string; scopes: string[]; createdBy: string | null; createdAt: Date },
) {
  const [row] = await scope.db.insert(apiTokens).values(scope.stamp(values)).returning();
  return row!;
}

export async function findApiTokens(scope: TenantScope) {
  return scope.db
    .select({
      id: apiTokens.id,
      name: apiTokens.name,
      scopes: apiTokens.scopes,
      createdAt: apiTokens.createdAt,
      lastUsedAt: apiTokens.lastUsedAt,
      revokedAt: apiTokens.revokedAt,
    })
    .from(apiTokens)
    .where(scope.owns(apiTokens))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id))
    .limit(200);
}

/** A live token of this project by its hash (another project's token is not found: 401). */
export async function findLiveToken(scope: TenantScope, hash: string) {
  const [row] = await scope.db
    .select()
    .from(apiTokens)
    .where(scope.where(apiTokens, eq(apiTokens.tokenHash, hash), isNull(apiTokens.revokedAt)))
    .limit(1);
  return row ?? null;
}

export async function touchToken(scope: TenantScope, id: string, at: Date) {
  await scope.db
    .update(apiTokens)
    .set({ lastUsedAt: at })
    .where(scope.where(apiTokens, eq(apiTokens.id, id)));
}

/** Revokes once; true when this call revoked it. */
export async function revokeTokenRow(scope: TenantScope, id: string, at: Date): Promise<boolean> {
  const rows = await scope.db
    .update(apiTokens)
    .set({ revokedAt: at })
    .where(scope.where(apiTokens, eq(apiTokens.id, id), isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.id });
  return rows.length > 0;
}

export async function tokenExists(scope: TenantScope, id: string): Promise<boolean> {
  const [row] = await scope.db
    .select({ id: apiTokens.id })
    .from(apiTokens)
    .where(scope.where(apiTokens, eq(apiTokens.id, id)))
    .limit(1);
  return Boolean(row);
}

export async function insertExport(
  scope: TenantScope,
  values: {
    format: "csv" | "json";
    via: "back_office" | "api";
    userId: string | null;
    tokenId: string | null;
    jobCount: number;
    query: string;
    createdAt: Date;
  },
) {
  await scope.db.insert(dmsExports).values(scope.stamp(values));
}

export async function findExports(scope: TenantScope, limit: number) {
  return scope.db
    .select({
      id: dmsExports.id,
      format: dmsExports.format,
      via: dmsExports.via,
      jobCount: dmsExports.jobCount,
      query: dmsExports.query,
      createdAt: dmsExports.createdAt,
      tokenName: apiTokens.name,
    })
    .from(dmsExports)
    .leftJoin(apiTokens, eq(apiTokens.id, dmsExports.tokenId))
    .where(scope.owns(dmsExports))
    .orderBy(desc(dmsExports.createdAt), desc(dmsExports.id))
    .limit(limit);
}

export type ExportJobRow = {
  id: number;
  systemType: string;
  workflowId: number;
  workflowLabel: unknown;
  statusKey: string;
  statusName: unknown;
  statusOutcome: string;
  visibility: string;
  source: string;
  language: string;
  priority: number;
  clientId: string;
  clientKind: string;
  clientFirstName: string;
  clientLastName: string;
  clientCompany: string | null;
  clientEmail: string | null;
  clientPhone: string | null;
  locationId: number | null;
  locationCity: string | null;
  carId: string | null;
  vehicleBrandName: string | null;
  vehicleModelName: string | null;
  vehicleValueMinor: number | null;
  assigneeId: string | null;
  deadline: Date | null;
  cdate: Date;
  mdate: Date;
  /** `mdate` as PostgreSQL prints it (microseconds kept): the cursor's first part. */
  mdateText: string;
};

/**
 * One page of jobs in change order (`mdate`, `id` ascending) after a position, from a time on: what a
 * DMS that syncs repeatedly needs (a job changed again moves to the end and is read again).
 */
export async function findExportPage(
  scope: TenantScope,
  c: JobCriteria,
  page: { since: Date | null; after: { mdate: string; id: number } | null; limit: number },
): Promise<ExportJobRow[]> {
  const where: (SQL | undefined)[] = [jobConditions(scope, c)];
  if (page.since) where.push(gte(jobs.mdate, page.since));
  if (page.after) {
    where.push(sql`(${jobs.mdate}, ${jobs.id}) > (${page.after.mdate}::timestamptz, ${page.after.id})`);
  }
  const rows = await scope.db
    .select({
      id: jobs.id,
      systemType: jobs.systemType,
      workflowId: jobs.workflowId,
      workflowLabel: workflows.langName,
      statusKey: workflowStatuses.key,
      statusName: workflowStatuses.langName,
      statusOutcome: workflowStatuses.outcome,
      visibility: jobs.visibility,
      source: jobs.source,
      language: jobs.language,
      priority: jobs.priority,
      clientId: jobs.clientId,
      clientKind: clients.kind,
      clientFirstName: clients.firstName,
      clientLastName: clients.lastName,
      clientCompany: clients.companyName,
      clientEmail: clients.email,
      clientPhone: clients.phone,
      locationId: jobs.locationId,
      locationCity: locations.city,
      carId: jobs.carId,
      vehicleBrandName: jobs.vehicleBrandName,
      vehicleModelName: jobs.vehicleModelName,
      vehicleValueMinor: jobs.vehicleValueMinor,
      assigneeId: jobs.assigneeId,
      deadline: jobs.deadline,
      cdate: jobs.cdate,
      mdate: jobs.mdate,
      mdateText: sql<string>`(${jobs.mdate})::text`,
    })
    .from(jobs)
    .innerJoin(clients, eq(clients.id, jobs.clientId))
    .innerJoin(workflowStatuses, eq(workflowStatuses.id, jobs.statusId))
    .innerJoin(workflows, eq(workflows.id, jobs.workflowId))
    .leftJoin(locations, eq(locations.id, jobs.locationId))
    .where(and(...where))
    .orderBy(asc(jobs.mdate), asc(jobs.id))
    .limit(page.limit + 1);
  return rows as ExportJobRow[];
}
