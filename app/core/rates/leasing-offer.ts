/**
 * Leasing rate of a Kilometerleasing contract (the usual private car lease in Germany): the customer
 * pays a down payment (Leasingsonderzahlung) and monthly rates; at the end the car goes back and the
 * lessor keeps its residual value. The rate is an annuity in arrears on the financed amount with the
 * residual value as final value:
 *
 *   financed = price − down payment,  i = (1 + effective/100)^(1/12) − 1,
 *   rate = (financed · q^n − residual) · i / (q^n − 1)            (spreadsheet PMT(i, n, −financed, residual))
 *
 * The residual value follows a documented depreciation rule (RESIDUAL_RULE) by term and yearly mileage.
 * We use the annuity rather than the US "money factor" (depreciation/n + (cap cost + residual) · MF),
 * which is an approximation of the same annuity; `moneyFactorRate` is kept to compare with it.
 */
import { annuityPayment, ceilMinor, monthlyRateFromEffective } from "./annuity";

export const LEASING_TERMS = [24, 36, 48] as const;
export const LEASING_MILEAGES = [10_000, 15_000, 20_000, 25_000, 30_000] as const;

export const DEFAULT_LEASING = {
  downPaymentPercent: 10,
  termMonths: 36,
  annualMileageKm: 15_000,
  /** Effective yearly rate of the leasing partner, percent. */
  effectiveAnnualRate: 4.99,
} as const;

/**
 * Residual value in percent of the price: 66 % after 24 months, 58 % after 36, 50 % after 48, for
 * 10,000 km a year; minus 2 points for every further 5,000 km a year; never below 25 %.
 */
export const RESIDUAL_RULE = {
  percentByTerm: { 24: 66, 36: 58, 48: 50 } as Record<number, number>,
  baseMileageKm: 10_000,
  pointsPer5000Km: 2,
  minPercent: 25,
} as const;

export type LeasingInput = {
  priceMinor: number;
  downPaymentMinor: number;
  termMonths: number;
  annualMileageKm: number;
  effectiveAnnualRate: number;
};

export type LeasingResult = {
  monthlyRateMinor: number;
  downPaymentMinor: number;
  residualValueMinor: number;
  residualPercent: number;
  termMonths: number;
  annualMileageKm: number;
  /** Kilometres included over the whole term. */
  totalMileageKm: number;
  effectiveAnnualRate: number;
  /** Down payment plus all rates (without the residual value, which the car pays). */
  totalLeasingCostMinor: number;
  /** Leasingfaktor: monthly rate in percent of the price, the German comparison number. */
  leasingFactor: number;
};

export function residualPercent(termMonths: number, annualMileageKm: number): number {
  const base = RESIDUAL_RULE.percentByTerm[termMonths] ?? RESIDUAL_RULE.percentByTerm[48]!;
  const extra = Math.max(0, annualMileageKm - RESIDUAL_RULE.baseMileageKm);
  const reduced = base - Math.ceil(extra / 5_000) * RESIDUAL_RULE.pointsPer5000Km;
  return Math.max(RESIDUAL_RULE.minPercent, reduced);
}

export function calculateLeasing(input: LeasingInput): LeasingResult {
  const downPaymentMinor = Math.min(Math.max(0, input.downPaymentMinor), input.priceMinor);
  const percent = residualPercent(input.termMonths, input.annualMileageKm);
  const residualValueMinor = Math.round((input.priceMinor * percent) / 100);
  const financed = input.priceMinor - downPaymentMinor;
  const exact = annuityPayment(
    financed,
    input.termMonths,
    monthlyRateFromEffective(input.effectiveAnnualRate),
    residualValueMinor,
  );
  const monthlyRateMinor = ceilMinor(exact);
  return {
    monthlyRateMinor,
    downPaymentMinor,
    residualValueMinor,
    residualPercent: percent,
    termMonths: input.termMonths,
    annualMileageKm: input.annualMileageKm,
    totalMileageKm: Math.round((input.annualMileageKm * input.termMonths) / 12),
    effectiveAnnualRate: input.effectiveAnnualRate,
    totalLeasingCostMinor: downPaymentMinor + monthlyRateMinor * input.termMonths,
    leasingFactor:
      input.priceMinor > 0 ? Math.round((monthlyRateMinor / input.priceMinor) * 10_000) / 100 : 0,
  };
}

/**
 * The money-factor approximation (US leases): depreciation (capitalised cost − residual) / n plus the
 * rent charge (capitalised cost + residual) · money factor, with money factor = APR / 2400.
 */
export function moneyFactorRate(
  capCost: number,
  residual: number,
  termMonths: number,
  aprPercent: number,
): number {
  return (capCost - residual) / termMonths + (capCost + residual) * (aprPercent / 2400);
}

export function defaultLeasingInput(priceMinor: number): LeasingInput {
  return {
    priceMinor,
    downPaymentMinor: Math.round((priceMinor * DEFAULT_LEASING.downPaymentPercent) / 100 / 100) * 100,
    termMonths: DEFAULT_LEASING.termMonths,
    annualMileageKm: DEFAULT_LEASING.annualMileageKm,
    effectiveAnnualRate: DEFAULT_LEASING.effectiveAnnualRate,
  };
}
