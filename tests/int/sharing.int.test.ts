/**
 * Sharing (decision 0031) on PGlite and PostgreSQL, through the JSON API: the calls of
 * sharing API for every role (allowed, denied, not found, another project's ids), hostile input answered 4xx
 * that stores nothing, and row-level visibility: a workflow shared with a team (user, company) opens all
 * of its jobs to the members in the job list, one by one and in the workflow counters, and closes them
 * again when the share is removed.
 */
import { randomUUID } from "node:crypto";
import { and, count, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Project } from "../../app/core/tenancy/project";
import { resolveProject } from "../../app/core/tenancy/tenancy.service.server";
import { runnableTours } from "../../app/core/tours/tours.service.server";
import {
  clients,
  jobs,
  resourceShareSettings,
  resourceShares,
  teams,
  users,
  workflows,
} from "../../app/db/schema";
import { DEMO_TOURS } from "../../seed/content/tours";
import {
  createTestDatabase,
  SESSION_DEFAULTS,
  serviceContextFor,
  type TestDatabase,
  testDrivers,
} from "../setup/test-db";
import { createTestApp, loginCookie, type TestRequest } from "../setup/test-server";

type Shared = {
  type: string;
  id: string;
  teams: { id: number; name: string; may_remove: boolean }[];
  users: { id: string; firstName: string; lastName: string; company: string; may_remove: boolean }[];
  companies: { id: string; firstName: string; lastName: string; company: string; may_remove: boolean }[];
  may_share: boolean;
  may_remove: boolean;
  may_be_shared: boolean;
  is_user_authorized: boolean;
};
type Page = { rows: { id: number; assigneeId: string | null; workflowId: number }[]; total: number };

describe.each(testDrivers())("sharing on %s", (driver) => {
  let database: TestDatabase;
  let request: TestRequest;
  let dealer: Project;
  let community: Project;
  const cookie: Record<string, string> = {};
  let salesId = "";
  let managerId = "";
  let team = 0;
  let otherTeam = 0;
  let wf = 0;
  let otherWf = 0;
  let foreignJob = 0;

  const call = (method: string, path: string, who: string, body?: unknown) =>
    request(path, {
      method,
      headers: {
        origin: "http://localhost",
        ...(cookie[who] ? { cookie: cookie[who] } : {}),
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
      },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
  const shared = async (who: string, type = "workflow", id: string | number = wf) => {
    const res = await call("GET", `/api/sharedresources/${type}/${id}.json`, who);
    expect(res.status).toBe(200);
    return (await res.json()) as Shared;
  };
  const stored = async () => {
    const db = database.handle.db;
    const rows = await db.select().from(resourceShares);
    const settings = await db.select().from(resourceShareSettings);
    return JSON.stringify([
      rows.map((r) => r.id).sort(),
      settings.map((s) => `${s.resourceId}:${s.mayBeShared}`),
    ]);
  };
  /** What the sales employee sees of the workflow: the foreign job in the list, one by one, the counter. */
  const salesView = async () => {
    const page = (await (
      await call("GET", `/api/jobs.json?workflow=${wf}&limit=100`, "sales")
    ).json()) as Page;
    const one = await call("GET", `/api/jobs/${foreignJob}.json`, "sales");
    const { workflows: list } = (await (await call("GET", "/api/workflows.json", "sales")).json()) as {
      workflows: { id: number; count_open: number }[];
    };
    return {
      listed: page.rows.some((r) => r.id === foreignJob),
      foreignRows: page.rows.filter((r) => r.assigneeId !== null && r.assigneeId !== salesId).length,
      opens: one.status,
      countOpen: list.find((w) => w.id === wf)?.count_open ?? -1,
    };
  };

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    const db = database.handle.db;
    request = await createTestApp(db);
    dealer = (await resolveProject(db, "localhost"))!;
    community = (await resolveProject(db, "community.localhost"))!;
    for (const [who, email] of [
      ["admin", "admin@autohaus-brandt.example"],
      ["manager", "manager@autohaus-brandt.example"],
      ["sales", "sales@autohaus-brandt.example"],
      ["cms", "cms@autohaus-brandt.example"],
      ["database", "database@autohaus-brandt.example"],
      ["customer", "customer@autohaus-brandt.example"],
      ["inventory", "inventory@autohaus-brandt.example"],
    ] as const) {
      cookie[who] = await loginCookie(request, email, { ip: `10.40.0.${Object.keys(cookie).length + 1}` });
    }
    const byEmail = async (email: string) =>
      (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
    salesId = await byEmail("sales@autohaus-brandt.example");
    managerId = await byEmail("manager@autohaus-brandt.example");
    team = (await db.select({ id: teams.id }).from(teams).where(eq(teams.projectId, dealer.id)))[0]!.id;
    const [ot] = await db
      .insert(teams)
      .values({ projectId: community.id, name: "Community team" })
      .returning({ id: teams.id });
    otherTeam = ot!.id;
    // An open job of the dealer assigned to someone other than the sales employee, and its workflow.
    const [job] = await db
      .select({ id: jobs.id, workflowId: jobs.workflowId })
      .from(jobs)
      .where(and(eq(jobs.projectId, dealer.id), eq(jobs.visibility, "open"), ne(jobs.assigneeId, salesId)))
      .limit(1);
    foreignJob = job!.id;
    wf = job!.workflowId;
    await db.update(jobs).set({ assigneeId: managerId }).where(eq(jobs.id, foreignJob));
    otherWf = (
      await db.select({ id: workflows.id }).from(workflows).where(eq(workflows.projectId, community.id))
    )[0]!.id;
  });
  afterAll(() => database?.drop());

  it("answers the spec's shape: nobody yet, and each role's flags", async () => {
    const asManager = await shared("manager");
    expect(asManager).toMatchObject({
      type: "workflow",
      id: String(wf),
      teams: [],
      users: [],
      companies: [],
      may_share: true,
      may_remove: true,
      may_be_shared: false,
      is_user_authorized: true,
    });
    expect(await shared("admin")).toMatchObject({ may_share: true, is_user_authorized: true });
    // A lead worker sees who has the workflow but may not share it.
    expect(await shared("sales")).toMatchObject({
      may_share: false,
      may_remove: false,
      is_user_authorized: false,
    });
    // Not a lead worker and no share: as if there were no such workflow. Customers and visitors: refused.
    expect((await call("GET", `/api/sharedresources/workflow/${wf}.json`, "cms")).status).toBe(404);
    expect((await call("GET", `/api/sharedresources/workflow/${wf}.json`, "customer")).status).toBe(403);
    expect((await call("GET", `/api/sharedresources/workflow/${wf}.json`, "nobody")).status).toBe(401);
  });

  it("a workflow shared with a team opens all its jobs to the members, and removing closes them", async () => {
    const before = await salesView();
    expect(before).toEqual({ listed: false, foreignRows: 0, opens: 404, countOpen: 0 });

    const res = await call("POST", `/api/sharedresources/workflow/${wf}.json`, "manager", {
      shareWithType: "team",
      shareWithId: team,
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Shared;
    expect(body.teams).toEqual([{ id: team, name: "Verkauf Berlin", may_remove: true }]);

    const after = await salesView();
    expect(after.listed).toBe(true);
    expect(after.foreignRows).toBeGreaterThan(0);
    expect(after.opens).toBe(200);
    expect(after.countOpen).toBeGreaterThan(0);
    // The members see who has it; other workflows stay as they were (own and unassigned jobs only).
    expect((await shared("sales")).teams.map((t) => t.id)).toEqual([team]);
    const others = (await (await call("GET", "/api/jobs.json?limit=100", "sales")).json()) as Page;
    expect(
      others.rows.every((r) => r.workflowId === wf || r.assigneeId === null || r.assigneeId === salesId),
    ).toBe(true);

    // Sales may not remove the manager's share; the manager may.
    expect(
      (await call("DELETE", `/api/sharedresources/workflow/${wf}/team/${team}.json`, "sales")).status,
    ).toBe(403);
    expect(
      (await call("DELETE", `/api/sharedresources/workflow/${wf}/team/${team}.json`, "manager")).status,
    ).toBe(200);
    expect(await salesView()).toEqual(before);
    // Removing it again: there is no such share.
    expect(
      (await call("DELETE", `/api/sharedresources/workflow/${wf}/team/${team}.json`, "manager")).status,
    ).toBe(404);
  });

  it("shares with a user and with a company work the same way", async () => {
    for (const target of [
      { shareWithType: "user", shareWithId: salesId },
      { shareWithType: "company", shareWithId: dealer.companyId },
    ]) {
      const res = await call("POST", `/api/sharedresources/workflow/${wf}.json`, "admin", target);
      expect(res.status).toBe(200);
      const body = (await res.json()) as Shared;
      if (target.shareWithType === "user")
        expect(body.users).toEqual([
          expect.objectContaining({ id: salesId, firstName: expect.any(String), may_remove: true }),
        ]);
      else
        expect(body.companies).toEqual([
          expect.objectContaining({ id: dealer.companyId, firstName: "", lastName: "" }),
        ]);
      expect((await salesView()).opens).toBe(200);
      expect(
        (
          await call(
            "DELETE",
            `/api/sharedresources/workflow/${wf}/${target.shareWithType}/${target.shareWithId}.json`,
            "admin",
          )
        ).status,
      ).toBe(200);
      expect((await salesView()).opens).toBe(404);
    }
  });

  it("holders may share on only while may_be_shared, and remove only what they added", async () => {
    await call("POST", `/api/sharedresources/workflow/${wf}.json`, "manager", {
      shareWithType: "team",
      shareWithId: team,
    });
    const add = { shareWithType: "user", shareWithId: managerId };
    expect((await call("POST", `/api/sharedresources/workflow/${wf}.json`, "sales", add)).status).toBe(403);
    // Settings: managers only.
    expect(
      (await call("PUT", `/api/sharedresources/workflow/${wf}.json`, "sales", { mayBeShared: true })).status,
    ).toBe(403);
    const put = await call("PUT", `/api/sharedresources/workflow/${wf}.json`, "manager", {
      mayBeShared: true,
    });
    expect(put.status).toBe(200);
    expect(((await put.json()) as Shared).may_be_shared).toBe(true);
    expect(await shared("sales")).toMatchObject({
      may_share: true,
      is_user_authorized: false,
      may_remove: false,
    });
    const targets = await call(
      "GET",
      `/api/sharedresources/workflow/${wf}/targets.json?shareWithType=team`,
      "sales",
    );
    expect(targets.status).toBe(200);
    // The team holding the share is not offered again.
    expect(((await targets.json()) as { value: string }[]).some((t) => t.value === String(team))).toBe(false);
    const res = await call("POST", `/api/sharedresources/workflow/${wf}.json`, "sales", add);
    expect(res.status).toBe(200);
    const view = (await res.json()) as Shared;
    expect(view.users.find((u) => u.id === managerId)?.may_remove).toBe(true);
    expect(view.teams.find((t) => t.id === team)?.may_remove).toBe(false);
    expect(
      (await call("DELETE", `/api/sharedresources/workflow/${wf}/team/${team}.json`, "sales")).status,
    ).toBe(403);
    expect(
      (await call("DELETE", `/api/sharedresources/workflow/${wf}/user/${managerId}.json`, "sales")).status,
    ).toBe(200);
    // Switched off again: holders lose the right to share.
    await call("PUT", `/api/sharedresources/workflow/${wf}.json`, "manager", { mayBeShared: false });
    expect((await call("POST", `/api/sharedresources/workflow/${wf}.json`, "sales", add)).status).toBe(403);
    await call("DELETE", `/api/sharedresources/workflow/${wf}/team/${team}.json`, "manager");
  });

  it("another project's ids, unknown types and bogus ids are not found; hostile bodies are 400 and store nothing", async () => {
    const before = await stored();
    for (const path of [
      `/api/sharedresources/workflow/${otherWf}.json`,
      "/api/sharedresources/workflow/abc.json",
      "/api/sharedresources/workflow/0.json",
      "/api/sharedresources/workflow/99999999999999.json",
      "/api/sharedresources/workflow/-1.json",
      "/api/sharedresources/client/not-a-uuid.json",
      "/api/sharedresources/client/00000000-0000-4000-8000-000000000000.json",
      "/api/sharedresources/nothing/1.json",
      `/api/sharedresources/${"x".repeat(500)}/1.json`,
      `/api/sharedresources/workflow/${"9".repeat(5000)}.json`,
    ]) {
      const res = await call("GET", path, "admin");
      expect(res.status, path).toBe(404);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("not_found");
      expect(
        (await call("POST", path, "admin", { shareWithType: "team", shareWithId: team })).status,
        path,
      ).toBe(404);
      expect((await call("PUT", path, "admin", { mayBeShared: true })).status, path).toBe(404);
    }
    const post = `/api/sharedresources/workflow/${wf}.json`;
    for (const body of [
      "{not json",
      "null",
      "[]",
      {},
      { shareWithType: "team" },
      { shareWithType: "group", shareWithId: team },
      { shareWithType: "team", shareWithId: otherTeam },
      { shareWithType: "team", shareWithId: 2 ** 40 },
      { shareWithType: "team", shareWithId: -3 },
      { shareWithType: "team", shareWithId: "1; drop table teams" },
      { shareWithType: "team", shareWithId: "x".repeat(10_000) },
      { shareWithType: "user", shareWithId: "\u0000\u0007" },
      { shareWithType: "user", shareWithId: "00000000-0000-4000-8000-000000000000" },
      { shareWithType: "company", shareWithId: salesId },
      { shareWithType: "team", shareWithId: team, extra: true },
      { shareWithType: ["team"], shareWithId: [team] },
    ]) {
      const res = await call("POST", post, "admin", body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(((await res.json()) as { error: { code: string; message: string } }).error.code).toBe("invalid");
    }
    for (const body of ["{", { mayBeShared: "yes" }, { mayBeShared: 1 }, {}, { mayBeShared: null }]) {
      expect((await call("PUT", post, "admin", body)).status).toBe(400);
    }
    // An unknown `__proto__` key (a case fuzzing found) is a field error like any other, not a 500, for a
    // known resource and an unknown one alike.
    for (const path of [post, "/api/sharedresources/client/00000000-0000-4000-8000-000000000000.json"]) {
      for (const method of ["PUT", "POST"]) {
        const res = await call(method, path, "admin", '{"mayBeShared":true,"__proto__":null}');
        expect(res.status, `${method} ${path}`).toBe(400);
        const { error } = (await res.json()) as { error: { code: string; fields: Record<string, string[]> } };
        expect(error.code).toBe("invalid");
        if (method === "PUT") expect(Object.keys(error.fields)).toEqual(["__proto__"]);
      }
    }
    for (const path of [
      `/api/sharedresources/workflow/${wf}/group/${team}.json`,
      `/api/sharedresources/workflow/${wf}/team/${otherTeam}.json`,
      `/api/sharedresources/workflow/${otherWf}/team/${otherTeam}.json`,
      `/api/sharedresources/workflow/${wf}/team/${"1".repeat(300)}.json`,
    ]) {
      expect((await call("DELETE", path, "admin")).status, path).toBe(404);
    }
    expect(
      (await call("GET", `/api/sharedresources/workflow/${wf}/targets.json?shareWithType=gang`, "admin"))
        .status,
    ).toBe(400);
    expect(
      (
        await call(
          "GET",
          `/api/sharedresources/workflow/${wf}/targets.json?shareWithType=team&q=${"x".repeat(101)}`,
          "admin",
        )
      ).status,
    ).toBe(400);
    const teamsOffered = (await (
      await call("GET", `/api/sharedresources/workflow/${wf}/targets.json?shareWithType=team&q=%25`, "admin")
    ).json()) as { label: string }[];
    expect(teamsOffered.some((t) => t.label === "Community team")).toBe(false);
    expect(await stored()).toBe(before);
    const [n] = await database.handle.db.select({ n: count() }).from(resourceShares);
    expect(n?.n).toBe(0);
  });
  it("shares a tour with a user: it runs for them too, and no longer once the share is removed", async () => {
    const db = database.handle.db;
    const demo = DEMO_TOURS[0]!;
    const got = await call("GET", `/api/tours/${demo.id}.json`, "admin");
    expect(got.status).toBe(200);
    const tour = (await got.json()) as { steps: unknown[]; whiteLabelProject: string; type: string };
    const id = randomUUID();
    const put = await call("PUT", `/api/tours/${id}.json`, "admin", {
      name: "Nur für Admins",
      type: tour.type,
      whiteLabelProject: tour.whiteLabelProject,
      targetGroups: ["admin"],
      position: 9,
      steps: tour.steps,
    });
    expect(put.status).toBe(200);
    const [sales] = await db.select().from(users).where(eq(users.id, salesId));
    const salesCtx = serviceContextFor(db, dealer, {
      locale: "de",
      principal: {
        id: salesId,
        email: sales!.email,
        roles: ["sales"],
        inHolding: false,
        projectId: dealer.id,
        companyId: sales!.companyId,
        firstName: "S",
        lastName: "E",
        ...SESSION_DEFAULTS,
      },
    });
    const runs = async () => (await runnableTours(salesCtx)).some((t) => t.id === id);
    expect(await runs()).toBe(false);
    // Only admins see and manage a tour's shares; the sales employee does not even find it.
    expect((await call("GET", `/api/sharedresources/tour/${id}.json`, "sales")).status).toBe(404);
    const added = await call("POST", `/api/sharedresources/tour/${id}.json`, "admin", {
      shareWithType: "user",
      shareWithId: salesId,
    });
    expect(added.status).toBe(200);
    expect(await runs()).toBe(true);
    const removed = await call("DELETE", `/api/sharedresources/tour/${id}/user/${salesId}.json`, "admin");
    expect(removed.status).toBe(200);
    expect(await runs()).toBe(false);
  });
  it("offers and accepts as workflow holders only those a share opens its jobs to (decision 0047)", async () => {
    const db = database.handle.db;
    const [inventory] = await db
      .select()
      .from(users)
      .where(eq(users.email, "inventory@autohaus-brandt.example"));
    const [sales] = await db.select().from(users).where(eq(users.id, salesId));
    const offered = async (type: string, id: string | number, q: string) => {
      const res = await call(
        "GET",
        `/api/sharedresources/${type}/${id}/targets.json?shareWithType=user&q=${encodeURIComponent(q)}`,
        "admin",
      );
      expect(res.status).toBe(200);
      return ((await res.json()) as { value: string }[]).map((t) => t.value);
    };
    // The inventory manager does not work leads: the job screens stay closed to them whatever is
    // shared, so the dialog does not offer them for a workflow or a saved job view...
    expect(await offered("workflow", wf, inventory!.lastName)).not.toContain(inventory!.id);
    expect(await offered("workflow", wf, sales!.lastName)).toContain(salesId);
    // ...and the API refuses such a share (400, translated), storing nothing.
    const before = await stored();
    const refused = await request(`/api/sharedresources/workflow/${wf}.json?lang=de`, {
      method: "POST",
      headers: { origin: "http://localhost", cookie: cookie.admin!, "content-type": "application/json" },
      body: JSON.stringify({ shareWithType: "user", shareWithId: inventory!.id }),
    });
    expect(refused.status).toBe(400);
    const error = ((await refused.json()) as { error: { fields: Record<string, string[]> } }).error;
    expect(error.fields.shareWithId?.[0]).toMatch(/\S/);
    expect(error.fields.shareWithId?.[0]).not.toContain("validation:");
    expect(await stored()).toBe(before);
    expect((await call("GET", `/api/jobs.json?workflow=${wf}`, "inventory")).status).toBe(403);
    // A tour runs for any employee it is shared with: the inventory manager is offered for one.
    const tourId = DEMO_TOURS[0]!.id;
    expect(await offered("tour", tourId, inventory!.lastName)).toContain(inventory!.id);
  });

  it("shares a client with a sales employee: read-only page; gone after removal", async () => {
    const db = database.handle.db;
    const [row] = await db
      .select({ id: clients.id, jobId: jobs.id, workflowId: jobs.workflowId })
      .from(clients)
      .innerJoin(jobs, eq(jobs.clientId, clients.id))
      .where(and(eq(clients.projectId, dealer.id), eq(jobs.visibility, "open")))
      .limit(1);
    const page = `/en/account/clients/${row!.id}`;
    const open = async () => {
      const res = await call("GET", page, "sales");
      return { status: res.status, html: res.status === 200 ? await res.text() : "" };
    };
    expect((await open()).status).toBe(404);
    // Only the database group manages a client's shares; sales does not even find the client there.
    expect((await call("GET", `/api/sharedresources/client/${row!.id}.json`, "sales")).status).toBe(404);
    const added = await call("POST", `/api/sharedresources/client/${row!.id}.json`, "database", {
      shareWithType: "team",
      shareWithId: team,
    });
    expect(added.status).toBe(200);
    const shown = await open();
    expect(shown.status).toBe(200);
    expect(shown.html).toContain('data-testid="client-screen"');
    // Read-only: no edit form, no merge, no export or erasure, no share button.
    for (const part of ["client-edit", "client-merge", "client-privacy", "client-share"]) {
      expect(shown.html).not.toContain(`data-testid="${part}`);
    }
    // The server refuses a change all the same.
    const edit = await request(page, {
      method: "POST",
      headers: {
        origin: "http://localhost",
        cookie: cookie.sales!,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: "intent=edit&firstName=X",
    });
    expect(edit.status).toBe(403);
    const removed = await call(
      "DELETE",
      `/api/sharedresources/client/${row!.id}/team/${team}.json`,
      "database",
    );
    expect(removed.status).toBe(200);
    expect((await open()).status).toBe(404);
  });
});
