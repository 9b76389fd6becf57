/** Drizzle queries of workshop service booking: offerings, bays, appointments, reminders. */
import { and, asc, desc, eq, exists, gt, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { jobs, locations, serviceAppointments, serviceOfferings } from "../../db/schema";
import type { AppointmentVehicle } from "../../db/schema/service-bookings";
import { type ServiceContext, withTransaction } from "../context/service-context.server";
import type { TenantScope } from "../context/tenant-scope.server";
import { lockForTransaction } from "../context/transaction-lock.server";
import type { CustomerReach } from "../identity/customer-reach.server";
import type { BookedInterval } from "./service-slots";

export type ServiceOffering = typeof serviceOfferings.$inferSelect;
export type ServiceAppointment = typeof serviceAppointments.$inferSelect;

/** Active offerings of the project (of one location if given), in their order. */
export async function listOfferings(scope: TenantScope, locationId?: number) {
  return scope.db
    .select()
    .from(serviceOfferings)
    .where(
      scope.where(
        serviceOfferings,
        eq(serviceOfferings.active, true),
        locationId === undefined ? undefined : eq(serviceOfferings.locationId, locationId),
      ),
    )
    .orderBy(asc(serviceOfferings.locationId), asc(serviceOfferings.sort), asc(serviceOfferings.id));
}

export async function findOffering(scope: TenantScope, id: number): Promise<ServiceOffering | null> {
  const [row] = await scope.db
    .select()
    .from(serviceOfferings)
    .where(scope.where(serviceOfferings, eq(serviceOfferings.id, id)))
    .limit(1);
  return row ?? null;
}

/** The number of bays of a location of the project (null: not a location of the project). */
export async function serviceBaysOf(scope: TenantScope, locationId: number): Promise<number | null> {
  const [row] = await scope.db
    .select({ bays: locations.serviceBays })
    .from(locations)
    .where(scope.where(locations, eq(locations.id, locationId)))
    .limit(1);
  return row ? row.bays : null;
}

/** Booked appointments of a location overlapping `[from, to)` (served by service_appointments_location_idx). */
export async function bookedIntervals(
  scope: TenantScope,
  locationId: number,
  from: Date,
  to: Date,
  exceptId?: number,
): Promise<BookedInterval[]> {
  return scope.db
    .select({ startsAt: serviceAppointments.startsAt, endsAt: serviceAppointments.endsAt })
    .from(serviceAppointments)
    .where(
      scope.where(
        serviceAppointments,
        eq(serviceAppointments.locationId, locationId),
        eq(serviceAppointments.status, "booked"),
        sql`${serviceAppointments.startsAt} < ${to.toISOString()}`,
        gt(serviceAppointments.endsAt, from),
        exceptId === undefined ? undefined : sql`${serviceAppointments.id} <> ${exceptId}`,
      ),
    );
}

/** Whether `e` (or its cause) is a violation of the bays' exclusion constraint. */
export function isBayTaken(e: unknown): boolean {
  for (let cur: unknown = e, depth = 0; cur && depth < 4; depth++) {
    const c = cur as { code?: string; cause?: unknown };
    if (c.code === "23P01") return true;
    cur = c.cause;
  }
  return false;
}

export type NewAppointment = {
  locationId: number;
  offeringId: number;
  jobId: number | null;
  startsAt: Date;
  endsAt: Date;
  vehicle: AppointmentVehicle;
  email: string;
  language: string;
  at: Date;
};

/**
 * Books the first bay (1..bays, in order) that is free for the period, in the caller's transaction;
 * other bookings of the location wait until it commits (`lockForTransaction`). Each try runs in a
 * savepoint: the exclusion constraint decides, and a `23P01` moves on to the next bay without aborting
 * the caller's transaction. Null when every bay is taken.
 */
export async function insertInFreeBay(
  ctx: ServiceContext,
  scope: TenantScope,
  bays: number,
  values: NewAppointment,
): Promise<ServiceAppointment | null> {
  await lockForTransaction(scope.db, `service-bays:${values.locationId}`);
  for (let bay = 1; bay <= bays; bay++) {
    try {
      return await withTransaction({ ...ctx, db: scope.db }, async (sp) => {
        const [row] = await sp.db
          .insert(serviceAppointments)
          .values(
            scope.stamp({
              locationId: values.locationId,
              offeringId: values.offeringId,
              jobId: values.jobId,
              bay,
              startsAt: values.startsAt,
              endsAt: values.endsAt,
              vehicle: values.vehicle,
              email: values.email,
              language: values.language,
              createdAt: values.at,
              updatedAt: values.at,
            }),
          )
          .returning();
        return row!;
      });
    } catch (e) {
      if (!isBayTaken(e)) throw e;
    }
  }
  return null;
}

/** Moves a booked appointment to a new period, in its bay if free, else the next free one (savepoints). */
export async function moveToFreeBay(
  ctx: ServiceContext,
  scope: TenantScope,
  appointment: ServiceAppointment,
  bays: number,
  period: { startsAt: Date; endsAt: Date },
  at: Date,
): Promise<ServiceAppointment | null> {
  await lockForTransaction(scope.db, `service-bays:${appointment.locationId}`);
  const order = [
    appointment.bay,
    ...Array.from({ length: bays }, (_, i) => i + 1).filter((b) => b !== appointment.bay),
  ];
  for (const bay of order) {
    try {
      return await withTransaction({ ...ctx, db: scope.db }, async (sp) => {
        const [row] = await sp.db
          .update(serviceAppointments)
          .set({ bay, startsAt: period.startsAt, endsAt: period.endsAt, reminderSentAt: null, updatedAt: at })
          .where(
            scope.where(
              serviceAppointments,
              eq(serviceAppointments.id, appointment.id),
              eq(serviceAppointments.status, "booked"),
            ),
          )
          .returning();
        return row ?? null;
      });
    } catch (e) {
      if (!isBayTaken(e)) throw e;
    }
  }
  return null;
}

export async function findAppointment(scope: TenantScope, id: number): Promise<ServiceAppointment | null> {
  const [row] = await scope.db
    .select()
    .from(serviceAppointments)
    .where(scope.where(serviceAppointments, eq(serviceAppointments.id, id)))
    .limit(1);
  return row ?? null;
}

/** Cancels a booked appointment (its bay is free again: the constraint covers booked rows only). */
export async function cancelAppointmentRow(scope: TenantScope, id: number, at: Date) {
  const [row] = await scope.db
    .update(serviceAppointments)
    .set({ status: "cancelled", updatedAt: at })
    .where(
      scope.where(
        serviceAppointments,
        eq(serviceAppointments.id, id),
        eq(serviceAppointments.status, "booked"),
      ),
    )
    .returning();
  return row ?? null;
}

export async function setJobDeadline(scope: TenantScope, jobId: number, deadline: Date | null) {
  await scope.db
    .update(jobs)
    .set({ deadline })
    .where(scope.where(jobs, eq(jobs.id, jobId)));
}

/**
 * Claims the appointments whose reminder is due (booked, starting within `leadHours` from `now`, not yet
 * reminded), in every project: one UPDATE sets `reminder_sent_at` only where it is still null, so of two
 * concurrent runs exactly one gets each row back. Call inside the transaction that queues the mails.
 */
export async function claimDueReminders(db: Db, now: Date, leadHours: number): Promise<ServiceAppointment[]> {
  const until = new Date(now.getTime() + leadHours * 3_600_000);
  return db
    .update(serviceAppointments)
    .set({ reminderSentAt: now })
    .where(
      and(
        eq(serviceAppointments.status, "booked"),
        isNull(serviceAppointments.reminderSentAt),
        gt(serviceAppointments.startsAt, now),
        lte(serviceAppointments.startsAt, until),
      ),
    )
    .returning();
}

/**
 * The car of a customer's latest appointment in the project (a returning customer's car): one booked
 * under the account's verified address, or of a job that is the account's (`customerReach`).
 */
export async function latestVehicleOf(
  scope: TenantScope,
  reach: CustomerReach,
): Promise<AppointmentVehicle | null> {
  const ownJob = exists(
    scope.db
      .select({ one: sql`1` })
      .from(jobs)
      .where(scope.where(jobs, eq(jobs.id, serviceAppointments.jobId), reach.jobs)),
  );
  const [row] = await scope.db
    .select({ vehicle: serviceAppointments.vehicle })
    .from(serviceAppointments)
    .where(scope.where(serviceAppointments, or(reach.verifiedAddress(serviceAppointments.email), ownJob)))
    .orderBy(desc(serviceAppointments.createdAt))
    .limit(1);
  return row?.vehicle ?? null;
}
