/**
 * An order's documents: the outgoing invoice checkout writes
 * (its PDF is made on demand from the order, decision 0025) and ingoing invoices employees upload (a
 * supplier's or a transport company's): a PDF by its content (magic bytes and trailer), at most 10 MB,
 * stored as `orders/{uuid}.pdf` in the file store, never served publicly; only database staff read or change them.
 */
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { isDbId } from "../../shared/db-id";
import { decodeCursor, encodeCursor, type KeysetPage, keysetPage } from "../../shared/lists/keyset-cursor";
import { localeNumber } from "../../shared/locale-number";
import type { Locale } from "../../shared/locales";
import { err, ok, type Result } from "../../shared/result";
import { sniffDocumentType } from "../community/trade-register-document.server";
import { type ServiceContext, withTransaction } from "../context/service-context.server";
import { scoped } from "../context/tenant-scope.server";
import { fileStore } from "../files/files.server";
import { insertJobEvent } from "../leads/jobs.repo.server";
import {
  findOrderDocument,
  insertOrderDocument,
  listDocumentsOfOrder,
  listOrderDocuments,
  type OrderDocumentRow,
  updateOrderDocumentFlags,
} from "./documents.repo.server";
import { type DocumentListParams, ORDER_DOCUMENT_MAX_BYTES } from "./documents-filters";
import { findOrderById, findOrderByNumber } from "./orders.repo.server";
import { isOrderStaff, mayWorkOrder, renderOrderInvoice } from "./orders.service.server";

export type OrderDocumentView = {
  id: number;
  docType: string;
  direction: "ingoing" | "outgoing";
  number: string;
  amountMinor: number;
  currency: string;
  hasErrors: boolean;
  isActive: boolean;
  cdate: string;
  orderNumber: string | null;
  clientName: string | null;
  /** The uploaded file's size, or null (an outgoing invoice is made on demand). */
  fileBytes: number | null;
  /** Where the document opens: the uploaded file, or the invoice PDF made from the order; null: none. */
  downloadPath: string | null;
};
export type OrderDocumentPage = KeysetPage<OrderDocumentView>;

type DocError =
  | { code: "not_found" | "forbidden"; message?: string }
  | { code: "invalid"; message: string; fields: Record<string, string[]> };

/** Whether the document's PDF is made from its order (the outgoing invoice), not an uploaded file. */
function isGeneratedInvoice(row: Pick<OrderDocumentRow, "direction" | "docType" | "orderId" | "fileKey">) {
  return !row.fileKey && row.direction === "outgoing" && row.docType === "invoice" && row.orderId !== null;
}

export function viewOf(row: OrderDocumentRow): OrderDocumentView {
  return {
    id: row.id,
    docType: row.docType,
    direction: row.direction,
    number: row.number,
    amountMinor: row.amountMinor,
    currency: row.currency,
    hasErrors: row.hasErrors,
    isActive: row.isActive,
    cdate: row.cdate.toISOString(),
    orderNumber: row.orderNumber,
    clientName:
      row.clientFirstName === null ? null : `${row.clientFirstName} ${row.clientLastName ?? ""}`.trim(),
    fileBytes: row.fileBytes,
    // One download path for every kind: the uploaded file, or the invoice PDF made from the order.
    downloadPath: row.fileKey || isGeneratedInvoice(row) ? `/api/orders/documents/${row.id}/file` : null,
  };
}

/** The project's order documents, newest first, with the spec's document filters. */
export async function listDocuments(
  ctx: ServiceContext,
  params: DocumentListParams,
): Promise<Result<OrderDocumentPage, DocError>> {
  if (!isOrderStaff(ctx)) return err({ code: "forbidden" });
  const shape = ["timestamp", "int"] as const;
  const after = decodeCursor(params.after, shape);
  const before = after ? null : decodeCursor(params.before, shape);
  const rows = await listOrderDocuments(scoped(ctx), {
    docTypes: params.docType,
    direction: params.docDirection,
    hasErrors: params.hasErrors,
    isActive: params.isActive,
    currencies: params.currency,
    words: params.words,
    limit: params.limit,
    after,
    before,
  });
  return ok(
    keysetPage(rows.map(viewOf), {
      limit: params.limit,
      direction: before ? "before" : "after",
      fromCursor: Boolean(after ?? before),
      cursorOf: (row) => encodeCursor([row.cdate, row.id]),
    }),
  );
}

/** One order's documents (the order page), for staff; nobody else sees them. */
export async function documentsOfOrder(ctx: ServiceContext, orderId: string): Promise<OrderDocumentView[]> {
  if (!isOrderStaff(ctx)) return [];
  return (await listDocumentsOfOrder(scoped(ctx), orderId)).map(viewOf);
}

/** One order's documents for whoever may work the order (staff, or who may work its job). */
export async function documentsOfWorkableOrder(
  ctx: ServiceContext,
  order: { id: string; jobId: number | null },
): Promise<OrderDocumentView[]> {
  if (!(await mayWorkOrder(ctx, order))) return [];
  return (await listDocumentsOfOrder(scoped(ctx), order.id)).map(viewOf);
}

/**
 * The upload form's fields besides the file: the supplier's invoice number and its amount, typed in the
 * page's language ("1.234,56" in de, "1,234.56" in en; decision 0054), in minor units.
 */
export const uploadInvoiceSchemaFor = (locale: Locale | string) =>
  z.object({
    number: z
      .string({ error: "validation:required" })
      .trim()
      .min(1, "validation:required")
      .max(60, "validation:too_long"),
    amount: localeNumber(locale, {
      money: true,
      min: 0,
      max: 99_999_999_999,
      messages: { invalid: "orders:documents.errors.amount", range: "orders:documents.errors.amount" },
    }),
    currency: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, "orders:documents.errors.currency"),
  });

const invalidFile = (message: string) =>
  err({ code: "invalid" as const, message, fields: { file: [message] } });

/** A PDF by its content: `%PDF-` at the start and the `%%EOF` trailer near the end, at most 10 MB. */
export async function checkPdf(file: unknown): Promise<Result<Buffer, DocError>> {
  if (!(file instanceof File) || file.size === 0) return invalidFile("orders:documents.errors.file_required");
  if (file.size > ORDER_DOCUMENT_MAX_BYTES) return invalidFile("orders:documents.errors.file_too_large");
  const buffer = Buffer.from(await file.arrayBuffer());
  if (buffer.length > ORDER_DOCUMENT_MAX_BYTES) return invalidFile("orders:documents.errors.file_too_large");
  if (sniffDocumentType(buffer.subarray(0, 8)) !== "application/pdf")
    return invalidFile("orders:documents.errors.file_type");
  if (!buffer.subarray(Math.max(0, buffer.length - 1024)).includes("%%EOF"))
    return invalidFile("orders:documents.errors.file_type");
  return ok(buffer);
}

/**
 * An employee adds an ingoing invoice to an order: fields validated, the file checked by its content,
 * stored, and the document row and the job's event written in one transaction (the file is removed
 * again when that fails).
 */
export async function uploadOrderInvoice(
  ctx: ServiceContext,
  orderNumber: string,
  input: Record<string, unknown>,
  file: unknown,
): Promise<Result<OrderDocumentView, DocError>> {
  if (!isOrderStaff(ctx)) return err({ code: "forbidden" });
  if (orderNumber.length > 40) return err({ code: "not_found" });
  const order = await findOrderByNumber(scoped(ctx), orderNumber);
  if (!order) return err({ code: "not_found" });
  const parsed = uploadInvoiceSchemaFor(ctx.locale).safeParse({ currency: order.currency, ...input });
  const fields: Record<string, string[]> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? "form");
      fields[key] = [...(fields[key] ?? []), issue.message];
    }
  }
  const pdf = await checkPdf(file);
  if (!pdf.ok && pdf.error.code === "invalid") Object.assign(fields, pdf.error.fields);
  if (!parsed.success || !pdf.ok) {
    return err({ code: "invalid", message: "orders:documents.errors.summary", fields });
  }
  const key = `orders/${randomUUID()}.pdf`;
  const store = fileStore();
  await store.put(key, pdf.value, { contentType: "application/pdf" });
  try {
    const id = await withTransaction(ctx, async (tx) => {
      const scope = scoped(tx);
      const at = tx.clock.now();
      const row = await insertOrderDocument(scope, {
        orderId: order.id,
        jobId: order.jobId,
        clientId: order.clientId,
        docType: "invoice",
        direction: "ingoing",
        number: parsed.data.number,
        amountMinor: parsed.data.amount,
        currency: parsed.data.currency,
        fileKey: key,
        fileType: "application/pdf",
        fileBytes: pdf.value.length,
        at,
      });
      if (order.jobId) {
        await insertJobEvent(scope, {
          jobId: order.jobId,
          kind: "order",
          actorId: tx.principal?.id ?? null,
          data: { action: "invoice_added", number: order.number, orderId: order.id, documentId: row.id },
          at,
        });
      }
      return row.id;
    });
    const saved = await findOrderDocument(scoped(ctx), id);
    return ok(viewOf(saved!));
  } catch (e) {
    await store.delete(key).catch(() => {});
    throw e;
  }
}

/**
 * An order document's PDF, whatever its kind: the uploaded file, or the outgoing invoice made now from
 * its order (decision 0025). For the database staff and whoever may work the order's job; another
 * project's document, or one without either: not found.
 */
export async function readOrderDocumentFile(
  ctx: ServiceContext,
  id: number,
): Promise<Result<{ data: Buffer; type: string; filename: string }, DocError>> {
  if (!ctx.principal) return err({ code: "forbidden" });
  if (!isDbId(id)) return err({ code: "not_found" });
  const scope = scoped(ctx);
  const doc = await findOrderDocument(scope, id);
  const order = doc?.orderId ? await findOrderById(scope, doc.orderId) : null;
  if (!doc || !order) return err({ code: isOrderStaff(ctx) ? "not_found" : "forbidden" });
  if (!(await mayWorkOrder(ctx, order))) return err({ code: "forbidden" });
  const safe = doc.number.replace(/[^A-Za-z0-9._-]+/g, "_").slice(0, 60) || String(doc.id);
  if (isGeneratedInvoice(doc)) {
    const pdf = await renderOrderInvoice(ctx, order);
    return ok({ data: Buffer.from(pdf), type: "application/pdf", filename: `invoice-${safe}.pdf` });
  }
  if (!doc.fileKey) return err({ code: "not_found" });
  const data = await fileStore()
    .read(doc.fileKey)
    .catch((error: unknown) => {
      // A bucket that is down is the request's 503 (app/api/outage.ts); any other failure: no file.
      if ((error as { code?: string }).code === "FILE_STORE_UNAVAILABLE") throw error;
      return null;
    });
  if (!data) return err({ code: "not_found" });
  return ok({ data, type: doc.fileType ?? "application/octet-stream", filename: `${safe}.pdf` });
}

/** Marks an order document as having errors (or not), or withdraws (or restores) it. */
export async function setDocumentFlags(
  ctx: ServiceContext,
  id: number,
  flags: { hasErrors?: boolean; isActive?: boolean },
): Promise<Result<null, DocError>> {
  if (!isOrderStaff(ctx)) return err({ code: "forbidden" });
  if (!isDbId(id)) return err({ code: "not_found" });
  const done = await updateOrderDocumentFlags(scoped(ctx), id, flags, ctx.clock.now());
  return done ? ok(null) : err({ code: "not_found" });
}
