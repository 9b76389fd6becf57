/**
 * The communication center (decision 0035) on PGlite and PostgreSQL: the project feature
 * gate (off: not found for the page, every action and every service), who may use it, a templated mail
 * queued exactly once in the outbox with its placeholders filled, unsubscribes honoured, replies and
 * calls attached by hand, the client's job events merged into one newest-first keyset-paged timeline,
 * and hostile input (huge texts, control characters, bogus ids, another project's client).
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addNote,
  attachReply,
  getTimeline,
  logCall,
  searchClients,
  sendClientMail,
} from "../../app/core/communication/communication.service.server";
import { timelineList } from "../../app/core/communication/communication-schema";
import type { SessionUser } from "../../app/core/identity/session-user";
import { createLead } from "../../app/core/leads/create-lead.service.server";
import type { Project } from "../../app/core/tenancy/project";
import { resolveProject } from "../../app/core/tenancy/tenancy.service.server";
import type { Db } from "../../app/db/client.server";
import * as schema from "../../app/db/schema";
import {
  createTestDatabase,
  serviceContextFor,
  sessionUserOf,
  type TestDatabase,
  testDrivers,
} from "../setup/test-db";
import { createTestApp, hasBuild, loginCookie } from "../setup/test-server";

const ORIGIN = "http://localhost";

describe.each(testDrivers())("communication center on %s", (driver) => {
  let database: TestDatabase;
  let db: Db;
  let A: Project;
  let B: Project;
  const staff: Record<string, SessionUser> = {};

  const principalOf = (email: string) => sessionUserOf(db, email, A);

  const ctx = (who: SessionUser | null = staff.sales!, project: Project = A, now?: Date) =>
    serviceContextFor(db, project, { locale: "en", principal: who, now });

  async function lead(client: Record<string, unknown>, project = A) {
    const r = await createLead(
      serviceContextFor(db, project, { locale: "de" }),
      "CONTACT",
      { language: "de", privacyAccepted: true, ...client } as Parameters<typeof createLead>[2],
      { message: "Is the Octavia still available?" },
      { vehicleBrandName: "Škoda", vehicleModelName: "Octavia" },
    );
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    return r.value;
  }

  async function mailsTo(email: string) {
    return db
      .select()
      .from(schema.outbox)
      .where(
        and(
          eq(schema.outbox.projectId, A.id),
          eq(schema.outbox.kind, "mail"),
          sql`${schema.outbox.payload}->>'to' = ${email}`,
        ),
      );
  }

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    db = database.handle.db;
    A = (await resolveProject(db, "localhost"))!;
    B = (await resolveProject(db, "community.localhost"))!;
    for (const [key, email] of [
      ["sales", "sales@autohaus-brandt.example"],
      ["manager", "manager@autohaus-brandt.example"],
      ["database", "database@autohaus-brandt.example"],
      ["cms", "cms@autohaus-brandt.example"],
      ["customer", "customer@autohaus-brandt.example"],
    ] as const)
      staff[key] = await principalOf(email);
  });
  afterAll(() => database?.drop());

  it("is on for the demo dealer and off for the community site", () => {
    expect(A.features.communication).toBe(true);
    expect(B.features.communication).toBe(false);
  });

  it("answers not found for every service while the feature is off, forbidden for the wrong roles", async () => {
    const c = await lead({ name: "Greta Gesperrt", email: "greta@gate.example" });
    const off: Project = { ...A, features: { ...A.features, communication: false } };
    const when = new Date(Date.now() - 60_000).toISOString();
    const calls = (cx: ReturnType<typeof ctx>) => [
      getTimeline(cx, c.clientId, { limit: 20 }),
      searchClients(cx, "greta"),
      sendClientMail(cx, c.clientId, { template: "follow_up", subject: "S", body: "B" }, ORIGIN),
      attachReply(cx, c.clientId, { subject: "Re", body: "Text", receivedAt: when }),
      logCall(cx, c.clientId, { direction: "in", minutes: "3", note: "", calledAt: when }),
      addNote(cx, c.clientId, { body: "note" }),
    ];
    const before = await mailsTo("greta@gate.example");
    for (const who of [staff.sales!, staff.manager!]) {
      for (const r of await Promise.all(calls(ctx(who, off))))
        expect(r).toMatchObject({ ok: false, error: { code: "not_found" } });
    }
    for (const who of [staff.cms!, staff.customer!, null]) {
      for (const r of await Promise.all(calls(ctx(who))))
        expect(r).toMatchObject({ ok: false, error: { code: "forbidden" } });
    }
    // Nothing was written by any refused call.
    expect(await mailsTo("greta@gate.example")).toHaveLength(before.length);
    const rows = await db
      .select()
      .from(schema.communications)
      .where(eq(schema.communications.clientId, c.clientId));
    expect(rows).toHaveLength(0);
    // Those who deal with clients may: lead workers and database staff.
    for (const who of [staff.sales!, staff.manager!, staff.database!]) {
      expect((await getTimeline(ctx(who), c.clientId, { limit: 20 })).ok).toBe(true);
    }
  });

  it("sends a templated mail: exactly one outbox mail, placeholders filled, shown with its status", async () => {
    const c = await lead({ firstName: "Mira", lastName: "Vorlage", email: "mira@template.example" });
    const t = await getTimeline(ctx(), c.clientId, { limit: 20 });
    if (!t.ok) throw new Error(t.error.code);
    // The client's language (de): the templates come filled for her.
    const tpl = t.value.templates.find((x) => x.key === "appointment_confirmation")!;
    expect(tpl.subject).toBe("Ihr Termin bei Autohaus Brandt");
    expect(tpl.body).toContain("Guten Tag Mira Vorlage");
    expect(tpl.body).toContain(`${staff.sales!.firstName} ${staff.sales!.lastName}`.trim());
    // Edited before sending; a placeholder typed into the edit is filled too.
    const sent = await sendClientMail(
      ctx(),
      c.clientId,
      {
        template: "appointment_confirmation",
        subject: tpl.subject,
        body: `${tpl.body}\n\nP.S. {{firstName}}, bis bald!`,
      },
      ORIGIN,
    );
    expect(sent).toMatchObject({ ok: true, value: { status: "pending" } });
    const mails = await mailsTo("mira@template.example");
    const ours = mails.filter((m) => (m.payload as { subject: string }).subject === tpl.subject);
    expect(ours).toHaveLength(1);
    const payload = ours[0]!.payload as { text: string; lang: string; category?: string };
    expect(payload.text).toContain("Guten Tag Mira Vorlage");
    expect(payload.text).toContain("P.S. Mira, bis bald!");
    expect(payload.text).not.toContain("{{");
    expect(payload.lang).toBe("de");
    expect(payload.category).toBeUndefined();
    const after = await getTimeline(ctx(), c.clientId, { limit: 20 });
    if (!after.ok) throw new Error(after.error.code);
    const entry = after.value.page.items.find((i) => i.source === "communication" && i.kind === "mail_out");
    expect(entry).toMatchObject({ subject: tpl.subject, mailStatus: "pending", direction: "out" });
    // Once the outbox has sent it, the timeline says so.
    await db
      .update(schema.outbox)
      .set({ status: "sent", sentAt: new Date() })
      .where(eq(schema.outbox.id, ours[0]!.id));
    const sentNow = await getTimeline(ctx(), c.clientId, { kind: ["mail"], limit: 20 });
    if (!sentNow.ok) throw new Error(sentNow.error.code);
    expect(sentNow.value.page.items[0]).toMatchObject({ mailStatus: "sent" });
  });

  it("honours an unsubscribe: a marketing template is stored suppressed, an appointment still goes", async () => {
    const c = await lead({ name: "Udo Abgemeldet", email: "udo@unsub.example" });
    await db
      .insert(schema.mailUnsubscribes)
      .values({ projectId: A.id, email: "udo@unsub.example", category: "marketing" });
    const offer = await sendClientMail(
      ctx(),
      c.clientId,
      { template: "car_available", subject: "Your car", body: "It is here." },
      ORIGIN,
    );
    expect(offer).toMatchObject({ ok: true, value: { status: "suppressed" } });
    const appointment = await sendClientMail(
      ctx(),
      c.clientId,
      { template: "appointment_confirmation", subject: "Your appointment", body: "See you." },
      ORIGIN,
    );
    expect(appointment).toMatchObject({ ok: true, value: { status: "pending" } });
    const rows = await mailsTo("udo@unsub.example");
    const bySubject = Object.fromEntries(
      rows.map((r) => [(r.payload as { subject: string }).subject, r.status]),
    );
    expect(bySubject["Your car"]).toBe("suppressed");
    expect(bySubject["Your appointment"]).toBe("pending");
    const t = await getTimeline(ctx(), c.clientId, { kind: ["mail"], limit: 20 });
    if (!t.ok) throw new Error(t.error.code);
    expect(t.value.page.items.map((i) => (i.source === "communication" ? i.mailStatus : null))).toEqual([
      "pending",
      "suppressed",
    ]);
    // A marketing mail to an address still subscribed carries its unsubscribe link.
    const d = await lead({ name: "Sina Abo", email: "sina@abo.example" });
    await sendClientMail(
      ctx(),
      d.clientId,
      { template: "follow_up", subject: "Noch Fragen?", body: "Hallo" },
      ORIGIN,
    );
    const [mail] = await mailsTo("sina@abo.example");
    expect((mail!.payload as { text: string }).text).toMatch(/unsubscribe\//);
  });

  it("attaches a reply and logs a call in the dealer's time; merges the client's jobs; filters by kind", async () => {
    const c = await lead({ name: "Rita Antwort", email: "rita@reply.example" });
    const now = new Date("2026-11-24T15:00:00Z");
    const reply = await attachReply(ctx(staff.sales, A, now), c.clientId, {
      subject: "Re: Ihr Termin",
      body: "Passt mir gut.",
      receivedAt: "2026-11-24T10:30",
    });
    expect(reply.ok).toBe(true);
    const call = await logCall(ctx(staff.sales, A, now), c.clientId, {
      direction: "out",
      minutes: "7",
      note: "Probefahrt vereinbart",
      calledAt: "2026-11-24T11:00",
    });
    expect(call.ok).toBe(true);
    const all = await getTimeline(ctx(staff.sales, A, now), c.clientId, { limit: 20 });
    if (!all.ok) throw new Error(all.error.code);
    const items = all.value.page.items;
    // The lead's job event is newer (created now) than the call and reply of this morning.
    expect(items.map((i) => (i.source === "job" ? `job:${i.kind}` : i.kind))).toEqual([
      "job:created",
      "call",
      "mail_in",
    ]);
    const [, callItem, replyItem] = items;
    // 10:30 in Berlin (winter) is 09:30 UTC.
    expect(replyItem).toMatchObject({
      direction: "in",
      subject: "Re: Ihr Termin",
      at: "2026-11-24T09:30:00.000000Z",
    });
    expect(callItem).toMatchObject({ direction: "out", durationSeconds: 420, body: "Probefahrt vereinbart" });
    const jobItem = items[0]!;
    expect(jobItem).toMatchObject({ source: "job", jobId: c.jobId, vehicle: "Škoda Octavia" });
    // Filter by kind, as the URL says.
    const onlyJobs = await getTimeline(
      ctx(),
      c.clientId,
      timelineList.parse(new URLSearchParams("kind=job")),
    );
    expect(onlyJobs.ok && onlyJobs.value.page.items.every((i) => i.source === "job")).toBe(true);
    const mailsAndCalls = await getTimeline(
      ctx(),
      c.clientId,
      timelineList.parse(new URLSearchParams("kind=mail&kind=call")),
    );
    expect(mailsAndCalls.ok && mailsAndCalls.value.page.items.map((i) => i.kind)).toEqual([
      "call",
      "mail_in",
    ]);
  });

  it("pages the timeline newest first by keyset, without overlap or gaps", async () => {
    const c = await lead({ name: "Paula Seiten", email: "paula@pages.example" });
    const base = Date.parse("2026-10-01T08:00:00Z");
    for (let i = 0; i < 45; i++) {
      // Two notes share each time: the key breaks the tie.
      const r = await addNote(ctx(staff.sales, A, new Date(base + Math.floor(i / 2) * 60_000)), c.clientId, {
        body: `Notiz ${i}`,
      });
      expect(r.ok).toBe(true);
    }
    const seen: string[] = [];
    let after: string | undefined;
    let pages = 0;
    do {
      const r = await getTimeline(ctx(), c.clientId, { after, limit: 20 });
      if (!r.ok) throw new Error(r.error.code);
      seen.push(...r.value.page.items.map((i) => i.key));
      after = r.value.page.nextCursor ?? undefined;
      pages++;
    } while (after && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(46);
    expect(new Set(seen).size).toBe(46);
    // A forged or foreign cursor is "no position": the first page.
    const forged = await getTimeline(ctx(), c.clientId, { after: "not-a-cursor!", limit: 20 });
    expect(forged.ok && forged.value.page.items.length).toBe(20);
  });

  it("refuses hostile input with field errors, never 500; another project's client is not found", async () => {
    const c = await lead({ name: "Hans Feind", email: "hans@hostile.example" });
    const noMail = await lead({ name: "Otto Ohnemail", phone: "+49 30 1234567" });
    const foreign = await lead({ name: "Bea Fremd", email: "bea@foreign.example" }, B);
    const when = new Date(Date.now() - 60_000).toISOString();
    const huge = "x".repeat(50_000);
    const expectInvalid = (r: { ok: boolean; error?: unknown }, field?: string) => {
      expect(r.ok).toBe(false);
      const e = (r as { error: { code: string; fields?: Record<string, string[]> } }).error;
      expect(e.code).toBe("invalid");
      if (field) expect(Object.keys(e.fields ?? {})).toContain(field);
    };
    expectInvalid(
      await sendClientMail(ctx(), c.clientId, { template: "follow_up", subject: "S", body: huge }, ORIGIN),
      "body",
    );
    expectInvalid(
      await sendClientMail(ctx(), c.clientId, { template: "hack", subject: "S", body: "B" }, ORIGIN),
      "template",
    );
    expectInvalid(
      await sendClientMail(ctx(), c.clientId, { template: "follow_up", subject: ["a"], body: 3 }, ORIGIN),
    );
    expectInvalid(await sendClientMail(ctx(), c.clientId, "nonsense", ORIGIN));
    expectInvalid(
      await sendClientMail(
        ctx(),
        c.clientId,
        { template: "follow_up", subject: "\u0000\u0007", body: "B" },
        ORIGIN,
      ),
      "subject",
    );
    expectInvalid(
      await attachReply(ctx(), c.clientId, { subject: "Re", body: "x", receivedAt: "2999-01-01T10:00" }),
      "receivedAt",
    );
    expectInvalid(
      await attachReply(ctx(), c.clientId, { subject: "Re", body: "x", receivedAt: "yesterday" }),
      "receivedAt",
    );
    expectInvalid(
      await logCall(ctx(), c.clientId, { direction: "sideways", minutes: "2", note: "", calledAt: when }),
      "direction",
    );
    expectInvalid(
      await logCall(ctx(), c.clientId, { direction: "in", minutes: "-1", note: "", calledAt: when }),
      "minutes",
    );
    expectInvalid(
      await logCall(ctx(), c.clientId, { direction: "in", minutes: "99999999", note: "", calledAt: when }),
      "minutes",
    );
    expectInvalid(await addNote(ctx(), c.clientId, { body: "   " }), "body");
    expectInvalid(await addNote(ctx(), c.clientId, { body: huge }), "body");
    // A client without an address cannot be mailed.
    expect(
      await sendClientMail(
        ctx(),
        noMail.clientId,
        { template: "follow_up", subject: "S", body: "B" },
        ORIGIN,
      ),
    ).toMatchObject({ ok: false, error: { code: "invalid", message: "communication:errors.no_email" } });
    // Control characters go, line breaks stay; a subject is one line.
    const sent = await sendClientMail(
      ctx(),
      c.clientId,
      {
        template: "follow_up",
        subject: "Hallo\r\nBcc: evil@example.org",
        body: "Zeile 1\r\nZeile\u0000 2\u202e\u0007",
      },
      ORIGIN,
    );
    expect(sent.ok).toBe(true);
    const [mail] = await mailsTo("hans@hostile.example");
    const payload = mail!.payload as { subject: string; text: string };
    expect(payload.subject).toBe("Hallo Bcc: evil@example.org");
    expect(payload.text.startsWith("Zeile 1\nZeile 2\n")).toBe(true);
    // Bogus ids and the other project's client: not found, nothing written.
    for (const id of [
      foreign.clientId,
      "not-a-uuid",
      "00000000-0000-4000-8000-000000000000",
      "9".repeat(300),
      "'; drop table clients; --",
    ]) {
      expect(await getTimeline(ctx(), id, { limit: 20 })).toMatchObject({
        ok: false,
        error: { code: "not_found" },
      });
      expect(await addNote(ctx(), id, { body: "x" })).toMatchObject({
        ok: false,
        error: { code: "not_found" },
      });
      expect(
        await sendClientMail(ctx(), id, { template: "follow_up", subject: "S", body: "B" }, ORIGIN),
      ).toMatchObject({ ok: false, error: { code: "not_found" } });
    }
    expect(await mailsTo("bea@foreign.example")).toHaveLength(0);
    // The picker finds A's clients only, and survives query syntax.
    const found = await searchClients(ctx(), "bea fremd");
    expect(found).toMatchObject({ ok: true, value: [] });
    const mine = await searchClients(ctx(), "HANS feind");
    expect(mine.ok && mine.value.map((r) => r.id)).toContain(c.clientId);
    for (const q of ["a:* | b & !c", "' OR 1=1 --", "\\", "(((", "ä".repeat(500)]) {
      expect((await searchClients(ctx(), q)).ok).toBe(true);
    }
  });

  it.runIf(hasBuild())(
    "the page and its actions: 404 with the feature off, 403 for the wrong role, 4xx for hostile posts",
    async () => {
      const request = await createTestApp(db, { authThrottle: false });
      const salesCookie = await loginCookie(request, "sales@autohaus-brandt.example", { ip: "10.46.0.1" });
      const cmsCookie = await loginCookie(request, "cms@autohaus-brandt.example", { ip: "10.46.0.2" });
      const dbCookie = await loginCookie(request, "database@autohaus-brandt.example", { ip: "10.46.0.3" });
      const c = await lead({ firstName: "Seite", lastName: "Zeigen", email: "seite@page.example" });
      const foreign = await lead({ name: "Bea Fremdseite", email: "bea2@foreign.example" }, B);
      const path = `/en/account/communication?client=${c.clientId}`;
      const post = (cookie: string, body: Record<string, string>, to = path) =>
        request(to, {
          method: "POST",
          headers: { cookie, origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams(body).toString(),
        });

      const page = await request(path, { headers: { cookie: salesCookie } });
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain("Seite Zeigen");
      expect(html).toContain("Communication centre");
      expect(
        (await request("/en/account/communication?q=seite+zeigen", { headers: { cookie: salesCookie } }))
          .status,
      ).toBe(200);
      // The client page links the timeline.
      const clientPage = await (
        await request(`/en/account/clients/${c.clientId}`, { headers: { cookie: dbCookie } })
      ).text();
      expect(clientPage).toContain(`/en/account/communication?client=${c.clientId}`);

      // Sending through the page: one mail, then the page shows it.
      const sent = await post(salesCookie, {
        intent: "send_mail",
        template: "follow_up",
        subject: "Noch Fragen, {{firstName}}?",
        body: "Hallo {{firstName}}",
      });
      expect(sent.status).toBe(302);
      expect(sent.headers.get("location")).toContain("done=sent");
      expect(await mailsTo("seite@page.example")).toHaveLength(1);
      expect(await (await request(path, { headers: { cookie: salesCookie } })).text()).toContain(
        "Noch Fragen, Seite?",
      );

      // Hostile posts: 400 with a translated message, nothing written.
      const bad = await post(salesCookie, { intent: "add_note", body: "y".repeat(60_000) });
      expect(bad.status).toBe(400);
      expect(await bad.text()).toContain("This entry is too long.");
      expect((await post(salesCookie, { intent: "nonsense" })).status).toBe(400);
      expect(
        (
          await post(salesCookie, {
            intent: "log_call",
            direction: "in",
            minutes: "abc",
            note: "",
            calledAt: "x",
          })
        ).status,
      ).toBe(400);
      // Another project's client, a bogus id: 404.
      expect(
        (
          await post(
            salesCookie,
            { intent: "add_note", body: "x" },
            `/en/account/communication?client=${foreign.clientId}`,
          )
        ).status,
      ).toBe(404);
      expect(
        (
          await request(`/en/account/communication?client=${foreign.clientId}`, {
            headers: { cookie: salesCookie },
          })
        ).status,
      ).toBe(404);
      expect(
        (await request("/en/account/communication?client=nope", { headers: { cookie: salesCookie } })).status,
      ).toBe(404);
      // Wrong role: 403 for the page and the action.
      expect((await request(path, { headers: { cookie: cmsCookie } })).status).toBe(403);
      expect((await post(cmsCookie, { intent: "add_note", body: "x" })).status).toBe(403);
      // Visitors go to the login.
      expect((await request(path)).status).toBe(302);

      // Feature off: 404 for everyone, page and actions alike; nothing written.
      const [row] = await db
        .select({ features: schema.projects.features })
        .from(schema.projects)
        .where(eq(schema.projects.id, A.id));
      await db
        .update(schema.projects)
        .set({ features: { ...row!.features, communication: false } })
        .where(eq(schema.projects.id, A.id));
      try {
        const notes = async () =>
          (
            await db
              .select()
              .from(schema.communications)
              .where(eq(schema.communications.clientId, c.clientId))
          ).length;
        const before = await notes();
        expect((await request(path, { headers: { cookie: salesCookie } })).status).toBe(404);
        expect(
          (await request("/en/account/communication", { headers: { cookie: salesCookie } })).status,
        ).toBe(404);
        expect((await request(path, { headers: { cookie: cmsCookie } })).status).toBe(404);
        for (const intent of ["send_mail", "log_call", "attach_reply", "add_note"]) {
          const r = await post(salesCookie, {
            intent,
            template: "follow_up",
            subject: "S",
            body: "B",
            direction: "in",
            minutes: "1",
            note: "",
            calledAt: "2026-01-01T10:00",
            receivedAt: "2026-01-01T10:00",
          });
          expect(r.status, intent).toBe(404);
        }
        expect(await notes()).toBe(before);
        expect(await mailsTo("seite@page.example")).toHaveLength(1);
        // And the client page no longer links it.
        expect(
          await (
            await request(`/en/account/clients/${c.clientId}`, { headers: { cookie: dbCookie } })
          ).text(),
        ).not.toContain("/account/communication");
      } finally {
        await db.update(schema.projects).set({ features: row!.features }).where(eq(schema.projects.id, A.id));
      }
    },
  );

  it("follows the visibility policy: sales reaches only clients of jobs it may open, a share reads only", async () => {
    const hidden = await lead({ name: "Hanna Heimlich", email: "hanna@hidden.example" });
    const mine = await lead({ name: "Mira Meinig", email: "mira@mine.example" });
    const shared = await lead({ name: "Sven Geteilt", email: "sven@shared.example" });
    // The hidden and the shared client's jobs belong to the manager; the other one to sales.
    await db
      .update(schema.jobs)
      .set({ assigneeId: staff.manager!.id })
      .where(eq(schema.jobs.id, hidden.jobId));
    await db
      .update(schema.jobs)
      .set({ assigneeId: staff.manager!.id })
      .where(eq(schema.jobs.id, shared.jobId));
    await db.update(schema.jobs).set({ assigneeId: staff.sales!.id }).where(eq(schema.jobs.id, mine.jobId));
    await db.insert(schema.resourceShares).values({
      projectId: A.id,
      resourceType: "client",
      resourceId: shared.clientId,
      shareWithType: "user",
      shareWithId: staff.sales!.id,
      createdBy: staff.manager!.id,
    });
    const when = new Date(Date.now() - 60_000).toISOString();
    const writes = (id: string) => [
      sendClientMail(ctx(), id, { template: "follow_up", subject: "S", body: "B" }, ORIGIN),
      attachReply(ctx(), id, { subject: "Re", body: "Text", receivedAt: when }),
      logCall(ctx(), id, { direction: "in", minutes: "3", note: "", calledAt: when }),
      addNote(ctx(), id, { body: "note" }),
    ];

    // Hidden: not found by search, timeline "not found", every write "not found", nothing stored.
    const search = await searchClients(ctx(), "Heimlich");
    expect(search.ok && search.value.map((r) => r.id)).toEqual([]);
    expect(await getTimeline(ctx(), hidden.clientId, { limit: 20 })).toMatchObject({
      ok: false,
      error: { code: "not_found" },
    });
    for (const r of await Promise.all(writes(hidden.clientId)))
      expect(r).toMatchObject({ ok: false, error: { code: "not_found" } });
    expect(await mailsTo("hanna@hidden.example")).toHaveLength(0);
    const stored = await db
      .select()
      .from(schema.communications)
      .where(eq(schema.communications.clientId, hidden.clientId));
    expect(stored).toHaveLength(0);
    // The manager (every job) finds the same client: the search can tell.
    const managerSearch = await searchClients(ctx(staff.manager!), "Heimlich");
    expect(managerSearch.ok && managerSearch.value.map((r) => r.id)).toEqual([hidden.clientId]);

    // Own job: found, timeline with the job's events, and sales may write.
    const own = await searchClients(ctx(), "Meinig");
    expect(own.ok && own.value.map((r) => r.id)).toEqual([mine.clientId]);
    const ownTimeline = await getTimeline(ctx(), mine.clientId, { limit: 20 });
    expect(ownTimeline.ok && ownTimeline.value.mayWrite).toBe(true);
    expect(ownTimeline.ok && ownTimeline.value.page.items.some((i) => i.source === "job")).toBe(true);
    expect(await addNote(ctx(), mine.clientId, { body: "Called back" })).toMatchObject({ ok: true });

    // Shared client: a share opens the whole client (as the client page does), read-only: every write
    // is refused.
    const sharedTimeline = await getTimeline(ctx(), shared.clientId, { limit: 20 });
    expect(sharedTimeline.ok && sharedTimeline.value.mayWrite).toBe(false);
    for (const r of await Promise.all(writes(shared.clientId)))
      expect(r).toMatchObject({ ok: false, error: { code: "not_found" } });
    expect(await mailsTo("sven@shared.example")).toHaveLength(0);
  });
});
