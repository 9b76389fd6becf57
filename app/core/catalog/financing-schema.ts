import { z } from "zod";
import { TERM_OPTIONS } from "./financing";

/**
 * The calculator's input at a boundary (API, forms). Kept apart from the rate functions so pages that
 * only calculate (list cards, the car page's calculator) do not ship zod to the browser.
 */
export const financingInputSchema = z.object({
  priceMinor: z.coerce.number().int().min(0).max(1_000_000_000),
  downPaymentMinor: z.coerce.number().int().min(0),
  termMonths: z.coerce
    .number()
    .int()
    .refine((n) => (TERM_OPTIONS as readonly number[]).includes(n), { message: "validation:invalid_choice" }),
  effectiveAnnualRate: z.coerce.number().min(0).max(30),
});
