/**
 * The file store (decision 0065): every upload and every read of a stored file goes through
 * this interface. Two implementations: the local disk below `UPLOAD_DIR` (the default, so `npm start`
 * needs nothing) and an S3-compatible bucket (`S3_BUCKET`). Keys are relative paths such as
 * `cars/ab/{uuid}.webp`; which of them are public and who may read the others is decided above the
 * store (server/public-uploads.ts and the guarded handlers of decision 0043), never by the store.
 */
import type { Readable } from "node:stream";

/** What a stored object is: its key, its size in bytes and, where the store keeps them, type and sums. */
export type ObjectInfo = {
  key: string;
  size: number;
  contentType?: string;
  /** The SHA-256 the writer recorded (`put`'s `sha256`; S3 metadata), hex. Not computed by the store. */
  sha256?: string;
  lastModified?: Date;
};

/** An object's bytes (or the requested range of them) as a stream. */
export type StoredObject = {
  body: Readable;
  /** Bytes in `body`. */
  size: number;
  /** The whole object's size. */
  totalSize: number;
  /** The range sent, inclusive, when one was asked for. */
  range?: { start: number; end: number };
  contentType?: string;
  lastModified?: Date;
};

export type PutOptions = { contentType?: string; sha256?: string };

/** Bytes from `start` to `end` inclusive (`end` absent: to the end of the object). */
export type ByteRange = { start: number; end?: number };

export interface FileStore {
  readonly kind: "local" | "s3";
  /** For logs and errors: the folder, or the bucket and endpoint (never a credential). */
  readonly description: string;
  /** The local store's folder (backups leave it out of the database folder's copy); S3: undefined. */
  readonly localDir?: string;
  /** Stores the object whole or not at all (a reader never sees half of it). */
  put(key: string, body: Buffer | Readable, options?: PutOptions): Promise<void>;
  /** The object's bytes as a stream, or null when there is no such object (or the range is outside it). */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  /** The whole object in memory (for small files: pictures, documents), or null. */
  read(key: string): Promise<Buffer | null>;
  head(key: string): Promise<ObjectInfo | null>;
  /** Removes the object (no error when it is not there). */
  delete(key: string): Promise<void>;
  /** Removes every object whose key starts with `prefix`; returns how many went. */
  deletePrefix(prefix: string): Promise<number>;
  /** Every object whose key starts with `prefix` (`""`: all), in no particular order. */
  list(prefix: string): AsyncIterable<ObjectInfo>;
  /** The start-up check: throws FileStoreConfigError when the store cannot be used at all. */
  check(): Promise<void>;
}

/** The store is configured wrongly (credentials refused, no such bucket): the server does not start. */
export class FileStoreConfigError extends Error {
  override name = "FileStoreConfigError";
}

/**
 * The store cannot be reached right now (bucket down, network, 5xx): the request is answered 503 with
 * Retry-After (app/api/outage.ts), and nothing was half-written.
 */
export class FileStoreUnavailableError extends Error {
  override name = "FileStoreUnavailableError";
  readonly code = "FILE_STORE_UNAVAILABLE";
}

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/** A key: relative, `/`-separated segments of letters, digits, `.`, `_`, `-`, none starting with a dot. */
export function isValidKey(key: string): boolean {
  if (key.length === 0 || key.length > 512) return false;
  return key.split("/").every((s) => SEGMENT.test(s));
}

/** A prefix: a valid key, or one followed by `/`, or empty (everything). */
export function isValidPrefix(prefix: string): boolean {
  if (prefix === "") return true;
  return isValidKey(prefix.endsWith("/") ? prefix.slice(0, -1) : prefix);
}

export function assertKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`not a file store key: ${JSON.stringify(key)}`);
}

export function assertPrefix(prefix: string): void {
  if (!isValidPrefix(prefix)) throw new Error(`not a file store prefix: ${JSON.stringify(prefix)}`);
}

const TYPES: Record<string, string> = {
  webp: "image/webp",
  avif: "image/avif",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  pdf: "application/pdf",
};

/** The media type a key's extension names (what the local disk answers; S3 keeps the writer's). */
export function contentTypeOf(key: string): string {
  const ext = key.slice(key.lastIndexOf(".") + 1).toLowerCase();
  return TYPES[ext] ?? "application/octet-stream";
}

/** Reads a stream to its end. */
export async function streamToBuffer(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}
