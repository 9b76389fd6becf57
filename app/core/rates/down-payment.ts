/**
 * The down payment a buyer types into the financing and leasing calculators: whole currency units in
 * the page's language ("5.000" in de, "5,000" in en, "5 000" in pl; decision 0054), from 0 up to the
 * price. Pure and small: the car page's calculator ships it to the browser.
 */
import { parseLocaleNumber } from "../../shared/locale-number";
import type { Locale } from "../../shared/locales";

/** The typed down payment in minor units, or null when it is not a whole amount between 0 and the price. */
export function parseDownPayment(raw: string, locale: Locale | string, priceMinor: number): number | null {
  const parsed = parseLocaleNumber(raw, locale);
  if (!parsed.ok) return null;
  const minor = parsed.value * 100;
  return minor <= priceMinor ? minor : null;
}
