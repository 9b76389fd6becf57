/**
 * Numbers a person types, read in the page's language: de and tr group
 * thousands with `.` and separate decimals with `,` (85.000 / 12,5), en the other way round (85,000 /
 * 12.5), pl groups with a space (also a no-break space) and separates decimals with `,` (85 000 / 12,5).
 * A space groups thousands in every language. Strict: groups after the first have three digits, a
 * separator the language does not use is refused, and so is anything with more decimals than the field
 * takes, so `85.00.0`, `1,2,3` or an English `85,000` on a German page (85 with three decimals) never
 * becomes a half-understood number. Refusals are catalogue keys (`validation:number_*`).
 * Isomorphic and pure: the same rules in the browser's instant check and in the server's action.
 */
import { z } from "zod";
import { numberFormat } from "./intl";
import { isLocale, type Locale } from "./locales";

export type NumberError =
  | "validation:number_invalid"
  | "validation:number_whole"
  | "validation:number_decimals"
  | "validation:number_too_small"
  | "validation:number_too_big";

export type NumberParse = { ok: true; value: number } | { ok: false; error: NumberError };

export type NumberRules = {
  /** Decimal places the field takes (0: whole numbers only). Default 0. */
  decimals?: number;
  /** A leading minus is allowed. Default false. */
  negative?: boolean;
};

/** The decimal separator and the thousands separator (besides spaces) of each language. */
const SEPARATORS: Record<Locale, { decimal: string; group: string | null }> = {
  de: { decimal: ",", group: "." },
  tr: { decimal: ",", group: "." },
  en: { decimal: ".", group: "," },
  // Polish groups with a space only; a dot is neither its decimal nor its group separator.
  pl: { decimal: ",", group: null },
};

const SPACES = /[\s\u00a0\u202f]/g;
/** A currency sign or code typed with an amount ("24.990 €", "EUR 24.990"). */
const CURRENCY = /^(?:€|eur)\s*|\s*(?:€|eur)$/giu;
const MAX_WHOLE_DIGITS = 12;

function localeOf(locale: Locale | string): Locale {
  return isLocale(locale) ? locale : "en";
}

/** The decimal separator of a language (what the input's hint and placeholder show). */
export function decimalSeparator(locale: Locale | string): string {
  return SEPARATORS[localeOf(locale)].decimal;
}

/**
 * A typed number in a language: the value, or why not. "" is `number_invalid`; callers decide whether
 * an empty field is allowed before asking.
 */
export function parseLocaleNumber(
  raw: string,
  locale: Locale | string,
  rules: NumberRules = {},
): NumberParse {
  const { decimal, group } = SEPARATORS[localeOf(locale)];
  const decimals = rules.decimals ?? 0;
  let text = raw.trim().replace(CURRENCY, "").trim();
  let sign = 1;
  if (/^[-\u2212]/.test(text)) {
    if (!rules.negative) return { ok: false, error: "validation:number_too_small" };
    sign = -1;
    text = text.slice(1).trimStart();
  }
  if (text === "" || text.length > 40) return { ok: false, error: "validation:number_invalid" };
  // Only digits and the language's separators (a space groups in every language).
  const allowed = new Set(["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", decimal, " "]);
  if (group) allowed.add(group);
  const spaced = text.replace(SPACES, " ");
  for (const ch of spaced) if (!allowed.has(ch)) return { ok: false, error: "validation:number_invalid" };
  const parts = spaced.split(decimal);
  if (parts.length > 2) return { ok: false, error: "validation:number_invalid" };
  const [whole = "", fraction] = parts;
  if (fraction !== undefined && !/^\d+$/.test(fraction))
    return { ok: false, error: "validation:number_invalid" };
  // Whole part: plain digits, or groups of three after a first group of one to three digits, all with
  // one kind of separator.
  const groupedBy = whole.includes(" ") ? " " : group && whole.includes(group) ? group : null;
  if (groupedBy === " " && group && whole.includes(group))
    return { ok: false, error: "validation:number_invalid" };
  const groups = groupedBy ? whole.split(groupedBy) : [whole];
  if (!groups.every((g) => /^\d+$/.test(g))) return { ok: false, error: "validation:number_invalid" };
  if (groups.length > 1 && (groups[0]!.length > 3 || groups.slice(1).some((g) => g.length !== 3))) {
    return { ok: false, error: "validation:number_invalid" };
  }
  const digits = groups.join("");
  if (digits.length > MAX_WHOLE_DIGITS) return { ok: false, error: "validation:number_too_big" };
  if (fraction !== undefined && fraction.length > decimals) {
    return {
      ok: false,
      error: decimals === 0 ? "validation:number_whole" : "validation:number_decimals",
    };
  }
  const value = sign * Number(fraction === undefined ? digits : `${digits}.${fraction}`);
  if (!Number.isFinite(value)) return { ok: false, error: "validation:number_invalid" };
  return { ok: true, value: value === 0 ? 0 : value };
}

/**
 * A typed amount of money in minor units (two decimals): "24.990,50" in de -> 2_499_050. Exact (no
 * floating point on the way: the digits are put together as text).
 */
export function parseLocaleMinor(
  raw: string,
  locale: Locale | string,
  rules: { negative?: boolean } = {},
): NumberParse {
  const parsed = parseLocaleNumber(raw, locale, { decimals: 2, negative: rules.negative });
  if (!parsed.ok) return parsed;
  const minor = Math.round(parsed.value * 100);
  if (!Number.isSafeInteger(minor)) return { ok: false, error: "validation:number_too_big" };
  return { ok: true, value: minor };
}

export type LocaleNumberOptions = NumberRules & {
  min?: number;
  max?: number;
  /** "" (or absent) is null instead of `required`. */
  optional?: boolean;
  /** The value is money typed in major units and comes out in minor units (min and max in minor units). */
  money?: boolean;
  /** Catalogue keys instead of the general ones. */
  messages?: Partial<Record<"required" | "invalid" | "range", string>>;
};

/** The message of a refusal: the field's own key where it has one. */
function messageOf(error: NumberError, options: LocaleNumberOptions): string {
  const own = options.messages;
  if (error === "validation:number_too_small" || error === "validation:number_too_big") {
    return own?.range ?? error;
  }
  return own?.invalid ?? error;
}

/**
 * The zod schema of a typed number field in the page's language: a string (or a number from a JSON
 * body) in, a number (or null when optional and empty) out. Form schemas build their number fields
 * with it so every form reads numbers the same way.
 */
export function localeNumber(
  locale: Locale | string,
  options: LocaleNumberOptions & { optional: true },
): z.ZodType<number | null, unknown>;
export function localeNumber(
  locale: Locale | string,
  options?: LocaleNumberOptions,
): z.ZodType<number, unknown>;
export function localeNumber(
  locale: Locale | string,
  options: LocaleNumberOptions = {},
): z.ZodType<number | null, unknown> {
  // Through a preprocess step, so that a field missing from the form is "" to the rules below (a bare
  // z.unknown() would make a missing key a zod type error instead of `required`).
  return z
    .preprocess((input) => input ?? "", z.unknown())
    .transform((input, ctx): number | null => {
      const required = options.messages?.required ?? "validation:required";
      if (input === undefined || input === null || (typeof input === "string" && input.trim() === "")) {
        if (options.optional) return null;
        ctx.addIssue({ code: "custom", message: required });
        return z.NEVER;
      }
      let value: number;
      if (typeof input === "number") {
        // A JSON body's number is already a number; money still comes in major units.
        const decimals = options.decimals ?? (options.money ? 2 : 0);
        const scaled = options.money ? Math.round(input * 100) : input;
        const places = options.money ? 0 : decimals;
        if (!Number.isFinite(input) || Math.abs(scaled - Number(scaled.toFixed(places))) > 1e-9) {
          ctx.addIssue({ code: "custom", message: messageOf("validation:number_invalid", options) });
          return z.NEVER;
        }
        if (input < 0 && !options.negative) {
          ctx.addIssue({ code: "custom", message: messageOf("validation:number_too_small", options) });
          return z.NEVER;
        }
        value = scaled;
      } else if (typeof input === "string") {
        const parsed = options.money
          ? parseLocaleMinor(input, locale, { negative: options.negative })
          : parseLocaleNumber(input, locale, options);
        if (!parsed.ok) {
          ctx.addIssue({ code: "custom", message: messageOf(parsed.error, options) });
          return z.NEVER;
        }
        value = parsed.value;
      } else {
        ctx.addIssue({ code: "custom", message: messageOf("validation:number_invalid", options) });
        return z.NEVER;
      }
      if (options.min !== undefined && value < options.min) {
        ctx.addIssue({ code: "custom", message: messageOf("validation:number_too_small", options) });
        return z.NEVER;
      }
      if (options.max !== undefined && value > options.max) {
        ctx.addIssue({ code: "custom", message: messageOf("validation:number_too_big", options) });
        return z.NEVER;
      }
      return value;
    });
}

/**
 * A GET form's typed whole numbers (filter bounds) as the plain digits of a canonical URL: each value
 * of `keys` read in the page's language ("20.000" in de -> "20000"); a value that does not read stays
 * as typed (the list's parser drops it), and so does every other parameter.
 */
export function typedNumbersAsDigits(
  entries: Iterable<readonly [string, string]>,
  keys: readonly string[],
  locale: Locale | string,
): [string, string][] {
  return Array.from(entries, ([key, value]): [string, string] => {
    if (!keys.includes(key) || /^\d*$/.test(value.trim())) return [key, value];
    const parsed = parseLocaleNumber(value, locale);
    return [key, parsed.ok ? String(parsed.value) : value];
  });
}

/** A number as a person reads and types it in a language (85.000 / 85,000 / 85 000), no rounding beyond `decimals`. */
export function formatLocaleNumber(value: number, locale: Locale | string, decimals = 0): string {
  return numberFormat(localeOf(locale), {
    maximumFractionDigits: decimals,
    minimumFractionDigits: 0,
    useGrouping: true,
  }).format(value);
}

/** Minor units as an amount to type (24.990,50 in de; 24.990 without cents). */
export function formatLocaleMinor(minor: number, locale: Locale | string): string {
  return numberFormat(localeOf(locale), {
    maximumFractionDigits: 2,
    minimumFractionDigits: minor % 100 === 0 ? 0 : 2,
    useGrouping: true,
  }).format(minor / 100);
}
