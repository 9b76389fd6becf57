import { describe, expect, it } from "vitest";
import { FUELS, GEARBOXES } from "../../app/core/catalog/car-attributes";
import { OPTION_CATEGORIES, resolveSelection } from "../../app/core/catalog/configurator";
import de from "../../locales/de/configurator.json";
import en from "../../locales/en/configurator.json";
import pl from "../../locales/pl/configurator.json";
import tr from "../../locales/tr/configurator.json";
import { BRANDS } from "./brands";
import { COLOUR_DEFS, configuratorFor, OPTION_DEFS } from "./configurator";

const all = BRANDS.flatMap((b) =>
  b.models.map((m) => ({ brand: b.slug, model: m, ...configuratorFor(b.slug, m) })),
);

describe("demo configurator data", () => {
  it("names every paint in all four languages", () => {
    for (const messages of [de, en, pl, tr]) {
      const names = (messages as { colour?: Record<string, string> }).colour ?? {};
      for (const key of Object.keys(COLOUR_DEFS)) expect(names[key], key).toBeTruthy();
    }
  });

  it("offers every model 6 to 8 paints, a free standard paint first and a surcharge for metallics", () => {
    for (const { brand, model, colours } of all) {
      expect(colours.length, `${brand}/${model.slug}`).toBeGreaterThanOrEqual(6);
      expect(colours.length, `${brand}/${model.slug}`).toBeLessThanOrEqual(8);
      expect(new Set(colours.map((c) => c.key)).size).toBe(colours.length);
      expect(colours[0]!.priceMinor).toBe(0);
      for (const c of colours) {
        expect(c.hex).toMatch(/^#[0-9a-f]{6}$/);
        expect(Number.isInteger(c.priceMinor)).toBe(true);
        expect(c.priceMinor > 0).toBe(c.metallic);
      }
    }
    const premium = all.find((c) => c.brand === "bmw")!.colours.find((c) => c.metallic)!;
    const volume = all.find((c) => c.model.slug === "golf")!.colours.find((c) => c.metallic)!;
    expect(premium.priceMinor).toBeGreaterThan(volume.priceMinor);
  });

  it("names every option and category in all four languages", () => {
    for (const messages of [de, en, pl, tr]) {
      const names = (messages as { option?: Record<string, string> }).option ?? {};
      const categories = (messages as { category?: Record<string, string> }).category ?? {};
      for (const key of Object.keys(OPTION_DEFS)) expect(names[key], key).toBeTruthy();
      for (const c of OPTION_CATEGORIES) expect(categories[c], c).toBeTruthy();
    }
  });

  it("gives every model 8 to 15 options with sound references", () => {
    for (const { brand, model, options } of all) {
      expect(options.length, `${brand}/${model.slug}`).toBeGreaterThanOrEqual(8);
      expect(options.length, `${brand}/${model.slug}`).toBeLessThanOrEqual(15);
      const keys = options.map((o) => o.key);
      expect(new Set(keys).size).toBe(keys.length);
      for (const o of options) {
        for (const ref of [...o.includes, ...o.requires, ...o.excludes]) expect(keys).toContain(ref);
        expect(o.priceMinor % 100).toBe(0);
        expect(o.priceMinor).toBeGreaterThan(0);
      }
      // Every option can be chosen on its own.
      const shaped = options.map((o) => ({ ...o, category: o.category }));
      for (const k of keys) expect(resolveSelection(shaped, [k]).dropped).toEqual([]);
    }
  });

  it("offers each model at its entry price with unique, valid powertrains", () => {
    for (const { brand, model, powertrains } of all) {
      expect(powertrains.length, `${brand}/${model.slug}`).toBeGreaterThan(0);
      expect(Math.min(...powertrains.map((p) => p.priceMinor))).toBe(model.basePriceMinor);
      const combos = powertrains.map((p) => `${p.gear}/${p.fuel}`);
      expect(new Set(combos).size).toBe(combos.length);
      for (const p of powertrains) {
        expect(GEARBOXES).toContain(p.gear);
        expect(FUELS).toContain(p.fuel);
        expect(p.powerKw).toBeGreaterThan(40);
      }
    }
  });

  it("sells electric models only as automatic electric cars, and nothing else as electric", () => {
    const ev = all.find((c) => c.model.slug === "id-3")!;
    expect(ev.powertrains.map((p) => `${p.gear}/${p.fuel}`)).toEqual(["automatic/electric"]);
    const x5 = all.find((c) => c.brand === "bmw" && c.model.slug === "x5")!;
    expect(x5.powertrains.map((p) => p.fuel)).not.toContain("electric");
    expect(x5.powertrains.map((p) => `${p.gear}/${p.fuel}`)).toContain("automatic/diesel");
  });
});
