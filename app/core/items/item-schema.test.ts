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
      ["12,50 €", "de"],
      ["9".repeat(30), "en"],
    ] as const) {
      expect(parseMoneyInput(raw, locale), `${raw} (${locale})`).toBeNull();
    }
  });

  it("shows minor units the way the editor reads them back", () => {
    expect(formatMoneyInput(123450, "de")).toBe("1234,50");
    expect(formatMoneyInput(5, "en")).toBe("0.05");
    for (const locale of ["de", "en", "pl", "tr"] as const)
      expect(parseMoneyInput(formatMoneyInput(987654, locale), locale)).toBe(987654);
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
