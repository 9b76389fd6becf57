/**
 * Inbound mail (decision 0067): what happens to a mail read from the dealer's mailbox, and the
 * communication centre's view of it. A mail is stored once per Message-ID (the unique index makes that
 * hold across processes and restarts), then routed:
 *
 * - a bounce marks the sent mail it returns (its outbox row) `bounced`; an auto-reply is kept aside;
 *   neither creates a job nor notifies anyone;
 * - an ADF lead becomes a job through `createLead`, as a storefront request would;
 * - a reply (its Reply-To token in a recipient address, or In-Reply-To/References naming a mail we sent)
 *   goes to that client's timeline and job, and notifies the job's people; it is a job event of its own
 *   kind, never a reaction (the job's first reaction and last change stay as they were);
 * - a mail from a known client's address goes to the client's timeline;
 * - everything else waits in the "Unassigned mail" list, where an employee assigns it or marks it spam.
 */

import { desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import {
  clients,
  communications,
  inboundMails,
  jobs,
  mailLeadRules,
  outbox,
  projects,
} from "../../db/schema";
import type { InboundAttachment } from "../../db/schema/inbound-mail";
import { isLocale } from "../../shared/locales";
import { canUseCommunication, inGroup } from "../../shared/permissions";
import { err, ok, type Result } from "../../shared/result";
import { clientReach, mayOpenJob } from "../access/visibility.server";
import { sanitizeMailHtml } from "../cms/sanitize.server";
import { plainText } from "../communication/communication-schema";
import { insertCommunication } from "../communication/communications.repo.server";
import { fieldErrorsOf } from "../contact/person-fields";
import { type ServiceContext, withTransaction } from "../context/service-context.server";
import { scoped, type TenantScope } from "../context/tenant-scope.server";
import { createLead } from "../leads/create-lead.service.server";
import { insertJobEvent } from "../leads/jobs.repo.server";
import { type AdfLead, findAdf, parseAdf } from "./adf";
import {
  bouncedMessageIds,
  bouncedRecipient,
  excerptOf,
  type MailKind,
  referencedIds,
  tokenIn,
} from "./inbound-rules";
import { carForLead, leadFromRules } from "./lead-rules.service.server";
import {
  deleteAttachmentFiles,
  dropMailAttachments,
  giveMailAttachments,
  recordAttachments,
  storeMailAttachments,
} from "./mail-attachments.server";
import { findMailbox, type MailboxRow, saveMailboxSettings } from "./mailbox.repo.server";

/** A mail as the reader hands it over (parsed by mailparser, core/inbound-mail/imap-reader.server.ts). */
export type IncomingMail = {
  messageId: string;
  uidValidity: number | null;
  uid: number | null;
  fromAddress: string;
  fromName: string;
  /** Every recipient address (To, Cc, Delivered-To, X-Original-To): where a Reply-To token shows. */
  recipients: string[];
  subject: string;
  text: string;
  html: string | null;
  receivedAt: Date;
  kind: MailKind;
  inReplyTo: string | null;
  references: string[];
  /** Text of the mail's report parts and attached headers (a bounce names the returned mail there). */
  reportText: string;
  sizeBytes: number;
  overLimit: boolean;
  attachments: { filename: string; contentType: string; size: number; content?: Buffer }[];
};

export type IngestResult = {
  id: string;
  communicationId?: string | null;
  route: (typeof inboundMails.$inferSelect)["route"];
  clientId: string | null;
  jobId: number | null;
};

/** Longest text kept of a mail's body (the rest stays in the mailbox). */
export const INBOUND_TEXT_MAX = 50_000;

/** The text of sanitised HTML: block ends become line breaks, tags go, entities are read. */
function htmlAsText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|div|li|h[1-6]|tr|blockquote)>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
}

/** A sent mail of this project that a reply answers: by its conversation token, else by Message-ID. */
async function sentMailAnswered(scope: TenantScope, mail: IncomingMail) {
  const columns = {
    id: communications.id,
    clientId: communications.clientId,
    jobId: communications.jobId,
    outboxId: communications.outboxId,
    subject: communications.subject,
  };
  const token = tokenIn(mail.recipients);
  if (token) {
    const [row] = await scope.db
      .select(columns)
      .from(communications)
      .where(scope.where(communications, eq(communications.replyToken, token)))
      .limit(1);
    if (row) return row;
  }
  const ids = referencedIds(
    mail.inReplyTo,
    mail.references,
    mail.kind === "bounce" ? bouncedMessageIds(mail.reportText) : [],
  );
  if (ids.length === 0) return null;
  const [row] = await scope.db
    .select(columns)
    .from(communications)
    .where(
      scope.where(
        communications,
        eq(communications.kind, "mail_out"),
        inArray(communications.messageId, ids),
      ),
    )
    .orderBy(desc(communications.occurredAt))
    .limit(1);
  return row ?? null;
}

async function liveClientByEmail(scope: TenantScope, email: string) {
  const [row] = await scope.db
    .select({ id: clients.id })
    .from(clients)
    .where(
      scope.where(
        clients,
        eq(clients.email, email.toLowerCase()),
        isNull(clients.mergedIntoId),
        isNull(clients.erasedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The job of a thread, if it is still this client's. */
async function jobOfClient(scope: TenantScope, jobId: number | null, clientId: string) {
  if (jobId === null) return null;
  const [row] = await scope.db
    .select({ id: jobs.id, workflowId: jobs.workflowId })
    .from(jobs)
    .where(scope.where(jobs, eq(jobs.id, jobId), eq(jobs.clientId, clientId)))
    .limit(1);
  return row ?? null;
}

/** The ADF document of a mail (its text, or an attached XML file), parsed. */
function adfLeadOf(mail: IncomingMail): AdfLead | null {
  const fromText = findAdf(mail.text);
  if (fromText) return parseAdf(fromText);
  for (const a of mail.attachments) {
    if (!/xml/i.test(a.contentType) && !/\.(xml|adf)$/i.test(a.filename)) continue;
    const xml = findAdf(a.content?.toString("utf8"));
    if (xml) return parseAdf(xml);
  }
  return null;
}

async function createAdfLead(ctx: ServiceContext, lead: AdfLead, mail: IncomingMail) {
  const scope = scoped(ctx);
  const car = await carForLead(scope, lead.vehicle.stock, lead.vehicle.vin);
  const language = isLocale(ctx.project.defaultLanguage) ? ctx.project.defaultLanguage : "de";
  return createLead(
    ctx,
    "CAR_REQUEST",
    {
      firstName: lead.firstName,
      lastName: lead.lastName,
      email: lead.email,
      phone: lead.phone,
      language,
      privacyAccepted: false,
    },
    {
      kind: "adf",
      message: lead.comments,
      provider: lead.provider,
      vehicle: lead.vehicle,
      ...(car ? { carNumber: car.number } : {}),
      mailMessageId: mail.messageId,
    },
    {
      carId: car?.id ?? null,
      locationId: car?.locationId ?? null,
      vehicleBrandName: car?.brandName ?? lead.vehicle.make,
      vehicleModelName: car?.modelName ?? lead.vehicle.model,
      vehicleValueMinor: car?.priceMinor ?? null,
      source: `mail:${(lead.provider ?? "adf").slice(0, 60)}`,
      at: mail.receivedAt,
    },
  );
}

/**
 * Stores and routes one mail of this project's mailbox (`ctx`: the project, no principal). Null when
 * the Message-ID was stored before (a repeat after a restart or from another process).
 */
export async function ingestMail(ctx: ServiceContext, mail: IncomingMail): Promise<IngestResult | null> {
  const html =
    mail.html && !mail.overLimit ? sanitizeMailHtml(mail.html).slice(0, INBOUND_TEXT_MAX * 2) : null;
  // An HTML-only mail's text comes from its sanitised HTML (block ends as line breaks, no tags).
  const text = plainText(mail.text || (html ? htmlAsText(html) : "")).slice(0, INBOUND_TEXT_MAX);
  const subject = plainText(mail.subject).replace(/\s+/g, " ").slice(0, 200);
  const result = await withTransaction(ctx, async (tx) => {
    const scope = scoped(tx);
    const [stored] = await scope.db
      .insert(inboundMails)
      .values(
        scope.stamp({
          messageId: mail.messageId,
          uidValidity: mail.uidValidity,
          uid: mail.uid,
          fromAddress: mail.fromAddress.slice(0, 320),
          fromName: plainText(mail.fromName).slice(0, 200),
          subject,
          textBody: text,
          htmlBody: html,
          receivedAt: mail.receivedAt,
          kind: mail.kind,
          route: "unassigned" as const,
          sizeBytes: mail.sizeBytes,
          overLimit: mail.overLimit,
          attachments: recordAttachments(mail.attachments),
        }),
      )
      .onConflictDoNothing()
      .returning({ id: inboundMails.id });
    if (!stored) return null;
    const settle = async (
      values: Partial<typeof inboundMails.$inferInsert> & { route: IngestResult["route"] },
    ) => {
      await scope.db
        .update(inboundMails)
        .set(values)
        .where(scope.where(inboundMails, eq(inboundMails.id, stored.id)));
      return {
        id: stored.id,
        route: values.route,
        clientId: values.clientId ?? null,
        jobId: values.jobId ?? null,
        communicationId: values.communicationId ?? null,
      } satisfies IngestResult;
    };
    const sent = await sentMailAnswered(scope, mail);

    if (mail.kind === "bounce") {
      // The returned mail's outbox row is marked; failing that, the latest mail to the reported address.
      const recipient = bouncedRecipient(mail.reportText);
      let outboxId = sent?.outboxId ?? null;
      if (!outboxId && recipient) {
        const [row] = await scope.db
          .select({ id: outbox.id })
          .from(outbox)
          .where(
            scope.where(outbox, eq(outbox.kind, "mail"), sql`lower(${outbox.payload}->>'to') = ${recipient}`),
          )
          .orderBy(desc(outbox.createdAt))
          .limit(1);
        outboxId = row?.id ?? null;
      }
      if (outboxId) {
        await scope.db
          .update(outbox)
          .set({
            status: "bounced",
            lastError: `undeliverable${recipient ? `: ${recipient}` : ""}`.slice(0, 500),
          })
          .where(scope.where(outbox, eq(outbox.id, outboxId)));
      }
      return settle({ route: "ignored", clientId: sent?.clientId ?? null, answersId: sent?.id ?? null });
    }
    if (mail.kind === "auto_reply") {
      return settle({ route: "ignored", clientId: sent?.clientId ?? null, answersId: sent?.id ?? null });
    }
    if (!sent && !mail.overLimit) {
      const lead = adfLeadOf(mail);
      if (lead) {
        const created = await createAdfLead(tx, lead, mail);
        if (created.ok) {
          await scope.db
            .update(inboundMails)
            .set({ kind: "lead" })
            .where(scope.where(inboundMails, eq(inboundMails.id, stored.id)));
          return settle({ route: "lead", clientId: created.value.clientId, jobId: created.value.jobId });
        }
      }
      const ruled = lead ? null : await leadFromRules(tx, { ...mail, text, subject });
      if (ruled?.created) {
        await scope.db
          .update(inboundMails)
          .set({ kind: "lead" })
          .where(scope.where(inboundMails, eq(inboundMails.id, stored.id)));
        return settle({
          route: "lead",
          clientId: ruled.clientId,
          jobId: ruled.jobId,
          leadRuleId: ruled.ruleId,
        });
      }
      if (ruled) {
        await storeMailAttachments(tx, stored.id, mail.attachments, null, null);
        return settle({ route: "unassigned", leadRuleId: ruled.ruleId, reason: ruled.reason });
      }
    }
    const clientId = sent?.clientId ?? (await liveClientByEmail(scope, mail.fromAddress))?.id ?? null;
    if (!clientId) {
      // Kept for whoever assigns the mail (no client: nobody can open them until then).
      await storeMailAttachments(tx, stored.id, mail.attachments, null, null);
      return settle({ route: "unassigned" });
    }
    const job = sent ? await jobOfClient(scope, sent.jobId, clientId) : null;
    const communicationId = await insertCommunication(scope, {
      clientId,
      kind: "mail_in",
      direction: "in",
      subject,
      body: text,
      jobId: job?.id ?? null,
      messageId: mail.messageId,
      authorId: null,
      occurredAt: mail.receivedAt,
    });
    await storeMailAttachments(tx, stored.id, mail.attachments, clientId, job?.id ?? null);
    if (job) {
      // Its own kind: not a reaction, so the job's first reaction and last change stay as they were.
      await insertJobEvent(scope, {
        jobId: job.id,
        kind: "mail_in",
        actorId: null,
        data: { subject, communicationId, from: mail.fromAddress.slice(0, 320) },
        at: mail.receivedAt,
      });
      // The job's people hear of it through the outbox, committed with the reply (nothing lost on a crash).
      await tx.outbox.enqueue("notification", {
        type: "mail_reply",
        jobId: job.id,
        clientId,
        communicationId,
      });
    }
    return settle({
      route: sent ? "thread" : "client",
      clientId,
      jobId: job?.id ?? null,
      communicationId,
      answersId: sent?.id ?? null,
    });
  });
  return result;
}

// ---------------------------------------------------------------------------------------------------
// The communication centre's view

export type InboundError =
  | { code: "not_found" }
  | { code: "forbidden" }
  | { code: "invalid"; fields?: Record<string, string[]> };

function gate(ctx: ServiceContext): Result<true, InboundError> {
  if (!ctx.project.features.communication) return err({ code: "not_found" });
  if (!ctx.principal || !canUseCommunication(ctx.principal, ctx.project.features))
    return err({ code: "forbidden" });
  return ok(true);
}

/** The demo project reads `IMAP_URL` when no admin set a mailbox (decision 0067). */
export function effectiveImapUrl(
  project: { isDefault: boolean },
  row: Pick<MailboxRow, "imapUrl"> | null,
  envUrl: string | undefined,
): string | null {
  if (row?.imapUrl) return row.imapUrl;
  return project.isDefault && envUrl ? envUrl : null;
}

/** Whether this is the installation's default (demo) project, which reads `IMAP_URL`. */
export async function isDefaultProject(ctx: ServiceContext): Promise<boolean> {
  const [row] = await ctx.db
    .select({ isDefault: projects.isDefault })
    .from(projects)
    .where(eq(projects.id, ctx.project.id))
    .limit(1);
  return row?.isDefault ?? false;
}

export type MailboxView = {
  /** `none` (no mailbox configured), `connecting`, `connected`, `error`. */
  state: "none" | "connecting" | "connected" | "error";
  /** The mailbox's host and folder, never its user or password. */
  where: string | null;
  lastReadAt: string | null;
  /** A catalogue key (`communication:mailbox.errors.<code>`) of the last error while in `error`. */
  error: string | null;
  errorAt: string | null;
  replyAddress: string | null;
};

const ERROR_CODES = ["auth", "unreachable", "mailbox", "tls", "other"] as const;

/** Host, port and folder of an IMAP URL (what the screen may show). */
export function describeImapUrl(url: string | null): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.hostname}${u.port ? `:${u.port}` : ""}${decodeURIComponent(u.pathname || "/INBOX")}`;
  } catch {
    return null;
  }
}

export async function getMailboxView(
  ctx: ServiceContext,
  envUrl = process.env.IMAP_URL,
): Promise<Result<MailboxView, InboundError>> {
  const g = gate(ctx);
  if (!g.ok) return g;
  const row = await findMailbox(scoped(ctx));
  const url = effectiveImapUrl({ isDefault: await isDefaultProject(ctx) }, row, envUrl || undefined);
  if (!url) {
    return ok({
      state: "none",
      where: null,
      lastReadAt: null,
      error: null,
      errorAt: null,
      replyAddress: row?.replyAddress ?? null,
    });
  }
  const state = row?.state === "connected" || row?.state === "error" ? row.state : "connecting";
  const code =
    row?.lastError && (ERROR_CODES as readonly string[]).includes(row.lastError) ? row.lastError : "other";
  return ok({
    state,
    where: describeImapUrl(url),
    lastReadAt: row?.lastReadAt?.toISOString() ?? null,
    error: state === "error" ? `communication:mailbox.errors.${code}` : null,
    errorAt: state === "error" ? (row?.lastErrorAt?.toISOString() ?? null) : null,
    replyAddress: row?.replyAddress ?? null,
  });
}

export type UnassignedMail = {
  id: string;
  from: string;
  fromName: string;
  subject: string;
  excerpt: string;
  receivedAt: string;
  kind: string;
  overLimit: boolean;
  attachments: InboundAttachment[];
  /** Why a lead rule that matched made no job (a catalogue key's last part), with the rule's name. */
  reason: { key: string; rule: string } | null;
};

/** The unassigned list, newest first (the 50 newest; older ones after these are handled). */
export async function listUnassigned(ctx: ServiceContext): Promise<Result<UnassignedMail[], InboundError>> {
  const g = gate(ctx);
  if (!g.ok) return g;
  const scope = scoped(ctx);
  const rows = await scope.db
    .select({ r: inboundMails, rule: mailLeadRules.name })
    .from(inboundMails)
    .leftJoin(mailLeadRules, eq(mailLeadRules.id, inboundMails.leadRuleId))
    .where(scope.where(inboundMails, eq(inboundMails.route, "unassigned")))
    .orderBy(desc(inboundMails.receivedAt))
    .limit(50);
  return ok(
    rows.map(({ r, rule }) => ({
      id: r.id,
      from: r.fromAddress,
      fromName: r.fromName,
      subject: r.subject,
      excerpt: excerptOf(r.textBody),
      receivedAt: r.receivedAt.toISOString(),
      kind: r.kind,
      overLimit: r.overLimit,
      attachments: r.attachments,
      reason: r.reason ? { key: r.reason, rule: rule ?? "" } : null,
    })),
  );
}

export const assignSchema = z.object({
  mailId: z.uuid("validation:invalid_value"),
  /** The client by id, or (the form) by the client's e-mail address. */
  clientId: z.uuid("validation:invalid_value").optional(),
  clientEmail: z.email("communication:unassigned.no_client").max(320, "validation:too_long").optional(),
  jobId: z
    .string("validation:invalid_value")
    .regex(/^\d{1,9}$/, "validation:invalid_value")
    .transform(Number)
    .optional()
    .or(z.literal("").transform(() => undefined)),
});

async function unassignedMail(ctx: ServiceContext, id: unknown) {
  if (!z.uuid().safeParse(id).success) return null;
  const scope = scoped(ctx);
  const [row] = await scope.db
    .select()
    .from(inboundMails)
    .where(scope.where(inboundMails, eq(inboundMails.id, id as string), eq(inboundMails.route, "unassigned")))
    .limit(1);
  return row ?? null;
}

/** An employee assigns an unassigned mail to a client (and one of its jobs): it joins their timeline. */
export async function assignInbound(
  ctx: ServiceContext,
  input: unknown,
): Promise<Result<{ clientId: string; communicationId: string }, InboundError>> {
  const g = gate(ctx);
  if (!g.ok) return g;
  const parsed = assignSchema.safeParse(input);
  if (!parsed.success) {
    return err({ code: "invalid", fields: fieldErrorsOf(parsed.error) });
  }
  const mail = await unassignedMail(ctx, parsed.data.mailId);
  if (!mail) return err({ code: "not_found" });
  const scope = scoped(ctx);
  const clientId =
    parsed.data.clientId ??
    (parsed.data.clientEmail ? (await liveClientByEmail(scope, parsed.data.clientEmail))?.id : undefined);
  // A client one may not work with is answered like one that does not exist.
  if (!clientId || (await clientReach(ctx, clientId)).access !== "work")
    return err({ code: "invalid", fields: { clientEmail: ["communication:unassigned.no_client"] } });
  let jobId: number | null = null;
  if (parsed.data.jobId !== undefined) {
    const [job] = await scope.db
      .select({ id: jobs.id, assigneeId: jobs.assigneeId, workflowId: jobs.workflowId })
      .from(jobs)
      .where(scope.where(jobs, eq(jobs.id, parsed.data.jobId), eq(jobs.clientId, clientId)))
      .limit(1);
    if (!job || !(await mayOpenJob(ctx, job)))
      return err({ code: "invalid", fields: { jobId: ["communication:unassigned.no_job"] } });
    jobId = job.id;
  }
  const done = await withTransaction(ctx, async (tx) => {
    const s = scoped(tx);
    const claimed = await s.db
      .update(inboundMails)
      .set({ route: "assigned", clientId, jobId, handledBy: ctx.principal!.id })
      .where(s.where(inboundMails, eq(inboundMails.id, mail.id), eq(inboundMails.route, "unassigned")))
      .returning({ id: inboundMails.id });
    if (claimed.length === 0) return null;
    const communicationId = await insertCommunication(s, {
      clientId,
      kind: "mail_in",
      direction: "in",
      subject: mail.subject,
      body: mail.textBody,
      jobId,
      messageId: mail.messageId,
      authorId: ctx.principal!.id,
      occurredAt: mail.receivedAt,
    });
    await s.db
      .update(inboundMails)
      .set({ communicationId })
      .where(s.where(inboundMails, eq(inboundMails.id, mail.id)));
    await giveMailAttachments(tx, mail.attachments, clientId, jobId);
    if (jobId !== null) {
      await insertJobEvent(s, {
        jobId,
        kind: "mail_in",
        actorId: ctx.principal!.id,
        data: { subject: mail.subject, communicationId, from: mail.fromAddress },
        at: mail.receivedAt,
      });
    }
    return communicationId;
  });
  if (!done) return err({ code: "not_found" });
  return ok({ clientId, communicationId: done });
}

/** An employee marks an unassigned mail as spam: it leaves the list (kept for the record). */
export async function markInboundSpam(
  ctx: ServiceContext,
  mailId: unknown,
): Promise<Result<null, InboundError>> {
  const g = gate(ctx);
  if (!g.ok) return g;
  const mail = await unassignedMail(ctx, mailId);
  if (!mail) return err({ code: "not_found" });
  // The mark and the attachments' rows in one transaction; their files go once it committed.
  const files = await withTransaction(ctx, async (tx) => {
    const s = scoped(tx);
    const marked = await s.db
      .update(inboundMails)
      .set({ route: "spam", handledBy: ctx.principal!.id })
      .where(s.where(inboundMails, eq(inboundMails.id, mail.id), eq(inboundMails.route, "unassigned")))
      .returning({ id: inboundMails.id });
    return marked.length > 0 ? dropMailAttachments(tx, mail.id, mail.attachments) : [];
  });
  await deleteAttachmentFiles(files);
  return ok(null);
}

const optionalText = (max: number) =>
  z
    .string("validation:invalid_value")
    .max(max, "validation:too_long")
    .transform((s) => s.trim())
    .transform((s) => (s === "" ? null : s));

export const mailboxSettingsSchema = z.object({
  imapUrl: optionalText(500).refine(
    (s) => s === null || /^imaps?:\/\/[^\s/@]+(:[^\s/@]*)?@[^\s/:]+(:\d{1,5})?(\/[^\s]*)?$/.test(s),
    "communication:mailbox.errors.url",
  ),
  replyAddress: optionalText(200).refine(
    (s) => s === null || /^[^\s@<>+]+@[^\s@<>]+\.[^\s@<>]+$/.test(s),
    "communication:mailbox.errors.reply_address",
  ),
});

/** An admin sets the project's mailbox (IMAP URL) and reply address; empty fields mean the defaults. */
export async function updateMailboxSettings(
  ctx: ServiceContext,
  input: unknown,
): Promise<Result<null, InboundError>> {
  const g = gate(ctx);
  if (!g.ok) return g;
  if (!inGroup(ctx.principal, "admin")) return err({ code: "forbidden" });
  const parsed = mailboxSettingsSchema.safeParse(input);
  if (!parsed.success) {
    return err({ code: "invalid", fields: fieldErrorsOf(parsed.error) });
  }
  await saveMailboxSettings(scoped(ctx), parsed.data);
  return ok(null);
}
