import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./identity";
import { projects } from "./projects";

/**
 * A project's API token for machine clients (the DMS export's JSON feed). Only the SHA-256 of
 * the token is stored; `scopes` names what it may read (`dms:read`). Tenant-owned.
 */
export const apiTokens = pgTable(
  "api_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id),
    name: text("name").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    scopes: text("scopes").array().notNull().default(sql`'{}'::text[]`),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("api_tokens_project_idx").on(t.projectId)],
);

/** One export of jobs to the dealer management system (CSV download or JSON feed page), recorded. */
export const dmsExports = pgTable(
  "dms_exports",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id),
    format: text("format").$type<"csv" | "json">().notNull(),
    /** `back_office` (an employee's download) or `api` (the feed with a token). */
    via: text("via").$type<"back_office" | "api">().notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    tokenId: uuid("token_id").references(() => apiTokens.id, { onDelete: "set null" }),
    jobCount: integer("job_count").notNull(),
    /** The filter the export used (as its URL query). */
    query: text("query").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("dms_exports_project_idx").on(t.projectId, t.createdAt)],
);
