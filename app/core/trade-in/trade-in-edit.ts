/**
 * What employees change on a trade-in (job page): the vehicle data and the offer. One schema
 * per form, shared by the browser (instant feedback) and the server action; messages are catalogue keys.
 * Pure: no I/O. Money in minor units of the project's currency (two decimals); times UTC.
 */
import { z } from "zod";
import { localeNumber } from "../../shared/locale-number";
import type { Locale } from "../../shared/locales";
import { err, ok, type Result } from "../../shared/result";
import { FUELS, GEARBOXES } from "../catalog/car-attributes";
import {
  addDays,
  type CalendarDay,
  isCalendarDay,
  zonedParts,
  zonedTimeToUtc,
} from "../locations/zoned-time";

/** Days an offer stays valid unless the employee picks another day. */
export const OFFER_DEFAULT_DAYS = 7;
/** The highest offer the form takes (minor units): 10 million in the currency. */
export const OFFER_MAX_MINOR = 1_000_000_000;
export const MILEAGE_MAX_KM = 2_000_000;
export const FIRST_REGISTRATION_MIN_YEAR = 1900;

const emptyToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

/** The vehicle form, its mileage read in the page's language (85.000 in de, 85,000 in en). */
export const vehicleEditSchemaFor = (locale: Locale) =>
  z.object({
    brandName: z.string().trim().min(1, "validation:required").max(60, "validation:too_long"),
    modelName: z.string().trim().min(1, "validation:required").max(80, "validation:too_long"),
    /** `YYYY-MM` (input type=month); stored as the first of the month. */
    firstRegistration: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "jobs:trade_in.errors.first_registration")
        .optional(),
    ),
    mileageKm: localeNumber(locale, {
      optional: true,
      min: 0,
      max: MILEAGE_MAX_KM,
      messages: { invalid: "jobs:trade_in.errors.mileage", range: "jobs:trade_in.errors.mileage" },
    }),
    fuel: z.preprocess(emptyToUndefined, z.enum(FUELS, { message: "validation:invalid_choice" }).optional()),
    gearbox: z.preprocess(
      emptyToUndefined,
      z.enum(GEARBOXES, { message: "validation:invalid_choice" }).optional(),
    ),
  });
export const vehicleEditSchema = vehicleEditSchemaFor("de");
export type VehicleEditInput = z.input<typeof vehicleEditSchema>;

/** The vehicle columns of a trade-in as the form sets them. */
export type VehicleData = {
  brandName: string;
  modelName: string;
  firstRegistration: string | null;
  mileageKm: number | null;
  fuel: string | null;
  gearbox: string | null;
};

/** Validates the vehicle form against `now` (a first registration cannot lie in the future). */
export function parseVehicle(
  input: unknown,
  now: Date,
  timeZone: string,
  locale: Locale = "de",
): Result<VehicleData> {
  const parsed = vehicleEditSchemaFor(locale).safeParse(input);
  if (!parsed.success) return err({ code: "invalid", fields: fieldErrors(parsed.error) });
  const v = parsed.data;
  if (v.firstRegistration) {
    const year = Number(v.firstRegistration.slice(0, 4));
    const thisMonth = zonedParts(now, timeZone).day.slice(0, 7);
    if (year < FIRST_REGISTRATION_MIN_YEAR || v.firstRegistration > thisMonth)
      return err({
        code: "invalid",
        fields: { firstRegistration: ["jobs:trade_in.errors.first_registration"] },
      });
  }
  return ok({
    brandName: v.brandName,
    modelName: v.modelName,
    firstRegistration: v.firstRegistration ? `${v.firstRegistration}-01` : null,
    mileageKm: v.mileageKm ?? null,
    fuel: v.fuel ?? null,
    gearbox: v.gearbox ?? null,
  });
}

/**
 * The offer form: the amount typed in the page's language (12.500,50 in de, 12,500.50 in en; decision
 * 0054) -> minor units, over 0 and up to OFFER_MAX_MINOR.
 */
export const offerInputSchemaFor = (locale: Locale) =>
  z.object({
    amount: localeNumber(locale, {
      money: true,
      min: 1,
      max: OFFER_MAX_MINOR,
      messages: { invalid: "jobs:trade_in.errors.amount", range: "jobs:trade_in.errors.amount" },
    }),
    /** `YYYY-MM-DD` (input type=date), the last day the offer holds; empty: OFFER_DEFAULT_DAYS from today. */
    expiresOn: z.preprocess(emptyToUndefined, z.string().max(10, "validation:too_long").optional()),
  });
export const offerInputSchema = offerInputSchemaFor("de");
export type OfferInput = z.input<typeof offerInputSchema>;

/** The default last day of an offer made at `now`. */
export function defaultOfferDay(now: Date, timeZone: string): CalendarDay {
  return addDays(zonedParts(now, timeZone).day, OFFER_DEFAULT_DAYS);
}

/** An offer holds until the end of its last day at the dealer (23:59 there), stored as that instant. */
export function offerExpiry(day: CalendarDay, timeZone: string): Date {
  return zonedTimeToUtc(day, "23:59", timeZone);
}

/** Validates the offer form: a positive amount up to OFFER_MAX_MINOR and a last day still to come. */
export function parseOffer(
  input: unknown,
  now: Date,
  timeZone: string,
  locale: Locale = "de",
): Result<{ offerMinor: number; offerExpiresAt: Date }> {
  const parsed = offerInputSchemaFor(locale).safeParse(input);
  if (!parsed.success) return err({ code: "invalid", fields: fieldErrors(parsed.error) });
  const offerMinor = parsed.data.amount;
  const day = parsed.data.expiresOn ?? defaultOfferDay(now, timeZone);
  if (!isCalendarDay(day))
    return err({ code: "invalid", fields: { expiresOn: ["jobs:trade_in.errors.expiry"] } });
  const offerExpiresAt = offerExpiry(day, timeZone);
  if (offerExpiresAt.getTime() <= now.getTime())
    return err({ code: "invalid", fields: { expiresOn: ["jobs:trade_in.errors.expiry_past"] } });
  // More than a year ahead is a typo (an offer tracks a market price).
  if (day > addDays(zonedParts(now, timeZone).day, 366))
    return err({ code: "invalid", fields: { expiresOn: ["jobs:trade_in.errors.expiry"] } });
  return ok({ offerMinor, offerExpiresAt });
}

function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    fields[key] = [...(fields[key] ?? []), issue.message];
  }
  return fields;
}
