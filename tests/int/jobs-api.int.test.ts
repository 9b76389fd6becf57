/**
 * The jobs JSON API on PGlite and PostgreSQL: the same visibility rules as the pages
 * (sales see their own and unassigned jobs), filters from the query, and hostile input that must be
 * answered 4xx JSON, never 500, and store nothing.
 */
import { and, count, eq, isNull, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Project } from "../../app/core/tenancy/project";
import { resolveProject } from "../../app/core/tenancy/tenancy.service.server";
import { jobEvents, jobs, users, workflowFavorites } from "../../app/db/schema";
import { createTestDatabase, type TestDatabase, testDrivers } from "../setup/test-db";
import { createTestApp, loginCookie, type TestRequest } from "../setup/test-server";

type Page = { rows: { id: number; assigneeId: string | null; cdate: string }[]; total: number };

describe.each(testDrivers())("jobs API on %s", (driver) => {
  let database: TestDatabase;
  let request: TestRequest;
  let project: Project;
  let manager = "";
  let sales = "";
  let salesId = "";
  let openJob = 0;

  const get = (path: string, cookie = manager) => request(path, { headers: { cookie } });
  const send = (method: string, path: string, body: string, cookie = manager) =>
    request(path, {
      method,
      headers: { cookie, origin: "http://localhost", "content-type": "application/json" },
      body,
    });
  const stored = async () => {
    const db = database.handle.db;
    const [e] = await db.select({ n: count() }).from(jobEvents);
    const [f] = await db.select({ n: count() }).from(workflowFavorites);
    const rows = await db.select({ id: jobs.id, mdate: jobs.mdate }).from(jobs);
    return JSON.stringify([e?.n, f?.n, rows.map((r) => `${r.id}:${r.mdate.toISOString()}`).sort()]);
  };

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    request = await createTestApp(database.handle.db);
    project = (await resolveProject(database.handle.db, "localhost"))!;
    manager = await loginCookie(request, "manager@autohaus-brandt.example");
    sales = await loginCookie(request, "sales@autohaus-brandt.example");
    const [s] = await database.handle.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, "sales@autohaus-brandt.example"));
    salesId = s!.id;
    const [job] = await database.handle.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.projectId, project.id), eq(jobs.visibility, "open")))
      .limit(1);
    openJob = job!.id;
  });
  afterAll(() => database?.drop());

  it("lists jobs with the filters of the job list, newest first", async () => {
    const res = await get("/api/jobs.json?workflow=TRADE_IN&isActive=true&sort=cdate_desc");
    expect(res.status).toBe(200);
    const all = (await (await get("/api/jobs.json?visibility=showOpen&limit=100")).json()) as Page;
    expect(all.rows.length).toBeGreaterThan(1);
    const dates = all.rows.map((r) => r.cdate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(dates[0]).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it("sales see only their own and unassigned jobs, in lists and one by one", async () => {
    const page = (await (await get("/api/jobs.json?limit=100", sales)).json()) as Page;
    expect(page.rows.every((r) => r.assigneeId === null || r.assigneeId === salesId)).toBe(true);
    const [foreign] = await database.handle.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.projectId, project.id), ne(jobs.assigneeId, salesId)))
      .limit(1);
    expect((await get(`/api/jobs/${foreign!.id}.json`, sales)).status).toBe(404);
    expect((await get(`/api/jobs/${foreign!.id}.json`)).status).toBe(200);
    const before = await stored();
    const patch = await send(
      "PATCH",
      `/api/jobs/${foreign!.id}.json`,
      '{"type":"star","starred":true}',
      sales,
    );
    expect(patch.status).toBe(404);
    expect(await stored()).toBe(before);
  });

  it("applies an action and records it on the job's timeline", async () => {
    const res = await send("PATCH", `/api/jobs/${openJob}.json`, '{"type":"comment","text":"Called back"}');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ updated: [openJob] });
    const job = (await (await get(`/api/jobs/${openJob}.json`)).json()) as {
      events: { kind: string; data: { text?: string } }[];
    };
    expect(job.events.at(-1)).toMatchObject({ kind: "comment", data: { text: "Called back" } });
  });

  it("answers hostile input with 4xx JSON, never 500, and stores nothing", async () => {
    const [unassigned] = await database.handle.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.projectId, project.id), isNull(jobs.assigneeId)))
      .limit(1);
    const target = `/api/jobs/${unassigned!.id}.json`;
    const before = await stored();
    const cases: [string, string, string?][] = [
      ["GET", "/api/jobs/0.json"],
      ["GET", "/api/jobs/-1.json"],
      ["GET", "/api/jobs/99999999999999.json"],
      ["GET", "/api/jobs/2147483648.json"],
      ["GET", "/api/jobs/1e3.json"],
      ["GET", "/api/jobs/%27%20or%201=1.json"],
      ["GET", "/api/jobs/filter-options/__proto__.json"],
      ["GET", "/api/jobs/filter-options/constructor.json"],
      ["PATCH", target, "not json"],
      ["PATCH", target, "[]"],
      ["PATCH", target, "null"],
      ["PATCH", target, '{"type":"explode"}'],
      ["PATCH", target, '{"type":"comment","text":42}'],
      ["PATCH", target, '{"type":"comment","text":""}'],
      ["PATCH", target, `{"type":"comment","text":"${"x".repeat(6000)}"}`],
      ["PATCH", target, '{"type":"status","statusId":"1; drop table jobs"}'],
      ["PATCH", target, '{"type":"status","statusId":99999999999}'],
      ["PATCH", target, '{"type":"status","statusId":999999}'],
      ["PATCH", target, '{"type":"priority","priority":7}'],
      ["PATCH", target, '{"type":"assign","assigneeId":"00000000-0000-4000-8000-000000000000"}'],
      ["PATCH", target, '{"type":"assign","assigneeId":"nobody"}'],
      ["PATCH", target, '{"type":"deadline","deadline":"tomorrow"}'],
      ["PATCH", target, '{"type":"restore"}'],
      ["PATCH", target, '{"__proto__":{"type":"comment","text":"polluted"}}'],
      ["PATCH", target, '{"constructor":{"prototype":{"type":"comment"}}}'],
      ["PATCH", "/api/jobs/99999999.json", '{"type":"comment","text":"ghost"}'],
      ["POST", "/api/jobs/bulk.json", '{"ids":[],"action":{"type":"restore"}}'],
      [
        "POST",
        "/api/jobs/bulk.json",
        `{"ids":[${Array.from({ length: 501 }, (_, i) => i + 1).join(",")}],"action":{"type":"star","starred":true}}`,
      ],
      [
        "POST",
        "/api/jobs/bulk.json",
        `{"ids":[${unassigned!.id},99999999],"action":{"type":"star","starred":true}}`,
      ],
      ["POST", "/api/jobs/bulk.json", '{"ids":["1"],"action":{"type":"star","starred":true}}'],
      ["POST", "/api/jobs/bulk.json", '{"ids":[1.5],"action":{"type":"star","starred":true}}'],
      ["PUT", "/api/workflows/99999999/favorite.json", '{"favorite":true}'],
      ["PUT", "/api/workflows/1/favorite.json", '{"favorite":"yes"}'],
      ["PUT", "/api/workflows/abc/favorite.json", '{"favorite":true}'],
    ];
    const answers: string[] = [];
    for (const [method, path, body] of cases) {
      const res = method === "GET" ? await get(path) : await send(method, path, body ?? "");
      answers.push(`${method} ${path.slice(0, 60)} ${body?.slice(0, 60) ?? ""} -> ${res.status}`);
      expect(res.status, answers.at(-1)).toBeGreaterThanOrEqual(400);
      expect(res.status, answers.at(-1)).toBeLessThan(500);
      const json = (await res.json()) as { error: { code: string; message: string } };
      expect(json.error.message.length).toBeGreaterThan(3);
    }
    expect(await stored()).toBe(before);
    expect(({} as Record<string, unknown>).type).toBeUndefined();
  });

  it("reads hostile queries as filters it ignores: SQL, unicode, huge limits, prototype keys", async () => {
    const queries = [
      "q=%27%3B%20drop%20table%20jobs%3B--",
      "q=%E2%80%AE%F0%9F%9A%97%20%C5%A0koda%20%00",
      `q=${"a".repeat(5000)}`,
      "limit=999999999",
      "limit=-5&sort=nope",
      "workflow=1%20or%201%3D1&status=abc&priority=9",
      "brand=%3Cscript%3E&tags=__proto__&__proto__[x]=1&constructor[prototype][y]=2",
      "dateFrom=2024-02-30&cdate=1e9&isActive=maybe",
      "after=not-a-cursor&before=%FF",
      "assignee=00000000-0000-0000-0000-000000000000&location=99999999999",
    ];
    for (const query of queries) {
      for (const path of [
        "/api/jobs.json",
        "/api/jobs/statistics.json",
        "/api/jobs/filter-options/brands.json",
      ]) {
        const res = await get(`${path}?${query}&autocomplete=%27%22%5C%25_`);
        expect(res.status, `${path}?${query}`).toBeLessThan(500);
        expect(res.headers.get("content-type")).toContain("application/json");
      }
    }
    const capped = (await (await get("/api/jobs.json?limit=999999999&visibility=showOpen")).json()) as Page;
    expect(capped.rows.length).toBeLessThanOrEqual(100);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});
