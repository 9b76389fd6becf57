/**
 * The zod schema of one wizard step, built from its fields: required, types, bounds,
 * patterns, options, and the dealer's lists (brands, a brand's models, locations). The browser loads it
 * lazily to check while the visitor types; the server's action parses every post with it. Messages are
 * catalogue keys (`wizards:errors.*`), translated on both sides.
 */
import { z } from "zod";
import { parseLocaleNumber } from "../../shared/locale-number";
import type { Locale } from "../../shared/locales";
import { canonicalBrand, canonicalModel, modelsOfBrand, VEHICLE_NAME_MAX } from "./vehicle-brands";
import type { WizardAnswers, WizardField, WizardStep } from "./wizard-definition";
import { visibleFields } from "./wizard-rules";

/**
 * What brand, model and location fields offer: brands and models are suggestions (any name is taken,
 * stored in the list's spelling when it is one of them: vehicle-brands.ts), locations the only choices.
 */
export type WizardLists = {
  brands: readonly string[];
  /** The catalogue's model names by brand name. */
  models: Readonly<Record<string, readonly string[]>>;
  /** Location ids as text (form values). */
  locations: readonly string[];
};

export const NO_LISTS: WizardLists = { brands: [], models: {}, locations: [] };

/** A step's posted values: text fields as strings, `multi` as arrays, a checkbox as "on" or absent. */
export type RawStepValues = Record<string, string | string[] | undefined>;

export type StepContext = {
  /** Every answer so far (conditions on earlier steps). */
  answers: WizardAnswers;
  lists: WizardLists;
  now: Date;
  /** The page's language: numbers are read in it (de 85.000, en 85,000, pl 85 000). */
  locale: Locale;
};

const E = (key: string) => `wizards:errors.${key}`;

/** Default bounds where the definition gives none. */
const TEXT_MAX = 200;
const TEXTAREA_MAX = 5000;
const MIN_YEAR = 1900;

const PHONE = /^\+?[0-9 ()/-]{5,40}$/;
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const DATE = /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A brand or model name: starts with a letter or digit; then letters, digits, spaces and . & ' + / - */
const VEHICLE_NAME = /^[\p{L}\p{N}][\p{L}\p{N} .&'+/-]*$/u;

const CHECKED = new Set(["on", "yes", "true", "1"]);

function single(value: string | string[] | undefined): string {
  if (Array.isArray(value)) return value[0] ?? "";
  return value ?? "";
}

function many(value: string | string[] | undefined): string[] {
  if (Array.isArray(value)) return value.filter((v) => v !== "");
  return value ? [value] : [];
}

/** A regular expression of the definition, matched against the whole value; a broken one matches all. */
function fullMatch(pattern: string): RegExp | null {
  try {
    return new RegExp(`^(?:${pattern})$`, "u");
  } catch {
    return null;
  }
}

/** A text answer: required, or empty ("") when optional; otherwise the field's own checks. */
function textSchema(
  field: WizardField,
  max: number,
  check?: (s: z.ZodString) => z.ZodType<string, string>,
): z.ZodType<string, string> {
  const base = z.string().trim().max(max, E("too_long"));
  const shaped: z.ZodType<string, string> = check ? check(base) : base;
  if (field.required) return z.string().trim().min(1, E("required")).pipe(shaped);
  return z.string().transform((value, ctx) => {
    if (value.trim() === "") return "";
    const parsed = shaped.safeParse(value);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue({ code: "custom", message: issue.message });
    return z.NEVER;
  });
}

function yearBounds(field: WizardField, now: Date) {
  return { min: field.min ?? MIN_YEAR, max: field.max ?? now.getUTCFullYear() };
}

function fieldSchema(
  field: WizardField,
  values: WizardAnswers,
  ctx: StepContext,
): z.ZodType<string | string[]> {
  const { lists, now, locale } = ctx;
  const oneOf = (allowed: readonly string[]) =>
    textSchema(field, 200, (s) => s.refine((v) => allowed.includes(v), E("invalid_option")));
  switch (field.type) {
    case "text":
      return textSchema(field, field.max ?? TEXT_MAX, (s) => {
        let out: z.ZodString = s;
        if (field.min !== undefined) out = out.min(field.min, E("too_short"));
        const re = field.pattern ? fullMatch(field.pattern) : null;
        return re ? out.regex(re, E("pattern")) : out;
      });
    case "textarea":
      return textSchema(field, field.max ?? TEXTAREA_MAX, (s) =>
        field.min !== undefined ? s.min(field.min, E("too_short")) : s,
      );
    case "email":
      return textSchema(field, 200, (s) => s.pipe(z.email(E("invalid_email"))));
    case "tel":
      return textSchema(field, 40, (s) => {
        const out = s.regex(PHONE, E("invalid_phone"));
        const re = field.pattern ? fullMatch(field.pattern) : null;
        return re ? out.regex(re, E("invalid_phone")) : out;
      });
    case "number":
      // Read in the page's language and stored as a plain number ("85.000" on a German page -> "85000"),
      // so every reader of the answers (the trade-in's estimate, the rate wizards) gets the number typed.
      return textSchema(field, 40, (s) =>
        s.transform((v, issue) => {
          const parsed = parseLocaleNumber(v, locale, {
            decimals: field.decimals ?? 0,
            negative: field.min !== undefined && field.min < 0,
          });
          if (!parsed.ok) {
            const key =
              parsed.error === "validation:number_too_small"
                ? E("too_small")
                : parsed.error === "validation:number_too_big"
                  ? E("too_big")
                  : parsed.error === "validation:number_invalid"
                    ? E("invalid_number")
                    : E(parsed.error === "validation:number_whole" ? "whole_number" : "number_decimals");
            issue.addIssue({ code: "custom", message: key });
            return z.NEVER;
          }
          if (field.min !== undefined && parsed.value < field.min) {
            issue.addIssue({ code: "custom", message: E("too_small") });
            return z.NEVER;
          }
          if (field.max !== undefined && parsed.value > field.max) {
            issue.addIssue({ code: "custom", message: E("too_big") });
            return z.NEVER;
          }
          return String(parsed.value);
        }),
      );
    case "month": {
      const { min, max } = yearBounds(field, now);
      const latest = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, "0")}`;
      return textSchema(field, 7, (s) =>
        s
          .regex(MONTH, E("invalid_month"))
          .refine((v) => Number(v.slice(0, 4)) >= min, E("too_early"))
          .refine((v) => Number(v.slice(0, 4)) <= max, E("too_late"))
          // Without an upper year in the definition, a month in the future is not a first registration.
          .refine((v) => field.max !== undefined || v <= latest, E("too_late")),
      );
    }
    case "date": {
      const { min, max } = yearBounds(field, now);
      return textSchema(field, 10, (s) =>
        s
          .regex(DATE, E("invalid_date"))
          .refine((v) => {
            const d = new Date(`${v}T00:00:00Z`);
            return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
          }, E("invalid_date"))
          .refine((v) => Number(v.slice(0, 4)) >= min, E("too_early"))
          .refine((v) => Number(v.slice(0, 4)) <= (field.max ?? max + 5), E("too_late")),
      );
    }
    case "choice":
    case "select":
      return oneOf(field.options ?? []);
    case "brand":
      // Any brand (people trade in every make): the list's spelling when it names one of them.
      return textSchema(field, VEHICLE_NAME_MAX, (s) =>
        s.regex(VEHICLE_NAME, E("invalid_name")).transform((v) => canonicalBrand(v, lists.brands)),
      );
    case "model": {
      // Any model: the catalogue's spelling when the brand (as typed) has it.
      const brand = single(values[field.dependsOn ?? "brand"]);
      return textSchema(field, VEHICLE_NAME_MAX, (s) =>
        s
          .regex(VEHICLE_NAME, E("invalid_name"))
          .transform((v) => canonicalModel(v, modelsOfBrand(lists.models, brand))),
      );
    }
    case "location":
      return oneOf(lists.locations);
    case "multi": {
      const options = field.options ?? [];
      const list = z
        .array(z.string().refine((v) => options.includes(v), E("invalid_option")))
        .max(options.length, E("invalid_option"));
      return field.required ? list.min(1, E("required")) : list;
    }
    case "checkbox":
      return field.required ? z.literal("yes", { error: () => E("required") }) : z.enum(["yes", "no"]);
    case "photos": {
      let list = z.array(z.string().min(1).max(80)).max(field.max ?? 8, E("too_many_photos"));
      const min = field.min ?? (field.required ? 1 : 0);
      if (min > 0) list = list.min(min, min === 1 ? E("required") : E("too_few_photos"));
      return list;
    }
  }
}

/** The posted value of a field in the shape its schema takes. */
function shapeOf(field: WizardField, raw: RawStepValues): string | string[] {
  const value = raw[field.name];
  switch (field.type) {
    case "multi":
    case "photos":
      return many(value);
    case "checkbox":
      return CHECKED.has(single(value)) ? "yes" : "no";
    default:
      return single(value);
  }
}

/**
 * The schema of a step for these posted values: only the fields asked (conditions on fields of the same
 * step read the posted values), each with its own rules.
 */
export function stepSchema(step: WizardStep, raw: RawStepValues, ctx: StepContext) {
  const values = stepValues(step, raw, ctx.answers);
  const shape: Record<string, z.ZodType<string | string[]>> = {};
  for (const field of visibleFields(step, values)) shape[field.name] = fieldSchema(field, values, ctx);
  return z.object(shape);
}

/** The answers so far with this step's posted values over them (in their schema shapes). */
function stepValues(step: WizardStep, raw: RawStepValues, answers: WizardAnswers): WizardAnswers {
  const values: WizardAnswers = { ...answers };
  for (const field of step.fields) values[field.name] = shapeOf(field, raw);
  return values;
}

export type StepCheck =
  | { ok: true; answers: WizardAnswers }
  | { ok: false; fields: Record<string, string[]> };

/**
 * Checks a step's posted values. On success, `answers` are the new answers of the step's asked fields
 * (fields hidden by a condition keep whatever answer they had, so going back and forth loses nothing).
 */
export function checkStep(step: WizardStep, raw: RawStepValues, ctx: StepContext): StepCheck {
  const values = stepValues(step, raw, ctx.answers);
  const parsed = stepSchema(step, raw, ctx).safeParse(
    Object.fromEntries(visibleFields(step, values).map((f) => [f.name, values[f.name]])),
  );
  if (!parsed.success) {
    const fields: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? "form");
      const key = issue.message.startsWith("wizards:") ? issue.message : E("invalid");
      if (!fields[name]?.includes(key)) fields[name] = [...(fields[name] ?? []), key];
    }
    return { ok: false, fields };
  }
  return { ok: true, answers: parsed.data as WizardAnswers };
}
