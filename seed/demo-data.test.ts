/**
 * The demo catalogue against real data (issue 37: "demo data that a buyer would not believe"): WLTP
 * consumption and CO2 per fuel and power in the ranges the makers state, the CO2 class of the Pkw-EnVKV
 * table matching the stated CO2, each model's real body type and how the storefront names it, package
 * prices below the sum of their items, and a default used-car list that does not open with reserved cars.
 */
import { describe, expect, it } from "vitest";
import type { Co2Class } from "../app/core/catalog/car-attributes";
import { pickMessages } from "../app/core/i18n/messages.server";
import { DEMO_CAR_COUNT, DEMO_CAR_SEED } from "./cars/demo-stock";
import { DEMO_IMAGE_VIEWS, type GeneratedCar, generateCars, type ModelRef } from "./cars/generate-cars";
import { MODEL_SPECS } from "./cars/model-specs";
import { BRANDS } from "./content/brands";
import { configuratorFor } from "./content/configurator";

/** The demo's models in the order `loadModelRefs` reads them (by brand and model slug). */
const MODELS: ModelRef[] = BRANDS.flatMap((b) =>
  b.models.map((m) => ({
    brandId: b.slug,
    brandSlug: b.slug,
    brandName: b.name,
    modelId: m.slug,
    modelSlug: m.slug,
    modelName: m.name,
    bodyType: m.bodyType,
    basePriceMinor: m.basePriceMinor,
  })),
).sort((a, b) => a.brandSlug.localeCompare(b.brandSlug) || a.modelSlug.localeCompare(b.modelSlug));

const NOW = new Date(Date.UTC(2026, 10, 1));
const demo = generateCars({
  count: DEMO_CAR_COUNT,
  seed: DEMO_CAR_SEED,
  projectId: "p",
  models: MODELS,
  locationIds: [1, 2, 3],
  now: NOW,
});
const many = generateCars({
  count: 5_000,
  seed: 31_337,
  projectId: "p",
  models: MODELS,
  locationIds: [1],
  now: NOW,
});
const all = [...demo, ...many];
const label = (c: GeneratedCar) =>
  `${c.brandId} ${c.modelId} ${c.variant} ${c.fuel} ${c.powerKw} kW: ${c.consumptionCombined} ${c.consumptionUnit}, ${c.co2GPerKm} g/km, ${c.co2Class}`;

/** Pkw-EnVKV (2024) classes by WLTP combined CO2: A 0, B 1-95, C 96-115, D 116-135, E 136-155, F 156-175, G > 175. */
function envkvClass(gPerKm: number): Co2Class {
  if (gPerKm <= 0) return "A";
  if (gPerKm <= 95) return "B";
  if (gPerKm <= 115) return "C";
  if (gPerKm <= 135) return "D";
  if (gPerKm <= 155) return "E";
  if (gPerKm <= 175) return "F";
  return "G";
}

/**
 * Plausible WLTP combined consumption for a fuel at a power (kW), as a [low, high] range: from the
 * makers' figures for small to large engines (Polo 1.0 TSI 70 kW 5.0-5.6 l, Golf 2.0 TDI 110 kW 4.5-5.3 l,
 * X5 30d 219 kW 6.8-7.6 l, Yaris Hybrid 85 kW 3.8-4.3 l, RAV4 Hybrid 160 kW 5.6-6.0 l, ID.3 15-16 kWh,
 * EV6 17-18 kWh). Taller bodies (SUV, van, pick-up) use more.
 */
function plausibleConsumption(fuel: string, kw: number, body: string): [number, number] {
  // A Ranger 2.0 EcoBlue (125 kW) uses 8.4-9.1 l/100 km.
  const extra = body === "pickup" ? 3.6 : ["suv", "van"].includes(body) ? 1.2 : 0;
  switch (fuel) {
    case "petrol":
      return [3.8 + kw * 0.012, 5.2 + kw * 0.02 + extra];
    case "diesel":
      return [3.3 + kw * 0.01, 4.4 + kw * 0.016 + extra];
    case "hybrid":
      return [2.9 + kw * 0.008, 4.0 + kw * 0.014 + extra];
    case "lpg":
      return [5.0 + kw * 0.015, 7.0 + kw * 0.026 + extra];
    case "cng":
      return [2.6 + kw * 0.006, 3.8 + kw * 0.012 + extra];
    case "plugin_hybrid":
      return [0.5, 2.5];
    case "electric":
      return [12.5, 23];
    default:
      throw new Error(fuel);
  }
}

describe("demo catalogue against real data", () => {
  it("states consumption and CO2 in the makers' ranges for each fuel and power", () => {
    for (const car of all.filter((c) => c.consumptionCombined !== null)) {
      const [low, high] = plausibleConsumption(car.fuel, car.powerKw, car.bodyType);
      expect(car.consumptionCombined!, label(car)).toBeGreaterThanOrEqual(low);
      expect(car.consumptionCombined!, label(car)).toBeLessThanOrEqual(high);
      const unit = car.fuel === "electric" ? "kwh_100km" : car.fuel === "cng" ? "kg_100km" : "l_100km";
      expect(car.consumptionUnit, label(car)).toBe(unit);
      // CO2 is what the fuel burnt gives: about 2.37 kg per litre of petrol, 2.65 of diesel, 1.64 of LPG,
      // 2.7 per kg of natural gas; none for an electric car.
      const perUnit = { petrol: 23.7, hybrid: 23.7, diesel: 26.5, lpg: 16.4, cng: 27.2 }[
        car.fuel as "petrol"
      ];
      if (car.fuel === "electric") expect(car.co2GPerKm, label(car)).toBe(0);
      else if (perUnit !== undefined)
        expect(Math.abs(car.co2GPerKm! - car.consumptionCombined! * perUnit), label(car)).toBeLessThan(
          car.consumptionCombined! * 0.6 + 2,
        );
      else expect(car.co2GPerKm!, label(car)).toBeLessThanOrEqual(60);
    }
  });

  it("gives the CO2 class of the Pkw-EnVKV table for the stated CO2", () => {
    for (const car of all.filter((c) => c.co2GPerKm !== null)) {
      expect(car.co2Class, label(car)).toBe(envkvClass(car.co2GPerKm!));
      if (car.fuel === "plugin_hybrid") {
        // With an empty battery a plug-in hybrid burns like a petrol hybrid: class C to G, never A or B.
        expect(["C", "D", "E", "F", "G"], label(car)).toContain(car.co2ClassDischarged);
      } else expect(car.co2ClassDischarged, label(car)).toBeNull();
    }
  });

  it("has a Golf 2.0 TDI at 4.5-5.5 l/100 km, 115-145 g/km, class D or E (not 7.3 l, 193 g/km, G)", () => {
    const golfs = all.filter((c) => c.modelId === "golf" && c.variant.includes("2.0 TDI"));
    expect(golfs.length).toBeGreaterThan(0);
    for (const golf of golfs.filter((c) => c.consumptionCombined !== null)) {
      expect(golf.consumptionCombined!, label(golf)).toBeGreaterThanOrEqual(4.3);
      expect(golf.consumptionCombined!, label(golf)).toBeLessThanOrEqual(5.5);
      expect(golf.co2GPerKm!, label(golf)).toBeGreaterThanOrEqual(115);
      expect(golf.co2GPerKm!, label(golf)).toBeLessThanOrEqual(145);
      expect(["D", "E"], label(golf)).toContain(golf.co2Class);
    }
  });

  it("gives every model its real body type, and the storefront names it as a buyer would", () => {
    // The body each model is sold as in Germany (its main body).
    const real: Record<string, string> = {
      "audi:a3": "hatchback",
      "audi:a4": "sedan",
      "audi:q3": "suv",
      "audi:q4-e-tron": "suv",
      "bmw:1er": "hatchback",
      "bmw:3er": "sedan",
      "bmw:x1": "suv",
      "bmw:i4": "sedan",
      "bmw:x5": "suv",
      "mercedes-benz:a-klasse": "hatchback",
      "mercedes-benz:c-klasse": "sedan",
      "mercedes-benz:glc": "suv",
      "mercedes-benz:eqa": "suv",
      "volkswagen:polo": "hatchback",
      "volkswagen:golf": "hatchback",
      "volkswagen:t-roc": "suv",
      "volkswagen:tiguan": "suv",
      "volkswagen:id-3": "hatchback",
      "volkswagen:passat": "estate",
      "opel:corsa": "hatchback",
      "opel:astra": "hatchback",
      "opel:mokka": "suv",
      "opel:grandland": "suv",
      "skoda:fabia": "hatchback",
      "skoda:octavia": "estate",
      "skoda:kodiaq": "suv",
      "skoda:enyaq": "suv",
      "toyota:yaris": "hatchback",
      "toyota:corolla": "estate",
      "toyota:c-hr": "suv",
      "toyota:rav4": "suv",
      "ford:puma": "suv",
      "ford:kuga": "suv",
      "ford:mustang-mach-e": "suv",
      "ford:ranger": "pickup",
      "hyundai:i20": "hatchback",
      "hyundai:i30": "hatchback",
      "hyundai:tucson": "suv",
      "hyundai:ioniq-5": "suv",
      "kia:picanto": "hatchback",
      "kia:ceed": "hatchback",
      "kia:sportage": "suv",
      "kia:ev6": "suv",
      "renault:clio": "hatchback",
      "renault:captur": "suv",
      "renault:megane-e-tech": "suv",
      "tesla:model-3": "sedan",
      "tesla:model-y": "suv",
    };
    for (const brand of BRANDS) {
      for (const model of brand.models) {
        const key = `${brand.slug}:${model.slug}`;
        expect(model.bodyType, key).toBe(real[key]);
        expect(
          MODEL_SPECS[key]?.bodies.map((b) => b.type),
          key,
        ).toContain(real[key]);
      }
    }
    // Small cars (Polo, Corsa, Fabia, Yaris, i20, Picanto, Clio) are hatchbacks: the German name of the
    // body must fit them, not call them a compact saloon ("Kompaktlimousine").
    const de = pickMessages("de", ["store.catalog", "cars.body"]) as {
      store: { catalog: { body: Record<string, string> } };
    };
    const hatchback = de.store.catalog.body.hatchback!;
    expect(hatchback).not.toMatch(/limousine/i);
    expect(hatchback).toMatch(/Kleinwagen/);
  });

  it("prices every configurator package below the sum of its items", () => {
    for (const brand of BRANDS) {
      for (const model of brand.models) {
        const { options } = configuratorFor(brand.slug, model);
        const price = new Map<string, number>(options.map((o) => [o.key, o.priceMinor]));
        for (const pkg of options.filter((o) => o.category === "packages")) {
          const key = `${brand.slug}:${model.slug} ${pkg.key}`;
          expect(pkg.includes.length, key).toBeGreaterThan(0);
          const items = pkg.includes.reduce((sum, k) => sum + price.get(k)!, 0);
          expect(pkg.priceMinor, key).toBeLessThan(items);
        }
      }
    }
    const golf = configuratorFor(
      "volkswagen",
      BRANDS.flatMap((b) => b.models).find((m) => m.slug === "golf")!,
    );
    const winter = golf.options.find((o) => o.key === "winter_package")!;
    expect(winter.priceMinor).toBeLessThan(450_00 + 190_00);
  });

  it("opens the default used-car list with available cars: reserved cars are few and spread", () => {
    // The list's default: published, not sold, newest first.
    const listed = demo
      .filter((c) => c.publishedAt && c.status !== "sold")
      .sort((a, b) => b.publishedAt!.getTime() - a.publishedAt!.getTime());
    const firstPage = listed.slice(0, 24);
    expect(firstPage.filter((c) => c.status === "reserved").length).toBeLessThanOrEqual(2);
    expect(firstPage.slice(0, 6).filter((c) => c.status === "reserved")).toEqual([]);
    const reserved = demo.filter((c) => c.status === "reserved").length;
    expect(reserved).toBeGreaterThan(0);
    expect(reserved).toBeLessThan(DEMO_CAR_COUNT * 0.1);
  });

  it("shows each demo car from the side first: the list card's picture, where body types differ", () => {
    // From the front a hatchback, a saloon and an estate look alike; the side shows the roof line and tail.
    expect(DEMO_IMAGE_VIEWS[0]).toBe("side");
    expect([...DEMO_IMAGE_VIEWS].sort()).toEqual(["front", "interior", "rear", "side"]);
  });
});
