/**
 * Appointment slots in a location's opening hours (test drives now, service bookings later). Kept apart
 * from `opening-hours.ts`, which the location cards load, so only the forms that book carry this.
 */
import { type ClosedDays, closedReason, NO_CLOSED_DAYS } from "./closed-day-types";
import { type OpeningHours, WEEKDAYS, type Weekday } from "./opening-hours";
import { addDays, type CalendarDay, zonedParts, zonedTimeToUtc } from "./zoned-time";

/** Rules for appointments at a location (test drives now; service bookings later). */
export type SlotRules = {
  /** Length of one appointment; slots start every `slotMinutes` from opening. */
  slotMinutes: number;
  /** How long before a slot it may be booked at the latest. */
  minNoticeMinutes: number;
  /** How many calendar days, from today, are offered. */
  daysAhead: number;
};

export type BookableDay = { day: CalendarDay; slots: string[] };

function toMinutes(hhmm: string): number {
  const [h, m] = hhmm.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

function toHhmm(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** Monday-first weekday of a calendar day. */
export function weekdayOf(day: CalendarDay): Weekday {
  const sundayFirst = new Date(`${day}T00:00:00Z`).getUTCDay();
  return WEEKDAYS[(sundayFirst + 6) % 7]!;
}

/**
 * The start times ("HH:MM") of the slots on a day: every `slotMinutes` from opening, as long as the whole
 * slot ends by closing. Hours of a named department (the workshop's) are not the showroom's: they count
 * only when the location lists no general hours.
 */
export function openSlots(
  hours: OpeningHours,
  day: CalendarDay,
  slotMinutes: number,
  closed: ClosedDays = NO_CLOSED_DAYS,
): string[] {
  if (closedReason(closed, day)) return [];
  const general = hours.filter((h) => !h.department);
  const weekday = weekdayOf(day);
  const starts = new Set<number>();
  for (const h of (general.length ? general : hours).filter((x) => x.day === weekday)) {
    const closes = toMinutes(h.closes);
    for (let t = toMinutes(h.opens); t + slotMinutes <= closes; t += slotMinutes) starts.add(t);
  }
  return [...starts].sort((a, b) => a - b).map(toHhmm);
}

/**
 * The days a visitor may choose from, each with its free slots: open days from today (in the location's
 * time zone) for `daysAhead` days, without slots that start within `minNoticeMinutes` from `now`.
 * Days without any slot left (closed days, today after closing) are not offered.
 */
export function bookableDays(
  hours: OpeningHours,
  timeZone: string,
  now: Date,
  rules: SlotRules,
  closed: ClosedDays = NO_CLOSED_DAYS,
): BookableDay[] {
  const earliest = now.getTime() + rules.minNoticeMinutes * 60_000;
  const today = zonedParts(now, timeZone).day;
  const days: BookableDay[] = [];
  for (let i = 0; i < rules.daysAhead; i++) {
    const day = addDays(today, i);
    const slots = openSlots(hours, day, rules.slotMinutes, closed).filter(
      (time) => zonedTimeToUtc(day, time, timeZone).getTime() >= earliest,
    );
    if (slots.length) days.push({ day, slots });
  }
  return days;
}
