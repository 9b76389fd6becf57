/**
 * `npm run bench`: storefront rendering throughput and page weight.
 * For each page, in one run against one server: a static file of the same size, the page as an
 * anonymous visitor gets it (micro-cached for PAGE_CACHE_SECONDS), and the page rendered on every
 * request (a visitor with a session cookie). Goals: served/static >= 0.3, JavaScript <= 140 KB gzip.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { buildIfStale } from "../scripts/build-if-stale";
import { load } from "./load";
import { pageJavaScript } from "./page-weight";
import { startServer } from "./server-process";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PAGES = [
  { name: "home", path: "/" },
  { name: "cms page", path: "/en/imprint" },
];
const SESSION = { cookie: "bench_session=1" };

buildIfStale();
const server = await startServer(
  Number(process.env.BENCH_PORT ?? 3299),
  process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {},
);
const rows: string[][] = [];
let failed = false;
const mark = (ok: boolean, goal: string) => (ok ? "✔" : `✘ (goal ${goal})`);
try {
  for (const page of PAGES) {
    console.log(`measuring ${page.name} (${page.path})…`);
    const html = await (await fetch(server.url + page.path)).text();
    // A static file of the same bytes, served by the same process through the same middleware.
    const staticName = `bench-static-${page.name.replace(/\W+/g, "-")}.html`;
    writeFileSync(path.join("build/client", staticName), html);
    await load(server.url + page.path, 2, { headers: SESSION }); // warm-up
    const stat = await load(`${server.url}/${staticName}`, SECONDS);
    const served = await load(server.url + page.path, SECONDS);
    const rendered = await load(server.url + page.path, SECONDS, { headers: SESSION });
    const js = await pageJavaScript(server.url, html);
    for (const r of [stat, served, rendered]) if (r.errors || r.non2xx) failed = true;
    const kb = js.gzipBytes / 1024;
    rows.push([
      page.name,
      `${(Buffer.byteLength(html) / 1024).toFixed(1)} KB`,
      stat.rps.toFixed(0),
      `${served.rps.toFixed(0)} = ${(served.rps / stat.rps).toFixed(2)} ${mark(served.rps / stat.rps >= 0.3, "≥ 0.3")}`,
      `${served.p50} / ${served.p99} ms`,
      `${rendered.rps.toFixed(0)} = ${(rendered.rps / stat.rps).toFixed(2)}`,
      `${rendered.p50} / ${rendered.p99} ms`,
      `${kb.toFixed(1)} KB (${js.files} files) ${mark(kb <= 140, "≤ 140")}`,
    ]);
  }
} finally {
  await server.stop();
}

const header = [
  "page",
  "HTML",
  "static req/s",
  "served req/s = ratio",
  "served p50/p99",
  "rendered req/s = ratio",
  "rendered p50/p99",
  "JS gzip",
];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join("  ");
console.log(
  `\nStorefront (${SECONDS} s per measurement, 8 connections, one server process, ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}, NODE_ENV=production)`,
);
console.log(
  "served = what an anonymous visitor gets (micro-cache, PAGE_CACHE_SECONDS); rendered = full render on every request",
);
console.log(line(header));
for (const r of rows) console.log(line(r));
if (failed) {
  console.error("Some requests failed during the benchmark.");
  process.exit(1);
}
