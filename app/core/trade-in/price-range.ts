/**
 * The indicative price range of a trade-in, from the dealer's own stock. Pure: the repository
 * reads the comparables, this rule turns them into a range.
 *
 * The rule, step by step (constants in `PRICE_RULE`):
 * 1. Comparables: the dealer's used and demo cars (published or sold, with a price, a first registration
 *    and a mileage, in the project's currency) of the same brand and model. With fewer than
 *    `minModelComparables` of the model, the same brand's cars of similar age (first registration within
 *    `similarAgeYears`) are used instead, when there are more of them. None at all: no estimate, never a
 *    number from nowhere.
 * 2. Each comparable's retail price is adjusted to the offered car: `perYear` of its price for every year
 *    the offered car is older (or added when newer), `per10000Km` for every 10,000 km it has driven more
 *    (or less); the factor stays within `[minFactor, maxFactor]`.
 * 3. The median of the adjusted prices is the expected retail price.
 * 4. The dealer buys below retail: `baseDeduction` (margin, reconditioning, warranty and selling cost),
 *    plus `accidentDeduction` when the car is not accident-free, plus the service-history deduction, plus
 *    `perExtraOwner` for every previous owner above `ownersIncluded` (at most `maxOwnerDeduction`).
 *    Unknown answers count as the middle case (partial service history), not as the best one.
 * 5. The range is the purchase value ± `spread` (± `fewSpread` with fewer than `fewComparables`, plus
 *    `brandFallbackExtraSpread` when the brand's cars stood in for the model's), the lower bound rounded
 *    down and the upper bound rounded up to `roundingMinor` (50 EUR), never below zero.
 * The result carries its basis (comparables, median, adjustments, deductions) for the back office.
 */

export const PRICE_RULE = {
  /** Fewer comparables of the model than this: the brand's cars of similar age are used. */
  minModelComparables: 3,
  /** "Similar age" for the brand fallback: first registration at most this many years apart. */
  similarAgeYears: 3,
  /** At most this many comparables are read (the closest in age first). */
  maxComparables: 40,
  /** Retail value per year of age difference (share of the comparable's price). */
  perYear: 0.07,
  /** Retail value per 10,000 km of mileage difference (share of the comparable's price). */
  per10000Km: 0.025,
  /** Bounds of one comparable's adjustment factor (a 10-year gap must not drive a price to zero). */
  minFactor: 0.35,
  maxFactor: 1.4,
  /** The dealer's margin, reconditioning, warranty and selling cost (share of the retail price). */
  baseDeduction: 0.18,
  /** Further deduction when the car has had an accident. */
  accidentDeduction: 0.1,
  /** Further deduction by service history (unknown counts as partial). */
  serviceHistoryDeduction: { full: 0, partial: 0.03, none: 0.07 },
  /** Previous owners included in the base deduction. */
  ownersIncluded: 2,
  perExtraOwner: 0.02,
  maxOwnerDeduction: 0.06,
  /** Half width of the range (share of the purchase value). */
  spread: 0.06,
  /** Half width with fewer than `fewComparables` comparables. */
  fewSpread: 0.1,
  fewComparables: 5,
  /** Added to the half width when the brand's cars stand in for the model's. */
  brandFallbackExtraSpread: 0.04,
  /** Bounds rounded to 50 EUR (minor units). */
  roundingMinor: 5000,
  /** How long the range is shown as valid. */
  validityDays: 7,
} as const;

export type Comparable = {
  priceMinor: number;
  /** YYYY-MM-DD (the first of the month) or YYYY-MM. */
  firstRegistration: string;
  mileageKm: number;
};

export type OfferedCar = {
  /** YYYY-MM (or a date whose month counts). */
  firstRegistration: string | null;
  mileageKm: number | null;
  accidentFree?: string | null;
  serviceHistory?: string | null;
  owners?: string | number | null;
};

export type EstimateBasis = {
  rule: "stock_median_v1";
  match: "model" | "brand";
  comparables: number;
  medianRetailMinor: number;
  adjustedRetailMinor: number[];
  perYear: number;
  per10000Km: number;
  deductions: { base: number; accident: number; serviceHistory: number; owners: number; total: number };
  spread: number;
  purchaseValueMinor: number;
};

export type PriceRange =
  | { kind: "estimate"; lowMinor: number; highMinor: number; middleMinor: number; basis: EstimateBasis }
  | { kind: "no_estimate"; reason: "no_comparables" | "incomplete" };

/** Months since year 0 of a YYYY-MM(-DD) string, or null. */
export function monthIndex(value: string | null | undefined): number | null {
  const m = /^(\d{4})-(\d{2})/.exec(value ?? "");
  if (!m) return null;
  const month = Number(m[2]);
  if (month < 1 || month > 12) return null;
  return Number(m[1]) * 12 + (month - 1);
}

/** Which comparables count: the model's when there are enough, else the brand's of similar age if more. */
export function chooseComparables(
  model: readonly Comparable[],
  brandSimilarAge: readonly Comparable[],
): { match: "model" | "brand"; comparables: readonly Comparable[] } {
  if (model.length >= PRICE_RULE.minModelComparables || brandSimilarAge.length <= model.length) {
    return { match: "model", comparables: model };
  }
  return { match: "brand", comparables: brandSimilarAge };
}

/** One comparable's retail price adjusted to the offered car's age and mileage. */
export function adjustedPrice(c: Comparable, offeredMonth: number, offeredKm: number): number | null {
  const month = monthIndex(c.firstRegistration);
  if (month === null || c.priceMinor <= 0 || c.mileageKm < 0) return null;
  // Positive when the offered car is older / has driven more than the comparable: worth less.
  const years = (month - offeredMonth) / 12;
  const tenThousands = (offeredKm - c.mileageKm) / 10_000;
  const factor = 1 - PRICE_RULE.perYear * years - PRICE_RULE.per10000Km * tenThousands;
  const bounded = Math.min(PRICE_RULE.maxFactor, Math.max(PRICE_RULE.minFactor, factor));
  return Math.round(c.priceMinor * bounded);
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}

function ownerCount(owners: OfferedCar["owners"]): number | null {
  if (owners === null || owners === undefined || owners === "") return null;
  const n = typeof owners === "number" ? owners : Number.parseInt(owners, 10);
  return Number.isFinite(n) && n >= 0 ? n : null;
}

/** The deduction from retail to purchase value for the condition answers. */
export function conditionDeductions(car: OfferedCar): EstimateBasis["deductions"] {
  const accident = car.accidentFree === "no" ? PRICE_RULE.accidentDeduction : 0;
  const history = car.serviceHistory;
  const serviceHistory =
    history === "full" || history === "partial" || history === "none"
      ? PRICE_RULE.serviceHistoryDeduction[history]
      : PRICE_RULE.serviceHistoryDeduction.partial;
  const n = ownerCount(car.owners);
  const owners =
    n === null
      ? 0
      : Math.min(
          PRICE_RULE.maxOwnerDeduction,
          Math.max(0, n - PRICE_RULE.ownersIncluded) * PRICE_RULE.perExtraOwner,
        );
  const base = PRICE_RULE.baseDeduction;
  const total = Math.round((base + accident + serviceHistory + owners) * 1000) / 1000;
  return { base, accident, serviceHistory, owners, total };
}

const roundDown = (minor: number) =>
  Math.max(0, Math.floor(minor / PRICE_RULE.roundingMinor) * PRICE_RULE.roundingMinor);
const roundUp = (minor: number) => Math.ceil(minor / PRICE_RULE.roundingMinor) * PRICE_RULE.roundingMinor;
const roundNearest = (minor: number) =>
  Math.round(minor / PRICE_RULE.roundingMinor) * PRICE_RULE.roundingMinor;

/** The indicative range for an offered car from the chosen comparables (see the module comment). */
export function priceRange(
  car: OfferedCar,
  chosen: { match: "model" | "brand"; comparables: readonly Comparable[] },
): PriceRange {
  const offeredMonth = monthIndex(car.firstRegistration);
  if (offeredMonth === null || car.mileageKm === null || !(car.mileageKm >= 0)) {
    return { kind: "no_estimate", reason: "incomplete" };
  }
  const adjusted = chosen.comparables
    .map((c) => adjustedPrice(c, offeredMonth, car.mileageKm as number))
    .filter((p): p is number => p !== null);
  if (adjusted.length === 0) return { kind: "no_estimate", reason: "no_comparables" };
  const retail = median(adjusted);
  const deductions = conditionDeductions(car);
  const purchase = Math.round(retail * (1 - deductions.total));
  const spread =
    (adjusted.length < PRICE_RULE.fewComparables ? PRICE_RULE.fewSpread : PRICE_RULE.spread) +
    (chosen.match === "brand" ? PRICE_RULE.brandFallbackExtraSpread : 0);
  const lowMinor = roundDown(purchase * (1 - spread));
  const highMinor = Math.max(lowMinor + PRICE_RULE.roundingMinor, roundUp(purchase * (1 + spread)));
  return {
    kind: "estimate",
    lowMinor,
    highMinor,
    middleMinor: roundNearest((lowMinor + highMinor) / 2),
    basis: {
      rule: "stock_median_v1",
      match: chosen.match,
      comparables: adjusted.length,
      medianRetailMinor: retail,
      adjustedRetailMinor: adjusted,
      perYear: PRICE_RULE.perYear,
      per10000Km: PRICE_RULE.per10000Km,
      deductions,
      spread: Math.round(spread * 1000) / 1000,
      purchaseValueMinor: purchase,
    },
  };
}

/** When a range computed at `now` stops being valid. */
export function estimateExpiry(now: Date): Date {
  return new Date(now.getTime() + PRICE_RULE.validityDays * 86_400_000);
}
