import { describe, expect, it } from "vitest";
import { BRANDS } from "../content/brands";
import { DEMO_CAR_COUNT, DEMO_CAR_SEED } from "./demo-stock";
import {
  type GeneratedCar,
  generateCars,
  type ModelRef,
  registrationWindow,
  soldNew,
  variantOf,
} from "./generate-cars";
import { type EngineSpec, MODEL_SPECS, modelSpec } from "./model-specs";

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
const generate = (count: number, seed: number) =>
  generateCars({ count, seed, projectId: "p", models: MODELS, locationIds: [1, 2, 3], now: NOW });

const demo = generate(DEMO_CAR_COUNT, DEMO_CAR_SEED);
// A larger stock of another seed: 5,000 cars reach all 315 engine and body combinations that 20,000
// reach (measured), at a quarter of the time (the check below took 4.8 s of the 5 s limit with 20,000).
// That check's budget is 20 s: it is CPU-bound and shares two cores with whatever else runs.
const BUDGET_MS = 20_000;
const many = generate(5_000, 7_000_000);

const year = (car: GeneratedCar) => Number(car.firstRegistration!.slice(0, 4));

/** The table's engines this car can have been built with: same fuel, power, gearbox, body and years. */
function enginesOf(car: GeneratedCar): EngineSpec[] {
  const spec = modelSpec(car.brandId, car.modelId)!;
  return spec.engines.filter((engine) => {
    if (engine.fuel !== car.fuel || engine.kw !== car.powerKw) return false;
    if (!engine.gearboxes.includes(car.gearbox)) return false;
    if (engine.bodies && !engine.bodies.includes(car.bodyType)) return false;
    if ((engine.awd === true) !== car.equipment.includes("all_wheel_drive")) return false;
    const body = spec.bodies.find((b) => b.type === car.bodyType);
    if (!body) return false;
    const trims = engine.ownLine ? [undefined] : spec.trims.length ? spec.trims : [undefined];
    if (!trims.some((t) => variantOf(spec, body, engine, t, car.gearbox) === car.variant)) return false;
    if (car.condition === "new") return car.firstRegistration === null && soldNew(spec, engine, NOW);
    const window = registrationWindow(spec, engine, car.condition === "demo" ? "demo" : "used", NOW);
    if (!window || car.firstRegistration === null) return false;
    const month = year(car) * 12 + Number(car.firstRegistration.slice(5, 7)) - 1;
    return month >= window.from && month <= window.to;
  });
}

describe("generated stock", () => {
  it("has a table for every demo model, each with engines that exist in its years", () => {
    for (const m of MODELS) {
      const spec = MODEL_SPECS[`${m.brandSlug}:${m.modelSlug}`];
      expect(spec, `${m.brandSlug}:${m.modelSlug}`).toBeDefined();
      expect(spec!.bodies.map((b) => b.type)).toContain(m.bodyType);
      for (const engine of spec!.engines) {
        expect(engine.from, engine.name).toBeGreaterThanOrEqual(spec!.from);
        expect(engine.to ?? 9999, engine.name).toBeGreaterThanOrEqual(engine.from);
      }
    }
  });

  it(
    "combines only engines, bodies, gearboxes and years each model was sold with",
    () => {
      for (const car of [...demo, ...many]) {
        const matches = enginesOf(car);
        expect(
          matches.length,
          `${car.brandId} ${car.modelId} ${car.variant} ${car.fuel} ${car.powerKw} kW ${car.gearbox} ${car.bodyType} ${car.firstRegistration}`,
        ).toBeGreaterThan(0);
        if (car.fuel !== "electric") expect(car.equipment).not.toContain("heat_pump");
        expect(car.electricRangeKm === null || ["electric", "plugin_hybrid"].includes(car.fuel)).toBe(true);
      }
    },
    BUDGET_MS,
  );

  it("has none of the mistakes a buyer spotted: TSI in a BMW, an i4 from 2017, an electric i30 or T-Roc", () => {
    const all = [...demo, ...many];
    for (const car of all.filter((c) => c.brandId === "bmw")) expect(car.variant).not.toMatch(/TSI|TDI/);
    for (const car of all.filter((c) => c.modelId === "i4" && c.firstRegistration))
      expect(year(car)).toBeGreaterThanOrEqual(2021);
    for (const car of all.filter((c) => c.modelId === "i30" || c.modelId === "t-roc"))
      expect(car.fuel).not.toBe("electric");
    // New cars are of models and engines still sold, and nothing is registered in the future.
    for (const car of all) if (car.firstRegistration) expect(car.firstRegistration < "2026-11-01").toBe(true);
  });

  it("gives the demo a mix a dealer would have: every fuel a filter offers, mostly used cars", () => {
    const fuels = new Set(demo.map((c) => c.fuel));
    for (const fuel of ["petrol", "diesel", "hybrid", "plugin_hybrid", "electric"])
      expect(fuels).toContain(fuel);
    expect(demo.filter((c) => c.condition === "used").length).toBeGreaterThan(DEMO_CAR_COUNT * 0.7);
    // The browser tests open the first car (number 100001): it must be on sale.
    expect(demo[0]!.status).toBe("available");
    expect(demo[0]!.publishedAt).not.toBeNull();
  });
});
