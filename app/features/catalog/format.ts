import { LOCALE_TAGS, type Locale } from "../../shared/locales";

/** Formats integer minor units as a price, without cents when whole. */
export function formatMoney(minor: number, currency: string, locale: Locale): string {
  const whole = minor % 100 === 0;
  return new Intl.NumberFormat(LOCALE_TAGS[locale], {
    style: "currency",
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(minor / 100);
}
