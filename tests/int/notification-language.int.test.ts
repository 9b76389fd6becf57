/**
 * Notifications in their reader's language: a lead created by a German request notifies an
 * English-speaking employee in English; the bell's list and the live stream show each notification in
 * the language of the page that asks (`?lang=`), whoever's request created it.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dispatchOutbox } from "../../app/core/background/outbox.server";
import { createLead } from "../../app/core/leads/create-lead.service.server";
import { notificationHandler } from "../../app/core/notifications/job-notifications.server";
import type { Project } from "../../app/core/tenancy/project";
import { resolveProject } from "../../app/core/tenancy/tenancy.service.server";
import type { Db } from "../../app/db/client.server";
import * as schema from "../../app/db/schema";
import { sseReader } from "../setup/sse";
import { createTestDatabase, serviceContextFor, type TestDatabase, testDrivers } from "../setup/test-db";
import { createTestApp, loginCookie, type TestRequest } from "../setup/test-server";

const DEALER = "autohaus-brandt.example";

describe.each(testDrivers())("notification language on %s", (driver) => {
  let database: TestDatabase;
  let db: Db;
  let project: Project;
  let request: TestRequest;
  const handlers = { notification: notificationHandler() };
  const deliver = () => dispatchOutbox(db, handlers);
  const ids: Record<string, string> = {};
  const cookies: Record<string, string> = {};

  /** A lead from the German storefront (the request's language is German). */
  const germanLead = (name: string) =>
    createLead(
      serviceContextFor(db, project, { locale: "de" }),
      "CONTACT",
      { name, email: `${name.toLowerCase()}@example.org`, phone: "", language: "de", privacyAccepted: true },
      { message: "Hallo" },
    );
  const list = async (role: string, lang: string) => {
    const res = await request(`/api/notifications.json?lang=${lang}`, {
      headers: { cookie: cookies[role]! },
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { items: { content: string; data: { body: string } }[] }).items;
  };

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    db = database.handle.db;
    project = (await resolveProject(db, "localhost"))!;
    request = await createTestApp(db);
    for (const role of ["sales", "manager"]) {
      const [row] = await db
        .select()
        .from(schema.users)
        .where(eq(schema.users.email, `${role}@${DEALER}`));
      ids[role] = row!.id;
      cookies[role] = await loginCookie(request, `${role}@${DEALER}`);
    }
    // The manager reads English (profile language); the salesperson set none.
    await db.update(schema.users).set({ language: "en" }).where(eq(schema.users.id, ids.manager!));
    await db.update(schema.users).set({ language: null }).where(eq(schema.users.id, ids.sales!));
    await deliver();
  }, 180_000);
  afterAll(() => database?.drop());

  it("an English employee gets an English notification when a German request creates it", async () => {
    const created = await germanLead("Englishreader");
    expect(created.ok).toBe(true);
    await deliver();
    const mine = (
      await db.select().from(schema.notifications).where(eq(schema.notifications.userId, ids.manager!))
    ).filter((n) => n.content.includes("Englishreader"));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.content).toBe("New lead: Englishreader");
  });

  it("the bell lists each notification in the language of the page that asks", async () => {
    await germanLead("Bellreader");
    await deliver();
    // The salesperson has no language of their own: the English interface shows English, the German one German.
    const en = (await list("sales", "en")).find((n) => n.content.includes("Bellreader"));
    expect(en?.content).toBe("New lead: Bellreader");
    expect(en?.data.body).toMatch(/, job \d+$/);
    // Times are shown in the site's zone, which the list names (the demo dealer's: Berlin).
    const res = await request("/api/notifications.json?lang=en", { headers: { cookie: cookies.sales! } });
    expect(((await res.json()) as { timeZone: string }).timeZone).toBe("Europe/Berlin");
    const de = (await list("sales", "de")).find((n) => n.content.includes("Bellreader"));
    expect(de?.content).toBe("Neuer Lead: Bellreader");
    expect(de?.data.body).toMatch(/, Vorgang \d+$/);
    // The English manager in a Polish interface reads Polish.
    const pl = (await list("manager", "pl")).find((n) => n.content.includes("Bellreader"));
    expect(pl?.content).not.toBe("New lead: Bellreader");
    expect(pl?.content).toContain("Bellreader");
  });

  it("the live stream brings a new notification in the stream's language", async () => {
    const res = await request("/api/events?lang=en", { headers: { cookie: cookies.sales! } });
    expect(res.status).toBe(200);
    const sse = sseReader(res.body!);
    await sse.pump(() => sse.events.some((e) => e.event === "ready"));
    await germanLead("Livereader");
    await deliver();
    await sse.pump(() => sse.events.some((e) => e.event === "notification" && e.data.includes("Livereader")));
    const event = sse.events.find((e) => e.event === "notification" && e.data.includes("Livereader"))!;
    expect(JSON.parse(event.data).content).toBe("New lead: Livereader");
    await sse.cancel();
  });
});
