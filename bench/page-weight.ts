/** The JavaScript a server-rendered page loads, and its gzip size. */
import { gzipSync } from "node:zlib";

export function scriptUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) urls.add(m[1]!);
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) urls.add(m[1]!);
  for (const m of html.matchAll(/import\(?\s*["']([^"']+\.js)["']/g)) urls.add(m[1]!);
  return [...urls];
}

/** Gzip bytes of every script of the page, including inline ones (fetched once each). */
export async function pageJavaScript(
  baseUrl: string,
  html: string,
): Promise<{ files: number; gzipBytes: number }> {
  let gzipBytes = 0;
  const urls = scriptUrls(html);
  for (const url of urls) {
    const res = await fetch(new URL(url, baseUrl));
    gzipBytes += gzipSync(Buffer.from(await res.arrayBuffer()), { level: 9 }).length;
  }
  for (const m of html.matchAll(
    /<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g,
  )) {
    gzipBytes += gzipSync(Buffer.from(m[1] ?? ""), { level: 9 }).length;
  }
  return { files: urls.length, gzipBytes };
}
