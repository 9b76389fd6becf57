import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { holdings } from "./holdings";
import { users } from "./identity";

/**
 * What holding admins did on the holding screen (account/settings/holding, decision 0062): companies
 * and sites added, sites paused and resumed. Owned by the holding (not by one project: a company has no
 * project yet when it is added). Names are copied in, so the record stays readable after a user is gone.
 */
export const holdingAudit = pgTable(
  "holding_audit",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    holdingId: uuid("holding_id")
      .notNull()
      .references(() => holdings.id),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorName: text("actor_name").notNull(),
    /** company_create, project_create, pause, resume */
    action: text("action").notNull(),
    /** The company's or site's name as it was then. */
    subject: text("subject").notNull(),
    /** What changed (domains of a new site, its first admin's address, ...). */
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("holding_audit_holding_idx").on(t.holdingId, t.createdAt.desc())],
);
