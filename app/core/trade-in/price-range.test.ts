import { describe, expect, it } from "vitest";
import {
  adjustedPrice,
  type Comparable,
  chooseComparables,
  conditionDeductions,
  estimateExpiry,
  median,
  monthIndex,
  PRICE_RULE,
  priceRange,
} from "./price-range";

const car = (priceMinor: number, firstRegistration: string, mileageKm: number): Comparable => ({
  priceMinor,
  firstRegistration,
  mileageKm,
});

const GOOD = { accidentFree: "yes", serviceHistory: "full", owners: "1" } as const;

describe("priceRange", () => {
  it("gives no estimate without comparables, never a number from nowhere", () => {
    expect(
      priceRange({ firstRegistration: "2019-05", mileageKm: 60_000 }, { match: "model", comparables: [] }),
    ).toEqual({ kind: "no_estimate", reason: "no_comparables" });
  });

  it("gives no estimate without first registration or mileage", () => {
    const comparables = [car(2_000_000, "2019-05-01", 60_000)];
    expect(priceRange({ firstRegistration: null, mileageKm: 1 }, { match: "model", comparables }).kind).toBe(
      "no_estimate",
    );
    expect(
      priceRange({ firstRegistration: "2019-13", mileageKm: 1 }, { match: "model", comparables }).kind,
    ).toBe("no_estimate");
    expect(
      priceRange({ firstRegistration: "2019-05", mileageKm: null }, { match: "model", comparables }).kind,
    ).toBe("no_estimate");
  });

  it("takes the median of identical-age comparables, deducts the margin and spreads ±6 %", () => {
    const comparables = [
      car(1_800_000, "2019-05-01", 60_000),
      car(2_000_000, "2019-05-01", 60_000),
      car(2_200_000, "2019-05-01", 60_000),
      car(2_100_000, "2019-05-01", 60_000),
      car(1_900_000, "2019-05-01", 60_000),
    ];
    const r = priceRange(
      { firstRegistration: "2019-05", mileageKm: 60_000, ...GOOD },
      { match: "model", comparables },
    );
    if (r.kind !== "estimate") throw new Error("expected an estimate");
    // Median 20,000 EUR; full history, one owner, accident-free: the base 18 % only -> 16,400 EUR.
    expect(r.basis.medianRetailMinor).toBe(2_000_000);
    expect(r.basis.purchaseValueMinor).toBe(1_640_000);
    expect(r.basis.spread).toBe(0.06);
    // 16,400 * 0.94 = 15,416 -> down to 15,400; * 1.06 = 17,384 -> up to 17,400.
    expect(r.lowMinor).toBe(1_540_000);
    expect(r.highMinor).toBe(1_740_000);
    expect(r.middleMinor).toBe(1_640_000);
    expect(r.basis.comparables).toBe(5);
    expect(r.basis.match).toBe("model");
  });

  it("rounds both bounds to 50 EUR", () => {
    const r = priceRange(
      { firstRegistration: "2020-01", mileageKm: 33_333, ...GOOD },
      { match: "model", comparables: [car(1_234_567, "2020-03-01", 40_123)] },
    );
    if (r.kind !== "estimate") throw new Error("expected an estimate");
    expect(r.lowMinor % PRICE_RULE.roundingMinor).toBe(0);
    expect(r.highMinor % PRICE_RULE.roundingMinor).toBe(0);
    expect(r.middleMinor % PRICE_RULE.roundingMinor).toBe(0);
    expect(r.lowMinor).toBeLessThan(r.basis.purchaseValueMinor);
    expect(r.highMinor).toBeGreaterThan(r.basis.purchaseValueMinor);
  });

  it("widens the range with few comparables and with the brand fallback", () => {
    const one = [car(2_000_000, "2019-05-01", 60_000)];
    const few = priceRange(
      { firstRegistration: "2019-05", mileageKm: 60_000, ...GOOD },
      { match: "model", comparables: one },
    );
    const brand = priceRange(
      { firstRegistration: "2019-05", mileageKm: 60_000, ...GOOD },
      { match: "brand", comparables: one },
    );
    if (few.kind !== "estimate" || brand.kind !== "estimate") throw new Error("expected estimates");
    expect(few.basis.spread).toBe(PRICE_RULE.fewSpread);
    expect(brand.basis.spread).toBe(PRICE_RULE.fewSpread + PRICE_RULE.brandFallbackExtraSpread);
    expect(brand.highMinor - brand.lowMinor).toBeGreaterThan(few.highMinor - few.lowMinor);
  });

  it("lowers the value with accident damage, poor service history and many owners", () => {
    const comparables = [car(2_000_000, "2019-05-01", 60_000)];
    const value = (condition: Record<string, string>) => {
      const r = priceRange(
        { firstRegistration: "2019-05", mileageKm: 60_000, ...condition },
        { match: "model", comparables },
      );
      if (r.kind !== "estimate") throw new Error("expected an estimate");
      return r.basis.purchaseValueMinor;
    };
    const good = value(GOOD);
    expect(value({ ...GOOD, accidentFree: "no" })).toBe(Math.round(2_000_000 * (1 - 0.18 - 0.1)));
    expect(value({ ...GOOD, serviceHistory: "none" })).toBeLessThan(
      value({ ...GOOD, serviceHistory: "partial" }),
    );
    expect(value({ ...GOOD, serviceHistory: "partial" })).toBeLessThan(good);
    expect(value({ ...GOOD, owners: "4" })).toBe(Math.round(2_000_000 * (1 - 0.18 - 0.04)));
  });
});

describe("adjustedPrice", () => {
  it("takes 7 % a year of age and 2.5 % per 10,000 km of mileage difference", () => {
    // The offered car is two years older: 14 % less.
    expect(adjustedPrice(car(1_000_000, "2021-05-01", 50_000), monthIndex("2019-05")!, 50_000)).toBe(860_000);
    // One year newer: 7 % more.
    expect(adjustedPrice(car(1_000_000, "2021-05-01", 50_000), monthIndex("2022-05")!, 50_000)).toBe(
      1_070_000,
    );
    // 20,000 km more: 5 % less.
    expect(adjustedPrice(car(1_000_000, "2021-05-01", 50_000), monthIndex("2021-05")!, 70_000)).toBe(950_000);
  });

  it("keeps the factor within its bounds", () => {
    expect(adjustedPrice(car(1_000_000, "2023-01-01", 10_000), monthIndex("2005-01")!, 400_000)).toBe(
      1_000_000 * PRICE_RULE.minFactor,
    );
    expect(adjustedPrice(car(1_000_000, "2005-01-01", 300_000), monthIndex("2023-01")!, 0)).toBe(
      1_000_000 * PRICE_RULE.maxFactor,
    );
  });
});

describe("chooseComparables", () => {
  const model = [car(1, "2019-01-01", 1), car(2, "2019-01-01", 1)];
  const brand = [...model, car(3, "2018-01-01", 1), car(4, "2020-01-01", 1)];

  it("uses the model's cars when there are at least three", () => {
    const three = [...model, car(5, "2019-01-01", 1)];
    expect(chooseComparables(three, brand)).toEqual({ match: "model", comparables: three });
  });

  it("falls back to the brand's cars of similar age with fewer than three of the model", () => {
    expect(chooseComparables(model, brand)).toEqual({ match: "brand", comparables: brand });
    expect(chooseComparables([], brand).match).toBe("brand");
  });

  it("keeps the model's few cars when the brand offers no more", () => {
    expect(chooseComparables(model, model.slice(0, 1))).toEqual({ match: "model", comparables: model });
  });
});

describe("helpers", () => {
  it("reads months, medians, deductions and the 7-day expiry", () => {
    expect(monthIndex("2019-05-01")).toBe(2019 * 12 + 4);
    expect(monthIndex("garbage")).toBeNull();
    expect(median([3, 1, 2])).toBe(2);
    expect(median([1, 2, 3, 10])).toBe(3);
    // Unknown answers count as partial service history, no owner deduction.
    expect(conditionDeductions({ firstRegistration: null, mileageKm: null }).total).toBe(0.21);
    expect(conditionDeductions({ firstRegistration: null, mileageKm: null, owners: "9" }).owners).toBe(
      PRICE_RULE.maxOwnerDeduction,
    );
    expect(estimateExpiry(new Date("2026-01-01T10:00:00Z")).toISOString()).toBe("2026-01-08T10:00:00.000Z");
  });
});
