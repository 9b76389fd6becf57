import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { PageCache } from "./page-cache";

const req = (path: string, headers: Record<string, string> = {}, method = "GET") =>
  new Request(`http://a.example${path}`, { method, headers: { host: "a.example", ...headers } });
const html = (body: string, init: ResponseInit = {}) =>
  new Response(body, { status: 200, headers: { "content-type": "text/html; charset=utf-8" }, ...init });
const page = `<!doctype html><p>${"Gebrauchtwagen mit Garantie. ".repeat(200)}</p>`;

describe("page micro-cache", () => {
  it("keys anonymous GETs of pages by scheme, host, URL and theme", () => {
    const cache = new PageCache(10_000);
    expect(cache.keyOf(req("/de?x=1"))).toBe("http|a.example|/de?x=1|normal");
    expect(cache.keyOf(req("/de", { cookie: "ah_contrast=high" }), "https:")).toBe(
      "https|a.example|/de|high",
    );
  });
  it("never caches posts, data requests, API answers, files or visitors with other cookies", () => {
    const cache = new PageCache(10_000);
    expect(cache.keyOf(req("/de", {}, "POST"))).toBeNull();
    expect(cache.keyOf(req("/de/cars.data"))).toBeNull();
    expect(cache.keyOf(req("/api/pages/termsofservice.json"))).toBeNull();
    expect(cache.keyOf(req("/assets/entry.client-x.js"))).toBeNull();
    expect(cache.keyOf(req("/bench-static.html"))).toBeNull();
    expect(cache.keyOf(req("/de", { cookie: "session=abc; ah_contrast=high" }))).toBeNull();
    expect(new PageCache(0).keyOf(req("/de"))).toBeNull();
  });
  it("keeps only successful, uncompressed HTML without cookies being set, until the TTL", async () => {
    const cache = new PageCache(1000);
    expect(await cache.put("a", html("x", { status: 404 }), 0)).toBeNull();
    expect(
      await cache.put("b", new Response("{}", { headers: { "content-type": "application/json" } }), 0),
    ).toBeNull();
    const withCookie = html("x");
    withCookie.headers.set("set-cookie", "a=b");
    expect(await cache.put("c", withCookie, 0)).toBeNull();
    expect(await cache.put("d", html(page), 0)).not.toBeNull();
    expect(cache.get("d", 999)).not.toBeNull();
    expect(cache.get("d", 1000)).toBeNull();
  });
  it("does not keep a page whose render began before a clear (it may show what the change replaced)", async () => {
    const cache = new PageCache(1000);
    const since = cache.since;
    // A menu change while the page rendered: its loaders may have read the old menu.
    cache.clear();
    expect(await cache.put("stale", html(page), 0, since)).toBeNull();
    expect(cache.get("stale", 1)).toBeNull();
    // A render that began after the clear is kept.
    expect(await cache.put("fresh", html(page), 0, cache.since)).not.toBeNull();
  });
  it("answers in the encoding asked for, compressing each encoding once, with its own ETag", async () => {
    const cache = new PageCache(1000);
    const entry = (await cache.put("k", html(page), 0))!;
    const plain = await PageCache.respond(entry, req("/"), "HIT");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(page);
    const br = await PageCache.respond(entry, req("/", { "accept-encoding": "gzip, deflate, br" }), "HIT");
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(Number(br.headers.get("content-length"))).toBe(brBytes.length);
    expect(brBytes.length).toBeLessThan(page.length / 5);
    expect(brotliDecompressSync(brBytes).toString()).toBe(page);
    const again = await PageCache.respond(entry, req("/", { "accept-encoding": "br" }), "HIT");
    expect(Buffer.from(await again.arrayBuffer()).equals(brBytes)).toBe(true);
    const gz = await PageCache.respond(entry, req("/", { "accept-encoding": "gzip" }), "HIT");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(page);
    const tags = new Set([plain, br, gz].map((r) => r.headers.get("etag")));
    expect(tags.size).toBe(3);
    for (const r of [plain, br, gz]) expect(r.headers.get("vary")).toContain("Accept-Encoding");
  });
  it("answers 304 when the client has the same bytes", async () => {
    const cache = new PageCache(1000);
    const entry = (await cache.put("k", html(page), 0))!;
    const first = await PageCache.respond(entry, req("/", { "accept-encoding": "br" }), "HIT");
    const etag = first.headers.get("etag")!;
    const revalidated = await PageCache.respond(
      entry,
      req("/", { "accept-encoding": "br", "if-none-match": etag }),
      "HIT",
    );
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe("");
    const otherEncoding = await PageCache.respond(
      entry,
      req("/", { "accept-encoding": "gzip", "if-none-match": etag }),
      "HIT",
    );
    expect(otherEncoding.status).toBe(200);
  });
});
