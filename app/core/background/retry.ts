/**
 * Background work as pure rules (decision 0021): how an outbox row backs off after a failed attempt, and
 * which periodic task definitions are acceptable. No I/O.
 */

/** Attempts before a row is given up (`failed`); with the backoff below the last try is ~2 h after the first. */
export const OUTBOX_MAX_ATTEMPTS = 8;
/** Delay after the first failure; it doubles with every further one. */
export const OUTBOX_BASE_DELAY_SECONDS = 30;

/** Seconds to wait before the next attempt, `attempts` being the number of attempts made so far (>= 1). */
export function retryDelaySeconds(attempts: number, baseSeconds = OUTBOX_BASE_DELAY_SECONDS): number {
  return baseSeconds * 2 ** Math.max(0, attempts);
}

/** What becomes of a row whose `attempts`-th attempt failed: retried later, or given up. */
export function afterFailure(
  attempts: number,
  maxAttempts = OUTBOX_MAX_ATTEMPTS,
  baseSeconds = OUTBOX_BASE_DELAY_SECONDS,
): { status: "pending" | "failed"; delaySeconds: number } {
  return {
    status: attempts >= maxAttempts ? "failed" : "pending",
    delaySeconds: retryDelaySeconds(attempts, baseSeconds),
  };
}

/** A periodic task as the scheduler needs it; `run` is opaque here. */
export type TaskDefinition = { name: string; everySeconds: number };

/**
 * Throws on definitions that would break the once-per-period claim: a duplicate name would make two tasks
 * share (and steal) one claim row; an interval under a minute would be claimed more often than the
 * scheduler ticks, and a non-finite one never.
 */
export function assertValidTasks(tasks: readonly TaskDefinition[]): void {
  const seen = new Set<string>();
  for (const task of tasks) {
    if (!/^[a-z0-9][a-z0-9-]*$/.test(task.name))
      throw new Error(`task name must be kebab-case: "${task.name}"`);
    if (seen.has(task.name)) throw new Error(`task "${task.name}" is registered twice`);
    seen.add(task.name);
    if (!Number.isFinite(task.everySeconds) || task.everySeconds < 60)
      throw new Error(`task "${task.name}" must run at most once a minute (everySeconds >= 60)`);
  }
}
