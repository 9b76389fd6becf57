import { describe, expect, it } from "vitest";
import { bookableDays } from "./appointment-slots";
import { closedDaysOf } from "./closed-days";
import type { OpeningHours } from "./opening-hours";

const berlin = { country: "DE", region: "BE", closedDays: [] };
const munich = { country: "DE", region: "BY", closedDays: [] };

describe("closed days (decision 0050)", () => {
  it("are the public holidays of the location's federal state, named in the page's language", () => {
    const de = closedDaysOf(berlin, "2026-12-20", 20, "de");
    expect(Object.keys(de)).toEqual(["2026-12-25", "2026-12-26", "2027-01-01"]);
    expect(de["2026-12-25"]).toEqual({ kind: "holiday", name: "1. Weihnachtstag" });
    expect(closedDaysOf(berlin, "2026-12-25", 1, "en")["2026-12-25"]).toEqual({
      kind: "holiday",
      name: "Christmas Day",
    });
    expect(closedDaysOf(berlin, "2027-01-01", 1, "pl")["2027-01-01"]).toEqual({
      kind: "holiday",
      name: "Nowy Rok",
    });
    // Epiphany is a holiday in Bavaria, not in Berlin.
    expect(closedDaysOf(munich, "2027-01-06", 1, "de")["2027-01-06"]?.kind).toBe("holiday");
    expect(closedDaysOf(berlin, "2027-01-06", 1, "de")).toEqual({});
  });

  it("add the dealer's own days with their note, and keep a holiday a holiday", () => {
    const loc = {
      ...berlin,
      closedDays: [
        { date: "2026-12-24", note: "Betriebsferien" },
        { date: "2026-12-25", note: "Betriebsferien" },
        { date: "2027-03-01", note: null },
      ],
    };
    const closed = closedDaysOf(loc, "2026-12-24", 2, "de");
    expect(closed).toEqual({
      "2026-12-24": { kind: "closed", note: "Betriebsferien" },
      "2026-12-25": { kind: "holiday", name: "1. Weihnachtstag" },
    });
  });

  it("an unknown region falls back to the country's nationwide holidays", () => {
    const closed = closedDaysOf({ country: "DE", region: "XX", closedDays: [] }, "2026-10-03", 1, "de");
    expect(closed["2026-10-03"]?.kind).toBe("holiday");
  });

  it("leave no slot on a closed day that the weekly hours open", () => {
    const hours: OpeningHours = (["mon", "tue", "wed", "thu", "fri"] as const).map((day) => ({
      day,
      opens: "09:00",
      closes: "18:00",
    }));
    const now = new Date("2026-12-21T06:00:00Z");
    const rules = { slotMinutes: 30, minNoticeMinutes: 120, daysAhead: 14 };
    const open = bookableDays(hours, "Europe/Berlin", now, rules).map((d) => d.day);
    expect(open).toContain("2026-12-25");
    const closed = closedDaysOf(berlin, "2026-12-21", 14, "de");
    const days = bookableDays(hours, "Europe/Berlin", now, rules, closed).map((d) => d.day);
    expect(days).not.toContain("2026-12-25");
    expect(days).not.toContain("2027-01-01");
    expect(days).toContain("2026-12-28");
  });
});
