/**
 * Inbound mail (decision 0067) on PGlite and PostgreSQL, against a real IMAP server (Dovecot,
 * started privately by tests/setup/imap-server.ts) and a real SMTP sink: a mail sent from a template
 * carries a stored Message-ID and a Reply-To token; the customer's reply appended to the mailbox reaches
 * the client's timeline and the job within seconds and notifies the assignee, without counting as the
 * dealer's reaction; a reply by token only; an unknown sender (unassigned, assigned by hand, spam); an
 * auto-reply; a bounce; an ADF lead; a restart in the middle; the IMAP server away and back; two readers,
 * one of which reads.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, inArray, sql } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dispatchOutbox } from "../../app/core/background/outbox.server";
import { getTimeline, sendClientMail } from "../../app/core/communication/communication.service.server";
import { scopeOf } from "../../app/core/context/tenant-scope.server";
import { configureFileStore } from "../../app/core/files/files.server";
import { localFileStore } from "../../app/core/files/local-file-store.server";
import type { SessionUser } from "../../app/core/identity/session-user";
import { type InboundReader, startInboundMail } from "../../app/core/inbound-mail/imap-reader.server";
import {
  assignInbound,
  getMailboxView,
  listUnassigned,
  markInboundSpam,
  updateMailboxSettings,
} from "../../app/core/inbound-mail/inbound.service.server";
import { saveLeadRule } from "../../app/core/inbound-mail/lead-rules.service.server";
import { readMailAttachment } from "../../app/core/inbound-mail/mail-attachments.server";
import { findMailbox, saveMailboxSettings } from "../../app/core/inbound-mail/mailbox.repo.server";
import { createLead } from "../../app/core/leads/create-lead.service.server";
import { mailHandler, smtpTransport } from "../../app/core/mail/outbox.server";
import { notificationHandler } from "../../app/core/notifications/job-notifications.server";
import type { Project } from "../../app/core/tenancy/project";
import { resolveProject } from "../../app/core/tenancy/tenancy.service.server";
import type { Db } from "../../app/db/client.server";
import * as schema from "../../app/db/schema";
import { hasDovecot, type ImapServer, startImapServer } from "../setup/imap-server";
import { type SmtpSink, startSmtpSink } from "../setup/smtp-sink";
import {
  createTestDatabase,
  serviceContextFor,
  sessionUserOf,
  type TestDatabase,
  testDrivers,
} from "../setup/test-db";

const logger = pino({ level: process.env.TEST_LOG_LEVEL ?? "silent" });
const FROM = "Autohaus Brandt <no-reply@autohaus-brandt.example>";
const REPLY = "crm@autohaus-brandt.example";

async function until<T>(
  what: string,
  read: () => Promise<T | null | undefined | false>,
  ms = 15_000,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A header of a raw mail as the SMTP sink kept it (folded lines joined). */
function header(raw: string, name: string): string | null {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");
  return new RegExp(`^${name}:\\s*(.+)$`, "im").exec(head)?.[1]?.trim() ?? null;
}

describe.skipIf(!hasDovecot()).each(testDrivers())("inbound mail on %s", (driver) => {
  let database: TestDatabase;
  let db: Db;
  let A: Project;
  let imap: ImapServer;
  let sink: SmtpSink;
  let reader: InboundReader | null = null;
  let sales: SessionUser;
  let admin: SessionUser;
  let uploads = "";

  const principalOf = (email: string) => sessionUserOf(db, email, A);
  const ctx = (who: SessionUser | null = sales) => serviceContextFor(db, A, { locale: "en", principal: who });

  /** A lead with its client, the job given to the sales employee. */
  async function leadOf(name: string, email: string) {
    const r = await createLead(
      serviceContextFor(db, A, { locale: "de" }),
      "CONTACT",
      { name, email, language: "de", privacyAccepted: true },
      { message: "Ist der Golf noch da?" },
    );
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    const past = new Date(Date.now() - 60_000);
    await db
      .update(schema.jobs)
      .set({ assigneeId: sales.id, cdate: past, mdate: past })
      .where(eq(schema.jobs.id, r.value.jobId));
    return r.value;
  }

  /** Sends a template mail about the job, delivers the outbox to the SMTP sink, answers the mail as sent. */
  async function sendAndCapture(clientId: string, jobId: number, subject: string) {
    const sent = await sendClientMail(
      ctx(),
      clientId,
      { template: "appointment_confirmation", subject, body: "See you on Monday.", jobId: String(jobId) },
      "http://localhost",
    );
    if (!sent.ok) throw new Error(JSON.stringify(sent.error));
    await dispatchOutbox(db, { mail: mailHandler(await smtpTransport(sink.url), FROM) }, { logger });
    const raw = sink.messages.find((m) => m.includes(subject));
    if (!raw) throw new Error("the mail did not reach the SMTP sink");
    return { communicationId: sent.value.id, raw };
  }

  const inboundOf = (messageId: string) =>
    db
      .select()
      .from(schema.inboundMails)
      .where(and(eq(schema.inboundMails.projectId, A.id), eq(schema.inboundMails.messageId, messageId)));

  /** The stored mail of this Message-ID, once the reader stored it. */
  const storedMail = (what: string, messageId: string) =>
    until(what, async () => (await inboundOf(messageId))[0]);

  function startReader(holder?: string, handle = db) {
    return startInboundMail({
      db: handle,
      logger,
      pollSeconds: 1,
      superviseEveryMs: 300,
      // The outage test waits for the reconnect: a second at most between attempts instead of a minute.
      maxBackoffMs: 1_000,
      ...(holder ? { holder } : {}),
    });
  }

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    db = database.handle.db;
    A = (await resolveProject(db, "localhost"))!;
    sales = await principalOf("sales@autohaus-brandt.example");
    admin = await principalOf("admin@autohaus-brandt.example");
    imap = await startImapServer();
    sink = await startSmtpSink();
    // Kept attachments go to a store of this run only.
    uploads = await mkdtemp(path.join(tmpdir(), "inbound-uploads-"));
    configureFileStore(localFileStore(uploads));
  }, 60_000);
  afterAll(async () => {
    await reader?.stop();
    await imap?.close();
    await sink?.close();
    await database?.drop();
    if (uploads) await rm(uploads, { recursive: true, force: true });
  });

  it("says there is no mailbox while nothing is configured; an admin sets one (hostile input refused)", async () => {
    expect(await getMailboxView(ctx(), undefined)).toMatchObject({
      ok: true,
      value: { state: "none", where: null },
    });
    // A sales employee may not configure it; bad URLs and addresses are refused with field errors.
    expect(await updateMailboxSettings(ctx(), { imapUrl: imap.url(), replyAddress: "" })).toEqual({
      ok: false,
      error: { code: "forbidden" },
    });
    for (const bad of [
      { imapUrl: "http://evil.example/", replyAddress: "" },
      { imapUrl: "imap://nouser.example", replyAddress: "" },
      { imapUrl: "", replyAddress: "not an address" },
      { imapUrl: "x".repeat(5_000), replyAddress: "" },
      { imapUrl: 42, replyAddress: null },
    ]) {
      const r = await updateMailboxSettings(ctx(admin), bad);
      expect(r.ok ? "ok" : r.error.code).toBe("invalid");
    }
    expect((await updateMailboxSettings(ctx(admin), { imapUrl: imap.url(), replyAddress: REPLY })).ok).toBe(
      true,
    );
    const view = await getMailboxView(ctx(), undefined);
    // The screen names host and folder, never the user or password.
    expect(view).toMatchObject({ ok: true, value: { where: `imap://127.0.0.1:${imap.port}/INBOX` } });
    expect(JSON.stringify(view)).not.toContain("imap-secret");
    reader = startReader();
    await until(
      "the mailbox connected",
      async () => (await findMailbox(scopeOf(db, A.id)))?.state === "connected",
    );
    expect(await getMailboxView(ctx(), undefined)).toMatchObject({ ok: true, value: { state: "connected" } });
  });

  it("threads a reply by In-Reply-To onto the client's timeline and the job, notifies the assignee, no reaction", async () => {
    const lead = await leadOf("Jana Nowak", "jana.nowak@kunde.example");
    const { communicationId, raw } = await sendAndCapture(
      lead.clientId,
      lead.jobId,
      "Your test drive on Monday",
    );
    const [stored] = await db
      .select()
      .from(schema.communications)
      .where(eq(schema.communications.id, communicationId));
    // The mail as it left: the stored Message-ID and a Reply-To with the conversation's token.
    expect(header(raw, "Message-ID")).toBe(stored!.messageId);
    expect(header(raw, "Reply-To")).toBe(`crm+r-${stored!.replyToken}@autohaus-brandt.example`);
    expect(stored!.replyToken).toMatch(/^[a-z2-7]{26}$/);
    const [jobBefore] = await db.select().from(schema.jobs).where(eq(schema.jobs.id, lead.jobId));

    const appended = Date.now();
    await imap.append(
      [
        "From: Jana Nowak <jana.nowak@kunde.example>",
        `To: ${REPLY}`,
        "Subject: Re: Your test drive on Monday",
        "Message-ID: <reply-1@kunde.example>",
        `In-Reply-To: ${stored!.messageId}`,
        `References: ${stored!.messageId}`,
        "Content-Type: text/html; charset=utf-8",
        "",
        '<p>Monday is fine.<img src="https://tracker.example/p.gif" alt="x"><script>alert(1)</script></p>',
      ].join("\n"),
    );
    const mail = await storedMail("the reply stored", "<reply-1@kunde.example>");
    expect(Date.now() - appended).toBeLessThan(10_000);
    expect(mail).toMatchObject({
      route: "thread",
      clientId: lead.clientId,
      jobId: lead.jobId,
      answersId: communicationId,
    });
    // Sanitised: no script, no remote image.
    expect(mail.htmlBody).toContain("Monday is fine.");
    expect(mail.htmlBody).not.toMatch(/script|img|tracker/);

    const timeline = await getTimeline(ctx(), lead.clientId, { limit: 20 });
    if (!timeline.ok) throw new Error("timeline");
    const entry = timeline.value.page.items.find((i) => i.source === "communication" && i.kind === "mail_in");
    expect(entry).toMatchObject({ subject: "Re: Your test drive on Monday", body: "Monday is fine." });
    const events = await db
      .select()
      .from(schema.jobEvents)
      .where(and(eq(schema.jobEvents.jobId, lead.jobId), eq(schema.jobEvents.kind, "mail_in")));
    expect(events).toHaveLength(1);
    // The assignee hears of it (in-page; push rides on the same notification), linked to the timeline.
    // The notification is an outbox row committed with the reply: stored before anything is delivered,
    // delivered by the worker, and once, however often the worker runs.
    const notes = () =>
      db
        .select()
        .from(schema.notifications)
        .where(
          and(
            eq(schema.notifications.userId, sales.id),
            eq(schema.notifications.key, `mail-reply:${mail.communicationId}`),
          ),
        );
    const queued = await db
      .select()
      .from(schema.outbox)
      .where(
        and(
          eq(schema.outbox.kind, "notification"),
          sql`${schema.outbox.payload}->>'communicationId' = ${mail.communicationId}`,
        ),
      );
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({
      status: "pending",
      payload: { type: "mail_reply", jobId: lead.jobId, clientId: lead.clientId },
    });
    expect(await notes()).toHaveLength(0);
    const worker = { notification: notificationHandler() };
    expect(await dispatchOutbox(db, worker, { logger })).toBeGreaterThanOrEqual(1);
    // A second delivery of the same row (a process died before marking it sent) writes nothing new.
    await db
      .update(schema.outbox)
      .set({ status: "pending", availableAt: sql`now()` })
      .where(eq(schema.outbox.id, queued[0]!.id));
    await dispatchOutbox(db, worker, { logger });
    await dispatchOutbox(db, worker, { logger });
    const [note, ...more] = await notes();
    expect(more).toHaveLength(0);
    expect(note!.content).toContain("Jana Nowak");
    expect((note!.data as { data: { href?: string } }).data.href).toBe(
      `/account/communication?client=${lead.clientId}#c${mail.communicationId}`,
    );
    // Not the dealer's reaction: the critical-priority rule still sees no reaction and no change.
    const [jobAfter] = await db.select().from(schema.jobs).where(eq(schema.jobs.id, lead.jobId));
    expect(jobAfter!.firstReactionAt).toBeNull();
    expect(jobAfter!.mdate.getTime()).toBe(jobBefore!.mdate.getTime());
  });

  it("threads a reply by its Reply-To token alone, even from another address", async () => {
    const lead = await leadOf("Ali Yılmaz", "ali@kunde.example");
    const { raw } = await sendAndCapture(lead.clientId, lead.jobId, "Your offer for the Passat");
    await imap.append(
      [
        "From: Ali <ali.private@other.example>",
        `To: ${header(raw, "Reply-To")}`,
        "Subject: my answer",
        "Message-ID: <token-only@other.example>",
        "",
        "Yes please, send the contract.",
      ].join("\n"),
    );
    const mail = await storedMail("the token reply", "<token-only@other.example>");
    expect(mail).toMatchObject({ route: "thread", clientId: lead.clientId, jobId: lead.jobId });
    // A made-up token threads nothing.
    await imap.append(
      [
        "From: x@guess.example",
        `To: crm+r-${"a".repeat(26)}@autohaus-brandt.example`,
        "Subject: guess",
        "Message-ID: <guess@guess.example>",
        "",
        "hi",
      ].join("\n"),
    );
    const guess = await storedMail("the guessed token", "<guess@guess.example>");
    expect(guess).toMatchObject({ route: "unassigned", clientId: null });
  });

  it("puts a known client's new mail on their timeline, an unknown sender's in the unassigned list", async () => {
    const lead = await leadOf("Eva Known", "eva.known@kunde.example");
    await imap.append(
      [
        "From: eva.known@kunde.example",
        `To: ${REPLY}`,
        "Subject: new question",
        "Message-ID: <known@kunde.example>",
        "",
        "Do you buy cars?",
      ].join("\n"),
    );
    await imap.append(
      [
        "From: Stranger <stranger@nowhere.example>",
        `To: ${REPLY}`,
        "Subject: Hello dealer",
        "Message-ID: <stranger@nowhere.example>",
        "",
        "Who are you?",
      ].join("\n"),
    );
    await imap.append(
      [
        "From: spam@spam.example",
        `To: ${REPLY}`,
        "Subject: Cheap watches",
        "Message-ID: <spam@spam.example>",
        "",
        "buy",
      ].join("\n"),
    );
    const known = await storedMail("the known client's mail", "<known@kunde.example>");
    expect(known).toMatchObject({ route: "client", clientId: lead.clientId, jobId: null });
    await until("the stranger's mail", async () => (await inboundOf("<spam@spam.example>")).length);
    const list = await listUnassigned(ctx());
    if (!list.ok) throw new Error("list");
    const stranger = list.value.find((m) => m.from === "stranger@nowhere.example")!;
    expect(stranger).toMatchObject({ subject: "Hello dealer", fromName: "Stranger" });
    // Hostile and foreign input is refused; assigning needs work access to the client and the job.
    for (const bad of [
      {},
      { mailId: "x", clientId: lead.clientId },
      { mailId: stranger.id, clientId: lead.clientId, jobId: "1; drop" },
    ]) {
      const r = await assignInbound(ctx(), bad);
      expect(r.ok ? "ok" : r.error.code).toBe("invalid");
    }
    const wrongJob = await assignInbound(ctx(), {
      mailId: stranger.id,
      clientId: lead.clientId,
      jobId: "999999999",
    });
    expect(wrongJob.ok ? "ok" : wrongJob.error.code).toBe("invalid");
    const assigned = await assignInbound(ctx(), {
      mailId: stranger.id,
      clientId: lead.clientId,
      jobId: String(lead.jobId),
    });
    expect(assigned.ok).toBe(true);
    // Assigned once: a second try finds it gone from the list.
    const again = await assignInbound(ctx(), { mailId: stranger.id, clientId: lead.clientId });
    expect(again.ok ? "ok" : again.error.code).toBe("not_found");
    const timeline = await getTimeline(ctx(), lead.clientId, { limit: 20 });
    expect(
      timeline.ok &&
        timeline.value.page.items
          .filter((i) => i.kind === "mail_in")
          .map((i) => i.source === "communication" && i.subject),
    ).toEqual(expect.arrayContaining(["new question", "Hello dealer"]));
    const spam = list.value.find((m) => m.from === "spam@spam.example")!;
    expect((await markInboundSpam(ctx(), spam.id)).ok).toBe(true);
    expect((await markInboundSpam(ctx(), "not-a-uuid")).ok).toBe(false);
    const after = await listUnassigned(ctx());
    expect(after.ok && after.value.map((m) => m.id)).not.toContain(spam.id);
    // A customer may not see the list.
    const customer = await principalOf("customer@autohaus-brandt.example");
    expect((await listUnassigned(ctx(customer))).ok).toBe(false);
  });

  it("recognises an auto-reply and a bounce: no job, no timeline entry; the bounce marks the sent mail", async () => {
    const lead = await leadOf("Otto Office", "otto@kunde.example");
    const jobsBefore = (await db.select({ n: sql<number>`count(*)::int` }).from(schema.jobs))[0]!.n;
    const first = await sendAndCapture(lead.clientId, lead.jobId, "Your appointment on Friday");
    const [sent] = await db
      .select()
      .from(schema.communications)
      .where(eq(schema.communications.id, first.communicationId));
    await imap.append(
      [
        "From: otto@kunde.example",
        `To: ${header(first.raw, "Reply-To")}`,
        "Subject: Out of office",
        "Auto-Submitted: auto-replied",
        "Message-ID: <ooo@kunde.example>",
        `In-Reply-To: ${sent!.messageId}`,
        "",
        "I am away until Monday.",
      ].join("\n"),
    );
    const bounceId = "<bounce-1@mx.kunde.example>";
    await imap.append(
      [
        "From: Mail Delivery System <MAILER-DAEMON@mx.kunde.example>",
        `To: ${REPLY}`,
        "Subject: Undelivered Mail Returned to Sender",
        `Message-ID: ${bounceId}`,
        "MIME-Version: 1.0",
        'Content-Type: multipart/report; report-type=delivery-status; boundary="b1"',
        "",
        "--b1",
        "Content-Type: text/plain",
        "",
        "Your message could not be delivered.",
        "--b1",
        "Content-Type: message/delivery-status",
        "",
        "Reporting-MTA: dns; mx.kunde.example",
        "",
        "Final-Recipient: rfc822; otto@kunde.example",
        "Action: failed",
        "Status: 5.1.1",
        "--b1",
        "Content-Type: text/rfc822-headers",
        "",
        `Message-ID: ${sent!.messageId}`,
        "Subject: Your appointment on Friday",
        "--b1--",
      ].join("\n"),
    );
    const ooo = await storedMail("the auto-reply", "<ooo@kunde.example>");
    expect(ooo).toMatchObject({ kind: "auto_reply", route: "ignored", communicationId: null });
    const bounce = await storedMail("the bounce", bounceId);
    expect(bounce).toMatchObject({
      kind: "bounce",
      route: "ignored",
      communicationId: null,
      clientId: lead.clientId,
    });
    const [box] = await db.select().from(schema.outbox).where(eq(schema.outbox.id, sent!.outboxId!));
    expect(box).toMatchObject({ status: "bounced", lastError: "undeliverable: otto@kunde.example" });
    // The timeline shows the sent mail as undeliverable, and no received mail.
    const timeline = await getTimeline(ctx(), lead.clientId, { limit: 20 });
    if (!timeline.ok) throw new Error("timeline");
    expect(timeline.value.page.items.find((i) => i.key === `c${sent!.id}`)).toMatchObject({
      mailStatus: "bounced",
    });
    expect(timeline.value.page.items.some((i) => i.kind === "mail_in")).toBe(false);
    expect((await db.select({ n: sql<number>`count(*)::int` }).from(schema.jobs))[0]!.n).toBe(jobsBefore);
  });

  it("turns an ADF lead into a job with its client, the car matched by stock number, and the source", async () => {
    const [car] = await db
      .select({ id: schema.cars.id, number: schema.cars.number })
      .from(schema.cars)
      .where(eq(schema.cars.projectId, A.id))
      .limit(1);
    const adf = `<?xml version="1.0"?><?adf version="1.0"?><adf><prospect><requestdate>2026-12-01T10:00:00+01:00</requestdate>
<vehicle interest="buy" status="used"><year>2021</year><make>Volkswagen</make><model>Golf</model><stock>${car!.number}</stock></vehicle>
<customer><contact><name part="first">Lena</name><name part="last">Lead</name><email>lena.lead@markt.example</email><phone>+49 30 1234567</phone></contact>
<comments>Is it still available?</comments></customer><provider><name part="full">AutoMarkt24</name></provider></prospect></adf>`;
    await imap.append(
      [
        "From: leads@automarkt24.example",
        `To: ${REPLY}`,
        "Subject: New lead",
        "Message-ID: <adf-1@automarkt24.example>",
        "Content-Type: text/plain",
        "",
        adf,
      ].join("\n"),
    );
    const mail = await storedMail("the lead", "<adf-1@automarkt24.example>");
    expect(mail).toMatchObject({ kind: "lead", route: "lead" });
    const [job] = await db.select().from(schema.jobs).where(eq(schema.jobs.id, mail.jobId!));
    expect(job).toMatchObject({ carId: car!.id, source: "mail:AutoMarkt24", systemType: "CAR_REQUEST" });
    const [client] = await db.select().from(schema.clients).where(eq(schema.clients.id, job!.clientId!));
    expect(client).toMatchObject({ email: "lena.lead@markt.example", firstName: "Lena", lastName: "Lead" });
    // A second copy of the same mail (same Message-ID) makes no second job.
    await imap.append(
      [
        "From: leads@automarkt24.example",
        `To: ${REPLY}`,
        "Subject: New lead",
        "Message-ID: <adf-1@automarkt24.example>",
        "",
        adf,
      ].join("\n"),
    );
    await imap.append(
      [
        "From: x@y.example",
        `To: ${REPLY}`,
        "Subject: marker",
        "Message-ID: <marker-adf@y.example>",
        "",
        "m",
      ].join("\n"),
    );
    await until("the marker", async () => (await inboundOf("<marker-adf@y.example>")).length);
    const jobs = await db.select().from(schema.jobs).where(eq(schema.jobs.clientId, client!.id));
    expect(jobs).toHaveLength(1);
  });

  it("turns a portal's plain-text lead into a job by a dealer's rule, and keeps a known client's PDF as a document", async () => {
    const rule = await saveLeadRule(ctx(admin), {
      name: "Portal",
      senderPattern: "@plainportal.example",
      subjectContains: "Anfrage",
      sourceLabel: "plainportal",
      label_fullName: "Name:",
      label_email: "E-Mail:",
    });
    expect(rule.ok).toBe(true);
    await imap.append(
      [
        "From: noreply@plainportal.example",
        `To: ${REPLY}`,
        "Subject: Neue Anfrage",
        "Message-ID: <rule-1@plainportal.example>",
        "",
        "Name: Rita Regel",
        "E-Mail: rita.regel@kunde.example",
      ].join("\n"),
    );
    const ruled = await storedMail("the rule lead", "<rule-1@plainportal.example>");
    expect(ruled).toMatchObject({ kind: "lead", route: "lead" });
    const [job] = await db.select().from(schema.jobs).where(eq(schema.jobs.id, ruled.jobId!));
    expect(job).toMatchObject({ source: "mail:plainportal", systemType: "CAR_REQUEST" });

    const lead = await leadOf("Paul Pdf", "paul.pdf@kunde.example");
    const pdf = Buffer.from("%PDF-1.4 Kaufvertrag").toString("base64");
    await imap.append(
      [
        "From: paul.pdf@kunde.example",
        `To: ${REPLY}`,
        "Subject: contract",
        "Message-ID: <pdf-1@kunde.example>",
        "MIME-Version: 1.0",
        'Content-Type: multipart/mixed; boundary="p1"',
        "",
        "--p1",
        "Content-Type: text/plain",
        "",
        "Signed.",
        "--p1",
        'Content-Type: application/pdf; name="vertrag.pdf"',
        'Content-Disposition: attachment; filename="vertrag.pdf"',
        "Content-Transfer-Encoding: base64",
        "",
        pdf,
        "--p1--",
      ].join("\r\n"),
    );
    const withPdf = await storedMail("the mail with a PDF", "<pdf-1@kunde.example>");
    expect(withPdf).toMatchObject({ route: "client", clientId: lead.clientId });
    const documentId = withPdf.attachments[0]?.documentId;
    expect(documentId).toBeGreaterThan(0);
    const file = await readMailAttachment(ctx(admin), documentId!);
    expect(file.ok && file.value.data.toString()).toBe("%PDF-1.4 Kaufvertrag");
    expect(await readMailAttachment(ctx(null), documentId!)).toMatchObject({ ok: false });
  });

  it("resumes after a restart in the middle without losing or repeating a message", async () => {
    await reader!.stop();
    reader = null;
    const ids = Array.from({ length: 6 }, (_, i) => `<restart-${i}@kunde.example>`);
    for (const id of ids)
      await imap.append(
        [
          "From: eva.known@kunde.example",
          `To: ${REPLY}`,
          `Subject: batch ${id}`,
          `Message-ID: ${id}`,
          "",
          "x",
        ].join("\n"),
      );
    const count = async () =>
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(schema.inboundMails)
          .where(inArray(schema.inboundMails.messageId, ids))
      )[0]!.n;
    reader = startReader();
    await until("the first of the batch", async () => (await count()) >= 1);
    await reader.stop();
    reader = startReader();
    await until("the whole batch", async () => (await count()) === ids.length);
    const entries = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.communications)
      .where(and(eq(schema.communications.kind, "mail_in"), inArray(schema.communications.messageId, ids)));
    expect(entries[0]!.n).toBe(ids.length);
    // The position follows each stored message (a restart between the two reads it again, stored once).
    const [lastRow] = await db
      .select({ uid: sql<number>`max(uid)::int` })
      .from(schema.inboundMails)
      .where(inArray(schema.inboundMails.messageId, ids));
    await until(
      "the position at the last message",
      async () => (await findMailbox(scopeOf(db, A.id)))?.lastUid === lastRow!.uid,
    );
  });

  it("says so while the IMAP server is away and reads on when it is back", async () => {
    await imap.stop();
    try {
      await until(
        "the error shown",
        async () => {
          const v = await getMailboxView(ctx(), undefined);
          return (
            v.ok && v.value.state === "error" && v.value.error === "communication:mailbox.errors.unreachable"
          );
        },
        30_000,
      );
    } finally {
      // Back in any case, so a failure here does not take the next tests' server with it.
      await imap.start();
    }
    await imap.append(
      [
        "From: eva.known@kunde.example",
        `To: ${REPLY}`,
        "Subject: after the outage",
        "Message-ID: <back@kunde.example>",
        "",
        "x",
      ].join("\n"),
    );
    await until(
      "the mail after the outage",
      async () => (await inboundOf("<back@kunde.example>")).length,
      40_000,
    );
    await until("connected again", async () => (await findMailbox(scopeOf(db, A.id)))?.state === "connected");
  }, 90_000);

  it("lets exactly one of two readers read the mailbox, and the other take over when it stops", async () => {
    await reader!.stop();
    reader = null;
    const one = startReader("process-one");
    const two = startReader("process-two");
    try {
      await until("a reader", async () => one.reading().length + two.reading().length > 0);
      await new Promise((r) => setTimeout(r, 1_000));
      expect(one.reading().length + two.reading().length).toBe(1);
      const [holder, other] = one.reading().length ? [one, two] : [two, one];
      await imap.append(
        [
          "From: eva.known@kunde.example",
          `To: ${REPLY}`,
          "Subject: one reader",
          "Message-ID: <one-reader@kunde.example>",
          "",
          "x",
        ].join("\n"),
      );
      await until("read once", async () => (await inboundOf("<one-reader@kunde.example>")).length);
      await holder.stop();
      await until("the other took over", async () => other.reading().length === 1);
      await imap.append(
        [
          "From: eva.known@kunde.example",
          `To: ${REPLY}`,
          "Subject: taken over",
          "Message-ID: <taken-over@kunde.example>",
          "",
          "x",
        ].join("\n"),
      );
      await until("read by the other", async () => (await inboundOf("<taken-over@kunde.example>")).length);
      expect((await findMailbox(scopeOf(db, A.id)))!.leaseHolder).toBe(other.holder);
    } finally {
      await one.stop();
      await two.stop();
    }
  }, 60_000);

  it("reads a new mail within seconds by IDLE, not at the next look of the mailbox", async () => {
    await reader?.stop();
    // Looks a minute apart: only IDLE can bring the mail in quickly.
    reader = startInboundMail({ db, logger, pollSeconds: 60, superviseEveryMs: 300 });
    await until("reading", async () => reader!.reading().length > 0);
    await until("connected", async () => (await findMailbox(scopeOf(db, A.id)))?.state === "connected");
    // Quiet for longer than the connection takes to enter IDLE.
    await new Promise((r) => setTimeout(r, 2_500));
    const appended = Date.now();
    await imap.append(
      [
        "From: eva.known@kunde.example",
        `To: ${REPLY}`,
        "Subject: idle",
        "Message-ID: <idle@kunde.example>",
        "",
        "x",
      ].join("\n"),
    );
    await storedMail("the mail read by IDLE", "<idle@kunde.example>");
    expect(Date.now() - appended).toBeLessThan(5_000);
  }, 30_000);

  it("keeps the mailbox settings per project (another project's row is not touched)", async () => {
    const B = (await resolveProject(db, "community.localhost"))!;
    await saveMailboxSettings(scopeOf(db, B.id), { imapUrl: null, replyAddress: "b@b.example" });
    expect((await findMailbox(scopeOf(db, A.id)))!.replyAddress).toBe(REPLY);
  });
});
