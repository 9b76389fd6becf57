/**
 * When a rental may start and end: pick-up and return within the opening hours of their
 * locations (local clock, `opens` to `closes` inclusive), the return after the pick-up, the pick-up at
 * least MIN_NOTICE_MINUTES ahead and at most MAX_ADVANCE_DAYS, at most MAX_RENTAL_DAYS long. Pure.
 */

import { type ClosedDays, closedReason } from "../locations/closed-day-types";
import { type OpeningHours, WEEKDAYS, type Weekday } from "../locations/opening-hours";
import { isCalendarDay, zonedParts, zonedTimeToUtc } from "../locations/zoned-time";
import { MAX_ADVANCE_DAYS, MAX_RENTAL_DAYS, MIN_NOTICE_MINUTES } from "./rental-price";

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** Whether the location is open at the instant (its local clock). */
export function isOpenAt(hours: OpeningHours, timeZone: string, at: Date): boolean {
  const { day, minutes } = zonedParts(at, timeZone);
  const weekday = WEEKDAYS[(new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7];
  return hours.some(
    (h) => h.day === weekday && minutesOf(h.opens) <= minutes && minutes <= minutesOf(h.closes),
  );
}

/** The location's weekday (its local clock) at the instant. */
function weekdayAt(timeZone: string, at: Date): Weekday {
  const { day } = zonedParts(at, timeZone);
  return WEEKDAYS[(new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7]!;
}

/**
 * Why the location is closed at the instant by its weekly hours, as a catalogue key: closed all that
 * weekday ("closed on Sundays", on the day's field) or outside that day's hours (on the time's field;
 * the page shows the day's hours beside it).
 */
function hoursIssue(
  place: RentalPlace,
  at: Date,
  end: "pickup" | "return",
): { field: "Date" | "Time"; key: string } | null {
  if (isOpenAt(place.hours, place.timeZone, at)) return null;
  const weekday = weekdayAt(place.timeZone, at);
  if (!place.hours.some((h) => h.day === weekday))
    return { field: "Date", key: `rental:errors.${end}_weekday.${weekday}` };
  return { field: "Time", key: `rental:errors.${end}_closed` };
}

export type RentalPlace = {
  hours: OpeningHours;
  timeZone: string;
  /** Holidays and the dealer's closed days (decision 0050); none: only the weekly hours count. */
  closed?: ClosedDays;
};

/** Why a pick-up or return on this local day is refused although the hours say open, if it is. */
function closedDayIssue(place: RentalPlace, at: Date, end: "pickup" | "return"): string | null {
  const reason = place.closed ? closedReason(place.closed, zonedParts(at, place.timeZone).day) : null;
  if (!reason) return null;
  return `rental:errors.${end}_${reason.kind === "holiday" ? "holiday" : "closed_day"}`;
}

export type RentalPeriod = { start: Date; end: Date };

/** The period of a search, or field errors (catalogue keys). */
export function rentalPeriod(
  input: { pickupDate: string; pickupTime: string; returnDate: string; returnTime: string },
  pickup: RentalPlace,
  dropOff: RentalPlace,
  now: Date,
): { ok: true; period: RentalPeriod } | { ok: false; fields: Record<string, string[]> } {
  const fields: Record<string, string[]> = {};
  if (!isCalendarDay(input.pickupDate)) fields.pickupDate = ["rental:errors.date"];
  if (!isCalendarDay(input.returnDate)) fields.returnDate = ["rental:errors.date"];
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  const start = zonedTimeToUtc(input.pickupDate, input.pickupTime, pickup.timeZone);
  const end = zonedTimeToUtc(input.returnDate, input.returnTime, dropOff.timeZone);
  const minute = 60_000;
  const day = 24 * 60 * minute;
  if (start.getTime() < now.getTime() + MIN_NOTICE_MINUTES * minute)
    fields.pickupDate = ["rental:errors.too_soon"];
  else if (start.getTime() > now.getTime() + MAX_ADVANCE_DAYS * day)
    fields.pickupDate = ["rental:errors.too_far"];
  else if (closedDayIssue(pickup, start, "pickup"))
    fields.pickupDate = [closedDayIssue(pickup, start, "pickup")!];
  else {
    const closed = hoursIssue(pickup, start, "pickup");
    if (closed) fields[`pickup${closed.field}`] = [closed.key];
  }
  if (end.getTime() <= start.getTime()) fields.returnDate = ["rental:errors.return_before"];
  else if (end.getTime() - start.getTime() > MAX_RENTAL_DAYS * day)
    fields.returnDate = ["rental:errors.too_long"];
  else if (closedDayIssue(dropOff, end, "return"))
    fields.returnDate = [closedDayIssue(dropOff, end, "return")!];
  else {
    const closed = hoursIssue(dropOff, end, "return");
    if (closed) fields[`return${closed.field}`] = [closed.key];
  }
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return { ok: true, period: { start, end } };
}

/** The half-hour times a form offers: from the earliest opening to the latest closing of the places. */
export function rentalTimes(places: RentalPlace[]): string[] {
  const all = places.flatMap((p) => p.hours);
  if (all.length === 0) return [];
  const from = Math.min(...all.map((h) => minutesOf(h.opens)));
  const to = Math.max(...all.map((h) => minutesOf(h.closes)));
  const out: string[] = [];
  for (let m = Math.ceil(from / 30) * 30; m <= to; m += 30)
    out.push(`${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`);
  return out;
}
