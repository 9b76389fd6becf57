/**
 * The car editor's field names, groups and limits: what the page needs to render its forms,
 * without zod (the schemas in car-editor.ts are fetched by the browser only when the employee starts
 * typing). Pure.
 */
import { formatLocaleMinor } from "../../shared/locale-number";
import type { Locale } from "../../shared/locales";
import { EQUIPMENT, type Equipment, LANGUAGE_TEXT_KEYS } from "../catalog/car-attributes";

/** Equipment in groups for the form's checkboxes (every EQUIPMENT key exactly once). */
export const EQUIPMENT_GROUPS = {
  comfort: ["heated_seats", "seat_ventilation", "leather", "panorama_roof", "keyless"],
  assistance: ["adaptive_cruise", "parking_camera", "parking_sensors", "head_up_display"],
  multimedia: ["navigation", "apple_carplay"],
  technology: ["led_headlights", "all_wheel_drive", "heat_pump", "tow_bar", "winter_tyres"],
} as const satisfies Record<string, readonly Equipment[]>;
export type EquipmentGroup = keyof typeof EQUIPMENT_GROUPS;

export const DESCRIPTION_LANGUAGES = LANGUAGE_TEXT_KEYS;
export const MAX_DESCRIPTION = 5000;
export const MAX_VARIANT = 120;

/** The car form's fields in the order the page shows them (error summary, first focus). */
export const CAR_EDITOR_FIELDS = [
  "condition",
  "brandId",
  "modelId",
  "variant",
  "firstRegistration",
  "mileageKm",
  "fuel",
  "gearbox",
  "powerKw",
  "bodyType",
  "colour",
  "doors",
  "seats",
  "price",
  "vatDeductible",
  "locationId",
  ...EQUIPMENT.map((e) => `equipment.${e}`),
  "consumptionCombined",
  "co2GPerKm",
  "co2Class",
  "co2ClassDischarged",
  "electricRangeKm",
  "vin",
  ...DESCRIPTION_LANGUAGES.map((l) => `description.${l}`),
] as const;

export const RENTAL_FIELDS = [
  "rentalCar",
  "dayRate",
  "weekendRate",
  "weekRate",
  "deposit",
  "includedKmPerDay",
  "extraKm",
] as const;

/** Major units for a form field from minor units, in the page's language ("24.990" or "24.990,50" in de). */
export function moneyField(minor: number | null | undefined, locale: Locale = "de"): string {
  if (minor === null || minor === undefined) return "";
  return formatLocaleMinor(minor, locale);
}
