import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./identity";
import { projects } from "./projects";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

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
    /** Postal address (contact data on the client page). */
    street: text("street"),
    postalCode: text("postal_code"),
    city: text("city"),
    country: text("country"),
    /** Internal notes of the dealer's staff. */
    notes: text("notes").notNull().default(""),
    /**
     * Words of the name, company, e-mail and phone, for the back office's client search (all words,
     * case-insensitive, prefix). Generated: every writer of a client keeps it true without knowing.
     */
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`to_tsvector('simple'::regconfig, regexp_replace(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(company_name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(phone, ''), '[^[:alnum:]]+', ' ', 'g'))`,
    ),
    /** Set when this client was merged into another (the kept one); the row stays as a tombstone. */
    mergedIntoId: uuid("merged_into_id"),
    /** Set when the client's personal data was erased (GDPR); order records stay, anonymised. */
    erasedAt: timestamp("erased_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("clients_project_email_idx").on(t.projectId, t.email).where(sql`${t.email} is not null`),
    index("clients_project_phone_idx").on(t.projectId, t.phone).where(sql`${t.phone} is not null`),
    index("clients_project_name_idx").on(t.projectId, t.lastName, t.firstName),
    index("clients_search_vector_idx").using("gin", t.searchVector),
    index("clients_project_created_idx").on(t.projectId, t.createdAt.desc(), t.id.desc()),
  ],
);

/**
 * A merge of two duplicate clients: the merged one's data as it was, so nothing is lost and
 * the merge can be explained. Its jobs, orders, documents and bookings now point at the kept client.
 */
export const clientMerges = pgTable(
  "client_merges",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id),
    keptClientId: uuid("kept_client_id")
      .notNull()
      .references(() => clients.id),
    mergedClientId: uuid("merged_client_id")
      .notNull()
      .references(() => clients.id),
    /** The merged client's fields before the merge, and how many rows of each kind moved. */
    snapshot: jsonb("snapshot").$type<Record<string, unknown>>().notNull(),
    mergedBy: uuid("merged_by").references(() => users.id, { onDelete: "set null" }),
    mergedAt: timestamp("merged_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("client_merges_kept_idx").on(t.projectId, t.keptClientId)],
);
