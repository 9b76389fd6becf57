import {
  char,
  doublePrecision,
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
import type { ClosedDay } from "../../core/locations/closed-days";
import type { OpeningHours } from "../../core/locations/opening-hours";
import { projects } from "./projects";

export const locations = pgTable(
  "locations",
  {
    /** The spec's location_id: a small number that appears in URLs (`/locations/3-berlin`). */
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    city: text("city").notNull(),
    street: text("street").notNull(),
    houseNumber: text("house_number").notNull(),
    apartmentNumber: text("apartment_number"),
    zipCode: text("zip_code").notNull(),
    country: char("country", { length: 2 }).notNull().default("DE"),
    phone: text("phone"),
    email: text("email"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    openingHours: jsonb("opening_hours").$type<OpeningHours>().notNull().default([]),
    /**
     * The subdivision whose public holidays close the location (ISO 3166-2 without the country: `BE`,
     * `HH`, `BY` ...); null: the country's nationwide holidays only (docs/decisions/0050-closed-days.md).
     */
    region: text("region"),
    /** Days the dealer closes the location besides public holidays: local calendar days with a note. */
    closedDays: jsonb("closed_days").$type<ClosedDay[]>().notNull().default([]),
    /** IANA time zone the opening hours are meant in; appointments are stored in UTC and shown in it. */
    timeZone: text("time_zone").notNull().default("Europe/Berlin"),
    /** Services offered here: keys of `LOCATION_SERVICES` (sales, rental, service, trade_in ...). */
    services: text("services").array().notNull().default([]),
    /** Workshop bays: how many service appointments can run here at the same time. */
    serviceBays: smallint("service_bays").notNull().default(2),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("locations_project_idx").on(t.projectId),
    uniqueIndex("locations_project_slug_idx").on(t.projectId, t.slug),
  ],
);
