/** Trade-in queries (Drizzle only): photos, wizard sessions they belong to, comparables, trade-ins, customer cars. */
import { and, asc, count, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import {
  brands,
  carModels,
  cars,
  jobs,
  tradeInInvitations,
  tradeInPhotos,
  tradeIns,
  wizardSessions,
} from "../../db/schema";
import type { TenantScope } from "../context/tenant-scope.server";
import type { CustomerReach } from "../identity/customer-reach.server";
import type { Comparable } from "./price-range";

/** The wizard session of this project, locked for the rest of the transaction (photo count). */
export async function lockSession(scope: TenantScope, sessionId: string) {
  const rows = await scope.db
    .select({ id: wizardSessions.id, status: wizardSessions.status })
    .from(wizardSessions)
    .where(scope.where(wizardSessions, eq(wizardSessions.id, sessionId)))
    .for("update");
  return rows[0] ?? null;
}

export async function findSession(scope: TenantScope, sessionId: string) {
  const rows = await scope.db
    .select({
      id: wizardSessions.id,
      status: wizardSessions.status,
      visitorId: wizardSessions.visitorId,
      userId: wizardSessions.userId,
    })
    .from(wizardSessions)
    .where(scope.where(wizardSessions, eq(wizardSessions.id, sessionId)));
  return rows[0] ?? null;
}

export async function countSessionPhotos(scope: TenantScope, sessionId: string): Promise<number> {
  const [row] = await scope.db
    .select({ n: count() })
    .from(tradeInPhotos)
    .where(scope.where(tradeInPhotos, eq(tradeInPhotos.sessionId, sessionId), isNull(tradeInPhotos.jobId)));
  return row?.n ?? 0;
}

export async function insertPhoto(
  scope: TenantScope,
  photo: { id: string; sessionId: string; width: number; height: number; bytes: number; createdAt: Date },
) {
  await scope.db.insert(tradeInPhotos).values(scope.stamp(photo));
}

/** Deletes a photo of the session not yet attached to a job; whether one was deleted. */
export async function deleteSessionPhoto(scope: TenantScope, sessionId: string, photoId: string) {
  const rows = await scope.db
    .delete(tradeInPhotos)
    .where(
      scope.where(
        tradeInPhotos,
        eq(tradeInPhotos.id, photoId),
        eq(tradeInPhotos.sessionId, sessionId),
        isNull(tradeInPhotos.jobId),
      ),
    )
    .returning({ id: tradeInPhotos.id });
  return rows.length > 0;
}

/** Who may see a photo: its session (owner, state) and its job (system type). */
export async function findPhotoAccess(scope: TenantScope, photoId: string) {
  const rows = await scope.db
    .select({
      id: tradeInPhotos.id,
      sessionStatus: wizardSessions.status,
      sessionVisitorId: wizardSessions.visitorId,
      sessionUserId: wizardSessions.userId,
      jobId: tradeInPhotos.jobId,
      jobSystemType: jobs.systemType,
      jobVisibility: jobs.visibility,
      jobAssigneeId: jobs.assigneeId,
      jobWorkflowId: jobs.workflowId,
    })
    .from(tradeInPhotos)
    .leftJoin(wizardSessions, and(eq(wizardSessions.id, tradeInPhotos.sessionId), scope.owns(wizardSessions)))
    .leftJoin(jobs, and(eq(jobs.id, tradeInPhotos.jobId), scope.owns(jobs)))
    .where(scope.where(tradeInPhotos, eq(tradeInPhotos.id, photoId)));
  return rows[0] ?? null;
}

/** Whether the job is one of the customer's own (`reach`: customer-reach.server.ts). */
export async function isCustomersJob(scope: TenantScope, jobId: number, reach: CustomerReach) {
  const rows = await scope.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(scope.where(jobs, eq(jobs.id, jobId), reach.jobs))
    .limit(1);
  return rows.length > 0;
}

/** The session's photos become the job's (the wizard is finished). */
export async function attachSessionPhotos(scope: TenantScope, sessionId: string, jobId: number) {
  const rows = await scope.db
    .update(tradeInPhotos)
    .set({ jobId })
    .where(scope.where(tradeInPhotos, eq(tradeInPhotos.sessionId, sessionId), isNull(tradeInPhotos.jobId)))
    .returning({ id: tradeInPhotos.id });
  return rows.map((r) => r.id);
}

export async function listJobPhotos(scope: TenantScope, jobId: number) {
  return scope.db
    .select({
      id: tradeInPhotos.id,
      width: tradeInPhotos.width,
      height: tradeInPhotos.height,
      bytes: tradeInPhotos.bytes,
      createdAt: tradeInPhotos.createdAt,
    })
    .from(tradeInPhotos)
    .where(scope.where(tradeInPhotos, eq(tradeInPhotos.jobId, jobId)))
    .orderBy(asc(tradeInPhotos.createdAt), asc(tradeInPhotos.id));
}

const comparableColumns = {
  priceMinor: cars.priceMinor,
  firstRegistration: sql<string>`${cars.firstRegistration}::text`,
  mileageKm: cars.mileageKm,
};

/** Used and demo cars with a price, a registration and a mileage, offered or sold, in the currency. */
function comparableCars(scope: TenantScope, currency: string) {
  return scope.where(
    cars,
    inArray(cars.condition, ["used", "demo"]),
    sql`${cars.firstRegistration} is not null`,
    sql`${cars.priceMinor} > 0`,
    eq(cars.currency, currency),
    or(sql`${cars.publishedAt} is not null`, eq(cars.status, "sold")),
  );
}

/**
 * The comparables of an offered car: the model's (by brand and model name, case-insensitively) and the
 * brand's with a first registration within `similarYears`, the closest in age first, `limit` each.
 */
export async function findComparables(
  scope: TenantScope,
  q: {
    brand: string;
    model: string;
    currency: string;
    firstRegistration: string;
    similarYears: number;
    limit: number;
  },
): Promise<{ model: Comparable[]; brand: Comparable[] }> {
  const closeness = sql`abs(${cars.firstRegistration} - ${q.firstRegistration}::date)`;
  const brandMatch = sql`lower(${brands.name}) = lower(${q.brand})`;
  const [model, brand] = await Promise.all([
    scope.db
      .select(comparableColumns)
      .from(cars)
      .innerJoin(brands, eq(brands.id, cars.brandId))
      .innerJoin(carModels, eq(carModels.id, cars.modelId))
      .where(
        and(comparableCars(scope, q.currency), brandMatch, sql`lower(${carModels.name}) = lower(${q.model})`),
      )
      .orderBy(closeness, asc(cars.id))
      .limit(q.limit),
    scope.db
      .select(comparableColumns)
      .from(cars)
      .innerJoin(brands, eq(brands.id, cars.brandId))
      .where(
        and(
          comparableCars(scope, q.currency),
          brandMatch,
          sql`${closeness} <= ${Math.round(q.similarYears * 365.25)}`,
        ),
      )
      .orderBy(closeness, asc(cars.id))
      .limit(q.limit),
  ]);
  return { model, brand };
}

export type TradeInValues = Omit<typeof tradeIns.$inferInsert, "projectId">;

export async function insertTradeIn(scope: TenantScope, values: TradeInValues) {
  await scope.db.insert(tradeIns).values(scope.stamp(values));
}

/** The job's vehicle columns (the back office's list shows them); brand and model only where empty. */
export async function setJobVehicle(
  scope: TenantScope,
  jobId: number,
  v: { brand: string; model: string; valueMinor: number | null },
) {
  await scope.db
    .update(jobs)
    .set({
      vehicleBrandName: sql`coalesce(${jobs.vehicleBrandName}, ${v.brand || null})`,
      vehicleModelName: sql`coalesce(${jobs.vehicleModelName}, ${v.model || null})`,
      vehicleValueMinor: v.valueMinor,
    })
    .where(scope.where(jobs, eq(jobs.id, jobId)));
}

export async function findTradeIn(scope: TenantScope, jobId: number) {
  const rows = await scope.db
    .select()
    .from(tradeIns)
    .where(scope.where(tradeIns, eq(tradeIns.jobId, jobId)));
  return rows[0] ?? null;
}

/**
 * The customer's trade-in jobs (which jobs are the customer's: `customerReach`), with the trade-in's
 * offer and the latest invitation's status.
 */
export async function listCustomerTradeIns(
  scope: TenantScope,
  q: { reach: CustomerReach; active: boolean; newestFirst: boolean; limit: number },
) {
  const latestInvitation = sql<string | null>`(
    select ${tradeInInvitations.status} from ${tradeInInvitations}
    where ${tradeInInvitations.jobId} = ${jobs.id} and ${scope.owns(tradeInInvitations)}
    order by ${tradeInInvitations.id} desc limit 1)`;
  return scope.db
    .select({
      id: jobs.id,
      cdate: jobs.cdate,
      visibility: jobs.visibility,
      brandName: sql<string | null>`coalesce(${tradeIns.brandName}, ${jobs.vehicleBrandName})`,
      modelName: sql<string | null>`coalesce(${tradeIns.modelName}, ${jobs.vehicleModelName})`,
      firstRegistration: tradeIns.firstRegistration,
      estimateLowMinor: tradeIns.estimateLowMinor,
      estimateHighMinor: tradeIns.estimateHighMinor,
      estimateExpiresAt: tradeIns.estimateExpiresAt,
      offerMinor: tradeIns.offerMinor,
      offerExpiresAt: tradeIns.offerExpiresAt,
      invitationStatus: latestInvitation,
    })
    .from(jobs)
    .leftJoin(tradeIns, and(eq(tradeIns.jobId, jobs.id), scope.owns(tradeIns)))
    .where(
      scope.where(
        jobs,
        eq(jobs.systemType, "TRADE_IN"),
        // Inactive: decided (won or lost); deleted jobs are the dealer's business, not the customer's.
        q.active ? eq(jobs.visibility, "open") : inArray(jobs.visibility, ["won", "lost"]),
        q.reach.jobs,
      ),
    )
    .orderBy(q.newestFirst ? desc(jobs.cdate) : asc(jobs.cdate), q.newestFirst ? desc(jobs.id) : asc(jobs.id))
    .limit(q.limit);
}
