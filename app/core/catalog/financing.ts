/**
 * Instalment financing of the catalogue (rate next to every price, the rate filter, the car page's
 * calculator). The arithmetic lives in the shared rate module (`core/rates`); this file keeps
 * the catalogue's names and adds the price bound of the rate filter.
 */
import { monthlyRateFromEffective } from "../rates/annuity";
import { DEFAULT_FINANCING, monthlyRate } from "../rates/financing-offer";

export { nominalFromEffective } from "../rates/annuity";
export {
  calculateFinancing,
  DEFAULT_FINANCING,
  type FinancingInput,
  type FinancingResult,
  monthlyRate,
  TERM_OPTIONS,
} from "../rates/financing-offer";

/** The rate shown next to a price: the dealer's standard offer. */
export function standardMonthlyRate(priceMinor: number): number {
  const down = Math.round((priceMinor * DEFAULT_FINANCING.downPaymentPercent) / 100);
  return monthlyRate(priceMinor - down, DEFAULT_FINANCING.termMonths, DEFAULT_FINANCING.effectiveAnnualRate);
}

/**
 * The price bound for a monthly-rate bound under the standard offer: the rate grows strictly with the
 * price, so a rate range becomes a price range that an index serves.
 */
export function priceForStandardRate(rateMinor: number): number {
  const { downPaymentPercent, termMonths, effectiveAnnualRate } = DEFAULT_FINANCING;
  const i = monthlyRateFromEffective(effectiveAnnualRate);
  const loan = i === 0 ? rateMinor * termMonths : (rateMinor * (1 - (1 + i) ** -termMonths)) / i;
  return Math.floor(loan / (1 - downPaymentPercent / 100));
}
