import { z } from "zod";
import { DEFAULT_FINANCING, TERM_OPTIONS } from "./financing";

export type FinancingChoice = { downPaymentMinor: number; termMonths: number };

/** The dealer's standard offer for a price: 20 % down (rounded to whole currency units), 48 months. */
export function defaultFinancingChoice(priceMinor: number): FinancingChoice {
  return {
    downPaymentMinor: Math.round((priceMinor * DEFAULT_FINANCING.downPaymentPercent) / 100 / 100) * 100,
    termMonths: DEFAULT_FINANCING.termMonths,
  };
}

const querySchema = z.object({
  down: z.coerce.number().int().min(0).max(10_000_000).optional().catch(undefined),
  term: z.coerce
    .number()
    .int()
    .refine((n) => (TERM_OPTIONS as readonly number[]).includes(n))
    .optional()
    .catch(undefined),
});

/**
 * The calculator's choice from the URL (`?down=5000&term=60`, down payment in whole currency units),
 * as the GET form sends it without JavaScript. Anything invalid falls back to the standard offer.
 */
export function financingChoiceFromQuery(params: URLSearchParams, priceMinor: number): FinancingChoice {
  const fallback = defaultFinancingChoice(priceMinor);
  const parsed = querySchema.parse({
    down: params.get("down") || undefined,
    term: params.get("term") || undefined,
  });
  return {
    downPaymentMinor:
      parsed.down === undefined ? fallback.downPaymentMinor : Math.min(parsed.down * 100, priceMinor),
    termMonths: parsed.term ?? fallback.termMonths,
  };
}
