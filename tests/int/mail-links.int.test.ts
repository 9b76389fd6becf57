/**
 * Links from e-mails on PGlite and PostgreSQL: the scheduled call (one CALLBACK job whose
 * deadline is the picked slot, a used link refused), unsubscribe (GET never unsubscribes, POST and
 * RFC 8058 one-click do; then category mail to the address is suppressed when queued and before
 * sending, while transactional mail still goes), and bogus values answered with translated pages.
 */
// Before any schema module: zod 4 gives `.openapi` only to schemas made after this extension is loaded.
import "@hono/zod-openapi";
import { and, asc, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dispatchOutbox } from "../../app/core/background/outbox.server";
import {
  bookScheduledCall,
  sendCallbackLink,
  viewScheduledCall,
} from "../../app/core/callbacks/scheduled-call.service.server";
import { withTransaction } from "../../app/core/context/service-context.server";
import { scoped } from "../../app/core/context/tenant-scope.server";
import { toSessionUser } from "../../app/core/identity/identity.service.server";
import type { SessionUser } from "../../app/core/identity/session-user";
import { createLead } from "../../app/core/leads/create-lead.service.server";
import { enqueueCategoryMail } from "../../app/core/mail/category-mail.server";
import { issueMailLink, isUnsubscribed, unsubscribe } from "../../app/core/mail/mail-links.server";
import { enqueueMail, type MailMessage, mailHandler } from "../../app/core/mail/outbox.server";
import { confirmUnsubscribe, viewUnsubscribe } from "../../app/core/mail/unsubscribe.service.server";
import type { Project } from "../../app/core/tenancy/project";
import { resolveProject } from "../../app/core/tenancy/tenancy.service.server";
import type { Db } from "../../app/db/client.server";
import * as schema from "../../app/db/schema";
import { createTestDatabase, serviceContextFor, type TestDatabase, testDrivers } from "../setup/test-db";
import { createTestApp, hasBuild, loginCookie, type TestRequest } from "../setup/test-server";

// Without a build (`npm run build`) these tests are skipped, and `npm test` names the reason.

const ORIGIN = "http://localhost";
let seq = 0;

describe.runIf(hasBuild()).each(testDrivers())("links from e-mails on %s", (driver) => {
  let database: TestDatabase;
  let db: Db;
  let project: Project;
  let manager: SessionUser;
  let request: TestRequest;

  const userOf = async (email: string) => {
    const [row] = await db.select().from(schema.users).where(eq(schema.users.email, email));
    return toSessionUser(row!, project);
  };
  const ctx = (principal: SessionUser | null = manager, now = new Date()) =>
    serviceContextFor(db, project, { principal, now, locale: "en" });
  const newEmail = () => `ml.${++seq}.${driver}@example.org`;
  async function contactJob(email = newEmail(), language: "de" | "en" | "tr" = "tr") {
    const lead = await createLead(
      ctx(null),
      "CONTACT",
      { firstName: "Ayşe", lastName: "Yılmaz", email, phone: "+49 30 5555", language, privacyAccepted: true },
      { message: "Please call" },
    );
    if (!lead.ok) throw new Error(lead.error.code);
    return { ...lead.value, email };
  }
  const mailsTo = (to: string) =>
    db
      .select()
      .from(schema.outbox)
      .where(and(eq(schema.outbox.kind, "mail"), eq(schema.outbox.projectId, project.id)))
      .orderBy(desc(schema.outbox.createdAt))
      .then((rows) => rows.filter((r) => r.payload.to === to));
  const linkIn = (text: string, path: string) =>
    new RegExp(`/${path}/([A-Za-z0-9_-]+)`).exec(text)?.[1] ?? "";
  const form = (body: Record<string, string>, headers: Record<string, string> = { origin: ORIGIN }) => ({
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(body).toString(),
  });

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    db = database.handle.db;
    project = (await resolveProject(db, "localhost"))!;
    manager = await userOf("manager@autohaus-brandt.example");
    request = await createTestApp(db);
  });
  afterAll(() => database?.drop());

  it("a call-back link books one CALLBACK job whose deadline is the slot; the link works once", async () => {
    const from = await contactJob();
    const sent = await sendCallbackLink(ctx(), from.jobId, { origin: ORIGIN });
    expect(sent).toEqual({ ok: true, value: { sent: true } });
    const [mail] = await mailsTo(from.email);
    expect(mail!.payload).toMatchObject({ lang: "tr", category: "callback" });
    expect(String(mail!.payload.subject)).toBe("Sizi ne zaman arayabiliriz?");
    const token = linkIn(String(mail!.payload.text), "tr/scheduledCall");
    const view = await viewScheduledCall(ctx(null), token);
    if (!view.ok) throw new Error(view.error.message);
    const day = view.value.days[0]!;
    const slot = `${day.day}T${day.slots[0]}`;
    // A time that is not offered is refused, and the link stays usable.
    const wrong = await bookScheduledCall(ctx(null), token, { slot: `${day.day}T03:17` });
    expect(wrong).toEqual({
      ok: false,
      error: { code: "invalid", fields: { slot: ["mail-links:scheduled_call.errors.slot"] } },
    });
    const booked = await bookScheduledCall(ctx(null), token, { slot, note: "Nachmittags bitte" });
    if (!booked.ok) throw new Error(JSON.stringify(booked.error));
    const [job] = await db.select().from(schema.jobs).where(eq(schema.jobs.id, booked.value.jobId));
    expect(job).toMatchObject({ systemType: "CALLBACK", clientId: from.clientId, source: "email" });
    expect(job!.deadline?.toISOString()).toBe(booked.value.at.toISOString());
    expect(job!.payload).toEqual({
      slot: booked.value.at.toISOString(),
      note: "Nachmittags bitte",
      fromJobId: from.jobId,
    });
    const again = await bookScheduledCall(ctx(null), token, { slot });
    expect(again).toEqual({ ok: false, error: { code: "not_found", message: "used" } });
    const callbacks = await db
      .select()
      .from(schema.jobs)
      .where(and(eq(schema.jobs.clientId, from.clientId), eq(schema.jobs.systemType, "CALLBACK")));
    expect(callbacks).toHaveLength(1);
    // The employee's mail counts as a reaction on the job it came from.
    const [origin] = await db.select().from(schema.jobs).where(eq(schema.jobs.id, from.jobId));
    expect(origin!.firstReactionAt).not.toBeNull();
  });

  it("the call-back page books by plain form POST, then confirms; used, bogus and expired links get their pages", async () => {
    const from = await contactJob(newEmail(), "de");
    await sendCallbackLink(ctx(), from.jobId, { origin: ORIGIN });
    const token = linkIn(String((await mailsTo(from.email))[0]!.payload.text), "de/scheduledCall");
    const page = await request(`/de/scheduledCall/${token}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Wann dürfen wir Sie anrufen?");
    const slot = /name="slot" value="([^"]+)"/.exec(html)?.[1] ?? "";
    expect(slot).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    const noSlot = await request(`/de/scheduledCall/${token}`, form({ note: "x" }));
    expect(noSlot.status).toBe(400);
    expect(await noSlot.text()).toContain("Bitte wählen Sie eine der freien Zeiten.");
    const booked = await request(`/de/scheduledCall/${token}`, form({ slot, note: "" }));
    expect(booked.status).toBe(303);
    const confirmation = await request(booked.headers.get("location") ?? "");
    expect(confirmation.status).toBe(200);
    expect(await confirmation.text()).toContain("Ihr Rückruf ist gebucht");
    const reused = await request(`/de/scheduledCall/${token}`);
    expect(reused.status).toBe(410);
    expect(await reused.text()).toContain("Dieser Link wurde bereits verwendet");
    const repost = await request(`/de/scheduledCall/${token}`, form({ slot }));
    expect(repost.status).toBe(410);
    // Expired: a link issued eight days ago.
    const old = await issueMailLink(scoped(ctx()), {
      kind: "scheduled_call",
      email: from.email,
      jobId: from.jobId,
      now: new Date(Date.now() - 8 * 86400_000),
    });
    const expired = await request(`/en/scheduledCall/${old}`);
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain("This link has expired");
    for (const bogus of [
      "nope",
      "A".repeat(27),
      "%E2%82%AC%E2%82%AC",
      "..%2F..%2Fetc",
      "1%20OR%201%3D1",
      "x".repeat(3000),
    ]) {
      const res = await request(`/en/scheduledCall/${bogus}`);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain('data-testid="token-invalid"');
      expect((await request(`/en/scheduledCall/${bogus}`, form({ slot }))).status).toBe(404);
    }
  });

  it("a GET of the unsubscribe link does not unsubscribe; the POST does, and later trade-in mail is suppressed while transactional mail goes", async () => {
    const email = newEmail();
    await withTransaction(ctx(), (tx) =>
      enqueueCategoryMail(
        tx,
        { to: email, lang: "en", category: "trade_in", subject: "Offer", text: "Hi" },
        ORIGIN,
      ),
    );
    const [first] = await mailsTo(email);
    expect(first!.status).toBe("pending");
    const token = linkIn(String(first!.payload.text), "en/unsubscribe");
    const scope = scoped(ctx());
    const page = await request(`/en/unsubscribe/${token}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Unsubscribe from e-mails");
    expect(html).not.toContain(email);
    expect(html).toContain("ml***@ex***.org");
    expect(await isUnsubscribed(scope, email, "trade_in")).toBe(false);
    // A cross-site form post without the token's page still needs the token; with it, it unsubscribes.
    const done = await request(`/en/unsubscribe/${token}`, form({}));
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("You have been unsubscribed");
    expect(await isUnsubscribed(scope, email, "trade_in")).toBe(true);
    // The pending mail of the category was suppressed at once (no SMTP here: the mailbox shows it so).
    expect((await mailsTo(email))[0]!.status).toBe("suppressed");
    // A new trade-in mail is stored suppressed; a callback mail and a transactional one are not.
    const later = await withTransaction(ctx(), (tx) =>
      enqueueCategoryMail(
        tx,
        { to: email, lang: "en", category: "trade_in", subject: "New offer", text: "Hi" },
        ORIGIN,
      ),
    );
    expect(later.suppressed).toBe(true);
    await withTransaction(ctx(), (tx) =>
      enqueueCategoryMail(
        tx,
        { to: email, lang: "en", category: "callback", subject: "Call", text: "Hi" },
        ORIGIN,
      ),
    );
    await enqueueMail(db, project.id, { to: email, subject: "Your order", text: "Thanks", lang: "en" });
    const bySubject = Object.fromEntries((await mailsTo(email)).map((m) => [m.payload.subject, m.status]));
    expect(bySubject).toEqual({
      Offer: "suppressed",
      "New offer": "suppressed",
      Call: "pending",
      "Your order": "pending",
    });
    // Unsubscribing twice is harmless.
    expect((await confirmUnsubscribe(ctx(null), token)).ok).toBe(true);
  });

  it("RFC 8058 one-click: a POST without Origin from the mail program unsubscribes", async () => {
    const email = newEmail();
    await withTransaction(ctx(), (tx) =>
      enqueueCategoryMail(
        tx,
        { to: email, lang: "de", category: "callback", subject: "Rückruf", text: "Hallo" },
        ORIGIN,
      ),
    );
    const [mail] = await mailsTo(email);
    const header = String((mail!.payload.headers as Record<string, string>)["List-Unsubscribe"]);
    const url = new URL(header.slice(1, -1));
    const res = await request(url.pathname, form({ "List-Unsubscribe": "One-Click" }, {}));
    expect(res.status).toBe(200);
    expect(await isUnsubscribed(scoped(ctx()), email, "callback")).toBe(true);
    // Other cross-site posts without Origin are still refused (CSRF).
    const other = await request("/en/contact", form({ name: "x" }, {}));
    expect(other.status).toBe(403);
  });

  it("the mail handler suppresses a queued category mail after a later unsubscribe and sends the rest", async () => {
    const email = newEmail();
    await withTransaction(ctx(), async (tx) => {
      await enqueueCategoryMail(
        tx,
        { to: email, lang: "en", category: "trade_in", subject: "A", text: "a" },
        ORIGIN,
      );
      await tx.outbox.enqueue("mail", { to: email, subject: "B", text: "b", lang: "en" });
    });
    // Recorded directly, as a second process would between queueing and sending.
    await unsubscribe(scoped(ctx()), email, "trade_in", new Date());
    const sent: (MailMessage & { from: string })[] = [];
    await dispatchOutbox(db, {
      mail: mailHandler({ send: async (m) => void sent.push(m) }, "shop@example.org"),
    });
    const mine = sent.filter((m) => m.to === email);
    expect(mine.map((m) => m.subject)).toEqual(["B"]);
    expect(Object.fromEntries((await mailsTo(email)).map((m) => [m.payload.subject, m.status]))).toEqual({
      A: "suppressed",
      B: "sent",
    });
    // Sent category mail carries its one-click headers and no internal fields.
    const other = newEmail();
    await withTransaction(ctx(), (tx) =>
      enqueueCategoryMail(
        tx,
        { to: other, lang: "en", category: "callback", subject: "C", text: "c" },
        ORIGIN,
      ),
    );
    await dispatchOutbox(db, {
      mail: mailHandler({ send: async (m) => void sent.push(m) }, "shop@example.org"),
    });
    const c = sent.find((m) => m.to === other)!;
    expect(c.headers).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    expect(c).not.toHaveProperty("category");
    expect(c).not.toHaveProperty("lang");
  });

  it("bogus and expired unsubscribe links get translated pages and change nothing", async () => {
    const before = await db.select().from(schema.mailUnsubscribes).orderBy(asc(schema.mailUnsubscribes.id));
    for (const bogus of [
      "12345",
      "B".repeat(27),
      "%F0%9F%92%A5",
      "..%2F..",
      "'%3B%20DROP%20TABLE%20outbox--",
      "z".repeat(4000),
    ]) {
      const get = await request(`/en/unsubscribe/${bogus}`);
      expect(get.status).toBe(404);
      expect(await get.text()).toContain("This link is invalid");
      const post = await request(`/en/unsubscribe/${bogus}`, form({ "List-Unsubscribe": "One-Click" }, {}));
      expect(post.status).toBe(404);
    }
    const old = await issueMailLink(scoped(ctx()), {
      kind: "unsubscribe",
      email: newEmail(),
      category: "trade_in",
      now: new Date(Date.now() - 400 * 86400_000),
    });
    expect((await request(`/de/unsubscribe/${old}`)).status).toBe(410);
    expect((await request(`/de/unsubscribe/${old}`, form({}))).status).toBe(410);
    expect(await viewUnsubscribe(ctx(null), old)).toEqual({
      ok: false,
      error: { code: "not_found", message: "expired" },
    });
    expect(await db.select().from(schema.mailUnsubscribes).orderBy(asc(schema.mailUnsubscribes.id))).toEqual(
      before,
    );
  });

  it("the call-back link form on the job page refuses outsiders and needs an e-mail address", async () => {
    const from = await contactJob();
    const [job] = await db.select().from(schema.jobs).where(eq(schema.jobs.id, from.jobId));
    const path = `/en/account/jobs/${job!.workflowId}/${from.jobId}`;
    const post = (cookie: string) =>
      request(path, form({ intent: "callback_link" }, { origin: ORIGIN, cookie }));
    const ok = await post(await loginCookie(request, "manager@autohaus-brandt.example"));
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain("The call-back link has been sent to the customer.");
    expect((await post(await loginCookie(request, "database@autohaus-brandt.example"))).status).toBe(403);
    const phoneOnly = await createLead(
      ctx(null),
      "CONTACT",
      { name: "No Mail", phone: "+49 30 999999", language: "en", privacyAccepted: true },
      {},
    );
    expect(
      await sendCallbackLink(ctx(), phoneOnly.ok ? phoneOnly.value.jobId : 0, { origin: ORIGIN }),
    ).toEqual({
      ok: false,
      error: { code: "conflict", message: "jobs:callback.errors.no_email" },
    });
  });
});
