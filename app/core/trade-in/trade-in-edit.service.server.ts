/**
 * The trade-in panel of the job page: what the customer offered, the
 * indicative range, photos, the offer and the latest invitation; employees edit the vehicle data and set
 * the offer. Every change is a `trade_in` event with before and after, counts as a reaction (it ends
 * the 2-hour critical window like a comment) and moves the job's `mdate`; the offer is the job's
 * vehicle value.
 */

import { projectTimeZone } from "../../shared/date-time";
import { isDbId } from "../../shared/db-id";
import { inGroup } from "../../shared/permissions";
import { err, ok, type Result } from "../../shared/result";
import { mayOpenJob } from "../access/visibility.server";
import type { ServiceContext } from "../context/service-context.server";
import { scoped } from "../context/tenant-scope.server";
import { findJob } from "../leads/jobs.repo.server";
import { allOrNothing } from "../mail/all-or-nothing.server";
import { parseOffer, parseVehicle, type VehicleData } from "./trade-in-edit";
import {
  findLatestInvitation,
  findTradeInRow,
  insertJobEventReturningId,
  insertTradeInRow,
  type JobVehicleChange,
  listTradeInPhotoIds,
  lockTradeInRow,
  type TradeInChange,
  type TradeInRow,
  touchJobForTradeIn,
  updateTradeInRow,
} from "./trade-in-edit.repo.server";

export type WorkableJob = NonNullable<Awaited<ReturnType<typeof findJob>>>;

/**
 * A job the signed-in employee may work (as the job page: lead workers; all-jobs users any job, others
 * their own and unassigned ones; anything else is not found, like a missing job).
 */
export async function jobForWork(ctx: ServiceContext, jobId: number): Promise<Result<WorkableJob>> {
  const user = ctx.principal;
  if (!user) return err({ code: "unauthorized" });
  if (!inGroup(user, "workflows")) return err({ code: "forbidden" });
  if (!isDbId(jobId)) return err({ code: "not_found" });
  const job = await findJob(scoped(ctx), jobId);
  if (!job) return err({ code: "not_found" });
  // The job page's rule, shared workflows included (decision 0031).
  return (await mayOpenJob(ctx, job, user)) ? ok(job) : err({ code: "not_found" });
}

/** A TRADE_IN job of a site with the trade-in feature. */
async function tradeInJob(ctx: ServiceContext, jobId: number): Promise<Result<WorkableJob>> {
  const job = await jobForWork(ctx, jobId);
  if (!job.ok) return job;
  if (!ctx.project.features.trade_in) return err({ code: "forbidden" });
  if (job.value.systemType !== "TRADE_IN") return err({ code: "not_found" });
  return job;
}

export type TradeInPanel = {
  tradeIn: TradeInRow | null;
  /** Brand and model from the job when there is no trade-in row yet (taken by phone, older leads). */
  fallback: { brandName: string; modelName: string };
  photoIds: string[];
  invitation: { id: number; status: string; createdAt: Date; answeredAt: Date | null } | null;
};

/** The panel's data, or null for a job that is not a trade-in (or a site without the feature). */
export async function getTradeInPanel(ctx: ServiceContext, jobId: number): Promise<TradeInPanel | null> {
  const job = await tradeInJob(ctx, jobId);
  if (!job.ok) return null;
  const scope = scoped(ctx);
  const [tradeIn, photoIds, invitation] = await Promise.all([
    findTradeInRow(scope, jobId),
    listTradeInPhotoIds(scope, jobId),
    findLatestInvitation(scope, jobId),
  ]);
  return {
    tradeIn,
    fallback: { brandName: job.value.vehicleBrandName ?? "", modelName: job.value.vehicleModelName ?? "" },
    photoIds,
    invitation: invitation
      ? {
          id: invitation.id,
          status: invitation.status,
          createdAt: invitation.createdAt,
          answeredAt: invitation.answeredAt,
        }
      : null,
  };
}

const VEHICLE_KEYS = ["brandName", "modelName", "firstRegistration", "mileageKm", "fuel", "gearbox"] as const;

/** Changes the vehicle data (a `trade_in` event `vehicle` with the changed fields before and after). */
export async function editTradeInVehicle(
  ctx: ServiceContext,
  jobId: number,
  input: unknown,
  timeZone = projectTimeZone(ctx.project),
): Promise<Result<{ changed: string[] }>> {
  const job = await tradeInJob(ctx, jobId);
  if (!job.ok) return job;
  const vehicle = parseVehicle(input, ctx.clock.now(), timeZone, ctx.locale);
  if (!vehicle.ok) return vehicle;
  return changeTradeIn(ctx, job.value, (row) => {
    const changed = VEHICLE_KEYS.filter((k) => row[k] !== vehicle.value[k]);
    const pick = (from: VehicleData | TradeInRow) => Object.fromEntries(changed.map((k) => [k, from[k]]));
    return {
      change: vehicle.value,
      jobChange: { vehicleBrandName: vehicle.value.brandName, vehicleModelName: vehicle.value.modelName },
      event: { action: "vehicle", before: pick(row), after: pick(vehicle.value) },
      changed,
    };
  });
}

/** Sets the offer: amount (minor units) and expiry; the job's vehicle value becomes the offer. */
export async function setTradeInOffer(
  ctx: ServiceContext,
  jobId: number,
  input: unknown,
  timeZone = projectTimeZone(ctx.project),
): Promise<Result<{ changed: string[] }>> {
  const job = await tradeInJob(ctx, jobId);
  if (!job.ok) return job;
  const offer = parseOffer(input, ctx.clock.now(), timeZone, ctx.locale);
  if (!offer.ok) return offer;
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return changeTradeIn(ctx, job.value, (row) => ({
    change: offer.value,
    jobChange: { vehicleValueMinor: offer.value.offerMinor },
    event: {
      action: "offer",
      currency: ctx.project.currency,
      before: { offerMinor: row.offerMinor, offerExpiresAt: iso(row.offerExpiresAt) },
      after: { offerMinor: offer.value.offerMinor, offerExpiresAt: iso(offer.value.offerExpiresAt) },
    },
    changed: ["offerMinor", "offerExpiresAt"],
  }));
}

async function changeTradeIn(
  ctx: ServiceContext,
  job: WorkableJob,
  plan: (row: TradeInRow) => {
    change: TradeInChange;
    jobChange: JobVehicleChange;
    event: Record<string, unknown>;
    changed: string[];
  },
): Promise<Result<{ changed: string[] }>> {
  return allOrNothing(ctx, async (tx) => {
    const scope = scoped(tx);
    const now = tx.clock.now();
    let row = await lockTradeInRow(scope, job.id);
    if (!row) {
      await insertTradeInRow(scope, {
        jobId: job.id,
        brandName: job.vehicleBrandName ?? "",
        modelName: job.vehicleModelName ?? "",
        at: now,
      });
      row = await lockTradeInRow(scope, job.id);
    }
    if (!row) return err({ code: "conflict" });
    const planned = plan(row);
    await updateTradeInRow(scope, job.id, planned.change, now);
    await touchJobForTradeIn(scope, job.id, planned.jobChange, now, true);
    await insertJobEventReturningId(scope, {
      jobId: job.id,
      kind: "trade_in",
      actorId: tx.principal?.id ?? null,
      data: planned.event,
      at: now,
    });
    return ok({ changed: planned.changed });
  });
}
