import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Periodic background tasks (core/background/scheduler.server.ts, decision 0021): one row per task name,
 * claimed by a single conditional upsert so that exactly one of N processes starts a task per period.
 * The interval lives in code (a changed interval applies at the next start), not here. Not tenant-owned.
 */
export const scheduledTasks = pgTable("scheduled_tasks", {
  name: text("name").primaryKey(),
  /** Set by the process that claimed the current period; the next period starts `interval` after it. */
  lastStartedAt: timestamp("last_started_at", { withTimezone: true }),
  lastFinishedAt: timestamp("last_finished_at", { withTimezone: true }),
  /** The last run's error message, null after a run that succeeded. */
  lastError: text("last_error"),
});
