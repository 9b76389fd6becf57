/**
 * Response compression for a deployment without a proxy in front (decision 0017): hashed assets are
 * sent as the `.br`/`.gz` files the build wrote beside them; HTML and JSON are compressed on the fly at
 * a level that costs about a millisecond for a 130 KB page; the page micro-cache keeps its compressed
 * bytes. A response that already has a Content-Encoding is never touched again.
 */
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";

export type Encoding = "br" | "gzip";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Smaller bodies gain less than the bytes of the compression header and the CPU cost. */
export const MIN_COMPRESS_BYTES = 1024;

const COMPRESSIBLE =
  /^\s*(text\/|application\/(json|javascript|xml|manifest\+json|problem\+json|ld\+json)|image\/svg\+xml)/i;

export function isCompressible(contentType: string | null | undefined): boolean {
  return !!contentType && COMPRESSIBLE.test(contentType) && !contentType.startsWith("text/event-stream");
}

/**
 * The encoding to answer with for an Accept-Encoding header: brotli before gzip, unless the client
 * rates gzip higher; q=0 refuses an encoding; `*` stands for any encoding not named.
 */
export function negotiateEncoding(acceptEncoding: string | null | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    let weight = 1;
    for (const p of params) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(p);
      if (m) weight = Number(m[1]);
    }
    if (Number.isFinite(weight)) q.set(name, weight);
  }
  const weightOf = (e: string) => q.get(e) ?? q.get("*") ?? 0;
  const br = weightOf("br");
  const gzipWeight = Math.max(weightOf("gzip"), q.get("x-gzip") ?? 0);
  if (br <= 0 && gzipWeight <= 0) return null;
  return br >= gzipWeight ? "br" : "gzip";
}

/** zlib's output, typed as the ArrayBuffer-backed bytes a Response body takes. */
export type Compressed = Uint8Array<ArrayBuffer>;

export async function compress(body: Uint8Array, encoding: Encoding): Promise<Compressed> {
  const out = await (encoding === "br"
    ? brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 4,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        },
      })
    : gz(body, { level: 4 }));
  return out as Compressed;
}

/** Adds `Accept-Encoding` to a response's Vary header once. */
export function varyOnEncoding(headers: Headers): void {
  const vary = headers.get("vary");
  if (!vary) headers.set("Vary", "Accept-Encoding");
  else if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary))
    headers.set("Vary", `${vary}, Accept-Encoding`);
}

/** An entity tag for one content-coding of a representation (RFC 9110: they must differ). */
export function etagFor(etag: string, encoding: Encoding): string {
  const weak = etag.startsWith("W/");
  const opaque = weak ? etag.slice(2) : etag;
  return `${weak ? "W/" : ""}${opaque.replace(/"$/, `-${encoding === "br" ? "br" : "gz"}"`)}`;
}

/**
 * Compresses compressible responses that are not compressed yet. Runs outside every other
 * middleware, so it sees the final headers; streamed event responses and tiny bodies pass as they are.
 */
export function compressResponses(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get("content-type");
    if (!isCompressible(type)) return;
    varyOnEncoding(res.headers);
    // Negotiated first: asking a response for its body makes the Node adapter build the full Response
    // and stream it, where it would otherwise write the rendered bytes as they are (a request that
    // takes no compression, as an API client may, never needs the body here).
    const encoding = negotiateEncoding(c.req.header("accept-encoding"));
    if (!encoding) return;
    if (
      !res.body ||
      c.req.method === "HEAD" ||
      res.status === 204 ||
      res.status === 206 ||
      res.status === 304 ||
      res.headers.has("content-encoding") ||
      /\bno-transform\b/i.test(res.headers.get("cache-control") ?? "")
    ) {
      return;
    }
    const declared = Number(res.headers.get("content-length") ?? Number.NaN);
    if (declared < MIN_COMPRESS_BYTES) return;
    const body = new Uint8Array(await res.arrayBuffer()) as Uint8Array<ArrayBuffer>;
    if (body.byteLength < MIN_COMPRESS_BYTES) {
      c.res = new Response(body, res);
      return;
    }
    const compressed = await compress(body, encoding);
    // Hono copies the previous response's headers onto a response assigned to c.res, so length,
    // encoding and tag are set after the assignment.
    c.res = new Response(compressed, res);
    const headers = c.res.headers;
    headers.set("Content-Encoding", encoding);
    headers.set("Content-Length", String(compressed.byteLength));
    const etag = headers.get("etag");
    if (etag) headers.set("ETag", etagFor(etag, encoding));
  };
}

/**
 * Puts a new response in the context with exactly its own headers (Hono's c.res setter copies the
 * old response's headers over the new one's).
 */
export function replaceResponse(c: Context, res: Response): void {
  const old = [...c.res.headers.keys()];
  c.res = res;
  for (const name of old) if (!res.headers.has(name)) c.res.headers.delete(name);
  for (const [name, value] of res.headers) c.res.headers.set(name, value);
}
