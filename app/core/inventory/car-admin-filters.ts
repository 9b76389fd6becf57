/**
 * The back office's stock list (account/cars) as URL state: every car of the project with
 * filters, sort and keyset position in the URL. Isomorphic (no zod): the route, the CSV export and the
 * bench read the same definition.
 */
import type { FilterDef } from "../../shared/lists/filter-state";
import { type ListParamsOf, listParams } from "../../shared/lists/list-params";
import { typedNumbersAsDigits } from "../../shared/locale-number";
import { CONDITIONS, FUELS } from "../catalog/car-attributes";
import { CAR_STATES } from "./car-state";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const STOCK_FILTERS = {
  state: { kind: "enums", values: CAR_STATES },
  brand: { kind: "tokens", pattern: /^[a-z0-9-]{1,60}$/, lowerCase: true, max: 20 },
  model: { kind: "tokens", pattern: UUID, lowerCase: true, max: 40 },
  location: { kind: "tokens", pattern: /^[0-9]{1,9}$/, max: 40 },
  fuel: { kind: "enums", values: FUELS },
  condition: { kind: "enums", values: CONDITIONS },
  /** Price bounds in major units (euros). */
  price_min: { kind: "int", min: 0, max: 20_000_000 },
  price_max: { kind: "int", min: 0, max: 20_000_000 },
  /** Days in stock (since the car was created). */
  days_min: { kind: "int", min: 0, max: 100_000 },
  days_max: { kind: "int", min: 0, max: 100_000 },
} as const satisfies FilterDef;

/** newest first; oldest first (longest in stock); price ascending or descending. */
export const STOCK_SORTS = ["newest", "oldest", "price_asc", "price_desc"] as const;
export type StockSort = (typeof STOCK_SORTS)[number];

export const stockList = listParams(STOCK_FILTERS, {
  sorts: STOCK_SORTS,
  defaultSort: "newest",
  limits: { default: 25, max: 100 },
  q: { maxLength: 100 },
});
export type StockListParams = ListParamsOf<typeof stockList>;

/** The bounds the filter form has a person type (price in euros, days in stock). */
export const STOCK_TYPED_NUMBER_KEYS = ["price_min", "price_max", "days_min", "days_max"] as const;

/**
 * The list's state from the URL; with the page's language, bounds typed the page's way ("20.000" in de,
 * decision 0054) by the plain GET form are read too.
 */
export function parseStockList(params: URLSearchParams, locale?: string): StockListParams {
  return stockList.parse(
    locale ? new URLSearchParams(typedNumbersAsDigits(params, STOCK_TYPED_NUMBER_KEYS, locale)) : params,
  );
}

/** Whether a URL holds a typed bound that is not plain digits (the list redirects to its canonical URL). */
export function hasTypedBounds(params: URLSearchParams): boolean {
  return STOCK_TYPED_NUMBER_KEYS.some((k) => params.getAll(k).some((v) => !/^\d*$/.test(v)));
}

/** Every key the filter form writes (the canonical order of the URL). */
export const STOCK_FILTER_KEYS = ["q", ...Object.keys(STOCK_FILTERS), "sort"] as const;

/** How many rows one bulk action may change. */
export const BULK_MAX = 500;
