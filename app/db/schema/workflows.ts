import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { LocalizedText } from "../../core/leads/localized-text";
import type { SystemType } from "../../core/leads/system-types";
import { projects } from "./projects";

/**
 * A pipeline of jobs (id, label, lang_name, system_types). Tenant-owned. Storefront
 * forms find their workflow by system type (TRADE_IN, CONTACT, ...); one workflow may serve several.
 */
export const workflows = pgTable(
  "workflows",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id),
    /** A stable technical name (`contact`, `trade_in`), unique per project. */
    label: text("label").notNull(),
    langName: jsonb("lang_name").$type<LocalizedText>().notNull(),
    systemTypes: text("system_types").array().$type<SystemType[]>().notNull().default(sql`'{}'::text[]`),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    uniqueIndex("workflows_project_label_idx").on(t.projectId, t.label),
    index("workflows_system_types_idx").using("gin", t.systemTypes),
  ],
);
