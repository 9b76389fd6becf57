/**
 * Decision 0041: `npm start` on PostgreSQL runs one server process per core (`server/cluster.ts`,
 * `WEB_CONCURRENCY`). Started here as npm start starts it, with two workers on an empty database: the
 * primary migrates and seeds the demo data once before the workers start; both workers serve the one
 * port (a session made through one connection works on the others); a worker that dies is replaced, and
 * so are all of them when all die at once; the memory report reaches every worker; SIGTERM stops them
 * all and the primary exits with 0.
 */
import { readdirSync, readFileSync } from "node:fs";
import { request } from "node:http";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../app/db/client.server";
import { processLogin, type ServerProcess, startServerProcess } from "../setup/server-process";
import { createTestDatabase, type TestDatabase } from "../setup/test-db";
import { hasBuild } from "../setup/test-server";
import { hasPostgres } from "./mode";

const run = hasPostgres && hasBuild();

/**
 * The pids of the server processes whose parent is `pid` (read from /proc): children that run
 * server/cluster.ts, the workers' entry. Other children are not workers: on a cold transform cache tsx's
 * esbuild keeps a service process of its own under the primary.
 */
function childrenOf(pid: number): number[] {
  const out: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (ppid !== pid) continue;
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0");
      if (cmdline.some((arg) => arg.endsWith("server/cluster.ts"))) out.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

/** A GET on a connection of its own (no keep-alive), so the primary hands each one to a worker anew. */
function freshGet(url: string, cookie = ""): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent: false, headers: { cookie, connection: "close" } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (d) => {
        body += d;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.setTimeout(15_000, () => req.destroy(new Error(`no answer from ${url} within 15 s`)));
    req.end();
  });
}

async function waitFor(check: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return check();
}

describe.skipIf(!run)("npm start's server processes on PostgreSQL (decision 0041)", () => {
  let empty: TestDatabase;
  let seededOnce: TestDatabase;
  let server: ServerProcess;
  let primary: number;

  beforeAll(async () => {
    empty = await createTestDatabase("postgres", { seed: false });
    seededOnce = await createTestDatabase("postgres");
    server = await startServerProcess({
      databaseUrl: empty.url,
      entry: "server/cluster.ts",
      env: { WEB_CONCURRENCY: "2", SEED_DEMO: "1", LOG_LEVEL: "info" },
      startTimeoutMs: 180_000,
    });
    primary = server.child.pid ?? 0;
    // /api/health answers as soon as the first worker listens; the second may still be starting.
    await waitFor(() => server.log().split("Autohaus listening").length - 1 >= 2, 60_000);
  }, 240_000);

  afterAll(async () => {
    if (server && server.child.exitCode === null) await server.stop("SIGKILL");
    await empty?.drop();
    await seededOnce?.drop();
  });

  it("runs two workers under one primary, which prepared the database once", async () => {
    expect(childrenOf(primary), server.log().slice(-2000)).toHaveLength(2);
    const count = async (url: string | undefined) => {
      const h = await openDatabase({ url, poolSize: 1 });
      try {
        const r = await h.db.execute(
          sql`select (select count(*) from jobs)::int as jobs, (select count(*) from users)::int as users`,
        );
        return (r as unknown as { rows: { jobs: number; users: number }[] }).rows[0];
      } finally {
        await h.close();
      }
    };
    // The demo data once, as one seeding makes it (the tests' template is one seeding).
    expect(await count(empty.url)).toEqual(await count(seededOnce.url));
    expect(server.log()).toContain('"processes":2');
  });

  it("serves one port from both workers: a session made on one connection holds on every other", async () => {
    const cookie = await processLogin(server.url, "manager@autohaus-brandt.example");
    const pages = await Promise.all(
      Array.from({ length: 12 }, () => freshGet(`${server.url}/en/account/jobs`, cookie)),
    );
    for (const p of pages) {
      expect(p.status).toBe(200);
      expect(p.body).toContain('id="account-sidebar"');
    }
  });

  it("replaces a worker that dies, and keeps answering meanwhile", async () => {
    const [victim, other] = childrenOf(primary);
    expect(victim).toBeTruthy();
    process.kill(victim as number, "SIGKILL");
    // Once the primary has seen the exit, new connections go to the worker left (one handed over in the
    // instant between the death and the primary seeing it is lost, as any connection of a dead process).
    expect(
      await waitFor(() => server.log().includes("server process exited; starting another"), 10_000),
    ).toBe(true);
    const meanwhile = await Promise.all(
      Array.from({ length: 4 }, () => freshGet(`${server.url}/api/health`)),
    );
    expect(meanwhile.map((a) => a.status)).toEqual(Array(4).fill(200));
    const replaced = await waitFor(() => {
      const now = childrenOf(primary);
      return now.length === 2 && !now.includes(victim as number) && now.includes(other as number);
    }, 30_000);
    expect(replaced).toBe(true);
    // The new worker takes requests once it listens (the log's third "listening").
    await waitFor(() => server.log().split("Autohaus listening").length - 1 >= 3, 60_000);
    const answers = await Promise.all(Array.from({ length: 8 }, () => freshGet(`${server.url}/api/health`)));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
  }, 120_000);

  it("passes the memory report to every worker", async () => {
    const before = server.log().split('"msg":"memory"').length - 1;
    process.kill(primary, "SIGUSR2");
    expect(await waitFor(() => server.log().split('"msg":"memory"').length - 1 >= before + 2, 10_000)).toBe(
      true,
    );
  });

  it("replaces every worker when all die at once", async () => {
    const before = childrenOf(primary);
    const listening = server.log().split("Autohaus listening").length - 1;
    for (const pid of before) process.kill(pid, "SIGKILL");
    // The primary stays (nothing else of it was left to keep it alive but the restart it waits for).
    const replaced = await waitFor(() => {
      const now = childrenOf(primary);
      return now.length === 2 && now.every((pid) => !before.includes(pid));
    }, 30_000);
    expect(replaced).toBe(true);
    expect(server.child.exitCode).toBeNull();
    await waitFor(() => server.log().split("Autohaus listening").length - 1 >= listening + 2, 60_000);
    const answers = await Promise.all(Array.from({ length: 4 }, () => freshGet(`${server.url}/api/health`)));
    expect(answers.map((a) => a.status)).toEqual(Array(4).fill(200));
  }, 120_000);

  it("stops every worker on SIGTERM and exits with 0", async () => {
    const workers = childrenOf(primary);
    expect(await server.stop("SIGTERM")).toBe(0);
    for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
  }, 30_000);
});
