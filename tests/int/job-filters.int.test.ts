/**
 * The job filters' meanings through the jobs API, on PGlite and PostgreSQL: `isActive` means the
 * job's own state (`workflow=TRADE_IN&isActive=true` lists the open trade-in jobs), the list
 * keys jobs do not have are refused with a translated 400 instead of being ignored, statistics name the
 * workflow of each status, and Hot Leads weigh engagement by the request's value (decision 0051).
 */
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLead } from "../../app/core/leads/create-lead.service.server";
import type { Project } from "../../app/core/tenancy/project";
import { resolveProject } from "../../app/core/tenancy/tenancy.service.server";
import { jobs } from "../../app/db/schema";
import { createTestDatabase, serviceContextFor, type TestDatabase, testDrivers } from "../setup/test-db";
import { createTestApp, loginCookie, type TestRequest } from "../setup/test-server";

type Row = { id: number; systemType: string; visibility: string; workflowId: number };
type Page = { rows: Row[]; total: number };
type Part = {
  factor: string;
  points: number;
  max: number;
  weightPercent?: number;
  valueMinor?: number | null;
};
type Lead = { id: number; systemType: string; hot: { score: number; parts: Part[] } };

describe.each(testDrivers())("job filters and insights on %s", (driver) => {
  let database: TestDatabase;
  let request: TestRequest;
  let project: Project;
  let manager = "";

  const get = (path: string, headers: Record<string, string> = {}) =>
    request(path, { headers: { cookie: manager, ...headers } });
  const page = async (query: string) => {
    const res = await get(`/api/jobs.json?${query}`);
    expect(res.status, query).toBe(200);
    return (await res.json()) as Page;
  };
  const client = (email: string) => ({
    name: "Hanna Wertmann",
    email,
    phone: "+49 30 5550101",
    language: "de" as const,
    privacyAccepted: true,
  });

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    request = await createTestApp(database.handle.db);
    project = (await resolveProject(database.handle.db, "localhost"))!;
    manager = await loginCookie(request, "manager@autohaus-brandt.example");
  });
  afterAll(() => database?.drop());

  it("workflow=TRADE_IN&isActive=true lists the open trade-in jobs (spec 7), isActive=false the decided ones", async () => {
    const ctx = serviceContextFor(database.handle.db, project, { locale: "de" });
    const made = await createLead(ctx, "TRADE_IN", client("trade.in.active@example.com"), {
      message: "Golf",
    });
    if (!made.ok) throw new Error(made.error.code);

    const active = await page("workflow=TRADE_IN&isActive=true&sort=cdate_desc&limit=100");
    expect(active.total).toBeGreaterThan(0);
    expect(active.rows.map((r) => r.id)).toContain(made.value.jobId);
    for (const r of active.rows) {
      expect(r.systemType).toBe("TRADE_IN");
      expect(r.visibility).toBe("open");
    }
    // The same as the open tab of the trade-in workflow: every open trade-in job.
    const open = await page("workflow=TRADE_IN&visibility=showOpen&limit=100");
    expect(active.total).toBe(open.total);

    const decided = await page("workflow=TRADE_IN&isActive=false&limit=100");
    const states = await database.handle.db
      .select({ n: jobs.id })
      .from(jobs)
      .where(
        and(
          eq(jobs.projectId, project.id),
          eq(jobs.systemType, "TRADE_IN"),
          inArray(jobs.visibility, ["won", "lost"]),
        ),
      );
    expect(decided.total).toBe(Math.min(states.length, 1001));
    expect(decided.total).toBeGreaterThan(0);
    for (const r of decided.rows) expect(["won", "lost"]).toContain(r.visibility);
  });

  it("refuses isSystem, isResource and ai with a translated 400 naming the key, never ignoring them", async () => {
    for (const path of [
      "/api/jobs.json?isSystem=true",
      "/api/jobs.json?workflow=TRADE_IN&isResource=1",
      "/api/jobs/statistics.json?ai=true",
      "/api/jobs/hot-leads.json?ai=1",
      "/api/jobs/filter-options/brands.json?isSystem=false",
    ]) {
      const res = await get(path, { "accept-language": "de" });
      expect(res.status, path).toBe(400);
      const body = (await res.json()) as { error: { code: string; fields: Record<string, string[]> } };
      const key = /(isSystem|isResource|ai)=/.exec(path)![1]!;
      expect(body.error.fields[key]?.[0], path).toMatch(/Vorgangsliste hat keinen solchen Filter/);
    }
    const en = await get("/api/jobs.json?isSystem=true&ai=1", { "accept-language": "en" });
    const body = (await en.json()) as { error: { fields: Record<string, string[]> } };
    expect(Object.keys(body.error.fields).sort()).toEqual(["ai", "isSystem"]);
    expect(body.error.fields.ai?.[0]).toMatch(/job list has no such filter/);
  });

  it("statistics name each status with its workflow (every workflow has its own New)", async () => {
    const res = await get("/api/jobs/statistics.json");
    expect(res.status).toBe(200);
    const stats = (await res.json()) as {
      byWorkflow: { id: number; name: string }[];
      byStatus: { workflowId: number; workflowName: string; name: string }[];
    };
    const names = new Map(stats.byWorkflow.map((w) => [w.id, w.name]));
    expect(stats.byStatus.length).toBeGreaterThan(0);
    for (const s of stats.byStatus) expect(s.workflowName).toBe(names.get(s.workflowId));
    // Several workflows have a status of the same name; with their workflow the labels differ.
    const labels = stats.byStatus.map((s) => `${s.workflowName} · ${s.name}`);
    expect(new Set(labels).size).toBe(labels.length);
    expect(new Set(stats.byStatus.map((s) => s.name)).size).toBeLessThan(labels.length);
  });

  it("Hot Leads: four requests for a 198 € rental rank below a 25,000 € car request, and the reason says why", async () => {
    const ctx = serviceContextFor(database.handle.db, project, { locale: "de" });
    const renter = client("renter.four.times@example.com");
    let rentalId = 0;
    for (let i = 0; i < 4; i++) {
      const r = await createLead(ctx, "RENTAL", renter, { priceMinor: 19_800, currency: "EUR" });
      if (!r.ok) throw new Error(r.error.code);
      rentalId = r.value.jobId;
    }
    const buyer = await createLead(
      ctx,
      "CAR_REQUEST",
      { ...client("one.car.buyer@example.com"), phone: "+49 30 5550202" },
      { message: "Probefahrt" },
      { vehicleBrandName: "Volkswagen", vehicleModelName: "Tiguan", vehicleValueMinor: 2_500_000 },
    );
    if (!buyer.ok) throw new Error(buyer.error.code);
    // Among these two clients (the demo has more than 50 hotter leads).
    const res = await get("/api/jobs/hot-leads.json?q=Wertmann");
    expect(res.status).toBe(200);
    const { leads } = (await res.json()) as { leads: Lead[] };
    const rank = (id: number) => leads.findIndex((l) => l.id === id);
    expect(rank(buyer.value.jobId)).toBeGreaterThanOrEqual(0);
    expect(rank(rentalId)).toBeGreaterThanOrEqual(0);
    expect(rank(buyer.value.jobId)).toBeLessThan(rank(rentalId));
    const rental = leads[rank(rentalId)]!;
    const engagement = rental.hot.parts.find((p) => p.factor === "engagement")!;
    expect(engagement).toMatchObject({ weightPercent: 25, valueMinor: 19_800 });
    expect(engagement.points).toBeLessThan(engagement.max / 2);
    const value = leads[rank(buyer.value.jobId)]!.hot.parts.find((p) => p.factor === "vehicle_value")!;
    expect(value).toMatchObject({ valueMinor: 2_500_000 });
    expect(value.points).toBeGreaterThan(15);
  });
});
