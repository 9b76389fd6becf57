/**
 * Who hears about a job (decision 0033). New leads (queued by `createLead`),
 * reassigned jobs (queued by `applyJobAction`) and jobs that became critical (found by a periodic task)
 * notify the job's assignee, or, while nobody has it, every employee of the dealer who works leads (the
 * `workflows` role group: sales, service advisors, managers, admins). Someone never hears about their own
 * action. The outbox handler runs in whichever process claims the row; `notify` fans the result out.
 */
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { clients, jobs, notifications, users, workflows } from "../../db/schema";
import { isLocale, type Locale } from "../../shared/locales";
import { inGroup } from "../../shared/permissions";
import type { OutboxHandler } from "../background/outbox.server";
import { createServiceContext, type ServiceContext } from "../context/service-context.server";
import { scoped } from "../context/tenant-scope.server";
import { type MailReplyPayload, notifyReply } from "../inbound-mail/reply-notifications.server";
import { effectivePrioritySql } from "../leads/jobs.repo.server";
import { NO_REACTION_MS, STALE_MS } from "../leads/priority";
import { allProjects } from "../tenancy/tenancy.service.server";
import {
  type CustomerNotificationPayload,
  deliverCustomerNotification,
} from "./customer-notifications.server";
import {
  type NewNotification,
  notify,
  type Recipient,
  renderText,
  type StoredText,
} from "./notifications.service.server";

/** Payloads of the `notification` outbox kind (a customer's: customer-notifications.server.ts). */
export type JobNotificationPayload =
  | { type: "new_lead"; jobId: number; workflowId: number; systemType?: string; locationId?: number | null }
  | { type: "job_assigned"; jobId: number; workflowId: number; assigneeId: string; by: string | null }
  /** One row for all jobs one action gave to the same assignee (a bulk assignment). */
  | { type: "jobs_assigned"; jobIds: number[]; assigneeId: string; by: string | null }
  /** A client's reply read from the mailbox, queued with the stored reply (reply-notifications.server.ts). */
  | MailReplyPayload
  | CustomerNotificationPayload;

type JobFacts = {
  id: number;
  workflowId: number;
  assigneeId: string | null;
  cdate: Date;
  clientName: string;
  workflowName: Record<string, string>;
};

async function jobFacts(ctx: ServiceContext, jobId: number): Promise<JobFacts | null> {
  const scope = scoped(ctx);
  const [row] = await scope.db
    .select({
      id: jobs.id,
      workflowId: jobs.workflowId,
      assigneeId: jobs.assigneeId,
      cdate: jobs.cdate,
      firstName: clients.firstName,
      lastName: clients.lastName,
      company: clients.companyName,
      workflowName: workflows.langName,
    })
    .from(jobs)
    .innerJoin(workflows, and(scope.owns(workflows), eq(workflows.id, jobs.workflowId)))
    .leftJoin(clients, and(scope.owns(clients), eq(clients.id, jobs.clientId)))
    .where(scope.where(jobs, eq(jobs.id, jobId)));
  if (!row) return null;
  const name = [row.firstName, row.lastName].filter(Boolean).join(" ").trim() || row.company || "";
  return {
    id: row.id,
    workflowId: row.workflowId,
    assigneeId: row.assigneeId,
    cdate: row.cdate,
    clientName: name,
    workflowName: row.workflowName as Record<string, string>,
  };
}

/** The dealer's lead workers (employees of its company in the `workflows` group). */
export async function leadWorkers(ctx: ServiceContext): Promise<Recipient[]> {
  const rows = await ctx.db
    .select({ id: users.id, language: users.language, roles: users.roles })
    .from(users)
    .where(eq(users.companyId, ctx.project.companyId));
  return rows
    .filter((u) => inGroup({ roles: u.roles, inHolding: false }, "workflows"))
    .map((u) => ({ id: u.id, language: u.language }));
}

async function recipientById(ctx: ServiceContext, id: string): Promise<Recipient[]> {
  const rows = await ctx.db
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(and(eq(users.id, id), eq(users.companyId, ctx.project.companyId)));
  return rows;
}

/** The assignee, else every lead worker; never `except` (the person who acted). */
export async function jobRecipients(
  ctx: ServiceContext,
  job: Pick<JobFacts, "assigneeId">,
  except: string | null = null,
): Promise<Recipient[]> {
  const people = job.assigneeId ? await recipientById(ctx, job.assigneeId) : await leadWorkers(ctx);
  return people.filter((p) => p.id !== except);
}

const loc = (l: string): Locale => (isLocale(l) ? l : "en");

function jobNotification(
  kind: "new" | "assigned" | "critical",
  job: JobFacts,
  keySuffix = "",
): NewNotification {
  const types = { new: "information", assigned: "success", critical: "danger" } as const;
  // Keys and placeholders: each reader sees the notification in the language they read in.
  const text: StoredText = {
    title: `notifications:job_${kind}.title`,
    body: `notifications:job_${kind}.body`,
    vars: {
      client: job.clientName || { key: "notifications:unknown_client" },
      workflow: { l10n: job.workflowName },
      id: job.id,
    },
  };
  return {
    key: `job-${kind}:${job.id}${keySuffix}`,
    type: types[kind],
    jobId: job.id,
    workflowId: job.workflowId,
    action: "OPEN_JOB_DETAILS_VIEW",
    // A critical job stays on the screen until someone looks at it (interaction and an id).
    requireInteraction: kind === "critical",
    text,
    render: (language) => renderText(text, loc(language)),
  };
}

/** A new lead older than this when its row is delivered is not announced any more. */
const STALE_LEAD_MS = 24 * 3_600_000;

/** Delivers one `notification` outbox row (at least once: the keys make a repeat write nothing). */
export async function deliverJobNotification(
  ctx: ServiceContext,
  payload: JobNotificationPayload,
  /** The outbox row's id: one notification per assignment, even if the row is delivered twice. */
  sourceId: string,
) {
  if (payload.type === "customer") return deliverCustomerNotification(ctx, payload);
  if (payload.type === "mail_reply") return notifyReply(ctx, payload);
  if (payload.type === "jobs_assigned") {
    if (payload.assigneeId === payload.by) return 0;
    let sent = 0;
    for (const jobId of payload.jobIds)
      sent += await deliverAssigned(ctx, jobId, payload.assigneeId, sourceId);
    return sent;
  }
  if (payload.type === "job_assigned") {
    if (payload.assigneeId === payload.by) return 0;
    return deliverAssigned(ctx, payload.jobId, payload.assigneeId, sourceId);
  }
  const job = await jobFacts(ctx, payload.jobId);
  if (!job) return 0;
  if (payload.type === "new_lead") {
    // Rows queued long before (older than STALE_LEAD_MS) are old news: delivered without a toast.
    if (ctx.clock.now().getTime() - job.cdate.getTime() > STALE_LEAD_MS) return 0;
    return (await notify(ctx, await jobRecipients(ctx, job), jobNotification("new", job))).length;
  }
  return 0;
}

/** Tells the assignee about one job given to them by the outbox row `sourceId`. */
async function deliverAssigned(ctx: ServiceContext, jobId: number, assigneeId: string, sourceId: string) {
  const job = await jobFacts(ctx, jobId);
  // Only while the job still has this assignee (a quick reassignment tells the last one only).
  if (!job || job.assigneeId !== assigneeId) return 0;
  const people = await recipientById(ctx, assigneeId);
  // One per assignment (an assignee can get the same job again after it went elsewhere).
  const n = jobNotification("assigned", job, `:${sourceId}`);
  return (await notify(ctx, people, n)).length;
}

/** The outbox handler of kind `notification` (registered in outbox-handlers.server.ts). */
export function notificationHandler(): OutboxHandler<Record<string, unknown>> {
  let projects: Awaited<ReturnType<typeof allProjects>> | null = null;
  return async (row, { db }) => {
    projects ??= await allProjects(db);
    let project = projects.find((p) => p.id === row.projectId);
    if (!project) {
      projects = await allProjects(db);
      project = projects.find((p) => p.id === row.projectId);
    }
    if (!project) return;
    await deliverJobNotification(
      createServiceContext({ db, project }),
      row.payload as unknown as JobNotificationPayload,
      row.id,
    );
  };
}

/** Jobs checked per project and run (the oldest wait for the next minute). */
const CRITICAL_BATCH = 50;
/**
 * How far back a run looks for the moment a job became critical. The task runs every minute; the margin
 * covers late or skipped runs. Jobs that became critical before (a fresh install, a long outage) are
 * not announced: the job list marks them critical anyway, and a first start does not flood everyone.
 */
export const CRITICAL_LOOKBACK_MS = 10 * 60_000;

/**
 * When an open job that is critical now became critical (decision 0022): the earliest of the conditions
 * that hold (manual priority 3, set at its last change; 2 h after creation without a reaction; 2 days
 * after its last change).
 */
function criticalSinceSql(now: Date): SQL<Date> {
  const ts = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;
  return sql<Date>`least(
    case when ${jobs.priority} = 3 then ${jobs.mdate} end,
    case when ${jobs.firstReactionAt} is null and ${jobs.cdate} <= ${ts(now.getTime() - NO_REACTION_MS)}
      then ${jobs.cdate} + make_interval(secs => ${NO_REACTION_MS / 1000}) end,
    case when ${jobs.mdate} <= ${ts(now.getTime() - STALE_MS)}
      then ${jobs.mdate} + make_interval(secs => ${STALE_MS / 1000}) end
  )`;
}

/**
 * Open jobs of this project that are critical now, became critical within the lookback, and were not
 * announced yet. The announcement is remembered by its key (`job-critical:<id>`) in `notifications`, so
 * each job is announced once, whichever process runs the task.
 */
export async function notifyCriticalJobs(ctx: ServiceContext): Promise<number> {
  const scope = scoped(ctx);
  const now = ctx.clock.now();
  const since = new Date(now.getTime() - CRITICAL_LOOKBACK_MS).toISOString();
  const due = await scope.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      scope.where(
        jobs,
        eq(jobs.visibility, "open"),
        sql`${effectivePrioritySql(now)} = 3`,
        sql`${criticalSinceSql(now)} >= ${since}::timestamptz`,
        sql`not exists (select 1 from ${notifications} where ${scope.where(
          notifications,
          sql`${notifications.key} = 'job-critical:' || ${jobs.id}::text`,
        )})`,
      ),
    )
    .orderBy(desc(jobs.cdate))
    .limit(CRITICAL_BATCH);
  let sent = 0;
  for (const { id } of due) {
    const job = await jobFacts(ctx, id);
    if (!job) continue;
    sent += (await notify(ctx, await jobRecipients(ctx, job), jobNotification("critical", job))).length;
  }
  return sent;
}

/** The periodic task: every project's newly critical jobs. */
export async function notifyCriticalJobsEverywhere(db: Db, now?: Date) {
  let sent = 0;
  for (const project of await allProjects(db)) {
    const ctx = createServiceContext({ db, project, clock: now ? { now: () => now } : undefined });
    sent += await notifyCriticalJobs(ctx);
  }
  return { sent };
}
