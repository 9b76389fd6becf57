import { describe, expect, it } from "vitest";
import {
  formatLocaleMinor,
  formatLocaleNumber,
  localeNumber,
  parseLocaleMinor,
  parseLocaleNumber,
} from "./locale-number";

const value = (raw: string, locale: string, decimals = 0) => {
  const parsed = parseLocaleNumber(raw, locale, { decimals });
  return parsed.ok ? parsed.value : parsed.error;
};

describe("parseLocaleNumber", () => {
  it.each([
    ["85.000", "de", 85_000],
    ["85000", "de", 85_000],
    ["1.234.567", "de", 1_234_567],
    ["85 000", "de", 85_000],
    ["85.000", "tr", 85_000],
    ["85,000", "en", 85_000],
    ["85 000", "pl", 85_000],
    ["85\u00a0000", "pl", 85_000],
    ["85\u202f000", "pl", 85_000],
    [" 42 ", "en", 42],
    ["0", "de", 0],
  ])("reads the whole number %s in %s", (raw, locale, expected) => {
    expect(value(raw, locale)).toBe(expected);
  });

  it.each([
    ["12,5", "de", 12.5],
    ["1.234,5", "de", 1234.5],
    ["12,5", "tr", 12.5],
    ["12.5", "en", 12.5],
    ["1,234.5", "en", 1234.5],
    ["12,5", "pl", 12.5],
    ["1 234,5", "pl", 1234.5],
  ])("reads the decimal %s in %s", (raw, locale, expected) => {
    expect(value(raw, locale, 1)).toBe(expected);
  });

  it.each([
    ["85.00.0", "de"],
    ["1,2,3", "en"],
    ["1.2.3", "de"],
    ["85.0000", "de"],
    ["1234.567", "de"],
    ["12a", "de"],
    ["", "de"],
    ["1e5", "en"],
    ["0x10", "en"],
    ["85.000", "pl"],
    ["85 000.5", "de"],
    ["1.234 567", "de"],
    [",5,", "de"],
    ["Infinity", "en"],
  ])("refuses %s in %s as not a number", (raw, locale) => {
    expect(value(raw, locale, 2)).toBe("validation:number_invalid");
  });

  it("refuses decimals where the field takes whole numbers, and more decimals than it takes", () => {
    // An English 85,000 on a German page is 85 with three decimals: refused, never stored as 85.
    expect(value("85,000", "de")).toBe("validation:number_whole");
    expect(value("85.000", "en")).toBe("validation:number_whole");
    expect(value("12,55", "de", 1)).toBe("validation:number_decimals");
    expect(value("24.990,505", "de", 2)).toBe("validation:number_decimals");
  });

  it("refuses a minus unless the field allows it, and numbers beyond twelve digits", () => {
    expect(value("-5", "de")).toBe("validation:number_too_small");
    expect(parseLocaleNumber("-5,5", "de", { decimals: 1, negative: true })).toEqual({
      ok: true,
      value: -5.5,
    });
    expect(value("1234567890123", "en")).toBe("validation:number_too_big");
  });
});

describe("parseLocaleMinor", () => {
  it.each([
    ["24.990", "de", 2_499_000],
    ["24.990,50", "de", 2_499_050],
    ["24.990,5", "de", 2_499_050],
    ["24990 €", "de", 2_499_000],
    ["€24,990.99", "en", 2_499_099],
    ["24 990,01", "pl", 2_499_001],
    ["0,29", "tr", 29],
  ])("%s in %s is %i minor units", (raw, locale, minor) => {
    expect(parseLocaleMinor(raw, locale)).toEqual({ ok: true, value: minor });
  });

  it("refuses three decimals and a foreign decimal separator", () => {
    expect(parseLocaleMinor("24,990", "de").ok).toBe(false);
    expect(parseLocaleMinor("24.99", "de").ok).toBe(false);
    expect(parseLocaleMinor("24,99", "en").ok).toBe(false);
  });
});

describe("localeNumber (zod)", () => {
  it("turns a typed value into a number in the page's language, with bounds and optional empties", () => {
    const km = localeNumber("de", { min: 0, max: 2_000_000 });
    expect(km.parse("85.000")).toBe(85_000);
    expect(localeNumber("en", { max: 2_000_000 }).parse("85,000")).toBe(85_000);
    expect(km.safeParse("3.000.000").error?.issues[0]?.message).toBe("validation:number_too_big");
    expect(km.safeParse("").error?.issues[0]?.message).toBe("validation:required");
    expect(km.safeParse("85.00.0").error?.issues[0]?.message).toBe("validation:number_invalid");
    expect(localeNumber("de", { optional: true }).parse("")).toBeNull();
    expect(km.parse(85_000)).toBe(85_000);
    expect(km.safeParse(85.5).success).toBe(false);
  });

  it("reads money into minor units and uses the field's own messages", () => {
    const price = localeNumber("de", { money: true, min: 1, messages: { invalid: "x:money" } });
    expect(price.parse("24.990,50")).toBe(2_499_050);
    expect(price.parse(24_990.5)).toBe(2_499_050);
    expect(price.safeParse("24,990").error?.issues[0]?.message).toBe("x:money");
  });
});

describe("formatting for inputs", () => {
  it("writes numbers the way the language reads them back", () => {
    expect(formatLocaleNumber(85_000, "de")).toBe("85.000");
    expect(formatLocaleNumber(85_000, "en")).toBe("85,000");
    expect(formatLocaleNumber(85_000, "pl").replace(/\s/g, " ")).toBe("85 000");
    expect(formatLocaleMinor(2_499_050, "de")).toBe("24.990,50");
    expect(formatLocaleMinor(2_499_000, "en")).toBe("24,990");
    for (const locale of ["de", "en", "pl", "tr"]) {
      const text = formatLocaleNumber(1_234_567.5, locale, 1);
      expect(parseLocaleNumber(text, locale, { decimals: 1 })).toEqual({ ok: true, value: 1_234_567.5 });
    }
  });
});
