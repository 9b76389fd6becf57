import { describe, expect, it } from "vitest";
import {
  calculateFinancing,
  monthlyRate,
  nominalFromEffective,
  priceForStandardRate,
  standardMonthlyRate,
} from "./financing";

describe("financing", () => {
  it("computes an annuity rate: 20,000 EUR over 48 months at 5.99 % effective", () => {
    // Reference: i = 1.0599^(1/12) - 1 = 0.0048597; rate = 20000 * i / (1 - (1+i)^-48) = 468.158 -> 468.16 EUR.
    expect(monthlyRate(2_000_000, 48, 5.99)).toBe(46_816);
  });

  it("splits a zero-interest loan evenly, rounding up to the cent", () => {
    expect(monthlyRate(1_000_000, 12, 0)).toBe(83_334);
  });

  it("derives the nominal rate that a representative example shows", () => {
    expect(nominalFromEffective(5.99)).toBeCloseTo(5.8316, 3);
  });

  it("gives the figures of the representative example", () => {
    const r = calculateFinancing({
      priceMinor: 2_500_000,
      downPaymentMinor: 500_000,
      termMonths: 48,
      effectiveAnnualRate: 5.99,
    });
    expect(r.netLoanMinor).toBe(2_000_000);
    expect(r.monthlyRateMinor).toBe(46_816);
    expect(r.totalPayableMinor).toBe(46_816 * 48);
    expect(r.totalInterestMinor).toBe(46_816 * 48 - 2_000_000);
  });

  it("never lends more than the price when the down payment exceeds it", () => {
    const r = calculateFinancing({
      priceMinor: 100_000,
      downPaymentMinor: 500_000,
      termMonths: 12,
      effectiveAnnualRate: 3,
    });
    expect(r.netLoanMinor).toBe(0);
    expect(r.monthlyRateMinor).toBe(0);
  });

  it("turns a rate bound into a price bound that gives at most that rate", () => {
    for (const rate of [9_900, 25_000, 49_900, 120_000]) {
      const price = priceForStandardRate(rate);
      expect(standardMonthlyRate(price)).toBeLessThanOrEqual(rate);
      expect(standardMonthlyRate(price + 200)).toBeGreaterThan(rate - 10);
    }
  });
});
