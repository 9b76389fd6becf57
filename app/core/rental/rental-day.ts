/**
 * Days typed in the rental forms, in the page's language: every site language writes a day
 * day-month-year (de, pl, tr `12.12.2026`, en-GB `12/12/2026`), so one reader takes all of them (dot,
 * slash or hyphen between the parts, one or two digits for day and month) and the ISO form links and the
 * API use (`2026-12-12`). Pure (browser and server), no zod: the page imports it.
 */
import type { Locale } from "../../shared/locales";
import { type CalendarDay, isCalendarDay } from "../locations/zoned-time";

/** The ISO day of a typed day, or null if it is none (31.02.2026, 12.12.26, text). */
export function readRentalDay(value: string): CalendarDay | null {
  const text = value.trim();
  if (isCalendarDay(text)) return text;
  const m = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(text);
  if (!m) return null;
  const iso = `${m[3]}-${m[2]!.padStart(2, "0")}-${m[1]!.padStart(2, "0")}`;
  return isCalendarDay(iso) ? iso : null;
}

/** An ISO day as the page's language writes it in a field (de 12.12.2026, en 12/12/2026). */
export function writeRentalDay(day: string, locale: Locale): string {
  if (!isCalendarDay(day)) return day;
  const [y, m, d] = day.split("-");
  return locale === "en" ? `${d}/${m}/${y}` : `${d}.${m}.${y}`;
}
