/**
 * The scheduler (decision 0021): named periodic tasks, each started by exactly one of N processes per
 * period. Every process ticks; a tick tries to claim each task with one conditional upsert on
 * `scheduled_tasks`. PostgreSQL serialises concurrent upserts of one row and re-checks the condition on
 * the row the winner wrote, so the losers get no row back and skip the task; nothing is held while the
 * task runs. Same SQL on PGlite (one connection) and PostgreSQL.
 */
import { eq, sql } from "drizzle-orm";
import type { pino } from "pino";
import type { Db } from "../../db/client.server";
import { scheduledTasks } from "../../db/schema";

export type ScheduledTask = {
  /** Kebab-case and stable: it is the claim row's key. */
  name: string;
  /** At most one start per this many seconds across all processes (>= 60). */
  everySeconds: number;
  /**
   * The work; `now` is given only when an operator or a test runs it for another time (scripts/run-task.ts).
   * A number it returns is logged as a count. A thrown error is logged and recorded, never rethrown.
   */
  run: (ctx: { db: Db; logger?: pino.Logger; now?: Date }) => Promise<unknown>;
};

/**
 * Claims the current period of `task` for this process: true when this caller must run it. The first
 * claim ever inserts the row; later ones succeed only once `everySeconds` have passed since the last start.
 */
export async function claimTask(db: Db, task: Pick<ScheduledTask, "name" | "everySeconds">) {
  const rows = await db
    .insert(scheduledTasks)
    .values({ name: task.name, lastStartedAt: sql`now()` })
    .onConflictDoUpdate({
      target: scheduledTasks.name,
      set: { lastStartedAt: sql`now()` },
      // Qualified by the table name: inside ON CONFLICT a bare column would be ambiguous with EXCLUDED.
      setWhere: sql`"scheduled_tasks"."last_started_at" IS NULL
        OR "scheduled_tasks"."last_started_at" <= now() - make_interval(secs => ${task.everySeconds})`,
    })
    .returning({ name: scheduledTasks.name });
  return rows.length > 0;
}

/**
 * Runs every task whose period this process claims; returns the names it ran. A task that fails is not
 * retried before its next period (a missed prune is harmless; the error is in the log and the row).
 */
export async function runDueTasks(
  db: Db,
  tasks: readonly ScheduledTask[],
  options: { logger?: pino.Logger; signal?: AbortSignal } = {},
): Promise<string[]> {
  const { logger } = options;
  const ran: string[] = [];
  for (const task of tasks) {
    if (options.signal?.aborted) break;
    let claimed = false;
    try {
      claimed = await claimTask(db, task);
    } catch (error) {
      logger?.error({ err: error, task: task.name }, "scheduled task could not be claimed");
      continue;
    }
    if (!claimed) continue;
    ran.push(task.name);
    const started = performance.now();
    let lastError: string | null = null;
    try {
      const result = await task.run({ db, logger });
      logger?.info(
        {
          task: task.name,
          ms: Math.round(performance.now() - started),
          ...(typeof result === "number" ? { count: result } : {}),
        },
        "scheduled task done",
      );
    } catch (error) {
      lastError = String((error as Error)?.message ?? error).slice(0, 500);
      logger?.error({ err: error, task: task.name }, "scheduled task failed");
    }
    try {
      await db
        .update(scheduledTasks)
        .set({ lastFinishedAt: sql`now()`, lastError })
        .where(eq(scheduledTasks.name, task.name));
    } catch (error) {
      logger?.warn({ err: error, task: task.name }, "scheduled task result not recorded");
    }
  }
  return ran;
}
