/**
 * The own request pages of financing, leasing and subscription (`clickWizard/type/FINANCING|LEASING|
 * SUBSCRIPTION`): after the engine made the lead, the offer is calculated with the rate module from
 * the answers (price, down payment, term, mileage, in whole currency units), stored in the job's
 * payload as `calculation` with the price as the job's vehicle value, and shown on the success screen.
 */
import { sql } from "drizzle-orm";
import { jobs } from "../../db/schema";
import { numberFormat } from "../../shared/intl";
import { ok } from "../../shared/result";
import { scoped } from "../context/tenant-scope.server";
import type { WizardAnswers } from "../wizards/wizard-definition";
import type { WizardHooks } from "../wizards/wizard-hooks.server";
import {
  calculateOffer,
  defaultChoice,
  OFFER_OPTIONS,
  type RateChoice,
  type RateOffer,
  type RateOfferKind,
} from "./rate-offer";

/** The wizards' field names (seed/wizards/rate-wizards.ts). */
export const RATE_WIZARD_FIELDS = {
  price: "priceEur",
  down: "downPaymentEur",
  term: "termMonths",
  mileage: "mileageKm",
} as const;

function whole(value: WizardAnswers[string] | undefined): number | null {
  const n = typeof value === "string" ? Number(value) : Number.NaN;
  return Number.isFinite(n) && n >= 0 ? Math.round(n) : null;
}

/** The offer the answers ask for; a value the wizard's lists do not offer falls back to the standard one. */
export function offerFromAnswers(kind: RateOfferKind, answers: WizardAnswers): RateOffer | null {
  const price = whole(answers[RATE_WIZARD_FIELDS.price]);
  if (price === null || price === 0) return null;
  const priceMinor = price * 100;
  const fallback = defaultChoice(kind, priceMinor);
  const term = whole(answers[RATE_WIZARD_FIELDS.term]);
  const mileage = whole(answers[RATE_WIZARD_FIELDS.mileage]);
  const down = whole(answers[RATE_WIZARD_FIELDS.down]);
  const options = OFFER_OPTIONS[kind];
  const choice: RateChoice = {
    downPaymentMinor: kind === "subscription" || down === null ? fallback.downPaymentMinor : down * 100,
    termMonths: term !== null && options.terms.includes(term) ? term : fallback.termMonths,
    mileageKm: mileage !== null && options.mileages.includes(mileage) ? mileage : fallback.mileageKm,
  };
  return calculateOffer(kind, priceMinor, choice);
}

/** The texts' variables of an offer, formatted in the visitor's language. */
function resultVars(offer: RateOffer, locale: string, currency: string): Record<string, string> {
  const money = numberFormat(locale, { style: "currency", currency });
  const m = (minor: number) => money.format(minor / 100);
  const n = (value: number, digits = 0) =>
    numberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
  switch (offer.kind) {
    case "financing":
      return {
        rate: m(offer.monthlyRateMinor),
        term: String(offer.termMonths),
        down: m(offer.downPaymentMinor),
        loan: m(offer.netLoanMinor),
        nominal: n(offer.nominalAnnualRate, 2),
        apr: n(offer.effectiveAnnualRate, 2),
        total: m(offer.totalPayableMinor),
      };
    case "leasing":
      return {
        rate: m(offer.monthlyRateMinor),
        term: String(offer.termMonths),
        km: n(offer.annualMileageKm),
        down: m(offer.downPaymentMinor),
        residual: m(offer.residualValueMinor),
        apr: n(offer.effectiveAnnualRate, 2),
      };
    case "subscription":
      return {
        price: m(offer.monthlyPriceMinor),
        term: String(offer.termMonths),
        km: n(offer.monthlyMileageKm),
        fee: m(offer.startFeeMinor),
      };
  }
}

export function rateWizardHooks(kind: RateOfferKind): WizardHooks {
  return {
    async afterLead(ctx, { answers, lead }) {
      const offer = offerFromAnswers(kind, answers);
      if (!offer) return ok(null);
      const scope = scoped(ctx);
      await scope.db
        .update(jobs)
        .set({
          vehicleValueMinor: offer.priceMinor,
          payload: sql`${jobs.payload} || ${JSON.stringify({ calculation: offer })}::jsonb`,
        })
        .where(scope.where(jobs, sql`${jobs.id} = ${lead.jobId}`));
      return ok({
        kind: "message",
        key: `rates:result.${kind}`,
        vars: resultVars(offer, ctx.locale, ctx.project.currency),
      });
    },
  };
}
