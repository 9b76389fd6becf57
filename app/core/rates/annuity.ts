/**
 * The shared rate arithmetic of financing, leasing and subscription: annuity payments with an
 * optional final value (balloon or residual value), the nominal/effective rate conversion of the
 * German Preisangabenverordnung and the EU Consumer Credit Directive. Pure, no zod: the car page's
 * calculators ship it to the browser. Money in integer minor units, rates in percent per year.
 */

/** Monthly rate (fraction) whose monthly compounding yields the effective yearly rate (percent). */
export function monthlyRateFromEffective(effectivePercent: number): number {
  return (1 + effectivePercent / 100) ** (1 / 12) - 1;
}

/** The gebundener Sollzins (nominal yearly rate, percent) that gives the effective rate: 12 × monthly. */
export function nominalFromEffective(effectivePercent: number): number {
  return monthlyRateFromEffective(effectivePercent) * 12 * 100;
}

/**
 * The effektiver Jahreszins (APR, percent) of a loan without fees whose nominal yearly rate is
 * compounded monthly: (1 + nominal/12)^12 − 1 (PAngV Anlage / Directive 2008/48/EC Annex I, where the
 * only cash flows are the loan and the equal instalments).
 */
export function effectiveFromNominal(nominalPercent: number): number {
  return ((1 + nominalPercent / 100 / 12) ** 12 - 1) * 100;
}

/**
 * Payment per period (exact, not rounded) of an annuity paid in arrears: what repays `presentValue`
 * over `periods` at `periodRate`, leaving `finalValue` open at the end (a balloon or the residual value
 * the lessor gets back with the car). Same as spreadsheet PMT(rate, nper, -pv, fv):
 *   P = (PV · q^n − FV) · i / (q^n − 1),  q = 1 + i;   with i = 0: P = (PV − FV) / n.
 */
export function annuityPayment(
  presentValue: number,
  periods: number,
  periodRate: number,
  finalValue = 0,
): number {
  if (periods <= 0) return 0;
  if (periodRate === 0) return (presentValue - finalValue) / periods;
  const qn = (1 + periodRate) ** periods;
  return ((presentValue * qn - finalValue) * periodRate) / (qn - 1);
}

/** Rounded up to the cent, as lenders round an instalment (the lender never gets less than owed). */
export function ceilMinor(amount: number): number {
  // The epsilon keeps a computed 29971.000000004 at 29971.
  return Math.max(0, Math.ceil(amount - 1e-6));
}
