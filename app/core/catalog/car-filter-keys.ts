/**
 * The parts of the search state the browser needs without the schema (zod stays on the server): the
 * URL parameter names in their canonical order, the sort orders, and the query a filter form makes.
 */

export const CAR_SORTS = ["newest", "price_asc", "price_desc", "mileage_asc", "registration_desc"] as const;
export type CarSort = (typeof CAR_SORTS)[number];
export const DEFAULT_SORT: CarSort = "newest";

/**
 * Which cars the list shows by condition: used cars (with the dealer's demonstrators, which are registered
 * used cars too), new cars, or all. The used-car pages show used cars unless the visitor asks otherwise.
 */
export const CONDITION_SCOPES = ["used", "new", "all"] as const;
export type ConditionScope = (typeof CONDITION_SCOPES)[number];
export const DEFAULT_CONDITION_SCOPE: ConditionScope = "used";

/** URL parameters of the search, in the order the canonical URL lists them. */
export const CAR_FILTER_KEYS = [
  "brand",
  "model",
  "price_min",
  "price_max",
  "rate_min",
  "rate_max",
  "reg_from",
  "reg_to",
  "km_min",
  "km_max",
  "fuel",
  "gearbox",
  "body",
  "kw_min",
  "kw_max",
  "colour",
  "location",
  "equipment",
  "condition",
  "q",
  "sort",
  "cursor",
  "before",
] as const;

/**
 * The query string of a filter form's values (without "?"): empty values, the defaults (sort, condition)
 * and the cursors left out (a changed filter starts at the first page), parameters in canonical order.
 * The server parses it with the schema (car-filters.ts), which also drops anything invalid.
 */
export function formQuery(entries: Iterable<[string, string]>): string {
  const byKey = new Map<string, string[]>();
  for (const [key, raw] of entries) {
    const value = raw.trim();
    if (value === "" || key === "cursor" || key === "before") continue;
    if (
      (key === "sort" && value === DEFAULT_SORT) ||
      (key === "condition" && value === DEFAULT_CONDITION_SCOPE)
    )
      continue;
    byKey.set(key, [...(byKey.get(key) ?? []), value]);
  }
  const out = new URLSearchParams();
  for (const key of CAR_FILTER_KEYS) {
    const values = byKey.get(key);
    if (!values) continue;
    const list = key === "q" ? [values[0]!.replace(/\s+/g, " ")] : [...new Set(values)].sort();
    for (const v of list) out.append(key, v);
  }
  return out.toString();
}
