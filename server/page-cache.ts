/**
 * Micro-cache for anonymous storefront pages: the same page for the same host, URL and theme is
 * rendered at most once per TTL per process. Each hit gets the request's own CSP nonce (the nonce of
 * the render is random and only ever appears in nonce attributes, so it is swapped safely).
 * Requests carrying any cookie but the theme preference (a session, later) are never cached.
 */
import { CONTRAST_COOKIE, wantsHighContrast } from "../app/shared/contrast";

export type CachedPage = {
  status: number;
  headers: [string, string][];
  body: string;
  nonce: string;
  expires: number;
};

const PREFERENCE_COOKIES = new Set([CONTRAST_COOKIE]);

export class PageCache {
  private readonly entries = new Map<string, CachedPage>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
  ) {}

  /** Forgets every page (after a project's settings changed). */
  clear(): void {
    this.entries.clear();
  }

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /** The cache key of a request, or null when the request must not use the cache. */
  keyOf(request: Request): string | null {
    if (!this.enabled || request.method !== "GET") return null;
    const url = new URL(request.url);
    if (url.pathname.endsWith(".data") || url.pathname.startsWith("/__manifest")) return null;
    const cookies = (request.headers.get("cookie") ?? "")
      .split(";")
      .map((c) => c.trim())
      .filter(Boolean);
    if (cookies.some((c) => !PREFERENCE_COOKIES.has(c.split("=")[0] ?? ""))) return null;
    const contrast = wantsHighContrast(request.headers.get("cookie")) ? "high" : "normal";
    return `${request.headers.get("host") ?? ""}|${url.pathname}${url.search}|${contrast}`;
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

  /** Keeps a rendered page when it is a plain successful HTML document. */
  async put(key: string, response: Response, nonce: string, now = Date.now()): Promise<Response> {
    const type = response.headers.get("content-type") ?? "";
    if (
      response.status !== 200 ||
      !type.startsWith("text/html") ||
      response.headers.has("set-cookie") ||
      !nonce
    ) {
      return response;
    }
    const body = await response.text();
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    const headers = [...response.headers.entries()].filter(([k]) => k !== "content-length");
    this.entries.set(key, { status: response.status, headers, body, nonce, expires: now + this.ttlMs });
    return new Response(body, { status: response.status, headers: response.headers });
  }

  /** A response for a hit, with this request's nonce in place of the render's. */
  static respond(hit: CachedPage, nonce: string): Response {
    const body = nonce ? hit.body.split(`nonce="${hit.nonce}"`).join(`nonce="${nonce}"`) : hit.body;
    const headers = new Headers(hit.headers);
    headers.set("x-cache", "HIT");
    return new Response(body, { status: hit.status, headers });
  }
}
