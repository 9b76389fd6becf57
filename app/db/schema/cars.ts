import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type {
  BodyType,
  CarStatus,
  Co2Class,
  Colour,
  Condition,
  ConsumptionUnit,
  Fuel,
  Gearbox,
  LocalizedText,
} from "../../core/catalog/car-attributes";
import { brands, carModels } from "./brands";
import { users } from "./identity";
import { locations } from "./locations";
import { projects } from "./projects";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** Cars a buyer can find: published and not sold (the partial indexes of the search share this predicate). */
export const LISTED_CAR = sql`published_at is not null and status <> 'sold'`;

/**
 * A car in a dealer's stock. Tenant-owned: every query filters by `project_id`.
 * `number` is the public reference shown to buyers and used in URLs (`/cars/bmw-x5-xdrive30d-100123`).
 */
export const cars = pgTable(
  "cars",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    number: bigint("number", { mode: "number" }).notNull().generatedAlwaysAsIdentity({ startWith: 100001 }),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id),
    locationId: integer("location_id").references(() => locations.id),
    condition: text("condition").$type<Condition>().notNull(),
    status: text("status").$type<CarStatus>().notNull().default("available"),
    /**
     * When an online reservation (checkout) ends: the scheduler makes the car available again unless an
     * employee confirmed the order first (which clears it). Null for reservations made by hand.
     */
    reservedUntil: timestamp("reserved_until", { withTimezone: true }),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id),
    modelId: uuid("model_id")
      .notNull()
      .references(() => carModels.id),
    variant: text("variant").notNull(),
    /** First day of the month of first registration; null for a new car not yet registered. */
    firstRegistration: date("first_registration", { mode: "string" }),
    mileageKm: integer("mileage_km").notNull(),
    fuel: text("fuel").$type<Fuel>().notNull(),
    gearbox: text("gearbox").$type<Gearbox>().notNull(),
    powerKw: integer("power_kw").notNull(),
    bodyType: text("body_type").$type<BodyType>().notNull(),
    colour: text("colour").$type<Colour>().notNull(),
    doors: smallint("doors").notNull(),
    seats: smallint("seats").notNull(),
    /** Keys of EQUIPMENT. */
    equipment: text("equipment").array().notNull().default([]),
    /** Final price including VAT, in minor units of `currency`. */
    priceMinor: integer("price_minor").notNull(),
    /**
     * The price before the last reduction, for the storefront's "price reduced": set when a
     * price change lowers the price, cleared when one raises it. History in `car_price_history`.
     */
    previousPriceMinor: integer("previous_price_minor"),
    currency: text("currency").notNull().default("EUR"),
    /** VAT shown separately (a business buyer can deduct it) or margin-taxed (§ 25a UStG). */
    vatDeductible: boolean("vat_deductible").notNull().default(false),
    /** Pkw-EnVKV data: combined consumption (unit by fuel), CO2 g/km, class A-G (PHEV: discharged too). */
    consumptionCombined: numeric("consumption_combined", { precision: 5, scale: 1, mode: "number" }),
    consumptionUnit: text("consumption_unit").$type<ConsumptionUnit>(),
    co2GPerKm: integer("co2_g_per_km"),
    co2Class: text("co2_class").$type<Co2Class>(),
    co2ClassDischarged: text("co2_class_discharged").$type<Co2Class>(),
    electricRangeKm: integer("electric_range_km"),
    /** Vehicle identification number (17 characters, no I, O or Q), unique per project; not shown to buyers. */
    vin: text("vin"),
    /** Brand, model and variant lower-cased (`carSearchText`), set by whoever writes the car: free-text search. */
    searchText: text("search_text").notNull().default(""),
    /** Words of `search_text` (split at anything but letters and digits) for prefix search. */
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`to_tsvector('simple'::regconfig, regexp_replace(search_text, '[^[:alnum:]]+', ' ', 'g'))`,
    ),
    description: jsonb("description").$type<LocalizedText>().notNull().default({}),
    /** Set when the ad is published; the EnVKV rule must hold for that (core/catalog/envkv.ts). */
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("cars_number_idx").on(t.number),
    uniqueIndex("cars_project_vin_idx").on(t.projectId, t.vin).where(sql`${t.vin} is not null`),
    index("cars_project_status_idx").on(t.projectId, t.status),
    index("cars_brand_model_idx").on(t.projectId, t.brandId, t.modelId),
    index("cars_price_idx").on(t.projectId, t.priceMinor, t.id),
    index("cars_equipment_idx").using("gin", t.equipment),
    index("cars_published_idx").on(t.projectId, t.publishedAt).where(sql`${t.publishedAt} is not null`),
    // Used-car search (core/catalog/car-search.repo.server.ts): every sort key + id for keyset pages and
    // every filter, each partial on the listed cars so the planner can combine them (bitmap AND).
    index("cars_list_price_idx").on(t.projectId, t.priceMinor, t.id).where(LISTED_CAR),
    index("cars_list_mileage_idx").on(t.projectId, t.mileageKm, t.id).where(LISTED_CAR),
    index("cars_list_newest_idx").on(t.projectId, t.publishedAt, t.id).where(LISTED_CAR),
    index("cars_list_registration_idx")
      .on(t.projectId, sql`coalesce(first_registration, '9999-12-01'::date)`, t.id)
      .where(LISTED_CAR),
    index("cars_list_brand_model_idx").on(t.projectId, t.brandId, t.modelId).where(LISTED_CAR),
    index("cars_list_fuel_idx").on(t.projectId, t.fuel).where(LISTED_CAR),
    index("cars_list_gearbox_idx").on(t.projectId, t.gearbox).where(LISTED_CAR),
    index("cars_list_body_idx").on(t.projectId, t.bodyType).where(LISTED_CAR),
    index("cars_list_colour_idx").on(t.projectId, t.colour).where(LISTED_CAR),
    index("cars_list_location_idx").on(t.projectId, t.locationId).where(LISTED_CAR),
    index("cars_list_condition_idx").on(t.projectId, t.condition).where(LISTED_CAR),
    index("cars_list_power_idx").on(t.projectId, t.powerKw).where(LISTED_CAR),
    index("cars_search_vector_idx").using("gin", t.searchVector),
    // Back-office stock list: every car, keyset by (created_at, id), by price or by brand and
    // model. Each index also holds every column the list filters by, so a page and its capped count
    // filter inside the index (index-only scans) instead of visiting the wide rows (1.7 KB each).
    index("cars_admin_created_idx").on(
      t.projectId,
      t.createdAt.desc(),
      t.id.desc(),
      t.status,
      t.publishedAt,
      t.brandId,
      t.modelId,
      t.locationId,
      t.fuel,
      t.condition,
      t.priceMinor,
    ),
    index("cars_admin_price_idx").on(
      t.projectId,
      t.priceMinor,
      t.id,
      t.status,
      t.publishedAt,
      t.brandId,
      t.modelId,
      t.locationId,
      t.fuel,
      t.condition,
      t.createdAt,
    ),
    index("cars_admin_brand_idx").on(
      t.projectId,
      t.brandId,
      t.modelId,
      t.status,
      t.publishedAt,
      t.fuel,
      t.condition,
      t.locationId,
      t.priceMinor,
      t.createdAt,
      t.id,
    ),
    index("cars_admin_location_idx").on(
      t.projectId,
      t.locationId,
      t.createdAt.desc(),
      t.id.desc(),
      t.status,
      t.publishedAt,
      t.brandId,
      t.modelId,
      t.fuel,
      t.condition,
      t.priceMinor,
    ),
    // Car overview: its counts read only this index (index-only scan, ~11 MB at 100,000
    // cars instead of the 170 MB table), filters first, then every column a count looks at.
    index("cars_overview_idx").on(
      t.projectId,
      t.brandId,
      t.locationId,
      t.fuel,
      t.condition,
      t.status,
      t.publishedAt,
      t.createdAt,
      t.priceMinor,
    ),
    // Facet counts read only this index (index-only scans, no visits to the wide rows with their
    // descriptions): every column a facet groups or filters by, price second for the common price range.
    index("cars_list_facets_idx")
      .on(
        t.projectId,
        t.priceMinor,
        t.brandId,
        t.modelId,
        t.fuel,
        t.gearbox,
        t.bodyType,
        t.colour,
        t.condition,
        t.locationId,
        t.mileageKm,
        t.powerKw,
        t.firstRegistration,
      )
      .where(LISTED_CAR),
  ],
);

/**
 * Pictures of a car, in order. `source` says where the original comes from: an upload on disk, or
 * (demo data) a generated illustration; responsive variants are derived from it on demand.
 */
export type CarImageSource =
  | { kind: "upload"; path: string }
  | {
      kind: "generated";
      seed: number;
      colour: Colour;
      bodyType: BodyType;
      view: "front" | "side" | "rear" | "interior";
      /** The brand's name, drawn as initials in a badge (core/media/car-illustration.ts). */
      brand?: string;
    };

export const carImages = pgTable(
  "car_images",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    carId: uuid("car_id")
      .notNull()
      .references(() => cars.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    source: jsonb("source").$type<CarImageSource>().notNull(),
    /** Intrinsic size of the original, for width/height attributes (no layout shift). */
    width: integer("width").notNull(),
    height: integer("height").notNull(),
  },
  (t) => [uniqueIndex("car_images_car_position_idx").on(t.carId, t.position)],
);

/** The back-office states of a car: draft = not published; published, reserved, sold. */
export type CarState = "draft" | "published" | "reserved" | "sold";

/** Every change of a car's state, who made it and when. Tenant-owned. */
export const carStatusHistory = pgTable(
  "car_status_history",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id),
    carId: uuid("car_id")
      .notNull()
      .references(() => cars.id, { onDelete: "cascade" }),
    /** Null for the first entry (the car was created). */
    fromState: text("from_state").$type<CarState>(),
    toState: text("to_state").$type<CarState>().notNull(),
    /** Where the change came from: the editor, a bulk action, a CSV import, checkout, the scheduler. */
    source: text("source").notNull(),
    changedBy: uuid("changed_by").references(() => users.id, { onDelete: "set null" }),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("car_status_history_car_idx").on(t.carId, t.changedAt.desc())],
);

/** Every price change of a car: the storefront's "price reduced" and the editor's history. */
export const carPriceHistory = pgTable(
  "car_price_history",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id),
    carId: uuid("car_id")
      .notNull()
      .references(() => cars.id, { onDelete: "cascade" }),
    oldPriceMinor: integer("old_price_minor").notNull(),
    newPriceMinor: integer("new_price_minor").notNull(),
    source: text("source").notNull(),
    changedBy: uuid("changed_by").references(() => users.id, { onDelete: "set null" }),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("car_price_history_car_idx").on(t.carId, t.changedAt.desc())],
);
