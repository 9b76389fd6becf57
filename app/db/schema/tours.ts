import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { TourStep } from "../../core/tours/tour-screens";
import { users } from "./identity";
import { projects } from "./projects";

/**
 * Guided tours of the back office (decision 0032): a project's tour for
 * one back-office screen (`type`), the role groups it targets (none: every employee) and its steps, each
 * with a stable id, a CSS selector and its text per language. The project is the white-label project
 * the tour runs on (`whiteLabelProject` in the API).
 */
export const tours = pgTable(
  "tours",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id),
    name: text("name").notNull(),
    type: text("type").notNull(),
    targetGroups: text("target_groups").array().notNull().default([]),
    position: integer("position").notNull().default(0),
    steps: jsonb("steps").$type<TourStep[]>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * When what a user is shown last changed (screen, target groups, steps): a user who saw the tour
     * before this time has not seen this version, and it starts by itself again.
     */
    revisedAt: timestamp("revised_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("tours_project_idx").on(t.projectId, t.type, t.position)],
);

/** One user's progress through a tour: seen at all (no second automatic start), last step, completed. */
export const tourProgress = pgTable(
  "tour_progress",
  {
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id),
    tourId: uuid("tour_id")
      .notNull()
      .references(() => tours.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lastStepId: text("last_step_id"),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tourId, t.userId] })],
);

/** Per step of a tour: how often it was shown, left forward (completed) and where the tour was closed (dropped). */
export const tourStepStats = pgTable(
  "tour_step_stats",
  {
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id),
    tourId: uuid("tour_id")
      .notNull()
      .references(() => tours.id, { onDelete: "cascade" }),
    stepId: text("step_id").notNull(),
    shown: integer("shown").notNull().default(0),
    completed: integer("completed").notNull().default(0),
    dropped: integer("dropped").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tourId, t.stepId] })],
);
