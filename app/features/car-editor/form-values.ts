/**
 * The editor's form values (flat field names, text as typed) from a stored car and rental price list,
 * the inverse of the schemas in core/inventory/car-editor.ts. Pure.
 */
import { EQUIPMENT, type LocalizedText } from "../../core/catalog/car-attributes";
import { DESCRIPTION_LANGUAGES, moneyField } from "../../core/inventory/car-editor-fields";
import { formatLocaleNumber } from "../../shared/locale-number";
import type { Locale } from "../../shared/locales";

type StoredCar = {
  condition: string;
  brandId: string;
  modelId: string;
  variant: string;
  vin: string | null;
  firstRegistration: string | null;
  mileageKm: number;
  fuel: string;
  gearbox: string;
  powerKw: number;
  bodyType: string;
  colour: string;
  doors: number;
  seats: number;
  priceMinor: number;
  vatDeductible: boolean;
  locationId: number | null;
  equipment: string[];
  consumptionCombined: number | null;
  co2GPerKm: number | null;
  co2Class: string | null;
  co2ClassDischarged: string | null;
  electricRangeKm: number | null;
  description: LocalizedText;
};

/** A stored number as the page's language writes it (the schema reads it back the same way). */
const numIn =
  (locale: Locale) =>
  (n: number | null, decimals = 0) =>
    n === null ? "" : formatLocaleNumber(n, locale, decimals);

export function carFormValues(car: StoredCar, locale: Locale = "de"): Record<string, string> {
  const num = numIn(locale);
  const values: Record<string, string> = {
    condition: car.condition,
    brandId: car.brandId,
    modelId: car.modelId,
    variant: car.variant,
    vin: car.vin ?? "",
    firstRegistration: car.firstRegistration?.slice(0, 7) ?? "",
    mileageKm: num(car.mileageKm),
    fuel: car.fuel,
    gearbox: car.gearbox,
    powerKw: num(car.powerKw),
    bodyType: car.bodyType,
    colour: car.colour,
    doors: num(car.doors),
    seats: num(car.seats),
    price: moneyField(car.priceMinor, locale),
    locationId: car.locationId === null ? "" : String(car.locationId),
    consumptionCombined: num(car.consumptionCombined, 1),
    co2GPerKm: num(car.co2GPerKm),
    co2Class: car.co2Class ?? "",
    co2ClassDischarged: car.co2ClassDischarged ?? "",
    electricRangeKm: num(car.electricRangeKm),
  };
  if (car.vatDeductible) values.vatDeductible = "on";
  for (const e of EQUIPMENT) if (car.equipment.includes(e)) values[`equipment.${e}`] = "on";
  for (const l of DESCRIPTION_LANGUAGES) values[`description.${l}`] = car.description[l] ?? "";
  return values;
}

type StoredRental = {
  active: boolean;
  dayRateMinor: number;
  weekendRateMinor: number;
  weekRateMinor: number;
  depositMinor: number;
  includedKmPerDay: number;
  extraKmMinor: number;
} | null;

export function rentalFormValues(rental: StoredRental, locale: Locale = "de"): Record<string, string> {
  if (!rental) return {};
  const values: Record<string, string> = {
    dayRate: moneyField(rental.dayRateMinor, locale),
    weekendRate: moneyField(rental.weekendRateMinor, locale),
    weekRate: moneyField(rental.weekRateMinor, locale),
    deposit: moneyField(rental.depositMinor, locale),
    includedKmPerDay: formatLocaleNumber(rental.includedKmPerDay, locale),
    extraKm: moneyField(rental.extraKmMinor, locale),
  };
  if (rental.active) values.rentalCar = "on";
  return values;
}
