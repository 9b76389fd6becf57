/**
 * Closed days as pages and pure slot rules see them (no holiday data: safe in a browser bundle). The
 * server computes them with `closedDaysOf` (closed-days.ts, decision 0050).
 */
import type { CalendarDay } from "./zoned-time";

export type ClosedReason = { kind: "holiday"; name: string } | { kind: "closed"; note: string | null };

/** Closed days of a period by local calendar day, in date order (a plain object: loader data). */
export type ClosedDays = Readonly<Record<CalendarDay, ClosedReason>>;

export const NO_CLOSED_DAYS: ClosedDays = {};

/** Why the location is closed on `day`, or null when it is not. */
export function closedReason(closed: ClosedDays, day: CalendarDay): ClosedReason | null {
  return Object.hasOwn(closed, day) ? closed[day]! : null;
}
