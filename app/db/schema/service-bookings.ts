import { sql } from "drizzle-orm";
import {
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
import type { LocalizedText } from "../../core/wizards/functional-content";
import { jobs } from "./jobs";
import { locations } from "./locations";
import { projects } from "./projects";

/**
 * A workshop service a location offers (inspection, oil change, tyres, MOT/HU ...): how long
 * it takes a bay and what it costs (gross, minor units). Tenant-owned.
 */
export const serviceOfferings = pgTable(
  "service_offerings",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id),
    locationId: integer("location_id")
      .notNull()
      .references(() => locations.id),
    /** Stable key (`inspection`, `oil_change`, `tyres`, `mot`, ...), unique per location. */
    code: text("code").notNull(),
    name: jsonb("name").$type<LocalizedText>().notNull(),
    description: jsonb("description").$type<LocalizedText>().notNull().default({}),
    durationMinutes: integer("duration_minutes").notNull(),
    priceMinor: integer("price_minor").notNull(),
    active: boolean("active").notNull().default(true),
    sort: smallint("sort").notNull().default(0),
  },
  (t) => [
    check("service_offerings_duration", sql`${t.durationMinutes} between 15 and 600`),
    check("service_offerings_price", sql`${t.priceMinor} >= 0`),
    uniqueIndex("service_offerings_code_idx").on(t.projectId, t.locationId, t.code),
  ],
);

/** The customer's car as the booking form gives it (or taken from their account). */
export type AppointmentVehicle = {
  brand: string;
  model: string;
  plate?: string;
  mileageKm?: number;
};

/**
 * A workshop appointment in one of the location's bays (`bay` 1..locations.service_bays). Capacity is
 * never exceeded: the migration adds an exclusion constraint (btree_gist) over location, bay and
 * `[starts_at, ends_at)` for booked rows, so two concurrent bookings cannot take one bay at one time;
 * a booking tries the free bays in turn. Times in UTC. Tenant-owned.
 */
export const serviceAppointments = pgTable(
  "service_appointments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id),
    locationId: integer("location_id")
      .notNull()
      .references(() => locations.id),
    offeringId: integer("offering_id")
      .notNull()
      .references(() => serviceOfferings.id),
    jobId: integer("job_id").references(() => jobs.id, { onDelete: "set null" }),
    bay: smallint("bay").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    status: text("status").$type<"booked" | "cancelled">().notNull().default("booked"),
    vehicle: jsonb("vehicle").$type<AppointmentVehicle>().notNull(),
    email: text("email").notNull(),
    language: text("language").notNull(),
    /** Set by the scheduler's reminder task (the day before), once across processes. */
    reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("service_appointments_period", sql`${t.endsAt} > ${t.startsAt} and ${t.bay} >= 1`),
    index("service_appointments_location_idx").on(t.projectId, t.locationId, t.startsAt),
    index("service_appointments_reminder_idx")
      .on(t.startsAt)
      .where(sql`${t.status} = 'booked' and ${t.reminderSentAt} is null`),
  ],
);
