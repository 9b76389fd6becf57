/**
 * The car overview (`account/cars/overview`) as data: its filters (the stock list's keys:
 * state, brand, location, fuel, condition) and the bands it counts cars in. Pure: shared by the server,
 * which groups in SQL with the same limits, and the browser, which names the bands.
 */

import {
  type FilterDef,
  type FilterState,
  parseFilters,
  serializeFilters,
} from "../../shared/lists/filter-state";
import { CONDITIONS, FUELS } from "../catalog/car-attributes";
import { CAR_STATES } from "./car-state";

export const CAR_OVERVIEW_FILTERS = {
  state: { kind: "enums", values: CAR_STATES },
  brand: { kind: "tokens", pattern: /^[a-z0-9-]{1,60}$/, lowerCase: true, max: 40 },
  location: { kind: "tokens", pattern: /^[1-9][0-9]{0,8}$/, max: 40 },
  fuel: { kind: "enums", values: FUELS },
  condition: { kind: "enums", values: CONDITIONS },
} as const satisfies FilterDef;

export type CarOverviewFilters = FilterState<typeof CAR_OVERVIEW_FILTERS>;

export function parseCarOverviewFilters(params: URLSearchParams): CarOverviewFilters {
  return parseFilters(CAR_OVERVIEW_FILTERS, params);
}

export function carOverviewQuery(filters: CarOverviewFilters): string {
  const q = serializeFilters(CAR_OVERVIEW_FILTERS, filters);
  return q ? `?${q}` : "";
}

/**
 * A band of whole numbers: `from` inclusive, `to` inclusive (null: open end). Bands are in order,
 * gap-free and start at 0, so every value >= 0 falls in exactly one.
 */
export type Band = { readonly key: string; readonly from: number; readonly to: number | null };

/** Days in stock: since the car was entered (created_at), counted in whole days. */
export const AGE_BANDS: readonly Band[] = [
  { key: "0-30", from: 0, to: 30 },
  { key: "31-60", from: 31, to: 60 },
  { key: "61-90", from: 61, to: 90 },
  { key: "91-180", from: 91, to: 180 },
  { key: "181+", from: 181, to: null },
];

/** Gross prices in minor units (EUR cents): under 5,000, 5,000-9,999.99, ... 50,000 and more. */
export const PRICE_BANDS: readonly Band[] = [
  { key: "0-4999", from: 0, to: 499_999 },
  { key: "5000-9999", from: 500_000, to: 999_999 },
  { key: "10000-19999", from: 1_000_000, to: 1_999_999 },
  { key: "20000-29999", from: 2_000_000, to: 2_999_999 },
  { key: "30000-49999", from: 3_000_000, to: 4_999_999 },
  { key: "50000+", from: 5_000_000, to: null },
];

/** The band a value falls in (values below 0 count in the first band). */
export function bandOf(bands: readonly Band[], value: number): Band {
  for (const band of bands) if (band.to === null || value <= band.to) return band;
  return bands[bands.length - 1]!;
}

const DAY_MS = 24 * 3600 * 1000;

/** Whole days between entering a car and `now` (0 on the first day; never negative). */
export function daysInStock(createdAt: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - createdAt.getTime()) / DAY_MS));
}

/** How many of the cars standing longest the overview lists. */
export const LONGEST_STANDING = 10;
