/**
 * Instalment financing (PAngV / § 17 PAngV, § 6a PAngV representative example): the monthly rate of an
 * annuity loan and the figures an ad must show. Money in integer minor units; rates in percent per year.
 */
/** The dealer's standard offer, used for the rate next to every price and for the rate filter. */
export const DEFAULT_FINANCING = {
  /** Share of the price paid at once. */
  downPaymentPercent: 20,
  termMonths: 48,
  /** Effective annual rate (effektiver Jahreszins), percent. */
  effectiveAnnualRate: 5.99,
} as const;

export const TERM_OPTIONS = [12, 24, 36, 48, 60, 72, 84] as const;

/** Input of the calculation; validated at the boundary by `financingInputSchema` (financing-schema.ts). */
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
  /** Total of all instalments (Gesamtbetrag). */
  totalPayableMinor: number;
  /** Interest and costs over the term. */
  totalInterestMinor: number;
  /** Nominal rate (gebundener Sollzins) p.a. that gives the effective rate with monthly compounding. */
  nominalAnnualRate: number;
  effectiveAnnualRate: number;
  termMonths: number;
  downPaymentMinor: number;
};

/** Nominal yearly rate (percent) whose monthly compounding yields the effective yearly rate. */
export function nominalFromEffective(effectivePercent: number): number {
  return ((1 + effectivePercent / 100) ** (1 / 12) - 1) * 12 * 100;
}

/** Monthly annuity rate (minor units, rounded up to the cent as lenders do) for a loan. */
export function monthlyRate(loanMinor: number, termMonths: number, effectiveAnnualRate: number): number {
  if (loanMinor <= 0) return 0;
  const i = (1 + effectiveAnnualRate / 100) ** (1 / 12) - 1;
  if (i === 0) return Math.ceil(loanMinor / termMonths);
  return Math.ceil((loanMinor * i) / (1 - (1 + i) ** -termMonths));
}

export function calculateFinancing(input: FinancingInput): FinancingResult {
  const downPaymentMinor = Math.min(input.downPaymentMinor, input.priceMinor);
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
  const i = (1 + effectiveAnnualRate / 100) ** (1 / 12) - 1;
  const loan = i === 0 ? rateMinor * termMonths : (rateMinor * (1 - (1 + i) ** -termMonths)) / i;
  return Math.floor(loan / (1 - downPaymentPercent / 100));
}
