/**
 * Live events for signed-in users (decision 0033): a notification written in one process reaches the
 * user's server-sent-event streams in every process. On PostgreSQL a dedicated connection LISTENs on
 * `autohaus_events` and every process publishes with `pg_notify` (delivered to all listeners, its own
 * included, after the publishing transaction commits); on PGlite (one process) an in-process emitter.
 * The same connection listens on `autohaus_outbox`, which `enqueue` notifies in the transaction of a
 * `notification` row, so the dispatcher delivers it at once instead of at its next poll; PGlite's own
 * LISTEN does the same there.
 */
import { EventEmitter } from "node:events";
import type { pino } from "pino";
import type { Db, DbHandle } from "../../db/client.server";
import type { NotificationView, StoredText } from "./notification-types";

export const EVENTS_CHANNEL = "autohaus_events";
export const OUTBOX_CHANNEL = "autohaus_outbox";
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes and more. */
const MAX_PAYLOAD_BYTES = 7_500;

export type LiveEvent = {
  projectId: string;
  userId: string;
  notification: NotificationView;
  /** Its text as keys, for a stream that shows it in its reader's language. */
  text?: StoredText;
};

/**
 * A control message on the same bus (decision 0061): the user was deactivated, so every process closes
 * the user's open event streams at once.
 */
export type UserDeactivated = { kind: "user_deactivated"; userId: string };

/** What travels on the bus: a user's notification, or a control message. */
export type LiveMessage = LiveEvent | UserDeactivated;

export const isUserDeactivated = (m: LiveMessage): m is UserDeactivated =>
  (m as Partial<UserDeactivated>).kind === "user_deactivated";

export type LiveBus = {
  readonly kind: "memory" | "postgres";
  /** Hands events to every process's subscribers. */
  publish(events: readonly LiveMessage[]): Promise<void>;
  subscribe(listener: (event: LiveMessage) => void): () => void;
  /** Called when an outbox row of a live kind was committed (possibly by another process). */
  onOutboxWake(listener: (kind: string) => void): () => void;
  /** Subscribers now (tests check that a closed stream leaves none behind). */
  listenerCount(): number;
  close(): Promise<void>;
};

class Emitters {
  readonly events = new EventEmitter();
  readonly wakes = new EventEmitter();
  constructor() {
    // One listener per open stream: hundreds are normal.
    this.events.setMaxListeners(0);
    this.wakes.setMaxListeners(0);
  }
  subscribe(listener: (event: LiveMessage) => void) {
    this.events.on("event", listener);
    return () => void this.events.off("event", listener);
  }
  onOutboxWake(listener: (kind: string) => void) {
    this.wakes.on("wake", listener);
    return () => void this.wakes.off("wake", listener);
  }
  emit(event: LiveMessage, logger?: pino.Logger) {
    for (const listener of this.events.listeners("event") as ((e: LiveMessage) => void)[]) {
      try {
        listener(event);
      } catch (error) {
        logger?.warn({ err: error }, "live event listener failed");
      }
    }
  }
}

/** The in-process bus (PGlite, tests): events reach this process's streams only. */
export function memoryBus(): LiveBus & { wake(kind: string): void } {
  const e = new Emitters();
  return {
    kind: "memory",
    wake: (kind) => void e.wakes.emit("wake", kind),
    async publish(events) {
      for (const event of events) e.emit(event);
    },
    subscribe: (l) => e.subscribe(l),
    onOutboxWake: (l) => e.onOutboxWake(l),
    listenerCount: () => e.events.listenerCount("event"),
    async close() {
      e.events.removeAllListeners();
      e.wakes.removeAllListeners();
    },
  };
}

/** Splits events into NOTIFY payloads below PostgreSQL's limit (one event always fits: texts are capped). */
export function packPayloads(events: readonly LiveMessage[]): string[] {
  const out: string[] = [];
  let batch: LiveMessage[] = [];
  let size = 2;
  for (const event of events) {
    const bytes = Buffer.byteLength(JSON.stringify(event)) + 1;
    if (batch.length > 0 && size + bytes > MAX_PAYLOAD_BYTES) {
      out.push(JSON.stringify(batch));
      batch = [];
      size = 2;
    }
    batch.push(event);
    size += bytes;
  }
  if (batch.length > 0) out.push(JSON.stringify(batch));
  return out;
}

type PgClient = import("pg").Client;

/**
 * The PostgreSQL bus: a dedicated connection (not one of the pool's) LISTENs on both channels and is
 * opened again after it fails; publishing goes through the pool.
 */
export async function postgresBus(db: Db, url: string, logger?: pino.Logger): Promise<LiveBus> {
  const { Client } = await import("pg");
  const e = new Emitters();
  let client: PgClient | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new Client({ connectionString: url });
    next.on("notification", (msg) => {
      if (msg.channel === OUTBOX_CHANNEL) {
        e.wakes.emit("wake", msg.payload ?? "");
        return;
      }
      if (msg.channel !== EVENTS_CHANNEL || !msg.payload) return;
      try {
        for (const event of JSON.parse(msg.payload) as LiveMessage[]) e.emit(event, logger);
      } catch (error) {
        logger?.warn({ err: error }, "unreadable live event");
      }
    });
    const reconnect = (error?: Error) => {
      if (closed || client !== next) return;
      client = null;
      logger?.warn({ err: error }, "live events connection lost; reconnecting");
      next.end().catch(() => {});
      retry = setTimeout(() => void connect().catch(() => reconnect()), 1_000);
      retry.unref();
    };
    next.on("error", reconnect);
    next.on("end", () => reconnect());
    client = next;
    await next.connect();
    await next.query(`LISTEN ${EVENTS_CHANNEL}`);
    await next.query(`LISTEN ${OUTBOX_CHANNEL}`);
  };
  await connect();

  return {
    kind: "postgres",
    async publish(events) {
      const { sql } = await import("drizzle-orm");
      for (const payload of packPayloads(events)) {
        await db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${payload})`);
      }
    },
    subscribe: (l) => e.subscribe(l),
    onOutboxWake: (l) => e.onOutboxWake(l),
    listenerCount: () => e.events.listenerCount("event"),
    async close() {
      closed = true;
      clearTimeout(retry);
      e.events.removeAllListeners();
      e.wakes.removeAllListeners();
      await client?.end().catch(() => {});
      client = null;
    },
  };
}

/**
 * The bus of a server process: PostgreSQL's when it runs on a URL, else in-process, with PGlite's own
 * LISTEN waking the dispatcher.
 */
export async function startLiveBus(handle: DbHandle, url: string | undefined, logger?: pino.Logger) {
  if (handle.driver === "postgres" && url) return postgresBus(handle.db, url, logger);
  const bus = memoryBus();
  type Listening = { listen?: (channel: string, cb: (payload: string) => void) => Promise<unknown> };
  const client = (handle.db as unknown as { $client?: Listening }).$client;
  await client?.listen?.(OUTBOX_CHANNEL, (payload) => bus.wake(payload));
  return bus;
}

/**
 * The process's bus lives on `globalThis`: the server's own modules (run from source) and the page
 * bundle (`build/server`) each hold a copy of this module, and a page action (a deactivation on the
 * people screen, decision 0061) must publish on the bus the server start set, not on a private one.
 */
const HOLDER = Symbol.for("autohaus.liveBus");
type Holder = { bus: LiveBus };
function holder(): Holder {
  const g = globalThis as unknown as Record<symbol, Holder | undefined>;
  g[HOLDER] ??= { bus: memoryBus() };
  return g[HOLDER];
}

/** The process's bus (an in-process one until the server start sets another). */
export function liveBus(): LiveBus {
  return holder().bus;
}

export function setLiveBus(bus: LiveBus): void {
  holder().bus = bus;
}
