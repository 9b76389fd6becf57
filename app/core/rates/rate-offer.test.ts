import { describe, expect, it } from "vitest";
import { calculateOffer, choiceFromQuery, defaultChoice, monthlyOf } from "./rate-offer";

const q = (s: string) => new URLSearchParams(s);

describe("choice from the URL (the calculators' GET forms)", () => {
  it("uses the standard offer without parameters", () => {
    expect(choiceFromQuery("financing", q(""), 2_499_000)).toEqual({
      downPaymentMinor: 499_800,
      termMonths: 48,
      mileageKm: 0,
    });
    expect(defaultChoice("leasing", 2_499_000)).toEqual({
      downPaymentMinor: 249_900,
      termMonths: 36,
      mileageKm: 15_000,
    });
  });
  it("reads the down payment in whole units and a term and mileage of the lists", () => {
    expect(choiceFromQuery("financing", q("down=5000&term=60"), 2_499_000)).toMatchObject({
      downPaymentMinor: 500_000,
      termMonths: 60,
    });
    expect(choiceFromQuery("leasing", q("down=0&term=48&km=25000"), 2_499_000)).toEqual({
      downPaymentMinor: 0,
      termMonths: 48,
      mileageKm: 25_000,
    });
  });
  it("reads a down payment typed in the page's language (issue 36)", () => {
    expect(choiceFromQuery("financing", q("down=5.000&term=60"), 2_499_000, "de").downPaymentMinor).toBe(
      500_000,
    );
    expect(
      choiceFromQuery("leasing", q("down=5%2C000&term=48&km=25000"), 2_499_000, "en").downPaymentMinor,
    ).toBe(500_000);
    expect(
      choiceFromQuery("leasing", q("down=5+000&term=48&km=25000"), 2_499_000, "pl").downPaymentMinor,
    ).toBe(500_000);
    // An English "5,000" on a German page is 5 with three decimals: not a whole amount, the standard offer.
    expect(choiceFromQuery("financing", q("down=5%2C000"), 2_499_000, "de").downPaymentMinor).toBe(499_800);
  });
  it("caps the down payment at the price and ignores nonsense", () => {
    expect(choiceFromQuery("financing", q("down=99999&term=13"), 1_000_000)).toMatchObject({
      downPaymentMinor: 1_000_000,
      termMonths: 48,
    });
    expect(choiceFromQuery("financing", q("down=-5&term=abc"), 1_000_000).downPaymentMinor).toBe(200_000);
    expect(choiceFromQuery("subscription", q("down=5000&term=7&km=1234"), 1_000_000)).toEqual({
      downPaymentMinor: 0,
      termMonths: 12,
      mileageKm: 1_500,
    });
  });
});

describe("offers", () => {
  it("names the monthly amount of every kind", () => {
    const price = 2_000_000;
    for (const kind of ["financing", "leasing", "subscription"] as const) {
      const offer = calculateOffer(kind, price, defaultChoice(kind, price));
      expect(offer.kind).toBe(kind);
      expect(monthlyOf(offer)).toBeGreaterThan(0);
    }
  });
});
