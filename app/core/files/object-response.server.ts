/**
 * A stored object as an HTTP answer, with byte ranges (`Range: bytes=a-b`, `a-`, `-n`; one range per
 * request): 200 with the whole object, 206 with the range and `Content-Range`, 416 for a range outside
 * it, null when there is no such object (the caller answers 404 in its own shape).
 */
import { Readable } from "node:stream";
import type { ByteRange, FileStore } from "./file-store.server";

const RANGE = /^bytes=(\d*)-(\d*)$/;

/** The requested range, `"invalid"` for one that cannot be served, or null for the whole object. */
export function parseRange(header: string | undefined, size?: number): ByteRange | "invalid" | null {
  if (!header) return null;
  const m = RANGE.exec(header.trim());
  // Several ranges or another unit: answered with the whole object, as RFC 9110 allows.
  if (!m) return null;
  const [, a, b] = m;
  if (a === "" && b === "") return "invalid";
  if (a === "") {
    // The last n bytes: needs the size.
    if (size === undefined) return "invalid";
    const n = Number(b);
    if (n === 0) return "invalid";
    return { start: Math.max(0, size - n) };
  }
  const start = Number(a);
  const end = b === "" ? undefined : Number(b);
  if (end !== undefined && end < start) return "invalid";
  return end === undefined ? { start } : { start, end };
}

export async function objectResponse(
  store: FileStore,
  key: string,
  request: { method: string; range?: string },
  headers: Record<string, string>,
): Promise<Response | null> {
  let range = parseRange(request.range);
  if (request.range && RANGE.exec(request.range.trim())?.[1] === "") {
    const info = await store.head(key);
    if (!info) return null;
    range = parseRange(request.range, info.size);
  }
  if (range === "invalid") return unsatisfiable(store, key, headers);
  const object = await store.get(key, range ?? undefined);
  if (!object) return range ? unsatisfiable(store, key, headers) : null;
  const common: Record<string, string> = {
    ...headers,
    "Content-Type": object.contentType ?? "application/octet-stream",
    "Content-Length": String(object.size),
    "Accept-Ranges": "bytes",
    ...(object.lastModified ? { "Last-Modified": object.lastModified.toUTCString() } : {}),
  };
  if (request.method === "HEAD") {
    object.body.destroy();
    return new Response(null, { status: object.range ? 206 : 200, headers: common });
  }
  const body = Readable.toWeb(object.body) as ReadableStream<Uint8Array>;
  if (!object.range) return new Response(body, { status: 200, headers: common });
  return new Response(body, {
    status: 206,
    headers: {
      ...common,
      "Content-Range": `bytes ${object.range.start}-${object.range.end}/${object.totalSize}`,
    },
  });
}

async function unsatisfiable(store: FileStore, key: string, headers: Record<string, string>) {
  const info = await store.head(key);
  if (!info) return null;
  return new Response(null, {
    status: 416,
    headers: { ...headers, "Content-Range": `bytes */${info.size}` },
  });
}
