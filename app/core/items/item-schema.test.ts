import { describe, expect, it } from "vitest";
import { formatMoneyInput, itemListQuery, itemSchemas, parseItemList, parseMoneyInput } from "./item-schema";

describe("money typed in the locale's format", () => {
  it("reads German, Polish and Turkish decimals with a comma, English with a point", () => {
    expect(parseMoneyInput("89,90", "de")).toBe(8990);
    expect(parseMoneyInput("1.234,5", "de")).toBe(123450);
    expect(parseMoneyInput("1 234,50", "pl")).toBe(123450);
    expect(parseMoneyInput("1\u00a0234,50", "pl")).toBe(123450);
    expect(parseMoneyInput("1.234,50", "tr")).toBe(123450);
    expect(parseMoneyInput("1,234.50", "en")).toBe(123450);
    expect(parseMoneyInput("89.9", "en")).toBe(8990);
    expect(parseMoneyInput("89", "de")).toBe(8900);
  });

  it("refuses what is not an amount in that locale", () => {
    for (const [raw, locale] of [
      ["89.90", "de"],
      ["1.2.3", "de"],
      ["-5", "de"],
      ["12,345", "de"],
      ["1e3", "en"],
      ["", "en"],
      ["1.234,50", "pl"],
      ["9".repeat(30), "en"],
    ] as const) {
      expect(parseMoneyInput(raw, locale), `${raw} (${locale})`).toBeNull();
    }
  });

  it("shows minor units the way the editor reads them back, grouped the page's way", () => {
    expect(formatMoneyInput(123450, "de")).toBe("1.234,50");
    expect(formatMoneyInput(124990, "en")).toBe("1,249.90");
    expect(formatMoneyInput(2499000, "de")).toBe("24.990,00");
    expect(formatMoneyInput(5, "en")).toBe("0.05");
    for (const locale of ["de", "en", "pl", "tr"] as const)
      expect(parseMoneyInput(formatMoneyInput(987654, locale), locale)).toBe(987654);
  });
});

describe("item numbers in the page's language (issue 36, decision 0054)", () => {
  const base = { sku: "A-1", category: "care", name_en: "Wax", vat: "1900" };
  const read = (locale: "de" | "en" | "pl" | "tr", input: Record<string, string>) => {
    const r = itemSchemas(locale).item.safeParse({ ...base, price: "1", ...input });
    return r.success
      ? { price: r.data.price, stock: r.data.stock, position: r.data.position }
      : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
  };

  it("reads a price grouped the English way on an English page and the German way on a German one", () => {
    expect(read("en", { price: "24,990" })).toMatchObject({ price: 2_499_000 });
    expect(read("de", { price: "24.990" })).toMatchObject({ price: 2_499_000 });
    expect(read("de", { price: "24.990,50" })).toMatchObject({ price: 2_499_050 });
    expect(read("en", { price: "24,990.50" })).toMatchObject({ price: 2_499_050 });
    expect(read("pl", { price: "24 990,50" })).toMatchObject({ price: 2_499_050 });
    expect(read("tr", { price: "24.990,50" })).toMatchObject({ price: 2_499_050 });
    expect(read("de", { price: "1.249,90 €" })).toMatchObject({ price: 124_990 });
  });

  it("refuses a price written the other language's way with the price message", () => {
    expect(read("en", { price: "24,99" })).toEqual({ price: "items:errors.price_invalid" });
    expect(read("de", { price: "24.99" })).toEqual({ price: "items:errors.price_invalid" });
    expect(read("de", { price: "24,990.50" })).toEqual({ price: "items:errors.price_invalid" });
    expect(read("de", { price: "" })).toEqual({ price: "validation:required" });
  });

  it("reads stock and position with thousands separators, refuses decimals", () => {
    expect(read("de", { stock: "1.000", position: "2.500" })).toEqual({
      price: 100,
      stock: 1000,
      position: 2500,
    });
    expect(read("en", { stock: "1,000", position: "" })).toEqual({ price: 100, stock: 1000, position: 0 });
    expect(read("de", { stock: "1,5", position: "1.5" })).toEqual({
      stock: "items:errors.stock_invalid",
      position: "items:errors.position_invalid",
    });
    expect(read("en", { stock: "1.000" })).toEqual({ stock: "items:errors.stock_invalid" });
  });
});

describe("item forms", () => {
  const { item, variant, alt } = itemSchemas("de");
  const base = { sku: " acc-1 ", category: "care", name_en: "Wax", price: "12,50", vat: "700", stock: "" };

  it("normalise the SKU, read the price and take an empty stock as not stocked", () => {
    const v = item.parse(base);
    expect(v).toMatchObject({ sku: "ACC-1", price: 1250, vat: 700, stock: null, active: false, position: 0 });
    expect(item.parse({ ...base, stock: "7", active: "on", position: "4" })).toMatchObject({
      stock: 7,
      active: true,
      position: 4,
    });
  });

  it("answer every bad field with a catalogue key", () => {
    const r = item.safeParse({
      sku: "<x>",
      category: "guns",
      price: "abc",
      vat: "16",
      stock: "-1",
      position: "1.5",
    });
    expect(r.success).toBe(false);
    const byField = Object.fromEntries(r.error!.issues.map((i) => [String(i.path[0]), i.message]));
    expect(byField).toMatchObject({
      sku: "items:errors.sku_format",
      category: "validation:invalid_choice",
      price: "items:errors.price_invalid",
      vat: "validation:invalid_choice",
      stock: "items:errors.stock_invalid",
      position: "items:errors.position_invalid",
    });
    expect(item.safeParse({ ...base, name_en: "" }).error?.issues.map((i) => [i.path[0], i.message])).toEqual(
      [["name_de", "items:errors.name_required"]],
    );
    expect(item.safeParse({ ...base, name_en: "x".repeat(121) }).success).toBe(false);
    expect(item.safeParse({ ...base, price: "1.000.001,00" }).success).toBe(false);
  });

  it("need a variant name in some language, and cap alt texts", () => {
    expect(variant.safeParse({ sku: "V-1", price: "1" }).error?.issues[0]?.message).toBe(
      "items:errors.variant_name_required",
    );
    expect(variant.parse({ sku: "v-1", variant_tr: "Kırmızı", price: "1,5", stock: "2" })).toMatchObject({
      sku: "V-1",
      price: 150,
      stock: 2,
    });
    expect(alt.safeParse({ alt_de: "x".repeat(201) }).success).toBe(false);
  });

  it("keep the list's filters in a canonical URL", () => {
    const f = parseItemList(
      new URLSearchParams("stock=out_of_stock&category=care&q=%20wax%20&active=false&page=2"),
    );
    expect(f).toEqual({ category: ["care"], q: "wax", active: "false", stock: "out_of_stock", page: 2 });
    expect(itemListQuery(f)).toBe("?category=care&q=wax&active=false&stock=out_of_stock&page=2");
    expect(parseItemList(new URLSearchParams("page=0&active=maybe&stock=x"))).toMatchObject({
      page: undefined,
      active: undefined,
      stock: undefined,
    });
  });
});
