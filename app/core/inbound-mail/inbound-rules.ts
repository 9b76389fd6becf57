/**
 * Pure rules of inbound mail (decision 0067): the conversation token of a sent mail's
 * Reply-To, finding it and the Message-IDs a reply names, and telling auto-replies and bounces (delivery
 * status notifications) from mail a person wrote. No I/O; unit-tested in inbound-rules.test.ts.
 */
import { randomBytes } from "node:crypto";

const BASE32 = "abcdefghijklmnopqrstuvwxyz234567";

/** 26 characters of base32 from 128 random bits: a conversation token nobody can guess. */
export function newReplyToken(): string {
  const bytes = randomBytes(16);
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

const TOKEN_IN_ADDRESS = /\+r-([a-z2-7]{26})@/i;

/** The bare address of `Name <a@b>` or `a@b`, lower-cased; null when there is none. */
export function addressOf(value: string | null | undefined): string | null {
  if (!value) return null;
  const inner = /<([^<>\s]+@[^<>\s]+)>/.exec(value)?.[1] ?? value.trim();
  return /^[^\s@<>]+@[^\s@<>]+$/.test(inner) ? inner.toLowerCase() : null;
}

/**
 * The Reply-To of a conversation: the reply address plus-addressed with the token
 * (`crm@dealer.example` -> `crm+r-<token>@dealer.example`). An address that already carries a plus part
 * keeps it before ours.
 */
export function replyAddressFor(base: string, token: string): string | null {
  const address = addressOf(base);
  if (!address) return null;
  const at = address.lastIndexOf("@");
  return `${address.slice(0, at)}+r-${token}${address.slice(at)}`;
}

/** The first conversation token among these addresses (To, Cc, Delivered-To...), lower-cased. */
export function tokenIn(addresses: readonly string[]): string | null {
  for (const a of addresses) {
    const m = TOKEN_IN_ADDRESS.exec(a);
    if (m) return m[1]!.toLowerCase();
  }
  return null;
}

/** The Message-IDs (`<...>`) in In-Reply-To and References, newest reference first, at most 50. */
export function referencedIds(...headers: (string | readonly string[] | null | undefined)[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const h of headers) {
    const text = Array.isArray(h) ? h.join(" ") : ((h as string | null | undefined) ?? "");
    const ids = text.match(/<[^<>\s]{1,250}>/g) ?? [];
    for (const id of ids.reverse()) {
      if (!seen.has(id)) {
        seen.add(id);
        out.push(id);
      }
    }
  }
  return out.slice(0, 50);
}

/** `Name <a@b>`'s address and name for the Message-ID's domain (`autohaus.invalid` without one). */
export function domainOf(address: string | null | undefined): string {
  const a = addressOf(address);
  return a ? a.slice(a.lastIndexOf("@") + 1) : "autohaus.invalid";
}

/** A Message-ID for a conversation's mail: random, at the reply address's domain. */
export function conversationMessageId(token: string, domain: string): string {
  return `<c.${token}.${randomBytes(6).toString("hex")}@${domain}>`;
}

export type MailKind = "mail" | "auto_reply" | "bounce";

/** What `classify` needs of a mail: lower-case header names with their text. */
export type HeaderView = {
  get(name: string): string | undefined;
  subject: string;
  from: string | null;
  contentType: string;
};

const AUTO_SUBJECT =
  /^(auto(matic)?[ -]?(reply|response|antwort)|out of (the )?office|abwesenheit|automatische antwort|odpowied[zź] automatyczna|otomatik yan[ıi]t|urlaub)/i;

/**
 * A delivery status notification (RFC 3464: `multipart/report; report-type=delivery-status`, or the
 * mailer daemon's own mail), an auto-reply (RFC 3834 `Auto-Submitted` other than `no`, the common
 * `X-Autoreply`/`X-Autorespond` headers, `Precedence: auto_reply`, an out-of-office subject), or a
 * person's mail.
 */
export function classify(h: HeaderView): MailKind {
  const type = h.contentType.toLowerCase();
  if (
    type.includes("multipart/report") &&
    /report-type="?(delivery-status|disposition-notification)/.test(type)
  )
    return "bounce";
  const from = (h.from ?? "").toLowerCase();
  if (/^(mailer-daemon|postmaster)@/.test(from)) return "bounce";
  const auto = (h.get("auto-submitted") ?? "").trim().toLowerCase();
  if (auto && auto !== "no") return "auto_reply";
  if (h.get("x-autoreply") || h.get("x-autorespond") || h.get("x-auto-response-suppress")?.match(/all|oof/i))
    return "auto_reply";
  if (/^(auto_reply|auto-reply)$/i.test((h.get("precedence") ?? "").trim())) return "auto_reply";
  if (AUTO_SUBJECT.test(h.subject.trim())) return "auto_reply";
  return "mail";
}

/** The recipient a delivery status notification reports on (`Final-Recipient: rfc822; a@b`). */
export function bouncedRecipient(text: string): string | null {
  const m = /^(?:final|original)-recipient:\s*rfc822;\s*<?([^\s<>]+@[^\s<>]+)>?/im.exec(text);
  return m ? m[1]!.toLowerCase() : null;
}

/** The Message-ID of the mail a bounce returns (in its attached headers), if it says. */
export function bouncedMessageIds(text: string): string[] {
  const ids: string[] = [];
  for (const m of text.matchAll(/^message-id:\s*(<[^<>\s]+>)/gim)) ids.push(m[1]!);
  return ids;
}

/**
 * The start of a mail's text for a list: whitespace collapsed, cut at the last word boundary within
 * `max` characters (a single long word is cut where it reaches the limit) and marked with "…" when
 * something was left out.
 */
export function excerptOf(text: string, max = 300): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, "")}…`;
}
