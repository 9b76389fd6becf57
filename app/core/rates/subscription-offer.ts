/**
 * The monthly price of a car subscription (all-inclusive: insurance, tax, maintenance, tyres; the
 * customer pays fuel or charging). A visible rule from the car's price, not a quote engine:
 *
 *   monthly = price × PERCENT_BY_TERM[term] / 100 + (included km per month − 1,000) / 500 × 0.1 % of the price
 *
 * rounded up to whole currency units (subscription prices are advertised in whole euros). Shorter terms
 * cost more because the dealer carries the car's loss of value and the changeover costs sooner.
 */
export const SUBSCRIPTION_TERMS = [6, 12, 24] as const;
export const SUBSCRIPTION_MILEAGES = [1_000, 1_500, 2_000, 2_500, 3_000] as const;

export const SUBSCRIPTION_RULE = {
  /** Share of the car's price per month, percent, by term in months. */
  percentByTerm: { 6: 2.6, 12: 2.2, 24: 1.9 } as Record<number, number>,
  /** Included kilometres per month in the base price. */
  baseMileageKm: 1_000,
  /** Surcharge per further 500 km a month, percent of the price. */
  percentPer500Km: 0.1,
  /** One-off delivery and registration fee, percent of the price. */
  startFeePercent: 0.5,
} as const;

export const DEFAULT_SUBSCRIPTION = { termMonths: 12, monthlyMileageKm: 1_500 } as const;

export type SubscriptionInput = { priceMinor: number; termMonths: number; monthlyMileageKm: number };

export type SubscriptionResult = {
  monthlyPriceMinor: number;
  startFeeMinor: number;
  termMonths: number;
  monthlyMileageKm: number;
  /** All monthly prices plus the start fee. */
  totalMinor: number;
};

export function calculateSubscription(input: SubscriptionInput): SubscriptionResult {
  const base = SUBSCRIPTION_RULE.percentByTerm[input.termMonths] ?? SUBSCRIPTION_RULE.percentByTerm[12]!;
  const steps = Math.max(0, Math.ceil((input.monthlyMileageKm - SUBSCRIPTION_RULE.baseMileageKm) / 500));
  const percent = base + steps * SUBSCRIPTION_RULE.percentPer500Km;
  // Whole currency units, rounded up (minor units are cents).
  const monthlyPriceMinor = Math.ceil((input.priceMinor * percent) / 100 / 100 - 1e-9) * 100;
  const startFeeMinor =
    Math.ceil((input.priceMinor * SUBSCRIPTION_RULE.startFeePercent) / 100 / 100 - 1e-9) * 100;
  return {
    monthlyPriceMinor,
    startFeeMinor,
    termMonths: input.termMonths,
    monthlyMileageKm: input.monthlyMileageKm,
    totalMinor: monthlyPriceMinor * input.termMonths + startFeeMinor,
  };
}
