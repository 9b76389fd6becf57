import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { rentalBookingSchema } from "../rental/rental-schema";
import { serviceBookingSchema } from "../service-booking/service-slots";
import { contactFormSchema } from "./contact-schema";
import { fieldErrorsOf } from "./person-fields";

/** The errors a schema gives for the person fields alone (its other fields' errors left out). */
function personErrors(schema: z.ZodType, person: Record<string, unknown>) {
  const parsed = schema.safeParse(person);
  const fields = parsed.success ? {} : fieldErrorsOf(parsed.error);
  return { name: fields.name ?? [], email: fields.email ?? [], phone: fields.phone ?? [] };
}

describe("the person fields every form shares (contact, service booking, rental)", () => {
  const people: [string, Record<string, unknown>][] = [
    ["a short but real name and a phone", { name: "Jo", email: "jo@example.com", phone: "0301234" }],
    ["a one-letter name", { name: "J", email: "jo@example.com", phone: "0301234" }],
    ["no name, no e-mail at all", { phone: "0301234" }],
    ["a bad e-mail", { name: "Anna", email: "anna@", phone: "0301234" }],
    ["letters in the phone", { name: "Anna", email: "anna@example.com", phone: "call me" }],
    ["a short phone number", { name: "Anna", email: "anna@example.com", phone: "112" }],
    ["a name too long", { name: "A".repeat(121), email: "anna@example.com", phone: "0301234" }],
  ];

  it.each(people)("the bookings read %s by the contact form's rules", (_label, person) => {
    const contact = personErrors(contactFormSchema, person);
    expect(personErrors(serviceBookingSchema, person)).toEqual(contact);
    expect(personErrors(rentalBookingSchema, person)).toEqual(contact);
    // Every message is a catalogue key, also for a field missing from the post.
    for (const key of Object.values(contact).flat()) expect(key).toMatch(/^validation:/);
  });

  it("asks the bookings for a phone number, the contact form not", () => {
    const person = { name: "Anna", email: "anna@example.com", phone: "" };
    expect(personErrors(contactFormSchema, person).phone).toEqual([]);
    expect(personErrors(serviceBookingSchema, person).phone).toEqual(["validation:required"]);
    expect(personErrors(rentalBookingSchema, { ...person, phone: undefined }).phone).toEqual([
      "validation:required",
    ]);
  });
});
