/**
 * A financing, leasing or subscription request from a car's page becomes a FINANCING, LEASING or
 * SUBSCRIPTION job (`createLead`): the car, the customer's choice and the offer calculated by the rate
 * module in the payload, the car's price as the job's vehicle value. The offer is recalculated on the
 * server from the validated choice; nothing the browser computed is trusted.
 */
import { err, ok, type Result } from "../../shared/result";
import { getCarDetail } from "../catalog/car-detail.service.server";
import type { ServiceContext } from "../context/service-context.server";
import { createLead } from "../leads/create-lead.service.server";
import {
  calculateOffer,
  isRateOfferKind,
  type RateOffer,
  type RateOfferKind,
  SYSTEM_TYPE_OF_OFFER,
} from "./rate-offer";
import { rateRequestErrors, rateRequestSchema } from "./rate-request-schema";

/** Whether the site offers this kind (project features `financing`, `leasing`, `subscription`). */
export function offersKind(ctx: ServiceContext, kind: RateOfferKind): boolean {
  return ctx.project.features[kind];
}

export async function submitRateRequest(
  ctx: ServiceContext,
  carNumber: number,
  input: Record<string, unknown>,
): Promise<Result<{ jobId: number | null; offer: RateOffer | null }>> {
  const found = await getCarDetail(ctx, carNumber);
  if (!found.ok) return found;
  const car = found.value;
  const kind = input.offer;
  // A kind the site does not offer does not exist here (like a trade-in wizard without the feature).
  if (isRateOfferKind(kind) && !offersKind(ctx, kind)) return err({ code: "not_found" });
  if (car.status === "sold") return err({ code: "conflict", message: "rates:errors.car_sold" });
  const parsed = rateRequestSchema({ priceMinor: car.priceMinor }).safeParse(input);
  if (!parsed.success) return err({ code: "invalid", fields: rateRequestErrors(parsed.error) });
  const data = parsed.data;
  if (data.website) return ok({ jobId: null, offer: null });
  const offer = calculateOffer(data.offer, car.priceMinor, data.choice);
  const lead = await createLead(
    ctx,
    SYSTEM_TYPE_OF_OFFER[data.offer],
    { name: data.name, email: data.email, phone: data.phone, language: ctx.locale, privacyAccepted: true },
    {
      offer: data.offer,
      carNumber: car.number,
      car: `${car.brandName} ${car.modelName} ${car.variant}`.trim(),
      currency: car.currency,
      message: data.message,
      calculation: offer,
    },
    {
      locationId: car.location?.id ?? null,
      carId: car.id,
      vehicleBrandName: car.brandName,
      vehicleModelName: car.modelName,
      vehicleValueMinor: car.priceMinor,
    },
  );
  if (!lead.ok) return lead;
  return ok({ jobId: lead.value.jobId, offer });
}
