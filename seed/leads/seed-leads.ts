/**
 * Writes generated leads (generate-leads.ts) into a project: clients, jobs and their events in batches.
 * Used by the demo data (a few hundred) and by `npm run seed:large -- --jobs 1000000`.
 */
import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import { ensureDefaultWorkflows } from "../../app/core/leads/workflows.service.server";
import type { Db } from "../../app/db/client.server";
import {
  brands,
  carModels,
  cars,
  jobs,
  locations,
  projects,
  users,
  workflowStatuses,
  workflows,
} from "../../app/db/schema";
import { isLocale, type Locale } from "../../app/shared/locales";
import { ROLE_GROUPS } from "../../app/shared/permissions";
import {
  type GeneratedClient,
  type GeneratedEvent,
  type GeneratedJob,
  generateLeads,
  type LeadWorld,
} from "./generate-leads";

export async function leadWorld(db: Db, projectId: string, now: Date, days: number): Promise<LeadWorld> {
  await ensureDefaultWorkflows(db);
  const [project] = await db.select().from(projects).where(eq(projects.id, projectId));
  const wfs = await db
    .select()
    .from(workflows)
    .where(eq(workflows.projectId, projectId))
    .orderBy(asc(workflows.position));
  const statuses = await db.select().from(workflowStatuses).where(eq(workflowStatuses.projectId, projectId));
  const employees = await db
    .select({ id: users.id, roles: users.roles })
    .from(users)
    .where(eq(users.companyId, project!.companyId));
  const sellers = employees
    .filter((u) => u.roles.some((r) => ["sales", "manager", "service_advisor", "admin"].includes(r)))
    .map((u) => u.id);
  const locs = await db
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.projectId, projectId));
  const vehicles = await db
    .select({ carId: cars.id, brand: brands.name, model: carModels.name, valueMinor: cars.priceMinor })
    .from(cars)
    .innerJoin(brands, eq(brands.id, cars.brandId))
    .innerJoin(carModels, eq(carModels.id, cars.modelId))
    .where(and(eq(cars.projectId, projectId), isNotNull(cars.publishedAt)))
    .orderBy(asc(cars.number))
    .limit(200);
  return {
    projectId,
    now,
    days,
    languages: (project!.languages as string[]).filter(isLocale) as Locale[],
    workflows: wfs.map((w) => ({
      id: w.id,
      label: w.label,
      systemTypes: w.systemTypes,
      statuses: statuses
        .filter((s) => s.workflowId === w.id)
        .map((s) => ({ id: s.id, outcome: s.outcome, position: s.position })),
    })),
    employees: sellers.length
      ? sellers
      : employees
          .filter((u) => u.roles.some((r) => (ROLE_GROUPS.employee as readonly string[]).includes(r)))
          .map((u) => u.id),
    locations: locs.map((l) => l.id),
    // A site without stock (the community) still hears about cars: a model without a car of its own.
    vehicles: vehicles.length
      ? vehicles
      : [{ carId: null, brand: "Volkswagen", model: "Golf", valueMinor: 2_900_000 }],
  };
}

/**
 * One column of a bulk insert: its name, its PostgreSQL type, and how to read it from a row. Arrays and
 * JSON travel as text (a column of arrays cannot be unnested) and are cast back.
 */
type Column<R> = [name: string, type: string, get: (row: R) => unknown];

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const textArray = (xs: readonly string[]) =>
  `{${xs.map((x) => `"${x.replace(/["\\]/g, "\\$&")}"`).join(",")}}`;

const CLIENT_COLUMNS: Column<GeneratedClient>[] = [
  ["id", "uuid", (c) => c.id],
  ["project_id", "uuid", (c) => c.projectId],
  ["first_name", "text", (c) => c.firstName],
  ["last_name", "text", (c) => c.lastName],
  ["email", "text", (c) => c.email],
  ["phone", "text", (c) => c.phone],
  ["language", "text", (c) => c.language],
  ["privacy_accepted_at", "timestamptz", (c) => iso(c.privacyAcceptedAt)],
  ["created_at", "timestamptz", (c) => iso(c.createdAt)],
];

const JOB_COLUMNS: Column<GeneratedJob & { id: number }>[] = [
  ["id", "int", (j) => j.id],
  ["project_id", "uuid", (j) => j.projectId],
  ["workflow_id", "int", (j) => j.workflowId],
  ["status_id", "int", (j) => j.statusId],
  ["system_type", "text", (j) => j.systemType],
  ["client_id", "uuid", (j) => j.clientId],
  ["assignee_id", "uuid", (j) => j.assigneeId],
  ["location_id", "int", (j) => j.locationId],
  ["source", "text", (j) => j.source],
  ["tags", "text[]", (j) => textArray(j.tags)],
  ["lead_tags", "text[]", (j) => textArray(j.leadTags)],
  ["labels", "text[]", (j) => textArray(j.labels)],
  ["language", "text", (j) => j.language],
  ["car_id", "uuid", (j) => j.carId],
  ["vehicle_brand_name", "text", (j) => j.vehicleBrandName],
  ["vehicle_model_name", "text", (j) => j.vehicleModelName],
  ["vehicle_value_minor", "int", (j) => j.vehicleValueMinor],
  ["payload", "jsonb", (j) => JSON.stringify(j.payload)],
  ["priority", "smallint", (j) => j.priority],
  ["deadline", "timestamptz", (j) => iso(j.deadline)],
  ["starred", "boolean", (j) => j.starred],
  ["visibility", "text", (j) => j.visibility],
  ["close_reason", "text", (j) => j.closeReason],
  ["first_reaction_at", "timestamptz", (j) => iso(j.firstReactionAt)],
  ["closed_at", "timestamptz", (j) => iso(j.closedAt)],
  ["cdate", "timestamptz", (j) => iso(j.cdate)],
  ["mdate", "timestamptz", (j) => iso(j.mdate)],
  ["search_text", "text", (j) => j.searchText],
];

const EVENT_COLUMNS: Column<GeneratedEvent & { projectId: string; jobId: number }>[] = [
  ["project_id", "uuid", (e) => e.projectId],
  ["job_id", "int", (e) => e.jobId],
  ["kind", "text", (e) => e.kind],
  ["actor_id", "uuid", (e) => e.actorId],
  ["data", "jsonb", (e) => JSON.stringify(e.data)],
  ["created_at", "timestamptz", (e) => iso(e.createdAt)],
];

/** Travels as text and is cast back in the select (arrays of arrays cannot be unnested). */
const viaText = (type: string) => type.endsWith("[]") || type === "jsonb";

/**
 * Inserts rows with one parameter per column (`unnest` of arrays) instead of one per value: at a
 * thousand rows a batch, drizzle building a statement of 28,000 parameters cost more than PostgreSQL's
 * work. `overriding system value` lets the jobs' pre-drawn identity ids in.
 */
async function insertColumns<R>(
  db: Db,
  table: "clients" | "jobs" | "job_events",
  rows: readonly R[],
  columns: Column<R>[],
  suffix = "",
): Promise<void> {
  if (rows.length === 0) return;
  const names = columns.map(([name]) => `"${name}"`).join(", ");
  const selected = columns.map(([, type], i) => (viaText(type) ? `c${i}::${type}` : `c${i}`)).join(", ");
  const arrays = columns.map(
    ([, type, get]) => sql`${sql.param(rows.map(get))}::${sql.raw(viaText(type) ? "text" : type)}[]`,
  );
  const aliases = columns.map((_, i) => `c${i}`).join(", ");
  const overriding = table === "jobs" ? "overriding system value" : "";
  await db.execute(
    sql`insert into ${sql.raw(`"${table}"`)} (${sql.raw(names)}) ${sql.raw(overriding)} select ${sql.raw(selected)} from unnest(${sql.join(arrays, sql`, `)}) as u(${sql.raw(aliases)}) ${sql.raw(suffix)}`,
  );
}

/**
 * Inserts `count` generated leads; returns how many jobs were written. `firstIndex` (default 0) numbers
 * the clients' e-mails: a run that adds to a project with leads, or runs side by side, give each its own
 * range (the jobs already there, plus a worker's share), or their e-mails would collide.
 */
export async function seedLeads(
  db: Db,
  options: {
    projectId: string;
    count: number;
    seed: number;
    now?: Date;
    days?: number;
    batchSize?: number;
    firstIndex?: number;
  },
): Promise<number> {
  const world = await leadWorld(db, options.projectId, options.now ?? new Date(), options.days ?? 120);
  if (world.workflows.length === 0) return 0;
  let written = 0;
  for (const batch of generateLeads(
    world,
    options.count,
    options.seed,
    options.batchSize ?? 1000,
    options.firstIndex ?? 0,
  )) {
    await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      if (batch.clients.length) {
        await insertColumns(tx, "clients", batch.clients, CLIENT_COLUMNS, "on conflict do nothing");
      }
      // Ids first (from the identity's sequence), so the events can name their jobs without RETURNING
      // (whose row order PostgreSQL does not promise).
      const result = (await tx.execute(
        sql`select nextval(pg_get_serial_sequence('jobs', 'id'))::int as id from generate_series(1, ${batch.jobs.length})`,
      )) as unknown as { rows: { id: number }[] };
      const ids = result.rows.map((r) => Number(r.id));
      await insertColumns(
        tx,
        "jobs",
        batch.jobs.map((j, i) => ({ ...j.job, id: ids[i]! })),
        JOB_COLUMNS,
      );
      const events = batch.jobs.flatMap((j, i) =>
        j.events.map((e) => ({ ...e, projectId: options.projectId, jobId: ids[i]! })),
      );
      await insertColumns(tx, "job_events", events, EVENT_COLUMNS);
    });
    written += batch.jobs.length;
  }
  return written;
}

/**
 * Many leads at once (`npm run seed:large -- --jobs N`, the jobs benchmark): `parallel` workers on the
 * pool, each with its own seed and e-mail range after the project's `existing` jobs, all on the same
 * clock; then the tables are vacuumed and analysed so plans see the new volume. Returns jobs written.
 */
export async function seedManyLeads(
  db: Db,
  options: {
    projectId: string;
    count: number;
    existing: number;
    parallel: number;
    days?: number;
    batchSize?: number;
    now?: Date;
  },
): Promise<number> {
  const now = options.now ?? new Date();
  const chunk = Math.ceil(options.count / options.parallel);
  const counts = await Promise.all(
    Array.from({ length: options.parallel }, async (_, w) => {
      const n = Math.max(0, Math.min(chunk, options.count - w * chunk));
      if (n === 0) return 0;
      const firstIndex = options.existing + w * chunk;
      return seedLeads(db, {
        projectId: options.projectId,
        count: n,
        seed: 11_000_000 + firstIndex,
        firstIndex,
        now,
        days: options.days ?? 730,
        batchSize: options.batchSize,
      });
    }),
  );
  for (const table of ["clients", "jobs", "job_events"]) await db.execute(sql.raw(`vacuum analyze ${table}`));
  return counts.reduce((a, b) => a + b, 0);
}

/** Jobs already in a project (seeding is idempotent per project). */
export async function jobCount(db: Db, projectId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobs)
    .where(eq(jobs.projectId, projectId));
  return row?.n ?? 0;
}
