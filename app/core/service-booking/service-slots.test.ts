import { describe, expect, it } from "vitest";
import type { OpeningHours } from "../locations/opening-hours";
import {
  candidateStarts,
  freeServiceSlots,
  resolveServiceSlot,
  serviceBookingSchema,
  serviceBookingSchemaFor,
} from "./service-slots";

const weekdays = (opens: string, closes: string): OpeningHours =>
  (["mon", "tue", "wed", "thu", "fri"] as const).map((day) => ({ day, opens, closes }));
const TZ = "Europe/Berlin";
const rules = { stepMinutes: 30, minNoticeMinutes: 24 * 60, horizonDays: 7 };

describe("candidateStarts", () => {
  it("offers starts every step so that the service ends by closing", () => {
    const starts = candidateStarts(weekdays("08:00", "10:00"), "2026-11-30", 60, 30);
    expect(starts).toEqual(["08:00", "08:30", "09:00"]);
  });
  it("prefers the workshop department's hours", () => {
    const hours: OpeningHours = [
      { day: "mon", opens: "09:00", closes: "18:00" },
      { day: "mon", opens: "07:00", closes: "08:00", department: "service" },
    ];
    expect(candidateStarts(hours, "2026-11-30", 30, 30)).toEqual(["07:00", "07:30"]);
  });
  it("offers nothing on a closed day", () => {
    expect(candidateStarts(weekdays("08:00", "18:00"), "2026-11-29", 30, 30)).toEqual([]);
  });
});

describe("freeServiceSlots", () => {
  // Monday 30 Nov 2026, 09:00 in Berlin (UTC+1).
  const now = new Date("2026-11-30T08:00:00Z");
  const base = { hours: weekdays("08:00", "10:00"), timeZone: TZ, now, durationMinutes: 60, rules };

  it("keeps the minimum notice: nothing within 24 hours", () => {
    const days = freeServiceSlots({ ...base, bays: 1, booked: [] });
    // Today is gone; tomorrow 08:00 and 08:30 are less than 24 h ahead, 09:00 is exactly 24 h.
    expect(days[0]).toEqual({ day: "2026-12-01", slots: ["09:00"] });
    expect(days[1]).toEqual({ day: "2026-12-02", slots: ["08:00", "08:30", "09:00"] });
  });

  it("a slot is free while fewer appointments than bays overlap it", () => {
    const appt = { startsAt: new Date("2026-12-02T07:30:00Z"), endsAt: new Date("2026-12-02T08:30:00Z") }; // 08:30-09:30 local
    const one = freeServiceSlots({ ...base, bays: 1, booked: [appt] }).find((d) => d.day === "2026-12-02");
    // 08:00-09:00, 08:30-09:30 and 09:00-10:00 all overlap 08:30-09:30.
    expect(one).toBeUndefined();
    const two = freeServiceSlots({ ...base, bays: 2, booked: [appt] }).find((d) => d.day === "2026-12-02");
    expect(two?.slots).toEqual(["08:00", "08:30", "09:00"]);
    const full = freeServiceSlots({ ...base, bays: 2, booked: [appt, appt] }).find(
      (d) => d.day === "2026-12-02",
    );
    expect(full).toBeUndefined();
  });

  it("an appointment that only touches the slot does not overlap it", () => {
    const appt = { startsAt: new Date("2026-12-02T07:00:00Z"), endsAt: new Date("2026-12-02T08:00:00Z") }; // 08:00-09:00
    const day = freeServiceSlots({ ...base, bays: 1, booked: [appt] }).find((d) => d.day === "2026-12-02");
    expect(day?.slots).toEqual(["09:00"]);
  });

  it("keeps local opening hours across the spring DST change", () => {
    // Sunday 29 Mar 2026 the clocks go 02:00 -> 03:00 in Berlin; Monday 30 Mar opens 08:00 CEST = 06:00Z.
    const days = freeServiceSlots({
      ...base,
      hours: weekdays("08:00", "09:00"),
      now: new Date("2026-03-27T12:00:00Z"),
      bays: 1,
      booked: [],
    });
    expect(days.find((d) => d.day === "2026-03-30")?.slots).toEqual(["08:00"]);
    expect(
      resolveServiceSlot("2026-03-30T08:00", {
        ...base,
        hours: weekdays("08:00", "09:00"),
        now: new Date("2026-03-27T12:00:00Z"),
        bays: 1,
        booked: [],
      })?.toISOString(),
    ).toBe("2026-03-30T06:00:00.000Z");
    // Friday before the change is still CET: 08:00 = 07:00Z.
    expect(
      resolveServiceSlot("2026-03-27T08:00", {
        ...base,
        hours: weekdays("08:00", "09:00"),
        now: new Date("2026-03-25T12:00:00Z"),
        bays: 1,
        booked: [],
      })?.toISOString(),
    ).toBe("2026-03-27T07:00:00.000Z");
  });

  it("counts the notice in real hours over the autumn DST change", () => {
    // Saturday 24 Oct 2026 10:00 CEST (08:00Z); the clocks go back on Sunday 25 Oct.
    const hours: OpeningHours = [{ day: "sun", opens: "09:00", closes: "12:00" }];
    const days = freeServiceSlots({
      ...base,
      hours,
      now: new Date("2026-10-24T08:00:00Z"),
      durationMinutes: 30,
      bays: 1,
      booked: [],
    });
    // 24 real hours later is 08:00Z = 09:00 CET on Sunday (the wall clock's "same time tomorrow",
    // 10:00, would lose the hour the clocks gave back).
    expect(days[0]).toEqual({
      day: "2026-10-25",
      slots: ["09:00", "09:30", "10:00", "10:30", "11:00", "11:30"],
    });
  });

  it("an appointment across the DST change blocks the right local slots", () => {
    const hours: OpeningHours = [{ day: "mon", opens: "08:00", closes: "10:00" }];
    // Monday 26 Oct 2026 is CET: 08:00 local = 07:00Z.
    const appt = { startsAt: new Date("2026-10-26T07:00:00Z"), endsAt: new Date("2026-10-26T08:00:00Z") };
    const days = freeServiceSlots({
      ...base,
      hours,
      now: new Date("2026-10-23T08:00:00Z"),
      bays: 1,
      booked: [appt],
    });
    expect(days.find((d) => d.day === "2026-10-26")?.slots).toEqual(["09:00"]);
  });

  it("refuses a slot that is not offered", () => {
    const q = { ...base, bays: 1, booked: [] };
    expect(resolveServiceSlot("2026-12-02T08:15", q)).toBeNull();
    expect(resolveServiceSlot("2026-12-02T09:30", q)).toBeNull();
    expect(resolveServiceSlot("2026-02-30T09:00", q)).toBeNull();
    expect(resolveServiceSlot("2026-12-02T08:00", q)?.toISOString()).toBe("2026-12-02T07:00:00.000Z");
  });
});

describe("serviceBookingSchema", () => {
  const valid = {
    locationId: "1",
    offeringId: "2",
    slot: "2026-12-02T08:00",
    brand: "VW",
    model: "Golf",
    plate: "",
    mileageKm: "",
    name: "Anna Schmidt",
    email: "anna@example.org",
    phone: "+49 30 1234",
    privacy: "on",
  };
  it("accepts a complete form and leaves empty optional fields out", () => {
    const r = serviceBookingSchema.safeParse(valid);
    expect(r.success).toBe(true);
    expect(r.data?.plate).toBeUndefined();
    expect(r.data?.mileageKm).toBeUndefined();
  });
  it("answers with translation keys", () => {
    const r = serviceBookingSchema.safeParse({ ...valid, privacy: undefined, mileageKm: "-3", slot: "x" });
    const msgs = r.error?.issues.map((i) => i.message) ?? [];
    expect(msgs).toContain("validation:privacy_required");
    expect(msgs).toContain("service-booking:errors.mileage");
    expect(msgs).toContain("service-booking:errors.slot");
  });
  it("reads the mileage the page's way (issue 36, decision 0054)", () => {
    const mileage = (raw: string, locale: "de" | "en" | "pl" | "tr") => {
      const r = serviceBookingSchemaFor(locale).safeParse({ ...valid, mileageKm: raw });
      return r.success ? r.data.mileageKm : r.error.issues.map((i) => i.message);
    };
    expect(mileage("85.000", "de")).toBe(85_000);
    expect(mileage("85,000", "en")).toBe(85_000);
    expect(mileage("85 000", "pl")).toBe(85_000);
    expect(mileage("85.000", "tr")).toBe(85_000);
    expect(mileage("85000", "en")).toBe(85_000);
    // The other language's way is refused, never read as 85.
    expect(mileage("85,000", "de")).toEqual(["service-booking:errors.mileage"]);
    expect(mileage("85.000", "en")).toEqual(["service-booking:errors.mileage"]);
    expect(mileage("2.000.001", "de")).toEqual(["service-booking:errors.mileage"]);
  });
});
