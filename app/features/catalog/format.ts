import { numberFormat } from "../../shared/intl";
import type { Locale } from "../../shared/locales";

/** Formats integer minor units as a price, without cents when whole. */
export function formatMoney(minor: number, currency: string, locale: Locale): string {
  const whole = minor % 100 === 0;
  return numberFormat(locale, {
    style: "currency",
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(minor / 100);
}
