/**
 * The DMS export on PGlite and PostgreSQL: API tokens stored only hashed and shown once,
 * the JSON feed with a bearer token (bogus, revoked and another site's tokens are 401 JSON), its keyset
 * paging by change time, the CSV download for staff (columns, filters, 403 for others) and every export
 * recorded in dms_exports.
 */
import "@hono/zod-openapi";
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createApiToken,
  listApiTokens,
  listDmsExports,
  revokeApiToken,
} from "../../app/core/dms/dms.service.server";
import { DMS_CSV_COLUMNS } from "../../app/core/dms/dms-columns";
import { toSessionUser } from "../../app/core/identity/identity.service.server";
import type { SessionUser } from "../../app/core/identity/session-user";
import { createLead } from "../../app/core/leads/create-lead.service.server";
import type { Project } from "../../app/core/tenancy/project";
import { resolveProject } from "../../app/core/tenancy/tenancy.service.server";
import type { Db } from "../../app/db/client.server";
import * as schema from "../../app/db/schema";
import { createTestDatabase, serviceContextFor, type TestDatabase, testDrivers } from "../setup/test-db";
import { createTestApp, loginCookie, type TestRequest } from "../setup/test-server";

const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

describe.each(testDrivers())("DMS export on %s", (driver) => {
  let database: TestDatabase;
  let db: Db;
  let dealer: Project;
  let community: Project;
  let admin: SessionUser;
  let request: TestRequest;

  const userOf = async (email: string, project: Project) => {
    const [row] = await db.select().from(schema.users).where(eq(schema.users.email, email));
    return toSessionUser(row!, project);
  };
  const ctx = (project: Project, principal: SessionUser | null) =>
    serviceContextFor(db, project, { principal, locale: "en" });
  const feed = (query: string, token: string | null, host = "localhost") =>
    request(`/api/dms/jobs.json${query}`, {
      host,
      headers: token === null ? {} : { authorization: `Bearer ${token}` },
    });

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    db = database.handle.db;
    dealer = (await resolveProject(db, "localhost"))!;
    community = (await resolveProject(db, "community.localhost"))!;
    admin = await userOf("admin@autohaus-brandt.example", dealer);
    request = await createTestApp(db);
  });
  afterAll(() => database?.drop());

  it("creates a token shown once and stored only as its hash; only admins may", async () => {
    const created = await createApiToken(ctx(dealer, admin), { name: "Main DMS" });
    if (!created.ok) throw new Error(created.error.code);
    expect(created.value.token).toMatch(/^ahdms_[A-Za-z0-9_-]{20,}$/);
    const [row] = await db.select().from(schema.apiTokens).where(eq(schema.apiTokens.id, created.value.id));
    expect(row!.tokenHash).toBe(sha256(created.value.token));
    expect(JSON.stringify(row)).not.toContain(created.value.token);
    const listed = await listApiTokens(ctx(dealer, admin));
    expect(listed.ok && JSON.stringify(listed.value)).not.toContain(created.value.token);
    const manager = await userOf("manager@autohaus-brandt.example", dealer);
    expect((await createApiToken(ctx(dealer, manager), { name: "x" })).ok).toBe(false);
    expect((await createApiToken(ctx(dealer, null), { name: "x" })).ok).toBe(false);
    const bad = await createApiToken(ctx(dealer, admin), { name: "   " });
    expect(!bad.ok && bad.error.code).toBe("invalid");
  });

  it("refuses a missing, bogus, revoked or other site's token with 401 JSON", async () => {
    const created = await createApiToken(ctx(dealer, admin), { name: "Revoked soon" });
    if (!created.ok) throw new Error(created.error.code);
    const token = created.value.token;
    expect((await feed("", token)).status).toBe(200);
    for (const t of [null, "ahdms_bogusbogusbogusbogus", "x"]) {
      const res = await feed("?lang=de", t);
      expect(res.status).toBe(401);
      expect(res.headers.get("content-type")).toContain("application/json");
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe("unauthorized");
      expect(body.error.message).toContain("API-Token");
    }
    // The dealer's token on the community site: not that site's token.
    expect((await feed("", token, "community.localhost")).status).toBe(401);
    expect((await revokeApiToken(ctx(dealer, admin), created.value.id)).ok).toBe(true);
    expect((await revokeApiToken(ctx(dealer, admin), created.value.id)).ok).toBe(false);
    expect((await feed("", token)).status).toBe(401);
    // Revoking another site's token through this site finds nothing.
    const other = await createApiToken(
      ctx(community, await userOf("holding@autohaus-brandt.example", community)),
      {
        name: "Community",
      },
    );
    if (!other.ok) throw new Error(other.error.code);
    expect((await revokeApiToken(ctx(dealer, admin), other.value.id)).ok).toBe(false);
    expect((await feed("", other.value.token, "community.localhost")).status).toBe(200);
  });

  it("pages the feed by change time with a cursor, from updatedSince, with filters; bad paging is 400", async () => {
    const created = await createApiToken(ctx(dealer, admin), { name: "Feed" });
    if (!created.ok) throw new Error(created.error.code);
    const token = created.value.token;
    const since = new Date(Date.now() + 60_000);
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      const at = new Date(since.getTime() + i * 1000);
      const lead = await createLead(
        serviceContextFor(db, dealer, { now: at }),
        "CONTACT",
        {
          firstName: "Feed",
          lastName: `Kunde${i}`,
          email: `feed${i}.${driver}@example.org`,
          language: "de",
          privacyAccepted: true,
        },
        { message: "=cmd|' /C calc'!A0" },
        { at, vehicleBrandName: "BMW" },
      );
      if (!lead.ok) throw new Error(lead.error.code);
      ids.push(lead.value.jobId);
    }
    const seen: number[] = [];
    let cursor = "";
    for (let page = 0; page < 5; page++) {
      const res = await feed(
        `?updatedSince=${encodeURIComponent(since.toISOString())}&limit=2${cursor ? `&cursor=${cursor}` : ""}`,
        token,
      );
      expect(res.status).toBe(200);
      const body = (await res.json()) as {
        jobs: { id: number; updatedAt: string; client: { email: string }; systemType: string }[];
        nextCursor: string | null;
        hasMore: boolean;
      };
      seen.push(...body.jobs.map((j) => j.id));
      cursor = body.nextCursor ?? "";
      if (!body.hasMore) break;
    }
    expect(seen).toEqual(ids);
    // The last cursor, asked again, has nothing new; a job changed later comes after it.
    const again = (await (await feed(`?cursor=${cursor}`, token)).json()) as { jobs: unknown[] };
    expect(again.jobs).toEqual([]);
    await db
      .update(schema.jobs)
      .set({ mdate: new Date(since.getTime() + 3_600_000) })
      .where(eq(schema.jobs.id, ids[1]!));
    const changed = (await (await feed(`?cursor=${cursor}`, token)).json()) as { jobs: { id: number }[] };
    expect(changed.jobs.map((j) => j.id)).toEqual([ids[1]]);
    // A job-list filter applies.
    const filtered = (await (
      await feed(`?updatedSince=${encodeURIComponent(since.toISOString())}&systemType=RENTAL`, token)
    ).json()) as { jobs: unknown[] };
    expect(filtered.jobs).toEqual([]);
    for (const q of ["?updatedSince=yesterday", "?limit=0", "?limit=501", "?limit=abc", "?cursor=nonsense"]) {
      const res = await feed(`${q}&lang=de`, token);
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: { code: string; fields: Record<string, string[]> } };
      expect(body.error.code).toBe("invalid");
      expect(Object.values(body.error.fields).flat().join(" ")).not.toMatch(/dms:errors/);
    }
  });

  it("downloads a CSV for staff who see all jobs, and records every export", async () => {
    const before = await db.select().from(schema.dmsExports);
    const cookie = await loginCookie(request, "manager@autohaus-brandt.example");
    const res = await request("/api/dms/jobs.csv?systemType=CONTACT&brand=BMW", { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    const text = await res.text();
    const lines = text
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe(DMS_CSV_COLUMNS.join(","));
    expect(lines.length).toBeGreaterThanOrEqual(6);
    expect(text).toContain(`feed0.${driver}@example.org`);
    expect(text).not.toMatch(/(^|,)=cmd/m);
    // Sales people see only their own jobs: no export. Visitors: 401.
    const sales = await loginCookie(request, "sales@autohaus-brandt.example");
    expect((await request("/api/dms/jobs.csv", { headers: { cookie: sales } })).status).toBe(403);
    expect((await request("/api/dms/jobs.csv")).status).toBe(401);
    const after = await db.select().from(schema.dmsExports);
    const fresh = after.filter((a) => !before.some((b) => b.id === a.id));
    expect(fresh).toHaveLength(1);
    expect(fresh[0]).toMatchObject({ format: "csv", via: "back_office", projectId: dealer.id });
    expect(fresh[0]!.jobCount).toBe(lines.length - 1);
    expect(fresh[0]!.query).toContain("systemType=CONTACT");
    const listed = await listDmsExports(ctx(dealer, admin));
    if (!listed.ok) throw new Error(listed.error.code);
    expect(listed.value.some((e) => e.format === "json" && e.via === "api" && e.tokenName === "Feed")).toBe(
      true,
    );
    expect(listed.value.some((e) => e.format === "csv")).toBe(true);
    // The community site's export list has only its own.
    const holding = await userOf("holding@autohaus-brandt.example", community);
    const theirs = await listDmsExports(ctx(community, holding));
    expect(theirs.ok && theirs.value.every((e) => e.tokenName !== "Feed")).toBe(true);
  });
});
