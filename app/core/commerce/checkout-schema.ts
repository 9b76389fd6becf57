/**
 * The checkout form, one schema for the browser's instant feedback and the server. What the
 * cart allows (a used car: pickup only; financing only with a car) is checked against the cart by
 * `checkoutProblems` in checkout-rules.ts, which needs the server's cart. Messages are catalogue keys.
 */
import { z } from "zod";
import { FULFILMENTS, PAYMENT_METHODS } from "./commerce-enums";

const text = (max: number) =>
  z
    .string({ message: "validation:required" })
    .trim()
    .min(1, "validation:required")
    .max(max, "validation:too_long");

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, "validation:too_long")
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

export const customerSchema = z.object(
  {
    firstName: text(80),
    lastName: text(80),
    email: z
      .string({ message: "validation:email_invalid" })
      .trim()
      .email("validation:email_invalid")
      .max(200, "validation:too_long"),
    phone: z
      .string()
      .trim()
      .max(40, "validation:too_long")
      .regex(/^[+0-9 ()/-]*$/, "validation:phone_invalid")
      .optional()
      .nullable()
      .transform((v) => (v ? v : null)),
    companyName: optionalText(120),
  },
  { message: "validation:required" },
);

/**
 * The countries the dealer sells to (the address's country select), the project's own first
 * (docs/decisions/0056-postal-address-and-vat-statement.md).
 */
export const SALES_COUNTRIES = ["DE", "AT", "PL", "TR", "NL", "BE", "LU", "DK", "CZ", "FR", "CH"] as const;
export type SalesCountry = (typeof SALES_COUNTRIES)[number];
/** The project's country: the address's default. */
export const HOME_COUNTRY: SalesCountry = "DE";

/** Each country's postal code, as people type it (after trimming and upper-casing), and its message. */
const POSTAL_CODES: Record<SalesCountry, { pattern: RegExp; message: string }> = {
  DE: { pattern: /^\d{5}$/, message: "commerce:validation.postal_code_five" },
  AT: { pattern: /^\d{4}$/, message: "commerce:validation.postal_code_four" },
  PL: { pattern: /^\d{2}-\d{3}$/, message: "commerce:validation.postal_code_pl" },
  TR: { pattern: /^\d{5}$/, message: "commerce:validation.postal_code_five" },
  NL: { pattern: /^\d{4} ?[A-Z]{2}$/, message: "commerce:validation.postal_code_nl" },
  BE: { pattern: /^\d{4}$/, message: "commerce:validation.postal_code_four" },
  LU: { pattern: /^(L-)?\d{4}$/, message: "commerce:validation.postal_code_four" },
  DK: { pattern: /^\d{4}$/, message: "commerce:validation.postal_code_four" },
  CZ: { pattern: /^\d{3} ?\d{2}$/, message: "commerce:validation.postal_code_cz" },
  FR: { pattern: /^\d{5}$/, message: "commerce:validation.postal_code_five" },
  CH: { pattern: /^\d{4}$/, message: "commerce:validation.postal_code_four" },
};
/** Any other country: 3 to 10 letters, digits, spaces or hyphens, starting and ending with a letter or digit. */
const GENERIC_POSTAL_CODE = /^[A-Z0-9][A-Z0-9 -]{1,8}[A-Z0-9]$/;

/** The catalogue key of what is wrong with `code` as a postal code of `country`, or null when it fits. */
export function postalCodeProblem(country: string, code: string): string | null {
  const value = code.trim().toUpperCase();
  const rule = POSTAL_CODES[country.trim().toUpperCase() as SalesCountry];
  if (rule) return rule.pattern.test(value) ? null : rule.message;
  return GENERIC_POSTAL_CODE.test(value) ? null : "commerce:validation.postal_code";
}

/**
 * A postal address: the buyer's for a car (pickup too) and wherever a delivery goes. The postal code
 * is checked by the country's rule (`postalCodeProblem`); the country is one the dealer sells to.
 */
export const deliveryAddressSchema = z
  .object(
    {
      street: text(120),
      houseNumber: text(20),
      zipCode: z
        .string({ message: "validation:required" })
        .trim()
        .toUpperCase()
        .min(1, "validation:required"),
      city: text(80),
      /** ISO 3166-1 alpha-2, one of SALES_COUNTRIES. */
      country: z
        .string({ message: "validation:required" })
        .trim()
        .toUpperCase()
        .pipe(z.enum(SALES_COUNTRIES, { message: "validation:invalid_choice" })),
    },
    { message: "validation:required" },
  )
  .superRefine((a, ctx) => {
    if (!a.zipCode) return;
    const problem = postalCodeProblem(a.country, a.zipCode);
    if (problem) ctx.addIssue({ code: "custom", path: ["zipCode"], message: problem });
  });

export const checkoutSchema = z
  .object({
    /** One per checkout form: a repeated submit answers the first order (docs/decisions/0025). */
    idempotencyKey: z.uuid("validation:invalid_value"),
    customer: customerSchema,
    fulfilment: z.enum(FULFILMENTS, { message: "validation:invalid_choice" }),
    /** An empty field (a form's "choose…" option, or 0) means none; checked against the fulfilment below. */
    locationId: z.preprocess(
      (v) => (v === "" || v === 0 || v === "0" ? null : v),
      z.coerce
        .number({ message: "validation:location_unknown" })
        .int("validation:location_unknown")
        .positive("validation:location_unknown")
        .max(2_147_483_647, "validation:location_unknown")
        .optional()
        .nullable(),
    ),
    deliveryAddress: deliveryAddressSchema.optional().nullable(),
    paymentMethod: z.enum(PAYMENT_METHODS, { message: "validation:invalid_choice" }),
    acceptTerms: z.literal(true, { message: "commerce:validation.accept_terms" }),
    acceptCancellationPolicy: z.literal(true, { message: "commerce:validation.accept_cancellation_policy" }),
    note: optionalText(1000),
  })
  .superRefine((v, ctx) => {
    if (v.fulfilment === "pickup" && !v.locationId) {
      ctx.addIssue({ code: "custom", path: ["locationId"], message: "validation:location_unknown" });
    }
    if (v.fulfilment === "delivery" && !v.deliveryAddress) {
      ctx.addIssue({ code: "custom", path: ["deliveryAddress"], message: "validation:required" });
    }
    if (v.paymentMethod === "pay_at_pickup" && v.fulfilment !== "pickup") {
      ctx.addIssue({
        code: "custom",
        path: ["paymentMethod"],
        message: "commerce:validation.pay_at_pickup_needs_pickup",
      });
    }
  })
  .transform((v) => ({
    ...v,
    locationId: v.fulfilment === "pickup" ? (v.locationId ?? null) : null,
    // The postal address stays with pickup too: a car's buyer gives it (checkoutProblems asks for it).
    deliveryAddress: v.deliveryAddress ?? null,
  }));
export type CheckoutInput = z.infer<typeof checkoutSchema>;

/**
 * Field errors of a failed parse keyed by the dotted path (`customer.email`, `deliveryAddress.city`),
 * each a catalogue key, in the order zod found them.
 */
export function checkoutFieldErrors(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join(".") : "form";
    const message = /^[a-z_]+:[a-z_.]+$/i.test(issue.message) ? issue.message : "validation:invalid_value";
    fields[key] = [...new Set([...(fields[key] ?? []), message])];
  }
  return fields;
}
