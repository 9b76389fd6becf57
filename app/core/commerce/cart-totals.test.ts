import { describe, expect, it } from "vitest";
import { cartTotals, lineTotal, vatOfGross } from "./cart-totals";

describe("cart totals", () => {
  it("takes the VAT out of a gross amount with half-up rounding", () => {
    expect(vatOfGross(11_900, 1900)).toBe(1_900);
    expect(vatOfGross(100, 1900)).toBe(16); // 15.966 -> 16
    expect(vatOfGross(3, 1900)).toBe(0); // 0.479 -> 0
    expect(vatOfGross(107, 700)).toBe(7);
    expect(vatOfGross(1_000, 0)).toBe(0);
    // 0.5 exactly rounds up: gross 21, rate 10000 bp (100 %) -> 10.5 -> 11
    expect(vatOfGross(21, 10_000)).toBe(11);
  });

  it("sums lines and splits VAT per rate, rounding once per rate", () => {
    const totals = cartTotals([
      { unitPriceMinor: 1_000, quantity: 3, vatRateBp: 1900 },
      { unitPriceMinor: 2_495_000, quantity: 1, vatRateBp: 0 },
      { unitPriceMinor: 535, quantity: 2, vatRateBp: 700 },
      { unitPriceMinor: 1, quantity: 1, vatRateBp: 1900 },
    ]);
    expect(lineTotal({ unitPriceMinor: 1_000, quantity: 3 })).toBe(3_000);
    expect(totals.totalMinor).toBe(3_000 + 2_495_000 + 1_070 + 1);
    expect(totals.vatByRate).toEqual([
      { rateBp: 1900, vatMinor: vatOfGross(3_001, 1900) },
      { rateBp: 700, vatMinor: vatOfGross(1_070, 700) },
    ]);
    expect(totals.vatMinor).toBe(479 + 70);
    expect(totals.netMinor + totals.vatMinor).toBe(totals.totalMinor);
  });

  it("is all zero for an empty cart", () => {
    expect(cartTotals([])).toEqual({ netMinor: 0, vatMinor: 0, totalMinor: 0, vatByRate: [] });
  });
});
