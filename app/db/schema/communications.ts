import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { clients } from "./clients";
import { outbox, users } from "./identity";
import { jobs } from "./jobs";
import { projects } from "./projects";

/**
 * The communication center's entries of one client (decision 0035): mails sent to the client
 * through the outbox (`mail_out`, with the outbox row that carries it), replies attached by hand
 * (`mail_in`), calls logged by hand (direction and duration) and notes. Tenant-owned. The client's job
 * events join them in the timeline without being copied here.
 */
export const communications = pgTable(
  "communications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    kind: text("kind").$type<"mail_out" | "mail_in" | "call" | "note">().notNull(),
    /** `out` (the dealer wrote or called) or `in` (the client did); null for notes. */
    direction: text("direction").$type<"in" | "out">(),
    subject: text("subject").notNull().default(""),
    body: text("body").notNull().default(""),
    /** A call's length in seconds. */
    durationSeconds: integer("duration_seconds"),
    /** The template a sent mail was written from. */
    template: text("template"),
    /** The outbox row of a sent mail: its status is the mail's delivery state. */
    outboxId: uuid("outbox_id").references(() => outbox.id, { onDelete: "set null" }),
    /** The job a mail belongs to: a reply to it is attached to this job too. */
    jobId: integer("job_id").references(() => jobs.id, { onDelete: "set null" }),
    /** A sent or received mail's Message-ID (angle brackets kept): replies name it in In-Reply-To. */
    messageId: text("message_id"),
    /** A sent mail's conversation token, in its Reply-To plus-address (random, 26 characters). */
    replyToken: text("reply_token"),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    /** When it happened (UTC): sent, received, called; for notes when written. */
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("communications_client_idx").on(t.projectId, t.clientId, t.occurredAt.desc(), t.id.desc()),
    uniqueIndex("communications_reply_token_idx").on(t.replyToken).where(sql`${t.replyToken} is not null`),
    index("communications_message_idx").on(t.projectId, t.messageId).where(sql`${t.messageId} is not null`),
    check("communications_kind_check", sql`${t.kind} in ('mail_out', 'mail_in', 'call', 'note')`),
    check("communications_direction_check", sql`${t.direction} is null or ${t.direction} in ('in', 'out')`),
  ],
);
