import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./identity";
import { projects } from "./projects";

/** The notification's data as the browser gets it. */
export type NotificationData = {
  /** Milliseconds until the toast hides itself; null when interaction is required. */
  dismissAfter: number | null;
  body: string;
  requireInteraction: boolean;
  /** ISO time the notification was created. */
  timestamp: string;
  /** `href`: where a click leads when it is not a job (a customer's order, offer...; decision 0064). */
  data: { id: string; jobId?: number; workflowId?: number; action?: string; href?: string };
};

/**
 * In-page notifications (decision 0033): one row per recipient, tenant-owned. `key` names the
 * cause (`job-new:42`, `job-critical:42`); unique per recipient, so a repeated outbox delivery or a
 * second run of the critical-jobs task writes nothing twice. `seq` orders the stream and is the
 * server-sent event id a reconnecting browser sends back as Last-Event-ID.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity().notNull(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** success | information | warning | danger */
    type: text("type").notNull(),
    /** The title, already in the recipient's language. */
    content: text("content").notNull(),
    data: jsonb("data").$type<NotificationData>().notNull(),
    /** No sound, whatever the recipient's settings. */
    silent: boolean("silent").notNull().default(false),
    readAt: timestamp("read_at", { withTimezone: true }),
    clickedAt: timestamp("clicked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("notifications_user_key_idx").on(t.projectId, t.userId, t.key),
    index("notifications_user_seq_idx").on(t.userId, t.seq),
    index("notifications_unread_idx").on(t.userId).where(sql`${t.readAt} is null`),
    index("notifications_project_key_idx").on(t.projectId, t.key),
  ],
);
