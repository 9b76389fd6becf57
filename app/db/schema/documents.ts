import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { clients } from "./clients";
import { jobs } from "./jobs";
import { orders } from "./orders";
import { projects } from "./projects";

/**
 * Offers, invoices, contracts and other papers of a job (spec filter keys docType, docDirection,
 * hasErrors, isActive, currency). Amounts in minor units of `currency`.
 */
export const documents = pgTable(
  "documents",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id),
    jobId: integer("job_id").references(() => jobs.id, { onDelete: "set null" }),
    clientId: uuid("client_id").references(() => clients.id),
    /** The order an invoice belongs to. */
    orderId: uuid("order_id").references((): AnyPgColumn => orders.id, { onDelete: "set null" }),
    docType: text("doc_type").notNull(),
    direction: text("direction").$type<"ingoing" | "outgoing">().notNull(),
    number: text("number").notNull(),
    amountMinor: integer("amount_minor").notNull().default(0),
    currency: text("currency").notNull(),
    hasErrors: boolean("has_errors").notNull().default(false),
    isActive: boolean("is_active").notNull().default(true),
    cdate: timestamp("cdate", { withTimezone: true }).notNull().defaultNow(),
    mdate: timestamp("mdate", { withTimezone: true }).notNull().defaultNow(),
    /**
     * An uploaded file (a community applicant's trade register extract): its key in the file
     * store (decision 0065), its media type as checked by content, and its size. Null for documents
     * without a file.
     */
    fileKey: text("file_key"),
    fileType: text("file_type"),
    fileBytes: integer("file_bytes"),
  },
  (t) => [
    index("documents_project_idx").on(t.projectId, t.cdate.desc(), t.id.desc()),
    index("documents_job_idx").on(t.jobId).where(sql`${t.jobId} is not null`),
    index("documents_order_idx").on(t.orderId).where(sql`${t.orderId} is not null`),
    index("documents_client_idx").on(t.clientId).where(sql`${t.clientId} is not null`),
  ],
);
