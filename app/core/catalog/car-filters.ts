/**
 * The used-car search state (list and detail search) as a configuration of the shared list modules:
 * the filters as data, read from and written back to the URL by `app/shared/lists`. Invalid values are
 * dropped (a hand-edited URL shows the list with defaults, never an error); defaults are omitted and
 * multi values sorted, so every state has one URL and `parse(serialize(x))` equals `x`.
 * No zod here: the filter form in the browser shares these types and keys.
 */
import type { FilterDef } from "../../shared/lists/filter-state";
import { type CursorPart, decodeCursor, encodeCursor } from "../../shared/lists/keyset-cursor";
import { type ListParamsOf, listParams } from "../../shared/lists/list-params";
import { BODY_TYPES, COLOURS, type Condition, EQUIPMENT, FUELS, GEARBOXES } from "./car-attributes";
import {
  CAR_SORTS,
  type CarSort,
  type ConditionScope,
  DEFAULT_CONDITION_SCOPE,
  DEFAULT_SORT,
  typedNumbersAsDigits,
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

/**
 * The condition scope of the URL's `condition` values: "all", or "new", or "used" (also the old "demo");
 * used and new together are all. Nothing or nothing valid is the default, used cars.
 */
function conditionScope(input: readonly string[]): ConditionScope {
  const values = new Set(input.map((v) => v.trim().toLowerCase()));
  if (values.has("all")) return "all";
  const used = values.has("used") || values.has("demo");
  const fresh = values.has("new");
  return used && fresh ? "all" : fresh ? "new" : DEFAULT_CONDITION_SCOPE;
}

/** The car conditions a scope shows (an empty list: all). */
export function conditionsOfScope(scope: ConditionScope): Condition[] {
  return scope === "used" ? ["used", "demo"] : scope === "new" ? ["new"] : [];
}

/**
 * The search's filters, in the order of the canonical URL. Money bounds are whole currency units (what a
 * buyer types), power in kW, registration as a year.
 */
export const CAR_FILTERS = {
  brand: { kind: "tokens", pattern: SLUG, lowerCase: true, max: MAX_VALUES },
  model: { kind: "tokens", pattern: MODEL_REF, lowerCase: true, max: MAX_VALUES },
  price_min: { kind: "int", min: 0, max: 10_000_000 },
  price_max: { kind: "int", min: 0, max: 10_000_000 },
  rate_min: { kind: "int", min: 0, max: 100_000 },
  rate_max: { kind: "int", min: 0, max: 100_000 },
  reg_from: { kind: "int", min: 1950, max: 2100 },
  reg_to: { kind: "int", min: 1950, max: 2100 },
  km_min: { kind: "int", min: 0, max: 2_000_000 },
  km_max: { kind: "int", min: 0, max: 2_000_000 },
  fuel: { kind: "enums", values: FUELS },
  gearbox: { kind: "enums", values: GEARBOXES },
  body: { kind: "enums", values: BODY_TYPES },
  kw_min: { kind: "int", min: 0, max: 2000 },
  kw_max: { kind: "int", min: 0, max: 2000 },
  colour: { kind: "enums", values: COLOURS },
  location: { kind: "tokens", pattern: SLUG, lowerCase: true, max: MAX_VALUES },
  equipment: { kind: "enums", values: EQUIPMENT },
  condition: {
    kind: "custom",
    parse: conditionScope,
    serialize: (scope: ConditionScope) => [scope],
    default: DEFAULT_CONDITION_SCOPE,
  },
} as const satisfies FilterDef;

/**
 * The whole search state: the filters, free text `q`, `sort`, and the keyset position, the page after a
 * car (`cursor`) or before it (`before`). The page size is fixed.
 */
export const carList = listParams(CAR_FILTERS, {
  sorts: CAR_SORTS,
  defaultSort: DEFAULT_SORT,
  limits: PAGE_SIZE,
  q: { maxLength: MAX_Q },
  cursorKeys: { after: "cursor", before: "before" },
});

export type CarFilters = ListParamsOf<typeof carList>;

/**
 * The search state of a URL's query; never fails. With the page's language, bounds typed into the form
 * without JavaScript ("20.000" on a German page) are read too.
 */
export function parseCarFilters(params: URLSearchParams, locale?: string): CarFilters {
  return carList.parse(locale ? new URLSearchParams(typedNumbersAsDigits(params, locale)) : params);
}

export const EMPTY_FILTERS: CarFilters = carList.empty;

/** The query string of a search state (defaults omitted), in a stable order; `cursor: false` drops the position. */
export function serializeCarFilters(
  filters: CarFilters,
  options: { cursor?: boolean } = {},
): URLSearchParams {
  return carList.serialize(filters, { position: options.cursor !== false });
}

/** `?...` or "" for a search state. */
export function carFiltersQuery(filters: CarFilters, options: { cursor?: boolean } = {}): string {
  return carList.query(filters, { position: options.cursor !== false });
}

/** How many filters the visitor set (sort and position are not filters; the default condition is none). */
export function activeFilterCount(filters: CarFilters): number {
  return carList.activeCount(filters);
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

/** What a sort's key looks like in a cursor (the text PostgreSQL gives for it, or a whole number). */
const KEY_PART = {
  newest: "timestamp",
  registration_desc: "date",
  price_asc: "int",
  price_desc: "int",
  mileage_asc: "int",
} as const satisfies Record<CarSort, CursorPart>;

export function encodeCarCursor(cursor: CarCursor): string {
  return encodeCursor([cursor.sort, cursor.key, cursor.id]);
}

/** The cursor of a URL when it is well-formed and belongs to the current sort; otherwise null. */
export function decodeCarCursor(raw: string | undefined, sort: CarSort): CarCursor | null {
  const values = decodeCursor(raw, [[sort], KEY_PART[sort], "uuid"]);
  return values ? { sort, key: values[1], id: values[2] } : null;
}
