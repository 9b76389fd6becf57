/**
 * TEMPORARY copy of the contract's `app/core/commerce/checkout-schema.ts` (branch commerce-core), so the
 * checkout form validates before that branch lands; removed at the merge. Messages are catalogue keys.
 */
import { z } from "zod";
import { FULFILMENTS, PAYMENT_METHODS } from "../../db/schema/orders";

const text = (max: number, required = "validation:required") =>
  z.string().trim().min(1, required).max(max, "validation:too_long");
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, "validation:too_long")
    .optional()
    .transform((v) => (v ? v : undefined));

export const checkoutSchema = z
  .object({
    idempotencyKey: z.string().uuid("checkout:errors.key_invalid"),
    customer: z.object({
      firstName: text(80),
      lastName: text(80),
      email: z.string().trim().email("validation:email_invalid").max(200, "validation:too_long"),
      phone: optional(40).pipe(
        z
          .string()
          .regex(/^[+0-9 ()/-]*$/, "validation:phone_invalid")
          .optional(),
      ),
      companyName: optional(120),
    }),
    fulfilment: z.enum(FULFILMENTS, { message: "validation:invalid_choice" }),
    locationId: z.coerce.number().int().positive().optional(),
    deliveryAddress: z
      .object({
        street: text(120),
        houseNumber: text(20),
        zipCode: z
          .string()
          .trim()
          .regex(/^[0-9A-Za-z -]{3,10}$/, "validation:zip_invalid"),
        city: text(80),
        country: z.string().trim().length(2, "validation:invalid_choice"),
      })
      .optional(),
    paymentMethod: z.enum(PAYMENT_METHODS, { message: "validation:invalid_choice" }),
    acceptTerms: z.literal(true, { message: "checkout:errors.terms_required" }),
    acceptCancellationPolicy: z.literal(true, { message: "checkout:errors.cancellation_required" }),
    note: optional(2000),
  })
  .superRefine((v, ctx) => {
    if (v.fulfilment === "pickup" && !v.locationId)
      ctx.addIssue({ code: "custom", path: ["locationId"], message: "checkout:errors.location_required" });
    if (v.fulfilment === "delivery" && !v.deliveryAddress)
      ctx.addIssue({ code: "custom", path: ["deliveryAddress"], message: "validation:required" });
    if (v.paymentMethod === "pay_at_pickup" && v.fulfilment !== "pickup")
      ctx.addIssue({
        code: "custom",
        path: ["paymentMethod"],
        message: "checkout:errors.pay_at_pickup_needs_pickup",
      });
  });
export type CheckoutInput = z.infer<typeof checkoutSchema>;
