import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { outbox } from "../../db/schema";
import { enqueue, type OutboxHandler } from "../background/outbox.server";
import { scopeOf, type TenantScope } from "../context/tenant-scope.server";
import { isUnsubscribed } from "./mail-links.server";
import { markSuppressed } from "./suppression.repo.server";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where answers go (a team notification answers the visitor). */
  replyTo?: string;
  /** Language of the texts (a locale code), for the mailbox and for tests. */
  lang?: string;
  /**
   * The mail category an address can leave (core/mail/mail-link-kinds.ts); transactional mail has none.
   * Queue category mail with `enqueueCategoryMail` (it adds the unsubscribe link and headers); the
   * handler does not send it to an address that left the category meanwhile.
   */
  category?: string;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post of RFC 8058). */
  headers?: Record<string, string>;
  /**
   * The Message-ID stored with the mail's conversation (replies name it in In-Reply-To);
   * without one, the handler makes it from the outbox row id.
   */
  messageId?: string;
  /** Files sent with the mail (an appointment's .ics); passed to nodemailer as they are. */
  attachments?: MailAttachment[];
};
export type MailAttachment = { filename: string; contentType: string; content: string };
/**
 * What a transport sends: the message, the sender, and a Message-ID made from the outbox row id, so a
 * repeated delivery of one row (the outbox delivers at least once) carries the same Message-ID and mail
 * systems and tests can tell it is one message.
 */
export type MailTransport = {
  send(message: MailMessage & { from: string; messageId?: string }): Promise<void>;
};

/** `<outbox.{row id}@{the sender's domain}>` (RFC 5322 msg-id). */
export function outboxMessageId(outboxId: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? "autohaus.invalid";
  return `<outbox.${outboxId}@${domain}>`;
}

/** Queues a mail in the outbox; call inside the transaction of the change that causes it. */
export function enqueueMail(db: Db, projectId: string, message: MailMessage) {
  return enqueue(db, projectId, "mail", message);
}

/**
 * The outbox handler of kind `mail` (core/background): sends through the transport. Registered only
 * where a transport exists (SMTP_URL); elsewhere mail stays pending for the development mailbox.
 */
export function mailHandler(transport: MailTransport, from: string): OutboxHandler<MailMessage> {
  return async ({ id, projectId, payload }, { db }) => {
    // A later unsubscribe stops a queued category mail: the row ends `suppressed` (the dispatcher's own
    // settling then finds it no longer pending and leaves it so).
    if (payload.category) {
      const scope = scopeOf(db, projectId);
      if (await isUnsubscribed(scope, payload.to, payload.category)) {
        await markSuppressed(scope, id);
        return;
      }
    }
    // `lang` and `category` are for the mailbox, tests and this check, not headers.
    const { lang: _lang, category: _category, messageId, ...message } = payload;
    await transport.send({ ...message, from, messageId: messageId ?? outboxMessageId(id, from) });
  };
}

/** The development mailbox: the project's latest mails, newest first. */
export async function listMailbox(scope: TenantScope, limit = 50) {
  return scope.db
    .select({
      id: outbox.id,
      payload: outbox.payload,
      status: outbox.status,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
    })
    .from(outbox)
    .where(scope.where(outbox, eq(outbox.kind, "mail")))
    .orderBy(desc(outbox.createdAt))
    .limit(limit);
}

/**
 * How long a mail server may keep us waiting (ms). nodemailer's defaults (2 min to connect, 10 min of
 * silence) would let one silent server hold the dispatcher's batch, other kinds included, until the
 * handler timeout of each row (decision 0036); a timeout is a failed attempt, retried with backoff.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

/** nodemailer over SMTP_URL (smtp://user:pass@host:port). Imported only when SMTP_URL is set. */
export async function smtpTransport(url: string, timeouts = SMTP_TIMEOUTS): Promise<MailTransport> {
  const nodemailer = await import("nodemailer");
  const transporter = nodemailer.createTransport({ url, ...timeouts });
  return {
    async send(message) {
      await transporter.sendMail(message);
    },
  };
}
