import { splitLocale, withPrefix } from "../../shared/locale-path";
import type { Locale } from "../../shared/locales";

/**
 * Canonical and hreflang links of a page. The canonical URL always carries the language prefix, so
 * the bare default-language URL and its prefixed twin are not duplicate content; the bare URL is x-default.
 */
export function headLinks(args: {
  origin: string;
  pathname: string;
  locale: Locale;
  languages: readonly Locale[];
  alternates?: Partial<Record<Locale, string>>;
}): { canonical: string; alternates: { hrefLang: string; href: string }[] } {
  const { origin, pathname, locale, languages } = args;
  const rest = splitLocale(pathname).rest;
  const pathFor = (lang: Locale) => args.alternates?.[lang] ?? rest;
  const alternates: { hrefLang: string; href: string }[] = languages
    .filter((lang) => !args.alternates || args.alternates[lang])
    .map((lang) => ({ hrefLang: lang, href: origin + withPrefix(pathFor(lang), lang) }));
  if (alternates.length > 1)
    alternates.push({ hrefLang: "x-default", href: origin + pathFor(languages[0] ?? locale) });
  return {
    canonical: origin + withPrefix(pathFor(locale), locale),
    alternates: alternates.length > 1 ? alternates : [],
  };
}
