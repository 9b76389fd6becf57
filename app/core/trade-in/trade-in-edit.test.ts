import { describe, expect, it } from "vitest";
import { defaultOfferDay, parseOffer, parseVehicle } from "./trade-in-edit";

const TZ = "Europe/Berlin";
const now = new Date("2026-11-24T10:00:00Z");

describe("the offer amount in the page's language (issue 36, decision 0054)", () => {
  const amount = (raw: string, locale: "de" | "en" | "pl" | "tr") => {
    const r = parseOffer({ amount: raw, expiresOn: "" }, now, TZ, locale);
    return r.ok ? r.value.offerMinor : r.error.code === "invalid" ? r.error.fields?.amount?.[0] : null;
  };

  it.each([
    ["12500", "de", 1_250_000],
    ["12500,50", "de", 1_250_050],
    ["12.500", "de", 1_250_000],
    ["8.750", "de", 875_000],
    ["12.500,50", "de", 1_250_050],
    ["12 500", "de", 1_250_000],
    ["0,99", "de", 99],
    ["12,500", "en", 1_250_000],
    ["12,500.50", "en", 1_250_050],
    ["12500.5", "en", 1_250_050],
    ["12 500,50", "pl", 1_250_050],
    ["12.500,50", "tr", 1_250_050],
  ] as const)("%s in %s -> %i minor units", (raw, locale, minor) => {
    expect(amount(raw, locale)).toBe(minor);
  });

  it.each([
    ["12,500", "de"],
    ["12.50", "de"],
    ["12.500,50", "en"],
    ["12,50", "en"],
    ["12.500", "pl"],
    ["-100", "de"],
    ["12e3", "en"],
    ["abc", "de"],
    ["1.2.3", "de"],
    ["12500,505", "de"],
    ["１２", "de"],
    ["1".repeat(13), "de"],
  ] as const)("refuses %s in %s with the amount message", (raw, locale) => {
    expect(amount(raw, locale)).toBe("jobs:trade_in.errors.amount");
  });
});

describe("parseOffer", () => {
  it("stores the amount in minor units and the expiry at 23:59 of the last day at the dealer", () => {
    const offer = parseOffer({ amount: "9.800", expiresOn: "2026-12-01" }, now, TZ);
    expect(offer).toEqual({
      ok: true,
      value: { offerMinor: 980_000, offerExpiresAt: new Date("2026-12-01T22:59:00Z") },
    });
  });

  it("defaults to 7 days ahead", () => {
    expect(defaultOfferDay(now, TZ)).toBe("2026-12-01");
    const offer = parseOffer({ amount: "100", expiresOn: "" }, now, TZ);
    expect(offer.ok && offer.value.offerExpiresAt.toISOString()).toBe("2026-12-01T22:59:00.000Z");
  });

  it("today is still in the future; yesterday is not", () => {
    expect(parseOffer({ amount: "100", expiresOn: "2026-11-24" }, now, TZ).ok).toBe(true);
    expect(parseOffer({ amount: "100", expiresOn: "2026-11-23" }, now, TZ)).toEqual({
      ok: false,
      error: { code: "invalid", fields: { expiresOn: ["jobs:trade_in.errors.expiry_past"] } },
    });
  });

  it("refuses a zero, negative or absurd amount and impossible dates with translated keys", () => {
    const fields = (input: Record<string, unknown>) => {
      const r = parseOffer(input, now, TZ);
      return r.ok ? null : r.error.code === "invalid" ? r.error.fields : null;
    };
    expect(fields({ amount: "0" })).toEqual({ amount: ["jobs:trade_in.errors.amount"] });
    expect(fields({ amount: "-5" })).toEqual({ amount: ["jobs:trade_in.errors.amount"] });
    expect(fields({ amount: "99999999999" })).toEqual({ amount: ["jobs:trade_in.errors.amount"] });
    expect(fields({ amount: "" })).toEqual({ amount: ["validation:required"] });
    expect(fields({})).toEqual({ amount: ["validation:required"] });
    expect(fields({ amount: "100", expiresOn: "2026-02-30" })).toEqual({
      expiresOn: ["jobs:trade_in.errors.expiry"],
    });
    expect(fields({ amount: "100", expiresOn: "2030-01-01" })).toEqual({
      expiresOn: ["jobs:trade_in.errors.expiry"],
    });
    expect(fields({ amount: "100", expiresOn: "'; drop table" })).toEqual({
      expiresOn: ["validation:too_long"],
    });
  });
});

describe("parseVehicle", () => {
  it("reads the mileage in the page's language, never half-understood (issue 37)", () => {
    const car = { brandName: "VW", modelName: "Golf" };
    const de = parseVehicle({ ...car, mileageKm: "85.000" }, now, TZ, "de");
    expect(de.ok && de.value.mileageKm).toBe(85_000);
    const en = parseVehicle({ ...car, mileageKm: "85,000" }, now, TZ, "en");
    expect(en.ok && en.value.mileageKm).toBe(85_000);
    expect(parseVehicle({ ...car, mileageKm: "85,000" }, now, TZ, "de").ok).toBe(false);
  });

  it("takes brand, model, month of first registration, mileage, fuel and gearbox", () => {
    expect(
      parseVehicle(
        {
          brandName: " VW ",
          modelName: "Golf",
          firstRegistration: "2019-03",
          mileageKm: "85000",
          fuel: "diesel",
          gearbox: "manual",
        },
        now,
        TZ,
      ),
    ).toEqual({
      ok: true,
      value: {
        brandName: "VW",
        modelName: "Golf",
        firstRegistration: "2019-03-01",
        mileageKm: 85000,
        fuel: "diesel",
        gearbox: "manual",
      },
    });
  });

  it("empty optional fields become null", () => {
    const r = parseVehicle(
      { brandName: "VW", modelName: "Golf", firstRegistration: "", mileageKm: "", fuel: "" },
      now,
      TZ,
    );
    expect(r.ok && r.value).toMatchObject({
      firstRegistration: null,
      mileageKm: null,
      fuel: null,
      gearbox: null,
    });
  });

  it("refuses bad values with translated keys", () => {
    const fields = (input: Record<string, unknown>) => {
      const r = parseVehicle({ brandName: "VW", modelName: "Golf", ...input }, now, TZ);
      return r.ok ? null : r.error.code === "invalid" ? r.error.fields : null;
    };
    expect(fields({ brandName: "" })).toEqual({ brandName: ["validation:required"] });
    expect(fields({ mileageKm: "-1" })).toEqual({ mileageKm: ["jobs:trade_in.errors.mileage"] });
    expect(fields({ mileageKm: "12.5" })).toEqual({ mileageKm: ["jobs:trade_in.errors.mileage"] });
    expect(fields({ mileageKm: "lots" })).toEqual({ mileageKm: ["jobs:trade_in.errors.mileage"] });
    expect(fields({ fuel: "coal" })).toEqual({ fuel: ["validation:invalid_choice"] });
    expect(fields({ firstRegistration: "2027-01" })).toEqual({
      firstRegistration: ["jobs:trade_in.errors.first_registration"],
    });
    expect(fields({ firstRegistration: "1899-12" })).toEqual({
      firstRegistration: ["jobs:trade_in.errors.first_registration"],
    });
    expect(fields({ firstRegistration: "2019-13" })).toEqual({
      firstRegistration: ["jobs:trade_in.errors.first_registration"],
    });
  });
});
