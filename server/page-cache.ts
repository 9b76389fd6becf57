/**
 * Micro-cache for anonymous storefront pages: the same page for the same origin, URL and theme is
 * rendered at most once per TTL per process, and compressed at most once per content-coding.
 * It sits outside the security-headers middleware and keeps the final response: the page's CSP nonce
 * stays the one of its render for the entry's lifetime, because the bytes never change after the
 * nonce was drawn, so nothing can be injected with knowledge of it (decision 0017).
 * Requests carrying any cookie but the theme preference (a session) are never cached.
 */
import { createHash } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { CONTRAST_COOKIE, wantsHighContrast } from "../app/shared/contrast";
import {
  type Compressed,
  compress,
  type Encoding,
  etagFor,
  negotiateEncoding,
  replaceResponse,
} from "./compression";

export type CachedPage = {
  status: number;
  /** The final headers of the render, without length and encoding. */
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer>;
  etag: string;
  encoded: Partial<Record<Encoding, Promise<Compressed>>>;
  expires: number;
};

const PREFERENCE_COOKIES = new Set([CONTRAST_COOKIE]);
/** Only documents are cached: API answers, files and pictures have their own caching. */
const NOT_PAGES =
  /^\/(api|assets|uploads|media)\/|\.data$|^\/__manifest|\.(ico|svg|png|webp|avif|jpg|txt|xml|webmanifest|html|js|css|mp3|wav|woff2|json)$/;

export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  /**
   * Counts the clears: a page whose render began before the last clear may show what the change
   * replaced (its loaders read the old menu), so it is not kept (the next request renders it anew).
   */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
  ) {}

  /** Forgets every page (after a project's settings changed). */
  clear(): void {
    this.entries.clear();
    this.generation++;
  }

  /** The current generation, to hand to `put` for a render that starts now. */
  get since(): number {
    return this.generation;
  }

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /** The cache key of a request, or null when the request must not use the cache. */
  keyOf(request: Request, scheme = new URL(request.url).protocol): string | null {
    if (!this.enabled || request.method !== "GET") return null;
    const url = new URL(request.url);
    if (NOT_PAGES.test(url.pathname)) return null;
    const cookies = (request.headers.get("cookie") ?? "")
      .split(";")
      .map((c) => c.trim())
      .filter(Boolean);
    if (cookies.some((c) => !PREFERENCE_COOKIES.has(c.split("=")[0] ?? ""))) return null;
    const contrast = wantsHighContrast(request.headers.get("cookie")) ? "high" : "normal";
    return `${scheme.replace(/:$/, "")}|${request.headers.get("host") ?? ""}|${url.pathname}${url.search}|${contrast}`;
  }

  get(key: string, now = Date.now()): CachedPage | null {
    const hit = this.entries.get(key);
    if (!hit) return null;
    if (hit.expires <= now) {
      this.entries.delete(key);
      return null;
    }
    return hit;
  }

  /** Keeps a rendered page when it is a plain successful HTML document; returns the entry or null. */
  async put(
    key: string,
    response: Response,
    now = Date.now(),
    since = this.generation,
  ): Promise<CachedPage | null> {
    const type = response.headers.get("content-type") ?? "";
    if (
      since !== this.generation ||
      response.status !== 200 ||
      !type.startsWith("text/html") ||
      response.headers.has("set-cookie") ||
      // A page that must not be stored (one reached by a mailed single-use link, a wizard opened by its resume link) is not kept either.
      /\bno-store\b/i.test(response.headers.get("cache-control") ?? "") ||
      response.headers.has("content-encoding")
    ) {
      return null;
    }
    const body = new Uint8Array(await response.clone().arrayBuffer()) as Uint8Array<ArrayBuffer>;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    const headers = [...response.headers.entries()].filter(
      ([k]) => k !== "content-length" && k !== "content-encoding" && k !== "etag" && k !== "x-cache",
    );
    const etag = `"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`;
    const page: CachedPage = {
      status: response.status,
      headers,
      body,
      etag,
      encoded: {},
      expires: now + this.ttlMs,
    };
    this.entries.set(key, page);
    return page;
  }

  /**
   * The answer for a cached page: compressed when the client accepts it (each coding compressed once
   * per entry), or 304 when the client already has these bytes.
   */
  static async respond(page: CachedPage, request: Request, state: "HIT" | "MISS"): Promise<Response> {
    const encoding = negotiateEncoding(request.headers.get("accept-encoding"));
    const headers = new Headers(page.headers);
    headers.set("Vary", mergeVary(headers.get("vary")));
    headers.set("X-Cache", state);
    const etag = encoding ? etagFor(page.etag, encoding) : page.etag;
    headers.set("ETag", etag);
    if (matchesEtag(request.headers.get("if-none-match"), etag)) {
      headers.delete("content-type");
      return new Response(null, { status: 304, headers });
    }
    if (!encoding) {
      headers.set("Content-Length", String(page.body.byteLength));
      return new Response(page.body, { status: page.status, headers });
    }
    page.encoded[encoding] ??= compress(page.body, encoding);
    const bytes = await page.encoded[encoding];
    headers.set("Content-Encoding", encoding);
    headers.set("Content-Length", String(bytes.byteLength));
    return new Response(bytes, { status: page.status, headers });
  }

  /** The middleware: answers hits before any other work, and keeps what the app renders. */
  middleware(schemeOf: (c: Context) => string): MiddlewareHandler {
    return async (c, next) => {
      const key = this.keyOf(c.req.raw, schemeOf(c));
      if (!key) return next();
      const hit = this.get(key);
      if (hit) return PageCache.respond(hit, c.req.raw, "HIT");
      const since = this.since;
      await next();
      const page = await this.put(key, c.res, Date.now(), since);
      if (page) replaceResponse(c, await PageCache.respond(page, c.req.raw, "MISS"));
    };
  }
}

function mergeVary(vary: string | null): string {
  const names = new Set(
    (vary ?? "")
      .split(",")
      .map((v) => v.trim())
      .filter(Boolean),
  );
  for (const v of ["Cookie", "Accept-Encoding"]) names.add(v);
  return [...names].join(", ");
}

/** Weak comparison of If-None-Match (RFC 9110 13.1.2). */
function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const opaque = (t: string) => t.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((t) => opaque(t) === opaque(etag));
}
