/**
 * The outbox dispatcher (decision 0021): rows are written by `enqueue` in the transaction of the change
 * that causes them, and delivered by the handler registered for their kind. A kind without a handler in
 * this process is not claimed at all, so its rows stay pending (mail without SMTP_URL stays readable in
 * the development mailbox; notification and push wait for the issues that bring their handlers).
 */
import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { pino } from "pino";
import type { Db } from "../../db/client.server";
import { outbox } from "../../db/schema";
import type { FilesDeletePayload } from "../files/stored-files.server";
import type { MailMessage } from "../mail/outbox.server";
import type { PushPayload } from "../push/push-schema";
import { afterFailure, OUTBOX_BASE_DELAY_SECONDS, OUTBOX_MAX_ATTEMPTS } from "./retry";

/**
 * Payload of each outbox kind. `notification` (in-app) is reserved: its payload shape and handler come
 * with its issue (register handlers in `outbox-handlers.server.ts`). `push`: core/push/queue.server.ts.
 */
export type OutboxPayloads = {
  mail: MailMessage;
  notification: Record<string, unknown>;
  push: PushPayload;
  /** Stored files to remove after an erasure (app/core/files/stored-files.server.ts). */
  files_delete: FilesDeletePayload;
};
export type OutboxKind = keyof OutboxPayloads;

/** One claimed row as a handler sees it; `attempts` counts this attempt. */
export type OutboxJob<P> = { id: string; projectId: string; kind: string; payload: P; attempts: number };

/**
 * Delivers one row; throwing schedules a retry. Runs outside any transaction (nothing is held open
 * during network I/O), and a row can be delivered twice when a process dies between the handler and
 * the marking, or a handler outlives its lease: handlers must tolerate that (key writes on `job.id`).
 */
export type OutboxHandler<P> = (job: OutboxJob<P>, ctx: { db: Db; logger?: pino.Logger }) => Promise<void>;

/** The handlers one process runs, by kind; kinds left out stay pending. */
export type OutboxHandlers = { [K in OutboxKind]?: OutboxHandler<OutboxPayloads[K]> };

/** Queues a row of `kind`; call inside the transaction of the change that causes it. */
export async function enqueue<K extends OutboxKind>(
  db: Db,
  projectId: string,
  kind: K,
  payload: OutboxPayloads[K],
  options: { availableAt?: Date } = {},
): Promise<string | null> {
  const [row] = await db
    .insert(outbox)
    .values({
      projectId,
      kind,
      payload: payload as Record<string, unknown>,
      ...(options.availableAt ? { availableAt: options.availableAt } : {}),
    })
    .returning({ id: outbox.id });
  // Live kinds wake the dispatchers when the transaction commits (decision 0033), instead of waiting for
  // their next poll: a new lead pops up in the back office within a second.
  if (LIVE_KINDS.has(kind)) await db.execute(sql`select pg_notify('autohaus_outbox', ${kind})`);
  return row?.id ?? null;
}

/** Kinds whose rows are delivered as soon as they are committed (notify on `autohaus_outbox`). */
export const LIVE_KINDS: ReadonlySet<string> = new Set(["notification", "push"]);

export type DispatchOptions = {
  logger?: pino.Logger;
  /** Rows claimed per round trip. */
  batchSize?: number;
  maxAttempts?: number;
  /** Base of the exponential backoff (30 s in production; tests shorten it). */
  baseDelaySeconds?: number;
  /** How long a claimed row is hidden from other processes; a crashed process's rows return after it. */
  leaseSeconds?: number;
  /** A handler that has not settled after this long counts as failed (it must stay under the lease). */
  handlerTimeoutMs?: number;
  /** Stops between batches (process shutdown). */
  signal?: AbortSignal;
};

const DEFAULTS = {
  batchSize: 10,
  leaseSeconds: 600,
  handlerTimeoutMs: 120_000,
  baseDelaySeconds: OUTBOX_BASE_DELAY_SECONDS,
};

/**
 * Delivers due rows of the kinds that have a handler until none is left; returns how many were delivered.
 * A claim is one statement: `UPDATE ... WHERE id IN (SELECT ... FOR UPDATE SKIP LOCKED)` pushes the
 * rows' `available_at` a lease ahead and counts the attempt, so concurrent processes never claim the same
 * row and no transaction stays open while a handler talks to a mail server (on PGlite an open transaction
 * would stall every request of the process).
 */
export async function dispatchOutbox(db: Db, handlers: OutboxHandlers, options: DispatchOptions = {}) {
  const { batchSize, leaseSeconds, handlerTimeoutMs, baseDelaySeconds } = { ...DEFAULTS, ...options };
  const maxAttempts = options.maxAttempts ?? OUTBOX_MAX_ATTEMPTS;
  const kinds = Object.keys(handlers).filter((k) => handlers[k as OutboxKind]);
  let delivered = 0;
  if (kinds.length === 0) return delivered;
  while (!options.signal?.aborted) {
    const due = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(eq(outbox.status, "pending"), inArray(outbox.kind, kinds), lte(outbox.availableAt, sql`now()`)),
      )
      .orderBy(outbox.availableAt)
      .limit(batchSize)
      .for("update", { skipLocked: true });
    const rows = await db
      .update(outbox)
      .set({
        attempts: sql`${outbox.attempts} + 1`,
        availableAt: sql`now() + make_interval(secs => ${leaseSeconds})`,
      })
      .where(inArray(outbox.id, due))
      .returning({
        id: outbox.id,
        projectId: outbox.projectId,
        kind: outbox.kind,
        payload: outbox.payload,
        attempts: outbox.attempts,
      });
    for (const row of rows) {
      const handler = handlers[row.kind as OutboxKind] as OutboxHandler<unknown>;
      // Only the claim that made this attempt may settle it: after a lease ran out another process may
      // have claimed the row again (attempts moved on).
      const ours = and(
        eq(outbox.id, row.id),
        eq(outbox.attempts, row.attempts),
        eq(outbox.status, "pending"),
      );
      try {
        await withTimeout(handler(row, { db, logger: options.logger }), handlerTimeoutMs);
        await db.update(outbox).set({ status: "sent", sentAt: sql`now()`, lastError: null }).where(ours);
        delivered++;
      } catch (error) {
        const next = afterFailure(row.attempts, maxAttempts, baseDelaySeconds);
        options.logger?.warn(
          { err: error, outboxId: row.id, kind: row.kind, attempts: row.attempts, status: next.status },
          "outbox delivery failed",
        );
        await db
          .update(outbox)
          .set({
            status: next.status,
            lastError: String((error as Error)?.message ?? error).slice(0, 500),
            availableAt: sql`now() + make_interval(secs => ${next.delaySeconds})`,
          })
          .where(ours);
      }
    }
    if (rows.length < batchSize) break;
  }
  return delivered;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`handler timed out after ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
