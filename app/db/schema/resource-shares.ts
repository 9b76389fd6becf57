import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./identity";
import { projects } from "./projects";

/**
 * A resource (a workflow today; tours, clients and others as they are registered in
 * `core/sharing/shareable-types.server.ts`) shared with a team, a user
 * or a company (decision 0031). Tenant-owned. Ids are stored as text because the
 * shared types key their rows by integers (workflows) or uuids (clients), and so are the targets (team ids
 * are integers, user and company ids uuids).
 */
export const resourceShares = pgTable(
  "resource_shares",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id),
    resourceType: text("resource_type").notNull(),
    resourceId: text("resource_id").notNull(),
    shareWithType: text("share_with_type").$type<"team" | "user" | "company">().notNull(),
    shareWithId: text("share_with_id").notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("resource_shares_target_idx").on(
      t.projectId,
      t.resourceType,
      t.resourceId,
      t.shareWithType,
      t.shareWithId,
    ),
    // Row-level visibility asks "what of this type is shared with these targets".
    index("resource_shares_holder_idx").on(t.projectId, t.resourceType, t.shareWithType, t.shareWithId),
  ],
);

/** Per resource: whether holders of a share may share it on (may_be_shared; default false). */
export const resourceShareSettings = pgTable(
  "resource_share_settings",
  {
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id),
    resourceType: text("resource_type").notNull(),
    resourceId: text("resource_id").notNull(),
    mayBeShared: boolean("may_be_shared").notNull().default(false),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.resourceType, t.resourceId] })],
);
