import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./identity";
import { projects } from "./projects";

/**
 * A saved view of the job list (decision 0031 addendum): a user's named query string of
 * `account/jobs` (filters, sort, display) as the job list's own list parameters write it, on the all-jobs
 * list or on one workflow's list (`workflow_id`). Tenant-owned; shareable as `job_view`.
 */
export const savedJobViews = pgTable(
  "saved_job_views",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    query: text("query").notNull(),
    workflowId: integer("workflow_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("saved_job_views_owner_idx").on(t.projectId, t.ownerId)],
);
