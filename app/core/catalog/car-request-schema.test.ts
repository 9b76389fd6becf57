import { describe, expect, it } from "vitest";
import type { OpeningHours } from "../locations/opening-hours";
import { carRequestErrors, carRequestSchema, type TestDrivePlace, testDriveDays } from "./car-request-schema";

// Monday 23 November 2026, 11:00 in Berlin (UTC+1).
const now = new Date("2026-11-23T10:00:00Z");
const weekdays = (["mon", "tue", "wed", "thu", "fri"] as const).map((day) => ({
  day,
  opens: "08:00",
  closes: "19:00",
}));
const hours: OpeningHours = [...weekdays, { day: "sat", opens: "09:00", closes: "15:00" }];
const berlin: TestDrivePlace = { openingHours: hours, timeZone: "Europe/Berlin", closed: {} };
const schema = carRequestSchema({ place: berlin, now });
const testDrive = {
  kind: "test_drive",
  name: "Anna Kowalska",
  email: "anna@example.com",
  phone: "",
  message: "",
  preferredDate: "2026-11-28",
  preferredTime: "10:30",
  privacy: "on",
};

describe("car request schema", () => {
  it("accepts a test drive in an offered slot and stores its instant in UTC", () => {
    const r = schema.safeParse(testDrive);
    expect(r.success && r.data).toMatchObject({
      kind: "test_drive",
      phone: null,
      preferredDate: "2026-11-28",
      preferredTime: "10:30",
    });
    // 10:30 in Berlin in winter is 09:30 UTC.
    expect(r.success && r.data.preferredAt?.toISOString()).toBe("2026-11-28T09:30:00.000Z");
  });

  it("accepts a question without a date and drops a stray date and time", () => {
    const r = schema.safeParse({
      ...testDrive,
      kind: "question",
      message: "Is the timing belt new?",
      preferredDate: "2026-12-01",
    });
    expect(r.success && r.data).toMatchObject({
      preferredDate: null,
      preferredTime: null,
      preferredAt: null,
    });
  });

  it.each([
    ["kind", { kind: "buy_now" }, "validation:invalid_choice"],
    ["name", { name: "A" }, "validation:name_required"],
    ["email", { email: "anna@" }, "validation:email_invalid"],
    ["phone", { phone: "ring me" }, "validation:phone_invalid"],
    ["privacy", { privacy: undefined }, "validation:privacy_required"],
    ["preferredDate", { preferredDate: "" }, "car:request.date_required"],
    ["preferredDate", { preferredDate: "28.11.2026" }, "car:request.date_invalid"],
    ["preferredDate", { preferredDate: "2026-02-30" }, "car:request.date_invalid"],
    ["preferredDate", { preferredDate: "2026-11-22" }, "car:request.date_range"],
    ["preferredDate", { preferredDate: "2026-12-14" }, "car:request.date_range"],
    // The reported bug: a Sunday at a location closed on Sundays.
    ["preferredDate", { preferredDate: "2026-11-29" }, "car:request.date_closed"],
    ["preferredTime", { preferredTime: "" }, "car:request.time_required"],
    // Saturday closes at 15:00: the last half-hour slot starts at 14:30.
    ["preferredTime", { preferredTime: "15:00" }, "car:request.time_invalid"],
    ["preferredTime", { preferredTime: "10:15" }, "car:request.time_invalid"],
    ["preferredTime", { preferredTime: "07:30" }, "car:request.time_invalid"],
    ["message", { kind: "question", message: "hi" }, "validation:message_too_short"],
  ])("rejects a bad %s with a translatable message", (field, patch, message) => {
    const r = schema.safeParse({ ...testDrive, ...patch });
    expect(r.success).toBe(false);
    expect(carRequestErrors(r.error!)[field]?.[0]).toBe(message);
  });

  it("needs two hours' notice: today's slots start at 13:00 at 11:00", () => {
    expect(
      schema.safeParse({ ...testDrive, preferredDate: "2026-11-23", preferredTime: "12:30" }).success,
    ).toBe(false);
    expect(
      schema.safeParse({ ...testDrive, preferredDate: "2026-11-23", preferredTime: "13:00" }).success,
    ).toBe(true);
    const late = carRequestSchema({ place: berlin, now: new Date("2026-11-23T17:00:00Z") });
    const r = late.safeParse({ ...testDrive, preferredDate: "2026-11-23", preferredTime: "18:30" });
    expect(carRequestErrors(r.error!).preferredDate).toEqual(["car:request.date_full"]);
  });

  it("refuses a test drive for a car without a location", () => {
    const r = carRequestSchema({ place: null, now }).safeParse(testDrive);
    expect(carRequestErrors(r.error!).kind).toEqual(["car:request.no_test_drive"]);
  });

  it("reports the date together with the other fields' errors", () => {
    const r = schema.safeParse({ kind: "test_drive", name: "Jo", email: "nope", preferredDate: "" });
    expect(Object.keys(carRequestErrors(r.error!)).sort()).toEqual(["email", "preferredDate", "privacy"]);
  });
});

describe("test-drive days", () => {
  it("offers open days only, from today, for three weeks", () => {
    const days = testDriveDays(berlin, now);
    expect(days[0]).toMatchObject({ day: "2026-11-23" });
    expect(days[0]?.slots[0]).toBe("13:00");
    expect(days[0]?.slots.at(-1)).toBe("18:30");
    expect(days.map((d) => d.day)).not.toContain("2026-11-29");
    expect(days.find((d) => d.day === "2026-11-28")?.slots).toHaveLength(12);
    // 21 calendar days from Monday the 23rd: three Sundays closed.
    expect(days).toHaveLength(18);
    expect(days.at(-1)?.day).toBe("2026-12-12");
  });
});
