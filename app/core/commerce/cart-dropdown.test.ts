import { describe, expect, it } from "vitest";
import { summarizeCart } from "./cart-dropdown";
import type { Cart, CartLine } from "./cart-types";

const line = (i: number): CartLine => ({
  id: `l${i}`,
  kind: "item",
  name: `Item ${i}`,
  brandName: null,
  variant: null,
  image: null,
  href: "/shop",
  quantity: 2,
  maxQuantity: 99,
  unitPriceMinor: 100,
  vatRateBp: 1900,
  totalMinor: 200,
  problem: null,
});
const cart = (n: number): Cart => ({
  lines: Array.from({ length: n }, (_, i) => line(i)),
  count: n * 2,
  currency: "EUR",
  hasUsedCar: false,
  netMinor: 0,
  vatMinor: 0,
  totalMinor: n * 200,
  vatByRate: [],
});

describe("cart dropdown (spec 9: at most 6 items and N more)", () => {
  it("shows every line of a small cart", () => {
    const s = summarizeCart(cart(6));
    expect(s.lines).toHaveLength(6);
    expect(s.more).toBe(0);
  });
  it("from the seventh line on, shows six and counts the rest", () => {
    expect(summarizeCart(cart(7))).toMatchObject({ more: 1 });
    expect(summarizeCart(cart(7)).lines).toHaveLength(6);
    const s = summarizeCart(cart(9));
    expect(s.lines.map((l) => l.id)).toEqual(["l0", "l1", "l2", "l3", "l4", "l5"]);
    expect(s).toMatchObject({ more: 3, count: 18, totalMinor: 1800, currency: "EUR" });
  });
});
