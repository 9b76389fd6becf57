/**
 * How long a checkout holds a used car, and how many holds one buyer may have at once
 * (docs/decisions/0045-abuse-limits.md). Pure: the counting is in orders.repo.server.ts and the
 * per-address count in core/identity/throttle.server.ts.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A buyer with a confirmed address (a verified account, or the order mail's link) holds the car this long. */
export const RESERVATION_HOURS = 48;

/**
 * A buyer whose address nobody has confirmed yet holds the car this long: time enough to open the
 * order mail and click its link, short enough that a script with made-up addresses cannot keep the
 * stock off sale.
 */
export const PROVISIONAL_HOLD_MINUTES = 30;

/** Online holds (provisional or confirmed, not yet taken over by an employee) open at once per address. */
export const OPEN_RESERVATIONS_PER_EMAIL = 2;

/** When a hold made at `at` ends: provisional until the buyer confirms, else the full reservation. */
export function holdUntil(at: Date, provisional: boolean): Date {
  return new Date(
    at.getTime() + (provisional ? PROVISIONAL_HOLD_MINUTES * MINUTE : RESERVATION_HOURS * HOUR),
  );
}

/** The full reservation of an order placed at `placedAt` (what confirming the order mail's link gives). */
export function confirmedUntil(placedAt: Date): Date {
  return holdUntil(placedAt, false);
}

/** Seconds until `until` from `now`, at least 1 (a Retry-After value). */
export function secondsUntil(until: Date, now: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
}

/**
 * How long before a full online reservation of a still-placed order ends its job's people are warned
 * (decision 0049): six hours leave a working day's margin for a hold that ends in the evening
 * and do not nag on the reservation's first day.
 */
export const LAPSE_NOTICE_HOURS = 6;

/** When the lapse notice of a reservation ending at `until` is due. */
export function lapseNoticeFrom(until: Date): Date {
  return new Date(until.getTime() - LAPSE_NOTICE_HOURS * HOUR);
}
