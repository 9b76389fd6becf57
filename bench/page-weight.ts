/**
 * What a page costs a phone on the wire: the document and every script and style sheet it loads,
 * fetched from the running server as a browser does (`Accept-Encoding: gzip, deflate, br`), counted
 * in the bytes the server sent (after compression), not in bytes the benchmark compressed itself.
 * Usable on its own: `npx tsx bench/page-weight.ts http://localhost:3000 /de /de/gebrauchtwagen`.
 */

export const BROWSER_ENCODINGS = "gzip, deflate, br, zstd";

export type PageWeight = {
  path: string;
  status: number;
  /** Bytes on the wire per kind, and how many files each kind took. */
  html: number;
  css: number;
  cssFiles: number;
  /** Style sheet text inlined in the document (part of `html`), uncompressed. */
  inlinedCssChars: number;
  js: number;
  jsFiles: number;
  /** Content-Encoding of the document and of the largest script, as served. */
  htmlEncoding: string;
  jsEncoding: string;
};

export function scriptUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) urls.add(m[1]!);
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) urls.add(m[1]!);
  for (const m of html.matchAll(/import\(?\s*(?:\*\s+as\s+\w+\s+from\s+)?["']([^"']+\.js)["']/g))
    urls.add(m[1]!);
  return [...urls];
}

export function styleSheetUrls(html: string): string[] {
  return [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => m[1]!);
}

/** Bytes of one answer as sent (the body is read raw: fetch would decompress it). */
async function wireBytes(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; bytes: number; encoding: string; text: string }> {
  const { request } = await import("node:http");
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { ...headers, "accept-encoding": BROWSER_ENCODINGS } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", async () => {
        const body = Buffer.concat(chunks);
        const encoding = String(res.headers["content-encoding"] ?? "identity");
        const { brotliDecompressSync, gunzipSync } = await import("node:zlib");
        const text = (
          encoding === "br" ? brotliDecompressSync(body) : encoding === "gzip" ? gunzipSync(body) : body
        ).toString();
        resolve({ status: res.statusCode ?? 0, bytes: body.length, encoding, text });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

/** `headers` go with the document's request only (a session cookie for a signed-in page). */
export async function pageWeight(
  baseUrl: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<PageWeight> {
  const doc = await wireBytes(baseUrl + path, headers);
  const weight: PageWeight = {
    path,
    status: doc.status,
    html: doc.bytes,
    css: 0,
    cssFiles: 0,
    inlinedCssChars: [...doc.text.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].reduce(
      (n, m) => n + (m[1]?.length ?? 0),
      0,
    ),
    js: 0,
    jsFiles: 0,
    htmlEncoding: doc.encoding,
    jsEncoding: "",
  };
  let largest = 0;
  for (const url of scriptUrls(doc.text)) {
    const r = await wireBytes(new URL(url, baseUrl).toString());
    weight.js += r.bytes;
    weight.jsFiles++;
    if (r.bytes > largest) {
      largest = r.bytes;
      weight.jsEncoding = r.encoding;
    }
  }
  for (const url of styleSheetUrls(doc.text)) {
    const r = await wireBytes(new URL(url, baseUrl).toString());
    weight.css += r.bytes;
    weight.cssFiles++;
  }
  return weight;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const [base, ...paths] = process.argv.slice(2);
  if (!base || !paths.length) {
    console.error("usage: npx tsx bench/page-weight.ts BASE_URL PATH [PATH...]");
    process.exit(2);
  }
  for (const p of paths) {
    const w = await pageWeight(base, p);
    console.log(
      `${p} (HTTP ${w.status}): HTML ${kb(w.html)} ${w.htmlEncoding} (incl. ${kb(w.inlinedCssChars)} CSS text), CSS ${kb(w.css)} in ${w.cssFiles} files, JS ${kb(w.js)} in ${w.jsFiles} files (${w.jsEncoding})`,
    );
  }
}
