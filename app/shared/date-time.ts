/**
 * Times a person reads (issue 36): one rule everywhere, the project's time zone and the viewer's
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
