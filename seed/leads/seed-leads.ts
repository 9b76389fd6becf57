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
  clients,
  jobEvents,
  jobs,
  locations,
  projects,
  users,
  workflowStatuses,
  workflows,
} from "../../app/db/schema";
import { isLocale, type Locale } from "../../app/shared/locales";
import { ROLE_GROUPS } from "../../app/shared/permissions";
import { generateLeads, type LeadWorld } from "./generate-leads";

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

/** Inserts `count` generated leads; returns how many jobs were written. */
export async function seedLeads(
  db: Db,
  options: { projectId: string; count: number; seed: number; now?: Date; days?: number; batchSize?: number },
): Promise<number> {
  const world = await leadWorld(db, options.projectId, options.now ?? new Date(), options.days ?? 120);
  if (world.workflows.length === 0) return 0;
  let written = 0;
  for (const batch of generateLeads(world, options.count, options.seed, options.batchSize ?? 1000)) {
    await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      if (batch.clients.length) await tx.insert(clients).values(batch.clients).onConflictDoNothing();
      const ids = await tx
        .insert(jobs)
        .values(batch.jobs.map((j) => j.job))
        .returning({ id: jobs.id });
      const events = batch.jobs.flatMap((j, i) =>
        j.events.map((e) => ({ ...e, projectId: options.projectId, jobId: ids[i]!.id })),
      );
      for (let i = 0; i < events.length; i += 2000)
        await tx.insert(jobEvents).values(events.slice(i, i + 2000));
    });
    written += batch.jobs.length;
  }
  return written;
}

/** Jobs already in a project (seeding is idempotent per project). */
export async function jobCount(db: Db, projectId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobs)
    .where(eq(jobs.projectId, projectId));
  return row?.n ?? 0;
}
