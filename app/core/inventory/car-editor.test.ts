import { describe, expect, it } from "vitest";
import { EQUIPMENT } from "../catalog/car-attributes";
import {
  carEditorSchemaFor,
  carValuesOf,
  EQUIPMENT_GROUPS,
  editorFieldErrors,
  moneyField,
  parseMoneyMinor,
  rentalInputOf,
  rentalPricesSchemaFor,
} from "./car-editor";
import { isPermutation, moveInOrder } from "./car-images";

const BRAND = "6f1c8a52-3f0e-4b61-9f55-0c1d2e3f4a5b";
const MODEL = "7a2d9b63-4e1f-4c72-8a66-1d2e3f4a5b6c";

const valid = {
  condition: "used",
  brandId: BRAND,
  modelId: MODEL,
  variant: " 2.0 TDI Style ",
  firstRegistration: "2021-03",
  mileageKm: "45.000",
  fuel: "diesel",
  gearbox: "automatic",
  powerKw: "110",
  bodyType: "estate",
  colour: "grey",
  doors: "5",
  seats: "5",
  price: "24.990,50",
  locationId: "",
  "equipment.navigation": "on",
  "equipment.tow_bar": "on",
  consumptionCombined: "5,4",
  co2GPerKm: "142",
  co2Class: "D",
  co2ClassDischarged: "B",
  electricRangeKm: "60",
  "description.de": "Gepflegt.",
  "description.en": "",
};

const errorsOf = (input: Record<string, unknown>) => {
  const parsed = carEditorSchemaFor("de").safeParse(input);
  return parsed.success ? {} : editorFieldErrors(parsed.error);
};

describe("car editor schema", () => {
  it("turns typed values into the car's columns", () => {
    const parsed = carEditorSchemaFor("de").parse(valid);
    const car = carValuesOf(parsed);
    expect(car).toMatchObject({
      variant: "2.0 TDI Style",
      firstRegistration: "2021-03-01",
      mileageKm: 45_000,
      priceMinor: 2_499_050,
      vatDeductible: false,
      locationId: null,
      equipment: ["navigation", "tow_bar"],
      consumptionCombined: 5.4,
      consumptionUnit: "l_100km",
      co2GPerKm: 142,
      co2Class: "D",
      description: { de: "Gepflegt." },
    });
    // A diesel has neither a discharged class nor an electric range.
    expect(car.co2ClassDischarged).toBeNull();
    expect(car.electricRangeKm).toBeNull();
  });

  it("reads a VIN upper-cased without spaces, none when empty, and refuses one with I, O or Q", () => {
    const vinOf = (vin: unknown) => carValuesOf(carEditorSchemaFor("de").parse({ ...valid, vin })).vin;
    expect(vinOf(" wvwzzz1kz aw000123 ")).toBe("WVWZZZ1KZAW000123");
    expect(vinOf("")).toBeNull();
    expect(vinOf(undefined)).toBeNull();
    expect(errorsOf({ ...valid, vin: "WVWZZZ1KZAW00012O" })).toEqual({ vin: ["car-editor:errors.vin"] });
    expect(errorsOf({ ...valid, vin: "WVWZZZ1KZAW00012" })).toEqual({ vin: ["car-editor:errors.vin"] });
  });

  it("keeps the second class and the range of a plug-in hybrid, in its unit", () => {
    const car = carValuesOf(carEditorSchemaFor("de").parse({ ...valid, fuel: "plugin_hybrid" }));
    expect(car).toMatchObject({ co2ClassDischarged: "B", electricRangeKm: 60, consumptionUnit: "l_100km" });
    const ev = carValuesOf(
      carEditorSchemaFor("de").parse({ ...valid, fuel: "electric", consumptionCombined: "16,8" }),
    );
    expect(ev).toMatchObject({ consumptionUnit: "kwh_100km", electricRangeKm: 60, co2ClassDischarged: null });
  });

  it("lets the EnVKV data stay empty for a draft", () => {
    const car = carValuesOf(
      carEditorSchemaFor("de").parse({
        ...valid,
        consumptionCombined: "",
        co2GPerKm: "",
        co2Class: "",
        co2ClassDischarged: "",
        electricRangeKm: "",
      }),
    );
    expect(car).toMatchObject({
      consumptionCombined: null,
      consumptionUnit: null,
      co2GPerKm: null,
      co2Class: null,
    });
  });

  it("names each wrong field with a catalogue key", () => {
    expect(
      errorsOf({
        ...valid,
        condition: "stolen",
        brandId: "1; drop table cars",
        variant: "x".repeat(121),
        firstRegistration: "2021-13",
        mileageKm: "-5",
        powerKw: "0",
        price: "0",
        consumptionCombined: "5,45",
        co2Class: "H",
        "description.de": "x".repeat(5001),
      }),
    ).toEqual({
      condition: ["validation:invalid_choice"],
      brandId: ["car-editor:errors.brand"],
      variant: ["validation:too_long"],
      firstRegistration: ["car-editor:errors.registration"],
      mileageKm: ["car-editor:errors.range"],
      powerKw: ["car-editor:errors.range"],
      price: ["car-editor:errors.money_positive"],
      consumptionCombined: ["car-editor:errors.decimal"],
      co2Class: ["validation:invalid_choice"],
      "description.de": ["validation:too_long"],
    });
  });

  it("requires the basic fields, and a first registration for a used car only", () => {
    const empty = errorsOf({});
    for (const f of ["condition", "brandId", "modelId", "variant", "mileageKm", "powerKw", "price", "doors"])
      expect(empty[f], f).toBeDefined();
    expect(errorsOf({ ...valid, firstRegistration: "" })).toEqual({
      firstRegistration: ["car-editor:errors.registration_required"],
    });
    expect(errorsOf({ ...valid, condition: "new", firstRegistration: "" })).toEqual({});
  });

  it("refuses wrong types instead of failing", () => {
    expect(Object.keys(errorsOf({ ...valid, price: [5], variant: ["a"], fuel: { x: 1 } })).sort()).toEqual([
      "fuel",
      "price",
      "variant",
    ]);
  });

  it("reads money typed the way the page's language writes it", () => {
    expect(parseMoneyMinor("24990", "de")).toBe(2_499_000);
    expect(parseMoneyMinor("24.990", "de")).toBe(2_499_000);
    expect(parseMoneyMinor("24,990.5", "en")).toBe(2_499_050);
    expect(parseMoneyMinor("24990,5", "de")).toBe(2_499_050);
    expect(parseMoneyMinor("0,25", "de")).toBe(25);
    expect(parseMoneyMinor("1.2.3", "de")).toBeNull();
    // Not half-understood: an English grouping on a German page is three decimals, refused.
    expect(parseMoneyMinor("12,345", "de")).toBeNull();
    expect(parseMoneyMinor("12,345", "en")).toBe(1_234_500);
    expect(parseMoneyMinor("abc", "de")).toBeNull();
    expect(moneyField(2_499_050, "de")).toBe("24.990,50");
    expect(moneyField(2_499_000, "en")).toBe("24,990");
  });

  it("reads every number field in the page's language (issue 36)", () => {
    expect(carEditorSchemaFor("de").parse({ ...valid, mileageKm: "42.500", price: "24.990" })).toMatchObject({
      mileageKm: 42_500,
      price: 2_499_000,
    });
    const en = { ...valid, mileageKm: "42,500", price: "24,990.50", consumptionCombined: "5.4" };
    expect(carEditorSchemaFor("en").parse(en)).toMatchObject({
      mileageKm: 42_500,
      price: 2_499_050,
      consumptionCombined: 5.4,
    });
    expect(carEditorSchemaFor("pl").parse({ ...valid, mileageKm: "42 500", price: "24 990" })).toMatchObject({
      mileageKm: 42_500,
      price: 2_499_000,
    });
    expect(errorsOf({ ...valid, mileageKm: "42,500", price: "24,990" })).toEqual({
      mileageKm: ["car-editor:errors.whole_number"],
      price: ["car-editor:errors.money"],
    });
  });

  it("groups every equipment key exactly once", () => {
    expect(Object.values(EQUIPMENT_GROUPS).flat().sort()).toEqual([...EQUIPMENT].sort());
  });
});

describe("rental price list schema", () => {
  const rates = {
    rentalCar: "on",
    dayRate: "59",
    weekendRate: "129",
    weekRate: "299",
    deposit: "500",
    includedKmPerDay: "200",
    extraKm: "0,25",
  };

  it("reads the price list in minor units", () => {
    expect(rentalPricesSchemaFor("de").parse(rentalInputOf(rates))).toEqual({
      rentalCar: true,
      dayRate: 5900,
      weekendRate: 12_900,
      weekRate: 29_900,
      deposit: 50_000,
      includedKmPerDay: 200,
      extraKm: 25,
    });
  });

  it("refuses rates of zero or below, and reads nothing with the flag off", () => {
    const parsed = rentalPricesSchemaFor("de").safeParse(
      rentalInputOf({ ...rates, dayRate: "0", weekRate: "-5" }),
    );
    expect(parsed.success).toBe(false);
    if (!parsed.success)
      expect(editorFieldErrors(parsed.error)).toEqual({
        dayRate: ["car-editor:errors.money_positive"],
        weekRate: ["car-editor:errors.money_positive"],
      });
    expect(rentalPricesSchemaFor("de").parse(rentalInputOf({ dayRate: "0" }))).toEqual({ rentalCar: false });
  });
});

describe("picture order", () => {
  it("moves a picture within the list, staying inside its ends", () => {
    expect(moveInOrder(["a", "b", "c"], "c", -1)).toEqual(["a", "c", "b"]);
    expect(moveInOrder(["a", "b", "c"], "a", -1)).toEqual(["a", "b", "c"]);
    expect(moveInOrder(["a", "b", "c"], "b", -3)).toEqual(["b", "a", "c"]);
    expect(moveInOrder(["a", "b", "c"], "x", 1)).toEqual(["a", "b", "c"]);
  });

  it("accepts a new order only when it names each picture once", () => {
    expect(isPermutation(["a", "b"], ["b", "a"])).toBe(true);
    expect(isPermutation(["a", "b"], ["a", "a"])).toBe(false);
    expect(isPermutation(["a", "b"], ["a", "b", "c"])).toBe(false);
    expect(isPermutation(["a", "b"], ["a", "x"])).toBe(false);
  });
});
