import { and, desc, eq, lte, sql } from "drizzle-orm";
import type { pino } from "pino";
import type { Db } from "../../db/client.server";
import { outbox } from "../../db/schema";
import type { TenantScope } from "../context/tenant-scope.server";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where answers go (a team notification answers the visitor). */
  replyTo?: string;
  /** Language of the texts (a locale code), for the mailbox and for tests. */
  lang?: string;
};
export type MailTransport = { send(message: MailMessage & { from: string }): Promise<void> };

/** What each kind of outbox work carries (only mail is delivered today). */
export type OutboxPayloads = { mail: MailMessage };
export type OutboxKind = keyof OutboxPayloads;
export type OutboxPayload<K extends OutboxKind> = OutboxPayloads[K];

/** Queues work of a kind in the outbox; call inside the transaction of the change that causes it. */
export async function enqueueOutbox<K extends OutboxKind>(
  db: Db,
  projectId: string,
  kind: K,
  payload: OutboxPayload<K>,
) {
  const [row] = await db.insert(outbox).values({ projectId, kind, payload }).returning({ id: outbox.id });
  return row?.id ?? null;
}

/** Queues a mail in the outbox; call inside the transaction of the change that causes it. */
export function enqueueMail(db: Db, projectId: string, message: MailMessage) {
  return enqueueOutbox(db, projectId, "mail", message);
}

const MAX_ATTEMPTS = 8;

/**
 * Delivers due mail. Rows are claimed with FOR UPDATE SKIP LOCKED, so several processes can share
 * the outbox; failures back off exponentially and give up after 8 attempts.
 */
export async function deliverOutbox(db: Db, transport: MailTransport, from: string, logger?: pino.Logger) {
  let delivered = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(outbox)
        .where(
          and(eq(outbox.status, "pending"), eq(outbox.kind, "mail"), lte(outbox.availableAt, sql`now()`)),
        )
        .orderBy(outbox.availableAt)
        .limit(10)
        .for("update", { skipLocked: true });
      for (const row of rows) {
        try {
          const { lang: _lang, ...message } = row.payload as MailMessage;
          await transport.send({ ...message, from });
          await tx
            .update(outbox)
            .set({ status: "sent", sentAt: sql`now()`, attempts: row.attempts + 1 })
            .where(eq(outbox.id, row.id));
          delivered++;
        } catch (error) {
          const attempts = row.attempts + 1;
          logger?.warn({ err: error, outboxId: row.id, attempts }, "mail delivery failed");
          await tx
            .update(outbox)
            .set({
              attempts,
              lastError: String((error as Error).message ?? error).slice(0, 500),
              status: attempts >= MAX_ATTEMPTS ? "failed" : "pending",
              availableAt: sql`now() + make_interval(secs => ${2 ** attempts * 30})`,
            })
            .where(eq(outbox.id, row.id));
        }
      }
      return rows.length < 10;
    });
    if (done) return delivered;
  }
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

/** nodemailer over SMTP_URL (smtp://user:pass@host:port). Imported only when SMTP_URL is set. */
export async function smtpTransport(url: string): Promise<MailTransport> {
  const nodemailer = await import("nodemailer");
  const transporter = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transporter.sendMail(message);
    },
  };
}

/** Runs delivery every few seconds while the process lives (only with a transport). */
export function startOutboxWorker(db: Db, transport: MailTransport, from: string, logger: pino.Logger) {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await deliverOutbox(db, transport, from, logger);
    } catch (error) {
      logger.error({ err: error }, "outbox worker failed");
    } finally {
      running = false;
    }
  }, 5_000);
  timer.unref();
  return () => clearInterval(timer);
}
