import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { SoundSettings } from "../../core/identity/profile-schema";
import { companies } from "./companies";
import { projects } from "./projects";

/**
 * A person who can log in. Customers belong to the project (dealer site) they signed up on; employees
 * belong to a company and may log in on its projects; `in_holding` employees on every project of the
 * holding. E-mails are unique per home project, so one person can be a customer of two dealers.
 */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id),
    /** Lower-cased e-mail address; the login name (spec: username). */
    email: text("email").notNull(),
    passwordHash: text("password_hash"),
    roles: text("roles").array().notNull().default([]),
    inHolding: boolean("in_holding").notNull().default(false),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    /** The company the person names in their profile (customers) or the employer's display name. */
    companyName: text("company_name"),
    avatarPath: text("avatar_path"),
    language: text("language"),
    soundSettings: jsonb("sound_settings").$type<SoundSettings>(),
    /** Business clients wait for a dealer's approval before they get business terms. */
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    termsAcceptedAt: timestamp("terms_accepted_at", { withTimezone: true }),
    termsVersion: integer("terms_version"),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    /**
     * Set when an admin deactivated the account (people screen, decision 0061): its sessions are gone,
     * a surviving cookie is refused and login fails; reactivating clears it.
     */
    deactivatedAt: timestamp("deactivated_at", { withTimezone: true }),
    /** The last successful sign-in (password, invitation or social), shown on the people screen. */
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_project_email_idx").on(t.projectId, t.email),
    index("users_email_idx").on(t.email),
    index("users_company_idx").on(t.companyId),
  ],
);

/** Server-side sessions: the cookie holds a random token, the table its SHA-256 (docs/decisions/0008). */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    userAgent: text("user_agent"),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** Single-use, expiring tokens sent by mail (password reset); only their SHA-256 is stored. */
export const authTokens = pgTable(
  "auth_tokens",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The site the link was requested on; it works only there. */
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id),
    purpose: text("purpose").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("auth_tokens_user_idx").on(t.userId, t.purpose)],
);

/** Social logins linked to a user (Google, Facebook, Microsoft). */
export const oauthAccounts = pgTable(
  "oauth_accounts",
  {
    provider: text("provider").notNull(),
    providerUserId: text("provider_user_id").notNull(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.provider, t.providerUserId] })],
);

/** Fixed-window attempt counters for throttling (per IP and per account), shared by all processes. */
export const throttleBuckets = pgTable(
  "throttle_buckets",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    windowEndsAt: timestamp("window_ends_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("throttle_buckets_window_idx").on(t.windowEndsAt)],
);

/** Companies that signed up as business clients, awaiting the dealer's approval. */
export const businessSignups = pgTable(
  "business_signups",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyName: text("company_name").notNull(),
    vatId: text("vat_id"),
    street: text("street").notNull(),
    zipCode: text("zip_code").notNull(),
    city: text("city").notNull(),
    phone: text("phone").notNull(),
    status: text("status").notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("business_signups_project_idx").on(t.projectId, t.status)],
);

/**
 * Transactional outbox: mail (later push and webhooks) written in the same transaction as the change
 * that causes it, delivered by a worker with FOR UPDATE SKIP LOCKED (docs/decisions/0009).
 */
export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id),
    kind: text("kind").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    availableAt: timestamp("available_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("outbox_pending_idx").on(t.availableAt).where(sql`status = 'pending'`),
    index("outbox_project_idx").on(t.projectId, t.createdAt.desc()),
  ],
);
