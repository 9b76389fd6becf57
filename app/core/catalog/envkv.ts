/**
 * Pkw-EnVKV: the consumption and CO2 data a car ad in Germany must show. A car lacking any of it may
 * not be published. Pure rule: which fields are missing (or inconsistent with the fuel).
 */
import { CO2_CLASSES, type Co2Class, type ConsumptionUnit, type Fuel } from "./car-attributes";

export type EnvkvData = {
  fuel: Fuel;
  consumptionCombined: number | null;
  consumptionUnit: ConsumptionUnit | null;
  co2GPerKm: number | null;
  co2Class: Co2Class | string | null;
  co2ClassDischarged: Co2Class | string | null;
  electricRangeKm: number | null;
};

export const ENVKV_FIELDS = [
  "consumptionCombined",
  "consumptionUnit",
  "co2GPerKm",
  "co2Class",
  "co2ClassDischarged",
  "electricRangeKm",
] as const;
export type EnvkvField = (typeof ENVKV_FIELDS)[number];

/** The unit the combined consumption is stated in for a fuel (electric kWh, gas kg, liquid fuels litres). */
export function consumptionUnitFor(fuel: Fuel): ConsumptionUnit {
  switch (fuel) {
    case "electric":
      return "kwh_100km";
    case "cng":
      return "kg_100km";
    case "petrol":
    case "diesel":
    case "hybrid":
    case "plugin_hybrid":
    case "lpg":
      return "l_100km";
  }
}

const isClass = (v: unknown): v is Co2Class =>
  typeof v === "string" && (CO2_CLASSES as readonly string[]).includes(v);
const isNonNegative = (v: number | null): v is number => v !== null && Number.isFinite(v) && v >= 0;

/** The EnVKV fields a car still lacks (empty when it may be published). */
export function missingEnvkvFields(car: EnvkvData): EnvkvField[] {
  const missing: EnvkvField[] = [];
  if (!isNonNegative(car.consumptionCombined) || car.consumptionCombined === 0)
    missing.push("consumptionCombined");
  if (car.consumptionUnit !== consumptionUnitFor(car.fuel)) missing.push("consumptionUnit");
  if (!isNonNegative(car.co2GPerKm)) missing.push("co2GPerKm");
  if (!isClass(car.co2Class)) missing.push("co2Class");
  // A plug-in hybrid is labelled twice: weighted combined, and with a discharged battery.
  if (car.fuel === "plugin_hybrid" && !isClass(car.co2ClassDischarged)) missing.push("co2ClassDischarged");
  // Cars that drive electrically state their electric range.
  if (
    (car.fuel === "electric" || car.fuel === "plugin_hybrid") &&
    (car.electricRangeKm === null || !(car.electricRangeKm > 0))
  )
    missing.push("electricRangeKm");
  return missing;
}

export function isEnvkvComplete(car: EnvkvData): boolean {
  return missingEnvkvFields(car).length === 0;
}
