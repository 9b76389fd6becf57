import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./identity";
import { projects } from "./projects";

/**
 * What admins did to the project's people (decision 0061): every invitation, resend, revocation, role
 * change, deactivation, reactivation, password-reset request and team change, with who did it and when.
 * Tenant-owned. Names and addresses are copied in, so the record stays readable after a user is gone.
 */
export const peopleAudit = pgTable(
  "people_audit",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorName: text("actor_name").notNull(),
    subjectId: uuid("subject_id").references(() => users.id, { onDelete: "set null" }),
    /** The person acted on (e-mail address), or the team's name for team changes. */
    subject: text("subject").notNull(),
    /** invite, resend, revoke, roles, deactivate, reactivate, reset, team_create, team_rename, ... */
    action: text("action").notNull(),
    /** What changed (roles before and after, the colleague who got the open jobs, ...). */
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("people_audit_project_idx").on(t.projectId, t.createdAt.desc())],
);
