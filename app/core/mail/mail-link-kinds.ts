/** Links sent by e-mail that carry a token (db/schema/mail-links.ts), with how long each stays valid. */
export const MAIL_LINK_KINDS = [
  "trade_in_invitation",
  "scheduled_call",
  "unsubscribe",
  "service_appointment",
  "order_hold",
  "order_view",
] as const;
export type MailLinkKind = (typeof MAIL_LINK_KINDS)[number];

const DAY = 24 * 60 * 60;
/** Seconds a link is valid after it was sent. */
export const MAIL_LINK_TTL_SECONDS: Record<MailLinkKind, number> = {
  trade_in_invitation: 14 * DAY,
  scheduled_call: 7 * DAY,
  // An unsubscribe link must keep working for as long as a mail might be read (CAN-SPAM: 30 days at least).
  unsubscribe: 365 * DAY,
  // Cancel or move a workshop appointment: bookable up to 6 weeks ahead, so valid a little longer.
  service_appointment: 60 * DAY,
  // Confirm an order's car reservation: only while the provisional hold lasts (commerce/reservation-rules.ts).
  order_hold: 30 * 60,
  // Open a guest's order from its mails (read-only): the life of an order and its first questions.
  order_view: 180 * DAY,
};

/** Kinds a visitor can use once; unsubscribing again is harmless and stays possible. */
export const SINGLE_USE: Record<MailLinkKind, boolean> = {
  trade_in_invitation: true,
  scheduled_call: true,
  unsubscribe: false,
  // Used for every cancel or move until the appointment starts (the service checks its state).
  service_appointment: false,
  order_hold: true,
  // Opened as often as the buyer reads the mail.
  order_view: false,
};

/** Mail categories an address can leave (unsubscribe); transactional mail (orders, passwords) has none. */
export const MAIL_CATEGORIES = ["trade_in", "callback", "marketing"] as const;
export type MailCategory = (typeof MAIL_CATEGORIES)[number];

export type MailLinkState = "valid" | "expired" | "used";

/** Whether a stored link may still be used at `now`. */
export function mailLinkState(
  link: { kind: MailLinkKind; expiresAt: Date; usedAt: Date | null },
  now: Date,
): MailLinkState {
  if (SINGLE_USE[link.kind] && link.usedAt) return "used";
  if (link.expiresAt.getTime() <= now.getTime()) return "expired";
  return "valid";
}

export function isMailCategory(value: unknown): value is MailCategory {
  return typeof value === "string" && (MAIL_CATEGORIES as readonly string[]).includes(value);
}

/** An address shown on a page reached by a link anyone may hold: "an***@ex***.org". */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return "***";
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf(".");
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : "";
  const keep = (part: string, n: number) => `${[...part].slice(0, n).join("")}***`;
  return `${keep(local, local.length > 3 ? 2 : 1)}@${keep(host, host.length > 3 ? 2 : 1)}${tld}`;
}
