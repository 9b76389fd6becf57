import { describe, expect, it } from "vitest";
import { locationSegment, parseLocationSegment } from "./location-slug";
import { openingHoursByDay } from "./opening-hours";

describe("location URL segment {locationId}-{locationName}", () => {
  it("round-trips", () => {
    expect(locationSegment({ id: 3, slug: "muenchen-riem" })).toBe("3-muenchen-riem");
    expect(parseLocationSegment("3-muenchen-riem")).toEqual({ id: 3, slug: "muenchen-riem" });
  });
  it("accepts a bare id and rejects non-numeric ids", () => {
    expect(parseLocationSegment("12")).toEqual({ id: 12, slug: "" });
    expect(parseLocationSegment("berlin")).toBeNull();
    expect(parseLocationSegment("1e5-x")).toBeNull();
  });
});

describe("opening hours by day", () => {
  it("orders Monday first, sorts slots and marks closed days", () => {
    const days = openingHoursByDay([
      { day: "sat", opens: "09:00", closes: "13:00" },
      { day: "mon", opens: "14:00", closes: "18:00" },
      { day: "mon", opens: "08:00", closes: "12:00" },
    ]);
    expect(days.map((d) => d.day)).toEqual(["mon", "tue", "wed", "thu", "fri", "sat", "sun"]);
    expect(days[0]?.slots).toEqual([
      { opens: "08:00", closes: "12:00" },
      { opens: "14:00", closes: "18:00" },
    ]);
    expect(days[6]?.slots).toEqual([]);
  });
});
