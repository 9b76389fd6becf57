/**
 * What the client page's action answers, shared by its server module and its screen: a refused post is
 * the shared action failure whose echoed `intent` names the form; a done one redirects with a flash.
 */
import type { ActionFailure } from "../../shared/action-result";

export const CLIENT_FLASHES = ["saved", "merged", "erased"] as const;

export type ClientIntent = "edit" | "merge" | "erase";

/** The failure for one form, or null when the answer belongs to another form (or there is none). */
export function answerFor(answer: ActionFailure | null, intent: ClientIntent): ActionFailure | null {
  return answer && !answer.ok && answer.values.intent === intent ? answer : null;
}
