import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { ItemCategory } from "../../core/commerce/commerce-enums";
import type { LocalizedText } from "../../core/leads/localized-text";
import { projects } from "./projects";

/**
 * An accessory or service item the dealer sells in the shop (edited in the database
 * section's `account/items`). Tenant-owned. `priceMinor` is the gross price including VAT in the
 * project's currency; `vatRateBp` the VAT rate in basis points (1900 = 19 %). `stock` null means the
 * item is not stocked (a service): it never runs out.
 */
export const items = pgTable(
  "items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id),
    sku: text("sku").notNull(),
    category: text("category").$type<ItemCategory>().notNull(),
    name: jsonb("name").$type<LocalizedText>().notNull(),
    description: jsonb("description").$type<LocalizedText>().notNull().default({}),
    /** The maker shown as the cart line's brand; null for own services. */
    brandName: text("brand_name"),
    priceMinor: integer("price_minor").notNull(),
    vatRateBp: smallint("vat_rate_bp").notNull().default(1900),
    stock: integer("stock"),
    /** A site path of the item's picture (`/uploads/...` or `/shop/...`), or null. */
    image: text("image"),
    isActive: boolean("is_active").notNull().default(true),
    /**
     * Variants: a variant is an item of its own (SKU, price, stock) whose `parent_id` is the
     * item the shop lists; `variant_name` names it ("17 inch", "black"). Carts and orders take variants
     * like any item. Null on items without variants and on the parents themselves.
     */
    parentId: uuid("parent_id").references((): AnyPgColumn => items.id, { onDelete: "cascade" }),
    variantName: jsonb("variant_name").$type<LocalizedText>(),
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("items_project_sku_idx").on(t.projectId, t.sku),
    index("items_project_category_idx").on(t.projectId, t.category, t.position, t.id),
    index("items_parent_idx").on(t.parentId, t.position).where(sql`${t.parentId} is not null`),
    check("items_stock_not_negative", sql`${t.stock} is null or ${t.stock} >= 0`),
    check("items_price_not_negative", sql`${t.priceMinor} >= 0`),
  ],
);

/**
 * Pictures of an item, in order; the first is the cover, copied to `items.image` so the shop
 * reads one row. `path` is a site path below /uploads.
 */
export const itemImages = pgTable(
  "item_images",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id),
    itemId: uuid("item_id")
      .notNull()
      .references(() => items.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    path: text("path").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    alt: jsonb("alt").$type<LocalizedText>().notNull().default({}),
  },
  (t) => [uniqueIndex("item_images_item_position_idx").on(t.itemId, t.position)],
);
