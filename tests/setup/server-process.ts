/**
 * The production server (`server/main.ts` over the built app; or `server/cluster.ts`, what `npm start`
 * runs) as a child process, for tests that need a real process: several processes on one database, load,
 * signals, faults. The caller makes and seeds the database (tests/setup/test-db.ts); the process only
 * migrates (SEED_DEMO=0).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { SERVER_NODE_FLAGS } from "../../server/node-flags";

export type ServerProcess = {
  child: ChildProcess;
  url: string;
  port: number;
  /** Everything the process printed so far (stdout and stderr). */
  log: () => string;
  /** Sends `signal` (SIGTERM by default) and resolves with the exit code once the process is gone. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
};

/** A TCP port nothing listens on right now (the OS picks it). */
export async function freePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export async function startServerProcess(
  options: {
    /** PostgreSQL connection string; without it the process runs on PGlite in a fresh data folder. */
    databaseUrl?: string;
    env?: Record<string, string>;
    port?: number;
    /** How long to wait for /api/health to answer 200. */
    startTimeoutMs?: number;
    /** Flags for node itself (e.g. `--expose-gc`). */
    nodeArgs?: string[];
    /** The entry point: one process (default), or `npm start`'s cluster (decision 0041). */
    entry?: "server/main.ts" | "server/cluster.ts";
  } = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const dataDir = mkdtempSync(path.join(tmpdir(), "autohaus-proc-"));
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, ...(options.nodeArgs ?? []), "--import", "tsx", options.entry ?? "server/main.ts"],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATABASE_URL: options.databaseUrl ?? "",
        DATA_DIR: dataDir,
        UPLOAD_DIR: path.join(dataDir, "uploads"),
        LOG_LEVEL: "warn",
        NODE_ENV: "test",
        AUTH_THROTTLE: "0",
        SEED_DEMO: options.databaseUrl ? "0" : "1",
        ...options.env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let log = "";
  child.stdout?.on("data", (d) => {
    log += d;
  });
  child.stderr?.on("data", (d) => {
    log += d;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.startTimeoutMs ?? 120_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${log}`);
    const res = await fetch(`${url}/api/health`).catch(() => null);
    if (res?.ok) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not start: ${log}`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  const exited = new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once("exit", (code) => resolve(code));
  });
  return {
    child,
    url,
    port,
    log: () => log,
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode === null) child.kill(signal);
      const code = await exited;
      rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}

/** Logs in through the JSON API of a running process and returns the session cookie (`name=value`). */
export async function processLogin(url: string, email: string, password = "autohaus-demo"): Promise<string> {
  const res = await fetch(`${url}/api/auth/login.json`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`login of ${email} failed: ${res.status} ${await res.text()}`);
  return (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}
