/** A URL date that is no real calendar day makes no chip and is never formatted (formatting it threw). */
import { describe, expect, it } from "vitest";
import { formatDay } from "../../core/locations/zoned-time";
import { filterChips } from "./filter-bar";
import type { FilterField } from "./filter-fields";

const FIELDS: FilterField[] = [{ kind: "dates", key: "period", label: "Period", presets: [] }];
const labelOf = {
  preset: (k: string) => k,
  range: (a: string, b: string) => `${a}..${b}`,
  // As the job list formats a day: an invalid one would throw "Invalid time value".
  formatDay: (d: string) =>
    new Intl.DateTimeFormat("en", { timeZone: "UTC" }).format(new Date(`${d}T00:00:00Z`)),
};

describe("date chips with invalid URL dates", () => {
  it.each(["-1", "2026-13-45", "2026-02-30", `'"<x>`, ""])("drops %j", (bad) => {
    expect(filterChips(FIELDS, { dateFrom: [bad] }, labelOf)).toEqual([]);
    expect(filterChips(FIELDS, { dateTo: [bad] }, labelOf)).toEqual([]);
    const kept = filterChips(FIELDS, { dateFrom: ["2026-01-02"], dateTo: [bad] }, labelOf);
    expect(kept.map((c) => c.label)).toEqual(["1/2/2026..…"]);
  });

  it("formatDay shows an invalid day as written instead of throwing", () => {
    expect(formatDay("2026-02-30", "en")).toBe("2026-02-30");
    expect(formatDay("-1", "de")).toBe("-1");
    expect(formatDay("2026-11-28", "en")).toContain("2026");
  });
});
