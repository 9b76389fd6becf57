/**
 * Saved job views (decision 0031 addendum) on PGlite and PostgreSQL: a view stores the job
 * list's canonical query and refuses a bad one (nothing saved); the owner renames, deletes and shares it
 * through `/api/sharedresources/job_view/...`; shared with a team it is listed for a member and gone again
 * after the share is removed; other users and another project's ids get 404.
 */
import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionUser } from "../../app/core/identity/session-user";
import {
  canonicalViewQuery,
  deleteJobView,
  listSavedJobViews,
  renameJobView,
  saveJobView,
} from "../../app/core/leads/saved-job-views.service.server";
import type { Project } from "../../app/core/tenancy/project";
import { resolveProject } from "../../app/core/tenancy/tenancy.service.server";
import { resourceShares, savedJobViews, teams, users, workflows } from "../../app/db/schema";
import { createTestDatabase, serviceContextFor, type TestDatabase, testDrivers } from "../setup/test-db";
import { createTestApp, loginCookie, type TestRequest } from "../setup/test-server";

describe("canonicalViewQuery", () => {
  it("keeps the job list's own keys in its canonical form and refuses anything else", () => {
    expect(canonicalViewQuery("priority=3&sort=mdate_desc")).toBe("priority=3&sort=mdate_desc");
    expect(canonicalViewQuery("?visibility=showWon&display=kanban")).toBe(
      "visibility=showWon&display=kanban",
    );
    // The paging position is not part of a view; the default sort and visibility are left out.
    expect(canonicalViewQuery("after=abc&sort=cdate_desc&visibility=showOpen")).toBe("");
    expect(canonicalViewQuery("")).toBe("");
    for (const bad of [
      "evil=1",
      "priority=9",
      "sort=drop_table",
      "assignee=not-a-uuid",
      "display=grid",
      "q=a%00b",
      `q=${"x".repeat(2100)}`,
      "cdate=99",
    ]) {
      expect(canonicalViewQuery(bad), bad).toBeNull();
    }
  });
});

describe.each(testDrivers())("saved job views on %s", (driver) => {
  let database: TestDatabase;
  let request: TestRequest;
  let dealer: Project;
  let community: Project;
  const cookie: Record<string, string> = {};
  let team = 0;
  let foreignView = "";

  const call = (method: string, path: string, who: string, body?: unknown) =>
    request(path, {
      method,
      headers: {
        origin: "http://localhost",
        ...(cookie[who] ? { cookie: cookie[who] } : {}),
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const as = async (email: string, project: Project = dealer) => {
    const db = database.handle.db;
    const [row] = await db.select().from(users).where(eq(users.email, email));
    const principal: SessionUser = {
      id: row!.id,
      email: row!.email,
      roles: row!.roles,
      inHolding: row!.inHolding,
      projectId: project.id,
      companyId: row!.companyId,
      firstName: row!.firstName,
      lastName: row!.lastName,
      companyName: null,
      avatarPath: null,
      language: null,
      soundSettings: { success: false, information: false, warning: false, danger: false },
      needsTerms: false,
      pendingApproval: false,
    };
    return serviceContextFor(db, project, { locale: "en", principal });
  };
  const stored = async () => (await database.handle.db.select({ n: count() }).from(savedJobViews))[0]!.n;

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
    ] as const) {
      cookie[who] = await loginCookie(request, email, { ip: `10.41.0.${Object.keys(cookie).length + 1}` });
    }
    team = (await db.select({ id: teams.id }).from(teams).where(eq(teams.projectId, dealer.id)))[0]!.id;
    // A view of another project (its owner is any user there).
    const [other] = await db.select({ id: users.id }).from(users).where(eq(users.projectId, community.id));
    const [v] = await db
      .insert(savedJobViews)
      .values({ projectId: community.id, ownerId: other!.id, name: "Foreign", query: "priority=3" })
      .returning({ id: savedJobViews.id });
    foreignView = v!.id;
  });
  afterAll(() => database?.drop());

  it("refuses a bad query or name and saves nothing", async () => {
    const manager = await as("manager@autohaus-brandt.example");
    const before = await stored();
    for (const input of [
      { name: "Bad", query: "evil=1" },
      { name: "Bad", query: "priority=7" },
      { name: "", query: "priority=3" },
      { name: "x".repeat(81), query: "priority=3" },
      { name: "tab\there", query: "priority=3" },
      { name: 42, query: "priority=3" },
      { name: "Bad", query: { priority: 3 } },
      { name: "Bad", query: "priority=3", workflowId: "999999" },
      { name: "Bad", query: "priority=3", workflowId: "-1" },
    ]) {
      const r = await saveJobView(manager, input);
      expect(r.ok, JSON.stringify(input)).toBe(false);
      if (!r.ok) expect(r.error.code).toBe("invalid");
    }
    expect(await stored()).toBe(before);
    // Only employees keep views.
    const customer = await saveJobView(await as("customer@autohaus-brandt.example"), {
      name: "Mine",
      query: "",
    });
    expect(customer.ok).toBe(false);
  });

  it("a view shared with a team appears for a member and disappears after removal", async () => {
    const manager = await as("manager@autohaus-brandt.example");
    const sales = await as("sales@autohaus-brandt.example");
    const saved = await saveJobView(manager, {
      name: "Hot leads",
      query: "priority=3&sort=mdate_desc&after=x",
    });
    expect(saved.ok).toBe(true);
    if (!saved.ok) return;
    expect(saved.value.query).toBe("priority=3&sort=mdate_desc");
    const id = saved.value.id;
    const names = async (ctx = sales) => {
      const r = await listSavedJobViews(ctx);
      return r.ok ? r.value.map((v) => `${v.name}:${v.own}`) : ["refused"];
    };
    expect(await names(manager)).toContain("Hot leads:true");
    expect(await names()).not.toContain("Hot leads:false");

    // The owner manages the view's shares (is_user_authorized), whatever their role groups.
    const get = await call("GET", `/api/sharedresources/job_view/${id}.json`, "manager");
    expect(get.status).toBe(200);
    expect(await get.json()).toMatchObject({
      type: "job_view",
      id,
      is_user_authorized: true,
      may_share: true,
    });
    // Nobody else sees an unshared view, not even an admin.
    for (const who of ["sales", "admin", "cms", "database"]) {
      expect((await call("GET", `/api/sharedresources/job_view/${id}.json`, who)).status, who).toBe(404);
    }
    const post = await call("POST", `/api/sharedresources/job_view/${id}.json`, "manager", {
      shareWithType: "team",
      shareWithId: team,
    });
    expect(post.status).toBe(200);
    expect(((await post.json()) as { teams: { name: string }[] }).teams.map((t) => t.name)).toEqual([
      "Verkauf Berlin",
    ]);
    expect(await names()).toContain("Hot leads:false");
    // The member reads who has it but may not share on, rename or delete it.
    expect(
      await (await call("GET", `/api/sharedresources/job_view/${id}.json`, "sales")).json(),
    ).toMatchObject({ is_user_authorized: false, may_share: false });
    expect(
      (
        await call("POST", `/api/sharedresources/job_view/${id}.json`, "sales", {
          shareWithType: "team",
          shareWithId: team,
        })
      ).status,
    ).toBe(403);
    expect((await renameJobView(sales, id, { name: "Mine now" })).ok).toBe(false);
    expect((await deleteJobView(sales, id)).ok).toBe(false);

    const del = await call("DELETE", `/api/sharedresources/job_view/${id}/team/${team}.json`, "manager");
    expect(del.status).toBe(200);
    expect(await names()).not.toContain("Hot leads:false");

    // The owner renames and deletes; deleting removes its shares too.
    expect((await renameJobView(manager, id, { name: "Hottest" })).ok).toBe(true);
    expect(await names(manager)).toContain("Hottest:true");
    await call("POST", `/api/sharedresources/job_view/${id}.json`, "manager", {
      shareWithType: "team",
      shareWithId: team,
    });
    expect((await deleteJobView(manager, id)).ok).toBe(true);
    expect(await names(manager)).not.toContain("Hottest:true");
    const left = await database.handle.db
      .select({ n: count() })
      .from(resourceShares)
      .where(eq(resourceShares.resourceId, id));
    expect(left[0]!.n).toBe(0);
  });

  it("a view on one workflow's list keeps that workflow", async () => {
    const manager = await as("manager@autohaus-brandt.example");
    const [wf] = await database.handle.db
      .select({ id: workflows.id })
      .from(workflows)
      .where(eq(workflows.projectId, dealer.id));
    const r = await saveJobView(manager, {
      name: "Board",
      query: "display=kanban",
      workflowId: String(wf!.id),
    });
    expect(r.ok && r.value).toMatchObject({ workflowId: wf!.id, query: "display=kanban" });
    // Another project's workflow is not one of ours.
    const [otherWf] = await database.handle.db
      .select({ id: workflows.id })
      .from(workflows)
      .where(eq(workflows.projectId, community.id));
    expect((await saveJobView(manager, { name: "No", query: "", workflowId: String(otherWf!.id) })).ok).toBe(
      false,
    );
  });

  it("another project's view and bogus ids are not found, for the sharing calls and the owner's actions", async () => {
    const manager = await as("manager@autohaus-brandt.example");
    for (const id of [foreignView, randomUUID(), "1", "not-an-id", "%00"]) {
      for (const who of ["manager", "admin", "sales"]) {
        const res = await call("GET", `/api/sharedresources/job_view/${encodeURIComponent(id)}.json`, who);
        expect(res.status, `${who} ${id}`).toBe(404);
      }
      expect((await renameJobView(manager, id, { name: "Taken" })).ok).toBe(false);
      expect((await deleteJobView(manager, id)).ok).toBe(false);
    }
    const [still] = await database.handle.db
      .select()
      .from(savedJobViews)
      .where(eq(savedJobViews.id, foreignView));
    expect(still?.name).toBe("Foreign");
    expect((await call("GET", `/api/sharedresources/job_view/${foreignView}.json`, "customer")).status).toBe(
      403,
    );
    expect((await call("GET", `/api/sharedresources/job_view/${foreignView}.json`, "nobody")).status).toBe(
      401,
    );
  });
});
