/** The shop's links and stock display, for the browser too (no database module in reach). Pure. */
import type { ItemCategory } from "../../core/commerce/commerce-enums";

export type ShopQuery = { category?: ItemCategory; q?: string };

/** The query string of a shop state (`?category=care&q=wax`), empty for the whole shop. */
export function shopSearch(query: ShopQuery): string {
  const params = new URLSearchParams();
  if (query.category) params.set("category", query.category);
  if (query.q) params.set("q", query.q);
  const s = params.toString();
  return s ? `?${s}` : "";
}

/** How an item's stock shows on its card: a service never runs out. */
export type StockState =
  | { kind: "service" }
  | { kind: "in_stock" }
  | { kind: "low"; count: number }
  | { kind: "out" };

/** At most this many left: the card says "only N left". */
export const LOW_STOCK = 5;

export function stockState(stock: number | null): StockState {
  if (stock === null) return { kind: "service" };
  if (stock <= 0) return { kind: "out" };
  if (stock <= LOW_STOCK) return { kind: "low", count: stock };
  return { kind: "in_stock" };
}

/** The most one line may hold (the cart lines' own limit is 99). */
export function maxOrderQuantity(stock: number | null): number {
  return stock === null ? 99 : Math.max(0, Math.min(stock, 99));
}
