/**
 * The used-car search state (list and detail search): one zod schema, parsed from and serialized back to
 * the URL. Invalid values are dropped (a hand-edited URL shows the list with defaults, never an error);
 * defaults are omitted, so the URL stays short and `parse(serialize(x))` equals `x`.
 */
import { z } from "zod";
import { BODY_TYPES, COLOURS, type Condition, EQUIPMENT, FUELS, GEARBOXES } from "./car-attributes";
import {
  CAR_SORTS,
  type CarSort,
  type ConditionScope,
  DEFAULT_CONDITION_SCOPE,
  DEFAULT_SORT,
} from "./car-filter-keys";
import { priceForStandardRate } from "./financing";

export {
  CAR_SORTS,
  type CarSort,
  CONDITION_SCOPES,
  type ConditionScope,
  DEFAULT_CONDITION_SCOPE,
  DEFAULT_SORT,
} from "./car-filter-keys";

export const PAGE_SIZE = 24;
/** Free text longer than this is cut (more than 8 words are ignored: car-search-text.ts). */
const MAX_Q = 100;
const MAX_VALUES = 40;
const SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/;
/** `brand:model`, both slugs (a model slug is unique only within its brand). */
const MODEL_REF = /^[a-z0-9][a-z0-9-]{0,79}:[a-z0-9][a-z0-9-]{0,79}$/;
const CURSOR = /^[A-Za-z0-9_-]{1,200}$/;

/** A list of allowed values: unknown ones dropped, duplicates removed, in vocabulary order. */
function vocabulary<T extends string>(values: readonly T[]) {
  return z
    .array(z.string())
    .catch([])
    .transform((input) => values.filter((v) => input.includes(v)));
}

/** A list of slugs (brands, models, locations): invalid ones dropped, sorted so the URL is canonical. */
function slugs(pattern: RegExp) {
  return z
    .array(z.string())
    .catch([])
    .transform((input) =>
      [...new Set(input.map((s) => s.trim().toLowerCase()).filter((s) => pattern.test(s)))]
        .sort()
        .slice(0, MAX_VALUES),
    );
}

/** A whole number in a range, or undefined when missing or invalid. */
function bound(min: number, max: number) {
  return z
    .array(z.string())
    .catch([])
    .transform((input) => {
      const raw = input[0]?.trim() ?? "";
      if (!/^\d{1,10}$/.test(raw)) return undefined;
      const n = Number(raw);
      return n >= min && n <= max ? n : undefined;
    });
}

function single<T>(inner: z.ZodType<T>) {
  return z
    .array(z.string())
    .catch([])
    .transform((input) => {
      const parsed = inner.safeParse(input[0]);
      return parsed.success ? parsed.data : undefined;
    });
}

/** Free text: whitespace collapsed, at most MAX_Q characters. */
function freeText() {
  return z
    .array(z.string())
    .catch([])
    .transform((input) => {
      const q = (input[0] ?? "").replace(/\s+/g, " ").trim().slice(0, MAX_Q).trim();
      return q === "" ? undefined : q;
    });
}

/**
 * The condition scope of the URL's `condition` values: "all", or "new", or "used" (also the old "demo");
 * used and new together are all. Nothing or nothing valid is the default, used cars.
 */
function conditionScope() {
  return z
    .array(z.string())
    .catch([])
    .transform((input): ConditionScope => {
      const values = new Set(input.map((v) => v.trim().toLowerCase()));
      if (values.has("all")) return "all";
      const used = values.has("used") || values.has("demo");
      const fresh = values.has("new");
      return used && fresh ? "all" : fresh ? "new" : DEFAULT_CONDITION_SCOPE;
    });
}

/** The car conditions a scope shows (an empty list: all). */
export function conditionsOfScope(scope: ConditionScope): Condition[] {
  return scope === "used" ? ["used", "demo"] : scope === "new" ? ["new"] : [];
}

/**
 * The search state. Input: every URL parameter as the list of its values (`URLSearchParams.getAll`).
 * Money bounds are whole currency units (what a buyer types), power in kW, registration as a year.
 */
export const carFiltersSchema = z.object({
  brand: slugs(SLUG),
  model: slugs(MODEL_REF),
  price_min: bound(0, 10_000_000),
  price_max: bound(0, 10_000_000),
  rate_min: bound(0, 100_000),
  rate_max: bound(0, 100_000),
  reg_from: bound(1950, 2100),
  reg_to: bound(1950, 2100),
  km_min: bound(0, 2_000_000),
  km_max: bound(0, 2_000_000),
  fuel: vocabulary(FUELS),
  gearbox: vocabulary(GEARBOXES),
  body: vocabulary(BODY_TYPES),
  kw_min: bound(0, 2000),
  kw_max: bound(0, 2000),
  colour: vocabulary(COLOURS),
  location: slugs(SLUG),
  equipment: vocabulary(EQUIPMENT),
  condition: conditionScope(),
  q: freeText(),
  sort: single(z.enum(CAR_SORTS)).transform((s) => s ?? DEFAULT_SORT),
  /** Keyset position: the page after this car (`cursor`) or the page before it (`before`). */
  cursor: single(z.string().regex(CURSOR)),
  before: single(z.string().regex(CURSOR)),
});
export type CarFilters = z.output<typeof carFiltersSchema>;
export type CarFilterKey = keyof CarFilters;

const KEYS = Object.keys(carFiltersSchema.shape) as CarFilterKey[];

/** The search state of a URL's query; never fails. */
export function parseCarFilters(params: URLSearchParams): CarFilters {
  const input: Record<string, string[]> = {};
  for (const key of KEYS) input[key] = params.getAll(key);
  return carFiltersSchema.parse(input);
}

export const EMPTY_FILTERS: CarFilters = parseCarFilters(new URLSearchParams());

/** Parameters that are a position in the list, not a filter. */
const POSITION_KEYS: readonly CarFilterKey[] = ["cursor", "before"];

/** Whether a parameter holds its default (omitted from URLs). */
function isDefault(key: CarFilterKey, value: unknown): boolean {
  return (
    value === undefined ||
    (key === "sort" && value === DEFAULT_SORT) ||
    (key === "condition" && value === DEFAULT_CONDITION_SCOPE)
  );
}

/** The query string of a search state (defaults omitted), in a stable order; `cursor: false` drops the position. */
export function serializeCarFilters(
  filters: CarFilters,
  options: { cursor?: boolean } = {},
): URLSearchParams {
  const out = new URLSearchParams();
  for (const key of KEYS) {
    if (POSITION_KEYS.includes(key) && options.cursor === false) continue;
    const value = filters[key];
    if (isDefault(key, value)) continue;
    if (Array.isArray(value)) for (const v of value) out.append(key, v);
    else out.set(key, String(value));
  }
  return out;
}

/** `?...` or "" for a search state. */
export function carFiltersQuery(filters: CarFilters, options: { cursor?: boolean } = {}): string {
  const s = serializeCarFilters(filters, options).toString();
  return s ? `?${s}` : "";
}

/** How many filters the visitor set (sort and position are not filters; the default condition is none). */
export function activeFilterCount(filters: CarFilters): number {
  let n = 0;
  for (const key of KEYS) {
    if (key === "sort" || POSITION_KEYS.includes(key)) continue;
    const v = filters[key];
    if (Array.isArray(v)) n += v.length;
    else if (!isDefault(key, v)) n += 1;
  }
  return n;
}

/** Price bounds in minor units from the price and monthly-rate bounds (the rate grows with the price). */
export function priceBoundsMinor(filters: CarFilters): { min?: number; max?: number } {
  const mins = [
    filters.price_min !== undefined ? filters.price_min * 100 : undefined,
    filters.rate_min !== undefined ? priceForStandardRate(filters.rate_min * 100) : undefined,
  ].filter((n): n is number => n !== undefined);
  const maxes = [
    filters.price_max !== undefined ? filters.price_max * 100 : undefined,
    filters.rate_max !== undefined ? priceForStandardRate(filters.rate_max * 100) : undefined,
  ].filter((n): n is number => n !== undefined);
  return {
    min: mins.length ? Math.max(...mins) : undefined,
    max: maxes.length ? Math.min(...maxes) : undefined,
  };
}

/** Keyset position: the sort key of the last car shown and its id, opaque in the URL. */
export type CarCursor = { sort: CarSort; key: number | string; id: string };

export function encodeCursor(cursor: CarCursor): string {
  const json = JSON.stringify([cursor.sort, cursor.key, cursor.id]);
  return btoa(json).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const cursorSchema = z.tuple([
  z.enum(CAR_SORTS),
  z.union([z.number().finite(), z.string().max(40)]),
  z.string().regex(UUID),
]);

/** The cursor of a URL when it is well-formed and belongs to the current sort; otherwise null. */
export function decodeCursor(raw: string | undefined, sort: CarSort): CarCursor | null {
  if (!raw) return null;
  try {
    const json = atob(raw.replace(/-/g, "+").replace(/_/g, "/"));
    const parsed = cursorSchema.safeParse(JSON.parse(json));
    if (!parsed.success || parsed.data[0] !== sort) return null;
    const [, key, id] = parsed.data;
    const keyOk =
      sort === "newest"
        ? typeof key === "string" && TIMESTAMP.test(key)
        : sort === "registration_desc"
          ? typeof key === "string" && /^\d{4}-\d{2}-\d{2}$/.test(key)
          : typeof key === "number" && Number.isSafeInteger(key);
    return keyOk ? { sort, key, id } : null;
  } catch {
    return null;
  }
}
