import { describe, expect, it } from "vitest";
import { consumptionUnitFor, type EnvkvData, isEnvkvComplete, missingEnvkvFields } from "./envkv";

const petrol: EnvkvData = {
  fuel: "petrol",
  consumptionCombined: 6.4,
  consumptionUnit: "l_100km",
  co2GPerKm: 146,
  co2Class: "E",
  co2ClassDischarged: null,
  electricRangeKm: null,
};
const electric: EnvkvData = {
  fuel: "electric",
  consumptionCombined: 16.8,
  consumptionUnit: "kwh_100km",
  co2GPerKm: 0,
  co2Class: "A",
  co2ClassDischarged: null,
  electricRangeKm: 420,
};
const phev: EnvkvData = {
  fuel: "plugin_hybrid",
  consumptionCombined: 1.6,
  consumptionUnit: "l_100km",
  co2GPerKm: 36,
  co2Class: "B",
  co2ClassDischarged: "F",
  electricRangeKm: 62,
};

describe("Pkw-EnVKV rule", () => {
  it("accepts complete data for each kind of drive", () => {
    expect(missingEnvkvFields(petrol)).toEqual([]);
    expect(missingEnvkvFields(electric)).toEqual([]);
    expect(missingEnvkvFields(phev)).toEqual([]);
    expect(isEnvkvComplete({ ...petrol, fuel: "cng", consumptionUnit: "kg_100km" })).toBe(true);
  });

  it("lists every missing field of a car without data", () => {
    expect(
      missingEnvkvFields({
        ...petrol,
        consumptionCombined: null,
        consumptionUnit: null,
        co2GPerKm: null,
        co2Class: null,
      }),
    ).toEqual(["consumptionCombined", "consumptionUnit", "co2GPerKm", "co2Class"]);
  });

  it("wants the discharged-battery class and range of a plug-in hybrid", () => {
    expect(missingEnvkvFields({ ...phev, co2ClassDischarged: null, electricRangeKm: null })).toEqual([
      "co2ClassDischarged",
      "electricRangeKm",
    ]);
  });

  it("wants an electric car's consumption in kWh/100 km and its range", () => {
    expect(missingEnvkvFields({ ...electric, consumptionUnit: "l_100km" })).toEqual(["consumptionUnit"]);
    expect(missingEnvkvFields({ ...electric, electricRangeKm: 0 })).toEqual(["electricRangeKm"]);
  });

  it("allows 0 g CO2 but not a zero consumption or a class outside A-G", () => {
    expect(missingEnvkvFields({ ...electric, co2GPerKm: 0 })).toEqual([]);
    expect(missingEnvkvFields({ ...petrol, consumptionCombined: 0 })).toEqual(["consumptionCombined"]);
    expect(missingEnvkvFields({ ...petrol, co2Class: "H" })).toEqual(["co2Class"]);
    expect(missingEnvkvFields({ ...petrol, co2GPerKm: -1 })).toEqual(["co2GPerKm"]);
  });

  it.each([
    ["electric", "kwh_100km"],
    ["cng", "kg_100km"],
    ["diesel", "l_100km"],
    ["lpg", "l_100km"],
  ] as const)("states %s consumption in %s", (fuel, unit) => {
    expect(consumptionUnitFor(fuel)).toBe(unit);
  });
});
