/**
 * Pages reached by a mailed link are personal and change when the link is used: never stored by a
 * browser, a proxy or the page micro-cache (server/page-cache.ts skips `no-store`).
 */
export function noStoreHeaders({ parentHeaders }: { parentHeaders: Headers }): Headers {
  const out = new Headers(parentHeaders);
  out.set("Cache-Control", "private, no-store");
  return out;
}
