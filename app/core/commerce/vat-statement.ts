/**
 * One VAT statement per tax rule (docs/decisions/0056-postal-address-and-vat-statement.md).
 * A car is sold under exactly one rule, decided by its data: `vat_deductible` (regular VAT, 19 % shown)
 * or not (margin scheme, § 25a UStG: no VAT shown, rate 0 in the cart). New cars and accessories are
 * regular VAT at their rate. The list card, the car page, the cart, checkout, the order mail and the
 * invoice all say the rule with the catalogue entry this module picks (`common:vat.*`). Pure: no I/O.
 */
import { numberFormat } from "../../shared/intl";
import { NEW_CAR_VAT_RATE_BP, USED_CAR_VAT_RATE_BP } from "./cart-totals";

export type VatRule = "regular" | "margin_scheme";

/** The catalogue key of each rule: one sentence per rule, reused everywhere. */
export const VAT_STATEMENT_KEYS = {
  regular: "common:vat.regular",
  margin_scheme: "common:vat.margin_scheme",
} as const satisfies Record<VatRule, string>;

export type VatStatement =
  | { rule: "regular"; key: (typeof VAT_STATEMENT_KEYS)["regular"]; values: { rate: string } }
  | {
      rule: "margin_scheme";
      key: (typeof VAT_STATEMENT_KEYS)["margin_scheme"];
      values: Record<string, never>;
    };

/** A used car's VAT rate in basis points: regular VAT when deductible, else 0 (margin scheme). */
export function carVatRateBp(car: { vatDeductible: boolean }): number {
  return car.vatDeductible ? USED_CAR_VAT_RATE_BP : 0;
}

/** The rule of a VAT rate: 0 is the margin scheme (the only zero-rated goods the shop sells). */
export function vatRuleOf(rateBp: number): VatRule {
  return rateBp > 0 ? "regular" : "margin_scheme";
}

/** The statement of a rate: the key and its values (the rate as the page's language writes it). */
export function vatStatement(rateBp: number, locale: string): VatStatement {
  if (vatRuleOf(rateBp) === "margin_scheme") {
    return { rule: "margin_scheme", key: VAT_STATEMENT_KEYS.margin_scheme, values: {} };
  }
  const rate = numberFormat(locale, { style: "percent", maximumFractionDigits: 2 }).format(rateBp / 10_000);
  return { rule: "regular", key: VAT_STATEMENT_KEYS.regular, values: { rate } };
}

/** The statement of a car, by its data. */
export function carVatStatement(car: { vatDeductible: boolean }, locale: string): VatStatement {
  return vatStatement(carVatRateBp(car), locale);
}

/** The distinct statements of some lines (a cart, an order), regular rates highest first, margin last. */
export function vatStatementsOf(lines: readonly { vatRateBp: number }[], locale: string): VatStatement[] {
  const rates = [...new Set(lines.map((l) => Math.max(0, l.vatRateBp)))].sort((a, b) => b - a);
  return rates.map((r) => vatStatement(r, locale));
}

/** A new car's statement as text (regular VAT at the German standard rate), for notes that embed it. */
export function newCarVat(
  t: (key: string, values?: Record<string, string>) => string,
  locale: string,
): string {
  const s = vatStatement(NEW_CAR_VAT_RATE_BP, locale);
  return t(s.key, s.values);
}
