import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./identity";
import { projects } from "./projects";

/**
 * A person or company the dealer deals with (spec: clients). Tenant-owned. Every storefront request
 * finds its client again by e-mail (or, without one, by phone) instead of creating a second one
 * (core/leads/create-lead). `email` is lower-cased; `phone` keeps digits and a leading +.
 */
export const clients = pgTable(
  "clients",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id),
    kind: text("kind").$type<"person" | "company">().notNull().default("person"),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    companyName: text("company_name"),
    email: text("email"),
    phone: text("phone"),
    /** The client's language (a locale code): mails and offers are written in it. */
    language: text("language").notNull(),
    /** The account that belongs to this client, when the client signed up. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    /** When the client last accepted the privacy policy with a form; marketing needs its own consent. */
    privacyAcceptedAt: timestamp("privacy_accepted_at", { withTimezone: true }),
    marketingConsent: boolean("marketing_consent").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("clients_project_email_idx").on(t.projectId, t.email).where(sql`${t.email} is not null`),
    index("clients_project_phone_idx").on(t.projectId, t.phone).where(sql`${t.phone} is not null`),
    index("clients_project_name_idx").on(t.projectId, t.lastName, t.firstName),
  ],
);
