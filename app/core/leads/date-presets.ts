/**
 * Date presets of the job filters: last 7, 30 and 60 days, this month, last month, this quarter,
 * last quarter. Picking one writes its calendar days to `dateFrom`/`dateTo` (both inclusive), counted
 * in the dealer's time zone, so a shared link shows the same jobs to everyone.
 */
import { addDays, type CalendarDay, zonedParts } from "../locations/zoned-time";

export const DATE_PRESETS = [
  "last_7_days",
  "last_30_days",
  "last_60_days",
  "this_month",
  "last_month",
  "this_quarter",
  "last_quarter",
] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

const pad = (n: number) => String(n).padStart(2, "0");
const monthStart = (y: number, m: number): CalendarDay => {
  const d = new Date(Date.UTC(y, m - 1, 1));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-01`;
};

export function presetRange(
  preset: DatePreset,
  now: Date,
  timeZone: string,
): { dateFrom: CalendarDay; dateTo: CalendarDay } {
  const today = zonedParts(now, timeZone).day;
  const [y, m] = today.split("-").map(Number) as [number, number];
  const q = Math.floor((m - 1) / 3) * 3 + 1; // first month of this quarter
  switch (preset) {
    case "last_7_days":
      return { dateFrom: addDays(today, -6), dateTo: today };
    case "last_30_days":
      return { dateFrom: addDays(today, -29), dateTo: today };
    case "last_60_days":
      return { dateFrom: addDays(today, -59), dateTo: today };
    case "this_month":
      return { dateFrom: monthStart(y, m), dateTo: today };
    case "last_month":
      return { dateFrom: monthStart(y, m - 1), dateTo: addDays(monthStart(y, m), -1) };
    case "this_quarter":
      return { dateFrom: monthStart(y, q), dateTo: today };
    case "last_quarter":
      return { dateFrom: monthStart(y, q - 3), dateTo: addDays(monthStart(y, q), -1) };
  }
}

/** The preset a range is, if any (the filter bar shows its name instead of two dates). */
export function presetOf(
  range: { dateFrom?: string; dateTo?: string },
  now: Date,
  timeZone: string,
): DatePreset | null {
  if (!range.dateFrom || !range.dateTo) return null;
  for (const p of DATE_PRESETS) {
    const r = presetRange(p, now, timeZone);
    if (r.dateFrom === range.dateFrom && r.dateTo === range.dateTo) return p;
  }
  return null;
}
