/**
 * What a guest may book online (docs/decisions/0045-abuse-limits.md): a rental car booked for weeks by
 * a made-up address is off the fleet for weeks, so a booking without a verified customer account is
 * shorter and a guest holds only a few at once. Pure; the per-address count is the shared throttle.
 */

/** The longest online rental without a verified account (the general cap is MAX_RENTAL_DAYS). */
export const MAX_GUEST_RENTAL_DAYS = 28;

/** Bookings not yet returned that one e-mail address may hold without a verified account. */
export const OPEN_GUEST_BOOKINGS_PER_EMAIL = 2;

/** Whether a guest's rental from `start` to `end` is longer than allowed. */
export function overGuestLength(start: Date, end: Date): boolean {
  return end.getTime() - start.getTime() > MAX_GUEST_RENTAL_DAYS * 24 * 60 * 60_000;
}
