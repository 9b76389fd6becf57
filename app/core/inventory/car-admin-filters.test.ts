import { describe, expect, it } from "vitest";
import { hasTypedBounds, parseStockList } from "./car-admin-filters";

describe("stock list bounds typed in the page's language (issue 36, decision 0054)", () => {
  const q = (s: string) => new URLSearchParams(s);

  it("reads price and day bounds the page's way", () => {
    expect(parseStockList(q("price_min=5.000&price_max=20.000&days_min=1.000"), "de")).toMatchObject({
      price_min: 5000,
      price_max: 20_000,
      days_min: 1000,
    });
    expect(parseStockList(q("price_max=20%2C000"), "en").price_max).toBe(20_000);
    expect(parseStockList(q("price_max=20+000"), "pl").price_max).toBe(20_000);
    expect(parseStockList(q("price_max=20000"), "de").price_max).toBe(20_000);
  });

  it("drops the other language's way instead of reading 20.000 as 20", () => {
    expect(parseStockList(q("price_max=20.000"), "en").price_max).toBeUndefined();
    expect(parseStockList(q("price_max=20%2C000"), "de").price_max).toBeUndefined();
  });

  it("tells when the URL is to be written as digits", () => {
    expect(hasTypedBounds(q("price_max=20.000"))).toBe(true);
    expect(hasTypedBounds(q("price_max=20000&q=1.000"))).toBe(false);
  });
});
