/**
 * The shop: the dealer's accessories, wheels, care products, services and
 * merchandise, in the request's language. Search matches all space-separated words, case-insensitively,
 * over name, description, brand and SKU in that language; a dealer has dozens of items, so
 * the words are matched in memory after one indexed read.
 */

import { matchesAllWords, searchWords } from "../../shared/lists/list-params";
import { err, ok, type Result } from "../../shared/result";
import type { ServiceContext } from "../context/service-context.server";
import { scoped } from "../context/tenant-scope.server";
import { pickLocalized } from "../leads/localized-text";
import { ITEM_CATEGORIES, type ItemCategory } from "./commerce-enums";
import {
  countActiveItemsByCategory,
  findActiveItem,
  listActiveItems,
  listActiveVariants,
} from "./shop.repo.server";

/** A variant the buyer picks on the item's card: an item of its own with name, price, stock. */
export type ShopVariant = {
  id: string;
  sku: string;
  name: string;
  priceMinor: number;
  stock: number | null;
  inStock: boolean;
};

export type ShopItem = {
  id: string;
  sku: string;
  category: ItemCategory;
  name: string;
  description: string;
  brandName: string | null;
  priceMinor: number;
  vatRateBp: number;
  stock: number | null;
  inStock: boolean;
  image: string | null;
  /** Active variants; when there are any, the card sells one of them, never the item itself. */
  variants: ShopVariant[];
};

type ItemRow = Awaited<ReturnType<typeof listActiveItems>>[number];

type VariantRow = Awaited<ReturnType<typeof listActiveVariants>>[number];

function toShopItem(row: ItemRow, ctx: ServiceContext, variantRows: VariantRow[] = []): ShopItem {
  const variants = variantRows.map((v) => ({
    id: v.id,
    sku: v.sku,
    name: pickLocalized(v.variantName, ctx.locale),
    priceMinor: v.priceMinor,
    stock: v.stock,
    inStock: v.stock === null || v.stock > 0,
  }));
  return {
    variants,
    id: row.id,
    sku: row.sku,
    category: row.category,
    name: pickLocalized(row.name, ctx.locale),
    description: pickLocalized(row.description, ctx.locale),
    brandName: row.brandName,
    priceMinor: row.priceMinor,
    vatRateBp: row.vatRateBp,
    stock: row.stock,
    inStock: variants.length ? variants.some((v) => v.inStock) : row.stock === null || row.stock > 0,
    image: row.image,
  };
}

/** The shop's items (optionally one category, optionally searched) and every category's count. */
export async function listShopItems(
  ctx: ServiceContext,
  params: { category?: ItemCategory; q?: string } = {},
): Promise<{ items: ShopItem[]; categories: { key: ItemCategory; count: number }[] }> {
  const scope = scoped(ctx);
  const category = params.category && ITEM_CATEGORIES.includes(params.category) ? params.category : undefined;
  const [rows, counts] = await Promise.all([
    listActiveItems(scope, category),
    countActiveItemsByCategory(scope),
  ]);
  const words = searchWords(params.q);
  const variants = await listActiveVariants(
    scope,
    rows.map((r) => r.id),
  );
  const shown = rows
    .map((r) =>
      toShopItem(
        r,
        ctx,
        variants.filter((v) => v.parentId === r.id),
      ),
    )
    .filter(
      (i) =>
        words.length === 0 ||
        matchesAllWords(
          [i.name, i.description, i.brandName ?? "", i.sku, ...i.variants.map((v) => `${v.name} ${v.sku}`)]
            .join(" ")
            .toLowerCase(),
          words,
        ),
    );
  const byKey = new Map(counts.map((c) => [c.category, Number(c.n)]));
  return {
    items: shown,
    categories: ITEM_CATEGORIES.filter((key) => (byKey.get(key) ?? 0) > 0).map((key) => ({
      key,
      count: byKey.get(key) ?? 0,
    })),
  };
}

/** One active item of the shop, or not_found (unknown, inactive or another site's). */
export async function getShopItem(ctx: ServiceContext, id: string): Promise<Result<ShopItem>> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id))
    return err({ code: "not_found" });
  const scope = scoped(ctx);
  const row = await findActiveItem(scope, id);
  return row
    ? ok(toShopItem(row, ctx, await listActiveVariants(scope, [row.id])))
    : err({ code: "not_found" });
}
