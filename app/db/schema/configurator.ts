import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, smallint, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { carModels } from "./brands";

/**
 * How a new model is offered: one row per gearbox and fuel with its power and list
 * price. Reference data beside `car_models`, shared by all projects like the brands.
 */
export const modelPowertrains = pgTable(
  "model_powertrains",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    modelId: uuid("model_id")
      .notNull()
      .references(() => carModels.id, { onDelete: "cascade" }),
    /** GEARBOXES key (car-attributes.ts). */
    gear: text("gear").notNull(),
    /** FUELS key (car-attributes.ts). */
    fuel: text("fuel").notNull(),
    powerKw: smallint("power_kw").notNull(),
    /** List price of the model with this powertrain, minor units of EUR, VAT included. */
    priceMinor: integer("price_minor").notNull(),
  },
  (t) => [
    uniqueIndex("model_powertrains_model_gear_fuel_idx").on(t.modelId, t.gear, t.fuel),
    check("model_powertrains_price_check", sql`${t.priceMinor} >= 0`),
  ],
);

/**
 * Equipment a model can be ordered with. `key` is also the catalogue key of its name
 * (`configurator:option.{key}`); packages list the options they include.
 */
export const modelOptions = pgTable(
  "model_options",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    modelId: uuid("model_id")
      .notNull()
      .references(() => carModels.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** OPTION_CATEGORIES key (configurator.ts). */
    category: text("category").notNull(),
    priceMinor: integer("price_minor").notNull(),
    position: smallint("position").notNull().default(0),
    includes: text("includes").array().notNull().default(sql`'{}'::text[]`),
    requires: text("requires").array().notNull().default(sql`'{}'::text[]`),
    excludes: text("excludes").array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    uniqueIndex("model_options_model_key_idx").on(t.modelId, t.key),
    check("model_options_price_check", sql`${t.priceMinor} >= 0`),
  ],
);

/**
 * The paints a new model can be ordered in: `key` is also the catalogue key of its name
 * (`configurator:colour.{key}`), `hex` the paint the model's picture is drawn in, `price_minor` the
 * surcharge (0 for the standard paint, position 0). The row's id names the model's picture in that paint
 * (`/media/car/{id}/{width}.{format}`, a generated illustration like the used cars' pictures).
 */
export const modelColours = pgTable(
  "model_colours",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    modelId: uuid("model_id")
      .notNull()
      .references(() => carModels.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    position: smallint("position").notNull().default(0),
    /** `#rrggbb`. */
    hex: text("hex").notNull(),
    metallic: boolean("metallic").notNull().default(false),
    priceMinor: integer("price_minor").notNull().default(0),
  },
  (t) => [
    uniqueIndex("model_colours_model_key_idx").on(t.modelId, t.key),
    check("model_colours_price_check", sql`${t.priceMinor} >= 0`),
    check("model_colours_hex_check", sql`${t.hex} ~ '^#[0-9a-f]{6}$'`),
  ],
);
