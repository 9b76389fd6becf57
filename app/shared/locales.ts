/** Languages the platform ships catalogues for. Spec: de, en, pl, and tr in locale prefixes. */
export const LOCALES = ["de", "en", "pl", "tr"] as const;
export type Locale = (typeof LOCALES)[number];

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** BCP 47 tags for Intl and `<html lang>`. */
export const LOCALE_TAGS: Record<Locale, string> = { de: "de-DE", en: "en-GB", pl: "pl-PL", tr: "tr-TR" };
