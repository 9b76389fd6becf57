/**
 * Times a person reads: one rule everywhere, the project's time zone and the viewer's
 * language (de 05.12.2026, 14:30; en 05/12/2026, 14:30), with the zone named where a time is typed.
 * Stored times stay UTC. Isomorphic and pure.
 */
import { dateTimeFormat } from "./intl";
import type { Locale } from "./locales";

/** The zone of a project without one set (the demo dealer's). */
export const DEFAULT_TIME_ZONE = "Europe/Berlin";

/** A project's time zone (the setting, else the default), checked to be one Intl knows. */
export function projectTimeZone(project: { timeZone?: string | null } | null | undefined): string {
  const zone = project?.timeZone;
  if (!zone) return DEFAULT_TIME_ZONE;
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return zone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

type When = Date | string | number;

function dateOf(value: When): Date | null {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** Date and time in the zone, in the language's short or medium style ("" for an invalid time). */
export function formatDateTime(
  value: When,
  locale: Locale | string,
  timeZone: string,
  style: "short" | "medium" = "short",
): string {
  const d = dateOf(value);
  return d ? dateTimeFormat(locale, { dateStyle: style, timeStyle: "short", timeZone }).format(d) : "";
}

/** The calendar day in the zone, in the language's medium style. */
export function formatDate(value: When, locale: Locale | string, timeZone: string): string {
  const d = dateOf(value);
  return d ? dateTimeFormat(locale, { dateStyle: "medium", timeZone }).format(d) : "";
}

/** The zone's name for a label where a time is typed ("Mitteleuropäische Zeit", "Central European Time"). */
export function timeZoneLabel(timeZone: string, locale: Locale | string, at: Date = new Date()): string {
  const part = dateTimeFormat(locale, { timeZone, timeZoneName: "longGeneric" })
    .formatToParts(at)
    .find((p) => p.type === "timeZoneName");
  return part?.value ?? timeZone;
}

const WALL = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The wall clock in the zone at an instant, as if it were UTC (ms). */
function wallMs(instant: number, timeZone: string): number {
  const parts = dateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(instant));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(n("year"), n("month") - 1, n("day"), n("hour"), n("minute"), n("second"));
}

/** The zone's offset from UTC at an instant, in ms (Berlin in winter: 3 600 000). */
function offsetMs(instant: number, timeZone: string): number {
  return wallMs(Math.floor(instant / 1000) * 1000, timeZone) - Math.floor(instant / 1000) * 1000;
}

/**
 * A wall time typed in the zone (`datetime-local`: "2026-12-05T14:30") as the UTC instant it means;
 * a value with `Z` or an offset is taken as it says; null for anything else. Daylight saving
 * (decision 0054), the same rule as appointments (`core/locations/zoned-time.ts`): a time the clocks
 * skip (Berlin 2026-03-29 02:30) is read as the clocks show it after the change (03:30 summer time);
 * a time that happens twice (Berlin 2026-10-25 02:30) is the second one (winter time, 01:30 UTC).
 */
export function zonedTimeToUtc(value: string, timeZone: string): Date | null {
  const raw = value.trim();
  if (/([zZ]|[+-]\d\d:\d\d)$/.test(raw)) {
    const d = new Date(raw);
    return Number.isNaN(d.getTime()) ? null : d;
  }
  const m = WALL.exec(raw);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map((x) => Number(x ?? 0)) as number[];
  const wall = Date.UTC(y!, mo! - 1, d!, h!, mi!, s!);
  const check = new Date(wall);
  if (check.getUTCMonth() !== mo! - 1 || check.getUTCDate() !== d! || h! > 23 || mi! > 59 || s! > 59)
    return null;
  const before = offsetMs(wall - 86_400_000, timeZone);
  const after = offsetMs(wall + 86_400_000, timeZone);
  const fits = [...new Set([before, after])]
    .map((o) => wall - o)
    .filter((t) => wallMs(t, timeZone) === wall)
    .sort((a, b) => b - a);
  // In a gap no offset fits: the offset before the change carries the time forward past the gap.
  return new Date(fits[0] ?? wall - before);
}

/** A stored time as the zone's wall time for a `datetime-local` input ("2026-12-05T14:30"; "" for none). */
export function utcToZonedInput(value: When | null | undefined, timeZone: string): string {
  if (value === null || value === undefined || value === "") return "";
  const d = dateOf(value);
  return d ? new Date(wallMs(d.getTime(), timeZone)).toISOString().slice(0, 16) : "";
}
