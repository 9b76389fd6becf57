/**
 * The back office's remembered definitions (decision 0018, fifth round) on PGlite and PostgreSQL, through
 * the HTTP API with the read cache on (a minute, longer than production's 5 s): workflows, tours and the
 * employees list are read once per process, yet a change made through the product is seen by the next
 * request at once, and another project never sees them.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../app/core/identity/password.server";
import { resolveProject } from "../../app/core/tenancy/tenancy.service.server";
import { users } from "../../app/db/schema";
import { createTestDatabase, type TestDatabase, testDrivers } from "../setup/test-db";
import { createTestApp, loginCookie, type TestRequest } from "../setup/test-server";

describe.each(testDrivers())("remembered back-office reads on %s", (driver) => {
  let database: TestDatabase;
  let request: TestRequest;
  let admin: string;
  let manager: string;
  let communityAdmin: string;

  const call = async (cookie: string, method: string, path: string, body?: unknown, host?: string) => {
    const res = await request(path, {
      method,
      host,
      headers: {
        origin: `http://${host ?? "localhost"}`,
        accept: "application/json",
        cookie,
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as unknown };
  };

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    request = await createTestApp(database.handle.db, { projectCacheMs: 60_000 });
    admin = await loginCookie(request, "admin@autohaus-brandt.example", { ip: "10.41.0.1" });
    manager = await loginCookie(request, "manager@autohaus-brandt.example", { ip: "10.41.0.2" });
    // The community site has no employee among the demo accounts: one is made here.
    const community = (await resolveProject(database.handle.db, "community.localhost"))!;
    await database.handle.db.insert(users).values({
      projectId: community.id,
      companyId: community.companyId,
      email: "remembered-admin@brandt-community.example",
      passwordHash: await hashPassword("autohaus-demo"),
      roles: ["admin"],
      firstName: "Cora",
      lastName: "Community",
    });
    communityAdmin = await loginCookie(request, "remembered-admin@brandt-community.example", {
      ip: "10.41.0.3",
      host: "community.localhost",
    });
  });
  afterAll(() => database?.drop());

  it("shows an employee's new name in the job filters at once", async () => {
    const names = async () =>
      (
        (await call(manager, "GET", "/api/jobs/filter-options/employees.json")).body as {
          options: { label: string }[];
        }
      ).options.map((o) => o.label);
    const before = await names();
    expect(before.length).toBeGreaterThan(1);
    const saved = await call(manager, "PUT", "/api/account/profile.json", {
      first_name: "Remembered",
      last_name: "Renamed",
      language: "en",
    });
    expect(saved.status).toBe(200);
    const after = await names();
    expect(after).toContain("Remembered Renamed");
    expect(after).toHaveLength(before.length);
  });

  it("runs a tour for employees as soon as an admin saves it", async () => {
    const id = randomUUID();
    const step = { selector: "main h1", content: { en: "The job list", de: "Die Jobliste" } };
    // Asked before the tour exists: the tour list is read (and remembered) without it.
    const stepId = randomUUID();
    const early = await call(manager, "POST", `/api/tours/${id}/events.json`, { stepId, event: "shown" });
    expect(early.status).toBe(404);
    const saved = await call(admin, "PUT", `/api/tours/${id}.json`, {
      name: "Remembered tour",
      type: "jobs",
      targetGroups: [],
      position: 9,
      steps: [step],
    });
    expect(saved.status).toBe(200);
    const savedStep = (saved.body as { steps: { id: string }[] }).steps[0]!.id;
    const shown = await call(manager, "POST", `/api/tours/${id}/events.json`, {
      stepId: savedStep,
      event: "shown",
    });
    expect(shown.status).toBe(200);
    // The dealer's remembered tours are the dealer's: the community site's admin cannot report on it.
    const foreign = await call(
      communityAdmin,
      "POST",
      `/api/tours/${id}/events.json`,
      { stepId: savedStep, event: "shown" },
      "community.localhost",
    );
    expect(foreign.status).toBe(404);
  });

  it("keeps each project's workflows apart", async () => {
    const ids = async (cookie: string, host?: string) =>
      (
        (await call(cookie, "GET", "/api/workflows.json", undefined, host)).body as {
          workflows: { id: number }[];
        }
      ).workflows.map((w) => w.id);
    const dealer = await ids(manager);
    const community = await ids(communityAdmin, "community.localhost");
    expect(dealer.length).toBeGreaterThan(0);
    expect(community.length).toBeGreaterThan(0);
    expect(dealer.filter((id) => community.includes(id))).toEqual([]);
    // Asked again, each still gets its own (the remembered rows are keyed by project).
    expect(await ids(manager)).toEqual(dealer);
    expect(await ids(communityAdmin, "community.localhost")).toEqual(community);
  });
});
