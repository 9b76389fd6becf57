/** Drizzle queries of car rental: the rental cars with their price lists and the bookings. */
import { and, asc, eq, gt, inArray, lt, sql } from "drizzle-orm";
import {
  brands,
  carImages,
  carModels,
  cars,
  clients,
  jobs,
  rentalBookings,
  rentalCars,
} from "../../db/schema";
import type { TenantScope } from "../context/tenant-scope.server";
import { lockForTransaction } from "../context/transaction-lock.server";

const carColumns = {
  carId: rentalCars.carId,
  locationId: cars.locationId,
  brandName: brands.name,
  modelName: carModels.name,
  variant: cars.variant,
  fuel: cars.fuel,
  gearbox: cars.gearbox,
  seats: cars.seats,
  powerKw: cars.powerKw,
  currency: cars.currency,
  dayRateMinor: rentalCars.dayRateMinor,
  weekendRateMinor: rentalCars.weekendRateMinor,
  weekRateMinor: rentalCars.weekRateMinor,
  depositMinor: rentalCars.depositMinor,
  includedKmPerDay: rentalCars.includedKmPerDay,
  extraKmMinor: rentalCars.extraKmMinor,
};

export type RentalCarRow = {
  carId: string;
  locationId: number | null;
  brandName: string;
  modelName: string;
  variant: string;
  fuel: string;
  gearbox: string;
  seats: number;
  powerKw: number;
  currency: string;
  dayRateMinor: number;
  weekendRateMinor: number;
  weekRateMinor: number;
  depositMinor: number;
  includedKmPerDay: number;
  extraKmMinor: number;
};

function carQuery(scope: TenantScope) {
  return scope.db
    .select(carColumns)
    .from(rentalCars)
    .innerJoin(cars, and(eq(cars.id, rentalCars.carId), scope.owns(cars)))
    .innerJoin(brands, eq(brands.id, cars.brandId))
    .innerJoin(carModels, eq(carModels.id, cars.modelId));
}

/** The active rental cars standing at a location, cheapest day rate first. */
export async function listRentalCarsAt(scope: TenantScope, locationId: number): Promise<RentalCarRow[]> {
  return carQuery(scope)
    .where(scope.where(rentalCars, eq(rentalCars.active, true), eq(cars.locationId, locationId)))
    .orderBy(asc(rentalCars.dayRateMinor), asc(cars.number));
}

export async function findRentalCar(scope: TenantScope, carId: string): Promise<RentalCarRow | null> {
  const rows = await carQuery(scope)
    .where(scope.where(rentalCars, eq(rentalCars.active, true), eq(rentalCars.carId, carId)))
    .limit(1);
  return rows[0] ?? null;
}

/** The first picture of each of the rental cars (the result's photo), by car. */
export async function firstImagesOf(
  scope: TenantScope,
  carIds: string[],
): Promise<Map<string, { id: string; width: number; height: number }>> {
  if (carIds.length === 0) return new Map();
  const rows = await scope.db
    .selectDistinctOn([carImages.carId], {
      carId: carImages.carId,
      id: carImages.id,
      width: carImages.width,
      height: carImages.height,
    })
    .from(carImages)
    .innerJoin(cars, and(eq(cars.id, carImages.carId), scope.owns(cars)))
    .where(inArray(carImages.carId, carIds))
    .orderBy(asc(carImages.carId), asc(carImages.position));
  return new Map(rows.map((r) => [r.carId, { id: r.id, width: r.width, height: r.height }]));
}

/** The cars among `carIds` that a booked rental blocks somewhere in [from, until). */
export async function blockedCarIds(
  scope: TenantScope,
  carIds: string[],
  from: Date,
  until: Date,
): Promise<Set<string>> {
  if (carIds.length === 0) return new Set();
  const rows = await scope.db
    .selectDistinct({ carId: rentalBookings.carId })
    .from(rentalBookings)
    .where(
      scope.where(
        rentalBookings,
        inArray(rentalBookings.carId, carIds),
        eq(rentalBookings.status, "booked"),
        lt(rentalBookings.startsAt, until),
        gt(rentalBookings.blockedUntil, from),
      ),
    );
  return new Set(rows.map((r) => r.carId));
}

export type NewRentalBooking = Omit<typeof rentalBookings.$inferInsert, "id" | "projectId">;

/**
 * Inserts a booking in the caller's transaction; other bookings of the car wait until it commits.
 * Answers its id and creation time (the booking number's parts, `rentalNumber`).
 */
export async function insertRentalBooking(
  scope: TenantScope,
  values: NewRentalBooking,
): Promise<{ id: number; createdAt: Date }> {
  await lockForTransaction(scope.db, `rental-car:${values.carId}`);
  const [row] = await scope.db
    .insert(rentalBookings)
    .values(scope.stamp(values))
    .returning({ id: rentalBookings.id, createdAt: rentalBookings.createdAt });
  return row!;
}

/**
 * The bookings of `email` (the booker's client row) not yet returned at `now`, with the earliest
 * return: what a guest holds of the fleet.
 */
export async function openBookingsOf(
  scope: TenantScope,
  email: string,
  now: Date,
): Promise<{ count: number; firstEnd: Date | null }> {
  const [row] = await scope.db
    .select({
      count: sql<number>`count(*)::int`,
      firstEnd: sql<string | null>`min(${rentalBookings.endsAt})`,
    })
    .from(rentalBookings)
    .innerJoin(jobs, and(eq(jobs.id, rentalBookings.jobId), scope.owns(jobs)))
    .innerJoin(clients, and(eq(clients.id, jobs.clientId), scope.owns(clients)))
    .where(
      scope.where(
        rentalBookings,
        eq(clients.email, email.trim().toLowerCase()),
        eq(rentalBookings.status, "booked"),
        gt(rentalBookings.endsAt, now),
      ),
    );
  return { count: row?.count ?? 0, firstEnd: row?.firstEnd ? new Date(row.firstEnd) : null };
}

/** A booking by its job and the reference only its booker got (the confirmation page). */
export async function findBookingByReference(scope: TenantScope, jobId: number, reference: string) {
  const rows = await scope.db
    .select({
      id: rentalBookings.id,
      carId: rentalBookings.carId,
      pickupLocationId: rentalBookings.pickupLocationId,
      returnLocationId: rentalBookings.returnLocationId,
      startsAt: rentalBookings.startsAt,
      endsAt: rentalBookings.endsAt,
      priceMinor: rentalBookings.priceMinor,
      depositMinor: rentalBookings.depositMinor,
      includedKm: rentalBookings.includedKm,
      currency: rentalBookings.currency,
      status: rentalBookings.status,
      createdAt: rentalBookings.createdAt,
    })
    .from(rentalBookings)
    .innerJoin(jobs, and(eq(jobs.id, rentalBookings.jobId), scope.owns(jobs)))
    .where(
      scope.where(
        rentalBookings,
        eq(rentalBookings.jobId, jobId),
        sql`${jobs.payload}->>'reference' = ${reference}`,
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** Whether an error (or its causes) is PostgreSQL's refusal of an overlapping rental (23P01). */
export function isRentalOverlap(e: unknown): boolean {
  for (let cur: unknown = e, depth = 0; cur && depth < 4; depth++) {
    const c = cur as { code?: string; constraint?: string; message?: string; cause?: unknown };
    if (
      c.code === "23P01" &&
      (c.constraint === "rental_bookings_no_overlap" || /rental_bookings_no_overlap/.test(c.message ?? ""))
    ) {
      return true;
    }
    cur = c.cause;
  }
  return false;
}
