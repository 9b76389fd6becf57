/**
 * Memoised Intl formatters. Constructing an Intl.NumberFormat or DateTimeFormat costs tens of
 * microseconds; a car list made two per card and one per price, about 4 ms of every render
 * (decision 0018). Formatters are immutable, so one per locale and options serves every request.
 */
import { LOCALE_TAGS, type Locale } from "./locales";

const numbers = new Map<string, Intl.NumberFormat>();
const dates = new Map<string, Intl.DateTimeFormat>();
const plurals = new Map<string, Intl.PluralRules>();

/** A language tag as Intl wants it, for one of our locales or any BCP 47 tag. */
function tagOf(locale: Locale | string): string {
  return (LOCALE_TAGS as Record<string, string>)[locale] ?? locale;
}

export function numberFormat(
  locale: Locale | string,
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numbers.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tagOf(locale), options);
    numbers.set(key, format);
  }
  return format;
}

export function dateTimeFormat(
  locale: Locale | string,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dates.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(tagOf(locale), options);
    dates.set(key, format);
  }
  return format;
}

export function pluralRules(locale: Locale | string): Intl.PluralRules {
  let rules = plurals.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    plurals.set(locale, rules);
  }
  return rules;
}
