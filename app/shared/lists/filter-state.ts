/**
 * A list's filters as data, read from and written back to the URL. One definition per list says, for
 * each query key, what its values may be; `parseFilters` keeps what is valid and drops the rest (a
 * hand-edited URL shows the list, never an error), and `serializeFilters` writes the one canonical
 * query of a state: keys in definition order, defaults and empty values omitted, multi values as
 * repeated keys, unique and sorted. So `parse(serialize(x))` equals `x`, and `serialize(parse(url))`
 * is the same URL however the visitor wrote it.
 *
 * Isomorphic and without zod on purpose: browser code can import it (or just `canonicalFormQuery`)
 * without putting a schema library into the storefront's JavaScript budget.
 *
 * @example
 *   const JOB_FILTERS = {
 *     status: { kind: "enums", values: ["open", "won", "lost"] },
 *     priority: { kind: "enum", values: ["0", "1", "2", "3"] },
 *     isStarred: { kind: "boolean" },
 *     dateFrom: { kind: "date" },
 *     cdate: { kind: "int", min: 1, max: 7 },
 *     tags: { kind: "tokens", pattern: /^[a-z0-9-]{1,40}$/, lowerCase: true, max: 20 },
 *     visibility: { kind: "enum", values: ["showOpen", "showWon", "showLost"], default: "showOpen" },
 *   } as const satisfies FilterDef;
 *   const state = parseFilters(JOB_FILTERS, new URLSearchParams("tags=b&tags=A&status=won&x=1"));
 *   // { status: ["won"], tags: ["a", "b"], visibility: "showOpen", priority: undefined, ... }
 *   serializeFilters(JOB_FILTERS, state); // "status=won&tags=a&tags=b"
 */
import { isCalendarDate } from "./calendar-date";

/** How one query key is read. `default` (where allowed) is what a missing or invalid value means. */
export type FilterSpec =
  /** One of a fixed list of values. */
  | { readonly kind: "enum"; readonly values: readonly string[]; readonly default?: string }
  /** Any number of a fixed list of values (repeated keys). */
  | { readonly kind: "enums"; readonly values: readonly string[] }
  /** A whole number in [min, max] (a range bound, an age in days...). */
  | { readonly kind: "int"; readonly min: number; readonly max: number }
  /** A calendar date `YYYY-MM-DD`, optionally within [min, max]. */
  | { readonly kind: "date"; readonly min?: string; readonly max?: string }
  /** `true`/`1` or `false`/`0`; written as `true`/`false`. */
  | { readonly kind: "boolean"; readonly default?: boolean }
  /** Free text: whitespace collapsed, trimmed, cut at `maxLength`. */
  | { readonly kind: "text"; readonly maxLength: number }
  /** One value matching a pattern (an id, a slug). */
  | { readonly kind: "token"; readonly pattern: RegExp; readonly lowerCase?: boolean }
  /** Any number of values matching a pattern (ids, slugs, tags); at most `max` (default 40). */
  | { readonly kind: "tokens"; readonly pattern: RegExp; readonly lowerCase?: boolean; readonly max?: number }
  /**
   * Anything else, with its own reader and writer. `parse` gets every value of the key and returns
   * undefined when nothing valid is there; `serialize` writes a parsed value back.
   */
  | {
      readonly kind: "custom";
      readonly parse: (values: readonly string[]) => unknown;
      readonly serialize: (value: never) => readonly string[];
      readonly default?: string | number | boolean;
    };

export type FilterDef = { readonly [key: string]: FilterSpec };

type ValueOf<S> = S extends { kind: "enum"; values: readonly (infer V)[] }
  ? S extends { default: string }
    ? V
    : V | undefined
  : S extends { kind: "enums"; values: readonly (infer V)[] }
    ? V[]
    : S extends { kind: "int" }
      ? number | undefined
      : S extends { kind: "boolean" }
        ? S extends { default: boolean }
          ? boolean
          : boolean | undefined
        : S extends { kind: "date" | "text" | "token" }
          ? string | undefined
          : S extends { kind: "tokens" }
            ? string[]
            : S extends { kind: "custom"; parse: (values: readonly string[]) => infer T }
              ? S extends { default: unknown }
                ? Exclude<T, undefined>
                : T | undefined
              : never;

/** The parsed state of a definition: one typed value per key. */
export type FilterState<D extends FilterDef> = { -readonly [K in keyof D]: ValueOf<D[K]> };

/** More repeats of one key than this are ignored (a list filter never needs more). */
const MAX_REPEATS = 100;
/** Longer single values are ignored unread (free text is cut, not dropped). */
const MAX_VALUE_LENGTH = 200;
const DEFAULT_MAX_TOKENS = 40;
const INT = /^-?\d{1,16}$/;

/**
 * Free text as a list keeps it: one space between words, no space around, at most `maxLength`. Control
 * characters separate words like spaces (PostgreSQL refuses a NUL byte in a text parameter).
 */
export function normalizeText(raw: string, maxLength: number): string | undefined {
  const text = raw
    .replace(/[\s\p{Cc}]+/gu, " ")
    .trim()
    .slice(0, maxLength)
    .trim();
  return text === "" ? undefined : text;
}

const sortedUnique = (values: Iterable<string>) => [...new Set(values)].sort();

function readToken(spec: { pattern: RegExp; lowerCase?: boolean }, raw: string): string | undefined {
  if (raw.length > MAX_VALUE_LENGTH) return undefined;
  const value = spec.lowerCase ? raw.trim().toLowerCase() : raw.trim();
  return spec.pattern.test(value) ? value : undefined;
}

/** The value of one key from all its raw values (already capped in number). */
function readValue(spec: FilterSpec, values: readonly string[]): unknown {
  const first = values[0];
  switch (spec.kind) {
    case "enum": {
      const v = first?.trim();
      return v !== undefined && spec.values.includes(v) ? v : spec.default;
    }
    case "enums": {
      const given = new Set(values.map((v) => v.trim()));
      return spec.values.filter((v) => given.has(v)).sort();
    }
    case "int": {
      const v = first?.trim() ?? "";
      if (!INT.test(v)) return undefined;
      const n = Number(v);
      return Number.isSafeInteger(n) && n >= spec.min && n <= spec.max ? n : undefined;
    }
    case "date": {
      const v = first?.trim() ?? "";
      if (!isCalendarDate(v)) return undefined;
      return (spec.min !== undefined && v < spec.min) || (spec.max !== undefined && v > spec.max)
        ? undefined
        : v;
    }
    case "boolean": {
      const v = first?.trim().toLowerCase();
      return v === "true" || v === "1" ? true : v === "false" || v === "0" ? false : spec.default;
    }
    case "text":
      return first === undefined ? undefined : normalizeText(first, spec.maxLength);
    case "token":
      return first === undefined ? undefined : readToken(spec, first);
    case "tokens": {
      const valid = values.map((v) => readToken(spec, v)).filter((v): v is string => v !== undefined);
      return sortedUnique(valid).slice(0, spec.max ?? DEFAULT_MAX_TOKENS);
    }
    case "custom":
      return spec.parse(values) ?? spec.default;
  }
}

/** The raw values of a key: at most MAX_REPEATS, so a URL with thousands of repeats costs nothing more. */
function rawValues(params: URLSearchParams, key: string): string[] {
  return params.getAll(key).slice(0, MAX_REPEATS);
}

/** The state of a URL's query. Unknown keys and invalid values are dropped; never throws. */
export function parseFilters<D extends FilterDef>(def: D, params: URLSearchParams): FilterState<D> {
  const state: Record<string, unknown> = {};
  for (const [key, spec] of Object.entries(def)) state[key] = readValue(spec, rawValues(params, key));
  return state as FilterState<D>;
}

/** The URL values of one key's value, or [] when it is omitted (missing, empty, the default). */
function writeValue(spec: FilterSpec, value: unknown): readonly string[] {
  if (value === undefined || value === null) return [];
  if ("default" in spec && spec.default !== undefined && value === spec.default) return [];
  switch (spec.kind) {
    case "enums":
    case "tokens":
      return Array.isArray(value) ? sortedUnique(value.map(String)) : [];
    case "boolean":
      return [value ? "true" : "false"];
    case "custom":
      return spec.serialize(value as never);
    default:
      return [String(value)];
  }
}

/** Appends a state's canonical key/value pairs to `out` (for modules that add keys of their own). */
export function writeFilters<D extends FilterDef>(
  def: D,
  state: FilterState<D>,
  out: URLSearchParams,
): URLSearchParams {
  for (const [key, spec] of Object.entries(def))
    for (const v of writeValue(spec, (state as Record<string, unknown>)[key])) out.append(key, v);
  return out;
}

/** The canonical query string of a state, without "?" (empty for the default state). */
export function serializeFilters<D extends FilterDef>(def: D, state: FilterState<D>): string {
  return writeFilters(def, state, new URLSearchParams()).toString();
}

/** How many filters are set: each value of a multi filter counts, a default counts as none. */
export function countActiveFilters<D extends FilterDef>(def: D, state: FilterState<D>): number {
  let n = 0;
  for (const [key, spec] of Object.entries(def)) {
    const written = writeValue(spec, (state as Record<string, unknown>)[key]);
    n += spec.kind === "enums" || spec.kind === "tokens" ? written.length : written.length > 0 ? 1 : 0;
  }
  return n;
}

/**
 * The canonical query of a filter form's raw entries, for the browser, without the definition (and so
 * without vocabularies or parsers in the bundle): keys in `order` (others, such as a cursor, dropped),
 * empty values and defaults left out, `text` keys with their whitespace collapsed, every other key's
 * values unique and sorted. For valid input this is the URL `serializeFilters` writes; the server
 * parses it and drops whatever is not valid.
 */
export function canonicalFormQuery(
  entries: Iterable<readonly [string, string]>,
  options: {
    order: readonly string[];
    defaults?: Readonly<Record<string, string>>;
    text?: readonly string[];
  },
): string {
  const byKey = new Map<string, string[]>();
  for (const [key, raw] of entries) {
    const value = raw.trim();
    if (value === "" || options.defaults?.[key] === value) continue;
    byKey.set(key, [...(byKey.get(key) ?? []), value]);
  }
  const out = new URLSearchParams();
  for (const key of options.order) {
    const values = byKey.get(key);
    if (!values) continue;
    const list = options.text?.includes(key) ? [values[0]!.replace(/\s+/g, " ")] : sortedUnique(values);
    for (const v of list) out.append(key, v);
  }
  return out.toString();
}
