/**
 * Attachments of incoming mail (decision 0075). Every attachment is recorded on the mail (name, type,
 * size, and why it was refused); those of a mail that reaches a client (a reply in a thread, a mail from
 * a known client's address) are kept in the file store as private documents of the client
 * (`documents`, type `mail_attachment`, direction `ingoing`, with the job of the thread). Limits: 10 MB a
 * file, 20 files a mail, only PDF, pictures, office documents and plain text. A mail nobody could place
 * keeps its files as documents of no client, which nobody can open; assigning the mail gives them to
 * its client and job, marking it as spam deletes them.
 *
 * A stored attachment is read back only through `readMailAttachment`: an employee who may open the
 * client (the visibility policy); anyone else is told there is no such file.
 */
import { randomUUID } from "node:crypto";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { documents, inboundMails } from "../../db/schema";
import type { InboundAttachment } from "../../db/schema/inbound-mail";
import { inGroup } from "../../shared/permissions";
import { err, ok, type Result } from "../../shared/result";
import { clientReach } from "../access/visibility.server";
import { plainText } from "../communication/communication-schema";
import type { ServiceContext } from "../context/service-context.server";
import { scoped } from "../context/tenant-scope.server";
import { fileStore } from "../files/files.server";

export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const ATTACHMENTS_PER_MAIL = 20;
/** Records kept of one mail's attachments (the rest are not even named). */
const RECORDS_PER_MAIL = 50;
export const MAIL_ATTACHMENT_DOC = "mail_attachment";

/** The media types kept, with the extension the stored file gets. */
export const ATTACHMENT_TYPES: Record<string, string> = {
  "application/pdf": "pdf",
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/gif": "gif",
  "image/heic": "heic",
  "text/plain": "txt",
  "text/csv": "csv",
  "application/msword": "doc",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
  "application/vnd.ms-excel": "xls",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "xlsx",
  "application/vnd.ms-powerpoint": "ppt",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation": "pptx",
  "application/vnd.oasis.opendocument.text": "odt",
  "application/vnd.oasis.opendocument.spreadsheet": "ods",
};

type MailFile = { filename: string; contentType: string; size: number; content?: Buffer };

const typeOf = (contentType: string) => contentType.split(";")[0]!.trim().toLowerCase();

/** What is recorded of a mail's attachments: each one's name, type and size, and why it is not kept. */
export function recordAttachments(files: readonly MailFile[]): InboundAttachment[] {
  return files.slice(0, RECORDS_PER_MAIL).map((a, i) => {
    const type = typeOf(a.contentType);
    const refused =
      i >= ATTACHMENTS_PER_MAIL
        ? ("too_many" as const)
        : a.size > ATTACHMENT_MAX_BYTES
          ? ("too_large" as const)
          : !(type in ATTACHMENT_TYPES)
            ? ("type" as const)
            : null;
    return {
      name: plainText(a.filename || "attachment").slice(0, 200),
      type: type.slice(0, 100),
      bytes: a.size,
      ...(refused ? { refused } : {}),
    };
  });
}

/**
 * Keeps the attachments the record allows as the client's private documents (inside the mail's
 * transaction; `ctx` is the transaction's) and notes each document on the mail's record.
 */
export async function storeMailAttachments(
  ctx: ServiceContext,
  mailId: string,
  files: readonly MailFile[],
  clientId: string | null,
  jobId: number | null,
): Promise<InboundAttachment[]> {
  const scope = scoped(ctx);
  const [row] = await scope.db
    .select({ attachments: inboundMails.attachments })
    .from(inboundMails)
    .where(scope.where(inboundMails, eq(inboundMails.id, mailId)))
    .limit(1);
  if (!row || row.attachments.every((a) => a.refused)) return row?.attachments ?? [];
  const kept: InboundAttachment[] = [];
  for (const [i, record] of row.attachments.entries()) {
    const file = files[i];
    if (record.refused || !file?.content || file.content.length > ATTACHMENT_MAX_BYTES) {
      kept.push(record);
      continue;
    }
    const key = `mail/${ctx.project.id}/${randomUUID()}.${ATTACHMENT_TYPES[record.type] ?? "bin"}`;
    await fileStore().put(key, file.content, { contentType: record.type });
    const [doc] = await scope.db
      .insert(documents)
      .values(
        scope.stamp({
          clientId,
          jobId,
          docType: MAIL_ATTACHMENT_DOC,
          direction: "ingoing" as const,
          number: record.name,
          currency: ctx.project.currency,
          fileKey: key,
          fileType: record.type,
          fileBytes: file.content.length,
        }),
      )
      .returning({ id: documents.id });
    kept.push({ ...record, documentId: doc!.id });
  }
  await scope.db
    .update(inboundMails)
    .set({ attachments: kept })
    .where(scope.where(inboundMails, eq(inboundMails.id, mailId)));
  return kept;
}

/** The stored attachments among `attachments` that still belong to no client (the mail is unplaced). */
function unplaced(scope: ReturnType<typeof scoped>, attachments: readonly InboundAttachment[]) {
  const ids = attachments.flatMap((a) => (a.documentId ? [a.documentId] : []));
  if (ids.length === 0) return null;
  return scope.where(
    documents,
    inArray(documents.id, ids),
    eq(documents.docType, MAIL_ATTACHMENT_DOC),
    isNull(documents.clientId),
  );
}

/**
 * An unassigned mail was assigned (inside that transaction): its stored attachments become documents of
 * the client and job it was given to.
 */
export async function giveMailAttachments(
  ctx: ServiceContext,
  attachments: readonly InboundAttachment[],
  clientId: string,
  jobId: number | null,
): Promise<void> {
  const scope = scoped(ctx);
  const where = unplaced(scope, attachments);
  if (where) await scope.db.update(documents).set({ clientId, jobId }).where(where);
}

/**
 * An unassigned mail was marked as spam (inside that transaction): its stored attachments' rows are
 * deleted and the mail's record keeps their names. Answers the files to delete once it committed.
 */
export async function dropMailAttachments(
  ctx: ServiceContext,
  mailId: string,
  attachments: readonly InboundAttachment[],
): Promise<string[]> {
  const scope = scoped(ctx);
  const where = unplaced(scope, attachments);
  if (!where) return [];
  const gone = await scope.db.delete(documents).where(where).returning({ fileKey: documents.fileKey });
  await scope.db
    .update(inboundMails)
    .set({ attachments: attachments.map(({ documentId: _, ...record }) => record) })
    .where(scope.where(inboundMails, eq(inboundMails.id, mailId)));
  return gone.flatMap(({ fileKey }) => (fileKey ? [fileKey] : []));
}

/** Deletes stored attachments' files (after the rows that named them are gone). */
export async function deleteAttachmentFiles(fileKeys: readonly string[]): Promise<void> {
  for (const key of fileKeys) await fileStore().delete(key);
}

/** Where an employee downloads a stored attachment. */
export const mailAttachmentPath = (documentId: number) => `/api/clients/documents/${documentId}/file`;

/** The attachments of received mails by their timeline entry (communication id), for the timeline. */
export async function mailAttachmentsOf(ctx: ServiceContext, communicationIds: readonly string[]) {
  const out = new Map<
    string,
    { name: string; bytes: number; href: string | null; refused: string | null }[]
  >();
  if (communicationIds.length === 0) return out;
  const scope = scoped(ctx);
  const rows = await scope.db
    .select({ communicationId: inboundMails.communicationId, attachments: inboundMails.attachments })
    .from(inboundMails)
    .where(scope.where(inboundMails, inArray(inboundMails.communicationId, [...communicationIds])));
  for (const r of rows) {
    if (!r.communicationId || r.attachments.length === 0) continue;
    out.set(
      r.communicationId,
      r.attachments.map((a) => ({
        name: a.name,
        bytes: a.bytes,
        href: a.documentId ? mailAttachmentPath(a.documentId) : null,
        refused: a.refused ?? (a.documentId ? null : "no_client"),
      })),
    );
  }
  return out;
}

export type AttachmentFile = { data: Buffer; type: string; filename: string };

/**
 * A stored mail attachment for an employee who may open its client; anyone else (and any other
 * document) gets "not found", so a document's existence is not told to who may not see it.
 */
export async function readMailAttachment(
  ctx: ServiceContext,
  id: number,
): Promise<Result<AttachmentFile, { code: "not_found" } | { code: "forbidden" }>> {
  if (!ctx.principal || !inGroup(ctx.principal, "employee")) return err({ code: "forbidden" });
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return err({ code: "not_found" });
  const scope = scoped(ctx);
  const [doc] = await scope.db
    .select()
    .from(documents)
    .where(scope.where(documents, and(eq(documents.id, id), eq(documents.docType, MAIL_ATTACHMENT_DOC))))
    .limit(1);
  if (!doc?.fileKey || !doc.clientId) return err({ code: "not_found" });
  if ((await clientReach(ctx, doc.clientId)).access === "none") return err({ code: "not_found" });
  const data = await fileStore()
    .read(doc.fileKey)
    .catch((error: unknown) => {
      // A store that is down is the request's 503; any other failure: no file.
      if ((error as { code?: string }).code === "FILE_STORE_UNAVAILABLE") throw error;
      return null;
    });
  if (!data) return err({ code: "not_found" });
  const filename = doc.number.replace(/[^A-Za-z0-9._-]+/g, "_").slice(0, 100) || `attachment-${doc.id}`;
  return ok({ data, type: doc.fileType ?? "application/octet-stream", filename });
}
