/**
 * A production server of its own on an EMPTY database, for the first-run browser tests: on a
 * fresh PostgreSQL database when TEST_DATABASE_URL is set (dropped on stop), else on PGlite in a
 * temporary folder. Started as `npm start` runs it in production (NODE_ENV=production, no demo data),
 * with its log collected so a test can read the setup link from it.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { SERVER_NODE_FLAGS } from "../../server/node-flags";
import { adminQuery, databaseUrl } from "./admin-db";

export type FreshServer = {
  origin: string;
  /** Everything the process wrote to standard output and error so far. */
  log: () => string;
  /** The setup link of the log's "Setup: open …" line. */
  setupUrl: () => string;
  stop: () => Promise<void>;
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export async function startFreshServer(extraEnv: Record<string, string> = {}): Promise<FreshServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "autohaus-fresh-"));
  const adminUrl = process.env.TEST_DATABASE_URL;
  let database: string | undefined;
  let url = "";
  if (adminUrl) {
    database = `autohaus_fresh_${Date.now()}_${process.pid}_${port}`;
    await adminQuery(adminUrl, `CREATE DATABASE ${database}`);
    url = databaseUrl(adminUrl, database);
  }
  const child: ChildProcess = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, "--import", "tsx", "server/main.ts"],
    {
      env: {
        ...process.env,
        NODE_ENV: "production",
        SEED_DEMO: "",
        DEMO: "",
        SETUP_TOKEN: "",
        SMTP_URL: "",
        PUBLIC_URL: "",
        DATABASE_URL: url,
        DATA_DIR: dataDir,
        UPLOAD_DIR: path.join(dataDir, "uploads"),
        PORT: String(port),
        LOG_LEVEL: "info",
        AUTH_THROTTLE: "0",
        WEB_CONCURRENCY: "1",
        ...extraEnv,
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
  const origin = `http://localhost:${port}`;
  const deadline = Date.now() + 170_000;
  let up = false;
  while (Date.now() < deadline && child.exitCode === null) {
    const res = await fetch(`${origin}/api/health`).catch(() => null);
    if (res?.status === 200) {
      up = true;
      break;
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (child.exitCode === null) child.kill("SIGKILL");
    }
    if (adminUrl && database)
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
  };
  if (!up) {
    await stop();
    throw new Error(`the fresh server did not start:\n${log}`);
  }
  return {
    origin,
    log: () => log,
    setupUrl: () => {
      const match = /Setup: open (\S+\/setup\?token=[A-Za-z0-9_-]+)/.exec(log);
      if (!match?.[1]) throw new Error(`no setup link in the log:\n${log}`);
      return match[1];
    },
    stop,
  };
}
