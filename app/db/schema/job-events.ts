import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { JobEventKind } from "../../core/leads/job-events";
import { users } from "./identity";
import { jobs } from "./jobs";
import { projects } from "./projects";

/** The timeline of a job: what happened, who did it and when (spec: comments, status, mails, calls). */
export const jobEvents = pgTable(
  "job_events",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id),
    jobId: integer("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    kind: text("kind").$type<JobEventKind>().notNull(),
    /** The employee, or null for the storefront and the system. */
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** Kind-specific: the comment's text, from/to status, the assignee, the call's note, ... */
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("job_events_job_idx").on(t.jobId, t.createdAt)],
);
