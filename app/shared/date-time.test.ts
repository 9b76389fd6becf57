import { describe, expect, it } from "vitest";
import { zonedTimeToUtc as appointmentTime } from "../core/locations/zoned-time";
import {
  DEFAULT_TIME_ZONE,
  formatDate,
  formatDateTime,
  projectTimeZone,
  timeZoneLabel,
  utcToZonedInput,
  zonedTimeToUtc,
} from "./date-time";

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

describe("times typed in the project's zone", () => {
  it("reads a typed wall time in the zone as UTC, and shows a stored time back", () => {
    expect(zonedTimeToUtc("2026-12-05T14:30", "Europe/Berlin")?.toISOString()).toBe(
      "2026-12-05T13:30:00.000Z",
    );
    expect(zonedTimeToUtc("2026-07-01T14:30", "Europe/Berlin")?.toISOString()).toBe(
      "2026-07-01T12:30:00.000Z",
    );
    expect(zonedTimeToUtc("2026-12-05T14:30", "Europe/Istanbul")?.toISOString()).toBe(
      "2026-12-05T11:30:00.000Z",
    );
    expect(zonedTimeToUtc("2026-12-05T14:30Z", "Europe/Berlin")?.toISOString()).toBe(
      "2026-12-05T14:30:00.000Z",
    );
    expect(utcToZonedInput("2026-12-05T13:30:00.000Z", "Europe/Berlin")).toBe("2026-12-05T14:30");
    expect(utcToZonedInput("2026-07-01T12:30:00.000Z", "Europe/Berlin")).toBe("2026-07-01T14:30");
    expect(utcToZonedInput(null, "Europe/Berlin")).toBe("");
  });

  it("refuses what is not a time", () => {
    expect(zonedTimeToUtc("", "Europe/Berlin")).toBeNull();
    expect(zonedTimeToUtc("tomorrow", "Europe/Berlin")).toBeNull();
    expect(zonedTimeToUtc("2026-02-30T10:00", "Europe/Berlin")).toBeNull();
    expect(zonedTimeToUtc("2026-02-10T24:10", "Europe/Berlin")).toBeNull();
  });

  it("moves a time the clocks skip forward, and takes the second of a time that happens twice", () => {
    // 2026-03-29 02:00 CET the clocks go to 03:00 CEST: 02:30 does not exist and becomes 03:30 CEST.
    expect(zonedTimeToUtc("2026-03-29T02:30", "Europe/Berlin")?.toISOString()).toBe(
      "2026-03-29T01:30:00.000Z",
    );
    expect(zonedTimeToUtc("2026-03-29T01:59", "Europe/Berlin")?.toISOString()).toBe(
      "2026-03-29T00:59:00.000Z",
    );
    expect(zonedTimeToUtc("2026-03-29T03:00", "Europe/Berlin")?.toISOString()).toBe(
      "2026-03-29T01:00:00.000Z",
    );
    // 2026-10-25 03:00 CEST the clocks go back to 02:00 CET: 02:30 happens twice, the second (CET) is taken.
    expect(zonedTimeToUtc("2026-10-25T02:30", "Europe/Berlin")?.toISOString()).toBe(
      "2026-10-25T01:30:00.000Z",
    );
    expect(zonedTimeToUtc("2026-10-25T01:59", "Europe/Berlin")?.toISOString()).toBe(
      "2026-10-24T23:59:00.000Z",
    );
    expect(zonedTimeToUtc("2026-10-25T03:30", "Europe/Berlin")?.toISOString()).toBe(
      "2026-10-25T02:30:00.000Z",
    );
    expect(utcToZonedInput("2026-10-25T01:30:00.000Z", "Europe/Berlin")).toBe("2026-10-25T02:30");
  });
});

describe("one rule for typed times", () => {
  it("reads every wall time around both changes as appointments do", () => {
    for (const day of ["2026-03-29", "2026-10-25", "2027-03-28", "2026-12-05"]) {
      for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
        const time = `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
        for (const zone of ["Europe/Berlin", "Europe/Istanbul", "America/New_York"]) {
          expect(zonedTimeToUtc(`${day}T${time}`, zone)?.toISOString(), `${day} ${time} ${zone}`).toBe(
            appointmentTime(day, time, zone).toISOString(),
          );
        }
      }
    }
  });
});
