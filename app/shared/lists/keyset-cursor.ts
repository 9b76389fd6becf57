/**
 * The one keyset cursor of every list: the sort key(s) and id of the row a page starts or ends at, as an
 * opaque URL token (base64url of a small JSON array). Decoding checks the shape and returns null for
 * anything else, so a hand-edited or truncated cursor means "no position" and never reaches the SQL.
 * Isomorphic and dependency-free (no zod): it is safe in any bundle.
 *
 * A cursor is not signed: it is a position, not a permission. Every value in it is only compared with
 * the same column of rows the visitor may see anyway, so a forged but well-formed cursor just starts
 * the page somewhere else.
 *
 * @example
 *   const token = encodeCursor([row.publishedAt.toISOString(), row.id]);   // "WyIyMDI2LTAx..."
 *   const at = decodeCursor(url.searchParams.get("after"), ["timestamp", "uuid"] as const);
 *   if (at) query.where(sql`(published_at, id) < (${at[0]}, ${at[1]})`);   // at: [string, string]
 *   const rows = await query.limit(limit + 1);                             // one more: is there a next page?
 *   const page = keysetPage(rows, { limit, direction: "after", fromCursor: at !== null, cursorOf });
 */
import { isCalendarDate } from "./calendar-date";

/**
 * What one element of a cursor must be: a whole number, a finite number, a boolean, a short string, a
 * UUID, a timestamp (ISO 8601 or PostgreSQL's text form), a calendar date, or one of a list of values.
 */
export type CursorPart =
  | "int"
  | "number"
  | "boolean"
  | "string"
  | "uuid"
  | "timestamp"
  | "date"
  | readonly string[];

type PartValue<P> = P extends "int" | "number"
  ? number
  : P extends "boolean"
    ? boolean
    : P extends readonly (infer V)[]
      ? V
      : string;

/** The decoded tuple of a cursor shape: `["timestamp", "uuid"]` gives `[string, string]`. */
export type CursorValues<P extends readonly CursorPart[]> = { -readonly [I in keyof P]: PartValue<P[I]> };

/** Which side of the cursor row a page lies on, in the list's sort order. */
export type CursorDirection = "after" | "before";

/** The form of a cursor in a URL; list-params drops any value that does not match it before decoding. */
export const CURSOR_TOKEN = /^[A-Za-z0-9_-]{1,512}$/;

/** Longest string element: cursors stay short URL tokens. */
const MAX_STRING = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)$/;

function toBase64Url(text: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(token: string): string | null {
  try {
    const binary = atob(token.replace(/-/g, "+").replace(/_/g, "/"));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

function partOk(part: CursorPart, value: unknown): boolean {
  if (typeof part !== "string") return typeof value === "string" && part.includes(value);
  switch (part) {
    case "int":
      return typeof value === "number" && Number.isSafeInteger(value);
    case "number":
      return typeof value === "number" && Number.isFinite(value);
    case "boolean":
      return typeof value === "boolean";
    case "string":
      return typeof value === "string" && value.length <= MAX_STRING;
    case "uuid":
      return typeof value === "string" && UUID.test(value);
    case "timestamp":
      return typeof value === "string" && TIMESTAMP.test(value);
    case "date":
      return typeof value === "string" && isCalendarDate(value);
  }
}

/** The URL token of a position: the row's sort key(s) and id, in the order the list compares them. */
export function encodeCursor(values: readonly (string | number | boolean)[]): string {
  return toBase64Url(JSON.stringify(values));
}

/**
 * The position a URL token holds when it has exactly the given shape; null for a missing, malformed,
 * tampered or foreign cursor (another list's, another sort's). A token must also be the canonical
 * encoding of what it decodes to, so one position has one URL.
 */
export function decodeCursor<const P extends readonly CursorPart[]>(
  token: string | null | undefined,
  parts: P,
): CursorValues<P> | null {
  if (!token || !CURSOR_TOKEN.test(token)) return null;
  const json = fromBase64Url(token);
  if (json === null) return null;
  let values: unknown;
  try {
    values = JSON.parse(json);
  } catch {
    return null;
  }
  if (!Array.isArray(values) || values.length !== parts.length) return null;
  if (!parts.every((part, i) => partOk(part, values[i]))) return null;
  if (encodeCursor(values) !== token) return null;
  return values as CursorValues<P>;
}

/** One page of a keyset query and where the pages next to it start. */
export type KeysetPage<Row> = {
  /** The page's rows in list order. */
  rows: Row[];
  hasPrev: boolean;
  hasNext: boolean;
  /** Token for `before` (the page before this one), or null on the first page. */
  prevCursor: string | null;
  /** Token for `after` (the page after this one), or null on the last page. */
  nextCursor: string | null;
};

/**
 * A page from a keyset query that asked for `limit + 1` rows: the extra row only says that more
 * follow. Direction "after": rows in list order after the cursor. Direction "before": the rows before
 * the cursor nearest first (the query's order reversed), which this puts back in list order.
 * `fromCursor` says whether the query started at a cursor (then there is a page on that side).
 */
export function keysetPage<Row>(
  fetched: readonly Row[],
  options: {
    limit: number;
    direction: CursorDirection;
    fromCursor: boolean;
    /** The token of a row's position (usually `encodeCursor([row.sortKey, row.id])`). */
    cursorOf: (row: Row) => string;
  },
): KeysetPage<Row> {
  const { limit, direction, fromCursor, cursorOf } = options;
  const more = fetched.length > limit;
  const taken = fetched.slice(0, limit);
  const rows = direction === "after" ? taken : taken.reverse();
  const hasPrev = direction === "after" ? fromCursor : more;
  const hasNext = direction === "after" ? more : fromCursor;
  const first = rows[0];
  const last = rows[rows.length - 1];
  return {
    rows,
    hasPrev,
    hasNext,
    prevCursor: hasPrev && first !== undefined ? cursorOf(first) : null,
    nextCursor: hasNext && last !== undefined ? cursorOf(last) : null,
  };
}
