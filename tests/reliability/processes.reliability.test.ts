/**
 * Several processes: two production server processes on one PostgreSQL database behind
 * a round-robin proxy (tests/setup/round-robin-proxy.ts, every request to the other process in turn).
 * The test talks to the proxy as browsers would (cookies carried here) and proves with the proxy's
 * `X-Upstream` header that the steps crossed processes: a session, a visitor's cart, a checkout, live
 * notifications (SSE), the scheduler (each periodic task once per period), the outbox (every mail once,
 * counted at an SMTP sink by the Message-ID made from the outbox row id), and the per-process caches:
 * the facet index (decision 0014) and the page micro-cache (decision 0006) follow a change made through
 * the other process within their documented staleness (docs/scaling.md).
 */
import { randomUUID } from "node:crypto";
import { and, asc, eq, gte, inArray, isNotNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backgroundTasks } from "../../app/core/background/background-tasks.server";
import * as schema from "../../app/db/schema";
import { checkoutForm } from "../setup/checkout-form";
import { type RoundRobinProxy, startRoundRobinProxy, UPSTREAM_HEADER } from "../setup/round-robin-proxy";
import { type ServerProcess, startServerProcess } from "../setup/server-process";
import { type SmtpSink, startSmtpSink } from "../setup/smtp-sink";
import { sseReader } from "../setup/sse";
import { createTestDatabase, employeeAndOpenJob, type TestDatabase } from "../setup/test-db";
import { hasBuild } from "../setup/test-server";
import { hasPostgres } from "./mode";

const run = hasPostgres && hasBuild();

/** Short enough for CI, long enough to be a cache: the page bound below is built from it. */
const PAGE_CACHE_SECONDS = 2;
/**
 * Decision 0014: a process counts a change once its rebuild of the facet index is done, about a second
 * at 100,000 cars (the demo has a few hundred); searches during the rebuild count with the previous index
 * and are not remembered by the read cache (decision 0037). Two seconds: the rebuild plus the render of
 * the page that shows the count, on a busy two-core CI machine.
 */
const INDEX_REBUILD_SECONDS = 2;
/**
 * An anonymous page is kept PAGE_CACHE_SECONDS (decision 0006); one rendered during the rebuild still
 * shows the old count and is kept one more lifetime.
 */
const PAGE_BOUND_SECONDS = 2 * PAGE_CACHE_SECONDS + INDEX_REBUILD_SECONDS;

const CUSTOMER = "customer@autohaus-brandt.example";
const names = ["A", "B"] as const;

type Answer = { res: Response; upstream: number };

/** A browser for the proxy: keeps cookies, sends Origin on writes, tells which process answered. */
class Browser {
  readonly cookies = new Map<string, string>();
  constructor(private readonly proxy: RoundRobinProxy) {}

  /** The cookie header this browser sends. */
  get cookie(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  async request(
    path: string,
    init: { method?: string; json?: unknown; form?: URLSearchParams; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { ...init.headers };
    if (this.cookies.size > 0) headers.cookie = this.cookie;
    let body: string | undefined;
    if (init.json !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(init.json);
    } else if (init.form) {
      headers["content-type"] = "application/x-www-form-urlencoded";
      body = init.form.toString();
    }
    const method = init.method ?? (body === undefined ? "GET" : "POST");
    if (method !== "GET") headers.origin = this.proxy.url;
    const res = await fetch(`${this.proxy.url}${path}`, { method, headers, body, redirect: "manual" });
    for (const line of res.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const cut = pair.indexOf("=");
      const name = pair.slice(0, cut).trim();
      const value = pair.slice(cut + 1).trim();
      const gone = !value || attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (gone) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return { res, upstream: Number(res.headers.get(UPSTREAM_HEADER)) };
  }
}

describe.runIf(run)("two server processes behind a round-robin proxy on one PostgreSQL", () => {
  let database: TestDatabase;
  let smtp: SmtpSink;
  let processes: ServerProcess[] = [];
  let proxy: RoundRobinProxy;
  const startedAt = new Date();
  const lines: string[] = [];
  const db = () => database.handle.db;

  /** Sends a cheap request when needed so that the next one goes to `upstream`. */
  const aim = async (upstream: number) => {
    if (proxy.peek() !== upstream) await fetch(`${proxy.url}/api/health`).then((r) => r.arrayBuffer());
    expect(proxy.peek()).toBe(upstream);
  };

  beforeAll(async () => {
    [database, smtp] = await Promise.all([createTestDatabase("postgres"), startSmtpSink()]);
    const env = {
      TRUST_PROXY: "1",
      SMTP_URL: smtp.url,
      PAGE_CACHE_SECONDS: String(PAGE_CACHE_SECONDS),
      SCHEDULER_TICK_SECONDS: "1",
      // The scheduler's runs are counted from the processes' own log lines.
      LOG_LEVEL: "info",
    };
    processes = await Promise.all(
      names.map(() => startServerProcess({ databaseUrl: database.url!, env, startTimeoutMs: 60_000 })),
    );
    proxy = await startRoundRobinProxy(processes.map((p) => p.url));
  }, 90_000);

  afterAll(async () => {
    await proxy?.close();
    const codes = await Promise.all(processes.map((p) => p.stop()));
    await smtp?.close();
    await database?.drop();
    console.log(`[processes] 2 processes behind round-robin: ${lines.join("; ")}`);
    expect(codes).toEqual(codes.map(() => 0));
  }, 30_000);

  it("a session made on one process is used on the other", async () => {
    const browser = new Browser(proxy);
    const login = await browser.request("/api/auth/login.json", {
      json: { email: CUSTOMER, password: "autohaus-demo" },
    });
    expect(login.res.status).toBe(200);
    const session = await browser.request("/api/auth/session.json");
    expect(session.res.status).toBe(200);
    expect(session.upstream).not.toBe(login.upstream);
    const body = (await session.res.json()) as { user: { email: string } | null };
    expect(body.user?.email).toBe(CUSTOMER);
    // Logging out on the second process ends the session on the first as well.
    const logout = await browser.request("/api/auth/logout.json", { json: {} });
    expect(logout.res.status).toBeLessThan(300);
    const after = await browser.request("/api/auth/session.json");
    expect(after.upstream).not.toBe(logout.upstream);
    expect(((await after.res.json()) as { user: unknown }).user ?? null).toBeNull();
    lines.push(`login on ${names[login.upstream]} used on ${names[session.upstream]}, logout crossed too`);
  });

  it("a visitor's cart is filled on both processes, and one checkout makes one order", async () => {
    const browser = new Browser(proxy);
    const [kit] = await db().select().from(schema.items).where(eq(schema.items.sku, "CARE-KIT-001"));
    const [car] = await db()
      .select({ number: schema.cars.number, locationId: schema.cars.locationId })
      .from(schema.cars)
      .where(
        and(
          eq(schema.cars.projectId, kit!.projectId),
          eq(schema.cars.status, "available"),
          isNotNull(schema.cars.publishedAt),
          isNotNull(schema.cars.locationId),
        ),
      )
      .orderBy(asc(schema.cars.number))
      .limit(1);
    const adds = [
      await browser.request("/api/cart/lines.json", { json: { kind: "item", itemId: kit!.id, quantity: 1 } }),
      await browser.request("/api/cart/lines.json", { json: { kind: "used_car", carNumber: car!.number } }),
      await browser.request("/api/cart/lines.json", { json: { kind: "item", itemId: kit!.id, quantity: 2 } }),
    ];
    for (const add of adds) expect(add.res.status).toBe(200);
    expect(new Set(adds.map((a) => a.upstream)).size).toBe(2);
    const read = await browser.request("/api/cart.json");
    const cart = (await read.res.json()) as { cart: { count: number; lines: { kind: string }[] } };
    // The kit twice (quantities add up) and the car: two lines, four pieces.
    expect(cart.cart.lines.length).toBe(2);
    expect(cart.cart.count).toBe(4);

    const init = await browser.request("/api/checkout.json");
    const { locations } = (await init.res.json()) as { locations: { id: number }[] };
    const form = checkoutForm({ locationId: car!.locationId ?? locations[0]!.id });
    const placed = await browser.request("/api/checkout.json", { json: form });
    expect(placed.res.status).toBe(201);
    const { order } = (await placed.res.json()) as { order: { id: string; number: string } };
    // The browser's retry (a double click, a lost answer) reaches the other process: the same order.
    const retry = await browser.request("/api/checkout.json", { json: form });
    expect(retry.upstream).not.toBe(placed.upstream);
    expect(retry.res.status).toBe(200);
    expect(((await retry.res.json()) as { order: { id: string } }).order.id).toBe(order.id);
    const rows = await db()
      .select({ id: schema.orders.id })
      .from(schema.orders)
      .where(eq(schema.orders.idempotencyKey, form.idempotencyKey));
    expect(rows).toHaveLength(1);
    const [sold] = await db()
      .select({ status: schema.cars.status })
      .from(schema.cars)
      .where(eq(schema.cars.number, car!.number));
    expect(sold!.status).not.toBe("available");
    lines.push(
      `cart ${cart.cart.lines.length} lines (${adds.length} adds on ${[...new Set(adds.map((a) => names[a.upstream]))].join("+")}) read on ${names[read.upstream]}; checkout on ${names[placed.upstream]} + retry on ${names[retry.upstream]} -> ${rows.length} order`,
    );
  });

  it("a notification caused on one process reaches an event stream open on the other", async () => {
    const { user: sales, job } = await employeeAndOpenJob(db(), "sales@autohaus-brandt.example");
    const salesBrowser = new Browser(proxy);
    const manager = new Browser(proxy);
    expect(
      (
        await salesBrowser.request("/api/auth/login.json", {
          json: { email: "sales@autohaus-brandt.example", password: "autohaus-demo" },
        })
      ).res.status,
    ).toBe(200);
    expect(
      (
        await manager.request("/api/auth/login.json", {
          json: { email: "manager@autohaus-brandt.example", password: "autohaus-demo" },
        })
      ).res.status,
    ).toBe(200);
    const stream = await salesBrowser.request("/api/events");
    expect(stream.res.status).toBe(200);
    expect(stream.res.headers.get("content-type")).toContain("text/event-stream");
    const sse = sseReader(stream.res.body!);
    try {
      await sse.pump(() => sse.events.some((e) => e.event === "ready"));
      await aim(1 - stream.upstream);
      const started = performance.now();
      const assign = await manager.request("/api/jobs/bulk.json", {
        json: { ids: [job!.id], action: { type: "assign", assigneeId: sales!.id } },
      });
      expect(assign.res.status).toBe(200);
      expect(assign.upstream).not.toBe(stream.upstream);
      await sse.pump(
        () =>
          sse.events.some(
            (e) => e.event === "notification" && JSON.parse(e.data).data.data.jobId === job!.id,
          ),
        10_000,
      );
      const ms = Math.round(performance.now() - started);
      lines.push(`SSE ${names[assign.upstream]}->${names[stream.upstream]} in ${ms} ms`);
    } finally {
      await sse.cancel();
    }
  });

  it("mail queued through both processes is sent exactly once", async () => {
    const placedOn: number[] = [];
    const [kit] = await db().select().from(schema.items).where(eq(schema.items.sku, "CARE-KIT-001"));
    for (let i = 0; i < 6; i++) {
      const browser = new Browser(proxy);
      await browser.request("/api/cart/lines.json", { json: { kind: "item", itemId: kit!.id, quantity: 1 } });
      const init = await browser.request("/api/checkout.json");
      const { locations } = (await init.res.json()) as { locations: { id: number }[] };
      // Alternate the process that places the order (and so queues its mail).
      await aim(i % 2);
      const placed = await browser.request("/api/checkout.json", {
        json: checkoutForm({ locationId: locations[0]!.id }),
      });
      expect(placed.res.status).toBe(201);
      placedOn.push(placed.upstream);
    }
    expect(new Set(placedOn).size).toBe(2);
    // Mail is not a live kind: the dispatchers find it at their 5 s poll.
    const mine = () =>
      db()
        .select({ id: schema.outbox.id, status: schema.outbox.status })
        .from(schema.outbox)
        .where(and(eq(schema.outbox.kind, "mail"), gte(schema.outbox.createdAt, startedAt)));
    const deadline = Date.now() + 20_000;
    let rows = await mine();
    while (rows.some((r) => r.status === "pending") && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
      rows = await mine();
    }
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(rows.filter((r) => r.status !== "sent")).toEqual([]);
    // A moment more: a second delivery would arrive now if there were one.
    await new Promise((r) => setTimeout(r, 1_000));
    const sent = await db()
      .select({ id: schema.outbox.id })
      .from(schema.outbox)
      .where(and(eq(schema.outbox.kind, "mail"), eq(schema.outbox.status, "sent")));
    const delivered = new Map<string, number>();
    let received = 0;
    for (const [messageId, times] of smtp.received) {
      const id = /^<outbox\.([0-9a-f-]+)@/.exec(messageId)?.[1] ?? "?";
      delivered.set(id, (delivered.get(id) ?? 0) + times);
      received += times;
    }
    // Every sent row reached the sink once, and the sink got nothing else.
    expect([...delivered.values()].filter((n) => n !== 1)).toEqual([]);
    expect([...delivered.keys()].sort()).toEqual(sent.map((r) => r.id).sort());
    for (const r of rows) expect(delivered.get(r.id)).toBe(1);
    lines.push(`${rows.length} mails from 6 checkouts on A+B (${received} sent in all), each delivered once`);
  }, 45_000);

  it("each periodic task runs once per period across both processes", async () => {
    const periods = 3;
    /** Finished runs per task, from both processes' logs (`scheduled task done|failed`). */
    const runs = () => {
      const byTask = new Map<string, number[]>();
      processes.forEach((p, i) => {
        for (const line of p.log().split("\n")) {
          if (!line.includes("scheduled task")) continue;
          let entry: { msg?: string; task?: string };
          try {
            entry = JSON.parse(line);
          } catch {
            continue;
          }
          if (!entry.task || !/^scheduled task (done|failed)$/.test(entry.msg ?? "")) continue;
          const list = byTask.get(entry.task) ?? [];
          list.push(i);
          byTask.set(entry.task, list);
        }
      });
      return byTask;
    };
    const allRan = async (n: number) => {
      const deadline = Date.now() + 15_000;
      while (Date.now() < deadline) {
        const byTask = runs();
        if (backgroundTasks.every((t) => (byTask.get(t.name)?.length ?? 0) >= n)) return;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`not every task ran ${n} times: ${JSON.stringify([...runs()])}`);
    };
    for (let period = 1; period <= periods; period++) {
      await allRan(period);
      // Both processes tick every second: three more ticks each would claim a second run if they could.
      await new Promise((r) => setTimeout(r, 3_000));
      const byTask = runs();
      for (const task of backgroundTasks) expect(byTask.get(task.name)?.length, task.name).toBe(period);
      if (period === periods) break;
      // The clock moves on one period for every task: its last start lies one interval further back.
      for (const task of backgroundTasks) {
        await db()
          .update(schema.scheduledTasks)
          .set({
            lastStartedAt: sql`${schema.scheduledTasks.lastStartedAt} - make_interval(secs => ${task.everySeconds})`,
          })
          .where(eq(schema.scheduledTasks.name, task.name));
      }
    }
    const byTask = runs();
    const perProcess = [0, 1].map((i) => [...byTask.values()].flat().filter((p) => p === i).length);
    const rows = await db()
      .select()
      .from(schema.scheduledTasks)
      .where(
        inArray(
          schema.scheduledTasks.name,
          backgroundTasks.map((t) => t.name),
        ),
      );
    expect(rows).toHaveLength(backgroundTasks.length);
    for (const row of rows) expect(row.lastFinishedAt).not.toBeNull();
    expect(perProcess[0]! + perProcess[1]!).toBe(backgroundTasks.length * periods);
    lines.push(
      `${backgroundTasks.length} periodic tasks ran 1× each in ${periods} periods (runs on A ${perProcess[0]}, B ${perProcess[1]})`,
    );
  }, 60_000);

  it("a car unpublished through one process leaves the other's facet counts and cached list in time", async () => {
    const inventory = new Browser(proxy);
    expect(
      (
        await inventory.request("/api/auth/login.json", {
          json: { email: "inventory@autohaus-brandt.example", password: "autohaus-demo" },
        })
      ).res.status,
    ).toBe(200);
    const [clerk] = await db()
      .select({ projectId: schema.users.projectId })
      .from(schema.users)
      .where(eq(schema.users.email, "inventory@autohaus-brandt.example"));
    const [car] = await db()
      .select({ id: schema.cars.id })
      .from(schema.cars)
      .where(
        and(
          eq(schema.cars.projectId, clerk!.projectId),
          eq(schema.cars.status, "available"),
          eq(schema.cars.condition, "used"),
          isNotNull(schema.cars.publishedAt),
        ),
      )
      .orderBy(asc(schema.cars.number))
      .limit(1);
    const visitor = new Browser(proxy);
    const totalOf = async (path: string, upstream: number) => {
      await aim(upstream);
      const { res, upstream: answered } = await visitor.request(path);
      expect(answered).toBe(upstream);
      expect(res.status).toBe(200);
      const html = await res.text();
      const text = /data-testid="result-count"[^>]*>([^<]*)</.exec(html)?.[1] ?? "";
      const total = Number(text.replace(/\D/g, ""));
      return { total, cache: res.headers.get("x-cache") };
    };
    // Both processes have the list in their page cache and their facet index built.
    const before = [await totalOf("/en/cars", 0), await totalOf("/en/cars", 1)];
    expect(before[0]!.total).toBeGreaterThan(0);
    expect(before[1]!.total).toBe(before[0]!.total);
    expect((await totalOf("/en/cars", 1)).cache).toBe("HIT");

    await aim(0);
    const bulk = await inventory.request("/en/account/cars", {
      form: new URLSearchParams({ intent: "bulk", action: "unpublish", ids: car!.id }),
    });
    // Committed before the answer: the delays count from here.
    const changed = performance.now();
    expect(bulk.res.status).toBe(200);
    expect(bulk.upstream).toBe(0);
    const [now] = await db()
      .select({ publishedAt: schema.cars.publishedAt })
      .from(schema.cars)
      .where(eq(schema.cars.id, car!.id));
    expect(now!.publishedAt).toBeNull();
    const expected = before[0]!.total - 1;

    // Poll process B (index 1) both ways: a fresh query string bypasses the page cache (the facet index
    // and the read cache answer), the plain URL is what the page cache keeps.
    const facetBound = INDEX_REBUILD_SECONDS;
    const pageBound = PAGE_BOUND_SECONDS;
    let facetSeconds: number | null = null;
    let pageSeconds: number | null = null;
    const deadline = changed + (pageBound + 2) * 1000;
    while (facetSeconds === null || pageSeconds === null) {
      if (facetSeconds === null && (await totalOf(`/en/cars?probe=${randomUUID()}`, 1)).total === expected)
        facetSeconds = (performance.now() - changed) / 1000;
      if (pageSeconds === null && (await totalOf("/en/cars", 1)).total === expected)
        pageSeconds = (performance.now() - changed) / 1000;
      if (performance.now() > deadline)
        throw new Error(`B still shows the old count (facets ${facetSeconds}, page ${pageSeconds})`);
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(facetSeconds).toBeLessThanOrEqual(facetBound);
    expect(pageSeconds).toBeLessThanOrEqual(pageBound);
    lines.push(
      `unpublish on A: facet count seen on B after ${facetSeconds.toFixed(2)} s (bound ${facetBound} s), cached list after ${pageSeconds.toFixed(2)} s (bound ${pageBound} s)`,
    );
  }, 40_000);
});
