/**
 * Checkout as JSON: what the checkout page
 * needs, and placing the order. A retry with the same idempotency key answers the first order (200)
 * instead of making a second one (201).
 */
import { OpenAPIHono, type z } from "@hono/zod-openapi";
import { cartOwnerOf } from "../core/commerce/cart-owner.server";
import { checkoutInit, placeOrder } from "../core/commerce/checkout.service.server";
import { CheckoutBody, CheckoutInitSchema, PlacedOrderSchema } from "./commerce-schemas";
import { operation, readJson } from "./operation";
import { respondError, validationHook } from "./respond";
import { errorResponse } from "./schemas";
import type { ApiEnv } from "./types";

const json = (schema: z.ZodType, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

export function checkoutApi() {
  const api = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

  operation(
    api,
    {
      method: "get",
      path: "/checkout.json",
      operationId: "checkoutInit",
      tags: ["Checkout"],
      summary: "Checkout init: the priced cart, the signed-in user, pickup locations and the allowed choices",
      responses: {
        200: json(CheckoutInitSchema, "What the checkout page shows"),
        "4XX": errorResponse("The API's error body, as for any other path"),
      },
    },
    "anyone",
    async (c) =>
      c.json(
        await checkoutInit(c.var.services, cartOwnerOf(c.req.header("cookie") ?? null, c.var.user)),
        200,
      ),
  );

  operation(
    api,
    {
      method: "post",
      path: "/checkout.json",
      operationId: "placeOrder",
      tags: ["Checkout"],
      summary:
        "Places the cart as an order (prices are the server's); idempotent by `idempotencyKey`: a retry answers the first order with 200",
      request: { body: { content: { "application/json": { schema: CheckoutBody } }, required: true } },
      responses: {
        200: json(PlacedOrderSchema, "The order this key placed before"),
        201: json(PlacedOrderSchema, "Placed"),
        400: errorResponse("Malformed or invalid form, or a choice the cart does not allow"),
        409: errorResponse("Empty cart, a line that cannot be bought, a car just reserved by someone else"),
        429: errorResponse(
          "Too many open car reservations for this e-mail address, or from this client address today (Retry-After)",
        ),
      },
    },
    "anyone",
    async (c) => {
      const body = await readJson(c);
      if ("denied" in body) return body.denied;
      const owner = cartOwnerOf(c.req.header("cookie") ?? null, c.var.user);
      const result = await placeOrder(c.var.services, owner, (body.value ?? {}) as Record<string, unknown>, {
        origin: c.var.origin,
        requester: { ip: c.var.clientIp, limits: c.var.authThrottle },
      });
      if (!result.ok) return respondError(c, result.error);
      const { id, number, replayed } = result.value;
      return c.json({ order: { id, number } }, replayed ? 200 : 201);
    },
  );

  return api;
}
