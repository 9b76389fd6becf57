import { isLocale, type Locale } from "./locales";

/** Splits a path into its optional 2-letter locale prefix and the rest (always starting with "/"). */
export function splitLocale(pathname: string): { locale: Locale | null; rest: string } {
  // `s`: a decoded path may hold line terminators (%0A, U+2028), which a plain `.` does not match.
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/s.exec(pathname);
  if (match && isLocale(match[1])) {
    return { locale: match[1], rest: match[2] || "/" };
  }
  return { locale: null, rest: pathname || "/" };
}

/**
 * The language switch: replaces an existing de/en/pl/tr prefix with `target`, or adds one,
 * keeping the rest of the path, the query and the hash.
 */
export function switchLocalePath(pathWithQuery: string, target: Locale): string {
  const [, pathname = "/", tail = ""] = /^([^?#]*)(.*)$/.exec(pathWithQuery) ?? [];
  return `${withPrefix(splitLocale(pathname).rest, target)}${tail}`;
}

/**
 * Prefixes an app path with a locale prefix, or leaves it bare when `prefix` is null (a visitor who
 * came without a prefix stays on unprefixed links, which serve the project's default language).
 */
export function withPrefix(path: string, prefix: Locale | null): string {
  const clean = path.startsWith("/") ? path : `/${path}`;
  if (!prefix) return clean;
  return clean === "/" ? `/${prefix}` : `/${prefix}${clean}`;
}
