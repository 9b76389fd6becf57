/**
 * The items of the shop as the back office edits them (`account/items`): the list's URL
 * state, the editor's forms as zod schemas (messages are catalogue keys), and every number (price,
 * stock, position) typed in the page's language (decision 0054, `shared/locale-number.ts`). Pure: shared by the server and the browser.
 */
import { z } from "zod";
import { numberFormat } from "../../shared/intl";
import {
  type FilterDef,
  type FilterState,
  parseFilters,
  serializeFilters,
} from "../../shared/lists/filter-state";
import { localeNumber, parseLocaleMinor } from "../../shared/locale-number";
import { LOCALES, type Locale } from "../../shared/locales";
import { ITEM_CATEGORIES } from "../commerce/commerce-enums";

export const ITEM_STOCK_FILTERS = ["in_stock", "out_of_stock", "not_stocked"] as const;

export const ITEM_LIST_FILTERS = {
  category: { kind: "enums", values: ITEM_CATEGORIES },
  q: { kind: "text", maxLength: 100 },
  active: { kind: "enum", values: ["true", "false"] },
  stock: { kind: "enum", values: ITEM_STOCK_FILTERS },
  page: { kind: "int", min: 1, max: 10_000 },
} as const satisfies FilterDef;
export type ItemListFilters = FilterState<typeof ITEM_LIST_FILTERS>;
export const ITEMS_PER_PAGE = 25;

export function parseItemList(params: URLSearchParams): ItemListFilters {
  return parseFilters(ITEM_LIST_FILTERS, params);
}

export function itemListQuery(f: ItemListFilters): string {
  const q = serializeFilters(ITEM_LIST_FILTERS, f);
  return q ? `?${q}` : "";
}

/** VAT rates a dealer in Germany sells at: standard, reduced, none (basis points). */
export const VAT_RATES_BP = [1900, 700, 0] as const;
/** The most a price may be: 1,000,000.00 in major units. */
export const MAX_ITEM_PRICE_MINOR = 100_000_000;
export const MAX_ITEM_STOCK = 1_000_000;
export const MAX_ITEM_IMAGES = 12;

/** The decimal separator of a locale ("," in de, pl, tr; "." in en). */
export { decimalSeparator } from "../../shared/locale-number";

/**
 * An amount typed in the locale's format -> minor units, by the shared rules of decision 0054
 * (`shared/locale-number.ts`): "1.234,50" in German, "1,234.50" in English, "1 234,50" in Polish. At
 * most two decimals; anything else is null.
 */
export function parseMoneyInput(raw: string, locale: Locale): number | null {
  const parsed = parseLocaleMinor(raw, locale);
  return parsed.ok ? parsed.value : null;
}

/** Minor units as the editor shows them, grouped the page's way with two decimals ("1.234,50" in German). */
export function formatMoneyInput(minor: number, locale: Locale): string {
  return numberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: true,
  }).format(minor / 100);
}

const text = (max: number) => z.string().trim().max(max, { message: "validation:too_long" }).default("");
const checkbox = z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean());

const SKU = z
  .string({ message: "validation:required" })
  .trim()
  .toUpperCase()
  .min(1, { message: "validation:required" })
  .max(40, { message: "validation:too_long" })
  .regex(/^[A-Z0-9][A-Z0-9._-]*$/, { message: "items:errors.sku_format" });

/** A price typed in the locale's format (the locale is bound by `itemSchemas`), in minor units. */
function priceField(locale: Locale) {
  return localeNumber(locale, {
    money: true,
    min: 0,
    max: MAX_ITEM_PRICE_MINOR,
    messages: { invalid: "items:errors.price_invalid", range: "items:errors.price_invalid" },
  });
}

/** Stock: empty means not stocked (a service, never runs out); else a whole number >= 0 ("1.000" in de). */
function stockField(locale: Locale) {
  return localeNumber(locale, {
    optional: true,
    min: 0,
    max: MAX_ITEM_STOCK,
    messages: { invalid: "items:errors.stock_invalid", range: "items:errors.stock_invalid" },
  });
}

/** The stock the editor showed (a hidden field, plain digits): null when absent or not a number. */
const optionalStockWas = z
  .string()
  .trim()
  .max(10)
  .default("")
  .transform((raw) => (/^\d{1,7}$/.test(raw) ? Number(raw) : null));

/** The list position: empty is 0, else a whole number up to 100.000 typed the page's way. */
function positionField(locale: Locale) {
  return localeNumber(locale, {
    optional: true,
    min: 0,
    max: 100_000,
    messages: { invalid: "items:errors.position_invalid", range: "items:errors.position_invalid" },
  }).transform((v) => v ?? 0);
}

const perLanguage = (prefix: string, max: number) =>
  Object.fromEntries(LOCALES.map((l) => [`${prefix}_${l}`, text(max)])) as Record<
    `${string}_${Locale}`,
    ReturnType<typeof text>
  >;

export function itemSchemas(locale: Locale) {
  const item = z
    .object({
      sku: SKU,
      category: z.enum(ITEM_CATEGORIES, { message: "validation:invalid_choice" }),
      ...perLanguage("name", 120),
      ...perLanguage("description", 2000),
      brand_name: text(80),
      price: priceField(locale),
      vat: z.enum(["1900", "700", "0"], { message: "validation:invalid_choice" }).transform(Number),
      stock: stockField(locale),
      stock_was: optionalStockWas,
      active: checkbox.default(false),
      position: positionField(locale),
    })
    .superRefine((v, c) => {
      if (!LOCALES.some((l) => (v as unknown as Record<string, string>)[`name_${l}`])) {
        c.addIssue({ code: "custom", path: ["name_de"], message: "items:errors.name_required" });
      }
    });
  const variant = z
    .object({
      sku: SKU,
      ...perLanguage("variant", 80),
      price: priceField(locale),
      stock: stockField(locale),
      stock_was: optionalStockWas,
      active: checkbox.default(false),
    })
    .superRefine((v, c) => {
      if (!LOCALES.some((l) => (v as unknown as Record<string, string>)[`variant_${l}`])) {
        c.addIssue({ code: "custom", path: ["variant_de"], message: "items:errors.variant_name_required" });
      }
    });
  const alt = z.object(perLanguage("alt", 200));
  return { item, variant, alt };
}

export type ItemInput = z.output<ReturnType<typeof itemSchemas>["item"]>;
export type VariantInput = z.output<ReturnType<typeof itemSchemas>["variant"]>;
export type AltInput = z.output<ReturnType<typeof itemSchemas>["alt"]>;

/** The language texts of a form's `<prefix>_<locale>` fields (empty ones left out). */
export function localizedOf(input: Record<string, unknown>, prefix: string): Partial<Record<Locale, string>> {
  const out: Partial<Record<Locale, string>> = {};
  for (const l of LOCALES) {
    const v = input[`${prefix}_${l}`];
    if (typeof v === "string" && v.trim()) out[l] = v.trim();
  }
  return out;
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What an item picture may be: checked by content on the server, told to the file input. */
export const ITEM_IMAGE = {
  maxBytes: 10 * 1024 * 1024,
  /** Files of one upload. */
  maxFiles: 6,
  minSide: 200,
  maxSide: 12_000,
  formats: ["jpeg", "png", "webp"],
  accept: "image/jpeg,image/png,image/webp",
} as const;

/** The stored WebP variants: `card` for the shop's cards and the cover, `large` for the editor. */
export const ITEM_IMAGE_VARIANTS = {
  large: { size: 1600, quality: 80 },
  card: { size: 640, quality: 78 },
} as const;

/** The site path of one stored variant of a picture (served from the file store by the server). */
export function itemImagePath(imageId: string, variant: keyof typeof ITEM_IMAGE_VARIANTS): string {
  return `/uploads/items/${imageId}/${variant}.webp`;
}

/** The card variant of a stored picture's path (`.../large.webp` -> `.../card.webp`). */
export function cardPathOf(path: string): string {
  return path.replace(/\/large\.webp$/, "/card.webp");
}
