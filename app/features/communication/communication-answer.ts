/**
 * What the communication center's action answers and its redirects say, shared by the route's server
 * module and the screen: a refused form post is the shared action failure whose echoed `intent` names
 * the form it belongs to; a saved one redirects with one of these `done` flashes.
 */
import type { ActionFailure } from "../../shared/action-result";

export const COMMUNICATION_FLASHES = [
  "sent",
  "suppressed",
  "call",
  "reply",
  "note",
  "assigned",
  "spam",
  "mailbox",
  "rule_saved",
  "rule_deleted",
] as const;
export type CommunicationFlash = (typeof COMMUNICATION_FLASHES)[number];

export type CommunicationIntent =
  | "send_mail"
  | "log_call"
  | "attach_reply"
  | "add_note"
  | "assign_mail"
  | "spam_mail"
  | "mailbox_settings"
  | "lead_rule_save"
  | "lead_rule_toggle"
  | "lead_rule_delete";

/** The failure for one form, or null when the answer belongs to another form (or there is none). */
export function answerFor(answer: ActionFailure | null, intent: CommunicationIntent): ActionFailure | null {
  return answer && !answer.ok && answer.values.intent === intent ? answer : null;
}
