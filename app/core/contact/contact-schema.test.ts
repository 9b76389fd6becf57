import { describe, expect, it } from "vitest";
import { contactFormSchema } from "./contact-schema";

const valid = {
  name: "Anna Kowalska",
  email: "anna@example.com",
  subject: "purchase",
  message: "I would like a test drive of the ID.3.",
  privacy: "on",
};

describe("contact form schema", () => {
  it("accepts a complete form and normalises optional fields", () => {
    const r = contactFormSchema.safeParse({ ...valid, phone: "", locationId: "" });
    expect(r.success && r.data).toMatchObject({ phone: null, locationId: null, name: "Anna Kowalska" });
  });
  it("reads the location id as a number", () => {
    const r = contactFormSchema.safeParse({ ...valid, locationId: "3" });
    expect(r.success && r.data.locationId).toBe(3);
  });
  it.each([
    ["name", { name: "A" }, "validation:name_required"],
    ["email", { email: "not-an-address" }, "validation:email_invalid"],
    ["phone", { phone: "call me maybe" }, "validation:phone_invalid"],
    ["subject", { subject: "spam" }, "validation:subject_required"],
    ["message", { message: "hi" }, "validation:message_too_short"],
    ["privacy", { privacy: undefined }, "validation:privacy_required"],
    ["locationId", { locationId: "abc" }, undefined],
  ])("rejects a bad %s with a translatable message", (field, patch, message) => {
    const r = contactFormSchema.safeParse({ ...valid, ...patch });
    expect(r.success).toBe(false);
    const issue = r.error?.issues.find((i) => i.path[0] === field);
    expect(issue).toBeDefined();
    if (message) expect(issue?.message).toBe(message);
  });
});
