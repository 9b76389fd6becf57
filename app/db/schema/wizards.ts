import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { WizardAnswers, WizardDefinition } from "../../core/wizards/wizard-definition";
import { functionalContents } from "./functional-contents";
import { users } from "./identity";
import { jobs } from "./jobs";
import { projects } from "./projects";

/**
 * A click wizard (clickWizard/{id}, clickWizard/type/{systemType}, inzahlungnahme): steps, fields
 * and branching as data (`definition`, validated by core/wizards/wizard-definition.ts), for one system
 * type; finishing it creates a lead of that type. Tenant-owned. `clickWizard/type/{systemType}` opens
 * the active wizard of that type with the lowest id.
 */
export const wizards = pgTable(
  "wizards",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id),
    systemType: text("system_type").notNull(),
    definition: jsonb("definition").$type<WizardDefinition>().notNull(),
    functionalContentId: integer("functional_content_id")
      .notNull()
      .references(() => functionalContents.id),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("wizards_type_idx").on(t.projectId, t.systemType, t.id).where(sql`${t.active}`)],
);

/**
 * One visitor's run through a wizard, kept on the server so that a reload, the back button or another
 * device (through the resume link, whose token is stored hashed) continue where the visitor was.
 * `path` is the steps shown so far, in order (back pops it); `answers` every answer given, also on
 * branches left later (going back and forth never loses one). Tenant-owned.
 */
export const wizardSessions = pgTable(
  "wizard_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id),
    wizardId: integer("wizard_id")
      .notNull()
      .references(() => wizards.id, { onDelete: "cascade" }),
    /** The anonymous visitor cookie's id (favorites, cart), or null for a signed-in user only. */
    visitorId: text("visitor_id"),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** SHA-256 of the resume link's token (core/identity/tokens.server.ts). */
    resumeTokenHash: text("resume_token_hash").notNull().unique(),
    answers: jsonb("answers").$type<WizardAnswers>().notNull().default({}),
    path: text("path").array().notNull().default(sql`'{}'::text[]`),
    status: text("status").$type<"open" | "done">().notNull().default("open"),
    jobId: integer("job_id").references(() => jobs.id, { onDelete: "set null" }),
    /** What the finish produced to show on the success screen (e.g. the trade-in price range). */
    result: jsonb("result").$type<Record<string, unknown>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("wizard_sessions_visitor_idx").on(t.projectId, t.wizardId, t.visitorId, t.updatedAt),
    index("wizard_sessions_user_idx").on(t.projectId, t.wizardId, t.userId, t.updatedAt),
  ],
);
