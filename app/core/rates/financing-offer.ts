/**
 * The representative example of an instalment loan (§ 6a PAngV, Art. 4 of Directive 2008/48/EC): what
 * an advert that names a rate must show, computed from the car's price, the down payment, the term and
 * the effective yearly rate the partner bank grants. No fees: the APR is then the effective rate.
 */
import { annuityPayment, ceilMinor, monthlyRateFromEffective, nominalFromEffective } from "./annuity";

/** The dealer's standard offer, used for the rate next to every price and for the rate filter. */
export const DEFAULT_FINANCING = {
  /** Share of the price paid at once. */
  downPaymentPercent: 20,
  termMonths: 48,
  /** Effective annual rate (effektiver Jahreszins), percent. */
  effectiveAnnualRate: 5.99,
} as const;

export const TERM_OPTIONS = [12, 24, 36, 48, 60, 72, 84] as const;

export type FinancingInput = {
  priceMinor: number;
  downPaymentMinor: number;
  termMonths: number;
  effectiveAnnualRate: number;
};

export type FinancingResult = {
  /** Net loan amount (Nettodarlehensbetrag). */
  netLoanMinor: number;
  monthlyRateMinor: number;
  /** Total amount payable by the consumer (Gesamtbetrag): all instalments. */
  totalPayableMinor: number;
  /** Interest over the term (Gesamtbetrag − Nettodarlehensbetrag). */
  totalInterestMinor: number;
  /** Fixed borrowing rate (gebundener Sollzins) p.a., two decimals. */
  nominalAnnualRate: number;
  /** APR (effektiver Jahreszins) p.a. */
  effectiveAnnualRate: number;
  termMonths: number;
  downPaymentMinor: number;
};

/** Monthly annuity rate (minor units, rounded up to the cent) for a loan at an effective yearly rate. */
export function monthlyRate(loanMinor: number, termMonths: number, effectiveAnnualRate: number): number {
  if (loanMinor <= 0) return 0;
  return ceilMinor(annuityPayment(loanMinor, termMonths, monthlyRateFromEffective(effectiveAnnualRate)));
}

export function calculateFinancing(input: FinancingInput): FinancingResult {
  const downPaymentMinor = Math.min(Math.max(0, input.downPaymentMinor), input.priceMinor);
  const netLoanMinor = input.priceMinor - downPaymentMinor;
  const rate = monthlyRate(netLoanMinor, input.termMonths, input.effectiveAnnualRate);
  const totalPayableMinor = rate * input.termMonths;
  return {
    netLoanMinor,
    monthlyRateMinor: rate,
    totalPayableMinor,
    totalInterestMinor: totalPayableMinor - netLoanMinor,
    nominalAnnualRate: Math.round(nominalFromEffective(input.effectiveAnnualRate) * 100) / 100,
    effectiveAnnualRate: input.effectiveAnnualRate,
    termMonths: input.termMonths,
    downPaymentMinor,
  };
}
