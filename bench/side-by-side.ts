/**
 * Two builds of the platform under the same load, in turns (decision 0071): for instance one commit
 * with a dependency patch and without it. Each directory is a whole checkout with its own
 * `node_modules` and `build` (`npm run build` in it); each server starts as `npm start` does, on its
 * own PostgreSQL database seeded with the demo data.
 *
 *   BENCH_A=/tmp/with-patch BENCH_B=/tmp/without BENCH_A_DB=postgres://…/a BENCH_B_DB=postgres://…/b \
 *     npx tsx bench/side-by-side.ts
 *
 * Two mixes, each the 50 connections of the reliability suite's load test (tests/reliability/
 * load.reliability.test.ts: storefront pages in four languages, the car search's data, the job list page
 * and the jobs API signed in, the cart and checkout API): "load test" as there (anonymous storefront
 * pages come from the micro-cache) and "rendered" where every storefront request carries a cookie, so
 * every page is rendered. `BENCH_ROUNDS` rounds (default 4) of `BENCH_SECONDS` (default 10) per mix and
 * build, A and B alternating, so the machine's drift falls on both alike; the spread of one build's
 * rounds is the noise. p95 is taken over every request of a round (autocannon reports no p95).
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { SERVER_NODE_FLAGS } from "../server/node-flags";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const MANAGER = { email: "manager@autohaus-brandt.example", password: "autohaus-demo" };

type Build = { label: string; dir: string; db: string; port: number };
type Server = { url: string; cpuSeconds: () => number; stop: () => Promise<void> };

const TICKS = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim());

/** User + system CPU seconds of a process and its children (the cluster's workers), from /proc. */
function treeCpuSeconds(pid: number): number {
  let ticks = 0;
  const visit = (p: number) => {
    try {
      const stat = readFileSync(`/proc/${p}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
      const children = readFileSync(`/proc/${p}/task/${p}/children`, "utf8").trim();
      for (const c of children ? children.split(" ") : []) visit(Number(c));
    } catch {
      // the process ended meanwhile
    }
  };
  visit(pid);
  return ticks / TICKS;
}
type Target = {
  name: string;
  path: string;
  connections: number;
  method?: "GET" | "POST";
  body?: string;
  headers?: Record<string, string>;
};

async function start(build: Build): Promise<Server> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "autohaus-side-by-side-"));
  const child: ChildProcess = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, "--import", "tsx", "server/cluster.ts"],
    {
      cwd: build.dir,
      env: {
        ...process.env,
        PORT: String(build.port),
        DATA_DIR: dataDir,
        DATABASE_URL: build.db,
        LOG_LEVEL: "error",
        NODE_ENV: "production",
        SEED_DEMO: "1",
        AUTH_THROTTLE: "0",
      },
      stdio: ["ignore", "inherit", "inherit"],
    },
  );
  const url = `http://127.0.0.1:${build.port}`;
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${build.label}: server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${build.label}: server did not start within 300 s`);
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url,
    cpuSeconds: () => treeCpuSeconds(child.pid ?? 0),
    stop: async () => {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The reliability load test's targets for one server (its demo manager, a visitor's cart, an item). */
async function targetsFor(url: string, db: string, rendered: boolean): Promise<Target[]> {
  const login = await fetch(`${url}/api/auth/login.json`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(MANAGER),
  });
  const employee = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  if (!login.ok || !employee) throw new Error(`manager login answered ${login.status}`);
  const client = new pg.Client({ connectionString: db });
  await client.connect();
  const { rows } = await client.query<{ id: string }>(
    "select id from items where is_active and stock > 5 order by price_minor limit 1",
  );
  await client.end();
  const itemId = rows[0]?.id;
  if (!itemId) throw new Error("no item in stock");
  const shop = await fetch(`${url}/api/cart/lines.json`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ kind: "item", itemId, quantity: 1 }),
  });
  const visitor = (shop.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const list = await (await fetch(`${url}/en/cars`)).text();
  const carPath = /href="\/en(\/cars\/[^"?#]+)"/.exec(list)?.[1];
  if (!carPath) throw new Error("no car link on /en/cars");
  // A cookie the server does not know: the page is rendered for this request, never micro-cached.
  const page = rendered ? { cookie: "bench_session=1" } : undefined;
  return [
    { name: "home /", path: "/", connections: 5, headers: page },
    {
      name: "used cars, filters (de)",
      path: "/de/gebrauchtwagen?fuel=diesel&gearbox=automatic",
      connections: 5,
      headers: page,
    },
    {
      name: "used cars, sorted (en)",
      path: "/en/cars?fuel=petrol&sort=price_asc",
      connections: 4,
      headers: page,
    },
    { name: "car page (pl)", path: `/pl${carPath}`, connections: 5, headers: page },
    { name: "CMS page (tr)", path: "/tr/imprint", connections: 4, headers: page },
    { name: "car search data", path: "/en/cars.data?fuel=diesel&sort=price_asc", connections: 5 },
    { name: "job list page", path: "/en/account/jobs", connections: 5, headers: { cookie: employee } },
    { name: "jobs API", path: "/api/jobs.json", connections: 5, headers: { cookie: employee } },
    {
      name: "cart add API (new visitor)",
      path: "/api/cart/lines.json",
      connections: 4,
      method: "POST",
      body: JSON.stringify({ kind: "item", itemId, quantity: 1 }),
      headers: { "content-type": "application/json" },
    },
    { name: "cart read API", path: "/api/cart.json", connections: 4, headers: { cookie: visitor } },
    { name: "checkout read API", path: "/api/checkout.json", connections: 4, headers: { cookie: visitor } },
  ];
}

type Run = {
  requests: number;
  errors: number;
  non2xx: number;
  latencies: Map<string, number[]>;
  /** The server's CPU time per answered request (all its processes), ms. */
  cpuMs: number;
};

/** Every target at once for `seconds`, as the load test runs them; each answer's time is kept. */
async function loadOnce(server: Server, targets: Target[], seconds: number): Promise<Run> {
  const { url } = server;
  const latencies = new Map<string, number[]>();
  const cpuBefore = server.cpuSeconds();
  const runs = await Promise.all(
    targets.map(
      (t) =>
        new Promise<autocannon.Result>((resolve, reject) => {
          const times: number[] = [];
          latencies.set(t.name, times);
          const instance = autocannon(
            {
              url: url + t.path,
              connections: t.connections,
              duration: seconds,
              pipelining: 1,
              method: t.method ?? "GET",
              body: t.body,
              headers: t.headers,
              timeout: 10,
            },
            (error, result) => (error ? reject(error) : resolve(result)),
          );
          instance.on("response", (_client, _status, _bytes, ms: number) => times.push(ms));
        }),
    ),
  );
  const requests = runs.reduce((n, r) => n + r.requests.total, 0);
  return {
    requests,
    cpuMs: ((server.cpuSeconds() - cpuBefore) * 1000) / Math.max(1, requests),
    errors: runs.reduce((n, r) => n + r.errors + r.timeouts, 0),
    non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
    latencies,
  };
}

const p95 = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(0.95 * s.length))] ?? Number.NaN;
};
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

const builds: Build[] = [
  { label: "A", dir: process.env.BENCH_A ?? "", db: process.env.BENCH_A_DB ?? "", port: 3297 },
  { label: "B", dir: process.env.BENCH_B ?? "", db: process.env.BENCH_B_DB ?? "", port: 3298 },
].filter((b) => b.dir && b.db);
if (builds.length === 0) {
  console.error("set BENCH_A and BENCH_A_DB (and BENCH_B, BENCH_B_DB for a comparison)");
  process.exit(2);
}

/** `BENCH_PARTS`: which parts run (default all): `load`, `rendered` (the two mixes), `cpu` (per page). */
const PARTS = new Set((process.env.BENCH_PARTS ?? "load,rendered,cpu").split(","));

/**
 * Server CPU per request of each rendered page on its own, at 4 connections (a few in flight, none
 * queued for long): on a busy machine latency is mostly waiting for a core, while the CPU a request
 * costs stays what the build spends on it.
 */
async function cpuPerPage(): Promise<void> {
  const targets = await Promise.all(builds.map((b, i) => targetsFor(servers[i]!.url, b.db, true)));
  const pages = targets.map((ts) =>
    ts
      .filter((t) => t.method !== "POST" && !t.path.startsWith("/api/"))
      .map((t) => ({ ...t, connections: 4 })),
  );
  const seconds = Math.max(3, Math.round(SECONDS / 2));
  console.log(
    `server CPU per request, each page alone at 4 connections, ${ROUNDS} rounds of ${seconds} s per build`,
  );
  for (const [p, page] of pages[0]!.entries()) {
    for (const [i, s] of servers.entries()) await loadOnce(s, [pages[i]![p]!], 2); // warm-up
    const cpu: number[][] = builds.map(() => []);
    for (let r = 0; r < ROUNDS; r++) {
      for (const [i, s] of servers.entries()) {
        const run = await loadOnce(s, [pages[i]![p]!], seconds);
        if (run.errors || run.non2xx) failed = true;
        cpu[i]!.push(run.cpuMs);
      }
    }
    console.log(
      `  ${page.name.padEnd(28)} ${builds.map((b, i) => `${b.label} ${median(cpu[i]!).toFixed(2)} ms (${cpu[i]!.map((x) => x.toFixed(1)).join(", ")})`).join("   ")}`,
    );
  }
}

const servers: Server[] = [];
let failed = false;
try {
  for (const b of builds) servers.push(await start(b));
  if (PARTS.has("cpu")) await cpuPerPage();
  for (const rendered of [false, true]) {
    if (!PARTS.has(rendered ? "rendered" : "load")) continue;
    const mix = rendered ? "rendered (every storefront page rendered)" : "load test (as tests/reliability)";
    const targets = await Promise.all(builds.map((b, i) => targetsFor(servers[i]!.url, b.db, rendered)));
    // Warm-up: each build once, as long as a round.
    for (const [i, s] of servers.entries()) await loadOnce(s, targets[i]!, Math.min(5, SECONDS));
    const rounds: { all: number[]; byTarget: Map<string, number[]>; rps: number; cpuMs: number }[][] =
      builds.map(() => []);
    for (let r = 0; r < ROUNDS; r++) {
      for (const [i, s] of servers.entries()) {
        const run = await loadOnce(s, targets[i]!, SECONDS);
        if (run.errors || run.non2xx) failed = true;
        const all = [...run.latencies.values()].flat();
        const byTarget = new Map([...run.latencies].map(([name, xs]) => [name, [p95(xs)]]));
        rounds[i]!.push({ all: [p95(all)], byTarget, rps: run.requests / SECONDS, cpuMs: run.cpuMs });
        console.log(
          `${mix} round ${r + 1} ${builds[i]!.label}: ${(run.requests / SECONDS).toFixed(0)} rps, p95 ${p95(all).toFixed(0)} ms, server CPU ${run.cpuMs.toFixed(2)} ms per request, errors ${run.errors}, non-2xx ${run.non2xx}`,
        );
      }
    }
    console.log(`\n${mix}: 50 connections, ${ROUNDS} rounds of ${SECONDS} s per build, in turns`);
    for (const [i, b] of builds.entries()) {
      const rs = rounds[i]!;
      const p = rs.map((x) => x.all[0]!);
      const cpu = rs.map((x) => x.cpuMs);
      const ms = (xs: number[]) => xs.map((x) => x.toFixed(0)).join(", ");
      console.log(
        `  ${b.label} (${b.dir}): p95 median ${median(p).toFixed(0)} ms (rounds ${ms(p)}), ${median(rs.map((x) => x.rps)).toFixed(0)} rps, server CPU median ${median(cpu).toFixed(2)} ms per request (rounds ${cpu.map((x) => x.toFixed(2)).join(", ")})`,
      );
      for (const name of rs[0]!.byTarget.keys()) {
        const tp = rs.map((x) => x.byTarget.get(name)![0]!);
        console.log(
          `    ${name.padEnd(28)} p95 median ${median(tp).toFixed(0).padStart(5)} ms (rounds ${ms(tp)})`,
        );
      }
    }
    console.log("");
  }
} finally {
  for (const s of servers) await s.stop();
}
if (failed) {
  console.error("Some requests failed.");
  process.exit(1);
}
