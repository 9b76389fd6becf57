import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { LocalizedText } from "../../core/leads/localized-text";
import type { StatusOutcome } from "../../core/leads/visibility";
import { projects } from "./projects";
import { workflows } from "./workflows";

/**
 * The ordered stages of a workflow (the kanban columns). Each is open, won or lost: moving a job to a
 * won or lost stage closes it (its visibility follows, core/leads/visibility.ts).
 */
export const workflowStatuses = pgTable(
  "workflow_statuses",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id),
    workflowId: integer("workflow_id")
      .notNull()
      .references(() => workflows.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    langName: jsonb("lang_name").$type<LocalizedText>().notNull(),
    position: integer("position").notNull(),
    outcome: text("outcome").$type<StatusOutcome>().notNull().default("open"),
  },
  (t) => [
    uniqueIndex("workflow_statuses_key_idx").on(t.workflowId, t.key),
    index("workflow_statuses_project_idx").on(t.projectId, t.workflowId, t.position),
  ],
);
