/**
 * The stock list's CSV export: every car matching the list's filters, in its sort order, with
 * the import template's columns (so an exported file imports again), streamed in batches of 1,000.
 */
import type { cars } from "../../db/schema";
import { err, ok, type Result } from "../../shared/result";
import type { ServiceContext } from "../context/service-context.server";
import type { StockListParams } from "./car-admin-filters";
import { mayWorkStock, stockCarsForExport } from "./car-admin-list.server";
import { CAR_CSV_COLUMNS, type CarCsvColumn } from "./car-import-schema";
import { CSV_BOM, csvLine } from "./csv";

type CarRow = typeof cars.$inferSelect;

/** A price in major units with two decimals ("18990.00"). */
const major = (minor: number) => (minor / 100).toFixed(2);

/** One car as the CSV's cells. */
export function carCsvCells(
  car: CarRow,
  names: { brandName: string; modelName: string; locationSlug: string | null },
): Record<CarCsvColumn, string | number | null> {
  return {
    number: car.number,
    brand: names.brandName,
    model: names.modelName,
    variant: car.variant,
    condition: car.condition,
    location: names.locationSlug,
    first_registration: car.firstRegistration ? car.firstRegistration.slice(0, 7) : null,
    mileage_km: car.mileageKm,
    fuel: car.fuel,
    gearbox: car.gearbox,
    power_kw: car.powerKw,
    body_type: car.bodyType,
    colour: car.colour,
    doors: car.doors,
    seats: car.seats,
    price: major(car.priceMinor),
    currency: car.currency,
    vat_deductible: car.vatDeductible ? "true" : "false",
    equipment: car.equipment.join("|") || null,
    consumption_combined: car.consumptionCombined,
    consumption_unit: car.consumptionUnit,
    co2_g_per_km: car.co2GPerKm,
    co2_class: car.co2Class,
    co2_class_discharged: car.co2ClassDischarged,
    electric_range_km: car.electricRangeKm,
    description_de: car.description.de ?? null,
    description_en: car.description.en ?? null,
    description_pl: car.description.pl ?? null,
    description_tr: car.description.tr ?? null,
  };
}

/** The import template: the header line and one example row. */
export function carCsvTemplate(): string {
  const example: Record<CarCsvColumn, string | number | null> = {
    number: null,
    brand: "Volkswagen",
    model: "Golf",
    variant: "1.5 TSI Life",
    condition: "used",
    location: null,
    first_registration: "2021-03",
    mileage_km: 42000,
    fuel: "petrol",
    gearbox: "manual",
    power_kw: 110,
    body_type: "hatchback",
    colour: "blue",
    doors: 5,
    seats: 5,
    price: "18990.00",
    currency: "EUR",
    vat_deductible: "false",
    equipment: "navigation|parking_sensors",
    consumption_combined: 5.6,
    consumption_unit: "l_100km",
    co2_g_per_km: 128,
    co2_class: "D",
    co2_class_discharged: null,
    electric_range_km: null,
    description_de: "Scheckheftgepflegt, Nichtraucher.",
    description_en: "Full service history, non-smoker.",
    description_pl: null,
    description_tr: null,
  };
  return CSV_BOM + csvLine(CAR_CSV_COLUMNS) + csvLine(CAR_CSV_COLUMNS.map((c) => example[c]));
}

/** The export as chunks of CSV text (the header first, then one chunk per 1,000 cars). */
export function exportStockCsv(ctx: ServiceContext, params: StockListParams): Result<AsyncIterable<string>> {
  if (!mayWorkStock(ctx)) return err({ code: "forbidden" });
  async function* chunks() {
    yield CSV_BOM + csvLine(CAR_CSV_COLUMNS);
    for await (const batch of stockCarsForExport(ctx, params)) {
      let text = "";
      for (const r of batch) {
        const cells = carCsvCells(r.car, r);
        text += csvLine(CAR_CSV_COLUMNS.map((c) => cells[c]));
      }
      yield text;
    }
  }
  return ok(chunks());
}
