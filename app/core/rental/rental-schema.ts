/**
 * The rental forms, one schema each for the browser and the server: the search (pick-up and
 * return location, local day and time) and the booking (the search, the car, the driver). Messages are
 * catalogue keys. The rules that need the locations (opening hours, time zone) and the clock are checked
 * by the service (rental.service.server.ts).
 */
import { z } from "zod";
import { personFieldsWithPhone } from "../contact/person-fields";
import { readRentalDay } from "./rental-day";

/** A day typed in the page's language (12.12.2026, 12/12/2026) or ISO; the parsed value is ISO. */
const day = z.preprocess(
  (v) => (typeof v === "string" ? (readRentalDay(v) ?? v) : v),
  z.string({ message: "rental:errors.date" }).regex(/^\d{4}-\d{2}-\d{2}$/, "rental:errors.date"),
);
const time = z
  .string({ message: "rental:errors.time" })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "rental:errors.time");
const locationId = z.coerce
  .number({ message: "rental:errors.location" })
  .int("rental:errors.location")
  .positive("rental:errors.location")
  .max(2_147_483_647, "rental:errors.location");

export const rentalSearchSchema = z.object({
  pickupLocation: locationId,
  returnLocation: locationId,
  pickupDate: day,
  pickupTime: time,
  returnDate: day,
  returnTime: time,
});
export type RentalSearch = z.output<typeof rentalSearchSchema>;

export const rentalBookingSchema = rentalSearchSchema.extend({
  car: z.string({ message: "rental:errors.car" }).uuid("rental:errors.car"),
  // The driver by the enquiry forms' rules; the consent names the rental.
  ...personFieldsWithPhone,
  birthDate: day,
  privacy: z.literal("on", { message: "rental:errors.privacy" }),
});
export type RentalBookingInput = z.input<typeof rentalBookingSchema>;

export { RENTAL_BOOKING_FIELDS, RENTAL_SEARCH_FIELDS } from "./rental-fields";

/** Field errors of a failed parse: field -> catalogue keys. */
export function rentalFieldErrors(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    fields[key] = [...(fields[key] ?? []), issue.message];
  }
  return fields;
}
