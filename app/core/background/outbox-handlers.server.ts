/**
 * The registration point of outbox handlers (decision 0021): which kinds this process delivers.
 * A kind missing here is never claimed, so its rows wait in the outbox (pending, not failed).
 */
import { filesDeleteHandler } from "../files/stored-files.server";
import { type MailTransport, mailHandler } from "../mail/outbox.server";
import { notificationHandler } from "../notifications/job-notifications.server";
import { type PushHandlerOptions, pushHandler } from "../push/push-handler.server";
import type { OutboxHandlers } from "./outbox.server";

export type OutboxDeps = {
  /** Only with SMTP_URL: without a transport, mail stays in the outbox for the development mailbox. */
  mail?: { transport: MailTransport; from: string };
  /** Browser push through web-push (decision 0034); needs no configuration but the VAPID subject. */
  push?: PushHandlerOptions;
  /** In-page notifications: every server process delivers them (default on). */
  notifications?: boolean;
};

export function outboxHandlers(deps: OutboxDeps): OutboxHandlers {
  const handlers: OutboxHandlers = {};
  if (deps.mail) handlers.mail = mailHandler(deps.mail.transport, deps.mail.from);
  if (deps.push) handlers.push = pushHandler(deps.push);
  if (deps.notifications !== false) handlers.notification = notificationHandler();
  // Erased clients' files (decision 0043): every process removes them, nothing to configure.
  handlers.files_delete = filesDeleteHandler();
  return handlers;
}
