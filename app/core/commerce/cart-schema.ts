/**
 * What the browser may say about a cart: which thing to add and how many. Never a price: the
 * server prices every line itself. Messages are catalogue keys. Numbers are coerced so that a form
 * without JavaScript (strings) and the JSON API (numbers) share the schema.
 */
import { z } from "zod";

/** The most of one item a cart holds (also the database's check on cart_lines.quantity). */
export const MAX_LINE_QUANTITY = 99;

const SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/;
const KEY = /^[a-z0-9_-]{1,40}$/;

const quantity = z.coerce
  .number({ message: "commerce:validation.quantity" })
  .int("commerce:validation.quantity")
  .min(1, "commerce:validation.quantity")
  .max(MAX_LINE_QUANTITY, "commerce:validation.quantity");

/** Option keys as a list, or one comma-separated string (a form field); lower case, at most 60. */
const optionKeys = z
  .union([z.array(z.string().max(40, "validation:invalid_value")), z.string().max(2_500)])
  .default([])
  .transform((v) =>
    (Array.isArray(v) ? v : v.split(",")).map((k) => k.trim().toLowerCase()).filter((k) => k.length > 0),
  )
  .pipe(z.array(z.string().regex(KEY, "validation:invalid_value")).max(60, "validation:invalid_value"))
  .transform((keys) => [...new Set(keys)]);

export const addToCartSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({
      kind: z.literal("used_car"),
      carNumber: z.coerce
        .number({ message: "validation:invalid_value" })
        .int("validation:invalid_value")
        .min(1, "validation:invalid_value")
        .max(Number.MAX_SAFE_INTEGER, "validation:invalid_value"),
    }),
    z.object({
      kind: z.literal("item"),
      itemId: z.uuid("validation:invalid_value"),
      quantity: quantity.default(1),
    }),
    z.object({
      kind: z.literal("new_car"),
      /** Brand and model slugs as in the configurator's URL (`buy-{brand}/{model}`). */
      brand: z.string().toLowerCase().regex(SLUG, "validation:invalid_value"),
      model: z.string().toLowerCase().regex(SLUG, "validation:invalid_value"),
      /** Gearbox and fuel: the keys (`automatic`, `plugin_hybrid`) or the URL segments (en or de). */
      gear: z.string().toLowerCase().regex(KEY, "validation:invalid_value"),
      fuel: z.string().toLowerCase().regex(KEY, "validation:invalid_value"),
      options: optionKeys,
      colour: z
        .string()
        .toLowerCase()
        .regex(KEY, "validation:invalid_value")
        .nullable()
        .default(null)
        .or(z.literal("").transform(() => null)),
    }),
  ],
  { message: "validation:invalid_choice" },
);
export type AddToCartInput = z.infer<typeof addToCartSchema>;

export const setQuantitySchema = z.object({ quantity });
export type SetQuantityInput = z.infer<typeof setQuantitySchema>;
