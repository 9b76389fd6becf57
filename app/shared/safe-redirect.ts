/**
 * Redirect targets that come from a request (login's `redirectTo`, the favorites form's `redirectTo`, the
 * contrast switch's `back`): the one place that decides whether such a value may go into a Location
 * header. Pure: no I/O, no React.
 */
import { splitLocale } from "./locale-path";
import type { Locale } from "./locales";

/** Longer targets are not links anybody follows by hand; they also bound the header. */
export const REDIRECT_TARGET_MAX = 2000;

/**
 * Only printable ASCII without backslash. Browsers drop tabs and newlines inside URLs (`/<TAB>/evil`
 * becomes `//evil`), treat `\` as `/`, and trim control characters and spaces; anything outside
 * Latin-1 cannot even be put into a header. Links of our own are percent-encoded, so they pass.
 */
const PLAIN = /^[\x21-\x5b\x5d-\x7e]+$/;
const ASCII_ESCAPE = /%([0-7][0-9a-f])/gi;

/** C0 control characters and DEL, which a decoding step may have produced. */
function hasControl(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** `//host` and `/\host` leave the site (scheme-relative URLs). */
function leavesSite(path: string): boolean {
  return !path.startsWith("/") || path[1] === "/" || path[1] === "\\";
}

/**
 * Whether a value is a path on this site that is safe to redirect to: `/`, then anything but a second
 * slash or backslash; no absolute URLs (`https:`, `javascript:`), no whitespace, control characters or
 * backslashes, and no percent-encoded way around that (`/%2F%2Fevil`, `/%09/evil`, double encoding),
 * since a proxy or a later hop may decode the path once more before a browser sees it.
 */
export function isSafeRedirect(value: unknown): value is string {
  if (typeof value !== "string" || value.length === 0 || value.length > REDIRECT_TARGET_MAX) return false;
  if (!PLAIN.test(value) || leavesSite(value)) return false;
  // A broken escape is not a URL we made (and decoders disagree about it).
  if (value.includes("%")) {
    try {
      decodeURIComponent(value);
    } catch {
      return false;
    }
  }
  let current = value;
  // Each round undoes one level of encoding; three are more than any honest link carries. Only ASCII
  // escapes matter to the rules, and a literal `%` left after a round (`100%25`) is fine.
  for (let round = 0; round < 3; round++) {
    const decoded = current.replace(ASCII_ESCAPE, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
    if (decoded === current) break;
    if (hasControl(decoded) || decoded.includes("\\") || leavesSite(decoded)) return false;
    current = decoded;
  }
  return true;
}

/** The value when it is a safe path on this site (see `isSafeRedirect`), else the fallback. */
export function safeRedirect(value: unknown, fallback = "/"): string {
  return isSafeRedirect(value) ? value : fallback;
}

/**
 * A safe target as a redirect from a page served under a locale basename (`/en/...`). React Router
 * puts the basename in front of every relative redirect, so `/en/cars` would become `/en/en/cars`: the
 * request's own prefix is taken off the target, and a target in another language (`/de/autos` while on
 * `/en/login`) becomes an absolute URL on the site's origin, which React Router leaves alone.
 */
export function redirectInBasename(target: string, basename: Locale | null, origin: string): string {
  if (!basename) return target;
  const [, pathname = "/", tail = ""] = /^([^?#]*)(.*)$/.exec(target) ?? [];
  const { locale, rest } = splitLocale(pathname);
  if (!locale) return target;
  if (locale === basename) return `${rest}${tail}`;
  return `${origin}${target}`;
}
