/**
 * What the job list's action answers, read by its server module and its screen: the shared action
 * result, whose `intent` (on a success) or echoed `values.intent` (on a failure) tells a saved views'
 * answer from a bulk change's.
 */
import type { ActionResult } from "../../shared/action-result";

export const VIEW_INTENTS = ["saveView", "renameView", "deleteView"] as const;
export type ViewIntent = (typeof VIEW_INTENTS)[number];

export function isViewIntent(value: unknown): value is ViewIntent {
  return VIEW_INTENTS.some((v) => v === value);
}

export type JobsAnswer = ActionResult<{ intent?: ViewIntent; updated?: number }>;

/** The saved views' answer, or null when the answer is a bulk change's (or there is none). */
export function viewAnswer(answer: JobsAnswer | undefined): JobsAnswer | null {
  if (!answer) return null;
  return isViewIntent(answer.ok ? answer.intent : answer.values.intent) ? answer : null;
}

/** The banner of a refused bulk change (a lost status without its reason, a job one may not open). */
export function bulkRefusal(answer: JobsAnswer | undefined): string | null {
  if (!answer || answer.ok || isViewIntent(answer.values.intent)) return null;
  return answer.message;
}
