/**
 * The parts of the search state the browser needs without the filter definition (its vocabularies and
 * parsers stay out of the car pages' JavaScript): the URL parameter names in their canonical order, the
 * sort orders, and the query a filter form makes.
 */
import { canonicalFormQuery } from "../../shared/lists/filter-state";
import { typedNumbersAsDigits as typedAsDigits } from "../../shared/locale-number";

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

/**
 * URL parameters a filter form writes, in the order the canonical URL lists them (then come the
 * position's `cursor` and `before`; a unit test holds this list to the filter definition).
 */
export const CAR_FORM_KEYS = [
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
] as const;

/**
 * The query string of a filter form's values (without "?"): empty values, the defaults (sort, condition)
 * and the cursors left out (a changed filter starts at the first page), parameters in canonical order,
 * multi values sorted. The server parses it (car-filters.ts), drops anything invalid and writes the same
 * URL back.
 */
export function formQuery(entries: Iterable<readonly [string, string]>, locale?: string): string {
  return canonicalFormQuery(locale ? typedNumbersAsDigits(entries, locale) : entries, {
    order: CAR_FORM_KEYS,
    defaults: { sort: DEFAULT_SORT, condition: DEFAULT_CONDITION_SCOPE },
    text: ["q"],
  });
}

/** The bounds a buyer types as whole numbers (price, monthly rate, mileage, power). */
export const CAR_TYPED_NUMBER_KEYS: readonly string[] = [
  "price_min",
  "price_max",
  "rate_min",
  "rate_max",
  "km_min",
  "km_max",
  "kw_min",
  "kw_max",
];

/**
 * The typed bounds of a filter form in the page's language ("20.000" in de, "20,000" in en; decision
 * 0054) as the plain digits of the canonical URL; what does not read stays as typed.
 */
export function typedNumbersAsDigits(
  entries: Iterable<readonly [string, string]>,
  locale: string,
): [string, string][] {
  return typedAsDigits(entries, CAR_TYPED_NUMBER_KEYS, locale);
}
