/**
 * The cart as JSON: read it, add to it, change a quantity, remove a
 * line. The cart is the signed-in user's or the anonymous visitor's (the favorites' visitor cookie, set
 * on the first add). Prices never come from the browser: every answer is priced by the server.
 */
import { OpenAPIHono, z } from "@hono/zod-openapi";
import {
  addToCart,
  getCart,
  removeCartLine,
  setCartLineQuantity,
} from "../core/commerce/cart.service.server";
import { summarizeCart } from "../core/commerce/cart-dropdown";
import { cartOwnerOf, ensureCartOwner } from "../core/commerce/cart-owner.server";
import { AddToCartBody, CartSchema, CartSummarySchema, SetQuantityBody } from "./commerce-schemas";
import { operation, readJson, UUID_PATTERN } from "./operation";
import { respond, validationHook } from "./respond";
import { errorResponse } from "./schemas";
import type { ApiEnv } from "./types";

const json = (schema: z.ZodType, description: string) => ({
  description,
  content: { "application/json": { schema } },
});
const CartAnswer = z.object({ cart: CartSchema, summary: CartSummarySchema }).openapi("CartAnswer");
const lineParam = z.object({
  lineId: z
    .uuid()
    .openapi({ param: { name: "lineId", in: "path" }, description: "A line of the caller's cart" }),
});

export function cartApi() {
  const api = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

  operation(
    api,
    {
      method: "get",
      path: "/cart.json",
      operationId: "getCart",
      tags: ["Cart"],
      summary: "The visitor's cart, priced now, with the top menu's summary (spec 7 cart init)",
      responses: {
        200: json(CartAnswer, "The cart"),
        "4XX": errorResponse("The API's error body, as for any other path"),
      },
    },
    "anyone",
    async (c) => {
      const cart = await getCart(c.var.services, cartOwnerOf(c.req.header("cookie") ?? null, c.var.user));
      return c.json({ cart, summary: summarizeCart(cart) }, 200);
    },
  );

  operation(
    api,
    {
      method: "post",
      path: "/cart/lines.json",
      operationId: "addToCart",
      tags: ["Cart"],
      summary:
        "Adds a used car, a shop item or a configured new car; an anonymous visitor gets the visitor cookie on the first add",
      request: { body: { content: { "application/json": { schema: AddToCartBody } }, required: true } },
      responses: {
        200: json(CartAnswer, "The cart after adding"),
        400: errorResponse("Malformed or invalid body"),
        404: errorResponse("No such car, item or configuration on this site"),
        409: errorResponse("The car is reserved or sold, or not enough is in stock"),
      },
    },
    "anyone",
    async (c) => {
      const body = await readJson(c);
      if ("denied" in body) return body.denied;
      const { owner, setCookie } = ensureCartOwner(
        c.req.header("cookie") ?? null,
        c.var.user,
        c.var.secureCookies,
      );
      const result = await addToCart(c.var.services, owner, (body.value ?? {}) as Record<string, unknown>);
      if (result.ok && setCookie) c.header("Set-Cookie", setCookie);
      return respond(
        c,
        result.ok
          ? { ok: true, value: { cart: result.value, summary: summarizeCart(result.value) } }
          : result,
      );
    },
  );

  operation(
    api,
    {
      method: "patch",
      path: "/cart/lines/{lineId}.json",
      operationId: "setCartLineQuantity",
      tags: ["Cart"],
      summary: "Sets the quantity of a line (cars are always one); the stock limits items",
      request: {
        params: lineParam,
        body: { content: { "application/json": { schema: SetQuantityBody } }, required: true },
      },
      responses: {
        200: json(CartAnswer, "The cart after the change"),
        400: errorResponse("Malformed body or a quantity outside 1 to 99"),
        404: errorResponse("No such line in the caller's cart"),
        409: errorResponse("Not enough in stock, or a car's quantity"),
      },
    },
    "anyone",
    async (c, params) => {
      const body = await readJson(c);
      if ("denied" in body) return body.denied;
      const quantity = (body.value as { quantity?: unknown } | null)?.quantity;
      const owner = cartOwnerOf(c.req.header("cookie") ?? null, c.var.user);
      const result = await setCartLineQuantity(
        c.var.services,
        owner,
        (params.lineId ?? "").toLowerCase(),
        typeof quantity === "number" ? quantity : Number.NaN,
      );
      return respond(
        c,
        result.ok
          ? { ok: true, value: { cart: result.value, summary: summarizeCart(result.value) } }
          : result,
      );
    },
    { lineId: UUID_PATTERN },
  );

  operation(
    api,
    {
      method: "delete",
      path: "/cart/lines/{lineId}.json",
      operationId: "removeCartLine",
      tags: ["Cart"],
      summary: "Removes a line from the caller's cart",
      request: { params: lineParam },
      responses: {
        200: json(CartAnswer, "The cart after removing"),
        404: errorResponse("No such line in the caller's cart"),
      },
    },
    "anyone",
    async (c, params) => {
      const owner = cartOwnerOf(c.req.header("cookie") ?? null, c.var.user);
      const result = await removeCartLine(c.var.services, owner, (params.lineId ?? "").toLowerCase());
      return respond(
        c,
        result.ok
          ? { ok: true, value: { cart: result.value, summary: summarizeCart(result.value) } }
          : result,
      );
    },
    { lineId: UUID_PATTERN },
  );

  return api;
}
