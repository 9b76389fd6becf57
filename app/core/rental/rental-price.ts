/**
 * The price of a rental: the cheapest combination of weeks, weekends and days that covers the
 * period from pick-up to return. Pure (browser and server), tested in rental-price.test.ts.
 *
 * - A day is 24 hours from where the previous unit ended; a started day counts whole.
 * - A week is 7 such days.
 * - A weekend covers up to Monday 12:00 (the location's clock) and may start anywhere from Friday 12:00
 *   of that weekend: a period that fits Friday 12:00 to Monday 12:00 is one weekend, a longer one may
 *   use a weekend for the part that fits (e.g. one day from Thursday, then the weekend).
 * - Included kilometres: kilometres per day times the rental days (started 24 hours of the period),
 *   whatever units the price used. The deposit is the car's, once per rental.
 */
import { addDays, zonedParts, zonedTimeToUtc } from "../locations/zoned-time";

/** Time the car needs after a return before the next pick-up (cleaning, check), same location. */
export const RENTAL_BUFFER_MINUTES = 120;
/** A one-way rental (returned elsewhere) blocks the car a day longer: it is driven back home. */
export const ONE_WAY_BUFFER_MINUTES = 24 * 60;
/** Longest rental the storefront books; longer ones are a request through the contact form. */
export const MAX_RENTAL_DAYS = 60;
/** How far ahead a pick-up may be booked. */
export const MAX_ADVANCE_DAYS = 365;
/** Shortest time between booking and pick-up (the car has to be prepared). */
export const MIN_NOTICE_MINUTES = 120;
/** Youngest driver (at pick-up), as the rental terms say. */
export const MIN_DRIVER_AGE = 21;
/** Youngest driver of a luxury-class car: the terms' 25 years (the class is the higher deposit). */
export const MIN_DRIVER_AGE_LUXURY = 25;
/** The deposit of the luxury class (rental terms: 1,000 €); a car with at least this deposit is luxury. */
export const LUXURY_DEPOSIT_MINOR = 1000_00;

/** The youngest driver a car may be rented to. */
export function minDriverAge(rates: Pick<RentalRates, "depositMinor">): number {
  return rates.depositMinor >= LUXURY_DEPOSIT_MINOR ? MIN_DRIVER_AGE_LUXURY : MIN_DRIVER_AGE;
}

export type RentalRates = {
  dayRateMinor: number;
  weekendRateMinor: number;
  weekRateMinor: number;
  depositMinor: number;
  includedKmPerDay: number;
  extraKmMinor: number;
};

export type RentalPrice = {
  totalMinor: number;
  weeks: number;
  weekends: number;
  /** Single days charged (beside weeks and weekends). */
  days: number;
  /** Rental days of the period (started 24 hours): the included kilometres' factor. */
  rentalDays: number;
  includedKm: number;
  depositMinor: number;
  extraKmMinor: number;
};

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The end of the weekend (Monday 12:00 local) an instant lies in (Friday 12:00 to Monday 12:00), or null. */
export function weekendEnd(at: Date, timeZone: string): Date | null {
  const { day, minutes } = zonedParts(at, timeZone);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 Sunday ... 5 Friday, 6 Saturday
  let friday: string | null = null;
  if (weekday === 5 && minutes >= 12 * 60) friday = day;
  else if (weekday === 6) friday = addDays(day, -1);
  else if (weekday === 0) friday = addDays(day, -2);
  else if (weekday === 1 && minutes < 12 * 60) friday = addDays(day, -3);
  return friday ? zonedTimeToUtc(addDays(friday, 3), "12:00", timeZone) : null;
}

type Plan = { cost: number; weeks: number; weekends: number; days: number };

function better(a: Plan | null, b: Plan): Plan {
  if (!a) return b;
  if (b.cost !== a.cost) return b.cost < a.cost ? b : a;
  return b.weeks + b.weekends + b.days < a.weeks + a.weekends + a.days ? b : a;
}

/** The price of renting from `start` to `end` (a location's time zone for the weekends); null if end <= start. */
export function rentalPrice(
  rates: RentalRates,
  start: Date,
  end: Date,
  timeZone: string,
): RentalPrice | null {
  const from = start.getTime();
  const to = end.getTime();
  if (!(to > from)) return null;
  const memo = new Map<number, Plan>();
  const cover = (t: number): Plan => {
    if (t >= to) return { cost: 0, weeks: 0, weekends: 0, days: 0 };
    const known = memo.get(t);
    if (known) return known;
    const day = cover(t + DAY);
    let best: Plan | null = null;
    best = better(best, { ...day, cost: day.cost + rates.dayRateMinor, days: day.days + 1 });
    if (to - t > DAY) {
      const week = cover(t + 7 * DAY);
      best = better(best, { ...week, cost: week.cost + rates.weekRateMinor, weeks: week.weeks + 1 });
    }
    const monday = weekendEnd(new Date(t), timeZone);
    if (monday && monday.getTime() > t) {
      const rest = cover(monday.getTime());
      best = better(best, {
        ...rest,
        cost: rest.cost + rates.weekendRateMinor,
        weekends: rest.weekends + 1,
      });
    }
    memo.set(t, best);
    return best;
  };
  const plan = cover(from);
  const rentalDays = Math.ceil((to - from) / DAY);
  return {
    totalMinor: plan.cost,
    weeks: plan.weeks,
    weekends: plan.weekends,
    days: plan.days,
    rentalDays,
    includedKm: rentalDays * rates.includedKmPerDay,
    depositMinor: rates.depositMinor,
    extraKmMinor: rates.extraKmMinor,
  };
}

/** Whole years between a birthday and a day ("YYYY-MM-DD" both). */
export function ageOn(birthDate: string, day: string): number {
  const [by, bm, bd] = birthDate.split("-").map(Number);
  const [y, m, d] = day.split("-").map(Number);
  let age = (y ?? 0) - (by ?? 0);
  if ((m ?? 0) < (bm ?? 0) || ((m ?? 0) === (bm ?? 0) && (d ?? 0) < (bd ?? 0))) age--;
  return age;
}

/**
 * The booking number a customer reads and quotes (decision 0058): "M-" (Miete), the year the booking
 * was made and its row's number, like an order's "A-2026-000001".
 */
export function rentalNumber(id: number, createdAt: Date): string {
  return `M-${createdAt.getUTCFullYear()}-${String(id).padStart(6, "0")}`;
}

/** The minutes the car stays blocked after the return. */
export function bufferMinutes(pickupLocationId: number, returnLocationId: number): number {
  return pickupLocationId === returnLocationId ? RENTAL_BUFFER_MINUTES : ONE_WAY_BUFFER_MINUTES;
}
