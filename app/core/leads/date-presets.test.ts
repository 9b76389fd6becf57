import { describe, expect, it } from "vitest";
import { DATE_PRESETS, presetOf, presetRange } from "./date-presets";

const tz = "Europe/Berlin";

describe("date presets", () => {
  const now = new Date("2026-11-24T10:00:00Z");
  it("counts days inclusively up to today", () => {
    expect(presetRange("last_7_days", now, tz)).toEqual({ dateFrom: "2026-11-18", dateTo: "2026-11-24" });
    expect(presetRange("last_30_days", now, tz).dateFrom).toBe("2026-10-26");
    expect(presetRange("last_60_days", now, tz).dateFrom).toBe("2026-09-26");
  });

  it("knows months and quarters, across a year boundary", () => {
    expect(presetRange("this_month", now, tz)).toEqual({ dateFrom: "2026-11-01", dateTo: "2026-11-24" });
    expect(presetRange("last_month", now, tz)).toEqual({ dateFrom: "2026-10-01", dateTo: "2026-10-31" });
    expect(presetRange("this_quarter", now, tz)).toEqual({ dateFrom: "2026-10-01", dateTo: "2026-11-24" });
    expect(presetRange("last_quarter", now, tz)).toEqual({ dateFrom: "2026-07-01", dateTo: "2026-09-30" });
    const jan = new Date("2027-01-15T12:00:00Z");
    expect(presetRange("last_month", jan, tz)).toEqual({ dateFrom: "2026-12-01", dateTo: "2026-12-31" });
    expect(presetRange("last_quarter", jan, tz)).toEqual({ dateFrom: "2026-10-01", dateTo: "2026-12-31" });
  });

  it("uses the dealer's calendar day, not UTC's", () => {
    // 23:30 UTC on the 30th is already the 1st of December in Berlin.
    const late = new Date("2026-11-30T23:30:00Z");
    expect(presetRange("this_month", late, tz)).toEqual({ dateFrom: "2026-12-01", dateTo: "2026-12-01" });
  });

  it("recognises a preset from its range", () => {
    for (const p of DATE_PRESETS) expect(presetOf(presetRange(p, now, tz), now, tz)).toBe(p);
    expect(presetOf({ dateFrom: "2026-01-02", dateTo: "2026-01-05" }, now, tz)).toBeNull();
  });
});
