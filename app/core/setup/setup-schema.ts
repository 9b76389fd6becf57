/**
 * The first run's input (decision 0052): holding, company, first project, its locations and the first
 * admin. One schema for the browser's setup form (server/setup-page.ts, flat field names such as
 * `company.legalName`) and for `npm run setup` (a JSON file). Messages are catalogue keys.
 */
import { z } from "zod";
import { LOCALES, type Locale } from "../../shared/locales";
import { type OpeningHours, WEEKDAYS } from "../locations/opening-hours";
import { MENU_VERSIONS } from "../tenancy/menu-versions";
import { CURRENCIES } from "../tenancy/settings-schema";

export const text = (min: number, max: number) =>
  z
    .string({ message: "validation:required" })
    .trim()
    .min(min, "validation:required")
    .max(max, "validation:too_long");

const optional = (max: number) =>
  z
    .string()
    .nullish()
    .transform((v) => (v ?? "").trim())
    .pipe(z.string().max(max, "validation:too_long"))
    .transform((v) => (v ? v : null));

export const email = z
  .string({ message: "validation:email_invalid" })
  .trim()
  .toLowerCase()
  .max(200, "validation:too_long")
  .pipe(z.email({ message: "validation:email_invalid" }));

const optionalEmail = optional(200).pipe(z.email({ message: "validation:email_invalid" }).nullable());

const phone = optional(40).pipe(
  z
    .string()
    .regex(/^[0-9 +()/-]{4,40}$/, "validation:phone_invalid")
    .nullable(),
);

const country = z
  .string({ message: "validation:required" })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, "setup:errors.country");

const zipCode = z
  .string({ message: "validation:zip_invalid" })
  .trim()
  .regex(/^[A-Za-z0-9 -]{3,10}$/, "validation:zip_invalid");

/** A host name as a browser sends it (no scheme, no path); lower-cased. */
export const domain = z
  .string()
  .trim()
  .toLowerCase()
  .max(253, "validation:too_long")
  .regex(
    /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/,
    "setup:errors.domain",
  );

/** Every IANA zone this Node.js knows (and UTC). */
export const TIME_ZONES: readonly string[] = [...Intl.supportedValuesOf("timeZone"), "UTC"];
export const timeZone = z
  .string({ message: "validation:invalid_choice" })
  .refine((v) => TIME_ZONES.includes(v), "validation:invalid_choice");

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "setup:errors.time");

const openingSlot = z
  .object({ day: z.enum(WEEKDAYS, { message: "validation:invalid_choice" }), opens: clock, closes: clock })
  .refine((s) => s.opens < s.closes, { message: "setup:errors.hours_order", path: ["closes"] });

const location = z.object({
  name: text(2, 120),
  street: text(1, 120),
  houseNumber: text(1, 20),
  zipCode,
  city: text(1, 120),
  country,
  phone,
  email: optionalEmail,
  openingHours: z.array(openingSlot).max(28, "validation:too_long"),
});

const logo = optional(500).pipe(
  z
    .string()
    .regex(/^(\/(?!\/)[^\s]*|https:\/\/[^\s]+)$/, "validation:path_or_url")
    .nullable(),
);

/** A company of the holding: its legal name, postal address, register entry and VAT id (the imprint's data). */
export const companySchema = z
  .object({
    name: text(2, 160),
    legalName: text(2, 200),
    street: text(1, 120),
    houseNumber: text(1, 20),
    zipCode,
    city: text(1, 120),
    country,
    registerNumber: optional(120),
    vatId: optional(20).pipe(
      z
        .string()
        .regex(/^[A-Z]{2}[0-9A-Z+*.]{2,13}$/, "validation:vat_id_invalid")
        .nullable(),
    ),
    representative: text(2, 200),
    email,
    phone,
  })
  .strict();

export const setupSchema = z
  .object({
    holding: z.object({ name: text(2, 160) }).strict(),
    company: companySchema,
    project: z
      .object({
        name: text(2, 120),
        domains: z.array(domain).max(10, "validation:too_long").default([]),
        languages: z
          .array(z.enum(LOCALES, { message: "validation:invalid_choice" }))
          .min(1, "setup:errors.languages")
          .transform((l) => [...new Set(l)]),
        defaultLanguage: z.enum(LOCALES, { message: "validation:invalid_choice" }),
        currency: z.enum(CURRENCIES, { message: "validation:invalid_choice" }),
        timeZone,
        logo,
        brandColor: z
          .string()
          .regex(/^#[0-9a-fA-F]{6}$/, "setup:errors.colour")
          .default("#0b5cab"),
        menuDesktop: z.enum(MENU_VERSIONS, { message: "validation:invalid_choice" }).default("default"),
        menuMobile: z
          .enum(MENU_VERSIONS, { message: "validation:invalid_choice" })
          .default("single_minimalistic"),
      })
      .strict()
      .refine((p) => p.languages.includes(p.defaultLanguage), {
        message: "setup:errors.default_language",
        path: ["defaultLanguage"],
      }),
    locations: z.array(location).min(1, "setup:errors.location").max(20, "validation:too_long"),
    admin: z
      .object({
        firstName: text(1, 80),
        lastName: text(1, 80),
        email,
        password: z
          .string({ message: "validation:password_too_short" })
          .min(10, "validation:password_too_short")
          .max(200, "validation:too_long"),
      })
      .strict(),
  })
  .strict();

export type SetupInput = z.input<typeof setupSchema>;
export type SetupData = z.output<typeof setupSchema>;
export type SetupLocation = SetupData["locations"][number];

/** Field errors by dotted path (`company.legalName`, `locations.0.openingHours.2.closes`): catalogue keys. */
export function setupFieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_form";
    // Our messages are catalogue keys (`validation:required`); zod's own (a missing object) are not.
    out[key] ??= /^[a-z-]+:[a-z_.]+$/.test(issue.message)
      ? issue.message
      : issue.code === "invalid_type" && issue.input === undefined
        ? "validation:required"
        : "validation:invalid_value";
  }
  return out;
}

export const DEFAULT_HOURS: OpeningHours = [
  ...(["mon", "tue", "wed", "thu", "fri"] as const).map((day) => ({ day, opens: "08:00", closes: "18:00" })),
  { day: "sat", opens: "09:00", closes: "14:00" },
];

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}
