/** Drizzle queries of the trade-in panel on the job page: the trade-in row, photos, events. */
import { asc, desc, eq, sql } from "drizzle-orm";
import { jobEvents, jobs, tradeInInvitations, tradeInPhotos, tradeIns } from "../../db/schema";
import type { TenantScope } from "../context/tenant-scope.server";
import type { JobEventKind } from "../leads/job-events";

export type TradeInRow = typeof tradeIns.$inferSelect;

/**
 * The trade-in of a job. (The photos slice brings `getTradeIn(ctx, jobId)` with photos; until then the
 * panel reads the row here.)
 */
export async function findTradeInRow(scope: TenantScope, jobId: number): Promise<TradeInRow | null> {
  const [row] = await scope.db
    .select()
    .from(tradeIns)
    .where(scope.where(tradeIns, eq(tradeIns.jobId, jobId)))
    .limit(1);
  return row ?? null;
}

/** Locks the trade-in row for a change (two employees saving at once apply one after the other). */
export async function lockTradeInRow(scope: TenantScope, jobId: number): Promise<TradeInRow | null> {
  const [row] = await scope.db
    .select()
    .from(tradeIns)
    .where(scope.where(tradeIns, eq(tradeIns.jobId, jobId)))
    .for("update");
  return row ?? null;
}

/** A trade-in row for a job that has none yet (a trade-in taken by phone): brand and model of the job. */
export async function insertTradeInRow(
  scope: TenantScope,
  values: { jobId: number; brandName: string; modelName: string; at: Date },
) {
  await scope.db
    .insert(tradeIns)
    .values(
      scope.stamp({
        jobId: values.jobId,
        brandName: values.brandName,
        modelName: values.modelName,
        createdAt: values.at,
        updatedAt: values.at,
      }),
    )
    .onConflictDoNothing();
}

export type TradeInChange = Partial<
  Pick<
    TradeInRow,
    | "brandName"
    | "modelName"
    | "firstRegistration"
    | "mileageKm"
    | "fuel"
    | "gearbox"
    | "offerMinor"
    | "offerExpiresAt"
  >
>;

export async function updateTradeInRow(scope: TenantScope, jobId: number, change: TradeInChange, at: Date) {
  await scope.db
    .update(tradeIns)
    .set({ ...change, updatedAt: at })
    .where(scope.where(tradeIns, eq(tradeIns.jobId, jobId)));
}

/** Ids of the job's photos in upload order (served by /api/trade-in/photos/{id}/thumb.webp). */
export async function listTradeInPhotoIds(scope: TenantScope, jobId: number): Promise<string[]> {
  const rows = await scope.db
    .select({ id: tradeInPhotos.id })
    .from(tradeInPhotos)
    .where(scope.where(tradeInPhotos, eq(tradeInPhotos.jobId, jobId)))
    .orderBy(asc(tradeInPhotos.createdAt), asc(tradeInPhotos.id))
    .limit(50);
  return rows.map((r) => r.id);
}

/** A timeline event whose id is needed (the invitation keeps it: spec tradeininvitation/{eventId}). */
export async function insertJobEventReturningId(
  scope: TenantScope,
  event: {
    jobId: number;
    kind: JobEventKind;
    actorId: string | null;
    data: Record<string, unknown>;
    at: Date;
  },
): Promise<number> {
  const [row] = await scope.db
    .insert(jobEvents)
    .values(
      scope.stamp({
        jobId: event.jobId,
        kind: event.kind,
        actorId: event.actorId,
        data: event.data,
        createdAt: event.at,
      }),
    )
    .returning({ id: jobEvents.id });
  return row!.id;
}

/** The job's latest invitation (the panel shows its status). */
export async function findLatestInvitation(scope: TenantScope, jobId: number) {
  const [row] = await scope.db
    .select()
    .from(tradeInInvitations)
    .where(scope.where(tradeInInvitations, eq(tradeInInvitations.jobId, jobId)))
    .orderBy(desc(tradeInInvitations.createdAt), desc(tradeInInvitations.id))
    .limit(1);
  return row ?? null;
}

export type JobVehicleChange = Partial<{
  vehicleBrandName: string | null;
  vehicleModelName: string | null;
  vehicleValueMinor: number | null;
}>;

/**
 * A trade-in change on its job: vehicle columns, `mdate`, and the first reaction if there was none (an
 * employee's work on the trade-in is something the client notices, like a comment: decision 0022).
 */
export async function touchJobForTradeIn(
  scope: TenantScope,
  jobId: number,
  change: JobVehicleChange,
  at: Date,
  reaction: boolean,
) {
  await scope.db
    .update(jobs)
    .set({
      ...change,
      mdate: at,
      ...(reaction
        ? { firstReactionAt: sql`coalesce(${jobs.firstReactionAt}, ${at.toISOString()}::timestamptz)` }
        : {}),
    })
    .where(scope.where(jobs, eq(jobs.id, jobId)));
}
