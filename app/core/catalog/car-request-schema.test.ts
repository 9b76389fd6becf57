import { describe, expect, it } from "vitest";
import { carRequestErrors, carRequestSchema } from "./car-request-schema";

const today = new Date("2026-11-23T10:00:00Z");
const schema = carRequestSchema(today);
const testDrive = {
  kind: "test_drive",
  name: "Anna Kowalska",
  email: "anna@example.com",
  phone: "",
  message: "",
  preferredDate: "2026-11-28",
  privacy: "on",
};

describe("car request schema", () => {
  it("accepts a test drive without message and normalises the phone", () => {
    const r = schema.safeParse(testDrive);
    expect(r.success && r.data).toMatchObject({
      kind: "test_drive",
      phone: null,
      preferredDate: "2026-11-28",
    });
  });

  it("accepts a question without a date and drops a stray date", () => {
    const r = schema.safeParse({
      ...testDrive,
      kind: "question",
      message: "Is the timing belt new?",
      preferredDate: "2026-12-01",
    });
    expect(r.success && r.data.preferredDate).toBe(null);
  });

  it.each([
    ["kind", { kind: "buy_now" }, "validation:invalid_choice"],
    ["name", { name: "A" }, "validation:name_required"],
    ["email", { email: "anna@" }, "validation:email_invalid"],
    ["phone", { phone: "ring me" }, "validation:phone_invalid"],
    ["privacy", { privacy: undefined }, "validation:privacy_required"],
    ["preferredDate", { preferredDate: "" }, "car:request.date_required"],
    ["preferredDate", { preferredDate: "28.11.2026" }, "car:request.date_invalid"],
    ["preferredDate", { preferredDate: "2026-11-22" }, "car:request.date_range"],
    ["preferredDate", { preferredDate: "2027-12-01" }, "car:request.date_range"],
    ["message", { kind: "question", message: "hi" }, "validation:message_too_short"],
  ])("rejects a bad %s with a translatable message", (field, patch, message) => {
    const r = schema.safeParse({ ...testDrive, ...patch });
    expect(r.success).toBe(false);
    expect(carRequestErrors(r.error!)[field]?.[0]).toBe(message);
  });

  it("reports the date together with the other fields' errors", () => {
    const r = schema.safeParse({ kind: "test_drive", name: "Jo", email: "nope", preferredDate: "" });
    expect(Object.keys(carRequestErrors(r.error!)).sort()).toEqual(["email", "preferredDate", "privacy"]);
  });

  it("accepts today as the earliest test-drive day", () => {
    expect(schema.safeParse({ ...testDrive, preferredDate: "2026-11-23" }).success).toBe(true);
  });
});
