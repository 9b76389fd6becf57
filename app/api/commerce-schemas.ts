/**
 * OpenAPI shapes of the commerce API: what the cart, checkout and orders endpoints answer
 * and accept. The request bodies are validated by the services' own zod schemas (cart-schema.ts,
 * checkout-schema.ts); these document them without their transforms.
 */
import { z } from "@hono/zod-openapi";
import {
  CART_LINE_KINDS,
  FULFILMENTS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
} from "../core/commerce/commerce-enums";

const int = z.number().int();

export const CartImageSchema = z
  .union([
    z.object({ kind: z.literal("media"), id: z.string(), width: int, height: int }),
    z.object({ kind: z.literal("file"), src: z.string() }),
  ])
  .openapi("CartImage");

export const CartLineSchema = z
  .object({
    id: z.string(),
    kind: z.enum(CART_LINE_KINDS),
    name: z.string(),
    brandName: z.string().nullable(),
    variant: z.string().nullable(),
    image: CartImageSchema.nullable(),
    href: z.string(),
    quantity: int,
    maxQuantity: int,
    unitPriceMinor: int.openapi({ description: "Gross, minor units; always the server's current price" }),
    vatRateBp: int.openapi({ description: "Basis points (1900 = 19 %); 0 for a margin-taxed used car" }),
    totalMinor: int,
    problem: z
      .enum(["car_unavailable", "item_unavailable", "out_of_stock", "configuration_changed"])
      .nullable(),
  })
  .openapi("CartLine");

const VatByRate = z.array(z.object({ rateBp: int, vatMinor: int }));

export const CartSchema = z
  .object({
    lines: z.array(CartLineSchema),
    count: int,
    currency: z.string(),
    hasUsedCar: z.boolean(),
    netMinor: int,
    vatMinor: int,
    totalMinor: int,
    vatByRate: VatByRate,
  })
  .openapi("Cart");

export const CartSummarySchema = z
  .object({
    count: int,
    lines: z.array(CartLineSchema).openapi({ description: "At most 6 (spec 9)" }),
    more: int,
    totalMinor: int,
    currency: z.string(),
  })
  .openapi("CartSummary");

export const AddToCartBody = z
  .union([
    z.object({ kind: z.literal("used_car"), carNumber: int.min(1) }),
    z.object({ kind: z.literal("item"), itemId: z.uuid(), quantity: int.min(1).max(99).optional() }),
    z.object({
      kind: z.literal("new_car"),
      brand: z.string().openapi({ example: "bmw" }),
      model: z.string().openapi({ example: "x5" }),
      gear: z.string().openapi({ description: "Gearbox key or URL segment", example: "automatic" }),
      fuel: z.string().openapi({ description: "Fuel key or URL segment", example: "diesel" }),
      options: z.array(z.string()).optional(),
      colour: z.string().nullable().optional(),
    }),
  ])
  .openapi("AddToCart", { description: "What to add; never a price (the server prices every line)" });

export const SetQuantityBody = z.object({ quantity: int.min(1).max(99) }).openapi("SetCartQuantity");

const Address = z.object({
  street: z.string(),
  houseNumber: z.string(),
  zipCode: z.string(),
  city: z.string(),
  country: z.string().openapi({ example: "DE" }),
});

export const CheckoutBody = z
  .object({
    idempotencyKey: z
      .uuid()
      .openapi({ description: "One per checkout form: a retry answers the first order" }),
    customer: z.object({
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      phone: z.string().nullable().optional(),
      companyName: z.string().nullable().optional(),
    }),
    fulfilment: z.enum(FULFILMENTS),
    locationId: int.nullable().optional().openapi({ description: "Required for pickup" }),
    deliveryAddress: Address.nullable().optional().openapi({
      description:
        "The buyer's postal address: required for delivery and whenever a car is in the cart; the postal code follows the country's rule",
    }),
    paymentMethod: z.enum(PAYMENT_METHODS),
    acceptTerms: z.literal(true),
    acceptCancellationPolicy: z.literal(true),
    note: z.string().max(1000).nullable().optional(),
  })
  .openapi("Checkout");

export const CheckoutInitSchema = z
  .object({
    cart: CartSchema,
    user: z
      .object({
        firstName: z.string(),
        lastName: z.string(),
        email: z.string(),
        phone: z.string().nullable(),
        address: Address.nullable().openapi({ description: "The stored postal address, to prefill" }),
      })
      .nullable(),
    addressRequired: z
      .boolean()
      .openapi({ description: "A car is in the cart: the postal address is required" }),
    countries: z.array(z.string()).openapi({ description: "The countries the dealer sells to" }),
    defaultCountry: z.string().openapi({ example: "DE" }),
    locations: z.array(
      z.object({
        id: int,
        name: z.string(),
        city: z.string(),
        street: z.string(),
        houseNumber: z.string(),
        zipCode: z.string(),
      }),
    ),
    paymentMethods: z.array(z.enum(PAYMENT_METHODS)),
    fulfilments: z.array(z.enum(FULFILMENTS)),
  })
  .openapi("CheckoutInit");

export const PlacedOrderSchema = z
  .object({ order: z.object({ id: z.string(), number: z.string().openapi({ example: "A-2026-000042" }) }) })
  .openapi("PlacedOrder");

export const OrderSummarySchema = z
  .object({
    id: z.string(),
    number: z.string(),
    status: z.enum(ORDER_STATUSES),
    paymentMethod: z.enum(PAYMENT_METHODS),
    paymentStatus: z.enum(PAYMENT_STATUSES),
    fulfilment: z.enum(FULFILMENTS),
    currency: z.string(),
    totalMinor: int,
    lineCount: int,
    createdAt: z.iso.datetime(),
  })
  .openapi("OrderSummary");

export const OrderDetailSchema = OrderSummarySchema.extend({
  netMinor: int,
  vatMinor: int,
  vatByRate: VatByRate,
  lines: z.array(
    z.object({
      position: int,
      kind: z.enum(CART_LINE_KINDS),
      name: z.string(),
      brandName: z.string().nullable(),
      variant: z.string().nullable(),
      image: CartImageSchema.nullable(),
      quantity: int,
      unitPriceMinor: int,
      vatRateBp: int,
      totalMinor: int,
    }),
  ),
  customer: z
    .object({
      firstName: z.string(),
      lastName: z.string(),
      companyName: z.string().nullable(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
    })
    .nullable(),
  location: z
    .object({
      id: int,
      name: z.string(),
      city: z.string(),
      street: z.string(),
      houseNumber: z.string(),
      zipCode: z.string(),
      phone: z.string().nullable(),
      email: z.string().nullable(),
    })
    .nullable(),
  deliveryAddress: Address.nullable(),
  note: z.string().nullable(),
  language: z.string(),
  paymentReference: z.string(),
  invoicePath: z.string().nullable(),
  jobId: int.nullable(),
  workflowId: int
    .nullable()
    .openapi({ description: "The job's workflow (account/jobs/{workflowId}/{jobId})" }),
}).openapi("OrderDetail");

export const ProjectOrderPageSchema = z
  .object({
    rows: z.array(
      OrderSummarySchema.extend({ clientName: z.string(), clientCompany: z.string().nullable() }),
    ),
    total: int,
    totalCapped: z.boolean(),
    hasNext: z.boolean(),
    hasPrev: z.boolean(),
    nextCursor: z.string().nullable(),
    prevCursor: z.string().nullable(),
  })
  .openapi("ProjectOrderPage");

export const OrderDocumentPageSchema = z
  .object({
    rows: z.array(
      z.object({
        id: int,
        docType: z.string(),
        direction: z.enum(["ingoing", "outgoing"]),
        number: z.string(),
        amountMinor: int,
        currency: z.string(),
        hasErrors: z.boolean(),
        isActive: z.boolean(),
        cdate: z.iso.datetime(),
        orderNumber: z.string().nullable(),
        clientName: z.string().nullable(),
        fileBytes: int.nullable(),
        downloadPath: z
          .string()
          .nullable()
          .openapi({ description: "The uploaded file, or the invoice PDF made from the order" }),
      }),
    ),
    hasNext: z.boolean(),
    hasPrev: z.boolean(),
    nextCursor: z.string().nullable(),
    prevCursor: z.string().nullable(),
  })
  .openapi("OrderDocumentPage");
