import { describe, expect, it } from "vitest";
import { PageCache } from "./page-cache";

const req = (path: string, cookie?: string, method = "GET") =>
  new Request(`http://a.example${path}`, {
    method,
    headers: { host: "a.example", ...(cookie ? { cookie } : {}) },
  });
const html = (body: string, init: ResponseInit = {}) =>
  new Response(body, { status: 200, headers: { "content-type": "text/html; charset=utf-8" }, ...init });

describe("page micro-cache", () => {
  it("keys anonymous GETs by host, URL and theme", () => {
    const cache = new PageCache(10_000);
    expect(cache.keyOf(req("/de?x=1"))).toBe("a.example|/de?x=1|normal");
    expect(cache.keyOf(req("/de", "ah_contrast=high"))).toBe("a.example|/de|high");
  });
  it("never caches posts, data requests or visitors with other cookies", () => {
    const cache = new PageCache(10_000);
    expect(cache.keyOf(req("/de", undefined, "POST"))).toBeNull();
    expect(cache.keyOf(req("/de/cars.data"))).toBeNull();
    expect(cache.keyOf(req("/de", "session=abc; ah_contrast=high"))).toBeNull();
    expect(new PageCache(0).keyOf(req("/de"))).toBeNull();
  });
  it("serves a hit with the new request's nonce and expires it after the TTL", async () => {
    const cache = new PageCache(1000);
    await cache.put("k", html('<script nonce="old1">a</script><p>nonce="x"</p>'), "old1", 0);
    const hit = cache.get("k", 500);
    expect(hit).not.toBeNull();
    const res = PageCache.respond(hit!, "fresh2");
    expect(await res.text()).toBe('<script nonce="fresh2">a</script><p>nonce="x"</p>');
    expect(res.headers.get("x-cache")).toBe("HIT");
    expect(cache.get("k", 1001)).toBeNull();
  });
  it("keeps only successful HTML without cookies being set", async () => {
    const cache = new PageCache(1000);
    await cache.put("a", html("x", { status: 404 }), "n", 0);
    await cache.put("b", new Response("{}", { headers: { "content-type": "application/json" } }), "n", 0);
    const withCookie = html("x");
    withCookie.headers.set("set-cookie", "a=b");
    await cache.put("c", withCookie, "n", 0);
    expect([cache.get("a", 1), cache.get("b", 1), cache.get("c", 1)]).toEqual([null, null, null]);
  });
  it("returns the rendered body unchanged to the first visitor", async () => {
    const cache = new PageCache(1000);
    const res = await cache.put("k", html("<p>hello</p>"), "n", 0);
    expect(await res.text()).toBe("<p>hello</p>");
  });
});
