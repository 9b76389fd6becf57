/**
 * The back-office states of a car and the price-change rule. Pure: no I/O, shared by the
 * server and the browser. A car's stored columns are `status` (available, reserved, sold) and
 * `published_at`; its state for employees is derived from both:
 *   draft     = not published and not sold or reserved
 *   published = published and available
 *   reserved  = reserved (published or not)
 *   sold      = sold
 */
import type { CarStatus } from "../catalog/car-attributes";

export const CAR_STATES = ["draft", "published", "reserved", "sold"] as const;
export type CarState = (typeof CAR_STATES)[number];

export function carStateOf(car: { status: CarStatus; publishedAt: Date | string | null }): CarState {
  if (car.status === "sold") return "sold";
  if (car.status === "reserved") return "reserved";
  return car.publishedAt ? "published" : "draft";
}

/** The stored columns a state means. `publish` true: set published_at (keeping an earlier one). */
export function columnsOfState(state: CarState): { status: CarStatus; publish: boolean | "keep" } {
  switch (state) {
    case "draft":
      return { status: "available", publish: false };
    case "published":
      return { status: "available", publish: true };
    case "reserved":
      return { status: "reserved", publish: "keep" };
    case "sold":
      return { status: "sold", publish: "keep" };
  }
}

/** A price change: a new price, or the old one moved by an amount (minor units) or by basis points. */
export type PriceChange =
  | { kind: "set"; priceMinor: number }
  | { kind: "amount"; deltaMinor: number }
  | { kind: "percent"; basisPoints: number };

/** Prices are whole minor units from 1 to 20 million in major units (the column is a 32-bit integer). */
export const MAX_PRICE_MINOR = 2_000_000_000;

/** The new price of a car under a change (rounded to whole minor units), or null when out of range. */
export function applyPriceChange(oldPriceMinor: number, change: PriceChange): number | null {
  let next: number;
  switch (change.kind) {
    case "set":
      next = change.priceMinor;
      break;
    case "amount":
      next = oldPriceMinor + change.deltaMinor;
      break;
    case "percent":
      next = Math.round((oldPriceMinor * (10_000 + change.basisPoints)) / 10_000);
      break;
  }
  if (!Number.isSafeInteger(next) || next < 1 || next > MAX_PRICE_MINOR) return null;
  return next;
}

/**
 * The "price reduced" reference after a change: the old price when the change lowers the price (keeping
 * an earlier, higher reference), none when it raises the price to or above the reference.
 */
export function previousPriceAfter(
  oldPriceMinor: number,
  newPriceMinor: number,
  previousPriceMinor: number | null,
): number | null {
  if (newPriceMinor < oldPriceMinor) return Math.max(oldPriceMinor, previousPriceMinor ?? 0);
  if (previousPriceMinor !== null && newPriceMinor < previousPriceMinor) return previousPriceMinor;
  return null;
}
