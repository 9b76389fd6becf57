/**
 * Wall-clock time at a place: the calendar day and time of an instant in an IANA time zone, and back.
 * Appointments are stored as UTC instants; locations open and people book by their local clock.
 */

import { dateTimeFormat } from "../../shared/intl";

/** "YYYY-MM-DD" */
export type CalendarDay = string;

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Whether the runtime knows the time zone (an unknown one would throw in Intl). */
export function isTimeZone(timeZone: string): boolean {
  try {
    partsFormatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/**
 * A zone's offset (wall clock minus UTC) during a minute. Zones change offsets on whole minutes, so
 * one reading serves the minute; a page asks for the same few minutes many times (its date presets,
 * day starts and rows), and Intl's formatter is slow. Bounded: cleared past 10,000 entries.
 */
const offsets = new Map<string, number>();

/** The wall clock of an instant in a time zone, as if it were UTC (whole seconds, milliseconds). */
function wallClockMs(instantMs: number, timeZone: string): number {
  const minute = Math.floor(instantMs / 60_000) * 60_000;
  const key = `${timeZone}|${minute}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    offset = formattedWallClockMs(minute, timeZone) - minute;
    if (offsets.size >= 10_000) offsets.clear();
    offsets.set(key, offset);
  }
  return Math.floor((instantMs + offset) / 1000) * 1000;
}

/** The wall clock as Intl formats it (the source of truth the offsets above are read from). */
function formattedWallClockMs(instantMs: number, timeZone: string): number {
  const parts = Object.fromEntries(
    partsFormatter(timeZone)
      .formatToParts(new Date(instantMs))
      .map((p) => [p.type, p.value]),
  );
  return Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
}

/** The local calendar day and minutes after midnight of an instant in a time zone. */
export function zonedParts(instant: Date, timeZone: string): { day: CalendarDay; minutes: number } {
  const wall = new Date(wallClockMs(instant.getTime(), timeZone));
  return {
    day: wall.toISOString().slice(0, 10),
    minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes(),
  };
}

/**
 * The UTC instant of a local day and "HH:MM" in a time zone. Daylight saving is respected; a time the
 * clocks skip (02:30 on the spring change) is read as the clocks show it after the change.
 */
export function zonedTimeToUtc(day: CalendarDay, time: string, timeZone: string): Date {
  const [y, m, d] = day.split("-").map(Number);
  const [hh, mm] = time.split(":").map(Number);
  const asUtc = Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1, hh ?? 0, mm ?? 0);
  const offset1 = wallClockMs(asUtc, timeZone) - asUtc;
  let instant = asUtc - offset1;
  const offset2 = wallClockMs(instant, timeZone) - instant;
  if (offset2 !== offset1) instant = asUtc - offset2;
  return new Date(instant);
}

/** The calendar day `n` days after `day`. */
export function addDays(day: CalendarDay, n: number): CalendarDay {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + n)).toISOString().slice(0, 10);
}

/** A real calendar day written as "YYYY-MM-DD" (not 2026-02-30). */
export function isCalendarDay(value: string): value is CalendarDay {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A local day for people ("Saturday, 28 November 2026"), in a language (BCP 47 tag). */
export function formatDay(day: CalendarDay, localeTag: string): string {
  // Never throws: a string that is no real day is shown as written rather than failing the page.
  if (!isCalendarDay(day)) return day;
  return dateTimeFormat(localeTag, { dateStyle: "full", timeZone: "UTC" }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

/** An instant as its local day and time at a place, for people, in a language (BCP 47 tag). */
export function formatAppointment(
  instant: Date,
  timeZone: string,
  localeTag: string,
): { date: string; time: string } {
  return {
    date: dateTimeFormat(localeTag, { dateStyle: "full", timeZone }).format(instant),
    time: dateTimeFormat(localeTag, { timeStyle: "short", timeZone }).format(instant),
  };
}
