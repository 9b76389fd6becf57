import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createTestDatabase } from "../setup/test-db";
import { createTestApp } from "../setup/test-server";

describe("the server process", () => {
  it("reports 503 on /api/health when its database is gone", async () => {
    const database = await createTestDatabase("pglite", { seed: false });
    const request = await createTestApp(database.handle.db);
    expect((await request("/api/health")).status).toBe(200);
    await database.handle.close();
    const res = await request("/api/health");
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: "degraded", db: "unreachable" });
  });

  it("starts on a fresh data directory, serves, and stops cleanly on SIGTERM", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "autohaus-proc-"));
    const port = 3400 + Math.floor(Math.random() * 500);
    const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        LOG_LEVEL: "info",
        NODE_ENV: "test",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let log = "";
    child.stdout?.on("data", (d) => {
      log += d;
    });
    try {
      const deadline = Date.now() + 100_000;
      let health: Response | null = null;
      while (Date.now() < deadline && !health) {
        health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
        if (!health) await new Promise((r) => setTimeout(r, 250));
      }
      expect(health?.status).toBe(200);
      const home = await fetch(`http://127.0.0.1:${port}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain("Autohaus Brandt");
      const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
      child.kill("SIGTERM");
      expect(await exited).toBe(0);
      // pino logs carry the request id of every request.
      expect(log).toMatch(/"reqId":"[0-9a-f-]{36}".*"path":"\/"/);
      expect(log).toContain("stopped");
    } finally {
      if (child.exitCode === null) child.kill("SIGKILL");
      rmSync(dataDir, { recursive: true, force: true });
    }
    // A fresh data directory is migrated and seeded with the demo at start: about 30 s on an idle
    // 2-core machine, more than the file's 60 s when the machine is busy.
  }, 150_000);
});
