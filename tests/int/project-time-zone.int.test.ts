/**
 * The project's time zone on the server too (decision 0054), on PGlite and PostgreSQL:
 * with the demo dealer set to America/New_York, the statistics' days, the dashboard's "today", the job
 * and client lists' day filters, a deadline typed on the job page, a call's time typed in the
 * communication center, the invoice's date and the trade-in invitation mail's date are New York's.
 * 2026-03-10T03:30Z is 23:30 on 9 March in New York (daylight saving time began there on 8 March:
 * UTC-4) and 04:30 on 10 March in Berlin.
 */
// Before any schema module: zod 4 gives `.openapi` only to schemas made after this extension is loaded.
import "@hono/zod-openapi";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientList } from "../../app/core/clients/client-filters";
import { listClients } from "../../app/core/clients/clients.service.server";
import { invoiceDate } from "../../app/core/commerce/invoice-pdf.server";
import { logCall } from "../../app/core/communication/communication.service.server";
import { toSessionUser } from "../../app/core/identity/identity.service.server";
import type { SessionUser } from "../../app/core/identity/session-user";
import { createLead } from "../../app/core/leads/create-lead.service.server";
import { dashboardNumbers, jobStatistics } from "../../app/core/leads/insights.service.server";
import { jobList } from "../../app/core/leads/job-filters";
import type { Project } from "../../app/core/tenancy/project";
import { resolveProject } from "../../app/core/tenancy/tenancy.service.server";
import { inviteCustomer, viewInvitation } from "../../app/core/trade-in/invitations.service.server";
import { setTradeInOffer } from "../../app/core/trade-in/trade-in-edit.service.server";
import type { Db } from "../../app/db/client.server";
import * as schema from "../../app/db/schema";
import { projectTimeZone } from "../../app/shared/date-time";
import { createTestDatabase, serviceContextFor, type TestDatabase, testDrivers } from "../setup/test-db";
import { createTestApp, hasBuild, loginCookie, type TestRequest } from "../setup/test-server";

// Without a build (`npm run build`) these tests are skipped, and `npm test` names the reason.

const ORIGIN = "http://localhost";
const NY = "America/New_York";
/** 23:30 on 9 March in New York, 04:30 on 10 March in Berlin. */
const LATE_EVENING = new Date("2026-03-10T03:30:00Z");
let seq = 0;

describe.runIf(hasBuild()).each(testDrivers())("the project's time zone on the server on %s", (driver) => {
  let database: TestDatabase;
  let db: Db;
  let project: Project;
  let manager: SessionUser;
  let request: TestRequest;

  const ctx = (now = new Date()) => serviceContextFor(db, project, { principal: manager, now, locale: "en" });
  const lead = async (systemType: "CONTACT" | "TRADE_IN" = "CONTACT") => {
    const made = await createLead(
      serviceContextFor(db, project),
      systemType,
      {
        firstName: "Nora",
        lastName: `Eastcoast${++seq}`,
        email: `tz.${seq}.${driver}@example.org`,
        language: "en",
        privacyAccepted: true,
      },
      { message: "Hello" },
    );
    if (!made.ok) throw new Error(made.error.code);
    return made.value;
  };
  const jobRow = async (jobId: number) =>
    (await db.select().from(schema.jobs).where(eq(schema.jobs.id, jobId)))[0]!;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    db = database.handle.db;
    // The demo dealer moves to New York (no settings screen has the zone yet: the test's own database).
    const dealer = (await resolveProject(db, "localhost"))!;
    await db.update(schema.projects).set({ timeZone: NY }).where(eq(schema.projects.id, dealer.id));
    project = (await resolveProject(db, "localhost"))!;
    expect(projectTimeZone(project)).toBe(NY);
    const [row] = await db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, "manager@autohaus-brandt.example"));
    manager = toSessionUser(row!, project);
    request = await createTestApp(db);
  });
  afterAll(() => database?.drop());

  it("statistics count a job created at 23:30 New York time on that day, and the lists filter by New York days", async () => {
    const made = await lead();
    await db.update(schema.jobs).set({ cdate: LATE_EVENING }).where(eq(schema.jobs.id, made.jobId));
    await db
      .update(schema.clients)
      .set({ createdAt: LATE_EVENING })
      .where(eq(schema.clients.id, (await jobRow(made.jobId)).clientId!));

    const stats = await jobStatistics(
      ctx(),
      jobList.parse(new URLSearchParams("dateFrom=2026-03-09&dateTo=2026-03-10")),
    );
    if (!stats.ok) throw new Error(stats.error.code);
    expect(stats.value.byDay.find((d) => d.day === "2026-03-09")?.total).toBe(1);
    expect(stats.value.byDay.find((d) => d.day === "2026-03-10")).toBeUndefined();

    // The job list's day filter: the job is on 9 March, not on 10 March.
    const cookie = await loginCookie(request, "manager@autohaus-brandt.example");
    const ids = async (query: string) => {
      const res = await request(`/api/jobs.json?${query}&limit=100`, { headers: { cookie } });
      expect(res.status, query).toBe(200);
      return ((await res.json()) as { rows: { id: number }[] }).rows.map((r) => r.id);
    };
    expect(await ids("dateFrom=2026-03-09&dateTo=2026-03-09")).toContain(made.jobId);
    expect(await ids("dateFrom=2026-03-10")).not.toContain(made.jobId);

    // The clients list's day filter likewise.
    const clients = async (query: string) => {
      const page = await listClients(ctx(), clientList.parse(new URLSearchParams(`${query}&limit=100`)));
      if (!page.ok) throw new Error(page.error.code);
      return page.value.rows.map((r) => r.lastName);
    };
    const name = `Eastcoast${seq}`;
    expect(await clients("dateFrom=2026-03-09&dateTo=2026-03-09")).toContain(name);
    expect(await clients("dateFrom=2026-03-10&dateTo=2026-03-10")).not.toContain(name);
  });

  it("the dashboard's 'due today' is New York's today", async () => {
    const made = await lead();
    // 19:00 on 9 March in New York (already 10 March, 00:00, in Berlin).
    const now = new Date("2026-03-09T23:00:00Z");
    const before = await dashboardNumbers(ctx(now));
    if (!before.ok) throw new Error(before.error.code);
    // Due 18:00 New York time today (23:00 on 9 March in Berlin: yesterday there).
    await db
      .update(schema.jobs)
      .set({ assigneeId: manager.id, deadline: new Date("2026-03-09T22:00:00Z"), visibility: "open" })
      .where(eq(schema.jobs.id, made.jobId));
    const after = await dashboardNumbers(ctx(now));
    if (!after.ok) throw new Error(after.error.code);
    expect(after.value.dueToday).toBe(before.value.dueToday + 1);
  });

  it("a deadline typed on the job page is New York's wall clock, and the label names the zone", async () => {
    const made = await lead();
    const job = await jobRow(made.jobId);
    const path = `/en/account/jobs/${job.workflowId}/${made.jobId}`;
    const cookie = await loginCookie(request, "manager@autohaus-brandt.example");
    const page = await request(path, { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Deadline (Eastern Time)");
    const res = await request(path, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, cookie },
      body: new URLSearchParams({ intent: "deadline", deadline: "2026-03-10T09:00" }).toString(),
    });
    expect(res.status).toBe(200);
    // 09:00 EDT (UTC-4) is 13:00 UTC; read as Berlin time it would be 08:00 UTC.
    expect((await jobRow(made.jobId)).deadline?.toISOString()).toBe("2026-03-10T13:00:00.000Z");
  });

  it("a call's time typed in the communication center is New York's wall clock", async () => {
    const made = await lead();
    const clientId = (await jobRow(made.jobId)).clientId!;
    const logged = await logCall(ctx(new Date("2026-03-10T20:00:00Z")), clientId, {
      direction: "in",
      minutes: "5",
      note: "Called back",
      calledAt: "2026-03-10T09:00",
    });
    if (!logged.ok) throw new Error(logged.error.code);
    const [row] = await db
      .select()
      .from(schema.communications)
      .where(eq(schema.communications.id, logged.value.id));
    expect(row!.occurredAt.toISOString()).toBe("2026-03-10T13:00:00.000Z");
  });

  it("the invoice's date is the day the order was placed in New York", () => {
    expect(invoiceDate(LATE_EVENING, "en", projectTimeZone(project))).toBe("9 March 2026");
    expect(invoiceDate(LATE_EVENING, "de", projectTimeZone(project))).toBe("9. März 2026");
  });

  it("the trade-in invitation mail and page give the offer's last day in New York", async () => {
    const made = await lead("TRADE_IN");
    await db.insert(schema.tradeIns).values({
      jobId: made.jobId,
      projectId: project.id,
      brandName: "Škoda",
      modelName: "Octavia",
      firstRegistration: "2018-05-01",
      mileageKm: 120_000,
      fuel: "diesel",
      gearbox: "manual",
      condition: { accident_free: "yes" },
    });
    const now = new Date("2026-12-05T12:00:00Z");
    const offer = await setTradeInOffer(ctx(now), made.jobId, { amount: "9,800", expiresOn: "2026-12-20" });
    if (!offer.ok) throw new Error(offer.error.code);
    // Valid until 23:59 on 20 December in New York: 04:59 UTC on the 21st, the 21st in Berlin.
    const [tradeIn] = await db.select().from(schema.tradeIns).where(eq(schema.tradeIns.jobId, made.jobId));
    expect(tradeIn!.offerExpiresAt?.toISOString()).toBe("2026-12-21T04:59:00.000Z");
    const invited = await inviteCustomer(ctx(now), made.jobId, { origin: ORIGIN });
    if (!invited.ok) throw new Error(invited.error.code);
    const [mail] = await db
      .select()
      .from(schema.outbox)
      .where(and(eq(schema.outbox.kind, "mail"), eq(schema.outbox.projectId, project.id)))
      .orderBy(desc(schema.outbox.createdAt))
      .limit(1);
    const text = String(mail!.payload.text);
    expect(mail!.payload.to).toBe(`tz.${seq}.${driver}@example.org`);
    expect(text).toContain("valid until 20 December 2026");
    expect(text).not.toContain("21 December 2026");
    const token = /\/tradeininvitation\/([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? "";
    const view = await viewInvitation(ctx(now), token);
    if (!view.ok) throw new Error(view.error.message);
    expect(view.value.timeZone).toBe(NY);
  });
});
