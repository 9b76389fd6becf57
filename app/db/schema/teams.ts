import { index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { projects } from "./projects";

/** Employees grouped (sales team Berlin, workshop, ...): jobs can go to a team; sharing comes later. */
export const teams = pgTable(
  "teams",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id),
    name: text("name").notNull(),
  },
  (t) => [
    uniqueIndex("teams_project_name_idx").on(t.projectId, t.name),
    index("teams_project_idx").on(t.projectId),
  ],
);
