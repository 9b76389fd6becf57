/**
 * The shop's URL state: `?category=` (one of the item categories) and `?q=` (free text).
 * Invalid values are dropped, not refused: an old or hand-made link still shows the shop. Pure; used by the loader only
 * (the schema module it reads is not for the browser).
 */
import { z } from "zod";
import { ITEM_CATEGORIES } from "../../core/commerce/commerce-enums";
import type { ShopQuery } from "./shop-url";

export const SHOP_QUERY_MAX = 100;

export const shopQuerySchema = z.object({
  category: z.enum(ITEM_CATEGORIES).optional().catch(undefined),
  q: z
    .string()
    .trim()
    .max(SHOP_QUERY_MAX)
    .optional()
    .catch(undefined)
    .transform((v) => (v ? v : undefined)),
});

export function parseShopQuery(params: URLSearchParams): ShopQuery {
  const parsed = shopQuerySchema.parse({
    category: params.get("category") ?? undefined,
    q: params.get("q") ?? undefined,
  });
  const out: ShopQuery = {};
  if (parsed.category) out.category = parsed.category;
  if (parsed.q) out.q = parsed.q;
  return out;
}
