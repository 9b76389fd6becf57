/**
 * In-page notifications on PGlite and PostgreSQL: a new lead notifies the dealer's lead
 * workers (and nobody else) once, a reassigned job its new assignee, a job that became critical its
 * people once; the live stream delivers them, replays what a reconnecting browser missed, and cleans up
 * on disconnect; the list, mark-read and click endpoints for every role and hostile input.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openStreamCount } from "../../app/api/notifications";
import { dispatchOutbox } from "../../app/core/background/outbox.server";
import { toSessionUser } from "../../app/core/identity/identity.service.server";
import type { SessionUser } from "../../app/core/identity/session-user";
import { createLead } from "../../app/core/leads/create-lead.service.server";
import { applyJobAction } from "../../app/core/leads/jobs.service.server";
import {
  notificationHandler,
  notifyCriticalJobsEverywhere,
} from "../../app/core/notifications/job-notifications.server";
import { liveBus } from "../../app/core/notifications/live-events.server";
import type { Project } from "../../app/core/tenancy/project";
import { resolveProject } from "../../app/core/tenancy/tenancy.service.server";
import type { Db } from "../../app/db/client.server";
import * as schema from "../../app/db/schema";
import { sseReader } from "../setup/sse";
import { createTestDatabase, serviceContextFor, type TestDatabase, testDrivers } from "../setup/test-db";
import { createTestApp, loginCookie, type TestRequest } from "../setup/test-server";

const DEALER = "autohaus-brandt.example";
const json = { "content-type": "application/json" };

describe.each(testDrivers())("notifications on %s", (driver) => {
  let database: TestDatabase;
  let db: Db;
  let project: Project;
  let other: Project;
  let request: TestRequest;
  const people: Record<string, SessionUser> = {};
  const cookies: Record<string, string> = {};
  const handlers = { notification: notificationHandler() };
  const deliver = () => dispatchOutbox(db, handlers);

  const mine = (userId: string) =>
    db.select().from(schema.notifications).where(eq(schema.notifications.userId, userId));

  const lead = (name: string) =>
    createLead(
      serviceContextFor(db, project),
      "CONTACT",
      { name, email: `${name.toLowerCase()}@example.org`, phone: "", language: "de", privacyAccepted: true },
      { message: "Hello" },
    );

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    db = database.handle.db;
    project = (await resolveProject(db, "localhost"))!;
    other = (await resolveProject(db, "community.localhost"))!;
    request = await createTestApp(db);
    for (const role of ["sales", "manager", "admin", "cms", "database", "customer", "holding"]) {
      const [row] = await db
        .select()
        .from(schema.users)
        .where(eq(schema.users.email, `${role}@${DEALER}`));
      people[role] = toSessionUser(row!, project);
      cookies[role] = await loginCookie(request, `${role}@${DEALER}`);
    }
    // Demo leads queued notifications at seeding: delivered now, so the tests count only their own.
    await deliver();
  }, 180_000);

  afterAll(async () => {
    await database?.drop();
  });

  it("a new lead notifies the dealer's lead workers once, in their language, and nobody else", async () => {
    const before = Object.fromEntries(
      await Promise.all(Object.entries(people).map(async ([k, u]) => [k, (await mine(u.id)).length])),
    );
    const created = await lead("Notifyme");
    expect(created.ok).toBe(true);
    const jobId = created.ok ? created.value.jobId : 0;
    expect(await deliver()).toBe(1);
    // At least once: a second delivery of the same row writes nothing twice.
    await handlers.notification(
      {
        id: "x",
        projectId: project.id,
        kind: "notification",
        attempts: 2,
        payload: { type: "new_lead", jobId, workflowId: created.ok ? created.value.workflowId : 0 },
      },
      { db },
    );
    for (const role of ["sales", "manager", "admin"]) {
      const rows = (await mine(people[role]!.id)).filter((r) => r.key === `job-new:${jobId}`);
      expect(rows, role).toHaveLength(1);
      expect(rows[0]!.type).toBe("information");
      expect(rows[0]!.content).toContain("Notifyme");
      expect(rows[0]!.data.data).toMatchObject({ id: rows[0]!.id, jobId, action: "OPEN_JOB_DETAILS_VIEW" });
      expect(rows[0]!.data.dismissAfter).toBe(20_000);
    }
    for (const role of ["cms", "database", "customer"]) {
      expect((await mine(people[role]!.id)).length, role).toBe(before[role]);
    }
    console.log(
      `[notifications, ${driver}] lead ${jobId} notified sales, manager and admin; cms, database and customer not`,
    );
  });

  it("an old lead's row (queued before this slice) is delivered without announcing it", async () => {
    const old = await createLead(
      serviceContextFor(db, project),
      "CONTACT",
      { name: "Oldnews", email: "oldnews@example.org", phone: "", language: "de", privacyAccepted: true },
      { message: "Hello" },
      { at: new Date(Date.now() - 2 * 86_400_000) },
    );
    const jobId = old.ok ? old.value.jobId : 0;
    expect(await deliver()).toBe(1);
    const rows = await db
      .select()
      .from(schema.notifications)
      .where(eq(schema.notifications.key, `job-new:${jobId}`));
    expect(rows).toEqual([]);
  });

  it("streams a notification to the user's open stream, replays missed ones, and cleans up on disconnect", async () => {
    const listeners = liveBus().listenerCount();
    const res = await request("/api/events", { headers: { cookie: cookies.sales! } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    expect(res.headers.get("content-encoding")).toBeNull();
    const sse = sseReader(res.body!);
    await sse.pump(() => sse.events.some((e) => e.event === "ready"));
    expect(liveBus().listenerCount()).toBe(listeners + 1);
    const created = await lead("Streamy");
    await deliver();
    await sse.pump(() => sse.events.some((e) => e.event === "notification"));
    const event = sse.events.find((e) => e.event === "notification")!;
    const n = JSON.parse(event.data);
    expect(n.content).toContain("Streamy");
    expect(n.data.data.jobId).toBe(created.ok ? created.value.jobId : -1);
    expect(event.id).toBe(String(n.seq));
    await sse.cancel();
    await new Promise((r) => setTimeout(r, 50));
    expect(liveBus().listenerCount()).toBe(listeners);
    expect(openStreamCount()).toBe(0);

    // Reconnect: what came after the last event id is sent first.
    await lead("Missedme");
    await deliver();
    const again = await request("/api/events", {
      headers: { cookie: cookies.sales!, "last-event-id": event.id! },
    });
    const replay = sseReader(again.body!);
    await replay.pump(() => replay.events.some((e) => e.data.includes("Missedme")));
    expect(replay.events.some((e) => e.data.includes("Streamy"))).toBe(false);
    await replay.cancel();
  });

  it("a reassigned job notifies its new assignee, not the one who assigned it", async () => {
    const created = await lead("Handover");
    const jobId = created.ok ? created.value.jobId : 0;
    await deliver();
    const manager = serviceContextFor(db, project, { principal: people.manager });
    expect(
      (await applyJobAction(manager, [jobId], { type: "assign", assigneeId: people.sales!.id })).ok,
    ).toBe(true);
    await deliver();
    const assigned = (await mine(people.sales!.id)).filter((r) => r.key.startsWith(`job-assigned:${jobId}:`));
    expect(assigned).toHaveLength(1);
    expect(assigned[0]!.type).toBe("success");
    expect((await mine(people.manager!.id)).some((r) => r.key.startsWith(`job-assigned:${jobId}`))).toBe(
      false,
    );
    // Assigning oneself tells nobody.
    const self = serviceContextFor(db, project, { principal: people.manager });
    await applyJobAction(self, [jobId], { type: "assign", assigneeId: people.manager!.id });
    await deliver();
    expect((await mine(people.manager!.id)).some((r) => r.key.startsWith(`job-assigned:${jobId}`))).toBe(
      false,
    );
  });

  it("a job that became critical by the clock is announced once, to its assignee", async () => {
    const created = await lead("Critical");
    const jobId = created.ok ? created.value.jobId : 0;
    await deliver();
    const manager = serviceContextFor(db, project, { principal: people.manager });
    await applyJobAction(manager, [jobId], { type: "assign", assigneeId: people.sales!.id });
    await deliver();
    // The assignment is a reaction; 2 days without change make it critical.
    const later = new Date(Date.now() + 2 * 86_400_000 + 60_000);
    await notifyCriticalJobsEverywhere(db, later);
    const key = `job-critical:${jobId}`;
    const rows = (await mine(people.sales!.id)).filter((r) => r.key === key);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.type).toBe("danger");
    expect(rows[0]!.data.requireInteraction).toBe(true);
    expect(rows[0]!.data.dismissAfter).toBeNull();
    await notifyCriticalJobsEverywhere(db, new Date(later.getTime() + 60_000));
    const all = await db.select().from(schema.notifications).where(eq(schema.notifications.key, key));
    expect(all).toHaveLength(1);
    console.log(`[notifications, ${driver}] critical job ${jobId} announced once to its assignee`);
  });

  it("a job that became critical before the lookback (a first start, an outage) is not announced", async () => {
    const created = await lead("Longago");
    const jobId = created.ok ? created.value.jobId : 0;
    await deliver();
    const key = `job-critical:${jobId}`;
    const count = async () =>
      (await db.select().from(schema.notifications).where(eq(schema.notifications.key, key))).length;
    // 2 h without a reaction: critical from then on. 20 minutes later is too late to announce it...
    await notifyCriticalJobsEverywhere(db, new Date(Date.now() + 2 * 3_600_000 + 20 * 60_000));
    expect(await count()).toBe(0);
    // ...a minute after it is not.
    await notifyCriticalJobsEverywhere(db, new Date(Date.now() + 2 * 3_600_000 + 60_000));
    expect(await count()).toBeGreaterThan(0);
  });

  it("lists, marks read and records clicks for the signed-in user only", async () => {
    // Anonymous: 401 on every endpoint.
    expect((await request("/api/notifications.json")).status).toBe(401);
    expect((await request("/api/events")).status).toBe(401);
    expect(
      (await request("/api/notifications/read.json", { method: "POST", headers: json, body: "{}" })).status,
    ).toBe(401);

    const list = await request("/api/notifications.json", { headers: { cookie: cookies.sales! } });
    expect(list.status).toBe(200);
    const body = (await list.json()) as { items: { id: string; read: boolean }[]; unread: number };
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.unread).toBeGreaterThan(0);
    const first = body.items[0]!;

    // Someone else's notification does not exist for the manager.
    const foreign = await request(`/api/notifications/${first.id}/click.json`, {
      method: "POST",
      headers: { ...json, cookie: cookies.manager! },
      body: "{}",
    });
    expect(foreign.status).toBe(404);

    const click = await request(`/api/notifications/${first.id}/click.json`, {
      method: "POST",
      headers: { ...json, cookie: cookies.sales! },
      body: "{}",
    });
    expect(click.status).toBe(200);
    const clicked = (await click.json()) as {
      notification: { read: boolean; clicked: boolean };
      unread: number;
    };
    expect(clicked.notification).toMatchObject({ read: true, clicked: true });
    expect(clicked.unread).toBe(body.unread - (first.read ? 0 : 1));

    const all = await request("/api/notifications/read.json", {
      method: "POST",
      headers: { ...json, cookie: cookies.sales! },
      body: JSON.stringify({ all: true }),
    });
    expect(await all.json()).toEqual({ unread: 0 });

    // A customer has a stream and an (empty) list of their own.
    const customer = await request("/api/notifications.json", { headers: { cookie: cookies.customer! } });
    // The dealer's time zone comes with the list (the bell prints times in it, decision 0054).
    expect(await customer.json()).toEqual({ items: [], unread: 0, timeZone: "Europe/Berlin" });
  });

  it("answers hostile input with 4xx, never 500", async () => {
    const post = (path: string, body: string) =>
      request(path, { method: "POST", headers: { ...json, cookie: cookies.sales! }, body });
    for (const body of [
      "{}",
      "not json",
      JSON.stringify({ ids: "x" }),
      JSON.stringify({ ids: ["not-a-uuid"] }),
      JSON.stringify({ ids: ["\u0000\u0007"] }),
      JSON.stringify({ ids: Array.from({ length: 101 }, () => crypto.randomUUID()) }),
      JSON.stringify({ all: "yes" }),
      JSON.stringify({ ids: ["x".repeat(100_000)] }),
    ]) {
      const res = await post("/api/notifications/read.json", body);
      expect(res.status, body.slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(res.status, body.slice(0, 40)).toBeLessThan(500);
    }
    for (const id of ["nope", "1", "%00", "x".repeat(5000), crypto.randomUUID(), "'%20or%201=1--"]) {
      const res = await post(`/api/notifications/${id}/click.json`, "{}");
      expect([400, 404], id.slice(0, 20)).toContain(res.status);
    }
    // Another project's notification id is not found here.
    const [foreignUser] = await db
      .select()
      .from(schema.users)
      .where(eq(schema.users.projectId, other.id))
      .limit(1);
    const [row] = await db
      .insert(schema.notifications)
      .values({
        projectId: other.id,
        userId: foreignUser!.id,
        key: "foreign",
        type: "information",
        content: "foreign",
        data: {
          dismissAfter: 20_000,
          body: "",
          requireInteraction: false,
          timestamp: new Date().toISOString(),
          data: { id: "" },
        },
      })
      .returning();
    expect((await post(`/api/notifications/${row!.id}/click.json`, "{}")).status).toBe(404);
    const [unchanged] = await db
      .select()
      .from(schema.notifications)
      .where(eq(schema.notifications.id, row!.id));
    expect(unchanged!.clickedAt).toBeNull();
    // A bogus Last-Event-ID is ignored.
    const res = await request("/api/events", {
      headers: { cookie: cookies.sales!, "last-event-id": "'; drop table x" },
    });
    expect(res.status).toBe(200);
    await res.body?.cancel();
  });
});
