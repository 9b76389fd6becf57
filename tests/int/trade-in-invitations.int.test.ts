/**
 * Trade-in on the job page and the customer's answer from the mail, on PGlite and PostgreSQL:
 * offer and vehicle edits (events, reaction, job value), the invitation mail in the client's language
 * with a token stored only hashed, accept and decline once, concurrent answers, superseded links, and
 * the pages and job forms over HTTP (statuses and translated texts, never a 500).
 */
import { createHash } from "node:crypto";
// Before any schema module: zod 4 gives `.openapi` only to schemas made after this extension is loaded,
// and the API modules (through the test server) call it on the profile schema the services import.
import "@hono/zod-openapi";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toSessionUser } from "../../app/core/identity/identity.service.server";
import type { SessionUser } from "../../app/core/identity/session-user";
import { createLead } from "../../app/core/leads/create-lead.service.server";
import type { Project } from "../../app/core/tenancy/project";
import { resolveProject } from "../../app/core/tenancy/tenancy.service.server";
import {
  answerInvitation,
  inviteCustomer,
  viewInvitation,
} from "../../app/core/trade-in/invitations.service.server";
import { editTradeInVehicle, setTradeInOffer } from "../../app/core/trade-in/trade-in-edit.service.server";
import type { Db } from "../../app/db/client.server";
import * as schema from "../../app/db/schema";
import type { Locale } from "../../app/shared/locales";
import { createTestDatabase, serviceContextFor, type TestDatabase, testDrivers } from "../setup/test-db";
import { createTestApp, hasBuild, loginCookie, type TestRequest } from "../setup/test-server";

// Without a build (`npm run build`) these tests are skipped, and `npm test` names the reason.

const ORIGIN = "http://localhost";
const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");
let seq = 0;

describe.runIf(hasBuild()).each(testDrivers())("trade-in invitations on %s", (driver) => {
  let database: TestDatabase;
  let db: Db;
  let project: Project;
  let manager: SessionUser;
  let cms: SessionUser;
  let request: TestRequest;

  const userOf = async (email: string) => {
    const [row] = await db.select().from(schema.users).where(eq(schema.users.email, email));
    return toSessionUser(row!, project);
  };
  const ctx = (principal: SessionUser | null = manager, now = new Date()) =>
    serviceContextFor(db, project, { principal, now, locale: "en" });

  /** A TRADE_IN job of a new client with its trade_ins row (as the wizard's finish hook makes it). */
  async function tradeInJob(
    language: Locale = "pl",
    email: string | null = `ti.${++seq}.${driver}@example.org`,
  ) {
    const lead = await createLead(
      ctx(null),
      "TRADE_IN",
      { firstName: "Zofia", lastName: `Nowak${seq}`, email, language, privacyAccepted: true },
      {},
      { vehicleBrandName: "Škoda", vehicleModelName: "Octavia" },
    );
    if (!lead.ok) throw new Error(lead.error.code);
    await db.insert(schema.tradeIns).values({
      jobId: lead.value.jobId,
      projectId: project.id,
      brandName: "Škoda",
      modelName: "Octavia",
      firstRegistration: "2018-05-01",
      mileageKm: 120_000,
      fuel: "diesel",
      gearbox: "manual",
      condition: { accident_free: "yes" },
    });
    return lead.value;
  }
  const events = (jobId: number) =>
    db
      .select()
      .from(schema.jobEvents)
      .where(and(eq(schema.jobEvents.jobId, jobId), eq(schema.jobEvents.kind, "trade_in")))
      .orderBy(schema.jobEvents.id);
  const jobRow = async (jobId: number) =>
    (await db.select().from(schema.jobs).where(eq(schema.jobs.id, jobId)))[0]!;
  const lastMailTo = async (to: string) => {
    const rows = await db
      .select()
      .from(schema.outbox)
      .where(and(eq(schema.outbox.kind, "mail"), eq(schema.outbox.projectId, project.id)))
      .orderBy(desc(schema.outbox.createdAt));
    return rows.find((r) => r.payload.to === to);
  };
  const tokenIn = (text: string) => /\/tradeininvitation\/([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? "";
  /** A job with an offer and an invitation; returns the token from the mail. */
  async function invited(language: Locale = "pl") {
    const lead = await tradeInJob(language);
    // Typed the English way: the service context's page is English (decision 0054).
    const offer = await setTradeInOffer(ctx(), lead.jobId, { amount: "9,800.50", expiresOn: "" });
    expect(offer.ok).toBe(true);
    const invite = await inviteCustomer(ctx(), lead.jobId, { origin: ORIGIN });
    if (!invite.ok) throw new Error(JSON.stringify(invite.error));
    const [client] = await db.select().from(schema.clients).where(eq(schema.clients.id, lead.clientId));
    const mail = await lastMailTo(client!.email!);
    return {
      ...lead,
      invitationId: invite.value.invitationId,
      token: tokenIn(String(mail!.payload.text)),
      mail,
    };
  }

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    db = database.handle.db;
    project = (await resolveProject(db, "localhost"))!;
    manager = await userOf("manager@autohaus-brandt.example");
    cms = await userOf("cms@autohaus-brandt.example");
    request = await createTestApp(db);
  });
  afterAll(() => database?.drop());

  it("setting the offer stores minor units, records before and after, counts as a reaction and sets the job's value", async () => {
    const lead = await tradeInJob();
    const before = await jobRow(lead.jobId);
    expect(before.firstReactionAt).toBeNull();
    const now = new Date(Date.now() + 1000);
    // A German "12.500" is no amount on this English page; "12,500" is.
    const german = await setTradeInOffer(ctx(manager, now), lead.jobId, { amount: "12.500", expiresOn: "" });
    expect(german).toEqual({
      ok: false,
      error: { code: "invalid", fields: { amount: ["jobs:trade_in.errors.amount"] } },
    });
    const r = await setTradeInOffer(ctx(manager, now), lead.jobId, { amount: "12,500", expiresOn: "" });
    expect(r.ok).toBe(true);
    const [row] = await db.select().from(schema.tradeIns).where(eq(schema.tradeIns.jobId, lead.jobId));
    expect(row!.offerMinor).toBe(1_250_000);
    expect(row!.offerExpiresAt!.getTime()).toBeGreaterThan(now.getTime() + 6 * 86400_000);
    const after = await jobRow(lead.jobId);
    expect(after.vehicleValueMinor).toBe(1_250_000);
    expect(after.firstReactionAt?.getTime()).toBe(now.getTime());
    expect(after.mdate.getTime()).toBe(now.getTime());
    const [event] = await events(lead.jobId);
    expect(event!.actorId).toBe(manager.id);
    expect(event!.data).toMatchObject({
      action: "offer",
      before: { offerMinor: null, offerExpiresAt: null },
      after: { offerMinor: 1_250_000 },
    });
  });

  it("editing the vehicle records only the changed fields and renames the job's vehicle", async () => {
    const lead = await tradeInJob();
    const r = await editTradeInVehicle(ctx(), lead.jobId, {
      brandName: "Škoda",
      modelName: "Octavia Combi",
      firstRegistration: "2018-05",
      mileageKm: "121000",
      fuel: "diesel",
      gearbox: "manual",
    });
    expect(r).toEqual({ ok: true, value: { changed: ["modelName", "mileageKm"] } });
    const [event] = await events(lead.jobId);
    expect(event!.data).toEqual({
      action: "vehicle",
      before: { modelName: "Octavia", mileageKm: 120_000 },
      after: { modelName: "Octavia Combi", mileageKm: 121_000 },
    });
    expect((await jobRow(lead.jobId)).vehicleModelName).toBe("Octavia Combi");
  });

  it("refuses bad input with translated keys, and people outside the workflows group", async () => {
    const lead = await tradeInJob();
    const bad = await setTradeInOffer(ctx(), lead.jobId, { amount: "-3", expiresOn: "2020-01-01" });
    expect(bad).toEqual({
      ok: false,
      error: { code: "invalid", fields: { amount: ["jobs:trade_in.errors.amount"] } },
    });
    const past = await setTradeInOffer(ctx(), lead.jobId, { amount: "3", expiresOn: "2020-01-01" });
    expect(past.ok || past.error).toMatchObject({
      fields: { expiresOn: ["jobs:trade_in.errors.expiry_past"] },
    });
    expect((await setTradeInOffer(ctx(cms), lead.jobId, { amount: "3" })).ok || "refused").toBe("refused");
    expect(await setTradeInOffer(ctx(null), lead.jobId, { amount: "3" })).toEqual({
      ok: false,
      error: { code: "unauthorized" },
    });
    expect(await inviteCustomer(ctx(cms), lead.jobId, { origin: ORIGIN })).toEqual({
      ok: false,
      error: { code: "forbidden" },
    });
    // A job that is not a trade-in, and one that does not exist, are not found.
    const contact = await createLead(
      ctx(null),
      "CONTACT",
      { name: "X Y", email: "c@example.org", language: "de", privacyAccepted: true },
      {},
    );
    expect((await setTradeInOffer(ctx(), contact.ok ? contact.value.jobId : 0, { amount: "3" })).ok).toBe(
      false,
    );
    expect(await setTradeInOffer(ctx(), 2 ** 40, { amount: "3" })).toEqual({
      ok: false,
      error: { code: "not_found" },
    });
    // Nothing was written.
    expect(await events(lead.jobId)).toEqual([]);
    // Invite needs an offer, and an e-mail address.
    expect(await inviteCustomer(ctx(), lead.jobId, { origin: ORIGIN })).toEqual({
      ok: false,
      error: { code: "conflict", message: "jobs:trade_in.errors.no_offer" },
    });
    const noMail = await tradeInJob("de", null);
    await setTradeInOffer(ctx(), noMail.jobId, { amount: "3" });
    expect(await inviteCustomer(ctx(), noMail.jobId, { origin: ORIGIN })).toEqual({
      ok: false,
      error: { code: "conflict", message: "jobs:trade_in.errors.no_email" },
    });
  });

  it("inviting queues the mail in the client's language with a link whose token is stored only hashed", async () => {
    const { jobId, invitationId, token, mail } = await invited("pl");
    const payload = mail!.payload as Record<string, unknown>;
    expect(payload.lang).toBe("pl");
    expect(payload.category).toBe("trade_in");
    expect(String(payload.subject)).toContain("Twoja oferta odkupu");
    expect(String(payload.text)).toContain(`${ORIGIN}/pl/tradeininvitation/${token}`);
    expect(String(payload.text)).toMatch(/\/pl\/unsubscribe\/[A-Za-z0-9_-]{20,}/);
    expect(payload.headers).toMatchObject({
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      "List-Unsubscribe": expect.stringMatching(/^<http:\/\/localhost\/pl\/unsubscribe\/[A-Za-z0-9_-]+>$/),
    });
    expect(token).toMatch(/^[A-Za-z0-9_-]{27}$/);
    const links = await db.select().from(schema.mailLinks).where(eq(schema.mailLinks.jobId, jobId));
    expect(links.map((l) => l.tokenHash)).toContain(sha256(token));
    expect(JSON.stringify(links)).not.toContain(token);
    const [invitation] = await db
      .select()
      .from(schema.tradeInInvitations)
      .where(eq(schema.tradeInInvitations.id, invitationId));
    expect(invitation).toMatchObject({ status: "open", offerMinor: 980_050 });
    const [event] = (await events(jobId)).filter((e) => e.data.action === "invited");
    expect(invitation!.jobEventId).toBe(event!.id);
  });

  it("accepting sets the status and records the answer; the link cannot be used again", async () => {
    const { jobId, invitationId, token } = await invited();
    const view = await viewInvitation(ctx(null), token);
    expect(view.ok && view.value.offerMinor).toBe(980_050);
    const first = await answerInvitation(ctx(null), token, "accepted");
    expect(first).toEqual({ ok: true, value: { answer: "accepted", hasAccount: false } });
    const [row] = await db
      .select()
      .from(schema.tradeInInvitations)
      .where(eq(schema.tradeInInvitations.id, invitationId));
    expect(row!.status).toBe("accepted");
    expect(row!.answeredAt).not.toBeNull();
    const again = await answerInvitation(ctx(null), token, "declined");
    expect(again).toEqual({
      ok: false,
      error: { code: "not_found", message: "answered", answer: "accepted" },
    });
    const answers = (await events(jobId)).filter((e) =>
      ["accepted", "declined"].includes(String(e.data.action)),
    );
    expect(answers).toHaveLength(1);
    expect(answers[0]!.actorId).toBeNull();
  });

  it("of two concurrent accepts exactly one succeeds", async () => {
    const { jobId, token } = await invited();
    const results = await Promise.all([
      answerInvitation(ctx(null), token, "accepted"),
      answerInvitation(ctx(null), token, "accepted"),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toHaveLength(1);
    const answers = (await events(jobId)).filter((e) => e.data.action === "accepted");
    expect(answers).toHaveLength(1);
  });

  it("a new invitation supersedes the open one; an expired link or offer says so", async () => {
    const { jobId, token } = await invited();
    const second = await inviteCustomer(ctx(), jobId, { origin: ORIGIN });
    expect(second.ok && second.value.superseded.length).toBe(1);
    expect(await viewInvitation(ctx(null), token)).toMatchObject({
      ok: false,
      error: { message: "superseded" },
    });
    expect(await answerInvitation(ctx(null), token, "accepted")).toMatchObject({
      ok: false,
      error: { message: "superseded" },
    });
    const fresh = await invited();
    const inFifteenDays = new Date(Date.now() + 15 * 86400_000);
    expect(await viewInvitation(ctx(null, inFifteenDays), fresh.token)).toMatchObject({
      ok: false,
      error: { message: "expired" },
    });
    const inNineDays = new Date(Date.now() + 9 * 86400_000);
    expect(await viewInvitation(ctx(null, inNineDays), fresh.token)).toMatchObject({
      ok: false,
      error: { message: "offer_expired" },
    });
  });

  it("the invitation page shows the offer, answers a plain form POST once, and refuses reuse with 410", async () => {
    const { token, jobId } = await invited("pl");
    const page = await request(`/pl/tradeininvitation/${token}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('data-testid="trade-in-invitation"');
    expect(html).toContain("Przyjmij ofertę");
    expect(html).toMatch(/9\s?800,50/);
    const form = (answer: string) => ({
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN },
      body: new URLSearchParams({ answer }).toString(),
    });
    const bogusAnswer = await request(`/pl/tradeininvitation/${token}`, form("maybe"));
    expect(bogusAnswer.status).toBe(400);
    const declined = await request(`/pl/tradeininvitation/${token}`, form("decline"));
    expect(declined.status).toBe(303);
    const confirmation = declined.headers.get("location") ?? "";
    expect(confirmation).toBe(`/pl/tradeininvitation/${token}?answered=declined`);
    const shown = await request(confirmation);
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain("Oferta została odrzucona.");
    const again = await request(`/pl/tradeininvitation/${token}`, form("accept"));
    expect(again.status).toBe(410);
    expect(await again.text()).toContain("Odpowiedź na tę ofertę została już udzielona");
    const reopened = await request(`/en/tradeininvitation/${token}`);
    expect(reopened.status).toBe(410);
    expect(await reopened.text()).toContain("You have already answered this offer");
    expect((await events(jobId)).filter((e) => e.data.action === "declined")).toHaveLength(1);
  });

  it.each([
    "/tradeininvitation/AAAAAAAAAAAAAAAAAAAAAAAAAAA",
    "/de/tradeininvitation/x",
    `/tradeininvitation/${"a".repeat(5000)}`,
    "/tradeininvitation/%C3%BC%C3%B6%E2%82%AC",
    "/tradeininvitation/..%2F..%2Fetc%2Fpasswd",
    "/tradeininvitation/'%20OR%201=1--",
    "/tradeininvitation/%00",
  ])("answers bogus invitation link #%# with the translated 404 page", async (path) => {
    for (const method of ["GET", "POST"]) {
      const res = await request(path, {
        method,
        headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN },
        body: method === "POST" ? "answer=accept" : undefined,
      });
      expect([400, 404]).toContain(res.status);
      if (res.status === 404 && method === "GET")
        expect(await res.text()).toContain('data-testid="token-invalid"');
    }
  });

  it("the job page's forms save with the spec's messages and refuse bad input and outsiders", async () => {
    const lead = await tradeInJob("de");
    const [job] = await db.select().from(schema.jobs).where(eq(schema.jobs.id, lead.jobId));
    const path = `/de/account/jobs/${job!.workflowId}/${lead.jobId}`;
    const managerCookie = await loginCookie(request, "manager@autohaus-brandt.example");
    const post = (cookie: string, body: Record<string, string>) =>
      request(path, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, cookie },
        body: new URLSearchParams(body).toString(),
      });
    const page = await request(path, { headers: { cookie: managerCookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('data-testid="trade-in-panel"');
    expect(html).toContain("Octavia");
    const saved = await post(managerCookie, { intent: "trade_in_offer", amount: "15000", expiresOn: "" });
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain("Änderungen wurden gespeichert.");
    const bad = await post(managerCookie, { intent: "trade_in_offer", amount: "zwölf", expiresOn: "" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Bitte geben Sie einen Betrag über 0 ein");
    const badVehicle = await post(managerCookie, {
      intent: "trade_in_vehicle",
      brandName: "",
      modelName: "x",
    });
    expect(badVehicle.status).toBe(400);
    expect(await badVehicle.text()).toContain("Bitte füllen Sie dieses Feld aus.");
    const invite = await post(managerCookie, { intent: "trade_in_invite" });
    expect(invite.status).toBe(200);
    expect(await invite.text()).toContain("Die Einladung wurde an den Kunden gesendet.");
    const cmsCookie = await loginCookie(request, "cms@autohaus-brandt.example");
    const outsider = await post(cmsCookie, { intent: "trade_in_offer", amount: "1", expiresOn: "" });
    expect(outsider.status).toBe(403);
    const anonymous = await post("", { intent: "trade_in_offer", amount: "1", expiresOn: "" });
    expect([302, 303]).toContain(anonymous.status);
    const offers = (await events(lead.jobId)).filter((e) => e.data.action === "offer");
    expect(offers).toHaveLength(1);
  });
});
