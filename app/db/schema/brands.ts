import { index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/** Car makes and their models: reference data shared by all projects. */
export const brands = pgTable(
  "brands",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    country: text("country"),
  },
  (t) => [uniqueIndex("brands_slug_idx").on(t.slug)],
);

export const carModels = pgTable(
  "car_models",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    bodyType: text("body_type").notNull(),
    /** Entry list price in minor units of EUR. */
    basePriceMinor: integer("base_price_minor"),
  },
  (t) => [
    uniqueIndex("car_models_brand_slug_idx").on(t.brandId, t.slug),
    index("car_models_brand_idx").on(t.brandId),
  ],
);
