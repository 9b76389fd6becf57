import { describe, expect, it } from "vitest";
import { zonedParts } from "./zoned-time";

/** The local day and minutes as Intl says, read independently of zoned-time's remembered offsets. */
function intlParts(instant: Date, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

describe("zoned time", () => {
  it("reads the local clock right around daylight saving changes, second by second", () => {
    // Berlin's spring and autumn changes of 2026, Lord Howe's half-hour change, Kathmandu's +05:45.
    const cases: [string, string][] = [
      ["Europe/Berlin", "2026-03-29T00:58:00Z"],
      ["Europe/Berlin", "2026-10-25T00:58:00Z"],
      ["Australia/Lord_Howe", "2026-04-04T14:58:00Z"],
      ["Asia/Kathmandu", "2026-06-01T18:13:00Z"],
    ];
    for (const [zone, start] of cases) {
      const from = new Date(start).getTime();
      for (let s = 0; s < 4 * 60; s += 7) {
        const instant = new Date(from + s * 1000 + 250);
        expect(zonedParts(instant, zone), `${zone} ${instant.toISOString()}`).toEqual(
          intlParts(instant, zone),
        );
      }
    }
  });
});
