import { describe, expect, it } from "vitest";
import type { OpeningHours } from "../locations/opening-hours";
import { callbackPickSchema, callbackSlots, resolveCallbackSlot } from "./scheduled-call";

const weekdays: OpeningHours = (["mon", "tue", "wed", "thu", "fri"] as const).map((day) => ({
  day,
  opens: "09:00",
  closes: "12:00",
}));

describe("call-back slots", () => {
  it("are 30 minutes apart in the opening hours, ending by closing", () => {
    // Tuesday 24 Nov 2026, 05:00 in Berlin (04:00 UTC): the whole morning is free.
    const days = callbackSlots(weekdays, "Europe/Berlin", new Date("2026-11-24T04:00:00Z"));
    expect(days[0]).toEqual({
      day: "2026-11-24",
      slots: ["09:00", "09:30", "10:00", "10:30", "11:00", "11:30"],
    });
  });

  it("start no sooner than 2 hours ahead", () => {
    // 08:15 Berlin: 10:15 is the earliest, so 10:30 is the first slot.
    const days = callbackSlots(weekdays, "Europe/Berlin", new Date("2026-11-24T07:15:00Z"));
    expect(days[0]?.slots[0]).toBe("10:30");
    // At exactly two hours before a slot it is still offered.
    const exact = callbackSlots(weekdays, "Europe/Berlin", new Date("2026-11-24T07:00:00Z"));
    expect(exact[0]?.slots[0]).toBe("10:00");
  });

  it("leave out closed days and cover 7 calendar days from today", () => {
    const days = callbackSlots(weekdays, "Europe/Berlin", new Date("2026-11-24T04:00:00Z"));
    // Tue 24 .. Mon 30: Sat 28 and Sun 29 are closed.
    expect(days.map((d) => d.day)).toEqual([
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
      "2026-11-30",
    ]);
  });

  it("are local to the location's time zone", () => {
    // 23:30 UTC on Monday is already Tuesday 08:30 in Tokyo: 10:30 Tokyo is the first slot.
    const days = callbackSlots(weekdays, "Asia/Tokyo", new Date("2026-11-23T23:30:00Z"));
    expect(days[0]).toEqual({ day: "2026-11-24", slots: ["10:30", "11:00", "11:30"] });
  });

  it("a picked slot resolves to its UTC instant only when offered", () => {
    const now = new Date("2026-11-24T04:00:00Z");
    expect(resolveCallbackSlot("2026-11-24T10:00", weekdays, "Europe/Berlin", now)?.toISOString()).toBe(
      "2026-11-24T09:00:00.000Z",
    );
    // Summer time: 10:00 in Berlin is 08:00 UTC.
    const summer = new Date("2026-07-06T04:00:00Z");
    expect(resolveCallbackSlot("2026-07-06T10:00", weekdays, "Europe/Berlin", summer)?.toISOString()).toBe(
      "2026-07-06T08:00:00.000Z",
    );
    expect(resolveCallbackSlot("2026-11-28T10:00", weekdays, "Europe/Berlin", now)).toBeNull(); // Saturday
    expect(resolveCallbackSlot("2026-11-24T10:15", weekdays, "Europe/Berlin", now)).toBeNull(); // not a slot
    expect(resolveCallbackSlot("2026-12-24T10:00", weekdays, "Europe/Berlin", now)).toBeNull(); // too far
    expect(resolveCallbackSlot("2026-02-30T10:00", weekdays, "Europe/Berlin", now)).toBeNull();
  });

  it("the form schema takes a slot and an optional note of up to 1000 characters", () => {
    expect(callbackPickSchema.safeParse({ slot: "2026-11-24T10:00" }).success).toBe(true);
    expect(callbackPickSchema.safeParse({ slot: "tomorrow" }).success).toBe(false);
    expect(callbackPickSchema.safeParse({}).success).toBe(false);
    expect(callbackPickSchema.safeParse({ slot: "2026-11-24T10:00", note: "x".repeat(1001) }).success).toBe(
      false,
    );
    expect(callbackPickSchema.parse({ slot: "2026-11-24T10:00", note: "  " }).note).toBeNull();
  });
});
