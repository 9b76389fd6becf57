/**
 * The car CSV: its columns (the import template and the export share them, so an export
 * imports again) and the zod schema of one row. Brand, model and location are resolved by name (or
 * slug) against the catalogue and the project's locations, given to `carRowSchema`. Messages are
 * catalogue keys (`inventory:import.errors.*`), translated where they are shown. Columns: docs/car-import.md.
 */
import { z } from "zod";
import {
  BODY_TYPES,
  type BodyType,
  CO2_CLASSES,
  COLOURS,
  CONDITIONS,
  CONSUMPTION_UNITS,
  EQUIPMENT,
  FUELS,
  GEARBOXES,
} from "../catalog/car-attributes";
import { consumptionUnitFor } from "../catalog/envkv";
import { MAX_PRICE_MINOR } from "./car-state";
import { unguardField } from "./csv";

export const CAR_CSV_COLUMNS = [
  "number",
  "brand",
  "model",
  "variant",
  "condition",
  "location",
  "first_registration",
  "mileage_km",
  "fuel",
  "gearbox",
  "power_kw",
  "body_type",
  "colour",
  "doors",
  "seats",
  "price",
  "currency",
  "vat_deductible",
  "equipment",
  "consumption_combined",
  "consumption_unit",
  "co2_g_per_km",
  "co2_class",
  "co2_class_discharged",
  "electric_range_km",
  "description_de",
  "description_en",
  "description_pl",
  "description_tr",
] as const;
export type CarCsvColumn = (typeof CAR_CSV_COLUMNS)[number];

/** Columns a file must have (the others may be left out or empty). */
export const REQUIRED_CSV_COLUMNS: readonly CarCsvColumn[] = [
  "brand",
  "model",
  "variant",
  "condition",
  "mileage_km",
  "fuel",
  "gearbox",
  "power_kw",
  "colour",
  "doors",
  "seats",
  "price",
];

/** An upload larger than this is refused unread (10,000 rows take about 2.5 MB). */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** Data rows one file may have. */
export const IMPORT_MAX_ROWS = 20_000;

/** What the catalogue and the project offer, keyed by lower-case name and slug. */
export type ImportLookups = {
  brands: ReadonlyMap<
    string,
    {
      id: string;
      slug: string;
      name: string;
      models: ReadonlyMap<string, { id: string; slug: string; name: string; bodyType: string }>;
    }
  >;
  locations: ReadonlyMap<string, number>;
};

const E = (key: string) => `inventory:import.errors.${key}`;

/** A cell as text: trimmed, the formula guard taken off; empty is undefined. */
const cell = z.preprocess((v) => {
  if (typeof v !== "string") return v;
  const s = unguardField(v.trim()).trim();
  return s === "" ? undefined : s;
}, z.string().optional());

const required = (max: number) =>
  cell.pipe(z.string({ error: E("required") }).max(max, { error: E("too_long") }));
const optionalText = (max: number) =>
  cell.pipe(
    z
      .string()
      .max(max, { error: E("too_long") })
      .optional(),
  );

function enumOf<const T extends readonly string[]>(values: T) {
  return z.string({ error: E("required") }).transform((v, ctx) => {
    const found = values.find((x) => x.toLowerCase() === v.toLowerCase());
    if (!found) {
      ctx.addIssue({ code: "custom", message: E("not_allowed") });
      return z.NEVER;
    }
    return found as T[number];
  });
}
const oneOf = <const T extends readonly string[]>(values: T) => cell.pipe(enumOf(values));
const maybeOneOf = <const T extends readonly string[]>(values: T) => cell.pipe(enumOf(values).optional());

/** A whole number (no thousands separators), within [min, max]. */
const intOf = (min: number, max: number) =>
  z
    .string({ error: E("required") })
    .regex(/^-?\d{1,9}$/, { error: E("not_a_number") })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, { error: E("out_of_range") })
        .max(max, { error: E("out_of_range") }),
    );
const int = (min: number, max: number) => cell.pipe(intOf(min, max));
const maybeInt = (min: number, max: number) => cell.pipe(intOf(min, max).optional());

/** A decimal with a point or comma (German spreadsheets), at most `decimals` places. */
const decimalOf = (decimals: number, min: number, max: number) =>
  z
    .string({ error: E("required") })
    .regex(new RegExp(`^\\d{1,9}([.,]\\d{1,${decimals}})?$`), { error: E("not_a_number") })
    .transform((v) => Number(v.replace(",", ".")))
    .pipe(
      z
        .number()
        .min(min, { error: E("out_of_range") })
        .max(max, { error: E("out_of_range") }),
    );
const decimal = (decimals: number, min: number, max: number) => cell.pipe(decimalOf(decimals, min, max));
const maybeDecimal = (decimals: number, min: number, max: number) =>
  cell.pipe(decimalOf(decimals, min, max).optional());

/** First registration: `YYYY-MM`, `YYYY-MM-DD`, `MM/YYYY` or `MM.YYYY`; stored as the month's first day. */
const registration = cell.pipe(
  z
    .string()
    .transform((v, ctx) => {
      const m = /^(\d{4})-(\d{2})(?:-\d{2})?$/.exec(v) ?? null;
      const n = m ? null : /^(\d{1,2})[./](\d{4})$/.exec(v);
      const year = m ? Number(m[1]) : n ? Number(n[2]) : Number.NaN;
      const month = m ? Number(m[2]) : n ? Number(n[1]) : Number.NaN;
      if (!(year >= 1950 && year <= 2100 && month >= 1 && month <= 12)) {
        ctx.addIssue({ code: "custom", message: E("not_a_month") });
        return z.NEVER;
      }
      return `${year}-${String(month).padStart(2, "0")}-01`;
    })
    .optional(),
);

const bool = cell.pipe(
  z
    .string()
    .transform((v, ctx) => {
      const s = v.toLowerCase();
      if (["true", "1", "yes", "ja", "tak", "evet", "x"].includes(s)) return true;
      if (["false", "0", "no", "nein", "nie", "hayir", "hayır"].includes(s)) return false;
      ctx.addIssue({ code: "custom", message: E("not_a_boolean") });
      return z.NEVER;
    })
    .optional(),
);

const equipment = cell.pipe(
  z
    .string()
    .transform((v, ctx) => {
      const keys = [
        ...new Set(
          v
            .split(/[|,]/)
            .map((k) => k.trim().toLowerCase())
            .filter(Boolean),
        ),
      ];
      const unknown = keys.filter((k) => !(EQUIPMENT as readonly string[]).includes(k));
      if (unknown.length > 0) {
        ctx.addIssue({
          code: "custom",
          message: E("unknown_equipment"),
          params: { value: unknown.join(", ") },
        });
        return z.NEVER;
      }
      return keys;
    })
    .optional(),
);

/** The row's shape before the catalogue is consulted. */
const rowShape = z.object({
  brand: required(100),
  model: required(100),
  variant: required(120),
  condition: oneOf(CONDITIONS),
  location: optionalText(100),
  first_registration: registration,
  mileage_km: int(0, 2_000_000),
  fuel: oneOf(FUELS),
  gearbox: oneOf(GEARBOXES),
  power_kw: int(1, 2000),
  body_type: maybeOneOf(BODY_TYPES),
  colour: oneOf(COLOURS),
  doors: int(1, 9),
  seats: int(1, 99),
  price: decimal(2, 0.01, MAX_PRICE_MINOR / 100),
  currency: cell.pipe(
    z
      .string()
      .regex(/^[A-Za-z]{3}$/, { error: E("not_a_currency") })
      .transform((v) => v.toUpperCase())
      .optional(),
  ),
  vat_deductible: bool,
  equipment,
  consumption_combined: maybeDecimal(1, 0, 9999),
  consumption_unit: maybeOneOf(CONSUMPTION_UNITS),
  co2_g_per_km: maybeInt(0, 9999),
  co2_class: maybeOneOf(CO2_CLASSES),
  co2_class_discharged: maybeOneOf(CO2_CLASSES),
  electric_range_km: maybeInt(0, 5000),
  description_de: optionalText(5000),
  description_en: optionalText(5000),
  description_pl: optionalText(5000),
  description_tr: optionalText(5000),
});

/** The values of one valid row, ready to insert (with the project and search text added by the import). */
export type ImportedCar = {
  brandId: string;
  brandSlug: string;
  brandName: string;
  modelId: string;
  modelSlug: string;
  modelName: string;
  variant: string;
  condition: (typeof CONDITIONS)[number];
  locationId: number | null;
  firstRegistration: string | null;
  mileageKm: number;
  fuel: (typeof FUELS)[number];
  gearbox: (typeof GEARBOXES)[number];
  powerKw: number;
  bodyType: BodyType;
  colour: (typeof COLOURS)[number];
  doors: number;
  seats: number;
  priceMinor: number;
  currency: string;
  vatDeductible: boolean;
  equipment: string[];
  consumptionCombined: number | null;
  consumptionUnit: (typeof CONSUMPTION_UNITS)[number] | null;
  co2GPerKm: number | null;
  co2Class: (typeof CO2_CLASSES)[number] | null;
  co2ClassDischarged: (typeof CO2_CLASSES)[number] | null;
  electricRangeKm: number | null;
  description: Partial<Record<"de" | "en" | "pl" | "tr", string>>;
};

export type RowError = {
  /** The spreadsheet row (the header is row 1). */
  row: number;
  column: CarCsvColumn | null;
  /** Catalogue key of the message. */
  message: string;
  params?: Record<string, string>;
};

/** The schema of one row with the catalogue and the project's locations to resolve names against. */
export function carRowSchema(lookups: ImportLookups) {
  return rowShape.transform((r, ctx): ImportedCar => {
    const brand = lookups.brands.get(r.brand.toLowerCase());
    if (!brand) {
      ctx.addIssue({
        code: "custom",
        path: ["brand"],
        message: E("unknown_brand"),
        params: { value: r.brand },
      });
      return z.NEVER;
    }
    const model = brand.models.get(r.model.toLowerCase());
    if (!model) {
      ctx.addIssue({
        code: "custom",
        path: ["model"],
        message: E("unknown_model"),
        params: { value: r.model },
      });
      return z.NEVER;
    }
    let locationId: number | null = null;
    if (r.location !== undefined) {
      const id = lookups.locations.get(r.location.toLowerCase());
      if (id === undefined) {
        ctx.addIssue({
          code: "custom",
          path: ["location"],
          message: E("unknown_location"),
          params: { value: r.location },
        });
        return z.NEVER;
      }
      locationId = id;
    }
    const consumptionUnit =
      r.consumption_unit ?? (r.consumption_combined !== undefined ? consumptionUnitFor(r.fuel) : undefined);
    const description: ImportedCar["description"] = {};
    if (r.description_de) description.de = r.description_de;
    if (r.description_en) description.en = r.description_en;
    if (r.description_pl) description.pl = r.description_pl;
    if (r.description_tr) description.tr = r.description_tr;
    return {
      brandId: brand.id,
      brandSlug: brand.slug,
      brandName: brand.name,
      modelId: model.id,
      modelSlug: model.slug,
      modelName: model.name,
      variant: r.variant,
      condition: r.condition,
      locationId,
      firstRegistration: r.first_registration ?? null,
      mileageKm: r.mileage_km,
      fuel: r.fuel,
      gearbox: r.gearbox,
      powerKw: r.power_kw,
      bodyType: r.body_type ?? (model.bodyType as BodyType),
      colour: r.colour,
      doors: r.doors,
      seats: r.seats,
      priceMinor: Math.round(r.price * 100),
      currency: r.currency ?? "EUR",
      vatDeductible: r.vat_deductible ?? false,
      equipment: r.equipment ?? [],
      consumptionCombined: r.consumption_combined ?? null,
      consumptionUnit: consumptionUnit ?? null,
      co2GPerKm: r.co2_g_per_km ?? null,
      co2Class: r.co2_class ?? null,
      co2ClassDischarged: r.co2_class_discharged ?? null,
      electricRangeKm: r.electric_range_km ?? null,
      description,
    };
  });
}

/**
 * Checks one row (an object of column -> cell text) and returns the car or its errors, one per column
 * (the first problem of each).
 */
export function validateCarRow(
  schema: ReturnType<typeof carRowSchema>,
  row: number,
  cells: Record<string, string>,
): { ok: true; car: ImportedCar } | { ok: false; errors: RowError[] } {
  const parsed = schema.safeParse(cells);
  if (parsed.success) return { ok: true, car: parsed.data };
  const seen = new Set<string>();
  const errors: RowError[] = [];
  for (const issue of parsed.error.issues) {
    const column = (issue.path[0] as CarCsvColumn | undefined) ?? null;
    if (seen.has(String(column))) continue;
    seen.add(String(column));
    const message = issue.message.startsWith("inventory:") ? issue.message : E("invalid");
    const params = (issue as { params?: Record<string, string> }).params;
    errors.push({ row, column, message, ...(params ? { params } : {}) });
  }
  return { ok: false, errors };
}

/** Header problems: unknown columns, duplicates and missing required ones (reported on row 1). */
export function headerErrors(header: readonly string[]): RowError[] {
  const errors: RowError[] = [];
  const seen = new Set<string>();
  for (const raw of header) {
    const name = raw.toLowerCase();
    if (!(CAR_CSV_COLUMNS as readonly string[]).includes(name))
      errors.push({
        row: 1,
        column: null,
        message: E("unknown_column"),
        params: { value: raw.slice(0, 60) },
      });
    else if (seen.has(name))
      errors.push({ row: 1, column: name as CarCsvColumn, message: E("duplicate_column") });
    seen.add(name);
  }
  for (const c of REQUIRED_CSV_COLUMNS)
    if (!seen.has(c)) errors.push({ row: 1, column: c, message: E("missing_column") });
  return errors;
}
