import { describe, expect, it } from "vitest";
import { openSlots, weekdayOf } from "./appointment-slots";
import { addDays, isCalendarDay, zonedParts, zonedTimeToUtc } from "./zoned-time";

describe("wall-clock time at a location", () => {
  it("converts local Berlin times to UTC in winter and summer", () => {
    expect(zonedTimeToUtc("2026-11-28", "10:30", "Europe/Berlin").toISOString()).toBe(
      "2026-11-28T09:30:00.000Z",
    );
    expect(zonedTimeToUtc("2026-07-01", "10:30", "Europe/Berlin").toISOString()).toBe(
      "2026-07-01T08:30:00.000Z",
    );
  });

  it("handles the days the clocks change", () => {
    // 29 March 2026: 02:00 becomes 03:00; 25 October 2026: 03:00 becomes 02:00.
    expect(zonedTimeToUtc("2026-03-29", "09:00", "Europe/Berlin").toISOString()).toBe(
      "2026-03-29T07:00:00.000Z",
    );
    expect(zonedTimeToUtc("2026-03-29", "01:30", "Europe/Berlin").toISOString()).toBe(
      "2026-03-29T00:30:00.000Z",
    );
    expect(zonedTimeToUtc("2026-10-25", "09:00", "Europe/Berlin").toISOString()).toBe(
      "2026-10-25T08:00:00.000Z",
    );
    // A time the clocks skip is read as they show it after the change; Kathmandu is 5:45 ahead.
    expect(zonedTimeToUtc("2026-03-29", "02:30", "Europe/Berlin").toISOString()).toBe(
      "2026-03-29T01:30:00.000Z",
    );
    expect(zonedTimeToUtc("2026-06-01", "00:00", "Asia/Kathmandu").toISOString()).toBe(
      "2026-05-31T18:15:00.000Z",
    );
  });

  it("reads the local day and time of an instant", () => {
    // Just before midnight UTC is already the next day in Berlin.
    expect(zonedParts(new Date("2026-11-23T23:30:00Z"), "Europe/Berlin")).toEqual({
      day: "2026-11-24",
      minutes: 30,
    });
    expect(zonedParts(new Date("2026-11-23T23:30:00Z"), "America/New_York")).toEqual({
      day: "2026-11-23",
      minutes: 18 * 60 + 30,
    });
  });

  it("counts days and checks calendar days", () => {
    expect(addDays("2026-12-30", 3)).toBe("2027-01-02");
    expect(isCalendarDay("2026-02-28")).toBe(true);
    expect(isCalendarDay("2026-02-29")).toBe(false);
    expect(isCalendarDay("2026-1-5")).toBe(false);
  });
});

describe("slots in the opening hours", () => {
  it("starts a slot every half hour while it ends by closing, across split hours", () => {
    expect(weekdayOf("2026-11-23")).toBe("mon");
    expect(weekdayOf("2026-11-29")).toBe("sun");
    const hours = [
      { day: "mon" as const, opens: "08:00", closes: "10:00" },
      { day: "mon" as const, opens: "14:00", closes: "15:15" },
      { day: "mon" as const, opens: "07:00", closes: "18:00", department: "service" },
    ];
    expect(openSlots(hours, "2026-11-23", 30)).toEqual([
      "08:00",
      "08:30",
      "09:00",
      "09:30",
      "14:00",
      "14:30",
    ]);
    expect(openSlots(hours, "2026-11-24", 30)).toEqual([]);
  });
});
