/**
 * The lead inbox's counter for employees who may not see all jobs: open jobs nobody has taken plus their
 * own, the jobs their job list shows them; none for users who see all jobs; refused for customers.
 */
import { and, eq, isNull, or, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toSessionUser } from "../../app/core/identity/identity.service.server";
import type { SessionUser } from "../../app/core/identity/session-user";
import { createLead } from "../../app/core/leads/create-lead.service.server";
import { leadInboxCount } from "../../app/core/leads/inbox.service.server";
import type { Project } from "../../app/core/tenancy/project";
import { resolveProject } from "../../app/core/tenancy/tenancy.service.server";
import type { Db } from "../../app/db/client.server";
import * as schema from "../../app/db/schema";
import { createTestDatabase, serviceContextFor, type TestDatabase, testDrivers } from "../setup/test-db";

const T0 = new Date("2026-11-20T09:00:00.000Z");

describe.each(testDrivers())("lead inbox counter on %s", (driver) => {
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
  const ctx = (principal: SessionUser | null) =>
    serviceContextFor(db, project, { principal, now: T0, locale: "en" });
  const inboxOf = async (principal: SessionUser | null) => {
    const r = await leadInboxCount(ctx(principal));
    return r.ok ? r.value : r.error.code;
  };
  const expected = async (userId: string) => {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.jobs)
      .where(
        and(
          eq(schema.jobs.projectId, project.id),
          eq(schema.jobs.visibility, "open"),
          or(isNull(schema.jobs.assigneeId), eq(schema.jobs.assigneeId, userId)),
        ),
      );
    return row!.n;
  };

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    db = database.handle.db;
    project = (await resolveProject(db, "localhost"))!;
    manager = await userOf("manager@autohaus-brandt.example");
    sales = await userOf("sales@autohaus-brandt.example");
    customer = await userOf("customer@autohaus-brandt.example");
  });
  afterAll(() => database?.drop());

  it("counts a salesperson's open unassigned jobs and own ones, a new lead included, others' not", async () => {
    const before = await inboxOf(sales);
    expect(before).toBe(await expected(sales.id));
    const created = await createLead(
      ctx(null),
      "CONTACT",
      { name: "Ina Box", email: "ina.box@example.com", language: "en", privacyAccepted: true },
      { message: "Please call me" },
      { at: T0 },
    );
    if (!created.ok) throw new Error(created.error.code);
    expect(await inboxOf(sales)).toBe((before as number) + 1);
    // Taken by someone else: out of the inbox; taken by the salesperson: in it again.
    await db
      .update(schema.jobs)
      .set({ assigneeId: manager.id })
      .where(eq(schema.jobs.id, created.value.jobId));
    expect(await inboxOf(sales)).toBe(before);
    await db.update(schema.jobs).set({ assigneeId: sales.id }).where(eq(schema.jobs.id, created.value.jobId));
    expect(await inboxOf(sales)).toBe((before as number) + 1);
    expect(await inboxOf(sales)).toBe(await expected(sales.id));
  });

  it("gives users who see all jobs no inbox, and refuses customers and visitors", async () => {
    expect(await inboxOf(manager)).toBeNull();
    expect(await inboxOf(customer)).toBe("forbidden");
    expect(await inboxOf(null)).toBe("unauthorized");
  });
});
