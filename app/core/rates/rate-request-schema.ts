/**
 * The request for a financing, leasing or subscription offer from a car's page, shared by the browser
 * (lazy, instant feedback) and the action. The down payment is typed in whole currency units and may
 * not exceed the price; term and mileage must be ones the kind offers. Messages are catalogue keys.
 */
import { z } from "zod";
import { fieldErrorsOf, personFields } from "../contact/person-fields";
import { OFFER_OPTIONS, RATE_OFFER_KINDS, type RateChoice } from "./rate-offer";

const wholeNumber = z
  .string()
  .trim()
  .regex(/^\d{1,9}$/, "rates:errors.number_invalid")
  .transform(Number);

export function rateRequestSchema({ priceMinor }: { priceMinor: number }) {
  return z
    .object({
      offer: z.enum(RATE_OFFER_KINDS, { message: "validation:invalid_choice" }),
      down: wholeNumber.optional(),
      term: wholeNumber,
      km: wholeNumber.optional(),
      ...personFields,
      message: z
        .string()
        .trim()
        .max(2000, "validation:too_long")
        .optional()
        .transform((v) => v ?? ""),
      website: z.string().optional(),
    })
    .superRefine((v, ctx) => {
      const options = OFFER_OPTIONS[v.offer];
      if (!options.terms.includes(v.term)) {
        ctx.addIssue({ code: "custom", path: ["term"], message: "validation:invalid_choice" });
      }
      if (options.mileages.length > 0 && (v.km === undefined || !options.mileages.includes(v.km))) {
        ctx.addIssue({ code: "custom", path: ["km"], message: "validation:invalid_choice" });
      }
      if (v.offer !== "subscription" && v.down !== undefined && v.down * 100 > priceMinor) {
        ctx.addIssue({ code: "custom", path: ["down"], message: "rates:errors.down_too_high" });
      }
    })
    .transform((v) => ({
      ...v,
      choice: {
        downPaymentMinor: v.offer === "subscription" ? 0 : (v.down ?? 0) * 100,
        termMonths: v.term,
        mileageKm: OFFER_OPTIONS[v.offer].mileages.length > 0 ? (v.km ?? 0) : 0,
      } satisfies RateChoice,
    }));
}

export const rateRequestErrors = fieldErrorsOf;
