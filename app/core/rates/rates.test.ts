import { describe, expect, it } from "vitest";
import { annuityPayment, ceilMinor, effectiveFromNominal, nominalFromEffective } from "./annuity";
import { calculateFinancing, DEFAULT_FINANCING, monthlyRate } from "./financing-offer";
import { calculateLeasing, moneyFactorRate, residualPercent } from "./leasing-offer";
import { calculateSubscription } from "./subscription-offer";

describe("annuity against published worked examples", () => {
  it("Wikipedia, 'Mortgage calculator': 200,000 at 6.5 % nominal for 30 years is 1,264.14 a month", () => {
    expect(annuityPayment(200_000, 360, 0.065 / 12).toFixed(2)).toBe("1264.14");
  });

  it("Microsoft Support, 'PMT function': PMT(8%/12, 10, 10000) = 1,037.03", () => {
    expect(annuityPayment(10_000, 10, 0.08 / 12).toFixed(2)).toBe("1037.03");
  });

  it("Microsoft Support, 'PMT function': saving 50,000 in 18 years at 6 % is 129.08 a month (final value)", () => {
    // PMT(6%/12, 18*12, 0, 50000): nothing borrowed, 50,000 standing in the customer's favour at the end.
    expect(annuityPayment(0, 216, 0.06 / 12, -50_000).toFixed(2)).toBe("129.08");
  });

  it("Wikipedia, 'Effective interest rate': 6 % compounded monthly is 6.17 % effective, and back", () => {
    expect(effectiveFromNominal(6).toFixed(2)).toBe("6.17");
    expect(nominalFromEffective(effectiveFromNominal(6))).toBeCloseTo(6, 10);
  });

  it("without interest the rate is the amount over the term", () => {
    expect(annuityPayment(12_000, 12, 0)).toBe(1000);
    expect(annuityPayment(12_000, 12, 0, 6_000)).toBe(500);
  });

  it("rounds instalments up to the cent but not an exact cent", () => {
    expect(ceilMinor(29_971.000000001)).toBe(29_971);
    expect(ceilMinor(29_971.2)).toBe(29_972);
  });
});

describe("representative example (§ 6a PAngV)", () => {
  it("matches the annuity of the nominal rate that gives the APR", () => {
    // 10,000.00 EUR at a Sollzins of 5 % (APR 5.12 %) over 36 months: 299.71 EUR a month, the textbook
    // annuity (e.g. any bank calculator: 10,000 at 5 % nominal for 3 years).
    const apr = effectiveFromNominal(5);
    const r = calculateFinancing({
      priceMinor: 1_000_000,
      downPaymentMinor: 0,
      termMonths: 36,
      effectiveAnnualRate: apr,
    });
    expect(r.monthlyRateMinor).toBe(29_971);
    expect(r.nominalAnnualRate).toBe(5);
    expect(r.netLoanMinor).toBe(1_000_000);
    expect(r.totalPayableMinor).toBe(29_971 * 36);
    expect(r.totalInterestMinor).toBe(29_971 * 36 - 1_000_000);
  });

  it("has every figure the law asks for with the dealer's standard offer", () => {
    const r = calculateFinancing({
      priceMinor: 2_000_000,
      downPaymentMinor: 400_000,
      termMonths: DEFAULT_FINANCING.termMonths,
      effectiveAnnualRate: DEFAULT_FINANCING.effectiveAnnualRate,
    });
    expect(r).toMatchObject({ netLoanMinor: 1_600_000, downPaymentMinor: 400_000, termMonths: 48 });
    expect(r.nominalAnnualRate).toBe(5.83);
    expect(r.monthlyRateMinor).toBe(monthlyRate(1_600_000, 48, 5.99));
    expect(r.totalPayableMinor).toBeGreaterThan(r.netLoanMinor);
  });

  it("caps the down payment at the price", () => {
    const r = calculateFinancing({
      priceMinor: 100_000,
      downPaymentMinor: 500_000,
      termMonths: 12,
      effectiveAnnualRate: 5,
    });
    expect(r).toMatchObject({ netLoanMinor: 0, monthlyRateMinor: 0, totalPayableMinor: 0 });
  });
});

describe("leasing", () => {
  it("is the annuity with the residual value as final value (PMT with fv)", () => {
    const r = calculateLeasing({
      priceMinor: 3_000_000,
      downPaymentMinor: 300_000,
      termMonths: 36,
      annualMileageKm: 10_000,
      effectiveAnnualRate: 0,
    });
    // 58 % residual = 17,400; (27,000 − 17,400) / 36 = 266.67 (rounded up).
    expect(r.residualValueMinor).toBe(1_740_000);
    expect(r.monthlyRateMinor).toBe(26_667);
    expect(r.totalMileageKm).toBe(30_000);
    expect(r.totalLeasingCostMinor).toBe(300_000 + 26_667 * 36);
  });

  it("is close to the money-factor approximation (money factor = APR / 2400)", () => {
    const r = calculateLeasing({
      priceMinor: 3_000_000,
      downPaymentMinor: 0,
      termMonths: 36,
      annualMileageKm: 15_000,
      effectiveAnnualRate: effectiveFromNominal(6),
    });
    const mf = moneyFactorRate(3_000_000, r.residualValueMinor, 36, 6);
    expect(Math.abs(r.monthlyRateMinor - mf) / mf).toBeLessThan(0.01);
  });

  it("loses residual value with mileage and term, never below the floor", () => {
    expect(residualPercent(36, 10_000)).toBe(58);
    expect(residualPercent(36, 15_000)).toBe(56);
    expect(residualPercent(36, 30_000)).toBe(50);
    expect(residualPercent(48, 30_000)).toBe(42);
    expect(residualPercent(24, 1_000_000)).toBe(25);
    const low = calculateLeasing({
      priceMinor: 3_000_000,
      downPaymentMinor: 0,
      termMonths: 36,
      annualMileageKm: 10_000,
      effectiveAnnualRate: 5,
    });
    const high = calculateLeasing({
      priceMinor: 3_000_000,
      downPaymentMinor: 0,
      termMonths: 36,
      annualMileageKm: 30_000,
      effectiveAnnualRate: 5,
    });
    expect(high.monthlyRateMinor).toBeGreaterThan(low.monthlyRateMinor);
  });
});

describe("subscription", () => {
  it("follows the documented price rule", () => {
    // 25,000 EUR, 12 months, 1,500 km a month: 2.2 % + 0.1 % = 2.3 % = 575 EUR; start fee 0.5 % = 125 EUR.
    const r = calculateSubscription({ priceMinor: 2_500_000, termMonths: 12, monthlyMileageKm: 1_500 });
    expect(r).toEqual({
      monthlyPriceMinor: 57_500,
      startFeeMinor: 12_500,
      termMonths: 12,
      monthlyMileageKm: 1_500,
      totalMinor: 57_500 * 12 + 12_500,
    });
  });

  it("costs less for longer terms and more for more kilometres, in whole units", () => {
    const p = (termMonths: number, monthlyMileageKm: number) =>
      calculateSubscription({ priceMinor: 1_999_900, termMonths, monthlyMileageKm }).monthlyPriceMinor;
    expect(p(6, 1_000)).toBeGreaterThan(p(12, 1_000));
    expect(p(12, 1_000)).toBeGreaterThan(p(24, 1_000));
    expect(p(24, 3_000)).toBeGreaterThan(p(24, 1_000));
    expect(p(24, 1_000) % 100).toBe(0);
  });
});
