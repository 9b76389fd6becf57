import { describe, expect, it } from "vitest";
import { niceScale } from "./chart-scale";

describe("chart scale", () => {
  it("rounds the maximum up to a readable step", () => {
    expect(niceScale(87)).toEqual({ max: 100, ticks: [0, 25, 50, 75, 100] });
    expect(niceScale(4)).toEqual({ max: 4, ticks: [0, 1, 2, 3, 4] });
    expect(niceScale(1234)).toEqual({ max: 1500, ticks: [0, 500, 1000, 1500] });
    expect(niceScale(0.3)).toEqual({ max: 0.3, ticks: [0, 0.1, 0.2, 0.3] });
  });

  it("gives a unit axis for no data", () => {
    expect(niceScale(0)).toEqual({ max: 1, ticks: [0, 1] });
    expect(niceScale(Number.NaN)).toEqual({ max: 1, ticks: [0, 1] });
  });
});
