/**
 * Load. The built production server on a fresh seeded PostgreSQL database, 50
 * connections for `reliability.loadSeconds` spread over a mix of storefront pages (several languages),
 * the car search, the back office's job list (page and API, signed in) and the visitor's cart API. Every
 * target prints rps, p50, p99, errors and non-2xx answers; all must be 0. Memory: after each of
 * `reliability.loadRuns` runs the process's heap and RSS (after a full GC: SIGUSR2 report, --expose-gc)
 * are printed, and over three runs they must stay flat (see STABLE below).
 */
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { processLogin, type ServerProcess, startServerProcess } from "../setup/server-process";
import { createTestDatabase, type TestDatabase } from "../setup/test-db";
import { type MemoryReport, mb, memoryOf } from "./memory";
import { fullRun, hasPostgres, reliability } from "./mode";

/**
 * "Stable": after a full GC, the heap after the last run is at most 20 % (+ 8 MB) and the RSS at most
 * 25 % (+ 16 MB) above the figures after the first run. The first run warms everything that is meant to
 * be kept (bounded page micro-cache, project and read caches, compiled route modules, pg pool), so later
 * runs should add nothing; the margins absorb V8's heap sizing, code compiled late and allocator
 * fragmentation (RSS is returned to the OS lazily). A leak of only 1 KB per request would add 50 MB or
 * more per 60 s run at these rates (tens of thousands of requests) and fail the check.
 */
const STABLE = { heapFactor: 1.2, heapSlack: 8 * 2 ** 20, rssFactor: 1.25, rssSlack: 16 * 2 ** 20 };

type Target = {
  name: string;
  path: string;
  connections: number;
  method?: "GET" | "POST";
  body?: string;
  headers?: Record<string, string>;
};

type TargetResult = {
  name: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statuses: Record<string, number>;
};

function run(url: string, target: Target, seconds: number): Promise<TargetResult> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${url}${target.path}`,
        connections: target.connections,
        duration: seconds,
        pipelining: 1,
        method: target.method ?? "GET",
        body: target.body,
        headers: target.headers,
        timeout: 10,
      },
      (error, result) => {
        if (error) return reject(error);
        const statuses: Record<string, number> = {};
        for (const [code, stat] of Object.entries(result.statusCodeStats ?? {}))
          statuses[code] = stat?.count ?? 0;
        resolve({
          name: target.name,
          requests: result.requests.total,
          rps: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          errors: result.errors,
          timeouts: result.timeouts,
          non2xx: result.non2xx,
          statuses,
        });
      },
    );
  });
}

describe.runIf(hasPostgres)("load on PostgreSQL", () => {
  let database: TestDatabase;
  let server: ServerProcess;
  let targets: Target[] = [];

  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    server = await startServerProcess({ databaseUrl: database.url, nodeArgs: ["--expose-gc"] });
    const { url } = server;
    const employee = await processLogin(url, "manager@autohaus-brandt.example");
    // A visitor's cart (the cookie the first add sets) for the cart read; the item is any in stock.
    const shop = await fetch(`${url}/api/cart/lines.json`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ kind: "item", itemId: await anyItemId(database), quantity: 1 }),
    });
    expect(shop.status).toBeLessThan(300);
    const visitor = (shop.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const list = await (await fetch(`${url}/en/cars`)).text();
    const carPath = /href="\/en(\/cars\/[^"?#]+)"/.exec(list)?.[1];
    expect(carPath, "a car link on /en/cars").toBeTruthy();
    const itemId = await anyItemId(database);
    targets = [
      { name: "home /", path: "/", connections: 5 },
      {
        name: "used cars, filters (de)",
        path: "/de/gebrauchtwagen?fuel=diesel&gearbox=automatic",
        connections: 5,
      },
      { name: "used cars, sorted (en)", path: "/en/cars?fuel=petrol&sort=price_asc", connections: 4 },
      { name: `car page (pl)`, path: `/pl${carPath}`, connections: 5 },
      { name: "CMS page (tr)", path: "/tr/imprint", connections: 4 },
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
    expect(targets.reduce((n, t) => n + t.connections, 0)).toBe(reliability.loadConnections);
    // Every target answers 2xx once before the clock starts (a wrong path would only show as non-2xx).
    for (const t of targets) {
      const res = await fetch(`${url}${t.path}`, { method: t.method, body: t.body, headers: t.headers });
      expect(`${t.name} ${res.status}`).toBe(`${t.name} ${res.status < 300 ? res.status : "2xx"}`);
      await res.arrayBuffer();
    }
  });

  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it(`serves ${reliability.loadConnections} connections for ${reliability.loadSeconds} s × ${reliability.loadRuns} without errors, memory flat`, async () => {
    const memory: MemoryReport[] = [await memoryOf(server)];
    const print = (label: string, m: MemoryReport) =>
      console.log(
        `[load] memory ${label}: heap ${mb(m.heapUsed)} (total ${mb(m.heapTotal)}), RSS ${mb(m.rss)}, external ${mb(m.external)}${m.gc ? ", after GC" : ""}`,
      );
    print("before", memory[0]!);
    for (let i = 1; i <= reliability.loadRuns; i++) {
      const started = performance.now();
      const results = await Promise.all(targets.map((t) => run(server.url, t, reliability.loadSeconds)));
      const seconds = (performance.now() - started) / 1000;
      const total = results.reduce((n, r) => n + r.requests, 0);
      console.log(
        `[load] run ${i}/${reliability.loadRuns}: ${total.toLocaleString("en")} requests in ${seconds.toFixed(1)} s at ${reliability.loadConnections} connections (${Math.round(total / seconds).toLocaleString("en")} rps)`,
      );
      for (const r of results) {
        console.log(
          `[load]   ${r.name.padEnd(28)} ${Math.round(r.rps).toString().padStart(5)} rps  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(5)} ms  errors ${r.errors}  non-2xx ${r.non2xx}  ${JSON.stringify(r.statuses)}`,
        );
      }
      // Let the last answers and background work settle before the report.
      await new Promise((r) => setTimeout(r, 1_000));
      const m = await memoryOf(server);
      memory.push(m);
      print(`after run ${i}`, m);
      for (const r of results) {
        expect(`${r.name}: ${r.errors} errors, ${r.timeouts} timeouts, ${r.non2xx} non-2xx`).toBe(
          `${r.name}: 0 errors, 0 timeouts, 0 non-2xx`,
        );
        expect(r.requests).toBeGreaterThan(0);
      }
    }
    expect(server.child.exitCode).toBeNull();
    // No unhandled error was logged under load (pino level 50 and up).
    const errors = server
      .log()
      .split("\n")
      .filter((l) => /"level":(50|60)/.test(l));
    expect(errors.slice(0, 3)).toEqual([]);
    if (memory.length >= 4) {
      const first = memory[1]!;
      const last = memory.at(-1)!;
      const heapLimit = first.heapUsed * STABLE.heapFactor + STABLE.heapSlack;
      const rssLimit = first.rss * STABLE.rssFactor + STABLE.rssSlack;
      console.log(
        `[load] memory over ${reliability.loadRuns} runs: heap ${mb(first.heapUsed)} -> ${mb(last.heapUsed)} (limit ${mb(heapLimit)}), RSS ${mb(first.rss)} -> ${mb(last.rss)} (limit ${mb(rssLimit)})`,
      );
      expect(last.heapUsed).toBeLessThanOrEqual(heapLimit);
      expect(last.rss).toBeLessThanOrEqual(rssLimit);
    } else if (!fullRun) {
      console.log("[load] memory stability over three runs is checked by the full run (RELIABILITY=full)");
    }
  });
});

async function anyItemId(database: TestDatabase): Promise<string> {
  const { rows } = (await database.handle.db.execute(
    sql`select id from items where is_active and stock > 5 order by price_minor limit 1`,
  )) as unknown as { rows: { id: string }[] };
  const id = rows[0]?.id;
  if (!id) throw new Error("no item in stock in the seed");
  return id;
}
