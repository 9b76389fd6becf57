/**
 * The car editor's forms: one zod schema each for the car (catalogue fields, equipment,
 * Pkw-EnVKV data, descriptions) and for its rental price list, shared by the browser (loaded when the
 * employee starts typing) and the server's action. Field names are the form's flat names; messages are
 * catalogue keys. Numbers are read in the page's language (shared/locale-number.ts); money is typed in
 * major units ("24.990" or "24.990,50" in de) and stored in minor units. The
 * EnVKV data may stay incomplete while the car is a draft: publishing checks it (core/catalog/envkv.ts).
 * Pure: no I/O, no React.
 */
import { z } from "zod";
import { localeNumber, parseLocaleMinor } from "../../shared/locale-number";
import type { Locale } from "../../shared/locales";
import {
  BODY_TYPES,
  CO2_CLASSES,
  COLOURS,
  CONDITIONS,
  EQUIPMENT,
  FUELS,
  GEARBOXES,
} from "../catalog/car-attributes";
import { consumptionUnitFor } from "../catalog/envkv";
import { isVin } from "../inbound-mail/lead-rules";
import { DESCRIPTION_LANGUAGES, MAX_DESCRIPTION, MAX_VARIANT } from "./car-editor-fields";
import { MAX_PRICE_MINOR } from "./car-state";

export * from "./car-editor-fields";

const E = "car-editor:errors";

/** A text field's value: trimmed, "" when absent or not text. */
const text = z.preprocess((v) => (typeof v === "string" ? v.trim() : ""), z.string());

const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v : ""),
    z.enum(values, { message: "validation:invalid_choice" }),
  );

const uuid = (message: string) => z.preprocess((v) => (typeof v === "string" ? v : ""), z.uuid({ message }));

/** A whole number in a range, typed in the page's language (42.500 in de, 42,500 in en); "" is `required` unless optional (then null). */
function int(locale: Locale, min: number, max: number, optional = false) {
  return localeNumber(locale, {
    min,
    max,
    optional,
    messages: { invalid: `${E}.whole_number`, range: `${E}.range` },
  });
}

/**
 * A typed amount in a language ("24.990" or "24.990,50" in de, "24,990.50" in en) -> minor units, or null.
 * Defaults to German, where the editor began (kept for callers that have no page language).
 */
export function parseMoneyMinor(input: string, locale: Locale = "de"): number | null {
  const parsed = parseLocaleMinor(input, locale);
  return parsed.ok ? parsed.value : null;
}

/** A money field: minor units from `min` (minor) up to the price maximum. */
function money(locale: Locale, min: number, optional = false) {
  return localeNumber(locale, {
    money: true,
    min,
    max: MAX_PRICE_MINOR,
    optional,
    messages: { invalid: `${E}.money`, range: min > 0 ? `${E}.money_positive` : `${E}.money` },
  });
}

/** A decimal with one place ("5,4" in de, "5.4" in en), 0 to 999.9; "" is null. */
const decimal = (locale: Locale) =>
  localeNumber(locale, {
    decimals: 1,
    min: 0,
    max: 999.9,
    optional: true,
    messages: { invalid: `${E}.decimal`, range: `${E}.decimal` },
  });

/** "2021-03" (month input) or "03/2021" -> "2021-03-01"; "" -> null (a new car not yet registered). */
const registration = text.transform((s, ctx): string | null => {
  if (s === "") return null;
  const iso = /^(\d{4})-(\d{2})(?:-\d{2})?$/.exec(s);
  const de = /^(\d{1,2})[./](\d{4})$/.exec(s);
  const year = Number(iso ? iso[1] : de?.[2]);
  const month = Number(iso ? iso[2] : de?.[1]);
  if ((!iso && !de) || month < 1 || month > 12 || year < 1900 || year > 2100) {
    ctx.addIssue({ code: "custom", message: `${E}.registration` });
    return z.NEVER;
  }
  return `${year}-${String(month).padStart(2, "0")}-01`;
});

const checkbox = z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean());

const optionalClass = z.preprocess(
  (v) => (typeof v === "string" && v !== "" ? v : null),
  z.enum(CO2_CLASSES, { message: "validation:invalid_choice" }).nullable(),
);

const description = text.pipe(z.string().max(MAX_DESCRIPTION, "validation:too_long"));

/** The car form read in the page's language (every number field: decimal and thousands separators). */
export const carEditorSchemaFor = (locale: Locale) =>
  z
    .object({
      condition: choice(CONDITIONS),
      brandId: uuid(`${E}.brand`),
      modelId: uuid(`${E}.model`),
      variant: text.pipe(z.string().min(1, "validation:required").max(MAX_VARIANT, "validation:too_long")),
      /** 17 letters and digits without I, O and Q (spaces dropped, upper-cased); empty: none. */
      vin: text
        .transform((s) => s.replace(/\s/g, "").toUpperCase())
        .pipe(z.string().refine((s) => s === "" || isVin(s), `${E}.vin`))
        .transform((s) => (s === "" ? null : s)),
      firstRegistration: registration,
      mileageKm: int(locale, 0, 2_000_000),
      fuel: choice(FUELS),
      gearbox: choice(GEARBOXES),
      powerKw: int(locale, 1, 2_000),
      bodyType: choice(BODY_TYPES),
      colour: choice(COLOURS),
      doors: int(locale, 1, 9),
      seats: int(locale, 1, 99),
      price: money(locale, 1),
      vatDeductible: checkbox,
      locationId: text.transform((s, ctx): number | null => {
        if (s === "") return null;
        if (!/^\d{1,9}$/.test(s)) {
          ctx.addIssue({ code: "custom", message: "validation:location_unknown" });
          return z.NEVER;
        }
        return Number(s);
      }),
      ...Object.fromEntries(EQUIPMENT.map((e) => [`equipment.${e}`, checkbox])),
      consumptionCombined: decimal(locale),
      co2GPerKm: int(locale, 0, 1_000, true),
      co2Class: optionalClass,
      co2ClassDischarged: optionalClass,
      electricRangeKm: int(locale, 0, 2_000, true),
      ...Object.fromEntries(DESCRIPTION_LANGUAGES.map((l) => [`description.${l}`, description])),
    })
    .superRefine((v, ctx) => {
      if (v.condition !== "new" && v.firstRegistration === null) {
        ctx.addIssue({ code: "custom", path: ["firstRegistration"], message: `${E}.registration_required` });
      }
    });

export type CarEditorForm = z.output<ReturnType<typeof carEditorSchemaFor>>;

/** The car's columns from a valid form (the unit of consumption follows the fuel). */
export function carValuesOf(form: CarEditorForm) {
  const f = form as CarEditorForm & Record<string, unknown>;
  const equipment = EQUIPMENT.filter((e) => f[`equipment.${e}`] === true);
  const descriptionText: Partial<Record<(typeof DESCRIPTION_LANGUAGES)[number], string>> = {};
  for (const l of DESCRIPTION_LANGUAGES) {
    const value = f[`description.${l}`];
    if (typeof value === "string" && value !== "") descriptionText[l] = value;
  }
  const plugIn = form.fuel === "plugin_hybrid";
  const electric = form.fuel === "electric" || plugIn;
  return {
    condition: form.condition,
    brandId: form.brandId,
    modelId: form.modelId,
    variant: form.variant,
    vin: form.vin,
    firstRegistration: form.firstRegistration,
    mileageKm: form.mileageKm!,
    fuel: form.fuel,
    gearbox: form.gearbox,
    powerKw: form.powerKw!,
    bodyType: form.bodyType,
    colour: form.colour,
    doors: form.doors!,
    seats: form.seats!,
    priceMinor: form.price!,
    vatDeductible: form.vatDeductible,
    locationId: form.locationId,
    equipment: [...equipment],
    consumptionCombined: form.consumptionCombined,
    consumptionUnit: form.consumptionCombined !== null ? consumptionUnitFor(form.fuel) : null,
    co2GPerKm: form.co2GPerKm,
    co2Class: form.co2Class,
    // Only a plug-in hybrid has a second class; only cars that drive electrically a range.
    co2ClassDischarged: plugIn ? form.co2ClassDischarged : null,
    electricRangeKm: electric ? form.electricRangeKm : null,
    description: descriptionText,
  };
}
export type CarValues = ReturnType<typeof carValuesOf>;

/** The rental price list: all rates required and above zero while the flag is on; nothing read when off. */
export const rentalPricesSchemaFor = (locale: Locale) =>
  z.discriminatedUnion("rentalCar", [
    z.object({ rentalCar: z.literal(false) }),
    z.object({
      rentalCar: z.literal(true),
      dayRate: money(locale, 1),
      weekendRate: money(locale, 1),
      weekRate: money(locale, 1),
      deposit: money(locale, 0),
      includedKmPerDay: int(locale, 0, 10_000),
      extraKm: money(locale, 0),
    }),
  ]);

export type RentalPricesForm = z.output<ReturnType<typeof rentalPricesSchemaFor>>;

/** The schema's input from posted rental form values (the flag is a checkbox). */
export function rentalInputOf(values: Record<string, unknown>): Record<string, unknown> {
  return { ...values, rentalCar: values.rentalCar === "on" };
}

/** Field errors of a failed parse: field name -> catalogue keys. */
export function editorFieldErrors(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    fields[key] = [...(fields[key] ?? []), issue.message];
  }
  return fields;
}
