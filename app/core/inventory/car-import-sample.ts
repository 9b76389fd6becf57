/**
 * Generated car CSV files for the import's tests and benchmark: `count` valid rows of the given models
 * (deterministic), optionally with some rows made bad on purpose. Pure.
 */
import { CO2_CLASSES, COLOURS, FUELS, GEARBOXES } from "../catalog/car-attributes";
import { consumptionUnitFor } from "../catalog/envkv";
import { CAR_CSV_COLUMNS, type CarCsvColumn } from "./car-import-schema";
import { CSV_BOM, csvLine } from "./csv";

export type SampleModel = { brand: string; model: string };

/** What a bad row breaks: an unknown brand, a text in a number column, a price of zero. */
export const BAD_ROW_KINDS = ["unknown_brand", "not_a_number", "out_of_range"] as const;

export function sampleCarRow(i: number, models: readonly SampleModel[], variant: string) {
  const m = models[i % models.length]!;
  const fuel = FUELS[i % 4]!; // petrol, diesel, hybrid, plugin_hybrid
  const row: Record<CarCsvColumn, string | number | null> = {
    number: null,
    brand: m.brand,
    model: m.model,
    variant: `${variant} ${i}`,
    condition: i % 10 === 0 ? "new" : "used",
    location: null,
    first_registration: `20${String(10 + (i % 15)).padStart(2, "0")}-${String(1 + (i % 12)).padStart(2, "0")}`,
    mileage_km: 5000 + ((i * 7919) % 200_000),
    fuel,
    gearbox: GEARBOXES[i % 2]!,
    power_kw: 60 + (i % 200),
    body_type: null,
    colour: COLOURS[i % COLOURS.length]!,
    doors: 5,
    seats: 5,
    price: `${8000 + ((i * 104_729) % 60_000)}.00`,
    currency: "EUR",
    vat_deductible: i % 3 === 0 ? "true" : "false",
    equipment: i % 2 ? "navigation|heated_seats" : null,
    consumption_combined: "5.4",
    consumption_unit: consumptionUnitFor(fuel),
    co2_g_per_km: 120 + (i % 60),
    co2_class: CO2_CLASSES[i % 7]!,
    co2_class_discharged: fuel === "plugin_hybrid" ? "B" : null,
    electric_range_km: fuel === "plugin_hybrid" ? 60 : null,
    description_de: i % 5 === 0 ? 'Gepflegt, "Garagenwagen"; 1. Hand' : null,
    description_en: null,
    description_pl: null,
    description_tr: null,
  };
  return row;
}

/**
 * A CSV file with `count` data rows; rows at the indexes in `bad` (0-based) are broken, each in the way
 * `BAD_ROW_KINDS[k % 3]` names. Their spreadsheet rows are index + 2.
 */
export function sampleCarCsv(
  count: number,
  models: readonly SampleModel[],
  options: { bad?: readonly number[]; variant?: string } = {},
): string {
  const bad = new Map((options.bad ?? []).map((index, k) => [index, BAD_ROW_KINDS[k % 3]!]));
  let text = CSV_BOM + csvLine(CAR_CSV_COLUMNS);
  for (let i = 0; i < count; i++) {
    const row = sampleCarRow(i, models, options.variant ?? "Sample");
    const kind = bad.get(i);
    if (kind === "unknown_brand") row.brand = "Nosuchbrand";
    if (kind === "not_a_number") row.mileage_km = "many";
    if (kind === "out_of_range") row.price = "0";
    text += csvLine(CAR_CSV_COLUMNS.map((c) => row[c]));
  }
  return text;
}
