import {
  bigint,
  boolean,
  char,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { FeatureFlags, ProjectConfig } from "../../core/tenancy/project-config";
import { companies } from "./companies";

/** A white-label dealer website. Domains map incoming host names to the project. */
export const projects = pgTable(
  "projects",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    domains: text("domains").array().notNull().default([]),
    currency: char("currency", { length: 3 }).notNull().default("EUR"),
    languages: text("languages").array().notNull(),
    defaultLanguage: text("default_language").notNull(),
    /** IANA time zone of the site (the first run's choice; new locations start with it). */
    timeZone: text("time_zone").notNull().default("Europe/Berlin"),
    isDefault: boolean("is_default").notNull().default(false),
    isCommunity: boolean("is_community").notNull().default(false),
    config: jsonb("config").$type<ProjectConfig>().notNull(),
    features: jsonb("features").$type<FeatureFlags>().notNull(),
    /** Social login client secrets by provider; never sent to a browser. */
    oauthSecrets: jsonb("oauth_secrets").$type<Partial<Record<string, string>>>().notNull().default({}),
    /**
     * Paused by a holding admin (decision 0062): visitors get a maintenance page (503), the site's staff
     * still reach the back office; nothing is deleted. Null: the site is online.
     */
    pausedAt: timestamp("paused_at", { withTimezone: true }),
    /**
     * Bumped by a trigger on every statement that writes the project's cars (drizzle/0003): the in-memory
     * facet index of the used-car search (core/catalog/car-facets.service.server.ts) reloads when it moves.
     */
    catalogVersion: bigint("catalog_version", { mode: "number" }).notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("projects_slug_idx").on(t.slug),
    index("projects_company_idx").on(t.companyId),
    index("projects_domains_idx").using("gin", t.domains),
  ],
);
