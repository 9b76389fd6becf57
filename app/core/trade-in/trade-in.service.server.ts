/**
 * Trade-ins: the vehicle of a finished trade-in wizard with its indicative price range, and
 * the back office's read of it (the employee side edits it in its own service).
 */

import { isDbId } from "../../shared/db-id";
import { err, ok, type Result } from "../../shared/result";
import { can, type ServiceContext } from "../context/service-context.server";
import { scoped } from "../context/tenant-scope.server";
import type { CreatedLead } from "../leads/create-lead.service.server";
import type { WizardAnswers } from "../wizards/wizard-definition";
import type { WizardResult } from "../wizards/wizard-hooks.server";
import { chooseComparables, estimateExpiry, monthIndex, PRICE_RULE, priceRange } from "./price-range";
import {
  attachSessionPhotos,
  findComparables,
  findTradeIn,
  insertTradeIn,
  listJobPhotos,
  setJobVehicle,
} from "./trade-in.repo.server";
import { tradeInPhotoUrl } from "./trade-in-photo-limits";

/** Answers that are not about the car's condition: the vehicle, the contact data, consent and photos. */
const NOT_CONDITION = new Set([
  "brand",
  "model",
  "firstRegistration",
  "mileageKm",
  "fuel",
  "gearbox",
  "photos",
  "firstName",
  "lastName",
  "name",
  "email",
  "phone",
  "privacy",
  "marketing",
  "locationId",
]);

const text = (v: WizardAnswers[string] | undefined, max = 200): string =>
  (typeof v === "string" ? v : "").trim().slice(0, max);

/** "YYYY-MM" -> the first of that month, or null. */
export function firstOfMonth(value: string): string | null {
  return /^\d{4}-\d{2}$/.test(value) && monthIndex(value) !== null ? `${value}-01` : null;
}

function mileage(value: string): number | null {
  if (!/^\d{1,7}$/.test(value)) return null;
  const n = Number(value);
  return n <= 2_000_000 ? n : null;
}

/**
 * The trade-in of a finished wizard (runs in the finish transaction, as `afterLead`): the vehicle and
 * condition answers, the session's photos attached to the job, the indicative range from the dealer's
 * stock (price-range.ts) valid for 7 days, and the range's middle as the job's vehicle value.
 */
export async function recordTradeIn(
  ctx: ServiceContext,
  input: { sessionId: string | null; answers: WizardAnswers; lead: CreatedLead },
): Promise<Result<WizardResult>> {
  const scope = scoped(ctx);
  const { answers, lead } = input;
  const brand = text(answers.brand, 80);
  const model = text(answers.model, 80);
  const firstRegistration = firstOfMonth(text(answers.firstRegistration, 7));
  const mileageKm = mileage(text(answers.mileageKm, 10));
  const condition: Record<string, string> = {};
  for (const [name, value] of Object.entries(answers)) {
    if (!NOT_CONDITION.has(name) && typeof value === "string" && value.trim()) {
      condition[name] = value.trim().slice(0, 2000);
    }
  }
  const now = ctx.clock.now();
  const currency = ctx.project.currency;
  const found =
    brand && model && firstRegistration
      ? await findComparables(scope, {
          brand,
          model,
          currency,
          firstRegistration,
          similarYears: PRICE_RULE.similarAgeYears,
          limit: PRICE_RULE.maxComparables,
        })
      : { model: [], brand: [] };
  const range = priceRange(
    {
      firstRegistration,
      mileageKm,
      accidentFree: condition.accidentFree,
      serviceHistory: condition.serviceHistory,
      owners: condition.owners,
    },
    chooseComparables(found.model, found.brand),
  );
  const estimate = range.kind === "estimate" ? range : null;
  const expiresAt = estimate ? estimateExpiry(now) : null;
  await insertTradeIn(scope, {
    jobId: lead.jobId,
    brandName: brand,
    modelName: model,
    firstRegistration,
    mileageKm,
    fuel: text(answers.fuel, 40) || null,
    gearbox: text(answers.gearbox, 40) || null,
    condition,
    estimateLowMinor: estimate?.lowMinor ?? null,
    estimateHighMinor: estimate?.highMinor ?? null,
    estimateExpiresAt: expiresAt,
    estimateBasis: estimate
      ? { ...estimate.basis, currency, computedAt: now.toISOString() }
      : { rule: "stock_median_v1", noEstimate: range.kind === "no_estimate" ? range.reason : null },
    createdAt: now,
    updatedAt: now,
  });
  if (input.sessionId) await attachSessionPhotos(scope, input.sessionId, lead.jobId);
  await setJobVehicle(scope, lead.jobId, { brand, model, valueMinor: estimate?.middleMinor ?? null });
  if (!estimate || !expiresAt) return ok({ kind: "no_estimate" });
  return ok({
    kind: "estimate",
    lowMinor: estimate.lowMinor,
    highMinor: estimate.highMinor,
    currency,
    expiresAt: expiresAt.toISOString(),
  });
}

export type TradeInPhoto = {
  id: string;
  width: number;
  height: number;
  bytes: number;
  thumbUrl: string;
  largeUrl: string;
};

/** The photos of a trade-in job with the URLs the job page shows (app/api/trade-in.ts serves them). */
export async function listTradeInPhotos(ctx: ServiceContext, jobId: number): Promise<TradeInPhoto[]> {
  const rows = await listJobPhotos(scoped(ctx), jobId);
  return rows.map((p) => ({
    id: p.id,
    width: p.width,
    height: p.height,
    bytes: p.bytes,
    thumbUrl: tradeInPhotoUrl(p.id, "thumb"),
    largeUrl: tradeInPhotoUrl(p.id, "large"),
  }));
}

export type TradeInRecord = NonNullable<Awaited<ReturnType<typeof findTradeIn>>>;

/**
 * The trade-in of a job with its photos, for the back office (lead workers only; the job page checks
 * that the caller may open the job itself). Not found for jobs without a trade-in.
 */
export async function getTradeIn(
  ctx: ServiceContext,
  jobId: number,
): Promise<Result<{ tradeIn: TradeInRecord; photos: TradeInPhoto[] }>> {
  if (!can(ctx, "workflows")) return err({ code: "forbidden" });
  if (!isDbId(jobId)) return err({ code: "not_found" });
  const tradeIn = await findTradeIn(scoped(ctx), jobId);
  if (!tradeIn) return err({ code: "not_found" });
  return ok({ tradeIn, photos: await listTradeInPhotos(ctx, jobId) });
}
