/**
 * The trade register extract of a community application: at most 10 MB, a PDF, JPEG or PNG by its
 * content (magic bytes; images must also decode their header with sharp), whatever the file's name or
 * declared type says. Stored as `community/{uuid}.{ext}` in the file store, never served publicly.
 */
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { err, ok, type Result } from "../../shared/result";
import { fileStore } from "../files/files.server";
import { TRADE_REGISTER_DOCUMENT } from "./community-join-schema";

export type DocumentType = (typeof TRADE_REGISTER_DOCUMENT.types)[number];
export type CheckedDocument = { buffer: Buffer; type: DocumentType; ext: "pdf" | "jpg" | "png" };

const invalid = (message: string) =>
  err({ code: "invalid" as const, message, fields: { document: [message] } });

/** The type a buffer's first bytes name, or null. */
export function sniffDocumentType(head: Uint8Array): CheckedDocument["type"] | null {
  const starts = (bytes: number[]) => bytes.every((b, i) => head[i] === b);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return "application/pdf"; // %PDF-
  if (starts([0xff, 0xd8, 0xff])) return "image/jpeg";
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  return null;
}

export async function checkTradeRegisterDocument(file: unknown): Promise<Result<CheckedDocument>> {
  if (!(file instanceof File) || file.size === 0) return invalid("community:join.errors.document_required");
  if (file.size > TRADE_REGISTER_DOCUMENT.maxBytes)
    return invalid("community:join.errors.document_too_large");
  const buffer = Buffer.from(await file.arrayBuffer());
  if (buffer.length > TRADE_REGISTER_DOCUMENT.maxBytes)
    return invalid("community:join.errors.document_too_large");
  const type = sniffDocumentType(buffer.subarray(0, 8));
  if (!type) return invalid("community:join.errors.document_type");
  if (type === "application/pdf") {
    // A PDF ends with its trailer: a file cut off in transfer (or only a PDF header) is refused.
    if (!buffer.subarray(Math.max(0, buffer.length - 1024)).includes("%%EOF")) {
      return invalid("community:join.errors.document_type");
    }
    return ok({ buffer, type, ext: "pdf" });
  }
  try {
    const meta = await sharp(buffer, { limitInputPixels: 100_000_000 }).metadata();
    const expected = type === "image/png" ? "png" : "jpeg";
    if (meta.format !== expected || !meta.width || !meta.height) {
      return invalid("community:join.errors.document_type");
    }
  } catch {
    return invalid("community:join.errors.document_type");
  }
  return ok({ buffer, type, ext: type === "image/png" ? "png" : "jpg" });
}

/** The stored file (`community/{uuid}.{ext}` in the file store), or null when it is gone. */
export function readDocumentFile(fileKey: string): Promise<Buffer | null> {
  return fileStore().read(fileKey);
}

/** Writes the file; returns its key and a function that removes it again (when the transaction fails). */
export async function storeTradeRegisterDocument(doc: CheckedDocument) {
  const key = `community/${randomUUID()}.${doc.ext}`;
  const store = fileStore();
  await store.put(key, doc.buffer, { contentType: doc.type });
  return { key, remove: () => store.delete(key) };
}
