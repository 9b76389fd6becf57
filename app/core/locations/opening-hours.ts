export const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Local opening times of a location: wall-clock "HH:MM" in the location's time zone. */
export type OpeningHours = { day: Weekday; opens: string; closes: string; department?: string }[];

/** Groups opening hours by weekday in Monday-first order; closed days get an empty list. */
export function openingHoursByDay(
  hours: OpeningHours,
): { day: Weekday; slots: { opens: string; closes: string }[] }[] {
  return WEEKDAYS.map((day) => ({
    day,
    slots: hours
      .filter((h) => h.day === day)
      .sort((a, b) => a.opens.localeCompare(b.opens))
      .map(({ opens, closes }) => ({ opens, closes })),
  }));
}
