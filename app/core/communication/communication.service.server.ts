/**
 * The communication center (decision 0035): one timeline per client across mails sent
 * through the outbox, replies attached by hand, calls, notes and the client's job events; mails written
 * from a template and queued in the outbox in the same transaction as their timeline entry. Only with
 * the project feature `communication` (else "not found", so a site without it does not reveal the
 * screen) and only for staff who deal with clients (shared/permissions.ts `canUseCommunication`).
 * Which clients and job events each of them sees, and with whom they may correspond, is the visibility
 * policy's answer (access/visibility.server.ts): the search lists only clients they may see, the
 * timeline shows only the events of jobs they may open (all of them to database staff and to holders of
 * a share of the client), and notes, calls and mails need work access to the client.
 */

import { eq } from "drizzle-orm";
import { jobs } from "../../db/schema";
import { projectTimeZone } from "../../shared/date-time";
import { decodeCursor, encodeCursor } from "../../shared/lists/keyset-cursor";
import { isLocale, type Locale } from "../../shared/locales";
import { canUseCommunication } from "../../shared/permissions";
import { err, ok, type Result } from "../../shared/result";
import {
  clientReach,
  mayOpenJob,
  visibleClientsCondition,
  visibleJobsCondition,
} from "../access/visibility.server";
import { clientTsQuery } from "../clients/client-search";
import { findClient, pickCandidates } from "../clients/clients.repo.server";
import { displayName } from "../clients/clients.service.server";
import { type ServiceContext, withTransaction } from "../context/service-context.server";
import { scoped } from "../context/tenant-scope.server";
import { translate } from "../i18n/messages.server";
import { fieldErrors } from "../identity/auth-schema";
import { newConversation } from "../inbound-mail/conversation.server";
import { mailAttachmentsOf } from "../inbound-mail/mail-attachments.server";
import { pickLocalized } from "../leads/localized-text";
import { zonedTimeToUtc } from "../locations/zoned-time";
import { enqueueCategoryMail } from "../mail/category-mail.server";
import { SUPPRESSED } from "../mail/suppression.repo.server";
import {
  attachReplySchema,
  type CommunicationKind,
  fillPlaceholders,
  logCallSchema,
  MAIL_TEMPLATE_KEYS,
  MAIL_TEMPLATES,
  type MailTemplateKey,
  noteSchema,
  type Placeholder,
  sendMailSchema,
  type TimelineKind,
} from "./communication-schema";
import {
  communicationsOf,
  insertCommunication,
  jobEventsOf,
  type TimelinePosition,
} from "./communications.repo.server";

export type CommunicationError =
  | { code: "not_found" }
  | { code: "forbidden" }
  | { code: "invalid"; message?: string; fields?: Record<string, string[]> };

const notFound = () => err({ code: "not_found" as const });

/** Feature off: not found (for everyone); feature on but not client-facing staff: forbidden. */
function gate(ctx: ServiceContext): Result<true, CommunicationError> {
  if (!ctx.project.features.communication) return notFound();
  if (!ctx.principal || !canUseCommunication(ctx.principal, ctx.project.features))
    return err({ code: "forbidden" });
  return ok(true);
}

/**
 * A live client of this project that the principal may see (`read`) or work with (`work`); merged
 * tombstones, erased clients and clients the policy hides are all "not found" alike.
 */
async function liveClient(ctx: ServiceContext, id: string, need: "read" | "work") {
  const reach = await clientReach(ctx, id);
  if (reach.access === "none" || (need === "work" && reach.access !== "work")) return null;
  const row = await findClient(scoped(ctx), id);
  if (!row || row.mergedIntoId || row.erasedAt) return null;
  return { ...row, ...reach };
}

// ---------------------------------------------------------------------------------------------------
// Client picker

export async function searchClients(
  ctx: ServiceContext,
  q: string | null | undefined,
): Promise<Result<{ id: string; name: string; detail: string }[], CommunicationError>> {
  const g = gate(ctx);
  if (!g.ok) return g;
  const tsQuery = clientTsQuery((q ?? "").slice(0, 100));
  if (!tsQuery) return ok([]);
  const scope = scoped(ctx);
  const rows = await pickCandidates(scope, tsQuery, null, 20, visibleClientsCondition(scope, ctx.principal));
  return ok(
    rows.map((r) => ({
      id: r.id,
      name: displayName(r),
      detail: [r.email, r.phone].filter(Boolean).join(" · "),
    })),
  );
}

// ---------------------------------------------------------------------------------------------------
// Timeline

export type TimelineItem =
  | {
      key: string;
      at: string;
      source: "communication";
      kind: CommunicationKind;
      direction: "in" | "out" | null;
      subject: string;
      body: string;
      durationSeconds: number | null;
      template: string | null;
      /** A sent mail's outbox state: pending (queued), sent, failed, suppressed (unsubscribed). */
      mailStatus: string | null;
      author: string | null;
      /** A received mail's attachments: a stored one with its download path, a refused one with why. */
      attachments: { name: string; bytes: number; href: string | null; refused: string | null }[];
    }
  | {
      key: string;
      at: string;
      source: "job";
      /** The job event's kind (created, status, comment, ...). */
      kind: string;
      jobId: number;
      workflowId: number;
      workflow: string;
      vehicle: string;
      /** A comment's or call note's text. */
      text: string | null;
    };

/** What a timeline page needs of the URL state (`timelineList.parse` gives it). */
export type TimelineQuery = { kind?: readonly TimelineKind[]; after?: string; limit: number };

export type TimelinePage = { items: TimelineItem[]; nextCursor: string | null; fromCursor: boolean };

const KINDS_OF: Record<Exclude<TimelineKind, "job">, CommunicationKind[]> = {
  mail: ["mail_out", "mail_in"],
  call: ["call"],
  note: ["note"],
};

function positionOf(token: string | undefined): TimelinePosition | null {
  const at = decodeCursor(token, ["timestamp", "string"] as const);
  return at && /^(c[0-9a-f-]{36}|j\d{12})$/.test(at[1]) ? { at: at[0], key: at[1] } : null;
}

/** Newest first, the two sources merged by (time, key); the kinds of the filter, all when none is set. */
async function timelinePage(
  ctx: ServiceContext,
  clientId: string,
  params: TimelineQuery,
  allJobs: boolean,
): Promise<TimelinePage> {
  const scope = scoped(ctx);
  const visibleJobs = allJobs ? null : visibleJobsCondition(scope, ctx.principal);
  const wanted = params.kind?.length ? params.kind : ["mail", "call", "note", "job"];
  const kinds = wanted.flatMap((k) => (k === "job" ? [] : KINDS_OF[k as keyof typeof KINDS_OF]));
  const after = positionOf(params.after);
  const limit = params.limit;
  const [comms, events] = await Promise.all([
    communicationsOf(scope, clientId, kinds, after, limit + 1),
    wanted.includes("job")
      ? jobEventsOf(scope, clientId, after, limit + 1, visibleJobs)
      : Promise.resolve([]),
  ]);
  const files = await mailAttachmentsOf(
    ctx,
    comms.filter((c) => c.kind === "mail_in").map((c) => c.id),
  );
  const items: TimelineItem[] = [
    ...comms.map(
      (c): TimelineItem => ({
        key: c.key,
        at: c.at,
        source: "communication",
        kind: c.kind,
        direction: c.direction,
        subject: c.subject,
        body: c.body,
        durationSeconds: c.durationSeconds,
        template: c.template,
        mailStatus: c.kind === "mail_out" ? (c.outboxStatus ?? "pending") : null,
        author: c.authorFirstName !== null ? `${c.authorFirstName} ${c.authorLastName ?? ""}`.trim() : null,
        attachments: files.get(c.id) ?? [],
      }),
    ),
    ...events.map(
      (e): TimelineItem => ({
        key: e.key,
        at: e.at,
        source: "job",
        kind: e.kind,
        jobId: e.jobId,
        workflowId: e.workflowId,
        workflow: pickLocalized(e.workflowName, ctx.locale),
        vehicle: [e.vehicleBrandName, e.vehicleModelName].filter(Boolean).join(" "),
        text:
          typeof e.data.text === "string"
            ? e.data.text
            : typeof e.data.note === "string"
              ? e.data.note
              : null,
      }),
    ),
  ];
  // Both lists are newest first; the microsecond texts sort as the times do.
  items.sort((a, b) => (a.at === b.at ? (a.key < b.key ? 1 : -1) : a.at < b.at ? 1 : -1));
  const more = items.length > limit;
  const page = items.slice(0, limit);
  const last = page[page.length - 1];
  return {
    items: page,
    nextCursor: more && last ? encodeCursor([last.at, last.key]) : null,
    fromCursor: after !== null,
  };
}

export type ClientTimeline = {
  client: { id: string; name: string; email: string | null; phone: string | null; language: Locale };
  page: TimelinePage;
  /** Whether the principal may add notes, calls, replies and mails (work access to the client). */
  mayWrite: boolean;
  /** The categories of mail the client left (unsubscribed), so the form can say what will not be sent. */
  templates: { key: MailTemplateKey; category: string | null; subject: string; body: string }[];
};

function clientLanguage(language: string, ctx: ServiceContext): Locale {
  return isLocale(language) ? language : ctx.project.defaultLanguage;
}

function placeholderValues(
  ctx: ServiceContext,
  client: { firstName: string; lastName: string; companyName: string | null; email: string | null },
): Record<Placeholder, string> {
  const p = ctx.principal;
  return {
    firstName: client.firstName,
    lastName: client.lastName,
    name: displayName(client),
    dealer: ctx.project.name,
    employee: p ? `${p.firstName} ${p.lastName}`.trim() : ctx.project.name,
  };
}

/** One client's timeline page and the templates, filled for that client in the client's language. */
export async function getTimeline(
  ctx: ServiceContext,
  clientId: string,
  params: TimelineQuery,
): Promise<Result<ClientTimeline, CommunicationError>> {
  const g = gate(ctx);
  if (!g.ok) return g;
  const client = await liveClient(ctx, clientId, "read");
  if (!client) return notFound();
  const lang = clientLanguage(client.language, ctx);
  const values = placeholderValues(ctx, client);
  // Database staff and holders of a share of the client see every job's events; a lead worker those of
  // the jobs they may open.
  const page = await timelinePage(ctx, client.id, params, client.whole);
  return ok({
    client: {
      id: client.id,
      name: displayName(client),
      email: client.email,
      phone: client.phone,
      language: lang,
    },
    page,
    mayWrite: client.access === "work",
    templates: MAIL_TEMPLATE_KEYS.map((key) => ({
      key,
      category: MAIL_TEMPLATES[key].category,
      subject: fillPlaceholders(translate(lang, `communication:templates.${key}.subject`), values),
      body: fillPlaceholders(translate(lang, `communication:templates.${key}.body`), values),
    })),
  });
}

// ---------------------------------------------------------------------------------------------------
// Writing

function invalid(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }) {
  return err({ code: "invalid" as const, fields: fieldErrors(error as never) });
}

/** `2026-11-24T10:30` (the project's wall clock, decision 0054) or an ISO instant with an offset, as a UTC Date. */
function instantOf(value: string, timeZone: string): Date | null {
  const date = /(Z|[+-]\d{2}:\d{2})$/.test(value)
    ? new Date(value)
    : zonedTimeToUtc(value.slice(0, 10), value.slice(11, 16), timeZone);
  return Number.isNaN(date.getTime()) || date.getUTCFullYear() < 2000 ? null : date;
}

export type SentMail = { id: string; outboxId: string | null; status: "pending" | "suppressed" };

/**
 * Queues one mail to the client through the outbox (kind `mail`) and records it in the timeline, in one
 * transaction. The subject and body as edited, placeholders filled here; a marketing template to an
 * address that left marketing is stored suppressed (not sent), as the outbox does for category mail.
 */
export async function sendClientMail(
  ctx: ServiceContext,
  clientId: string,
  input: unknown,
  origin: string,
): Promise<Result<SentMail, CommunicationError>> {
  const g = gate(ctx);
  if (!g.ok) return g;
  const client = await liveClient(ctx, clientId, "work");
  if (!client) return notFound();
  const parsed = sendMailSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  if (!client.email) return err({ code: "invalid", message: "communication:errors.no_email" });
  const to = client.email;
  const lang = clientLanguage(client.language, ctx);
  const values = placeholderValues(ctx, client);
  const subject = fillPlaceholders(parsed.data.subject, values).slice(0, 300);
  const text = fillPlaceholders(parsed.data.body, values);
  const category = MAIL_TEMPLATES[parsed.data.template].category;
  // The job the mail is about must be the client's, and one the sender may open.
  let jobId: number | null = null;
  if (parsed.data.jobId !== null) {
    const scope = scoped(ctx);
    const [job] = await scope.db
      .select({ id: jobs.id, assigneeId: jobs.assigneeId, workflowId: jobs.workflowId })
      .from(jobs)
      .where(scope.where(jobs, eq(jobs.id, parsed.data.jobId), eq(jobs.clientId, client.id)))
      .limit(1);
    if (!job || !(client.whole || (await mayOpenJob(ctx, job))))
      return err({ code: "invalid", fields: { jobId: ["validation:invalid_choice"] } });
    jobId = job.id;
  }
  // A stored Message-ID and a Reply-To with the conversation's token: the answer finds its way back.
  const conversation = await newConversation(ctx);
  const threading = { replyTo: conversation.replyTo, messageId: conversation.messageId };
  const sent = await withTransaction(ctx, async (tx) => {
    let outboxId: string | null;
    let suppressed = false;
    if (category) {
      ({ outboxId, suppressed } = await enqueueCategoryMail(
        tx,
        { to, subject, text, lang, category, ...threading },
        origin,
      ));
    } else {
      outboxId = await tx.outbox.enqueue("mail", { to, subject, text, lang, ...threading });
    }
    const id = await insertCommunication(scoped(tx), {
      clientId: client.id,
      kind: "mail_out",
      direction: "out",
      subject,
      body: text,
      template: parsed.data.template,
      outboxId,
      jobId,
      messageId: conversation.messageId,
      replyToken: conversation.replyToken,
      authorId: ctx.principal?.id ?? null,
      occurredAt: tx.clock.now(),
    });
    const status: SentMail["status"] = suppressed ? SUPPRESSED : "pending";
    return { id, outboxId, status };
  });
  return ok(sent);
}

/** A reply the client sent, pasted by hand: shown in the timeline as incoming mail. */
export async function attachReply(
  ctx: ServiceContext,
  clientId: string,
  input: unknown,
): Promise<Result<{ id: string }, CommunicationError>> {
  const g = gate(ctx);
  if (!g.ok) return g;
  const client = await liveClient(ctx, clientId, "work");
  if (!client) return notFound();
  const parsed = attachReplySchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const at = instantOf(parsed.data.receivedAt, projectTimeZone(ctx.project));
  if (!at || at.getTime() > ctx.clock.now().getTime() + 5 * 60_000)
    return err({ code: "invalid", fields: { receivedAt: ["communication:errors.when"] } });
  const id = await insertCommunication(scoped(ctx), {
    clientId: client.id,
    kind: "mail_in",
    direction: "in",
    subject: parsed.data.subject,
    body: parsed.data.body,
    authorId: ctx.principal?.id ?? null,
    occurredAt: at,
  });
  return ok({ id });
}

/** A call logged by hand: who called whom, how long, and a note. */
export async function logCall(
  ctx: ServiceContext,
  clientId: string,
  input: unknown,
): Promise<Result<{ id: string }, CommunicationError>> {
  const g = gate(ctx);
  if (!g.ok) return g;
  const client = await liveClient(ctx, clientId, "work");
  if (!client) return notFound();
  const parsed = logCallSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const at = instantOf(parsed.data.calledAt, projectTimeZone(ctx.project));
  if (!at || at.getTime() > ctx.clock.now().getTime() + 5 * 60_000)
    return err({ code: "invalid", fields: { calledAt: ["communication:errors.when"] } });
  const id = await insertCommunication(scoped(ctx), {
    clientId: client.id,
    kind: "call",
    direction: parsed.data.direction,
    subject: "",
    body: parsed.data.note,
    durationSeconds: parsed.data.minutes * 60,
    authorId: ctx.principal?.id ?? null,
    occurredAt: at,
  });
  return ok({ id });
}

export async function addNote(
  ctx: ServiceContext,
  clientId: string,
  input: unknown,
): Promise<Result<{ id: string }, CommunicationError>> {
  const g = gate(ctx);
  if (!g.ok) return g;
  const client = await liveClient(ctx, clientId, "work");
  if (!client) return notFound();
  const parsed = noteSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const id = await insertCommunication(scoped(ctx), {
    clientId: client.id,
    kind: "note",
    direction: null,
    subject: "",
    body: parsed.data.body,
    authorId: ctx.principal?.id ?? null,
    occurredAt: ctx.clock.now(),
  });
  return ok({ id });
}
