import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { MailLinkKind } from "../../core/mail/mail-link-kinds";
import { jobs } from "./jobs";
import { locations } from "./locations";
import { projects } from "./projects";

/**
 * A link sent by e-mail (tradeininvitation/{eventId}, scheduledCall/{token}, unsubscribe/{eventId}):
 * the path carries a 160-bit random token; only its SHA-256 is stored, so a database leak discloses no
 * usable link. Single-use kinds set `usedAt`; every link expires. Tenant-owned.
 */
export const mailLinks = pgTable(
  "mail_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id),
    kind: text("kind").$type<MailLinkKind>().notNull(),
    /** The address the mail went to (unsubscribe acts on it). */
    email: text("email").notNull(),
    /** The mail category (unsubscribe: which category the address leaves). */
    category: text("category"),
    jobId: integer("job_id").references(() => jobs.id, { onDelete: "cascade" }),
    locationId: integer("location_id").references(() => locations.id),
    /** Kind-specific: the invitation's id, ... */
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("mail_links_job_idx").on(t.jobId)],
);

/** An address that left a mail category (unsubscribe/{eventId}); the outbox sends it no more such mail. */
export const mailUnsubscribes = pgTable(
  "mail_unsubscribes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id),
    email: text("email").notNull(),
    category: text("category").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("mail_unsubscribes_idx").on(t.projectId, t.email, t.category)],
);
