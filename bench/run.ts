/**
 * `npm run bench`: storefront rendering throughput and page weight.
 * For each page, in one run against one server: a static file of the same size, the page as an
 * anonymous visitor gets it (micro-cached for PAGE_CACHE_SECONDS), and the page rendered on every
 * request (a visitor with a session cookie). Goals: served/static >= 0.3, JavaScript <= 140 KB gzip.
 * Identity: logins per second at the password hashing cost used, and the p99 of pages of a signed-in user.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { hashPassword, PASSWORD_HASH_PARAMS } from "../app/core/identity/password.server";
import { buildIfStale } from "../scripts/build-if-stale";
import { type CatalogResult, catalogBench } from "./catalog";
import { load } from "./load";
import { measureMedia } from "./media";
import { pageJavaScript } from "./page-weight";
import { startServer } from "./server-process";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PAGES = [
  { name: "home", path: "/" },
  { name: "cms page", path: "/en/imprint" },
  { name: "car list", path: "/en/cars?fuel=diesel&gearbox=automatic" },
];
const SESSION = { cookie: "bench_session=1" };

buildIfStale();
// The catalog section needs PostgreSQL with 100,000 cars; it seeds them into DATABASE_URL when missing.
let catalog: CatalogResult | null = null;
if (process.env.DATABASE_URL) {
  console.log("measuring the catalog search on PostgreSQL…");
  catalog = await catalogBench(process.env.DATABASE_URL);
} else {
  console.log(
    "catalog benchmark skipped: it needs PostgreSQL (set DATABASE_URL; 100,000 cars are generated into it)",
  );
}
// Throttling off: the benchmark logs in thousands of times from one address on purpose.
const server = await startServer(Number(process.env.BENCH_PORT ?? 3299), {
  AUTH_THROTTLE: "0",
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
});
const rows: string[][] = [];
const identityRows: string[][] = [];
let mediaRows: string[][] = [];
let failed = false;
let detailJs: { path: string; status: number; kb: number; files: number } | null = null;
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
  if (catalog?.detailPath) {
    const res = await fetch(server.url + catalog.detailPath);
    const js = await pageJavaScript(server.url, await res.text());
    detailJs = { path: catalog.detailPath, status: res.status, kb: js.gzipBytes / 1024, files: js.files };
  }
  console.log("measuring identity…");
  const credentials = JSON.stringify({ email: "admin@autohaus-brandt.example", password: "autohaus-demo" });
  const loginRes = await fetch(`${server.url}/api/auth/login.json`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: credentials,
  });
  const cookie = (loginRes.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const hashRuns = 20;
  const hashStart = performance.now();
  for (let i = 0; i < hashRuns; i++) await hashPassword(`bench password ${i}`);
  const hashMs = (performance.now() - hashStart) / hashRuns;
  const logins = await load(`${server.url}/api/auth/login.json`, SECONDS, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: credentials,
  });
  await load(`${server.url}/en/account`, 2, { headers: { cookie } }); // warm-up
  const dashboard = await load(`${server.url}/en/account`, SECONDS, { headers: { cookie } });
  const signedInHome = await load(`${server.url}/en`, SECONDS, { headers: { cookie } });
  for (const r of [logins, dashboard, signedInHome]) if (r.errors || r.non2xx) failed = true;
  identityRows.push(
    [
      "login (POST /api/auth/login.json)",
      `${logins.rps.toFixed(0)} req/s`,
      `${logins.p50} / ${logins.p99} ms`,
      `Argon2id m=${PASSWORD_HASH_PARAMS.memoryCost} KiB t=${PASSWORD_HASH_PARAMS.timeCost} p=${PASSWORD_HASH_PARAMS.parallelism}: ${hashMs.toFixed(1)} ms per hash`,
    ],
    [
      "signed-in dashboard (/en/account)",
      `${dashboard.rps.toFixed(0)} req/s`,
      `${dashboard.p50} / ${dashboard.p99} ms`,
      "admin, sidebar",
    ],
    [
      "signed-in home (/en)",
      `${signedInHome.rps.toFixed(0)} req/s`,
      `${signedInHome.p50} / ${signedInHome.p99} ms`,
      "full render with session lookup",
    ],
  );
  console.log("measuring car pictures…");
  mediaRows = await measureMedia(server.url, SECONDS, ["/en/cars", "/"]);
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
if (catalog) {
  console.log(
    `\nCatalog (PostgreSQL, ${catalog.cars.toLocaleString("en")} cars in the dealer project${catalog.seededSeconds !== null ? `, ${catalog.seededSeconds.toFixed(0)} s to generate` : ""})`,
  );
  console.log(
    `search with three filters + all facet counts + total: p50 ${catalog.searchP50.toFixed(1)} ms, p95 ${catalog.searchP95.toFixed(1)} ms ${mark(catalog.searchP95 <= 50, "p95 ≤ 50 ms")}`,
  );
  console.log(
    `a car changed → counts show it after ${catalog.stalenessMs.toFixed(0)} ms (facet index rebuilt in the background, decision 0014); slowest search meanwhile ${catalog.searchDuringRebuildMs.toFixed(1)} ms`,
  );
  const ratio = catalog.deepPageMs / catalog.firstPageMs;
  console.log(
    `keyset page query: page 1 ${catalog.firstPageMs.toFixed(2)} ms, page ${catalog.deepPage} ${catalog.deepPageMs.toFixed(2)} ms = ${ratio.toFixed(2)}× ${mark(ratio <= 2, "≤ 2×")}`,
  );
  if (detailJs)
    console.log(
      `car detail page ${detailJs.path} (HTTP ${detailJs.status}${detailJs.status === 404 ? ", page not built in this branch" : ""}): JS ${detailJs.kb.toFixed(1)} KB gzip (${detailJs.files} files) ${mark(detailJs.kb <= 140, "≤ 140")}`,
    );
  console.log("car list: see the storefront table (req/s ratio to a static file, JS gzip)");
}
const idHeader = ["identity", "throughput", "p50 / p99", "notes"];
const idWidths = idHeader.map((h, i) => Math.max(h.length, ...identityRows.map((r) => r[i]!.length)));
console.log(`\nIdentity (${SECONDS} s per measurement, 8 connections, throttling off)`);
console.log(idHeader.map((c, i) => c.padEnd(idWidths[i]!)).join("  "));
for (const r of identityRows) console.log(r.map((c, i) => c.padEnd(idWidths[i]!)).join("  "));
const mediaHeader = ["car picture", "first request", "cached", "notes"];
const mediaWidths = mediaHeader.map((h, i) => Math.max(h.length, ...mediaRows.map((r) => r[i]!.length)));
console.log("\nCar pictures (render on first request, then served from the disk cache)");
console.log(mediaHeader.map((c, i) => c.padEnd(mediaWidths[i]!)).join("  "));
for (const r of mediaRows) console.log(r.map((c, i) => c.padEnd(mediaWidths[i]!)).join("  "));
if (failed) {
  console.error("Some requests failed during the benchmark.");
  process.exit(1);
}
