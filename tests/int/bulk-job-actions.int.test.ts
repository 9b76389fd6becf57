/**
 * Bulk job actions on 500 jobs, on PGlite and PostgreSQL: set-based, so an action runs the same few
 * statements whatever the number of jobs (it ran about five per job before: 2,500 in one transaction),
 * with every rule kept per job: who may open which job, a lost status needs its reason, a state that
 * does not fit refuses, and a refusal writes nothing. Each job keeps its own values where the change
 * depends on it (the close reason a status change keeps, the first reaction).
 */
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { toSessionUser } from "../../app/core/identity/identity.service.server";
import type { SessionUser } from "../../app/core/identity/session-user";
import { applyJobAction } from "../../app/core/leads/jobs.service.server";
import type { Project } from "../../app/core/tenancy/project";
import { resolveProject } from "../../app/core/tenancy/tenancy.service.server";
import type { Db } from "../../app/db/client.server";
import { jobEvents, jobs, outbox, users, workflowStatuses } from "../../app/db/schema";
import { createTestDatabase, serviceContextFor, type TestDatabase, testDrivers } from "../setup/test-db";

const T0 = new Date("2026-11-20T09:00:00.000Z");
const COUNT = 500;
/** The statements one bulk action may run however many jobs it names (transaction control included). */
const MAX_STATEMENTS = 15;

describe.each(testDrivers())("bulk job actions on 500 jobs on %s", (driver) => {
  let database: TestDatabase;
  let db: Db;
  let project: Project;
  let manager: SessionUser;
  let sales: SessionUser;
  let ids: number[] = [];
  let workflowId = 0;
  let statements = 0;

  const ctx = (principal: SessionUser) =>
    serviceContextFor(db, project, { principal, now: T0, locale: "en" });
  const userOf = async (email: string) => {
    const [row] = await db.select().from(users).where(eq(users.email, email));
    return toSessionUser(row!, project);
  };
  const eventCount = async () =>
    (
      await db.select({ n: sql<number>`count(*)::int` }).from(jobEvents).where(inArray(jobEvents.jobId, ids))
    )[0]!.n;
  const snapshot = async () =>
    JSON.stringify(
      await db
        .select({
          id: jobs.id,
          assigneeId: jobs.assigneeId,
          statusId: jobs.statusId,
          visibility: jobs.visibility,
          closeReason: jobs.closeReason,
          mdate: jobs.mdate,
        })
        .from(jobs)
        .where(inArray(jobs.id, ids))
        .orderBy(asc(jobs.id)),
    );
  const counted = async <T>(run: () => Promise<T>) => {
    statements = 0;
    const result = await run();
    return { result, statements };
  };
  const status = async (outcome: "open" | "won" | "lost") => {
    const [row] = await db
      .select({ id: workflowStatuses.id })
      .from(workflowStatuses)
      .where(and(eq(workflowStatuses.workflowId, workflowId), eq(workflowStatuses.outcome, outcome)))
      .orderBy(asc(workflowStatuses.position))
      .limit(1);
    return row!.id;
  };

  beforeAll(async () => {
    database = await createTestDatabase(driver, {
      logger: {
        logQuery: () => {
          statements++;
        },
      },
    });
    db = database.handle.db;
    project = (await resolveProject(db, "localhost"))!;
    manager = await userOf("manager@autohaus-brandt.example");
    sales = await userOf("sales@autohaus-brandt.example");
    const [model] = await db
      .select({ workflowId: jobs.workflowId })
      .from(jobs)
      .where(and(eq(jobs.projectId, project.id), eq(jobs.visibility, "open")))
      .limit(1);
    workflowId = model!.workflowId;
  });
  afterAll(() => database?.drop());

  // 500 fresh open, unassigned jobs of one workflow for each test.
  beforeEach(async () => {
    const [model] = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.projectId, project.id), eq(jobs.workflowId, workflowId)))
      .limit(1);
    const { id: _id, searchVector: _vector, ...copy } = model!;
    const open = await status("open");
    const rows = await db
      .insert(jobs)
      .values(
        Array.from({ length: COUNT }, (_, i) => ({
          ...copy,
          statusId: open,
          visibility: "open" as const,
          assigneeId: null,
          firstReactionAt: null,
          closedAt: null,
          // Every job its own earlier close reason (a reopened job keeps it until it closes again).
          closeReason: `earlier ${i}`,
          cdate: T0,
          mdate: T0,
        })),
      )
      .returning({ id: jobs.id });
    ids = rows.map((r) => r.id);
  });

  it("assigns 500 jobs in a few statements, with 500 events and one notification row", async () => {
    const { result, statements: n } = await counted(() =>
      applyJobAction(ctx(manager), ids, { type: "assign", assigneeId: sales.id }),
    );
    expect(result.ok && result.value.updated.length).toBe(COUNT);
    expect(n).toBeLessThanOrEqual(MAX_STATEMENTS);
    const rows = await db
      .select({ assigneeId: jobs.assigneeId, first: jobs.firstReactionAt })
      .from(jobs)
      .where(inArray(jobs.id, ids));
    expect(rows.every((r) => r.assigneeId === sales.id && r.first?.getTime() === T0.getTime())).toBe(true);
    expect(await eventCount()).toBe(COUNT);
    const queued = await db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(and(eq(outbox.kind, "notification"), sql`${outbox.payload}->>'type' = 'jobs_assigned'`));
    expect(queued).toHaveLength(1);
    expect(queued[0]!.payload).toMatchObject({ jobIds: ids, assigneeId: sales.id, by: manager.id });
  });

  it("a star is no reaction: the first reaction stays empty, in as few statements", async () => {
    const { result, statements: n } = await counted(() =>
      applyJobAction(ctx(manager), ids, { type: "star", starred: true }),
    );
    expect(result.ok).toBe(true);
    expect(n).toBeLessThanOrEqual(MAX_STATEMENTS);
    const rows = await db
      .select({ starred: jobs.starred, first: jobs.firstReactionAt, mdate: jobs.mdate })
      .from(jobs)
      .where(inArray(jobs.id, ids));
    expect(rows.every((r) => r.starred && r.first === null && r.mdate.getTime() === T0.getTime())).toBe(true);
  });

  it("a status change to won keeps each job's own close reason and closes every job", async () => {
    const won = await status("won");
    const { result, statements: n } = await counted(() =>
      applyJobAction(ctx(manager), ids, { type: "status", statusId: won }),
    );
    expect(result.ok).toBe(true);
    expect(n).toBeLessThanOrEqual(MAX_STATEMENTS);
    const rows = await db
      .select({ id: jobs.id, visibility: jobs.visibility, reason: jobs.closeReason, closedAt: jobs.closedAt })
      .from(jobs)
      .where(inArray(jobs.id, ids))
      .orderBy(asc(jobs.id));
    expect(rows.map((r) => r.reason)).toEqual(ids.map((_, i) => `earlier ${i}`));
    expect(rows.every((r) => r.visibility === "won" && r.closedAt?.getTime() === T0.getTime())).toBe(true);
  });

  it("refuses a lost status without a reason for all 500 and writes nothing", async () => {
    const lost = await status("lost");
    const before = [await snapshot(), await eventCount()];
    const r = await applyJobAction(ctx(manager), ids, { type: "status", statusId: lost, reason: " " });
    expect(!r.ok && r.error).toMatchObject({ code: "invalid", fields: { reason: ["validation:required"] } });
    expect([await snapshot(), await eventCount()]).toEqual(before);
    const done = await applyJobAction(ctx(manager), ids, {
      type: "status",
      statusId: lost,
      reason: "too far",
    });
    expect(done.ok).toBe(true);
    const rows = await db.select({ reason: jobs.closeReason }).from(jobs).where(inArray(jobs.id, ids));
    expect(rows.every((row) => row.reason === "too far")).toBe(true);
  });

  it("one job the employee may not open among 500 refuses the whole action (404), nothing written", async () => {
    // Sales see their own and unassigned jobs: the last one goes to the manager.
    await db
      .update(jobs)
      .set({ assigneeId: manager.id })
      .where(eq(jobs.id, ids[COUNT - 1]!));
    const before = [await snapshot(), await eventCount()];
    const r = await applyJobAction(ctx(sales), ids, { type: "comment", text: "Called all" });
    expect(!r.ok && r.error.code).toBe("not_found");
    expect([await snapshot(), await eventCount()]).toEqual(before);
    // The 499 they may open: done.
    const mine = await applyJobAction(ctx(sales), ids.slice(0, -1), { type: "comment", text: "Called all" });
    expect(mine.ok).toBe(true);
    expect(await eventCount()).toBe(COUNT - 1);
  });

  it("one job whose state does not fit refuses (409), and an unknown id answers 404", async () => {
    await db.update(jobs).set({ visibility: "deleted" }).where(eq(jobs.id, ids[250]!));
    const before = [await snapshot(), await eventCount()];
    const r = await applyJobAction(ctx(manager), ids, { type: "delete", reason: null });
    expect(!r.ok && r.error.code).toBe("conflict");
    const restore = await applyJobAction(ctx(manager), ids, { type: "restore" });
    expect(!r.ok && !restore.ok && restore.error.code).toBe("conflict");
    const unknown = await applyJobAction(ctx(manager), [...ids.slice(1), 2_000_000_000], {
      type: "star",
      starred: true,
    });
    expect(!unknown.ok && unknown.error.code).toBe("not_found");
    expect([await snapshot(), await eventCount()]).toEqual(before);
    const rows = await db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(inArray(jobs.id, ids), isNull(jobs.deadline)));
    expect(rows).toHaveLength(COUNT);
  });
});
