/**
 * Drizzle queries of an order's documents: outgoing invoices written at checkout and
 * ingoing invoices employees upload. Only documents that belong to an order (`order_id`) are read here;
 * a job's other papers (a community applicant's trade register extract) stay with the job.
 */
import { and, asc, desc, eq, inArray, isNotNull, type SQL, sql } from "drizzle-orm";
import { clients, documents, orders } from "../../db/schema";
import type { TenantScope } from "../context/tenant-scope.server";

export type OrderDocumentRow = {
  id: number;
  docType: string;
  direction: "ingoing" | "outgoing";
  number: string;
  amountMinor: number;
  currency: string;
  hasErrors: boolean;
  isActive: boolean;
  cdate: Date;
  fileKey: string | null;
  fileType: string | null;
  fileBytes: number | null;
  orderId: string | null;
  orderNumber: string | null;
  clientFirstName: string | null;
  clientLastName: string | null;
};

export type DocumentCriteria = {
  docTypes: readonly string[];
  direction?: "ingoing" | "outgoing";
  hasErrors?: boolean;
  isActive?: boolean;
  currencies: readonly string[];
  words: readonly string[];
};

const columns = {
  id: documents.id,
  docType: documents.docType,
  direction: documents.direction,
  number: documents.number,
  amountMinor: documents.amountMinor,
  currency: documents.currency,
  hasErrors: documents.hasErrors,
  isActive: documents.isActive,
  cdate: documents.cdate,
  fileKey: documents.fileKey,
  fileType: documents.fileType,
  fileBytes: documents.fileBytes,
  orderId: documents.orderId,
  orderNumber: orders.number,
  clientFirstName: clients.firstName,
  clientLastName: clients.lastName,
};

function escapeLike(word: string): string {
  return word.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** One keyset page of the project's order documents, newest first. */
export async function listOrderDocuments(
  scope: TenantScope,
  c: DocumentCriteria & { limit: number; after: [string, number] | null; before: [string, number] | null },
): Promise<OrderDocumentRow[]> {
  const conditions: (SQL | undefined)[] = [isNotNull(documents.orderId)];
  if (c.docTypes.length > 0) conditions.push(inArray(documents.docType, [...c.docTypes]));
  if (c.direction) conditions.push(eq(documents.direction, c.direction));
  if (c.hasErrors !== undefined) conditions.push(eq(documents.hasErrors, c.hasErrors));
  if (c.isActive !== undefined) conditions.push(eq(documents.isActive, c.isActive));
  if (c.currencies.length > 0) conditions.push(inArray(documents.currency, [...c.currencies]));
  for (const word of c.words) {
    conditions.push(
      sql`lower(${documents.number} || ' ' || coalesce(${orders.number}, '')) like ${`%${escapeLike(word)}%`}`,
    );
  }
  if (c.after) {
    conditions.push(
      sql`(${documents.cdate}, ${documents.id}) < (${c.after[0]}::timestamptz, ${c.after[1]}::int)`,
    );
  } else if (c.before) {
    conditions.push(
      sql`(${documents.cdate}, ${documents.id}) > (${c.before[0]}::timestamptz, ${c.before[1]}::int)`,
    );
  }
  const backwards = Boolean(!c.after && c.before);
  const rows = await scope.db
    .select(columns)
    .from(documents)
    .leftJoin(orders, and(eq(orders.id, documents.orderId), scope.owns(orders)))
    .leftJoin(clients, and(eq(clients.id, documents.clientId), scope.owns(clients)))
    .where(scope.where(documents, ...conditions))
    .orderBy(
      ...(backwards
        ? [asc(documents.cdate), asc(documents.id)]
        : [desc(documents.cdate), desc(documents.id)]),
    )
    .limit(c.limit + 1);
  return rows as OrderDocumentRow[];
}

/** The documents of one order, newest first. */
export async function listDocumentsOfOrder(scope: TenantScope, orderId: string): Promise<OrderDocumentRow[]> {
  const rows = await scope.db
    .select(columns)
    .from(documents)
    .leftJoin(orders, and(eq(orders.id, documents.orderId), scope.owns(orders)))
    .leftJoin(clients, and(eq(clients.id, documents.clientId), scope.owns(clients)))
    .where(scope.where(documents, eq(documents.orderId, orderId)))
    .orderBy(desc(documents.cdate), desc(documents.id))
    .limit(200);
  return rows as OrderDocumentRow[];
}

/** One order document by id (another project's, or one without an order: null). */
export async function findOrderDocument(scope: TenantScope, id: number): Promise<OrderDocumentRow | null> {
  const [row] = await scope.db
    .select(columns)
    .from(documents)
    .leftJoin(orders, and(eq(orders.id, documents.orderId), scope.owns(orders)))
    .leftJoin(clients, and(eq(clients.id, documents.clientId), scope.owns(clients)))
    .where(scope.where(documents, eq(documents.id, id), isNotNull(documents.orderId)))
    .limit(1);
  return (row as OrderDocumentRow | undefined) ?? null;
}

export async function insertOrderDocument(
  scope: TenantScope,
  values: {
    orderId: string;
    jobId: number | null;
    clientId: string;
    docType: string;
    direction: "ingoing" | "outgoing";
    number: string;
    amountMinor: number;
    currency: string;
    fileKey: string;
    fileType: string;
    fileBytes: number;
    at: Date;
  },
) {
  const { at, ...rest } = values;
  const [row] = await scope.db
    .insert(documents)
    .values(scope.stamp({ ...rest, cdate: at, mdate: at }))
    .returning({ id: documents.id });
  return row!;
}

/** Sets a document's flags (errors found, withdrawn); false when it is not an order document here. */
export async function updateOrderDocumentFlags(
  scope: TenantScope,
  id: number,
  flags: { hasErrors?: boolean; isActive?: boolean },
  at: Date,
): Promise<boolean> {
  const rows = await scope.db
    .update(documents)
    .set({ ...flags, mdate: at })
    .where(scope.where(documents, eq(documents.id, id), isNotNull(documents.orderId)))
    .returning({ id: documents.id });
  return rows.length === 1;
}
