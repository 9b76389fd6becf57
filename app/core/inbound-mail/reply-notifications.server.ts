/**
 * A client's reply read from the mailbox is announced to the job's people: the assignee, or
 * while nobody has the job its lead workers (decision 0033's rule), in-page and by push through
 * `notify`. A click opens the client's timeline at the reply. Queued as a `notification` outbox row in
 * the transaction that stores the reply, so a process dying after the commit loses nothing; keyed by the
 * reply's timeline entry, so a row delivered twice writes nothing the second time.
 */
import { and, eq } from "drizzle-orm";
import { clients, jobs, workflows } from "../../db/schema";
import { accountPath } from "../../shared/account-routes";
import { isLocale } from "../../shared/locales";
import type { ServiceContext } from "../context/service-context.server";
import { scoped } from "../context/tenant-scope.server";
import { jobRecipients } from "../notifications/job-notifications.server";
import {
  type NewNotification,
  notify,
  renderText,
  type StoredText,
} from "../notifications/notifications.service.server";

/** The outbox payload of a reply's notification (kind `notification`). */
export type MailReplyPayload = {
  type: "mail_reply";
  jobId: number;
  clientId: string;
  communicationId: string;
};

/** Delivers one reply's notification (the outbox handler of kind `notification` calls it). */
export async function notifyReply(
  ctx: ServiceContext,
  reply: Pick<MailReplyPayload, "jobId" | "clientId" | "communicationId">,
): Promise<number> {
  const scope = scoped(ctx);
  const [job] = await scope.db
    .select({
      id: jobs.id,
      workflowId: jobs.workflowId,
      assigneeId: jobs.assigneeId,
      firstName: clients.firstName,
      lastName: clients.lastName,
      company: clients.companyName,
      workflowName: workflows.langName,
    })
    .from(jobs)
    .innerJoin(workflows, and(scope.owns(workflows), eq(workflows.id, jobs.workflowId)))
    .leftJoin(clients, and(scope.owns(clients), eq(clients.id, jobs.clientId)))
    .where(scope.where(jobs, eq(jobs.id, reply.jobId)))
    .limit(1);
  if (!job) return 0;
  const name = [job.firstName, job.lastName].filter(Boolean).join(" ").trim() || job.company || "";
  const text: StoredText = {
    title: "communication:notification.title",
    body: "communication:notification.body",
    vars: {
      client: name || { key: "notifications:unknown_client" },
      workflow: { l10n: job.workflowName as Record<string, string> },
      id: job.id,
    },
  };
  const n: NewNotification = {
    key: `mail-reply:${reply.communicationId}`,
    type: "information",
    jobId: job.id,
    workflowId: job.workflowId,
    href: `${accountPath("communication")}?client=${reply.clientId}#c${reply.communicationId}`,
    text,
    render: (language) => renderText(text, isLocale(language) ? language : "en"),
  };
  return (await notify(ctx, await jobRecipients(ctx, job), n)).length;
}
