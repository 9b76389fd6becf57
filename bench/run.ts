/**
 * `npm run bench`: what the storefront costs a phone and the server.
 * 1. The five main pages (German) as served: bytes on the wire for HTML, CSS and JS, fetched with a
 *    browser's Accept-Encoding; then Lighthouse (mobile, simulated throttling) in Debian's Chromium on
 *    each, also in high contrast, quiet and under load (bench/lighthouse-passes.ts). Goals: perf >= 0.95,
 *    TBT <= 200 ms, CLS <= 0.05, LCP <= 1.8 s, accessibility 1. `--only=lighthouse` runs only this.
 * 2. Throughput, for home, a CMS page and the car list: a static file of the same bytes, the page as an
 *    anonymous visitor gets it (micro-cached for PAGE_CACHE_SECONDS), and the page rendered on every
 *    request (a visitor with a cookie). Goals: served/static >= 0.3; rendered/static >= 0.15 (home,
 *    CMS page) and >= 0.10 (car list of 24 cars). Loads send no Accept-Encoding, so every variant
 *    is measured without compression and the ratio shows the cost of rendering. The variants are
 *    warmed up alike and then loaded in turns (five rounds; load.ts `inTurns`): each ratio is the
 *    median of the rounds' ratios, so the machine's drift between measurements does not enter it.
 *    The signed-in job list (the demo manager's /en/account/jobs) is rendered on every request: its
 *    rendered/static ratio has the goal >= 0.15; its JavaScript on the wire <= 250 KB.
 * 3. Catalogue search and the jobs' queries at 1,000,000 jobs on PostgreSQL (with DATABASE_URL),
 *    identity, trade-in wizard steps per second (bench/wizard.ts; its first page's JavaScript has the
 *    goal <= 140 KB above), live notifications (bench/notifications.ts: a new lead's SSE event at 200
 *    connected clients, goal p95 <= 2 s), the workshop slot search p95 for a location with a month of bookings
 *    (bench/service-slots.ts; the rental and service booking pages' JavaScript <= 140 KB above),
 *    checkouts (PostgreSQL), car pictures; the back office's stock list with three filters and the CSV
 *    import rate (bench/car-admin.ts, PostgreSQL); the client search at 200,000 clients (bench/clients.ts,
 *    goal p95 <= 50 ms for a two-word search); inbound mail (bench/inbound-mail.ts: a reply appended to a
 *    private Dovecot to its notification on the assignee's event stream, goal p95 < 5 s;
 *    `--only=inbound-mail` runs only this).
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { hashPassword, PASSWORD_HASH_PARAMS } from "../app/core/identity/password.server";
import { buildIfStale } from "../scripts/build-if-stale";
import { type CarAdminResult, carAdminBench, carAdminReport } from "./car-admin";
import { type CatalogResult, catalogBench } from "./catalog";
import { type CheckoutResult, checkoutBench } from "./checkout";
import { type ClientsResult, clientsBench, clientsReport } from "./clients";
import { aboutEditorPath, cmsEditorLogin, editorWeight } from "./cms-editor-weight";
import { INBOUND_MAIL_GOAL_MS, inboundMailBench, inboundMailReport } from "./inbound-mail";
import { type JobsResult, jobsBench, jobsReport } from "./jobs";
import { lighthouseRuns } from "./lighthouse";
import {
  type LighthousePasses,
  lighthousePasses,
  lighthouseReport,
  mainPages,
  meetsGoals,
} from "./lighthouse-passes";
import { inTurns, load } from "./load";
import { measureMedia } from "./media";
import {
  NOTIFICATION_GOAL_MS,
  type NotificationsResult,
  notificationsBench,
  notificationsReport,
} from "./notifications";
import { kb, type PageWeight, pageWeight } from "./page-weight";
import { rentalPages } from "./rental";
import { startServer } from "./server-process";
import {
  type ServiceSlotsResult,
  serviceBookingWeights,
  serviceSlotsBench,
  serviceSlotsReport,
} from "./service-slots";
import { type WizardBenchResult, wizardBench } from "./wizard";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PAGES = [
  { name: "home", path: "/", goal: 0.15 },
  { name: "cms page", path: "/en/imprint", goal: 0.15 },
  { name: "car list", path: "/en/cars?fuel=diesel&gearbox=automatic", goal: 0.1 },
];
const LH_RUNS = lighthouseRuns();
const SESSION = { cookie: "bench_session=1" };
/** The load Lighthouse's "under load" pass runs beside: the throughput pages, rendered on every request. */
const LOAD_PATHS = PAGES.map((p) => p.path);
/** `npm run bench -- --only=lighthouse` (or BENCH_ONLY=lighthouse): just the Lighthouse tables. */
const ONLY =
  process.argv.find((a) => a.startsWith("--only="))?.slice("--only=".length) ?? process.env.BENCH_ONLY ?? "";
if (ONLY && ONLY !== "lighthouse" && ONLY !== "inbound-mail")
  throw new Error(`bench: --only knows "lighthouse" and "inbound-mail", not "${ONLY}"`);
/** The back office's job list, signed in as the demo manager (sees all jobs). */
const JOB_LIST = { name: "job list (signed in)", path: "/en/account/jobs", goal: 0.15 };
const MANAGER = { email: "manager@autohaus-brandt.example", password: "autohaus-demo" };

buildIfStale();
if (ONLY === "lighthouse") {
  const server = await startServer(Number(process.env.BENCH_PORT ?? 3299), {
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  });
  let passes: LighthousePasses;
  try {
    const pages = await mainPages(server.url);
    console.log(`running Lighthouse (mobile, ${LH_RUNS} run(s) per page, quiet and under load)…`);
    passes = await lighthousePasses(server.url, pages, LOAD_PATHS, SESSION, LH_RUNS);
  } finally {
    await server.stop();
  }
  for (const l of lighthouseReport(passes, kb)) console.log(l);
  const missed = passes.rows.some((r) => !meetsGoals(r.quiet) || (r.loaded && !meetsGoals(r.loaded)));
  if (missed) console.log("\nSome Lighthouse goals were missed (✘ above).");
  process.exit(0);
}
if (ONLY === "inbound-mail") {
  console.log("measuring inbound mail (replies appended to a private Dovecot)…");
  for (const l of inboundMailReport(await inboundMailBench(Number(process.env.BENCH_PORT ?? 3299))))
    console.log(l);
  process.exit(0);
}
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
// The jobs section too: 1,000,000 jobs over two years are generated into DATABASE_URL when missing.
let jobsResult: JobsResult | null = null;
if (process.env.DATABASE_URL) {
  console.log("measuring the jobs' queries on PostgreSQL…");
  jobsResult = await jobsBench(process.env.DATABASE_URL);
} else {
  console.log(
    "jobs benchmark skipped: it needs PostgreSQL (set DATABASE_URL; 1,000,000 jobs are generated into it)",
  );
}
// The back office's stock list and CSV import (issue 15), on the same 100,000 cars.
let carAdmin: CarAdminResult | null = null;
if (process.env.DATABASE_URL) {
  console.log("measuring the stock list and the CSV import on PostgreSQL…");
  carAdmin = await carAdminBench(process.env.DATABASE_URL);
} else {
  console.log("stock list benchmark skipped: it needs PostgreSQL (set DATABASE_URL)");
}
// The client search (issue 15): 200,000 generated clients in DATABASE_URL, seeded when missing.
let clientsResult: ClientsResult | null = null;
if (process.env.DATABASE_URL) {
  console.log("measuring the client search on PostgreSQL…");
  clientsResult = await clientsBench(process.env.DATABASE_URL);
} else {
  console.log(
    "clients benchmark skipped: it needs PostgreSQL (set DATABASE_URL; 200,000 clients are generated into it)",
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
let checkout: CheckoutResult | null = null;
let wizard: WizardBenchResult | null = null;
let serviceSlots: ServiceSlotsResult | null = null;
let notificationsResult: NotificationsResult | null = null;
let failed = false;
let lighthouseMissed = false;
const weights: { name: string; weight: PageWeight; goalKb: number }[] = [];
let lighthouse: LighthousePasses | null = null;
const mark = (ok: boolean, goal: string) => (ok ? "✔" : `✘ (goal ${goal})`);
try {
  const pages = await mainPages(server.url);
  console.log("measuring page weight as served…");
  for (const page of pages)
    weights.push({ name: page.name, weight: await pageWeight(server.url, page.path), goalKb: 140 });
  // The cart and checkout pages as a buyer with a car in the cart sees them (issue 12: JS <= 140 KB).
  {
    // The first car of the list that can still be reserved (the demo stock has reserved and sold cars).
    const list = await (await fetch(`${server.url}/de/gebrauchtwagen`)).text();
    const numbers = [...list.matchAll(/href="\/de\/gebrauchtwagen\/[a-z0-9-]+-(\d+)"/g)].map((m) => m[1]);
    let added = new Response(null, { status: 404 });
    for (const carNumber of new Set(numbers)) {
      added = await fetch(`${server.url}/api/cart/lines.json`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ kind: "used_car", carNumber }),
      });
      if (added.status !== 409) break;
      await added.arrayBuffer();
    }
    const cartCookie = (added.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    if (!added.ok || !cartCookie) throw new Error(`bench: adding a car to the cart answered ${added.status}`);
    for (const [name, path] of [
      ["cart", "/de/warenkorb"],
      ["checkout", "/de/checkout"],
    ] as const) {
      const weight = await pageWeight(server.url, path, { cookie: cartCookie });
      if (weight.status !== 200) throw new Error(`bench: ${path} answered ${weight.status}`);
      weights.push({ name: `${name} (a car in the cart)`, weight, goalKb: 140 });
    }
  }
  // The trade-in wizard's first step as a visitor opens it (issue 13: JS <= 140 KB).
  {
    const weight = await pageWeight(server.url, "/de/inzahlungnahme");
    if (weight.status !== 200) throw new Error(`bench: /de/inzahlungnahme answered ${weight.status}`);
    weights.push({ name: "trade-in wizard (first step)", weight, goalKb: 140 });
  }
  // The booking pages of issue 14 (JS <= 140 KB): rental search, results and form; service booking.
  for (const page of await rentalPages(server.url)) {
    const weight = await pageWeight(server.url, page.path);
    if (weight.status !== 200) throw new Error(`bench: ${page.path} answered ${weight.status}`);
    weights.push({ name: page.name, weight, goalKb: 140 });
  }
  weights.push(...(await serviceBookingWeights(server.url)));
  const managerLogin = await fetch(`${server.url}/api/auth/login.json`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(MANAGER),
  });
  const managerCookie = (managerLogin.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  if (!managerLogin.ok || !managerCookie)
    throw new Error(`bench: manager login failed (${managerLogin.status})`);
  const jobsWeight = await pageWeight(server.url, JOB_LIST.path, { cookie: managerCookie });
  if (jobsWeight.status !== 200) throw new Error(`bench: ${JOB_LIST.path} answered ${jobsWeight.status}`);
  weights.push({ name: "job list (English, signed in)", weight: jobsWeight, goalKb: 250 });
  // The CMS page editor (issue 16, JS <= 250 KB): the page's scripts plus the rich-text editor it
  // fetches lazily right after it starts.
  {
    const cmsCookie = await cmsEditorLogin(server.url);
    const editor = await editorWeight(server.url, await aboutEditorPath(server.url, cmsCookie), cmsCookie);
    if (editor.page.status !== 200) throw new Error(`bench: the CMS editor answered ${editor.page.status}`);
    weights.push({
      name: "CMS page editor (signed in, incl. the lazy rich-text editor)",
      weight: { ...editor.page, js: editor.totalJs, jsFiles: editor.page.jsFiles + editor.lazyFiles },
      goalKb: 250,
    });
  }
  console.log(`running Lighthouse (mobile, ${LH_RUNS} run(s) per page, quiet and under load)…`);
  lighthouse = await lighthousePasses(server.url, pages, LOAD_PATHS, SESSION, LH_RUNS);
  for (const page of PAGES) {
    console.log(`measuring ${page.name} (${page.path})…`);
    const html = await (await fetch(server.url + page.path)).text();
    // A static file of the same bytes, served by the same process through the same middleware.
    const staticName = `bench-static-${page.name.replace(/\W+/g, "-")}.html`;
    writeFileSync(path.join("build/client", staticName), html);
    const {
      results: [stat, served, rendered],
      ratios: [, servedRatio, renderedRatio],
    } = await inTurns(
      [
        { url: `${server.url}/${staticName}` },
        { url: server.url + page.path },
        { url: server.url + page.path, headers: SESSION },
      ],
      SECONDS,
    );
    if (!stat || !served || !rendered || servedRatio === undefined || renderedRatio === undefined)
      throw new Error("bench: a measurement is missing");
    for (const r of [stat, served, rendered]) if (r.errors || r.non2xx) failed = true;
    rows.push([
      page.name,
      `${(Buffer.byteLength(html) / 1024).toFixed(1)} KB`,
      stat.rps.toFixed(0),
      `${served.rps.toFixed(0)} = ${servedRatio.toFixed(2)} ${mark(servedRatio >= 0.3, "≥ 0.3")}`,
      `${served.p50} / ${served.p99} ms`,
      `${rendered.rps.toFixed(0)} = ${renderedRatio.toFixed(2)} ${mark(renderedRatio >= page.goal, `≥ ${page.goal}`)}`,
      `${rendered.p50} / ${rendered.p99} ms`,
    ]);
  }
  {
    // Signed-in pages are never micro-cached: every request is rendered (session, list query, count).
    console.log(`measuring ${JOB_LIST.name} (${JOB_LIST.path})…`);
    const headers = { cookie: managerCookie };
    const html = await (await fetch(server.url + JOB_LIST.path, { headers })).text();
    const staticName = "bench-static-job-list.html";
    writeFileSync(path.join("build/client", staticName), html);
    const {
      results: [stat, rendered],
      ratios: [, renderedRatio],
    } = await inTurns(
      [{ url: `${server.url}/${staticName}` }, { url: server.url + JOB_LIST.path, headers }],
      SECONDS,
    );
    if (!stat || !rendered || renderedRatio === undefined) throw new Error("bench: a measurement is missing");
    for (const r of [stat, rendered]) if (r.errors || r.non2xx) failed = true;
    rows.push([
      JOB_LIST.name,
      `${(Buffer.byteLength(html) / 1024).toFixed(1)} KB`,
      stat.rps.toFixed(0),
      "— (never cached)",
      "—",
      `${rendered.rps.toFixed(0)} = ${renderedRatio.toFixed(2)} ${mark(renderedRatio >= JOB_LIST.goal, `≥ ${JOB_LIST.goal}`)}`,
      `${rendered.p50} / ${rendered.p99} ms`,
    ]);
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
  // Before the wizard and the checkouts: their hundreds of new jobs are notified in order, and a lead's
  // notification would wait behind them (about 6 s after 600 checkouts in 10 s; decision 0033).
  console.log("measuring live notifications (a new lead at 200 event streams)…");
  notificationsResult = await notificationsBench(server.url);
  if (notificationsResult.missed > 0 || notificationsResult.p95 > NOTIFICATION_GOAL_MS) failed = true;
  console.log("measuring the workshop slot search (a month of bookings)…");
  serviceSlots = await serviceSlotsBench({ databaseUrl: process.env.DATABASE_URL || undefined });
  console.log("measuring wizard steps…");
  wizard = await wizardBench(server.url, SECONDS);
  if (wizard.failures) failed = true;
  if (process.env.DATABASE_URL) {
    console.log("measuring checkouts on PostgreSQL…");
    checkout = await checkoutBench(server.url, process.env.DATABASE_URL, SECONDS);
    if (checkout.failures) failed = true;
  }
  console.log("measuring car pictures…");
  mediaRows = await measureMedia(server.url, SECONDS, ["/en/cars", "/"]);
} finally {
  await server.stop();
}
// Its own server: the one above has no mailbox.
console.log("measuring inbound mail (replies appended to a private Dovecot)…");
const inboundMail = await inboundMailBench(Number(process.env.BENCH_PORT ?? 3299));
if (inboundMail && (inboundMail.missed > 0 || inboundMail.p95 >= INBOUND_MAIL_GOAL_MS)) failed = true;

const header = [
  "page",
  "HTML",
  "static req/s",
  "served req/s = ratio",
  "served p50/p99",
  "rendered req/s = ratio",
  "rendered p50/p99",
];
const pad = (cells: string[][], head: string[]) => {
  const w = head.map((h, i) => Math.max(h.length, ...cells.map((r) => (r[i] ?? "").length)));
  return (cells: string[]) => cells.map((c, i) => c.padEnd(w[i]!)).join("  ");
};
const weightHeader = ["page", "HTML", "CSS", "JS", "JS files", "path"];
const weightRows = weights.map(({ name, weight: w, goalKb }) => [
  name,
  `${kb(w.html)} ${w.htmlEncoding}`,
  w.cssFiles ? `${kb(w.css)} (${w.cssFiles} files)` : `inlined (${kb(w.inlinedCssChars)} text)`,
  `${kb(w.js)} ${w.jsEncoding} ${mark(w.js / 1024 <= goalKb, `≤ ${goalKb} KB`)}`,
  String(w.jsFiles),
  w.path,
]);
const weightLine = pad(weightRows, weightHeader);
console.log("\nPage weight as served (bytes on the wire, Accept-Encoding: gzip, deflate, br)");
console.log(weightLine(weightHeader));
for (const r of weightRows) console.log(weightLine(r));

if (lighthouse) {
  for (const r of lighthouse.rows)
    if (!meetsGoals(r.quiet) || (r.loaded && !meetsGoals(r.loaded))) lighthouseMissed = true;
  for (const l of lighthouseReport(lighthouse, kb)) console.log(l);
}

const line = pad(rows, header);
console.log(
  `\nStorefront throughput (${SECONDS} s per variant in five interleaved rounds after 3 s of warm-up each, ratios the median of the rounds', 8 connections, ${server.processes === 1 ? "one server process" : `${server.processes} server processes (one per core, decision 0041)`}, ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}, NODE_ENV=production, no Accept-Encoding)`,
);
console.log(
  "served = what an anonymous visitor gets (micro-cache, PAGE_CACHE_SECONDS); rendered = full render on every request (a visitor with a cookie)",
);
console.log(line(header));
for (const r of rows) console.log(line(r));
if (catalog) {
  console.log(
    `\nCatalog (PostgreSQL, ${catalog.cars.toLocaleString("en")} cars in the dealer project${catalog.seededSeconds !== null ? `, ${catalog.seededSeconds.toFixed(0)} s to generate` : ""})`,
  );
  if (clientsResult) for (const l of clientsReport(clientsResult)) console.log(l);
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
}
if (jobsResult) for (const l of jobsReport(jobsResult)) console.log(l);
if (carAdmin) for (const l of carAdminReport(carAdmin)) console.log(l);
const idHeader = ["identity", "throughput", "p50 / p99", "notes"];
const idWidths = idHeader.map((h, i) => Math.max(h.length, ...identityRows.map((r) => r[i]!.length)));
console.log(`\nIdentity (${SECONDS} s per measurement, 8 connections, throttling off)`);
console.log(idHeader.map((c, i) => c.padEnd(idWidths[i]!)).join("  "));
for (const r of identityRows) console.log(r.map((c, i) => c.padEnd(idWidths[i]!)).join("  "));
console.log(
  checkout
    ? `\nCheckout (PostgreSQL, 8 buyers, POST /api/checkout.json with a cart call between orders): ${checkout.checkouts} orders, ${checkout.perSecond.toFixed(1)} checkouts/s, p50 ${checkout.p50} ms, p99 ${checkout.p99} ms, ${checkout.failures} failed`
    : "\nCheckout benchmark skipped: it needs PostgreSQL (set DATABASE_URL)",
);
if (serviceSlots) {
  console.log("");
  for (const line of serviceSlotsReport(serviceSlots)) console.log(line);
}
if (wizard) {
  console.log(
    `\nTrade-in wizard steps (${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}, 8 visitors without JavaScript, a step = POST answers + GET the next step): ${wizard.steps} steps, ${wizard.perSecond.toFixed(1)} steps/s, p50 ${wizard.p50} ms, p99 ${wizard.p99} ms, ${wizard.failures} failed`,
  );
}
if (notificationsResult) {
  for (const l of notificationsReport(notificationsResult)) console.log(l);
  console.log(`  (${process.env.DATABASE_URL ? "PostgreSQL, LISTEN/NOTIFY" : "PGlite, in-process events"})`);
}
for (const l of inboundMailReport(inboundMail)) console.log(l);
const mediaHeader = ["car picture", "first request", "cached", "notes"];
const mediaWidths = mediaHeader.map((h, i) => Math.max(h.length, ...mediaRows.map((r) => r[i]!.length)));
console.log("\nCar pictures (render on first request, then served from the disk cache)");
console.log(mediaHeader.map((c, i) => c.padEnd(mediaWidths[i]!)).join("  "));
for (const r of mediaRows) console.log(r.map((c, i) => c.padEnd(mediaWidths[i]!)).join("  "));
if (lighthouseMissed) console.log("\nSome Lighthouse goals were missed (✘ above).");
if (failed) {
  console.error("Some requests failed during the benchmark.");
  process.exit(1);
}
