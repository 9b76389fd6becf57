import { dateTimeFormat, numberFormat } from "../../shared/intl";
import type { Locale } from "../../shared/locales";

/** "03/2021" style month of first registration (stored as the first day of that month). */
export function formatRegistration(isoDate: string, locale: Locale): string {
  const [y, m] = isoDate.split("-").map(Number);
  return dateTimeFormat(locale, {
    month: "2-digit",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(y ?? 2000, (m ?? 1) - 1, 1)));
}

export function formatNumber(n: number, locale: Locale, fractionDigits = 0): string {
  return numberFormat(locale, {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(n);
}

/** Horsepower (PS) from kilowatts, as German ads state it beside kW. */
export function kwToPs(kw: number): number {
  return Math.round(kw * 1.35962);
}
