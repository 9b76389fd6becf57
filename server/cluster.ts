/**
 * `npm start`'s server (decision 0041): on PostgreSQL one process per core (`WEB_CONCURRENCY`), all on one
 * port through Node's cluster module; on PGlite, or with one worker, the single process of
 * `server/main.ts` itself. The primary prepares the database once (migrations, default workflows, demo
 * data, the push keys) before the workers start, restarts a worker that dies, and on SIGTERM or SIGINT
 * lets every worker drain (server/drain.ts) before it exits.
 */
import cluster, { type Worker } from "node:cluster";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { vapidKeys } from "../app/core/push/vapid.server";
import { type Env, readEnv } from "../app/env.server";
import { bootDatabase, openFileStore } from "./boot";
import { StartRefused, startupChecks } from "./first-run";
import { createLogger } from "./logger";
import { workerCount } from "./workers";

/** A worker that dies this many times within a minute stops the restarts (a broken start, not bad luck). */
const MAX_RESTARTS_PER_MINUTE = 5;

async function runPrimary(env: Env, count: number) {
  const logger = createLogger(env.LOG_LEVEL);
  const handle = await bootDatabase(env, logger, await openFileStore(env, logger));
  await vapidKeys(handle.db);
  // Decision 0052: refuses a production start with demo passwords; an empty installation's setup token
  // goes into the environment the workers inherit.
  try {
    await startupChecks(handle.db, env, logger, { announce: true });
  } catch (error) {
    if (!(error instanceof StartRefused)) throw error;
    logger.fatal(error.message);
    await handle.close().catch(() => {});
    process.exit(1);
  }
  await handle.close();

  cluster.setupPrimary({ exec: fileURLToPath(import.meta.url) });
  let stopping = false;
  let exitCode = 0;
  const restarts: number[] = [];
  const alive = () => Object.values(cluster.workers ?? {}).filter((w) => w && !w.isDead()).length;
  // Not after a stop began (a restart may still be waiting for its second).
  const fork = () => {
    if (!stopping) cluster.fork();
  };
  const stop = (reason: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ reason }, "stopping server processes");
    if (alive() === 0) process.exit(exitCode);
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill("SIGTERM");
    // Each worker drains within 10 s (server/main.ts); this is the net under that.
    setTimeout(() => process.exit(1), 15_000).unref();
  };
  cluster.on("exit", (worker: Worker, code, signal) => {
    if (stopping) {
      if (alive() === 0) process.exit(exitCode);
      return;
    }
    const now = Date.now();
    restarts.push(now);
    while (restarts.length && (restarts[0] ?? now) < now - 60_000) restarts.shift();
    logger.error({ pid: worker.process.pid, code, signal }, "server process exited; starting another");
    if (restarts.length > MAX_RESTARTS_PER_MINUTE) {
      logger.fatal("server processes keep exiting; stopping");
      exitCode = 1;
      stop("restarts");
      return;
    }
    // Not unref'd: with every worker gone this timer is what keeps the primary alive to restart them.
    setTimeout(fork, 1000);
  });
  for (let i = 0; i < count; i++) fork();
  logger.info({ processes: count }, "server processes started");

  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  // The memory report (decision 0036) of every process.
  process.on("SIGUSR2", () => {
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill("SIGUSR2");
  });
}

if (cluster.isPrimary) {
  const env = readEnv();
  const count = workerCount(env, os.availableParallelism());
  if (!env.DATABASE_URL && (env.WEB_CONCURRENCY ?? 1) > 1)
    createLogger(env.LOG_LEVEL).warn("WEB_CONCURRENCY needs DATABASE_URL: PGlite runs in one process");
  if (count <= 1) await import("./main");
  else await runPrimary(env, count);
} else {
  await import("./main");
}
