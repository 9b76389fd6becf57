import { describe, expect, it } from "vitest";
import {
  applyPriceChange,
  CAR_STATES,
  carStateOf,
  columnsOfState,
  MAX_PRICE_MINOR,
  previousPriceAfter,
} from "./car-state";

const at = new Date("2026-11-01T10:00:00Z");

describe("carStateOf", () => {
  it("derives the four states from status and publication", () => {
    expect(carStateOf({ status: "available", publishedAt: null })).toBe("draft");
    expect(carStateOf({ status: "available", publishedAt: at })).toBe("published");
    expect(carStateOf({ status: "available", publishedAt: at.toISOString() })).toBe("published");
    expect(carStateOf({ status: "reserved", publishedAt: at })).toBe("reserved");
    expect(carStateOf({ status: "reserved", publishedAt: null })).toBe("reserved");
    expect(carStateOf({ status: "sold", publishedAt: at })).toBe("sold");
    expect(carStateOf({ status: "sold", publishedAt: null })).toBe("sold");
  });

  it("each state's columns derive that state again", () => {
    for (const state of CAR_STATES) {
      const { status, publish } = columnsOfState(state);
      // "keep" leaves publication as it was: either way the state comes back.
      const variants = publish === "keep" ? [null, at] : [publish ? at : null];
      for (const publishedAt of variants) expect(carStateOf({ status, publishedAt })).toBe(state);
    }
  });

  it("a draft is unpublished and available, publishing sets the publication", () => {
    expect(columnsOfState("draft")).toEqual({ status: "available", publish: false });
    expect(columnsOfState("published")).toEqual({ status: "available", publish: true });
    expect(columnsOfState("sold")).toEqual({ status: "sold", publish: "keep" });
  });
});

describe("applyPriceChange", () => {
  it("sets a price, or moves it by an amount or by basis points (rounded to whole minor units)", () => {
    expect(applyPriceChange(2_499_000, { kind: "set", priceMinor: 2_299_000 })).toBe(2_299_000);
    expect(applyPriceChange(2_499_000, { kind: "amount", deltaMinor: -100_000 })).toBe(2_399_000);
    expect(applyPriceChange(2_499_000, { kind: "percent", basisPoints: -500 })).toBe(2_374_050);
    expect(applyPriceChange(999, { kind: "percent", basisPoints: 333 })).toBe(1032);
  });

  it("refuses prices below one minor unit, above the maximum, or not whole", () => {
    expect(applyPriceChange(100, { kind: "amount", deltaMinor: -100 })).toBeNull();
    expect(applyPriceChange(100, { kind: "percent", basisPoints: -10_000 })).toBeNull();
    expect(applyPriceChange(100, { kind: "set", priceMinor: MAX_PRICE_MINOR + 1 })).toBeNull();
    expect(applyPriceChange(100, { kind: "set", priceMinor: MAX_PRICE_MINOR })).toBe(MAX_PRICE_MINOR);
    expect(applyPriceChange(100, { kind: "set", priceMinor: 10.5 })).toBeNull();
    expect(applyPriceChange(100, { kind: "set", priceMinor: Number.NaN })).toBeNull();
  });
});

describe("previousPriceAfter", () => {
  it("a reduction keeps the old price as the reference", () => {
    expect(previousPriceAfter(25_000, 23_000, null)).toBe(25_000);
  });

  it("a second reduction keeps the earlier, higher reference", () => {
    expect(previousPriceAfter(23_000, 21_000, 25_000)).toBe(25_000);
  });

  it("a rise below the reference keeps it; to or above the reference clears it", () => {
    expect(previousPriceAfter(21_000, 24_000, 25_000)).toBe(25_000);
    expect(previousPriceAfter(21_000, 25_000, 25_000)).toBeNull();
    expect(previousPriceAfter(21_000, 26_000, 25_000)).toBeNull();
    expect(previousPriceAfter(21_000, 22_000, null)).toBeNull();
  });
});
