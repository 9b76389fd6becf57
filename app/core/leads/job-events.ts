/** What a job's timeline records (job_events.kind). */
export const JOB_EVENT_KINDS = [
  "created",
  "comment",
  "status",
  "assignment",
  "priority",
  "deadline",
  "star",
  "won",
  "lost",
  "deleted",
  "restored",
  "mail",
  "call",
  "document",
  /** A shop order's step (placed, financing requested, confirmed, cancelled, reservation expired). */
  "order",
  /**
   * A trade-in's step: `data.action` vehicle (data edited), offer (amount and expiry set),
   * invited (invitation mailed), accepted or declined (the customer's answer from the mail).
   */
  "trade_in",
  /**
   * A mail from the client read from the dealer's mailbox: `data.subject`, `data.from`,
   * `data.communicationId`. Not a reaction: the client wrote, not the dealer.
   */
  "mail_in",
] as const;
export type JobEventKind = (typeof JOB_EVENT_KINDS)[number];

/** Events that count as a reaction to the lead (the first one ends the 2-hour critical window). */
export const REACTION_KINDS: readonly JobEventKind[] = [
  "comment",
  "status",
  "assignment",
  "won",
  "lost",
  "mail",
  "call",
  "document",
];
