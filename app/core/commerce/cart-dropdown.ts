/** The top menu's cart dropdown: at most six lines and "N more". Pure. */
import type { Cart, CartSummary } from "./cart-types";

/** The cart dropdown shows at most 6 items. */
export const CART_DROPDOWN_MAX = 6;

export function summarizeCart(cart: Cart): CartSummary {
  return {
    count: cart.count,
    lines: cart.lines.slice(0, CART_DROPDOWN_MAX),
    more: Math.max(0, cart.lines.length - CART_DROPDOWN_MAX),
    totalMinor: cart.totalMinor,
    currency: cart.currency,
  };
}
