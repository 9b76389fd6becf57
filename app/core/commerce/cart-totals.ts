/**
 * Cart and order arithmetic: line totals and the net/VAT split of gross prices, per VAT
 * rate, in integer minor units. Pure: no I/O.
 */
import type { CartTotals } from "./cart-types";

/** A line as the totals see it: gross unit price, quantity and VAT rate in basis points (1900 = 19 %). */
export type PricedLine = { unitPriceMinor: number; quantity: number; vatRateBp: number };

/** Half-up rounding of `numerator / denominator` for non-negative integers, without floating point. */
function roundDiv(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** The gross total of a line. */
export function lineTotal(line: Pick<PricedLine, "unitPriceMinor" | "quantity">): number {
  return line.unitPriceMinor * line.quantity;
}

/** The VAT contained in a gross amount: round(gross * rate / (10000 + rate)). */
export function vatOfGross(grossMinor: number, rateBp: number): number {
  if (rateBp <= 0 || grossMinor <= 0) return 0;
  return roundDiv(grossMinor * rateBp, 10_000 + rateBp);
}

/**
 * Totals of gross-priced lines: VAT is computed once per rate on the sum of that rate's lines (as an
 * invoice shows it), so lines do not each round. `vatByRate` lists the rates with VAT, highest first;
 * rate 0 (margin-taxed used cars, no VAT shown) has no entry.
 */
export function cartTotals(lines: readonly PricedLine[]): CartTotals {
  const grossByRate = new Map<number, number>();
  let totalMinor = 0;
  for (const line of lines) {
    const gross = lineTotal(line);
    totalMinor += gross;
    grossByRate.set(line.vatRateBp, (grossByRate.get(line.vatRateBp) ?? 0) + gross);
  }
  const vatByRate = [...grossByRate.entries()]
    .filter(([rate]) => rate > 0)
    .sort(([a], [b]) => b - a)
    .map(([rateBp, gross]) => ({ rateBp, vatMinor: vatOfGross(gross, rateBp) }));
  const vatMinor = vatByRate.reduce((sum, r) => sum + r.vatMinor, 0);
  return { netMinor: totalMinor - vatMinor, vatMinor, totalMinor, vatByRate };
}

/** New cars' list prices include the German standard rate. */
export const NEW_CAR_VAT_RATE_BP = 1900;
/** A used car with VAT shown (`vat_deductible`); margin-taxed ones (§ 25a UStG) show none: rate 0. */
export const USED_CAR_VAT_RATE_BP = 1900;
