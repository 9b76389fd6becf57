/**
 * Failures that are not bugs of a request but of what it depends on (decision 0036): the database is
 * unreachable (restarting, failed over, pool exhausted), the file store's bucket is down, or the upload
 * disk is full. They are recognised
 * here, at their cause, in one place; `server/app.ts` answers them 503 (with Retry-After) and 507 instead
 * of 500, as the API's error body or as a translated page that needs no database (server/error-page.ts),
 * whichever layer the error was thrown in (middleware, API handler, loader or action).
 */

export type Outage = { status: 503 | 507; code: "unavailable" | "storage_full" };

/** Seconds a client is asked to wait before trying again while the database is away. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * SQLSTATE classes and codes meaning "the server or the connection is gone", not "this query is wrong":
 * class 08 (connection exception), 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now
 * (starting up or shutting down), 53300 too_many_connections.
 */
const PG_UNAVAILABLE = /^(08...|57P0[123]|53300)$/;
/** Socket errors of the driver's connection. */
const NET_UNAVAILABLE = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
/**
 * The drivers say these in words only: node-postgres (a connection dropped mid-query; the pool's connect
 * timeout) and PGlite (the embedded database closed, i.e. the process is stopping).
 */
const PG_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error and is not queryable",
  "Connection terminated due to connection timeout",
  "PGlite is closed",
  "PGlite is closing",
];
const DISK_FULL = new Set(["ENOSPC", "EDQUOT"]);

/** The error and what it wraps (Drizzle wraps driver errors in `cause`; Node's connect an AggregateError). */
function* chain(error: unknown, depth = 0): Generator<Record<string, unknown>> {
  if (depth > 5 || typeof error !== "object" || error === null) return;
  yield error as Record<string, unknown>;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  yield* chain(cause, depth + 1);
  if (Array.isArray(errors)) for (const e of errors) yield* chain(e, depth + 1);
}

export function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of chain(error)) {
    const code = typeof e.code === "string" ? e.code : "";
    if (PG_UNAVAILABLE.test(code) || NET_UNAVAILABLE.has(code)) return true;
    const message = typeof e.message === "string" ? e.message : "";
    if (PG_MESSAGES.some((m) => message.startsWith(m))) return true;
  }
  return false;
}

/** The file store cannot be reached (app/core/files: a bucket that is down, FileStoreUnavailableError). */
export function isFileStoreUnavailable(error: unknown): boolean {
  for (const e of chain(error)) if (e.code === "FILE_STORE_UNAVAILABLE") return true;
  return false;
}

export function isStorageFull(error: unknown): boolean {
  for (const e of chain(error)) if (typeof e.code === "string" && DISK_FULL.has(e.code)) return true;
  return false;
}

/**
 * Text the database cannot store, which only a client can have sent (our code never makes it): a NUL
 * character in a text column (SQLSTATE 22021) or a `\u0000` escape in a jsonb value (22P05). Schemas
 * refuse it where a field is known to reach the database (the profile's names); this catches every other
 * path, so such input is answered 400 (the request's transaction rolled back), never 500.
 */
const PG_UNSTORABLE_TEXT = new Set(["22021", "22P05"]);

export function isUnstorableText(error: unknown): boolean {
  for (const e of chain(error)) if (typeof e.code === "string" && PG_UNSTORABLE_TEXT.has(e.code)) return true;
  return false;
}

/** What an error is as an outage, or null for an ordinary (500) error. */
export function outageOf(error: unknown): Outage | null {
  if (isStorageFull(error)) return { status: 507, code: "storage_full" };
  if (isDatabaseUnavailable(error) || isFileStoreUnavailable(error))
    return { status: 503, code: "unavailable" };
  return null;
}
