import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { clients } from "./clients";
import { communications } from "./communications";
import { users } from "./identity";
import { jobs } from "./jobs";
import { projects } from "./projects";
import { workflows } from "./workflows";

/**
 * A dealer's mailbox as the inbound-mail reader sees it (decision 0067): one row per project.
 * The IMAP URL an admin set (null: the demo project uses `IMAP_URL`), the reply address outgoing mail
 * names, where reading stands (UIDVALIDITY and the last UID read, so a restart neither loses nor repeats
 * a message), what the reader last saw (state, last read, last error as a code), and the lease that lets
 * exactly one process read the mailbox at a time.
 */
export const mailboxes = pgTable("mailboxes", {
  projectId: uuid("project_id")
    .primaryKey()
    .references(() => projects.id),
  /** `imap://user:pass@host:143/INBOX` or `imaps://...`; holds a password: never sent to a browser. */
  imapUrl: text("imap_url"),
  /** The address replies go to (`crm@dealer.example`, plus-addressed per conversation); null: MAIL_FROM's. */
  replyAddress: text("reply_address"),
  uidValidity: bigint("uid_validity", { mode: "number" }),
  lastUid: bigint("last_uid", { mode: "number" }).notNull().default(0),
  /** `connecting`, `connected` (watching), `error` (see last_error), `off` (no mailbox). */
  state: text("state").$type<"connecting" | "connected" | "error" | "off">().notNull().default("off"),
  lastReadAt: timestamp("last_read_at", { withTimezone: true }),
  /** A code the communication centre words (`auth`, `unreachable`, `mailbox`, `tls`, `other`). */
  lastError: text("last_error"),
  lastErrorAt: timestamp("last_error_at", { withTimezone: true }),
  /** The process that reads the mailbox now, and until when its lease holds unless renewed. */
  leaseHolder: text("lease_holder"),
  leaseUntil: timestamp("lease_until", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type InboundAttachment = {
  name: string;
  type: string;
  bytes: number;
  /** The client's private document it became, or why it was not kept (`too_large`, `type`, `no_client`). */
  documentId?: number | null;
  refused?: "too_large" | "type" | "no_client" | "too_many";
};

/** The label texts a lead rule reads its fields after (`E-Mail:`): the value is the rest of that line. */
export type LeadRuleLabels = Partial<
  Record<"firstName" | "lastName" | "fullName" | "email" | "phone" | "stock" | "vin" | "message", string>
>;

/**
 * A dealer's own rule for lead mails that carry no ADF (decision 0075): a mail from the sender (an
 * exact address or `@domain`) whose subject contains the text (any case; empty: any subject) becomes a
 * job of the workflow (null: the car-request one) with the source label, its fields read after the
 * labels. Only plain label texts, never a pattern an admin writes.
 */
export const mailLeadRules = pgTable(
  "mail_lead_rules",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id),
    name: text("name").notNull(),
    senderPattern: text("sender_pattern").notNull(),
    subjectContains: text("subject_contains"),
    workflowId: integer("workflow_id").references(() => workflows.id, { onDelete: "set null" }),
    sourceLabel: text("source_label").notNull(),
    labels: jsonb("labels").$type<LeadRuleLabels>().notNull().default({}),
    enabled: boolean("enabled").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("mail_lead_rules_project_idx").on(t.projectId, t.createdAt)],
);

/**
 * Every mail read from a dealer's mailbox, once per Message-ID: what it was (a reply, an
 * auto-reply, a bounce, a lead), where it went (a conversation of a client and job, a client's timeline,
 * a lead, the unassigned list, spam), and its contents (text, sanitised HTML, attachments' fate).
 */
export const inboundMails = pgTable(
  "inbound_mails",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id),
    /** The mail's Message-ID (angle brackets kept), or one made of UIDVALIDITY and UID when it has none. */
    messageId: text("message_id").notNull(),
    uidValidity: bigint("uid_validity", { mode: "number" }),
    uid: bigint("uid", { mode: "number" }),
    fromAddress: text("from_address").notNull().default(""),
    fromName: text("from_name").notNull().default(""),
    subject: text("subject").notNull().default(""),
    textBody: text("text_body").notNull().default(""),
    /** Sanitised when stored (the CMS sanitiser; no remote images), never the mail's own HTML. */
    htmlBody: text("html_body"),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull(),
    /** `mail`, `auto_reply`, `bounce`, `lead` (ADF). */
    kind: text("kind").$type<"mail" | "auto_reply" | "bounce" | "lead">().notNull(),
    /**
     * Where it went: `thread` (a reply to a mail we sent), `client` (a known client's new conversation),
     * `lead` (became a job), `unassigned` (waits for an employee), `spam`, `ignored` (auto-replies and
     * bounces nobody needs to read), `assigned` (an employee assigned it).
     */
    route: text("route")
      .$type<"thread" | "client" | "lead" | "unassigned" | "spam" | "ignored" | "assigned">()
      .notNull(),
    clientId: uuid("client_id").references(() => clients.id, { onDelete: "cascade" }),
    jobId: integer("job_id").references(() => jobs.id, { onDelete: "set null" }),
    /** Its entry in the client's timeline. */
    communicationId: uuid("communication_id").references(() => communications.id, { onDelete: "set null" }),
    /** The sent mail it answers (thread match). */
    answersId: uuid("answers_id").references(() => communications.id, { onDelete: "set null" }),
    sizeBytes: integer("size_bytes").notNull().default(0),
    /** Larger than the reader keeps: recorded with its headers, its body left in the mailbox. */
    overLimit: boolean("over_limit").notNull().default(false),
    attachments: jsonb("attachments").$type<InboundAttachment[]>().notNull().default([]),
    /** The lead rule it matched, and why it still waits unassigned (`rule_no_contact`), if so. */
    leadRuleId: uuid("lead_rule_id").references(() => mailLeadRules.id, { onDelete: "set null" }),
    reason: text("reason"),
    /** Who assigned it or marked it as spam. */
    handledBy: uuid("handled_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("inbound_mails_message_idx").on(t.projectId, t.messageId),
    index("inbound_mails_route_idx").on(t.projectId, t.route, t.receivedAt.desc()),
    index("inbound_mails_client_idx").on(t.clientId).where(sql`${t.clientId} is not null`),
  ],
);
