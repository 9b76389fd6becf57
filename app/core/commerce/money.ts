/** Money as text for mails and the invoice: minor units of a currency in a locale's format. Pure. */
import { numberFormat } from "../../shared/intl";
import type { Locale } from "../../shared/locales";

export function formatMoney(minor: number, currency: string, locale: Locale): string {
  return numberFormat(locale, { style: "currency", currency }).format(minor / 100);
}

/** The VAT rate in basis points as a percentage text ("19 %", "7 %"). */
export function formatRate(rateBp: number, locale: Locale): string {
  return numberFormat(locale, { style: "percent", maximumFractionDigits: 2 }).format(rateBp / 10_000);
}
