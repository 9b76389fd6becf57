/**
 * The checkout form (issue 12), one schema for the browser's instant feedback and the server. What the
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

export const deliveryAddressSchema = z.object(
  {
    street: text(120),
    houseNumber: text(20),
    zipCode: z
      .string({ message: "validation:zip_invalid" })
      .trim()
      .regex(/^[A-Za-z0-9 -]{3,10}$/, "validation:zip_invalid"),
    city: text(80),
    /** ISO 3166-1 alpha-2. */
    country: z
      .string({ message: "validation:required" })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, "validation:invalid_choice"),
  },
  { message: "validation:required" },
);

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
    deliveryAddress: v.fulfilment === "delivery" ? (v.deliveryAddress ?? null) : null,
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
