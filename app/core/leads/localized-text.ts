import type { Locale } from "../../shared/locales";

/** A text stored in the database in every language of the platform (workflow and status names). */
export type LocalizedText = Partial<Record<Locale, string>>;

/** The text in `locale`, else English, else German, else any; never undefined. */
export function pickLocalized(text: LocalizedText | null | undefined, locale: Locale): string {
  if (!text) return "";
  return text[locale] ?? text.en ?? text.de ?? Object.values(text).find(Boolean) ?? "";
}
