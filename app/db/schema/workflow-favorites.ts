import { integer, pgTable, primaryKey, uuid } from "drizzle-orm/pg-core";
import { users } from "./identity";
import { projects } from "./projects";
import { workflows } from "./workflows";

/** An employee's favourite workflows (is_fav): the sidebar lists them with their counters. */
export const workflowFavorites = pgTable(
  "workflow_favorites",
  {
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    workflowId: integer("workflow_id")
      .notNull()
      .references(() => workflows.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.workflowId] })],
);
