/**
 * A PostgreSQL 15 server of the test's own (the shared one must never be stopped): initdb into a temp
 * folder owned by `postgres`, a free port, pg_ctl start/stop. The server binaries refuse to run as
 * root, so they run through `runuser -u postgres` when the test runs as root.
 */
import { execFile, execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort } from "../setup/server-process";

export const PG_BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";

export type PrivatePostgres = {
  port: number;
  /** Connection string of database `name` (default `postgres`). */
  url: (name?: string) => string;
  start: () => Promise<void>;
  /** `pg_ctl stop -m fast`: open sessions are terminated, as in a restart or failover. */
  stop: () => Promise<void>;
  destroy: () => Promise<void>;
};

/** Why a private server cannot run here, or null when it can. */
export function privatePostgresUnavailable(): string | null {
  if (!existsSync(path.join(PG_BIN, "pg_ctl"))) return `no PostgreSQL server binaries in ${PG_BIN}`;
  if (process.getuid?.() === 0) {
    try {
      execFileSync("id", ["postgres"], { stdio: "ignore" });
    } catch {
      return "running as root without a postgres user to run the server as";
    }
  }
  return null;
}

const run = promisify(execFile);

/** Runs a server binary (asynchronously: the test's own load client keeps running meanwhile). */
async function asPostgres(command: string, args: string[]) {
  const root = process.getuid?.() === 0;
  const file = root ? "runuser" : command;
  const argv = root ? ["-u", "postgres", "--", command, ...args] : args;
  await run(file, argv, { timeout: 60_000 });
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = mkdtempSync(path.join(tmpdir(), "autohaus-pg-"));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, "data");
  const port = await freePort();
  await asPostgres(path.join(PG_BIN, "initdb"), ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  const pgCtl = path.join(PG_BIN, "pg_ctl");
  const start = () =>
    asPostgres(pgCtl, ["-D", data, "-o", options, "-l", path.join(dir, "log"), "-w", "start"]);
  const stop = () => asPostgres(pgCtl, ["-D", data, "-m", "fast", "-w", "stop"]);
  await start();
  return {
    port,
    url: (name = "postgres") => `postgres://postgres@127.0.0.1:${port}/${name}`,
    start,
    stop,
    destroy: async () => {
      await asPostgres(pgCtl, ["-D", data, "-m", "immediate", "-w", "stop"]).catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
