/**
 * Guided tours on PGlite and PostgreSQL, through the HTTP API as a browser calls it:
 * GET/PUT /api/tours/{id}.json for every role (allowed, denied, not found, another project's tour),
 * invalid tours refused whole with translated 400s and nothing saved, hostile input, the runner's
 * step events (progress per user, per-step statistics) and who is shown which tour.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scoped } from "../../app/core/context/tenant-scope.server";
import { parseUserState, userStateColumn } from "../../app/core/identity/user-state.server";
import type { Project } from "../../app/core/tenancy/project";
import { resolveProject } from "../../app/core/tenancy/tenancy.service.server";
import { isTourSelector } from "../../app/core/tours/tour-rules";
import { runnableTours } from "../../app/core/tours/tours.service.server";
import { tourProgress, tourStepStats, tours, users } from "../../app/db/schema";
import { DEMO_ACCOUNTS } from "../../seed/content/accounts";
import { DEMO_TOURS } from "../../seed/content/tours";
import { createTestDatabase, serviceContextFor, type TestDatabase, testDrivers } from "../setup/test-db";
import { createTestApp, loginCookie, type TestRequest } from "../setup/test-server";

const ROLES = [
  "admin",
  "holding_admin",
  "manager",
  "sales",
  "cms_editor",
  "database_clerk",
  "client",
] as const;
type Who = (typeof ROLES)[number] | "anonymous";

const JOB_LIST_TOUR = DEMO_TOURS[0]!;
const validBody = (overrides: Record<string, unknown> = {}) => ({
  name: "Clients tour",
  type: "clients",
  targetGroups: ["database"],
  position: 3,
  steps: [
    { selector: "main h1", content: { de: "Die Kundenliste", en: "The client list" } },
    { selector: '[data-testid="clients-screen"] table', content: { de: "Die Tabelle" } },
  ],
  ...overrides,
});

describe.each(testDrivers())("guided tours on %s", (driver) => {
  let database: TestDatabase;
  let request: TestRequest;
  let dealer: Project;
  let community: Project;
  const cookies = new Map<Who, string>();
  /** A tour of the community site (another project). */
  const otherTour = randomUUID();

  const call = (who: Who, method: string, path: string, body?: unknown, lang = "en") =>
    request(`${path}${path.includes("?") ? "&" : "?"}lang=${lang}`, {
      method,
      headers: {
        origin: "http://localhost",
        accept: "application/json",
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
        ...(cookies.get(who) ? { cookie: cookies.get(who)! } : {}),
      },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });

  const tourRow = async (id: string) =>
    (await database.handle.db.select().from(tours).where(eq(tours.id, id)))[0] ?? null;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    request = await createTestApp(database.handle.db);
    dealer = (await resolveProject(database.handle.db, "localhost"))!;
    community = (await resolveProject(database.handle.db, "community.localhost"))!;
    for (const [i, role] of ROLES.entries()) {
      const account = DEMO_ACCOUNTS.find((a) => a.project === "dealer" && a.roles[0] === role)!;
      cookies.set(role, await loginCookie(request, account.email, { ip: `10.40.0.${i}` }));
    }
    await database.handle.db.insert(tours).values({
      id: otherTour,
      projectId: community.id,
      name: "Community only tour",
      type: "jobs",
      steps: [{ id: randomUUID(), selector: "h1", content: { de: "Nur Community" } }],
    });
  });
  afterAll(() => database?.drop());

  it("GET answers admins with the tour data of spec 7, others 401/403, unknown ids 404", async () => {
    const res = await call("admin", "GET", `/api/tours/${JOB_LIST_TOUR.id}.json`);
    expect(res.status).toBe(200);
    const tour = (await res.json()) as Record<string, unknown> & { steps: { selector: string }[] };
    expect(tour).toMatchObject({
      id: JOB_LIST_TOUR.id,
      name: "Job list",
      type: "jobs",
      whiteLabelProject: dealer.id,
      targetGroups: ["workflows"],
    });
    expect(tour.steps.map((s) => s.selector)).toEqual(JOB_LIST_TOUR.steps.map((s) => s.selector));
    expect((tour.steps[0] as unknown as { content: Record<string, string> }).content).toHaveProperty("tr");

    expect((await call("holding_admin", "GET", `/api/tours/${JOB_LIST_TOUR.id}.json`)).status).toBe(200);
    for (const who of ["manager", "sales", "cms_editor", "database_clerk", "client"] as const) {
      const denied = await call(who, "GET", `/api/tours/${JOB_LIST_TOUR.id}.json`);
      expect(denied.status, who).toBe(403);
      expect(((await denied.json()) as { error: { code: string } }).error.code).toBe("forbidden");
    }
    expect((await call("anonymous", "GET", `/api/tours/${JOB_LIST_TOUR.id}.json`)).status).toBe(401);
    const missing = await call("admin", "GET", `/api/tours/${randomUUID()}.json`, undefined, "de");
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: { message: string } }).error.message).toBe(
      "Diese Tour gibt es auf dieser Website nicht.",
    );
    // Another project's tour does not exist here.
    expect((await call("admin", "GET", `/api/tours/${otherTour}.json`)).status).toBe(404);
  });

  it("PUT creates and updates for admins only; another project's id is not found and stays as it was", async () => {
    const id = randomUUID();
    for (const who of ["manager", "sales", "cms_editor", "client"] as const) {
      expect((await call(who, "PUT", `/api/tours/${id}.json`, validBody())).status, who).toBe(403);
    }
    expect((await call("anonymous", "PUT", `/api/tours/${id}.json`, validBody())).status).toBe(401);
    expect(await tourRow(id)).toBeNull();

    const created = await call("admin", "PUT", `/api/tours/${id}.json`, validBody());
    expect(created.status).toBe(200);
    const tour = (await created.json()) as {
      steps: { id: string }[];
      position: number;
      whiteLabelProject: string;
    };
    expect(tour.steps).toHaveLength(2);
    expect(tour.position).toBe(3);
    expect(tour.whiteLabelProject).toBe(dealer.id);
    // Reordered and renamed: the steps keep their ids in the new order.
    const [first, second] = tour.steps;
    const body = validBody({
      name: "Clients tour, reordered",
      steps: [
        { id: second!.id, selector: "table", content: { de: "Die Tabelle" } },
        { id: first!.id, selector: "main h1", content: { de: "Die Kundenliste" } },
      ],
    });
    const updated = await call("holding_admin", "PUT", `/api/tours/${id}.json`, body);
    expect(updated.status).toBe(200);
    const row = await tourRow(id);
    expect(row?.name).toBe("Clients tour, reordered");
    expect(row?.steps.map((s) => s.id)).toEqual([second!.id, first!.id]);

    const before = await tourRow(otherTour);
    const taken = await call("admin", "PUT", `/api/tours/${otherTour}.json`, validBody());
    expect(taken.status).toBe(404);
    expect(await tourRow(otherTour)).toEqual(before);
    // whiteLabelProject names the site the tour is edited on; another project's is refused.
    const foreign = await call(
      "admin",
      "PUT",
      `/api/tours/${randomUUID()}.json`,
      validBody({ whiteLabelProject: community.id }),
    );
    expect(foreign.status).toBe(400);
  });

  it("refuses invalid tours whole with translated 400s and saves nothing", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [validBody({ steps: [] }), "steps", "Eine Tour braucht mindestens einen Schritt."],
      [
        validBody({ steps: [{ selector: "", content: { de: "x" } }] }),
        "steps.0.selector",
        "Bitte geben Sie den CSS-Selektor des Elements ein.",
      ],
      [
        validBody({ steps: [{ selector: "div[[", content: { de: "x" } }] }),
        "steps.0.selector",
        "Diesen CSS-Selektor unterstützen Touren nicht.",
      ],
      [
        validBody({ steps: [{ selector: "h1", content: { en: "only English" } }] }),
        "steps.0.content.de",
        "Bitte schreiben Sie den Text in der Standardsprache der Website.",
      ],
      [validBody({ name: "  " }), "name", "Bitte geben Sie der Tour einen Namen."],
      [validBody({ type: "nowhere" }), "type", "Bitte wählen Sie eine Seite."],
    ];
    for (const [body, field, message] of cases) {
      const id = randomUUID();
      const res = await call("admin", "PUT", `/api/tours/${id}.json`, body, "de");
      expect(res.status, field).toBe(400);
      const error = ((await res.json()) as { error: { code: string; fields: Record<string, string[]> } })
        .error;
      expect(error.code).toBe("invalid");
      expect(error.fields[field], JSON.stringify(error.fields)).toEqual([message]);
      expect(await tourRow(id)).toBeNull();
    }
    // An invalid update leaves the saved tour as it was.
    const before = await tourRow(JOB_LIST_TOUR.id);
    const res = await call("admin", "PUT", `/api/tours/${JOB_LIST_TOUR.id}.json`, validBody({ steps: [] }));
    expect(res.status).toBe(400);
    expect(await tourRow(JOB_LIST_TOUR.id)).toEqual(before);
  });

  it("answers hostile input with 4xx, never 500", async () => {
    const id = randomUUID();
    const hostile: unknown[] = [
      "{not json",
      "[]",
      "null",
      { name: 42, type: ["jobs"], steps: "all" },
      validBody({ name: "x".repeat(10_000) }),
      validBody({ name: "Tour\u0000\u0007" }),
      validBody({ steps: Array.from({ length: 31 }, () => ({ selector: "h1", content: { de: "x" } })) }),
      validBody({ steps: [{ selector: "h1", content: { de: "x".repeat(3000) } }] }),
      validBody({ steps: [{ selector: "h1", content: { xx: "x", de: "y" } }] }),
      validBody({ steps: [{ selector: 'a[href="javascript:alert(1)"]\u0000', content: { de: "x" } }] }),
      validBody({ steps: [{ selector: "h1", content: { de: "x" }, id: "not-a-uuid" }] }),
      validBody({ steps: [{ selector: "*:has(script)", content: { de: "x" } }] }),
      validBody({ steps: [{ selector: "h1\\", content: { de: "x" } }] }),
      validBody({ targetGroups: ["customer"] }),
      validBody({ position: -1 }),
      validBody({ position: 1.5 }),
      validBody({ __proto__: { admin: true }, steps: null }),
    ];
    for (const body of hostile) {
      const res = await call("admin", "PUT", `/api/tours/${id}.json`, body);
      expect(res.status, JSON.stringify(body).slice(0, 120)).toBe(400);
    }
    expect(await tourRow(id)).toBeNull();
    for (const bogus of ["123", "..%2F..%2Fetc", `${randomUUID()}x`, "%00"]) {
      const res = await call("admin", "GET", `/api/tours/${bogus}.json`);
      expect(res.status, bogus).toBe(404);
    }
    // Step texts are stored as typed (plain text); the runner escapes them before showing.
    const xss = await call(
      "admin",
      "PUT",
      `/api/tours/${id}.json`,
      validBody({ steps: [{ selector: "h1", content: { de: "<img src=x onerror=alert(1)>" } }] }),
    );
    expect(xss.status).toBe(200);
    expect((await tourRow(id))?.steps[0]?.content.de).toBe("<img src=x onerror=alert(1)>");
  });

  it("runs for the targeted roles, remembers completion per user and counts per step", async () => {
    const step = (i: number) => JOB_LIST_TOUR.steps[i]!.id;
    const post = (who: Who, body: unknown, tourId = JOB_LIST_TOUR.id) =>
      call(who, "POST", `/api/tours/${tourId}/events.json`, body);
    // The job-list tour targets lead workers: a CMS editor is not shown it, a customer has no tours.
    expect((await post("cms_editor", { stepId: step(0), event: "shown" })).status).toBe(404);
    expect((await post("client", { stepId: step(0), event: "shown" })).status).toBe(403);
    expect((await post("anonymous", { stepId: step(0), event: "shown" })).status).toBe(401);
    expect((await post("sales", { stepId: step(0), event: "shown" }, otherTour)).status).toBe(404);
    expect((await post("sales", { stepId: randomUUID(), event: "shown" })).status).toBe(400);
    expect((await post("sales", { stepId: step(0), event: "exploded" })).status).toBe(400);
    expect((await post("sales", "{")).status).toBe(400);

    // Sales runs it to the end; the manager closes it on step 2.
    for (let i = 0; i < JOB_LIST_TOUR.steps.length; i++) {
      expect((await post("sales", { stepId: step(i), event: "shown" })).status).toBe(200);
      const done = await post("sales", { stepId: step(i), event: "completed" });
      expect(done.status).toBe(200);
      const progress = (await done.json()) as { completed: boolean };
      expect(progress.completed).toBe(i === JOB_LIST_TOUR.steps.length - 1);
    }
    await post("manager", { stepId: step(0), event: "shown" });
    await post("manager", { stepId: step(0), event: "completed" });
    await post("manager", { stepId: step(1), event: "shown" });
    const dropped = await post("manager", { stepId: step(1), event: "dropped" });
    expect(await dropped.json()).toEqual({ completed: false, lastStepId: step(1) });

    const res = await call("admin", "GET", `/api/tours/${JOB_LIST_TOUR.id}.json`);
    const { statistics } = (await res.json()) as {
      statistics: { stepId: string; shown: number; completed: number; dropped: number }[];
    };
    expect(statistics.map((s) => [s.shown, s.completed, s.dropped])).toEqual([
      [2, 2, 0],
      [2, 1, 1],
      [1, 1, 0],
      [1, 1, 0],
    ]);

    // What the back office runs: completion and "seen" per user, texts in the user's language.
    const userOf = async (email: string) =>
      (await database.handle.db.select().from(users).where(eq(users.email, email)))[0]!;
    const principal = async (role: string) => {
      const u = await userOf(DEMO_ACCOUNTS.find((a) => a.project === "dealer" && a.roles[0] === role)!.email);
      return {
        id: u.id,
        email: u.email,
        roles: u.roles,
        inHolding: u.inHolding,
        projectId: u.projectId,
        companyId: u.companyId,
        firstName: u.firstName,
        lastName: u.lastName,
        companyName: null,
        avatarPath: null,
        language: null,
        soundSettings: { success: true, information: true, warning: true, danger: true },
        needsTerms: false,
        pendingApproval: false,
      };
    };
    const forSales = await runnableTours(
      serviceContextFor(database.handle.db, dealer, { locale: "pl", principal: await principal("sales") }),
    );
    const jobList = forSales.find((t) => t.id === JOB_LIST_TOUR.id)!;
    expect(jobList).toMatchObject({ completed: true, seen: true });
    expect(jobList.steps[0]!.text).toBe(JOB_LIST_TOUR.steps[0]!.content.pl);
    const forManager = await runnableTours(
      serviceContextFor(database.handle.db, dealer, { locale: "de", principal: await principal("manager") }),
    );
    expect(forManager.find((t) => t.id === JOB_LIST_TOUR.id)).toMatchObject({ completed: false, seen: true });
    const forCms = await runnableTours(
      serviceContextFor(database.handle.db, dealer, {
        locale: "de",
        principal: await principal("cms_editor"),
      }),
    );
    expect(forCms.map((t) => t.id)).not.toContain(JOB_LIST_TOUR.id);
    expect(forCms.map((t) => t.id)).not.toContain(otherTour);
    const forClient = await runnableTours(
      serviceContextFor(database.handle.db, dealer, { locale: "de", principal: await principal("client") }),
    );
    expect(forClient).toEqual([]);

    const progressRows = await database.handle.db
      .select()
      .from(tourProgress)
      .where(and(eq(tourProgress.tourId, JOB_LIST_TOUR.id)));
    expect(progressRows).toHaveLength(2);
    const statRows = await database.handle.db
      .select()
      .from(tourStepStats)
      .where(eq(tourStepStats.tourId, JOB_LIST_TOUR.id));
    expect(statRows.every((r) => r.projectId === dealer.id)).toBe(true);
  });

  it("starts an edited tour again by itself for the managers it targets, also from the session's state (issue 36)", async () => {
    const manager = DEMO_ACCOUNTS.find((a) => a.project === "dealer" && a.roles[0] === "manager")!;
    const [row] = await database.handle.db.select().from(users).where(eq(users.email, manager.email));
    const principal = {
      id: row!.id,
      email: row!.email,
      roles: row!.roles,
      inHolding: row!.inHolding,
      projectId: row!.projectId,
      companyId: row!.companyId,
      firstName: row!.firstName,
      lastName: row!.lastName,
      companyName: null,
      avatarPath: null,
      language: null,
      soundSettings: { success: true, information: true, warning: true, danger: true },
      needsTerms: false,
      pendingApproval: false,
    };
    /** The tour as the manager's back office gets it: queried, and through the session's state. */
    const asManager = async (id: string) => {
      const ctx = serviceContextFor(database.handle.db, dealer, { locale: "en", principal });
      const [stateRow] = await database.handle.db
        .select({ state: userStateColumn(scoped(ctx), users.id, users.companyId) })
        .from(users)
        .where(eq(users.id, principal.id));
      const withState = { ...ctx, userState: parseUserState(stateRow!.state) };
      const [queried, fromState] = await Promise.all([runnableTours(ctx), runnableTours(withState)]);
      const a = queried.find((t) => t.id === id);
      expect(fromState.find((t) => t.id === id)).toEqual(a);
      return a;
    };
    const id = randomUUID();
    const body = validBody({
      name: "Clients for managers",
      targetGroups: ["allJobs"],
      steps: [{ selector: "main h1", content: { de: "Die Kunden", en: "The clients" } }],
    });
    expect((await call("admin", "PUT", `/api/tours/${id}.json`, body)).status).toBe(200);
    const first = await asManager(id);
    expect(first).toMatchObject({ seen: false, completed: false, steps: [{ text: "The clients" }] });
    const stepId = first!.steps[0]!.id;

    // The manager runs it to the end: seen, completed, not started again.
    await call("manager", "POST", `/api/tours/${id}/events.json`, { stepId, event: "shown" });
    await call("manager", "POST", `/api/tours/${id}/events.json`, { stepId, event: "completed" });
    expect(await asManager(id)).toMatchObject({ seen: true, completed: true });

    // Renamed and moved: nothing the manager is shown changed, it stays seen.
    await new Promise((r) => setTimeout(r, 5));
    const renamed = validBody({
      ...body,
      name: "Clients (managers)",
      position: 7,
      steps: [{ id: stepId, selector: "main h1", content: { en: "The clients", de: "Die Kunden" } }],
    });
    expect((await call("admin", "PUT", `/api/tours/${id}.json`, renamed)).status).toBe(200);
    expect(await asManager(id)).toMatchObject({ seen: true, completed: true, name: "Clients (managers)" });

    // The admin edits a step's text: the edited tour starts by itself again, with the new text.
    await new Promise((r) => setTimeout(r, 5));
    const edited = validBody({
      ...renamed,
      steps: [{ id: stepId, selector: "main h1", content: { de: "Alle Kunden", en: "All clients" } }],
    });
    expect((await call("admin", "PUT", `/api/tours/${id}.json`, edited)).status).toBe(200);
    const again = await asManager(id);
    expect(again).toMatchObject({ seen: false, completed: false, steps: [{ text: "All clients" }] });
    expect(again!.revision).not.toBe(first!.revision);

    // Closed on its step this time: seen again, and the old completion does not count for this version.
    await call("manager", "POST", `/api/tours/${id}/events.json`, { stepId, event: "shown" });
    await call("manager", "POST", `/api/tours/${id}/events.json`, { stepId, event: "dropped" });
    expect(await asManager(id)).toMatchObject({ seen: true, completed: false });
  });

  it("accepts the CSS selectors tours need and nothing more", () => {
    for (const ok of [
      '[data-tour="job-list-filters"]',
      "#main > .list li:nth-child(2)",
      "form[data-x='a b'] ~ button.primary, h1",
      'a[href^="/account"] + span',
    ]) {
      expect(isTourSelector(ok), ok).toBe(true);
    }
    for (const bad of [
      "",
      " ",
      "div[[",
      "a,",
      "> a",
      "a >",
      ":has(a)",
      "a\\b",
      "x".repeat(301),
      "a\nb",
      "h1 {}",
    ]) {
      expect(isTourSelector(bad), bad).toBe(false);
    }
  });
});
