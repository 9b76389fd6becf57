import { sql } from "drizzle-orm";
import { check, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { sessions, users } from "./identity";
import { projects } from "./projects";

/**
 * The installation's VAPID key pair (decision 0034): one row, created on the first start (or
 * the first use) and never replaced, because every browser subscription is bound to the public key it
 * was made with. Not tenant data: all projects of one installation sign their pushes with it.
 */
export const pushVapidKeys = pgTable(
  "push_vapid_keys",
  {
    id: smallint("id").primaryKey().default(1),
    /** URL-safe base64 of the uncompressed P-256 public key (the browser's applicationServerKey). */
    publicKey: text("public_key").notNull(),
    /** URL-safe base64 of the private scalar; never leaves the server. */
    privateKey: text("private_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("push_vapid_keys_single_row", sql`${t.id} = 1`)],
);

/**
 * A browser's push subscription of a signed-in employee on one project's site (tenant-owned). One row per
 * endpoint and project: a second employee signing in on the same browser takes the endpoint over, only
 * by sending that subscription's keys, which only the browser has (decision 0046). A push
 * service's 404/410 for the endpoint disables the row (`disabled_at`); registering it again enables it.
 * The row belongs to the session that registered it: signing out (or the session's expiry) deletes it,
 * so a browser left signed out gets no more of that employee's pushes.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sessionId: text("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    /** The browser's ECDH P-256 public key (URL-safe base64, 65 bytes decoded). */
    p256dh: text("p256dh").notNull(),
    /** The browser's 16-byte auth secret (URL-safe base64). */
    auth: text("auth").notNull(),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The last push the push service accepted for this endpoint. */
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    /** Set when the push service answered 404 or 410 (the subscription expired or was revoked). */
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    disabledReason: text("disabled_reason"),
  },
  (t) => [
    uniqueIndex("push_subscriptions_project_endpoint_idx").on(t.projectId, t.endpoint),
    index("push_subscriptions_project_user_idx").on(t.projectId, t.userId),
    // The cascade from a deleted user.
    index("push_subscriptions_user_idx").on(t.userId),
    index("push_subscriptions_session_idx").on(t.sessionId),
  ],
);
