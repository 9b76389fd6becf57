/**
 * The business spine on PGlite and PostgreSQL: createLead, forms that become jobs, the
 * move of earlier requests, critical priority in SQL at its exact boundaries, every job filter key,
 * who sees which jobs, and what employees do to a job.
 */
import { and, eq, getTableColumns, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { submitContactForm } from "../../app/core/contact/contact.service.server";
import { withTransaction } from "../../app/core/context/service-context.server";
import { toSessionUser } from "../../app/core/identity/identity.service.server";
import type { SessionUser } from "../../app/core/identity/session-user";
import { createLead } from "../../app/core/leads/create-lead.service.server";
import { filterOptions } from "../../app/core/leads/filter-options.service.server";
import { dashboardNumbers, hotLeads, jobStatistics } from "../../app/core/leads/insights.service.server";
import { jobList } from "../../app/core/leads/job-filters";
import { applyJobAction, getJob, listJobs } from "../../app/core/leads/jobs.service.server";
import { migrateLegacyRequests } from "../../app/core/leads/legacy-requests.server";
import { NO_REACTION_MS, STALE_MS } from "../../app/core/leads/priority";
import { listWorkflows, setWorkflowFavorite } from "../../app/core/leads/workflows.service.server";
import type { Project } from "../../app/core/tenancy/project";
import { resolveProject } from "../../app/core/tenancy/tenancy.service.server";
import type { Db } from "../../app/db/client.server";
import * as schema from "../../app/db/schema";
import { formatCounter, SIDEBAR_COUNT_CAP } from "../../app/shared/permissions";
import { createTestDatabase, serviceContextFor, type TestDatabase, testDrivers } from "../setup/test-db";

const T0 = new Date("2026-11-20T09:00:00.000Z");
const MARK = "zzqlead";

describe.each(testDrivers())("leads on %s", (driver) => {
  let database: TestDatabase;
  let db: Db;
  let project: Project;
  let manager: SessionUser;
  let sales: SessionUser;
  let customer: SessionUser;

  const userOf = async (email: string) => {
    const [row] = await db.select().from(schema.users).where(eq(schema.users.email, email));
    return toSessionUser(row!, project);
  };
  const ctx = (principal: SessionUser | null, now = T0) =>
    serviceContextFor(db, project, { principal, now, locale: "en" });
  const list = async (query: string, principal = manager, now = T0) => {
    const q = query.includes("q=") ? query : `q=${MARK}&${query}`;
    const r = await listJobs(ctx(principal, now), jobList.parse(new URLSearchParams(q)));
    if (!r.ok) throw new Error(r.error.code);
    return r.value;
  };
  const lead = (
    email: string,
    extra: Parameters<typeof createLead>[4] = {},
    system: "CONTACT" | "CAR_REQUEST" | "TRADE_IN" = "CONTACT",
  ) =>
    createLead(
      ctx(null),
      system,
      { name: `Anna ${MARK}`, email, phone: "+49 30 123456", language: "de", privacyAccepted: true },
      { message: "Hello" },
      { at: T0, ...extra },
    );

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    db = database.handle.db;
    project = (await resolveProject(db, "localhost"))!;
    manager = await userOf("manager@autohaus-brandt.example");
    sales = await userOf("sales@autohaus-brandt.example");
    customer = await userOf("customer@autohaus-brandt.example");
  });
  afterAll(() => database?.drop());

  it("createLead finds the client by e-mail and creates the job, its event and a notification together", async () => {
    const a = await lead("Same.Person@example.com");
    const b = await lead(
      "same.person@example.com",
      { vehicleBrandName: "BMW", vehicleModelName: "X1" },
      "CAR_REQUEST",
    );
    expect(a.ok && b.ok).toBe(true);
    if (!a.ok || !b.ok) return;
    expect(b.value.clientId).toBe(a.value.clientId);
    expect(b.value.workflowId).not.toBe(a.value.workflowId);
    const events = await db.select().from(schema.jobEvents).where(eq(schema.jobEvents.jobId, a.value.jobId));
    expect(events.map((e) => e.kind)).toEqual(["created"]);
    const queued = await db
      .select()
      .from(schema.outbox)
      .where(and(eq(schema.outbox.projectId, project.id), eq(schema.outbox.kind, "notification")));
    expect(queued.some((r) => (r.payload as { jobId?: number }).jobId === a.value.jobId)).toBe(true);
  });

  it("a failure after createLead leaves neither client nor job behind (one transaction)", async () => {
    await expect(
      withTransaction(ctx(null), async (tx) => {
        await createLead(
          tx,
          "CONTACT",
          { name: "Roll Back", email: "rollback@example.com", language: "en", privacyAccepted: true },
          {},
        );
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    const rows = await db
      .select()
      .from(schema.clients)
      .where(eq(schema.clients.email, "rollback@example.com"));
    expect(rows).toHaveLength(0);
  });

  it("the contact form becomes a CONTACT job in the enquiries workflow", async () => {
    const sent = await submitContactForm(ctx(null), {
      name: `Contact ${MARK}`,
      email: "contact.form@example.com",
      subject: "general",
      message: "Please call me back about a Golf.",
      privacy: "on",
    });
    expect(sent.ok).toBe(true);
    const [req] = await db
      .select()
      .from(schema.contactRequests)
      .where(eq(schema.contactRequests.email, "contact.form@example.com"));
    expect(req!.jobId).not.toBeNull();
    const [job] = await db.select().from(schema.jobs).where(eq(schema.jobs.id, req!.jobId!));
    expect(job!.systemType).toBe("CONTACT");
    expect((job!.payload as { message: string }).message).toContain("Golf");
  });

  it("moves requests received before workflows into jobs, once", async () => {
    const at = new Date("2026-10-01T10:00:00Z");
    await db.insert(schema.contactRequests).values({
      projectId: project.id,
      name: `Old ${MARK}`,
      email: "old.request@example.com",
      subject: "general",
      message: "Sent before the back office existed",
      lang: "pl",
      privacyAccepted: true,
      createdAt: at,
    });
    expect(await migrateLegacyRequests(db, [project])).toBeGreaterThanOrEqual(1);
    expect(await migrateLegacyRequests(db, [project])).toBe(0);
    const [req] = await db
      .select()
      .from(schema.contactRequests)
      .where(eq(schema.contactRequests.email, "old.request@example.com"));
    const [job] = await db.select().from(schema.jobs).where(eq(schema.jobs.id, req!.jobId!));
    expect(job!.cdate.toISOString()).toBe(at.toISOString());
    expect(job!.language).toBe("pl");
  });

  it("derives critical priority in SQL at exactly 2 hours without reaction and 2 days without change", async () => {
    const created = await lead("critical@example.com", { at: T0 });
    if (!created.ok) throw new Error("lead");
    const id = created.value.jobId;
    const isCritical = async (now: Date) =>
      (await list("priority=3", manager, now)).rows.some((r) => r.id === id);
    expect(await isCritical(new Date(T0.getTime() + NO_REACTION_MS - 1))).toBe(false);
    expect(await isCritical(new Date(T0.getTime() + NO_REACTION_MS))).toBe(true);
    // A reaction ends the first rule; two days without change start the second.
    const reacted = new Date(T0.getTime() + 60_000);
    expect(
      (await applyJobAction(ctx(manager, reacted), [id], { type: "comment", text: "Called back" })).ok,
    ).toBe(true);
    expect(await isCritical(new Date(reacted.getTime() + STALE_MS - 1))).toBe(false);
    expect(await isCritical(new Date(reacted.getTime() + STALE_MS))).toBe(true);
    const row = (await list("sort=priority_desc", manager, new Date(reacted.getTime() + STALE_MS))).rows.find(
      (r) => r.id === id,
    );
    expect(row?.effectivePriority).toBe(3);
    expect(row?.critical).toEqual(["stale"]);
  });

  it("sorts a list as it opens by each call's instant, built once for its shape", async () => {
    // No filter: the list as employees open it, whose statement is built once and run with each call's
    // values (jobs.repo `builtOncePerShape`); the instant that makes a job critical is one of them.
    const created = await lead("opened-list@example.com", { at: T0 });
    if (!created.ok) throw new Error("lead");
    const first = async (now: Date) => {
      const r = await listJobs(ctx(manager, now), jobList.parse(new URLSearchParams("sort=priority_desc")));
      if (!r.ok) throw new Error(r.error.code);
      return r.value.rows[0];
    };
    // Before 2 hours without reaction the new job is normal and older critical jobs come first; from then
    // on it is critical too, and the newest critical job comes first.
    expect((await first(new Date(T0.getTime() + NO_REACTION_MS - 1)))?.id).not.toBe(created.value.jobId);
    const top = await first(new Date(T0.getTime() + NO_REACTION_MS));
    expect(top?.id).toBe(created.value.jobId);
    expect(top?.critical).toEqual(["no_reaction"]);
    expect((await first(new Date(T0.getTime() + NO_REACTION_MS - 1)))?.id).not.toBe(created.value.jobId);
  });

  it("applies every filter key of the job list", async () => {
    const berlin = (await db.select().from(schema.locations).where(eq(schema.locations.city, "Berlin")))[0]!;
    const made = await lead(
      "filters@example.com",
      {
        at: new Date(T0.getTime() - 3 * 24 * 3600 * 1000),
        locationId: berlin.id,
        vehicleBrandName: "Škoda",
        vehicleModelName: "Octavia",
        source: "partner",
      },
      "TRADE_IN",
    );
    if (!made.ok) throw new Error("lead");
    const id = made.value.jobId;
    await db
      .update(schema.jobs)
      .set({
        tags: ["fleet"],
        leadTags: ["hot"],
        labels: ["callback"],
        starred: true,
        assigneeId: sales.id,
        deadline: new Date(T0.getTime() - 3600_000),
      })
      .where(eq(schema.jobs.id, id));
    await db.insert(schema.documents).values({
      projectId: project.id,
      jobId: id,
      docType: "valuation",
      direction: "outgoing",
      number: "V-1",
      amountMinor: 1_200_000,
      currency: "EUR",
      hasErrors: true,
    });
    const statusId = (await db.select().from(schema.jobs).where(eq(schema.jobs.id, id)))[0]!.statusId;
    const has = async (q: string) => (await list(q)).rows.some((r) => r.id === id);
    const cases: [string, string][] = [
      [`workflow=${made.value.workflowId}`, `workflow=${made.value.workflowId + 1000}`],
      ["workflow=TRADE_IN", "workflow=RENTAL"],
      [
        `workflow=${made.value.workflowId}&status=${statusId}`,
        `workflow=${made.value.workflowId}&status=${statusId + 1}`,
      ],
      ["systemType=TRADE_IN", "systemType=CONTACT"],
      ["visibility=showOpen", "visibility=showWon"],
      ["viewType=pastdeadline", "viewType=unassigned"],
      [`assignee=${sales.id}`, `assignee=${manager.id}`],
      ["priority=3", "priority=1"],
      ["isStarred=true", "isStarred=false"],
      ["brand=Škoda", "brand=BMW"],
      ["model=Octavia", "model=Golf"],
      [`location=${berlin.id}`, `location=${berlin.id + 100}`],
      ["ownerLocation.city=Berlin", "ownerLocation.city=Hamburg"],
      ["language=de", "language=tr"],
      ["source=partner", "source=website"],
      ["tags=fleet", "tags=vip"],
      ["leadTags=hot", "leadTags=cold"],
      ["labels=callback", "labels=financing_needed"],
      ["cdate=4", "cdate=2"],
      ["mdate=4", "mdate=2"],
      ["dateFrom=2026-11-16&dateTo=2026-11-17", "dateFrom=2026-11-18"],
      ["docType=valuation", "docType=invoice"],
      ["docDirection=outgoing", "docDirection=ingoing"],
      ["currency=EUR", "currency=PLN"],
      ["hasErrors=true", "hasErrors=false"],
      ["isActive=true", "isActive=false"],
      [`q=${MARK} skoda octavia`, `q=${MARK} skoda golf`],
    ];
    for (const [hit, miss] of cases) {
      expect(await has(hit), hit).toBe(true);
      expect(await has(miss), miss).toBe(false);
    }
  });

  it("pages by keyset both ways and counts the matches", async () => {
    for (let i = 0; i < 5; i++)
      await lead(`page${i}@example.com`, { at: new Date(T0.getTime() - i * 60_000) });
    const first = await list("limit=2&sort=cdate_desc");
    expect(first.rows).toHaveLength(2);
    expect(first.total).toBeGreaterThanOrEqual(5);
    const second = await list(`limit=2&sort=cdate_desc&after=${first.nextCursor}`);
    expect(second.rows[0]!.cdate.getTime()).toBeLessThanOrEqual(first.rows[1]!.cdate.getTime());
    const back = await list(`limit=2&sort=cdate_desc&before=${second.prevCursor}`);
    expect(back.rows.map((r) => r.id)).toEqual(first.rows.map((r) => r.id));
  });

  it("shows a sales employee their own and unassigned jobs only, and customers none", async () => {
    const own = await lead("own@example.com");
    const other = await lead("other@example.com");
    if (!own.ok || !other.ok) throw new Error("lead");
    await db.update(schema.jobs).set({ assigneeId: sales.id }).where(eq(schema.jobs.id, own.value.jobId));
    await db.update(schema.jobs).set({ assigneeId: manager.id }).where(eq(schema.jobs.id, other.value.jobId));
    const seen = (await list("", sales)).rows.map((r) => r.id);
    expect(seen).toContain(own.value.jobId);
    expect(seen).not.toContain(other.value.jobId);
    expect((await getJob(ctx(sales), other.value.jobId)).ok).toBe(false);
    expect((await applyJobAction(ctx(sales), [other.value.jobId], { type: "comment", text: "x" })).ok).toBe(
      false,
    );
    const denied = await listJobs(ctx(customer), jobList.parse(new URLSearchParams()));
    expect(denied.ok ? "ok" : denied.error.code).toBe("forbidden");
    expect((await listJobs(ctx(null), jobList.parse(new URLSearchParams()))).ok).toBe(false);
  });

  it("records what employees do: comment, deadline, won with reason, delete and restore", async () => {
    const made = await lead("worked@example.com");
    if (!made.ok) throw new Error("lead");
    const id = made.value.jobId;
    const c = ctx(manager, new Date(T0.getTime() + 5 * 60_000));
    expect((await applyJobAction(c, [id], { type: "comment", text: "Offered a test drive" })).ok).toBe(true);
    expect(
      (await applyJobAction(c, [id], { type: "deadline", deadline: new Date("2026-11-25T10:00:00Z") })).ok,
    ).toBe(true);
    expect((await applyJobAction(c, [id], { type: "won", reason: "sold" })).ok).toBe(true);
    let job = await getJob(c, id);
    if (!job.ok) throw new Error("job");
    expect(job.value.visibility).toBe("won");
    expect(job.value.firstReactionAt?.toISOString()).toBe(new Date(T0.getTime() + 5 * 60_000).toISOString());
    expect(job.value.events.map((e) => e.kind)).toEqual(["created", "comment", "deadline", "won"]);
    expect((await applyJobAction(c, [id], { type: "delete", reason: "duplicate" })).ok).toBe(true);
    expect((await list("visibility=showDeleted")).rows.some((r) => r.id === id)).toBe(true);
    expect((await applyJobAction(c, [id], { type: "restore" })).ok).toBe(true);
    job = await getJob(c, id);
    expect(job.ok && job.value.visibility).toBe("won");
    expect((await applyJobAction(c, [id], { type: "priority", priority: 7 })).ok).toBe(false);
    expect((await applyJobAction(c, [999_999_999], { type: "comment", text: "x" })).ok).toBe(false);
  });

  it("lists workflows with counters by role, favourites, statistics, Hot Leads, dashboard and filter options", async () => {
    const wf = await listWorkflows(ctx(manager));
    if (!wf.ok) throw new Error("workflows");
    expect(wf.value.length).toBeGreaterThanOrEqual(6);
    const contact = wf.value.find((w) => w.system_types.includes("CONTACT"))!;
    expect(contact.count_open).toBeGreaterThan(0);
    const forSales = await listWorkflows(ctx(sales));
    expect(forSales.ok && forSales.value.every((w) => w.count_open === 0)).toBe(true);
    expect((await setWorkflowFavorite(ctx(sales), contact.id, true)).ok).toBe(true);
    const fav = await listWorkflows(ctx(sales));
    expect(fav.ok && fav.value.find((w) => w.id === contact.id)?.is_fav).toBe(true);
    expect((await listWorkflows(ctx(customer))).ok).toBe(false);

    const stats = await jobStatistics(
      ctx(manager),
      jobList.parse(new URLSearchParams("dateFrom=2026-01-01")),
    );
    if (!stats.ok) throw new Error("stats");
    expect(stats.value.total).toBeGreaterThan(0);
    expect(stats.value.byWorkflow.reduce((a, w) => a + w.total, 0)).toBe(stats.value.total);
    expect(stats.value.byDay.reduce((a, d) => a + d.total, 0)).toBe(stats.value.total);
    // One scan, every breakdown (decision 0024): each adds up to the total, names and order kept.
    expect(stats.value.byStatus.reduce((a, x) => a + x.total, 0)).toBe(stats.value.total);
    expect(stats.value.bySource.reduce((a, x) => a + x.total, 0)).toBe(stats.value.total);
    expect(stats.value.byLocation.reduce((a, x) => a + x.total, 0)).toBe(stats.value.total);
    expect(stats.value.byWorkflow.every((w) => typeof w.name === "string" && w.name.length > 0)).toBe(true);
    expect(stats.value.byDay.map((d) => d.day)).toEqual([...stats.value.byDay.map((d) => d.day)].sort());
    expect(stats.value.won + stats.value.lost + stats.value.open).toBe(stats.value.total);

    const hot = await hotLeads(ctx(manager, T0), jobList.parse(new URLSearchParams()));
    if (!hot.ok) throw new Error("hot");
    expect(hot.value.length).toBeGreaterThan(0);
    const scores = hot.value.map((h) => h.hot.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(hot.value[0]!.hot.parts.map((p) => p.factor)).toEqual([
      "recency",
      "engagement",
      "vehicle_value",
      "source",
      "priority",
    ]);

    const numbers = await dashboardNumbers(ctx(sales, T0));
    expect(numbers.ok && numbers.value.open).toBeGreaterThan(0);

    const brands = await filterOptions(ctx(manager), "brands", "sko", jobList.parse(new URLSearchParams()));
    expect(brands.ok && brands.value.map((o) => o.value)).toContain("Škoda");
    const statuses = await filterOptions(
      ctx(manager),
      "statuses",
      undefined,
      jobList.parse(new URLSearchParams()),
    );
    expect(statuses.ok && statuses.value).toEqual([]);
    const withWorkflow = await filterOptions(
      ctx(manager),
      "statuses",
      undefined,
      jobList.parse(new URLSearchParams(`workflow=${contact.id}`)),
    );
    expect(withWorkflow.ok && withWorkflow.value.length).toBeGreaterThan(1);
    expect(
      (await filterOptions(ctx(sales), "companies", undefined, jobList.parse(new URLSearchParams()))).ok,
    ).toBe(false);
    const tags = await filterOptions(ctx(manager), "tags", undefined, jobList.parse(new URLSearchParams()));
    expect(tags.ok && tags.value.some((t) => t.value === "fleet")).toBe(true);
  });

  it("counts the sidebar's favourites exactly up to 1000 and stops past it (999+), the API's list in full", async () => {
    const counts = async (favouritesOnly: boolean) => {
      const r = await listWorkflows(ctx(manager), { favouritesOnly });
      if (!r.ok) throw new Error("workflows");
      return r.value;
    };
    const contact = (await counts(false)).find((w) => w.system_types.includes("CONTACT"))!;
    expect((await setWorkflowFavorite(ctx(manager), contact.id, true)).ok).toBe(true);
    const small = (await counts(true)).find((w) => w.id === contact.id)!;
    expect(small.count_open).toBe(contact.count_open);
    expect(small.count_open).toBeLessThan(1000);
    // Open jobs of the manager's up to past the cap: copies of one of the workflow's jobs.
    const [template] = await db
      .select({ id: schema.jobs.id })
      .from(schema.jobs)
      .where(and(eq(schema.jobs.workflowId, contact.id), eq(schema.jobs.visibility, "open")))
      .limit(1);
    const { id: _id, searchVector: _generated, ...copied } = getTableColumns(schema.jobs);
    const columns = sql.join(
      Object.values(copied).map((c) => sql.identifier(c.name)),
      sql`, `,
    );
    const values = sql.join(
      Object.values(copied).map((c) =>
        c.name === "assignee_id" ? sql`${manager.id}::uuid` : sql`${sql.identifier(c.name)}`,
      ),
      sql`, `,
    );
    const add = (n: number) =>
      db.execute(
        sql`insert into jobs (${columns}) select ${values} from jobs, generate_series(1, ${n}) where jobs.id = ${template!.id}`,
      );
    await add(1000 - small.count_open);
    let shown = (await counts(true)).find((w) => w.id === contact.id)!;
    expect(shown.count_open).toBe(1000);
    expect(formatCounter(shown.count_open)).toBe("1000");
    await add(5);
    shown = (await counts(true)).find((w) => w.id === contact.id)!;
    expect(shown.count_open).toBe(SIDEBAR_COUNT_CAP);
    expect(formatCounter(shown.count_open)).toBe("999+");
    const full = (await counts(false)).find((w) => w.id === contact.id)!;
    expect(full.count_open).toBe(1005);
    expect(full.count_mine).toBeGreaterThan(900);
    // The sidebar shows a manager open jobs only, so it does not count the manager's own.
    expect(shown.count_mine).toBe(0);
    // The same statement for another workflow (one favourite again) counts that workflow's jobs.
    const other = (await counts(false)).find((w) => w.id !== contact.id && w.count_open > 0)!;
    expect((await setWorkflowFavorite(ctx(manager), contact.id, false)).ok).toBe(true);
    expect((await setWorkflowFavorite(ctx(manager), other.id, true)).ok).toBe(true);
    const favourites = await counts(true);
    expect(favourites.map((w) => [w.id, w.count_open, w.count_mine])).toEqual([
      [other.id, Math.min(other.count_open, SIDEBAR_COUNT_CAP), 0],
    ]);
  });
});
