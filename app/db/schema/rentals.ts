import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { cars } from "./cars";
import { jobs } from "./jobs";
import { locations } from "./locations";
import { projects } from "./projects";

/**
 * A car the dealer rents out (car-rental/vermietung): its price list. The car's own
 * `location_id` is where it stands between rentals. Money in minor units of the project's currency.
 * Tenant-owned.
 */
export const rentalCars = pgTable(
  "rental_cars",
  {
    carId: uuid("car_id")
      .primaryKey()
      .references(() => cars.id, { onDelete: "cascade" }),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id),
    /** One day (24 h from pick-up). */
    dayRateMinor: integer("day_rate_minor").notNull(),
    /** Friday afternoon to Monday morning as one price. */
    weekendRateMinor: integer("weekend_rate_minor").notNull(),
    /** Seven days. */
    weekRateMinor: integer("week_rate_minor").notNull(),
    depositMinor: integer("deposit_minor").notNull(),
    includedKmPerDay: integer("included_km_per_day").notNull(),
    /** Each kilometre beyond the included ones. */
    extraKmMinor: integer("extra_km_minor").notNull(),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "rental_cars_rates",
      sql`${t.dayRateMinor} > 0 and ${t.weekendRateMinor} > 0 and ${t.weekRateMinor} > 0 and ${t.depositMinor} >= 0 and ${t.includedKmPerDay} >= 0 and ${t.extraKmMinor} >= 0`,
    ),
    index("rental_cars_project_idx").on(t.projectId, t.active),
  ],
);

/**
 * A rental: the car from pick-up to return, plus the buffer the car needs before the next customer
 * (`blocked_until` = return + buffer). Two bookings of one car never overlap: the migration adds an
 * exclusion constraint (btree_gist) over `car_id` and `[starts_at, blocked_until)` for booked rows, so the
 * database refuses the second of two concurrent bookings. Times in UTC. Tenant-owned.
 */
export const rentalBookings = pgTable(
  "rental_bookings",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id),
    carId: uuid("car_id")
      .notNull()
      .references(() => cars.id),
    jobId: integer("job_id").references(() => jobs.id, { onDelete: "set null" }),
    pickupLocationId: integer("pickup_location_id")
      .notNull()
      .references(() => locations.id),
    returnLocationId: integer("return_location_id")
      .notNull()
      .references(() => locations.id),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    blockedUntil: timestamp("blocked_until", { withTimezone: true }).notNull(),
    status: text("status").$type<"booked" | "cancelled">().notNull().default("booked"),
    priceMinor: integer("price_minor").notNull(),
    depositMinor: integer("deposit_minor").notNull(),
    includedKm: integer("included_km").notNull(),
    currency: text("currency").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("rental_bookings_period", sql`${t.endsAt} > ${t.startsAt} and ${t.blockedUntil} >= ${t.endsAt}`),
    index("rental_bookings_car_idx").on(t.projectId, t.carId, t.startsAt),
  ],
);
