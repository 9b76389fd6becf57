import { describe, expect, it } from "vitest";
import { DEFAULT_TIME_ZONE, formatDate, formatDateTime, projectTimeZone, timeZoneLabel } from "./date-time";

const at = new Date("2026-12-05T13:30:00Z");

describe("times in the project's zone and the viewer's language", () => {
  it("formats one instant in the zone, the way each language writes it", () => {
    expect(formatDateTime(at, "de", "Europe/Berlin")).toBe("05.12.26, 14:30");
    expect(formatDateTime(at, "en", "Europe/Berlin")).toBe("05/12/2026, 14:30");
    expect(formatDateTime(at.toISOString(), "en", "Europe/Istanbul")).toBe("05/12/2026, 16:30");
    expect(formatDateTime(at, "pl", "Europe/Warsaw")).toBe("5.12.2026, 14:30");
    expect(formatDate("2026-12-05T23:30:00Z", "de", "Europe/Berlin")).toBe("06.12.2026");
    expect(formatDateTime("not a time", "de", "Europe/Berlin")).toBe("");
  });

  it("takes the project's zone, or the default for none or an unknown one", () => {
    expect(projectTimeZone({ timeZone: "Europe/Istanbul" })).toBe("Europe/Istanbul");
    expect(projectTimeZone({})).toBe(DEFAULT_TIME_ZONE);
    expect(projectTimeZone({ timeZone: "Mars/Olympus" })).toBe(DEFAULT_TIME_ZONE);
  });

  it("names the zone where a time is typed", () => {
    expect(timeZoneLabel("Europe/Berlin", "de", at)).toBe("Mitteleuropäische Zeit");
    expect(timeZoneLabel("Europe/Berlin", "en", at)).toBe("Central European Time");
  });
});
