/**
 * A site added, paused or resumed must show in every server process at once (decision 0062), not
 * after the project memory's 5 seconds (decision 0041: one process per core): an unknown host would
 * keep answering with the default site, a paused site would keep serving. The change is announced with
 * `pg_notify` in its transaction (delivered after the commit); each process on PostgreSQL LISTENs on a
 * connection of its own and forgets its project memory, read cache and cached pages when it hears it.
 * The process that made the change forgets at once itself (`projectChanged` of the load context).
 * PGlite is one process: nothing to tell.
 */
import { sql } from "drizzle-orm";
import type { pino } from "pino";
import type { Db } from "../../db/client.server";

export const PROJECTS_CHANNEL = "autohaus_projects";

/** In the transaction of a change of sites or domains: every listening process hears it after the commit. */
export async function announceProjectsChanged(db: Db): Promise<void> {
  await db.execute(sql`select pg_notify(${PROJECTS_CHANNEL}, '')`);
}

export type ProjectChanges = {
  /** `listener` runs whenever any process announced a change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  close(): Promise<void>;
};

/**
 * Listens for announced changes on a dedicated connection (not one of the pool's), opened again a
 * second after it fails; after a reconnect the listeners run once, as changes may have been missed.
 */
export async function listenForProjectChanges(url: string, logger?: pino.Logger): Promise<ProjectChanges> {
  const { Client } = await import("pg");
  const listeners = new Set<() => void>();
  const tell = () => {
    for (const listener of listeners) {
      try {
        listener();
      } catch (error) {
        logger?.warn({ err: error }, "project change listener failed");
      }
    }
  };
  let client: import("pg").Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (again: boolean) => {
    const next = new Client({ connectionString: url });
    next.on("notification", (msg) => {
      if (msg.channel === PROJECTS_CHANNEL) tell();
    });
    const reconnect = (error?: Error) => {
      if (closed || client !== next) return;
      client = null;
      logger?.warn({ err: error }, "project changes connection lost; reconnecting");
      next.end().catch(() => {});
      retry = setTimeout(() => void connect(true).catch(() => reconnect()), 1_000);
      retry.unref();
    };
    next.on("error", reconnect);
    next.on("end", () => reconnect());
    client = next;
    await next.connect();
    await next.query(`LISTEN ${PROJECTS_CHANNEL}`);
    if (again) tell();
  };
  await connect(false);
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      listeners.clear();
      await client?.end().catch(() => {});
      client = null;
    },
  };
}
