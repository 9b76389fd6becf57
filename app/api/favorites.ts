import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import {
  carFileSchema,
  favoriteOwnerOf,
  MAX_FAVORITES,
  ownerForWrite,
  visitorCookie,
} from "../core/favorites/favorites";
import {
  addFavorite,
  type FavoriteError,
  listFavorites,
  removeFavorite,
} from "../core/favorites/favorites.service.server";
import { STATUS_OF } from "../shared/error-status";
import { apiError } from "./errors";
import { respondError, validationHook } from "./respond";
import { errorResponse, OPTIONAL_SESSION } from "./schemas";
import type { ApiEnv } from "./types";

const FavoriteCar = z
  .object({
    number: z.number().int(),
    status: z.enum(["available", "reserved", "sold"]),
    brand: z.string(),
    model: z.string(),
    variant: z.string(),
    price_minor: z.number().int(),
    currency: z.string(),
  })
  .openapi("FavoriteCar");

const FavoriteState = z
  .object({ car: z.number().int(), favorite: z.boolean(), count: z.number().int() })
  .openapi("FavoriteState");

const carParam = z.object({
  car: z.string().openapi({
    param: { name: "car", in: "path" },
    description: "The car's public number followed by `.json`",
    example: "100123.json",
  }),
});

/** Full favorites are a 409 with their own code; the message names the limit. */
function favoriteError(c: Context<ApiEnv>, error: FavoriteError) {
  if (error.code === "not_found") return respondError(c, error);
  return apiError(c, STATUS_OF.conflict, "favorites_full", undefined, error.message, { max: MAX_FAVORITES });
}

/** Favorites ("parked" cars) of the visitor: the signed-in user's, or an anonymous visitor cookie's. */
export const favoritesApi = new OpenAPIHono<ApiEnv>({
  defaultHook: validationHook,
});

favoritesApi.openapi(
  createRoute({
    method: "get",
    path: "/favorites.json",
    operationId: "listFavorites",
    tags: ["Favorites"],
    security: OPTIONAL_SESSION,
    summary: "The visitor's parked cars, newest first (sold and reserved ones marked; unpublished left out)",
    responses: {
      200: {
        description: "Favorites",
        content: {
          "application/json": {
            schema: z.object({ cars: z.array(FavoriteCar), count: z.number().int() }),
          },
        },
      },
      "4XX": errorResponse("The API's error body, as for any other path"),
    },
  }),
  async (c) => {
    const owner = favoriteOwnerOf(c.req.header("cookie"), c.var.user);
    const cards = await listFavorites(c.var.services, owner);
    c.header("Cache-Control", "private, no-store");
    return c.json(
      {
        cars: cards.map((car) => ({
          number: car.number,
          status: car.state,
          brand: car.brandName,
          model: car.modelName,
          variant: car.variant,
          price_minor: car.priceMinor,
          currency: car.currency,
        })),
        count: cards.length,
      },
      200,
    );
  },
);

favoritesApi.openapi(
  createRoute({
    method: "put",
    path: "/favorites/{car}",
    operationId: "addFavorite",
    tags: ["Favorites"],
    security: OPTIONAL_SESSION,
    summary:
      "Parks a car (idempotent). An anonymous visitor gets a long-lived httpOnly visitor cookie on the first one",
    request: { params: carParam },
    responses: {
      200: { description: "Parked", content: { "application/json": { schema: FavoriteState } } },
      400: errorResponse("Not a car number"),
      404: errorResponse("No such published car on this site"),
      409: errorResponse("The visitor has parked the maximum number of cars"),
    },
  }),
  async (c) => {
    const parsed = carFileSchema.safeParse(c.req.valid("param").car);
    if (!parsed.success) return apiError(c, 400, "invalid");
    const { owner, newVisitorId } = ownerForWrite(c.req.header("cookie"), c.var.user);
    const result = await addFavorite(c.var.services, owner, parsed.data);
    if (!result.ok) return favoriteError(c, result.error) as never;
    if (newVisitorId) c.header("Set-Cookie", visitorCookie(newVisitorId, c.var.secureCookies));
    c.header("Cache-Control", "private, no-store");
    return c.json({ car: parsed.data, favorite: true, count: result.value.count }, 200);
  },
);

favoritesApi.openapi(
  createRoute({
    method: "delete",
    path: "/favorites/{car}",
    operationId: "removeFavorite",
    tags: ["Favorites"],
    security: OPTIONAL_SESSION,
    summary: "Removes a parked car (idempotent for offered cars; an unpublished one only while it is parked)",
    request: { params: carParam },
    responses: {
      200: { description: "Removed", content: { "application/json": { schema: FavoriteState } } },
      400: errorResponse("Not a car number"),
      404: errorResponse("No such published car on this site (nor a parked one since taken off)"),
    },
  }),
  async (c) => {
    const parsed = carFileSchema.safeParse(c.req.valid("param").car);
    if (!parsed.success) return apiError(c, 400, "invalid");
    const owner = favoriteOwnerOf(c.req.header("cookie"), c.var.user);
    const result = await removeFavorite(c.var.services, owner, parsed.data);
    if (!result.ok) return favoriteError(c, result.error) as never;
    c.header("Cache-Control", "private, no-store");
    return c.json({ car: parsed.data, favorite: false, count: result.value.count }, 200);
  },
);
