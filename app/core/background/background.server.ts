/**
 * Starts a process's background work (decision 0021): the outbox dispatchers for the kinds that have a
 * handler (each live kind apart, so it never waits behind mail or another kind), and the scheduler's
 * tick. Timers are unref'd (they never keep a process alive), runs never overlap, and errors are logged,
 * never thrown. Called from server/main.ts; `stop` belongs to shutdown.
 */
import type { pino } from "pino";
import type { Db } from "../../db/client.server";
import { dispatchOutbox, LIVE_KINDS, type OutboxHandlers } from "./outbox.server";
import { assertValidTasks } from "./retry";
import { runDueTasks, type ScheduledTask } from "./scheduler.server";

export type Loop = {
  stop: () => Promise<void>;
  /** Runs now instead of at the next timer (or right after the current run). */
  poke?: () => void;
};

/**
 * Runs `work` after `firstDelayMs`, then `everyMs` after each run ends (a slow run delays the next one
 * instead of overlapping it). `stop` aborts between steps and waits for the current run.
 */
export function repeat(
  name: string,
  everyMs: number,
  work: (signal: AbortSignal) => Promise<unknown>,
  logger: pino.Logger,
  firstDelayMs = everyMs,
): Loop {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> | null = null;
  let again = false;
  const schedule = (ms: number) => {
    if (controller.signal.aborted) return;
    clearTimeout(timer);
    timer = setTimeout(tick, ms);
    timer.unref();
  };
  function tick() {
    again = false;
    current = work(controller.signal)
      .then(
        () => undefined,
        (error: unknown) => logger.error({ err: error }, `${name} failed`),
      )
      .finally(() => {
        current = null;
        schedule(again ? 0 : everyMs);
      });
  }
  schedule(firstDelayMs);
  return {
    poke() {
      if (controller.signal.aborted) return;
      if (current) again = true;
      else schedule(0);
    },
    async stop() {
      controller.abort();
      clearTimeout(timer);
      await current;
    },
  };
}

export type BackgroundOptions = {
  db: Db;
  logger: pino.Logger;
  handlers: OutboxHandlers;
  tasks: readonly ScheduledTask[];
  /** Outbox poll interval (5 s as before). */
  dispatchEveryMs?: number;
  /** Base of the outbox's retry backoff in seconds (default 30; `OUTBOX_RETRY_BASE_SECONDS`). */
  retryBaseSeconds?: number;
  /** Scheduler tick; the shortest task interval is a minute, so a tick a minute is precise enough. */
  tickEveryMs?: number;
};

export type Background = Loop & {
  /** A live outbox row was committed: the dispatcher runs now (decision 0033). */
  wakeDispatcher: () => void;
};

export function startBackgroundWork(options: BackgroundOptions): Background {
  const { db, logger, handlers, tasks } = options;
  assertValidTasks(tasks);
  const loops: Loop[] = [];
  const kinds = Object.keys(handlers).filter((kind) => handlers[kind as keyof OutboxHandlers]);
  // A dispatcher per live kind (in-page notifications, push) and one for the rest: a dispatcher
  // delivers until no row is left, and a new lead's notification must not wait behind a backlog of mail
  // (hundreds after a busy hour of orders) or of pushes.
  const only = (kinds: (kind: string) => boolean): OutboxHandlers =>
    Object.fromEntries(Object.entries(handlers).filter(([kind]) => kinds(kind)));
  const dispatcherOf = (name: string, these: OutboxHandlers): Loop | null => {
    if (!Object.values(these).some(Boolean)) return null;
    const loop = repeat(
      name,
      options.dispatchEveryMs ?? 5_000,
      (signal) =>
        dispatchOutbox(db, these, {
          logger,
          signal,
          ...(options.retryBaseSeconds ? { baseDelaySeconds: options.retryBaseSeconds } : {}),
        }),
      logger,
    );
    loops.push(loop);
    return loop;
  };
  const live = [...LIVE_KINDS].map((kind) =>
    dispatcherOf(
      `${kind} dispatcher`,
      only((k) => k === kind),
    ),
  );
  dispatcherOf(
    "outbox dispatcher",
    only((k) => !LIVE_KINDS.has(k)),
  );
  logger.info(
    { outboxKinds: kinds, tasks: tasks.map((t) => t.name) },
    kinds.includes("mail") ? "background work started" : "background work started; mail stays in the outbox",
  );
  if (tasks.length > 0) {
    const tickMs = options.tickEveryMs ?? 60_000;
    // The first tick comes soon after start so a process that lives briefly still prunes; the claim keeps
    // a restart loop from running the tasks more than once per period.
    loops.push(
      repeat(
        "scheduler",
        tickMs,
        (signal) => runDueTasks(db, tasks, { logger, signal }),
        logger,
        Math.min(tickMs, 10_000),
      ),
    );
  }
  return {
    wakeDispatcher: () => {
      for (const loop of live) loop?.poke?.();
    },
    async stop() {
      await Promise.all(loops.map((loop) => loop.stop()));
    },
  };
}
