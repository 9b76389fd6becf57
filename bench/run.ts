/**
 * `npm run bench`: storefront rendering throughput and page weight.
 * For each page: SSR requests/s vs a static file of the same size served by the same server in the
 * same run (goal >= 0.3), p50/p99 latency, and the gzip JavaScript the page loads (goal <= 140 KB).
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
  { name: "cms page (imprint)", path: "/en/imprint" },
];

buildIfStale();
const server = await startServer(
  Number(process.env.BENCH_PORT ?? 3299),
  process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {},
);
const rows: string[][] = [];
let failed = false;
try {
  for (const page of PAGES) {
    const html = await (await fetch(server.url + page.path)).text();
    // A static file of the same size, served by the same process through the same middleware.
    const staticName = `bench-static-${page.name.replace(/\W+/g, "-")}.html`;
    writeFileSync(path.join("build/client", staticName), html);
    await load(server.url + page.path, 2); // warm-up
    const ssr = await load(server.url + page.path, SECONDS);
    const stat = await load(`${server.url}/${staticName}`, SECONDS);
    const js = await pageJavaScript(server.url, html);
    const ratio = ssr.rps / stat.rps;
    const kb = js.gzipBytes / 1024;
    if (ssr.errors || ssr.non2xx) failed = true;
    rows.push([
      page.name,
      `${(Buffer.byteLength(html) / 1024).toFixed(1)} KB`,
      ssr.rps.toFixed(0),
      stat.rps.toFixed(0),
      `${ratio.toFixed(2)} ${ratio >= 0.3 ? "✔" : "✘ (goal ≥ 0.3)"}`,
      `${ssr.p50} / ${ssr.p99} ms`,
      `${kb.toFixed(1)} KB in ${js.files} files ${kb <= 140 ? "✔" : "✘ (goal ≤ 140)"}`,
    ]);
  }
} finally {
  await server.stop();
}

const header = ["page", "HTML", "SSR req/s", "static req/s", "ratio", "SSR p50 / p99", "JS gzip"];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join("  ");
console.log(
  `\nStorefront rendering (${SECONDS} s per measurement, 8 connections, same server, ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"})`,
);
console.log(line(header));
for (const r of rows) console.log(line(r));
if (failed) {
  console.error("Some requests failed during the benchmark.");
  process.exit(1);
}
