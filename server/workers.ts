/** How many server processes `npm start` runs on one machine (decision 0041). */
import type { Env } from "../app/env.server";

/**
 * One per core on PostgreSQL (a Node process renders on one core; every process shares sessions, carts,
 * the outbox, the scheduler and live events through the database, docs/scaling.md), unless
 * `WEB_CONCURRENCY` says otherwise. PGlite is a database inside the process: always one.
 */
export function workerCount(env: Pick<Env, "DATABASE_URL" | "WEB_CONCURRENCY">, cores: number): number {
  if (!env.DATABASE_URL) return 1;
  return env.WEB_CONCURRENCY ?? Math.max(1, cores);
}
