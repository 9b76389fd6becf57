/**
 * Lead priority: 0 low, 1 normal, 2 high, 3 critical. A job is critical when (a) an employee set
 * it to 3, (b) nobody reacted within 2 hours of its creation, or (c) nobody changed it for 2 days.
 * Only open jobs are critical; won, lost and deleted ones keep their manual priority. The boundaries are
 * inclusive to the millisecond: exactly 2 hours without a reaction is critical.
 *
 * The job lists filter and sort by this in SQL at query time (jobs.repo.server.ts `effectivePrioritySql`),
 * never by a stored flag; this module is its twin, which says of each listed row why it is critical and
 * what its effective priority is, for the same instant the statement used. Both are tested at the
 * boundaries (priority.test.ts, tests/int/leads.int.test.ts).
 */
import type { Visibility } from "./visibility";

export const PRIORITIES = [0, 1, 2, 3] as const;
export type Priority = (typeof PRIORITIES)[number];
export const CRITICAL: Priority = 3;
export const DEFAULT_PRIORITY: Priority = 1;

export const NO_REACTION_MS = 2 * 60 * 60 * 1000;
export const STALE_MS = 2 * 24 * 60 * 60 * 1000;

export type CriticalReason = "manual" | "no_reaction" | "stale";

export type PriorityInput = {
  priority: number;
  visibility: Visibility;
  cdate: Date;
  mdate: Date;
  firstReactionAt: Date | null;
};

export function isPriority(value: unknown): value is Priority {
  return typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= 3;
}

/** Why a job is critical now (empty when it is not). */
export function criticalReasons(job: PriorityInput, now: Date): CriticalReason[] {
  if (job.visibility !== "open") return [];
  const reasons: CriticalReason[] = [];
  if (job.priority === CRITICAL) reasons.push("manual");
  if (job.firstReactionAt === null && now.getTime() - job.cdate.getTime() >= NO_REACTION_MS) {
    reasons.push("no_reaction");
  }
  if (now.getTime() - job.mdate.getTime() >= STALE_MS) reasons.push("stale");
  return reasons;
}

/** The priority a list shows and sorts by: 3 while critical, else the manual one. */
export function effectivePriority(job: PriorityInput, now: Date): Priority {
  if (criticalReasons(job, now).length > 0) return CRITICAL;
  return (isPriority(job.priority) ? job.priority : DEFAULT_PRIORITY) as Priority;
}
