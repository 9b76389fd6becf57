import { describe, expect, it } from "vitest";
import { defaultFinancingChoice, financingChoiceFromQuery } from "./financing-query";

const q = (s: string) => new URLSearchParams(s);

describe("financing choice from the URL", () => {
  it("uses the standard offer without parameters", () => {
    expect(financingChoiceFromQuery(q(""), 2_499_000)).toEqual({ downPaymentMinor: 499_800, termMonths: 48 });
    expect(defaultFinancingChoice(2_499_000).downPaymentMinor % 100).toBe(0);
  });
  it("reads down payment in whole units and a term of the list", () => {
    expect(financingChoiceFromQuery(q("down=5000&term=60"), 2_499_000)).toEqual({
      downPaymentMinor: 500_000,
      termMonths: 60,
    });
  });
  it("caps the down payment at the price and ignores nonsense", () => {
    expect(financingChoiceFromQuery(q("down=99999&term=13"), 1_000_000)).toEqual({
      downPaymentMinor: 1_000_000,
      termMonths: 48,
    });
    expect(financingChoiceFromQuery(q("down=-5&term=abc"), 1_000_000).downPaymentMinor).toBe(200_000);
  });
});
