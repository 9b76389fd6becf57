import { describe, expect, it } from "vitest";
import {
  AGE_BANDS,
  bandOf,
  carOverviewQuery,
  daysInStock,
  PRICE_BANDS,
  parseCarOverviewFilters,
} from "./car-overview";

describe("car overview bands", () => {
  it("are ordered, gap-free from 0 and end open", () => {
    for (const bands of [AGE_BANDS, PRICE_BANDS]) {
      expect(bands[0]!.from).toBe(0);
      for (let i = 1; i < bands.length; i++) expect(bands[i]!.from).toBe(bands[i - 1]!.to! + 1);
      expect(bands.at(-1)!.to).toBeNull();
    }
  });

  it("put each age in days in exactly one band, the limits inclusive", () => {
    expect([0, 30, 31, 60, 61, 90, 91, 180, 181, 5000].map((d) => bandOf(AGE_BANDS, d).key)).toEqual([
      "0-30",
      "0-30",
      "31-60",
      "31-60",
      "61-90",
      "61-90",
      "91-180",
      "91-180",
      "181+",
      "181+",
    ]);
  });

  it("put prices in minor units in bands of whole euros", () => {
    expect(bandOf(PRICE_BANDS, 499_999).key).toBe("0-4999");
    expect(bandOf(PRICE_BANDS, 500_000).key).toBe("5000-9999");
    expect(bandOf(PRICE_BANDS, 2_999_999).key).toBe("20000-29999");
    expect(bandOf(PRICE_BANDS, 5_000_000).key).toBe("50000+");
    expect(bandOf(PRICE_BANDS, -1).key).toBe("0-4999");
  });

  it("count whole days in stock, never negative", () => {
    const now = new Date("2026-11-24T12:00:00Z");
    expect(daysInStock(new Date("2026-11-24T00:00:00Z"), now)).toBe(0);
    expect(daysInStock(new Date("2026-10-25T12:00:00Z"), now)).toBe(30);
    expect(daysInStock(new Date("2026-10-25T11:59:59Z"), now)).toBe(30);
    expect(daysInStock(new Date("2026-10-24T11:59:59Z"), now)).toBe(31);
    expect(daysInStock(new Date("2027-01-01T00:00:00Z"), now)).toBe(0);
  });
});

describe("car overview filters", () => {
  it("read the stock list's keys, drop the invalid, and write one canonical query", () => {
    const f = parseCarOverviewFilters(
      new URLSearchParams(
        "fuel=diesel&state=sold&state=draft&brand=BMW&location=3&location=0&location=x&condition=new&fuel=coal&state=gone",
      ),
    );
    expect(f).toEqual({
      state: ["draft", "sold"],
      brand: ["bmw"],
      location: ["3"],
      fuel: ["diesel"],
      condition: ["new"],
    });
    expect(carOverviewQuery(f)).toBe(
      "?state=draft&state=sold&brand=bmw&location=3&fuel=diesel&condition=new",
    );
    expect(carOverviewQuery(parseCarOverviewFilters(new URLSearchParams("")))).toBe("");
  });
});
