/**
 * One calculated offer of any of the three kinds, from the car's price and the customer's choice: what
 * the car page shows, what a request stores in its job payload and what the wizard's success screen
 * shows. Pure and zod-free (the calculators ship it to the browser).
 */

import { parseLocaleNumber } from "../../shared/locale-number";
import type { Locale } from "../../shared/locales";
import { calculateFinancing, DEFAULT_FINANCING, type FinancingResult, TERM_OPTIONS } from "./financing-offer";
import {
  calculateLeasing,
  DEFAULT_LEASING,
  LEASING_MILEAGES,
  LEASING_TERMS,
  type LeasingResult,
} from "./leasing-offer";
import {
  calculateSubscription,
  DEFAULT_SUBSCRIPTION,
  SUBSCRIPTION_MILEAGES,
  SUBSCRIPTION_TERMS,
  type SubscriptionResult,
} from "./subscription-offer";

export const RATE_OFFER_KINDS = ["financing", "leasing", "subscription"] as const;
export type RateOfferKind = (typeof RATE_OFFER_KINDS)[number];

export const SYSTEM_TYPE_OF_OFFER = {
  financing: "FINANCING",
  leasing: "LEASING",
  subscription: "SUBSCRIPTION",
} as const satisfies Record<RateOfferKind, string>;

/** The customer's choice: down payment in minor units (not for subscriptions), term, mileage per year (leasing) or month (subscription). */
export type RateChoice = { downPaymentMinor: number; termMonths: number; mileageKm: number };

export type RateOffer =
  | ({ kind: "financing"; priceMinor: number } & FinancingResult)
  | ({ kind: "leasing"; priceMinor: number } & LeasingResult)
  | ({ kind: "subscription"; priceMinor: number } & SubscriptionResult);

export function isRateOfferKind(value: unknown): value is RateOfferKind {
  return typeof value === "string" && (RATE_OFFER_KINDS as readonly string[]).includes(value);
}

/** Terms and mileages a kind offers (the forms' options and the schema's allowed values). */
export const OFFER_OPTIONS = {
  financing: { terms: TERM_OPTIONS as readonly number[], mileages: [] as readonly number[] },
  leasing: { terms: LEASING_TERMS as readonly number[], mileages: LEASING_MILEAGES as readonly number[] },
  subscription: {
    terms: SUBSCRIPTION_TERMS as readonly number[],
    mileages: SUBSCRIPTION_MILEAGES as readonly number[],
  },
} as const;

/** The standard choice for a price (down payment rounded to whole currency units). */
export function defaultChoice(kind: RateOfferKind, priceMinor: number): RateChoice {
  const down = (percent: number) => Math.round((priceMinor * percent) / 100 / 100) * 100;
  switch (kind) {
    case "financing":
      return {
        downPaymentMinor: down(DEFAULT_FINANCING.downPaymentPercent),
        termMonths: DEFAULT_FINANCING.termMonths,
        mileageKm: 0,
      };
    case "leasing":
      return {
        downPaymentMinor: down(DEFAULT_LEASING.downPaymentPercent),
        termMonths: DEFAULT_LEASING.termMonths,
        mileageKm: DEFAULT_LEASING.annualMileageKm,
      };
    case "subscription":
      return {
        downPaymentMinor: 0,
        termMonths: DEFAULT_SUBSCRIPTION.termMonths,
        mileageKm: DEFAULT_SUBSCRIPTION.monthlyMileageKm,
      };
  }
}

export function calculateOffer(kind: RateOfferKind, priceMinor: number, choice: RateChoice): RateOffer {
  switch (kind) {
    case "financing":
      return {
        kind,
        priceMinor,
        ...calculateFinancing({
          priceMinor,
          downPaymentMinor: choice.downPaymentMinor,
          termMonths: choice.termMonths,
          effectiveAnnualRate: DEFAULT_FINANCING.effectiveAnnualRate,
        }),
      };
    case "leasing":
      return {
        kind,
        priceMinor,
        ...calculateLeasing({
          priceMinor,
          downPaymentMinor: choice.downPaymentMinor,
          termMonths: choice.termMonths,
          annualMileageKm: choice.mileageKm,
          effectiveAnnualRate: DEFAULT_LEASING.effectiveAnnualRate,
        }),
      };
    case "subscription":
      return {
        kind,
        priceMinor,
        ...calculateSubscription({
          priceMinor,
          termMonths: choice.termMonths,
          monthlyMileageKm: choice.mileageKm,
        }),
      };
  }
}

/** The monthly amount of any offer. */
export function monthlyOf(offer: RateOffer): number {
  return offer.kind === "subscription" ? offer.monthlyPriceMinor : offer.monthlyRateMinor;
}

/**
 * The choice from the URL (`?offer=leasing&down=3000&term=36&km=15000`, down payment in whole currency
 * units typed in the page's language, e.g. `down=3.000` on a German page) as the calculators' GET forms send it without JavaScript; anything invalid falls back to the
 * standard choice (no zod: a link is not a form error).
 */
export function choiceFromQuery(
  kind: RateOfferKind,
  params: URLSearchParams,
  priceMinor: number,
  locale: Locale | string = "en",
): RateChoice {
  const fallback = defaultChoice(kind, priceMinor);
  const int = (name: string) => {
    const raw = params.get(name);
    return raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  };
  // The down payment is typed (in the page's language: "5.000" in de); more than the price is the price.
  const rawDown = params.get("down") ?? "";
  const typed = parseLocaleNumber(rawDown, locale);
  const down = typed.ok ? typed.value : null;
  const term = int("term");
  const km = int("km");
  const options = OFFER_OPTIONS[kind];
  return {
    downPaymentMinor:
      kind === "subscription" || down === null ? fallback.downPaymentMinor : Math.min(down * 100, priceMinor),
    termMonths: term !== null && options.terms.includes(term) ? term : fallback.termMonths,
    mileageKm: km !== null && options.mileages.includes(km) ? km : fallback.mileageKm,
  };
}
