import { describe, expect, it } from "vitest";
import { parseShopQuery } from "./shop-query";
import { maxOrderQuantity, shopSearch, stockState } from "./shop-url";

describe("shop URL state", () => {
  it("keeps a known category and a trimmed search", () => {
    expect(parseShopQuery(new URLSearchParams("category=care&q=%20wax%20"))).toEqual({
      category: "care",
      q: "wax",
    });
  });
  it("drops what it does not know instead of failing", () => {
    expect(parseShopQuery(new URLSearchParams("category=nope&q="))).toEqual({});
    expect(parseShopQuery(new URLSearchParams(`q=${"x".repeat(101)}`))).toEqual({});
  });
  it("writes the state back as one URL", () => {
    expect(shopSearch({})).toBe("");
    expect(shopSearch({ category: "wheels_tyres", q: "winter tyre" })).toBe(
      "?category=wheels_tyres&q=winter+tyre",
    );
  });
});

describe("stock state", () => {
  it.each([
    [null, { kind: "service" }],
    [0, { kind: "out" }],
    [3, { kind: "low", count: 3 }],
    [5, { kind: "low", count: 5 }],
    [6, { kind: "in_stock" }],
  ])("%s -> %o", (stock, state) => {
    expect(stockState(stock)).toEqual(state);
  });
  it("caps the quantity at the stock and at 99", () => {
    expect(maxOrderQuantity(null)).toBe(99);
    expect(maxOrderQuantity(4)).toBe(4);
    expect(maxOrderQuantity(500)).toBe(99);
    expect(maxOrderQuantity(0)).toBe(0);
  });
});
