/**
 * Lead visibility: showOpen (default), showWon, showLost, showDeleted. A job's state is one of
 * open, won, lost, deleted; a workflow status's outcome (open, won, lost) decides the state when a job
 * moves there. Deleting keeps the state it had in `close_reason`'s event so a restore can return to it.
 */
export const VISIBILITIES = ["open", "won", "lost", "deleted"] as const;
export type Visibility = (typeof VISIBILITIES)[number];

export const VISIBILITY_FILTERS = ["showOpen", "showWon", "showLost", "showDeleted"] as const;
export type VisibilityFilter = (typeof VISIBILITY_FILTERS)[number];
export const DEFAULT_VISIBILITY_FILTER: VisibilityFilter = "showOpen";

export const STATUS_OUTCOMES = ["open", "won", "lost"] as const;
export type StatusOutcome = (typeof STATUS_OUTCOMES)[number];

export function visibilityOf(filter: VisibilityFilter): Visibility {
  switch (filter) {
    case "showOpen":
      return "open";
    case "showWon":
      return "won";
    case "showLost":
      return "lost";
    case "showDeleted":
      return "deleted";
  }
}

/** The state a job takes when it moves to a status with this outcome. */
export function visibilityForOutcome(outcome: StatusOutcome): Visibility {
  return outcome;
}
