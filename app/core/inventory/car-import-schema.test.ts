import { describe, expect, it } from "vitest";
import { validateCsv } from "./car-import.server";
import { sampleCarCsv, sampleCarRow } from "./car-import-sample";
import { carRowSchema, headerErrors, type ImportLookups, validateCarRow } from "./car-import-schema";

const golf = { id: "m-golf", slug: "golf", name: "Golf", bodyType: "hatchback" };
const vw = {
  id: "b-vw",
  slug: "volkswagen",
  name: "Volkswagen",
  models: new Map([
    ["golf", golf],
    ["golf", golf],
  ]),
};
const LOOKUPS: ImportLookups = {
  brands: new Map([
    ["volkswagen", vw],
    ["vw", vw],
  ]),
  locations: new Map([
    ["berlin", 7],
    ["autohaus brandt berlin", 7],
  ]),
};
const schema = carRowSchema(LOOKUPS);
const row = (overrides: Record<string, string> = {}) => {
  const base = sampleCarRow(1, [{ brand: "Volkswagen", model: "Golf" }], "Variant");
  const cells = Object.fromEntries(Object.entries(base).map(([k, v]) => [k, v === null ? "" : String(v)]));
  return { ...cells, ...overrides };
};

describe("car CSV row validation", () => {
  it("accepts a complete row and resolves brand and model by name, case-insensitively", () => {
    const r = validateCarRow(schema, 2, row({ brand: "VOLKSWAGEN", model: "golf", location: "Berlin" }));
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect(r.car).toMatchObject({
      brandId: "b-vw",
      modelId: "m-golf",
      locationId: 7,
      bodyType: "hatchback", // the model's, as the column is empty
      fuel: "diesel",
    });
    expect(r.car.priceMinor).toBe(Math.round(Number(row().price) * 100));
  });

  it("reads German number and month formats and booleans", () => {
    const r = validateCarRow(
      schema,
      2,
      row({
        price: "18990,50",
        consumption_combined: "5,4",
        first_registration: "03/2021",
        vat_deductible: "ja",
      }),
    );
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect(r.car).toMatchObject({
      priceMinor: 1_899_050,
      consumptionCombined: 5.4,
      firstRegistration: "2021-03-01",
      vatDeductible: true,
    });
  });

  it("leaves EnVKV fields optional; a consumption without unit gets the fuel's unit", () => {
    const r = validateCarRow(
      schema,
      2,
      row({
        consumption_unit: "",
        co2_g_per_km: "",
        co2_class: "",
        fuel: "electric",
        consumption_combined: "16,5",
      }),
    );
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect(r.car).toMatchObject({ co2GPerKm: null, co2Class: null, consumptionUnit: "kwh_100km" });
  });

  it("reports one translated error per bad column with the row number", () => {
    const r = validateCarRow(
      schema,
      17,
      row({ mileage_km: "viel", fuel: "steam", price: "0", doors: "", equipment: "navigation|jetpack" }),
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const byColumn = Object.fromEntries(r.errors.map((e) => [e.column, e.message]));
    expect(byColumn).toEqual({
      mileage_km: "inventory:import.errors.not_a_number",
      fuel: "inventory:import.errors.not_allowed",
      price: "inventory:import.errors.out_of_range",
      doors: "inventory:import.errors.required",
      equipment: "inventory:import.errors.unknown_equipment",
    });
    expect(r.errors.every((e) => e.row === 17)).toBe(true);
  });

  it("names an unknown brand, a model of another brand and an unknown location", () => {
    const brand = validateCarRow(schema, 2, row({ brand: "Trabant" }));
    expect(brand.ok === false && brand.errors).toEqual([
      {
        row: 2,
        column: "brand",
        message: "inventory:import.errors.unknown_brand",
        params: { value: "Trabant" },
      },
    ]);
    const model = validateCarRow(schema, 2, row({ model: "Corsa" }));
    expect(model.ok === false && model.errors[0]!.message).toBe("inventory:import.errors.unknown_model");
    const place = validateCarRow(schema, 2, row({ location: "Atlantis" }));
    expect(place.ok === false && place.errors[0]!.column).toBe("location");
  });

  it("refuses wrong types and huge texts without throwing", () => {
    const r = validateCarRow(schema, 2, {
      ...row(),
      variant: "x".repeat(10_000),
      seats: "5.5",
      power_kw: "-1",
    });
    expect(r.ok === false && r.errors.map((e) => e.column).sort()).toEqual(["power_kw", "seats", "variant"]);
    const nothing = validateCarRow(schema, 2, {});
    expect(nothing.ok).toBe(false);
  });

  it("checks the header: unknown, duplicate and missing columns", () => {
    expect(headerErrors(["brand", "Brand", "colour", "wings"]).map((e) => [e.column, e.message])).toEqual(
      expect.arrayContaining([
        ["brand", "inventory:import.errors.duplicate_column"],
        [null, "inventory:import.errors.unknown_column"],
        ["price", "inventory:import.errors.missing_column"],
      ]),
    );
  });
});

describe("validating a whole file", () => {
  it("finds exactly the bad rows of a generated file, by spreadsheet row", () => {
    const csv = sampleCarCsv(300, [{ brand: "Volkswagen", model: "Golf" }], { bad: [4, 150, 299] });
    const r = validateCsv(csv, LOOKUPS);
    if (!r.ok) throw new Error(r.error.code);
    expect(r.value.rows).toBe(300);
    expect(r.value.cars).toHaveLength(297);
    expect(r.value.invalidRows).toBe(3);
    expect(r.value.errors.map((e) => [e.row, e.column])).toEqual([
      [6, "brand"],
      [152, "mileage_km"],
      [301, "price"],
    ]);
  });

  it("reads a semicolon file as German Excel saves it", () => {
    const csv = sampleCarCsv(3, [{ brand: "Volkswagen", model: "Golf" }]).replace(/,/g, ";");
    const r = validateCsv(csv, LOOKUPS);
    expect(r.ok && r.value.cars.length).toBe(3);
  });

  it("refuses a file that is not CSV with a translated reason", () => {
    const r = validateCsv('brand,model\n"open', LOOKUPS);
    expect(!r.ok && r.error.message).toBe("inventory:import.errors.unterminated_quote");
    const empty = validateCsv(sampleCarCsv(0, []), LOOKUPS);
    expect(!empty.ok && empty.error.message).toBe("inventory:import.errors.no_rows");
  });
});
