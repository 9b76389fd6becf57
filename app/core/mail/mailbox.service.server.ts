/**
 * The development mailbox (where SMTP_URL is unset and not in production, app/env.server.ts): the
 * project's outgoing mail as it sits in the outbox, for the admins testing a site. Reset links are in
 * it, so nobody reads mail to an account that ranks above their own (shared/permissions.ts).
 */

import { mayReadMailOf, type Principal } from "../../shared/permissions";
import type { ServiceContext } from "../context/service-context.server";
import { scoped } from "../context/tenant-scope.server";
import { findRolesByEmails } from "../identity/identity.repo.server";
import { listMailbox } from "./outbox.server";

export type MailboxMail = {
  id: string;
  to: string;
  subject: string;
  text: string;
  status: string;
  /** The mail category (unsubscribable mail), or null for transactional mail. */
  category: string | null;
  createdAt: Date;
  /** Files sent with the mail (an appointment's .ics), shown and downloadable in the mailbox. */
  attachments: { filename: string; contentType: string; content: string }[];
  /** The conversation's headers (a reply names them), where the mail has them: a tester can answer it. */
  replyTo: string | null;
  messageId: string | null;
};

/** A mail's recipients, lower-cased (our mails have one; a list is split to be safe). */
function recipientsOf(to: string): string[] {
  return to
    .split(",")
    .map((a) => a.trim().toLowerCase())
    .filter(Boolean);
}

/** The project's latest mails for the signed-in principal, without those to accounts above them. */
export async function readMailbox(ctx: ServiceContext): Promise<MailboxMail[]> {
  const viewer: Principal | null = ctx.principal;
  if (!viewer) return [];
  const rows = await listMailbox(scoped(ctx));
  const mails = rows.map((r) => ({
    id: r.id,
    to: String(r.payload.to ?? ""),
    subject: String(r.payload.subject ?? ""),
    text: String(r.payload.text ?? ""),
    status: r.status,
    category: typeof r.payload.category === "string" ? r.payload.category : null,
    createdAt: r.createdAt,
    attachments: Array.isArray(r.payload.attachments)
      ? (r.payload.attachments as Record<string, unknown>[]).map((a) => ({
          filename: String(a.filename ?? "attachment"),
          contentType: String(a.contentType ?? "application/octet-stream"),
          content: String(a.content ?? ""),
        }))
      : [],
    replyTo: typeof r.payload.replyTo === "string" ? r.payload.replyTo : null,
    messageId: typeof r.payload.messageId === "string" ? r.payload.messageId : null,
  }));
  const addresses = [...new Set(mails.flatMap((m) => recipientsOf(m.to)))];
  // Every account behind an address counts, on any site: one e-mail can be a customer here and the
  // holding admin's login elsewhere, and the higher account decides.
  const accounts = new Map<string, Principal[]>();
  for (const a of await findRolesByEmails(ctx.db, addresses)) {
    const email = a.email.toLowerCase();
    accounts.set(email, [...(accounts.get(email) ?? []), { roles: a.roles, inHolding: a.inHolding }]);
  }
  return mails.filter((m) =>
    mayReadMailOf(
      viewer,
      recipientsOf(m.to).flatMap((address) => accounts.get(address) ?? []),
    ),
  );
}
