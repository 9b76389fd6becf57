/**
 * Car rental (car-rental/vermietung): the rental locations, the cars free for a period with their
 * prices, and the booking: a RENTAL job and a `rental_bookings` row in one transaction, plus the
 * confirmation mail and the team's notification. Two bookings of one car never overlap: the exclusion
 * constraint `rental_bookings_no_overlap` refuses the second (PostgreSQL 23P01), which is answered as a
 * conflict ("just booked by someone else") and rolls back the job too. A guest (no verified account)
 * books at most MAX_GUEST_RENTAL_DAYS and holds a few bookings at once, per e-mail address and per
 * client address (docs/decisions/0045-abuse-limits.md).
 */
import { LOCALE_TAGS } from "../../shared/locales";
import { err, ok, type Result } from "../../shared/result";
import { holdsFromAddress, isVerifiedBuyer, type Requester } from "../commerce/buyer-trust.server";
import { secondsUntil } from "../commerce/reservation-rules";
import { type ServiceContext, withTransaction } from "../context/service-context.server";
import { scoped } from "../context/tenant-scope.server";
import { lockForTransaction } from "../context/transaction-lock.server";
import { createLead } from "../leads/create-lead.service.server";
import type { ClosedDays } from "../locations/closed-day-types";
import { closedDaysAhead } from "../locations/closed-days";
import { type LocationView, listLocations } from "../locations/locations.service.server";
import { formatAppointment } from "../locations/zoned-time";
import {
  customerOfJob,
  perLocale,
  queueCustomerNotification,
} from "../notifications/customer-notifications.server";
import {
  blockedCarIds,
  findBookingByReference,
  findRentalCar,
  firstImagesOf,
  insertRentalBooking,
  isRentalOverlap,
  listRentalCarsAt,
  openBookingsOf,
  type RentalCarRow,
} from "./rental.repo.server";
import { rentalPeriod, rentalTimes } from "./rental-availability";
import { OPEN_GUEST_BOOKINGS_PER_EMAIL, overGuestLength } from "./rental-limits";
import { rentalMails } from "./rental-mails.server";
import {
  ageOn,
  bufferMinutes,
  MAX_ADVANCE_DAYS,
  MAX_RENTAL_DAYS,
  MIN_DRIVER_AGE,
  minDriverAge,
  type RentalPrice,
  rentalNumber,
  rentalPrice,
} from "./rental-price";
import {
  type RentalSearch,
  rentalBookingSchema,
  rentalFieldErrors,
  rentalSearchSchema,
} from "./rental-schema";

export type RentalLocation = Pick<
  LocationView,
  "id" | "slug" | "name" | "city" | "timeZone" | "openingHours"
> & { closed: ClosedDays };

export type RentalCarOffer = {
  carId: string;
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
  /** The car's first picture (the storefront's illustration stands in where it has none). */
  image: { id: string; width: number; height: number } | null;
  price: RentalPrice;
};

export type RentalSetup = { locations: RentalLocation[]; times: string[] };

type Invalid = { code: "invalid"; fields: Record<string, string[]> };

/** The locations that rent out cars (service `rental`), and the times the form offers. */
export async function rentalSetup(ctx: ServiceContext): Promise<Result<RentalSetup>> {
  if (!ctx.project.features.rental) return err({ code: "not_found" });
  const locations = (await listLocations(ctx))
    .filter((l) => l.services.includes("rental"))
    .map((l) => ({
      id: l.id,
      slug: l.slug,
      name: l.name,
      city: l.city,
      timeZone: l.timeZone,
      openingHours: l.openingHours,
      // Every day a pick-up (up to a year ahead) or its return can fall on.
      closed: closedDaysAhead(l, ctx.clock.now(), MAX_ADVANCE_DAYS + MAX_RENTAL_DAYS + 1, ctx.locale),
    }));
  return ok({
    locations,
    times: rentalTimes(locations.map((l) => ({ hours: l.openingHours, timeZone: l.timeZone }))),
  });
}

type Resolved = {
  search: RentalSearch;
  pickup: RentalLocation;
  dropOff: RentalLocation;
  start: Date;
  end: Date;
};

function resolve(setup: RentalSetup, search: RentalSearch, now: Date): Result<Resolved, Invalid> {
  const pickup = setup.locations.find((l) => l.id === search.pickupLocation);
  const dropOff = setup.locations.find((l) => l.id === search.returnLocation);
  const fields: Record<string, string[]> = {};
  if (!pickup) fields.pickupLocation = ["rental:errors.location"];
  if (!dropOff) fields.returnLocation = ["rental:errors.location"];
  if (!pickup || !dropOff) return err({ code: "invalid", fields });
  const period = rentalPeriod(
    search,
    { hours: pickup.openingHours, timeZone: pickup.timeZone, closed: pickup.closed },
    { hours: dropOff.openingHours, timeZone: dropOff.timeZone, closed: dropOff.closed },
    now,
  );
  if (!period.ok) return err({ code: "invalid", fields: period.fields });
  return ok({ search, pickup, dropOff, ...period.period });
}

function offer(car: RentalCarRow, r: Resolved, image: RentalCarOffer["image"] = null): RentalCarOffer | null {
  const price = rentalPrice(car, r.start, r.end, r.pickup.timeZone);
  if (!price) return null;
  return {
    carId: car.carId,
    brandName: car.brandName,
    modelName: car.modelName,
    variant: car.variant,
    fuel: car.fuel,
    gearbox: car.gearbox,
    seats: car.seats,
    powerKw: car.powerKw,
    currency: car.currency,
    dayRateMinor: car.dayRateMinor,
    weekendRateMinor: car.weekendRateMinor,
    image,
    price,
  };
}

function blockedUntil(r: Resolved): Date {
  return new Date(r.end.getTime() + bufferMinutes(r.pickup.id, r.dropOff.id) * 60_000);
}

/** The cars at the pick-up location free for the period (with the buffer), with their prices. */
export async function searchRentalCars(
  ctx: ServiceContext,
  input: unknown,
): Promise<Result<{ cars: RentalCarOffer[] }, Invalid | { code: "not_found" }>> {
  const setup = await rentalSetup(ctx);
  if (!setup.ok) return err({ code: "not_found" });
  const parsed = rentalSearchSchema.safeParse(input);
  if (!parsed.success) return err({ code: "invalid", fields: rentalFieldErrors(parsed.error) });
  const r = resolve(setup.value, parsed.data, ctx.clock.now());
  if (!r.ok) return r;
  if (overGuestLength(r.value.start, r.value.end) && !(await isVerifiedBuyer(ctx)))
    return err({ code: "invalid", fields: { returnDate: ["rental:errors.too_long_guest"] } });
  const scope = scoped(ctx);
  const cars = await listRentalCarsAt(scope, r.value.pickup.id);
  const blocked = await blockedCarIds(
    scope,
    cars.map((c) => c.carId),
    r.value.start,
    blockedUntil(r.value),
  );
  const free = cars.filter((c) => !blocked.has(c.carId));
  const images = await firstImagesOf(
    scope,
    free.map((c) => c.carId),
  );
  return ok({
    cars: free.flatMap((c) => offer(c, r.value, images.get(c.carId) ?? null) ?? []),
  });
}

export type RentalBooked = { jobId: number; reference: string; number: string };

export type RentalBookingError =
  | Invalid
  | { code: "not_found" }
  | { code: "conflict"; message: string }
  | { code: "throttled"; retryAfterSec: number; message: string };

/**
 * Books a car for the period: validates the form (the shared schema, the locations' opening hours, the
 * driver at least MIN_DRIVER_AGE at pick-up), prices it, and in one transaction creates the RENTAL job,
 * the booking and the mails. A car booked meanwhile answers `rental:errors.taken`.
 */
export async function bookRentalCar(
  ctx: ServiceContext,
  input: unknown,
  options: { origin?: string; requester?: Requester } = {},
): Promise<Result<RentalBooked, RentalBookingError>> {
  const setup = await rentalSetup(ctx);
  if (!setup.ok) return err({ code: "not_found" });
  const parsed = rentalBookingSchema.safeParse(input);
  if (!parsed.success) return err({ code: "invalid", fields: rentalFieldErrors(parsed.error) });
  const data = parsed.data;
  const now = ctx.clock.now();
  const r = resolve(setup.value, data, now);
  if (!r.ok) return r;
  const age = ageOn(data.birthDate, data.pickupDate);
  if (!Number.isFinite(age) || age > 120 || age < 0)
    return err({ code: "invalid", fields: { birthDate: ["rental:errors.date"] } });
  if (age < MIN_DRIVER_AGE)
    return err({ code: "invalid", fields: { birthDate: ["rental:errors.too_young"] } });
  const car = await findRentalCar(scoped(ctx), data.car);
  if (!car || car.locationId !== r.value.pickup.id)
    return err({ code: "invalid", fields: { car: ["rental:errors.car"] } });
  if (age < minDriverAge(car))
    return err({ code: "invalid", fields: { birthDate: ["rental:errors.too_young_luxury"] } });
  const priced = offer(car, r.value);
  if (!priced) return err({ code: "invalid", fields: { returnDate: ["rental:errors.return_before"] } });
  const guest = !(await isVerifiedBuyer(ctx));
  if (guest && overGuestLength(r.value.start, r.value.end))
    return err({ code: "invalid", fields: { returnDate: ["rental:errors.too_long_guest"] } });
  const reference = crypto.randomUUID();
  const until = blockedUntil(r.value);
  try {
    return await withTransaction(ctx, async (tx) => {
      const scope = scoped(tx);
      if (guest && options.requester?.limits !== false) {
        const limited = await guestLimits(tx, data.email, now, options.requester);
        if (limited) return err(limited);
      }
      // The friendly answer for the common case; the constraint decides the concurrent one.
      if ((await blockedCarIds(scope, [car.carId], r.value.start, until)).size > 0) throw new Taken();
      const lead = await createLead(
        tx,
        "RENTAL",
        {
          name: data.name,
          email: data.email,
          phone: data.phone,
          language: tx.locale,
          privacyAccepted: true,
        },
        {
          reference,
          carId: car.carId,
          pickupLocationId: r.value.pickup.id,
          returnLocationId: r.value.dropOff.id,
          pickupAt: r.value.start.toISOString(),
          returnAt: r.value.end.toISOString(),
          birthDate: data.birthDate,
          priceMinor: priced.price.totalMinor,
          depositMinor: priced.price.depositMinor,
          includedKm: priced.price.includedKm,
          currency: car.currency,
        },
        {
          locationId: r.value.pickup.id,
          carId: car.carId,
          vehicleBrandName: car.brandName,
          vehicleModelName: car.modelName,
          source: "rental",
          at: now,
        },
      );
      if (!lead.ok) throw new Error(`rental lead refused: ${lead.error.message ?? lead.error.code}`);
      const inserted = await insertRentalBooking(scope, {
        carId: car.carId,
        jobId: lead.value.jobId,
        pickupLocationId: r.value.pickup.id,
        returnLocationId: r.value.dropOff.id,
        startsAt: r.value.start,
        endsAt: r.value.end,
        blockedUntil: until,
        status: "booked",
        priceMinor: priced.price.totalMinor,
        depositMinor: priced.price.depositMinor,
        includedKm: priced.price.includedKm,
        currency: car.currency,
        createdAt: now,
      });
      const number = rentalNumber(inserted.id, inserted.createdAt);
      const site = options.origin ?? `https://${tx.project.domains[0] ?? "localhost"}`;
      const prefix = tx.locale === tx.project.defaultLanguage ? "" : `/${tx.locale}`;
      const tag = LOCALE_TAGS[tx.locale];
      const from = formatAppointment(r.value.start, r.value.pickup.timeZone, tag);
      const to = formatAppointment(r.value.end, r.value.dropOff.timeZone, tag);
      for (const mail of rentalMails(tx.project, {
        locale: tx.locale,
        number,
        email: data.email,
        name: data.name,
        phone: data.phone,
        car: `${car.brandName} ${car.modelName} ${car.variant}`,
        pickup: `${r.value.pickup.name}, ${from.date} ${from.time}`,
        dropOff: `${r.value.dropOff.name}, ${to.date} ${to.time}`,
        priceMinor: priced.price.totalMinor,
        depositMinor: priced.price.depositMinor,
        includedKm: priced.price.includedKm,
        extraKmMinor: priced.price.extraKmMinor,
        currency: car.currency,
        teamEmail: (await listLocations(tx)).find((l) => l.id === r.value.pickup.id)?.email ?? null,
        link: `${site}${prefix}/car-rental?booked=${lead.value.jobId}&ref=${reference}`,
      }))
        await tx.outbox.enqueue("mail", mail);
      // A signed-in customer's account hears of it too, linked to the confirmation (decision 0064).
      const start = r.value.start;
      const pickup = r.value.pickup;
      await queueCustomerNotification(tx, await customerOfJob(scope, lead.value.jobId), {
        kind: "rental_confirmed",
        key: `rental_confirmed:${inserted.id}`,
        vars: {
          number,
          car: `${car.brandName} ${car.modelName}`.trim(),
          when: perLocale((l) => {
            const shown = formatAppointment(start, pickup.timeZone, LOCALE_TAGS[l]);
            return `${shown.date}, ${shown.time}`;
          }),
          location: pickup.name,
        },
        href: `/car-rental?booked=${lead.value.jobId}&ref=${reference}`,
      });
      return ok({ jobId: lead.value.jobId, reference, number });
    });
  } catch (e) {
    if (e instanceof Taken || isRentalOverlap(e))
      return err({ code: "conflict", message: "rental:errors.taken" });
    throw e;
  }
}

/**
 * Why a guest may not book one more (429), or null: the e-mail address holds enough bookings not yet
 * returned, or the client address booked enough today. The address's count is taken last, so only a
 * booking that passes the rest counts (the transaction rolls it back otherwise).
 */
async function guestLimits(
  tx: ServiceContext,
  email: string,
  now: Date,
  requester: Requester | undefined,
): Promise<Extract<RentalBookingError, { code: "throttled" }> | null> {
  await lockForTransaction(tx.db, `rentals:${tx.project.id}:${email.trim().toLowerCase()}`);
  const open = await openBookingsOf(scoped(tx), email, now);
  if (open.count >= OPEN_GUEST_BOOKINGS_PER_EMAIL) {
    return {
      code: "throttled",
      retryAfterSec: open.firstEnd ? secondsUntil(open.firstEnd, now) : 86_400,
      message: "rental:errors.too_many_bookings",
    };
  }
  const byAddress = await holdsFromAddress(tx, "rentalBooking", requester);
  if (!byAddress.ok) {
    return {
      code: "throttled",
      retryAfterSec: byAddress.retryAfterSec,
      message: "rental:errors.bookings_from_address",
    };
  }
  return null;
}

class Taken extends Error {
  constructor() {
    super("rental taken");
  }
}

export type RentalConfirmation = {
  /** The booking number (M-2026-000042). */
  number: string;
  car: string;
  pickup: { location: string; date: string; time: string };
  dropOff: { location: string; date: string; time: string };
  priceMinor: number;
  depositMinor: number;
  includedKm: number;
  currency: string;
};

/** The confirmation of a booking for whoever holds its reference (the redirect after booking, the mail). */
export async function rentalConfirmation(
  ctx: ServiceContext,
  jobId: number,
  reference: string,
): Promise<RentalConfirmation | null> {
  if (!ctx.project.features.rental || !Number.isSafeInteger(jobId) || !/^[0-9a-f-]{36}$/.test(reference))
    return null;
  const scope = scoped(ctx);
  const booking = await findBookingByReference(scope, jobId, reference);
  if (!booking) return null;
  const locations = await listLocations(ctx);
  const pickup = locations.find((l) => l.id === booking.pickupLocationId);
  const dropOff = locations.find((l) => l.id === booking.returnLocationId);
  const car = await findRentalCar(scope, booking.carId);
  if (!pickup || !dropOff) return null;
  const tag = LOCALE_TAGS[ctx.locale];
  return {
    number: rentalNumber(booking.id, booking.createdAt),
    car: car ? `${car.brandName} ${car.modelName} ${car.variant}` : "",
    pickup: { location: pickup.name, ...formatAppointment(booking.startsAt, pickup.timeZone, tag) },
    dropOff: { location: dropOff.name, ...formatAppointment(booking.endsAt, dropOff.timeZone, tag) },
    priceMinor: booking.priceMinor,
    depositMinor: booking.depositMinor,
    includedKm: booking.includedKm,
    currency: booking.currency,
  };
}
