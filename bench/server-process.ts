/**
 * Starts the production server as `npm start` runs it (server/cluster.ts: one process per core on
 * PostgreSQL, decision 0041) as a child process on a fresh data folder, for benchmarks.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { readEnv } from "../app/env.server";
import { SERVER_NODE_FLAGS } from "../server/node-flags";
import { workerCount } from "../server/workers";

export type BenchServer = { url: string; processes: number; stop: () => Promise<void> };

export async function startServer(port: number, env: Record<string, string> = {}): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "autohaus-bench-"));
  const child: ChildProcess = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, "--import", "tsx", "server/cluster.ts"],
    {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: "error",
        NODE_ENV: "production",
        SEED_DEMO: "1",
        ...env,
      },
      stdio: ["ignore", "inherit", "inherit"],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  // A busy shared machine can take minutes to migrate and seed a fresh database (BENCH_START_SECONDS).
  const deadline = Date.now() + Number(process.env.BENCH_START_SECONDS ?? 120) * 1000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGTERM");
      throw new Error(`server did not start within ${process.env.BENCH_START_SECONDS ?? 120} s`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    url,
    processes: workerCount(readEnv({ ...process.env, ...env }), availableParallelism()),
    stop: async () => {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
