/**
 * What employees change on a trade-in (job page, issue 13): the vehicle data and the offer. One schema
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
 * An amount typed by a person: "12500", "12500.5", "12.500,50", "12 500,00" -> minor units. The last
 * `.` or `,` followed by one or two digits is the decimal separator; other dots, commas and spaces
 * group thousands. Anything else (letters, signs, three decimals) is null.
 */
export function parseAmountToMinor(raw: string): number | null {
  const text = raw.trim().replace(/[\s\u00a0\u202f']/g, "");
  if (!/^\d[\d.,]*$/.test(text)) return null;
  const decimal = /[.,](\d{1,2})$/.exec(text);
  const whole = (decimal ? text.slice(0, decimal.index) : text).replace(/[.,]/g, "");
  if (!/^\d+$/.test(whole) || whole.length > 12) return null;
  // Grouping must be in threes ("1.2.3" is a typo, not a number).
  const groups = (decimal ? text.slice(0, decimal.index) : text).split(/[.,]/);
  if (groups.length > 1 && (groups[0]!.length > 3 || groups.slice(1).some((g) => g.length !== 3)))
    return null;
  const cents = decimal ? Number(decimal[1]!.padEnd(2, "0")) : 0;
  return Number(whole) * 100 + cents;
}

export const offerInputSchema = z.object({
  amount: z
    .string({ message: "validation:required" })
    .trim()
    .min(1, "validation:required")
    .max(20, "validation:too_long"),
  /** `YYYY-MM-DD` (input type=date), the last day the offer holds; empty: OFFER_DEFAULT_DAYS from today. */
  expiresOn: z.preprocess(emptyToUndefined, z.string().max(10, "validation:too_long").optional()),
});
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
): Result<{ offerMinor: number; offerExpiresAt: Date }> {
  const parsed = offerInputSchema.safeParse(input);
  if (!parsed.success) return err({ code: "invalid", fields: fieldErrors(parsed.error) });
  const offerMinor = parseAmountToMinor(parsed.data.amount);
  if (offerMinor === null || offerMinor <= 0 || offerMinor > OFFER_MAX_MINOR)
    return err({ code: "invalid", fields: { amount: ["jobs:trade_in.errors.amount"] } });
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
