/**
 * The days a location is closed although its weekly opening hours say open (docs/decisions/0050):
 * the public holidays of its country and region (computed by date-holidays, which knows every German
 * federal state, Poland and Turkey) and the days the dealer adds (company holidays, stock-taking).
 * Appointment slots, test drives, call-backs and rental pick-up and return leave them out, and a
 * refusal names the day and why. Server-only: the holiday data is several megabytes.
 */
import Holidays from "date-holidays";
import type { Locale } from "../../shared/locales";
import type { ClosedDays, ClosedReason } from "./closed-day-types";
import { addDays, type CalendarDay, zonedParts } from "./zoned-time";

/** A day the dealer closes a location, with an optional note shown to buyers ("Betriebsferien"). */
export type ClosedDay = { date: CalendarDay; note: string | null };

export type { ClosedDays, ClosedReason } from "./closed-day-types";

export type LocationCalendar = { country: string; region: string | null; closedDays: readonly ClosedDay[] };

// Holidays of one country, region, language and year: computed once per process (a few dozen keys).
const HOLIDAYS = new Map<string, ReadonlyMap<CalendarDay, string>>();

function publicHolidays(
  country: string,
  region: string | null,
  locale: Locale,
  year: number,
): ReadonlyMap<CalendarDay, string> {
  const key = `${country}|${region ?? ""}|${locale}|${year}`;
  let days = HOLIDAYS.get(key);
  if (!days) {
    const map = new Map<CalendarDay, string>();
    // Names in the page's language, else English (date-holidays falls back to the country's own).
    const options = { languages: [locale, "en"], types: ["public" as const] };
    // An unknown region (a typo in the editor's past) still gets the country's nationwide holidays.
    const hd =
      region && isKnownRegion(country, region)
        ? new Holidays(country, region, options)
        : new Holidays(country, options);
    for (const h of hd.getHolidays(year) || []) {
      if (h.type === "public") map.set(h.date.slice(0, 10), h.name);
    }
    days = map;
    HOLIDAYS.set(key, days);
  }
  return days;
}

/**
 * The closed days of a location from `from` for `days` calendar days: public holidays first (a dealer's
 * note on a holiday does not hide that it is one), then the dealer's own days.
 */
export function closedDaysOf(
  location: LocationCalendar,
  from: CalendarDay,
  days: number,
  locale: Locale,
): ClosedDays {
  const to = addDays(from, Math.max(0, days - 1));
  const out = new Map<CalendarDay, ClosedReason>();
  const firstYear = Number(from.slice(0, 4));
  const lastYear = Number(to.slice(0, 4));
  for (let year = firstYear; year <= lastYear; year++) {
    for (const [day, name] of publicHolidays(location.country, location.region, locale, year)) {
      if (day >= from && day <= to) out.set(day, { kind: "holiday", name });
    }
  }
  for (const closed of location.closedDays) {
    const day = closed.date;
    if (day >= from && day <= to && !out.has(day)) out.set(day, { kind: "closed", note: closed.note });
  }
  return Object.fromEntries([...out].sort(([a], [b]) => a.localeCompare(b)));
}

/** The closed days from the location's today (its own clock) for `days` days. */
export function closedDaysAhead(
  location: LocationCalendar & { timeZone: string },
  now: Date,
  days: number,
  locale: Locale,
): ClosedDays {
  return closedDaysOf(location, zonedParts(now, location.timeZone).day, days, locale);
}

/** Whether the region code names a subdivision date-holidays knows for the country (for the editor). */
export function isKnownRegion(country: string, region: string): boolean {
  const states = new Holidays().getStates(country);
  return Boolean(states && Object.hasOwn(states, region));
}

/** The subdivisions of a country whose holidays a location can follow, by name (the region editor). */
export function regionsOf(country: string): { code: string; name: string }[] {
  const states = new Holidays().getStates(country) ?? {};
  return Object.entries(states)
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
