/**
 * What a browser receives over the wire: compressed answers when it asks for them, the same bytes
 * after decompression, correct lengths and tags, and plain bytes for clients that do not ask.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../setup/test-db";
import { createTestApp, hasBuild, type TestRequest } from "../setup/test-server";

// Without a build (`npm run build`) these tests are skipped, and `npm test` names the reason.

const CLIENT = path.resolve("build/client");
const asset = (pattern: RegExp) => {
  const name = readdirSync(path.join(CLIENT, "assets")).find((f) => pattern.test(f));
  if (!name) throw new Error(`no asset matches ${pattern}`);
  return `/assets/${name}`;
};
const decode = (bytes: Buffer, encoding: string | null) =>
  encoding === "br" ? brotliDecompressSync(bytes) : encoding === "gzip" ? gunzipSync(bytes) : bytes;

describe.runIf(hasBuild())("compressed responses", () => {
  let database: TestDatabase;
  let request: TestRequest;
  let cached: TestRequest;
  const get = async (request: TestRequest, url: string, headers: Record<string, string> = {}) => {
    const res = await request(url, { headers });
    return { res, bytes: Buffer.from(await res.arrayBuffer()) };
  };

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    request = await createTestApp(database.handle.db, { clientBuildDir: CLIENT });
    cached = await createTestApp(database.handle.db, { clientBuildDir: CLIENT, pageCacheSeconds: 60 });
  });
  afterAll(() => database?.drop());

  const kinds = [
    { name: "an HTML page", url: () => "/en/cars", type: "text/html" },
    { name: "a JSON answer", url: () => "/api/openapi.json", type: "application/json" },
    { name: "the client script", url: () => asset(/^entry\.client-.*\.js$/), type: "javascript" },
    { name: "a style sheet", url: () => asset(/^root-.*\.css$/), type: "text/css" },
  ];

  for (const kind of kinds) {
    it(`sends ${kind.name} compressed when asked, identical after decompression`, async () => {
      const url = kind.url();
      const plain = await get(request, url);
      expect(plain.res.status).toBe(200);
      expect(plain.res.headers.get("content-type")).toContain(kind.type);
      expect(plain.res.headers.get("content-encoding")).toBeNull();
      expect(plain.res.headers.get("vary")).toMatch(/Accept-Encoding/i);
      for (const [accept, expected] of [
        ["gzip, deflate, br, zstd", "br"],
        ["gzip", "gzip"],
      ] as const) {
        const { res, bytes } = await get(request, url, { "accept-encoding": accept });
        expect(res.headers.get("content-encoding")).toBe(expected);
        expect(res.headers.get("vary")).toMatch(/Accept-Encoding/i);
        expect(Number(res.headers.get("content-length"))).toBe(bytes.length);
        expect(bytes.length).toBeLessThan(plain.bytes.length * 0.6);
        const decoded = decode(bytes, expected).toString();
        // Pages are rendered per request (their CSP nonce differs); everything else is byte-identical.
        if (kind.type === "text/html") {
          const nonce = /nonce="([^"]+)"/.exec(decoded)?.[1] ?? "";
          const plainNonce = /nonce="([^"]+)"/.exec(plain.bytes.toString())?.[1] ?? "";
          expect(decoded.replaceAll(nonce, "N")).toBe(plain.bytes.toString().replaceAll(plainNonce, "N"));
        } else {
          expect(decoded).toBe(plain.bytes.toString());
        }
      }
    });
  }

  it("gives a client that sends no Accept-Encoding plain bytes with a correct length", async () => {
    for (const url of ["/en", "/api/openapi.json", asset(/^entry\.client-.*\.js$/)]) {
      const { res, bytes } = await get(request, url);
      expect(res.headers.get("content-encoding")).toBeNull();
      if (res.headers.has("content-length"))
        expect(Number(res.headers.get("content-length"))).toBe(bytes.length);
      expect(bytes.subarray(0, 1).toString()).toMatch(/[<{A-Za-z(/!"']/);
    }
  });

  it("leaves small answers and pictures alone", async () => {
    const health = await get(request, "/api/health", { "accept-encoding": "br" });
    expect(health.res.headers.get("content-encoding")).toBeNull();
    const cars = await (await request("/en/cars")).text();
    const picture = /\/media\/car\/[^"\s]+\.avif/.exec(cars)?.[0];
    expect(picture).toBeTruthy();
    const img = await get(request, picture!, { "accept-encoding": "br" });
    expect(img.res.status).toBe(200);
    expect(img.res.headers.get("content-encoding")).toBeNull();
  });

  it("keeps the compressed page in the micro-cache: the same bytes for every visitor, and 304 on revalidation", async () => {
    const first = await get(cached, "/en/imprint", { "accept-encoding": "br" });
    expect(first.res.headers.get("x-cache")).toBe("MISS");
    const second = await get(cached, "/en/imprint", { "accept-encoding": "br" });
    expect(second.res.headers.get("x-cache")).toBe("HIT");
    expect(second.res.headers.get("content-encoding")).toBe("br");
    expect(second.bytes.equals(first.bytes)).toBe(true);
    const etag = second.res.headers.get("etag");
    expect(etag).toMatch(/-br"$/);
    const again = await get(cached, "/en/imprint", { "accept-encoding": "br", "if-none-match": etag! });
    expect(again.res.status).toBe(304);
    expect(again.bytes.length).toBe(0);
    const plain = await get(cached, "/en/imprint");
    expect(decode(first.bytes, "br").equals(plain.bytes)).toBe(true);
  });

  it("inlines the page's style sheets, so the first paint needs no further request", async () => {
    const text = (await get(request, "/en/contact")).bytes.toString();
    const head = text.slice(0, text.indexOf("</head>"));
    expect(head).toMatch(/<style data-href="\/assets\/root-[^"]+\.css" nonce="[^"]+">/);
    // Only disabled links (never fetched) stand beside the inlined sheets, for React Router's bookkeeping.
    const links = [...head.matchAll(/<link rel="stylesheet"[^>]*>/g)].map((m) => m[0]);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toContain('disabled=""');
  });
});
