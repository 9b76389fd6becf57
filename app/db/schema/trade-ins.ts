import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { jobEvents } from "./job-events";
import { jobs } from "./jobs";
import { projects } from "./projects";
import { wizardSessions } from "./wizards";

/**
 * The vehicle a customer offers: one row per TRADE_IN job, made when the trade-in wizard is
 * finished, edited by employees on the job page. The indicative range is what the wizard showed (rule:
 * core/trade-in/price-range.ts, its inputs in `estimateBasis`); the offer is the employee's binding
 * amount until `offerExpiresAt`. Money in minor units of the project's currency. Tenant-owned.
 */
export const tradeIns = pgTable(
  "trade_ins",
  {
    jobId: integer("job_id")
      .primaryKey()
      .references(() => jobs.id, { onDelete: "cascade" }),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id),
    brandName: text("brand_name").notNull(),
    modelName: text("model_name").notNull(),
    /** First registration, the first of its month. */
    firstRegistration: date("first_registration", { mode: "string" }),
    mileageKm: integer("mileage_km"),
    fuel: text("fuel"),
    gearbox: text("gearbox"),
    /** Answers to the condition questions (accident-free, service history, keys, ...). */
    condition: jsonb("condition").$type<Record<string, string>>().notNull().default({}),
    estimateLowMinor: integer("estimate_low_minor"),
    estimateHighMinor: integer("estimate_high_minor"),
    estimateExpiresAt: timestamp("estimate_expires_at", { withTimezone: true }),
    estimateBasis: jsonb("estimate_basis").$type<Record<string, unknown>>(),
    offerMinor: integer("offer_minor"),
    offerExpiresAt: timestamp("offer_expires_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("trade_ins_mileage", sql`${t.mileageKm} is null or ${t.mileageKm} >= 0`),
    check("trade_ins_offer", sql`${t.offerMinor} is null or ${t.offerMinor} >= 0`),
  ],
);

/**
 * A photo of an offered vehicle: uploaded in the wizard (then belonging to its session), attached to
 * the trade-in when the wizard is finished. Files under `trade-in/{id}/` in the file store as sharp
 * variants, with EXIF (location) stripped. Tenant-owned.
 */
export const tradeInPhotos = pgTable(
  "trade_in_photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id),
    sessionId: uuid("session_id").references(() => wizardSessions.id, { onDelete: "set null" }),
    jobId: integer("job_id").references(() => jobs.id, { onDelete: "cascade" }),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: integer("bytes").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("trade_in_photos_session_idx").on(t.sessionId), index("trade_in_photos_job_idx").on(t.jobId)],
);

/** Trade-in invitation: status open -> accepted (or declined), answered from the mailed link. */
export const tradeInInvitations = pgTable(
  "trade_in_invitations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id),
    jobId: integer("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    /** The timeline event that records the invitation (spec: tradeininvitation/{eventId}). */
    jobEventId: integer("job_event_id").references(() => jobEvents.id, { onDelete: "set null" }),
    /** `superseded`: a newer invitation of the job replaced it (its link no longer answers). */
    status: text("status").$type<"open" | "accepted" | "declined" | "superseded">().notNull().default("open"),
    offerMinor: integer("offer_minor"),
    offerExpiresAt: timestamp("offer_expires_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
  },
  (t) => [index("trade_in_invitations_job_idx").on(t.jobId)],
);
