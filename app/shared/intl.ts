/**
 * Memoised Intl formatters, and the page's formatted values carried from the server to the browser.
 *
 * Constructing an Intl.NumberFormat or DateTimeFormat costs tens of microseconds; a car list made two
 * per card and one per price, about 4 ms of every render (decision 0018). Formatters are immutable, so
 * one per locale and options serves every request.
 *
 * In the browser, the first Intl object of a language loads that language's ICU data: 80-220 ms of main
 * thread on a fast machine, four times that on a phone, inside the hydration's long task (decision 0069).
 * So the server keeps what each formatter produced while it rendered a page (`recordFormats`), the page
 * carries that table (`formatsScript`), and in the browser a formatter answers from it and makes its Intl
 * object only for a value the server did not format: a page hydrates without loading ICU data, and its
 * texts are the server's to the character.
 */
import { LOCALE_TAGS, type Locale } from "./locales";

/** Formatter id (kind, locale and options) -> input -> what the formatter made of it. */
export type FormatTable = Record<string, Record<string, string>>;

declare global {
  interface Window {
    __formats?: FormatTable;
  }
}

/** The table this render writes to (the server's, set by `recordFormats`). */
let currentTable: () => FormatTable | undefined = () => undefined;

/** Server: `table` is where the renders of this process find the table of the request they render. */
export function recordFormats(table: () => FormatTable | undefined): void {
  currentTable = table;
}

/** The server's table in the browser: the page's values as the server formatted them. */
function pageTable(): FormatTable | undefined {
  return typeof window === "undefined" ? undefined : window.__formats;
}

/** An inline script that hands the table to the browser before the page's modules run. */
export function formatsScript(table: FormatTable, nonce: string): string {
  if (Object.keys(table).length === 0) return "";
  // JSON is JavaScript except for U+2028/2029; "<" is escaped so that no "</script>" can close the tag.
  const json = JSON.stringify(table).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
  return `<script nonce="${nonce}">window.__formats=${json}</script>`;
}

/**
 * The object callers see: its `format` (or `select`) goes through the table (the server writes what it
 * made to the request's table, the browser reads it there first), the rest of the Intl API is the real
 * object's. The real object is made once, on the first call the table cannot answer.
 */
function throughTable<T extends object, V>(
  id: string,
  make: () => T,
  method: "format" | "select",
  read: (input: unknown) => V,
  run: (real: T, value: V) => string,
): T {
  let real: T | undefined;
  const get = () => {
    real ??= make();
    return real;
  };
  const through = (input: unknown): string => {
    const value = read(input);
    const key = String(value);
    const known = pageTable()?.[id]?.[key];
    if (known !== undefined) return known;
    const out = run(get(), value);
    const table = currentTable();
    if (table) {
      table[id] ??= {};
      table[id][key] = out;
    }
    return out;
  };
  return new Proxy({} as T, {
    get(_target, prop) {
      if (prop === method) return through;
      const value = Reflect.get(get(), prop, get());
      return typeof value === "function" ? value.bind(get()) : value;
    },
  });
}

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
    const make = () => new Intl.NumberFormat(tagOf(locale), options);
    format = throughTable(
      `n|${key}`,
      make,
      "format",
      (n) => n as number,
      (real, n) => real.format(n),
    );
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
    const make = () => new Intl.DateTimeFormat(tagOf(locale), options);
    // The instant is the key; "now" (no argument) is read once, here.
    const instant = (d: unknown) => (d === undefined ? Date.now() : new Date(d as Date | number).getTime());
    format = throughTable(`d|${key}`, make, "format", instant, (real, at) => real.format(at));
    dates.set(key, format);
  }
  return format;
}

export function pluralRules(locale: Locale | string): Intl.PluralRules {
  let rules = plurals.get(locale);
  if (!rules) {
    const make = () => new Intl.PluralRules(locale);
    rules = throughTable(
      `p|${locale}`,
      make,
      "select",
      (n) => n as number,
      (real, n) => real.select(n),
    );
    plurals.set(locale, rules);
  }
  return rules;
}
