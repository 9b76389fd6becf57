/**
 * Kanban moves as the server judges them (decision 0048): a status change into a lost status needs a
 * reason (API and the job list's form action answer a translated 400 and store nothing); with one the
 * job is lost with that reason; a move back (the board's undo) reopens it with its own timeline event.
 */
import { and, asc, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Project } from "../../app/core/tenancy/project";
import { resolveProject } from "../../app/core/tenancy/tenancy.service.server";
import { jobEvents, jobs, workflowStatuses } from "../../app/db/schema";
import { createTestDatabase, type TestDatabase, testDrivers } from "../setup/test-db";
import { createTestApp, hasBuild, loginCookie, type TestRequest } from "../setup/test-server";

describe.each(testDrivers())("kanban moves on %s", (driver) => {
  let database: TestDatabase;
  let request: TestRequest;
  let project: Project;
  let manager = "";
  let job = { id: 0, workflowId: 0, statusId: 0 };
  let lostStatus = 0;
  let wonStatus = 0;

  const patch = (body: unknown, lang = "de") =>
    request(`/api/jobs/${job.id}.json`, {
      method: "PATCH",
      headers: {
        cookie: manager,
        origin: "http://localhost",
        "content-type": "application/json",
        "accept-language": lang,
      },
      body: JSON.stringify(body),
    });
  const row = async () => (await database.handle.db.select().from(jobs).where(eq(jobs.id, job.id)))[0]!;
  const eventCount = async () =>
    (await database.handle.db.select({ n: count() }).from(jobEvents).where(eq(jobEvents.jobId, job.id)))[0]!
      .n;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    request = await createTestApp(database.handle.db);
    project = (await resolveProject(database.handle.db, "localhost"))!;
    manager = await loginCookie(request, "manager@autohaus-brandt.example");
    const db = database.handle.db;
    const open = await db
      .select({ id: jobs.id, workflowId: jobs.workflowId, statusId: jobs.statusId })
      .from(jobs)
      .where(and(eq(jobs.projectId, project.id), eq(jobs.visibility, "open")))
      .orderBy(asc(jobs.id));
    for (const candidate of open) {
      const statuses = await db
        .select()
        .from(workflowStatuses)
        .where(eq(workflowStatuses.workflowId, candidate.workflowId));
      const lost = statuses.find((s) => s.outcome === "lost");
      const won = statuses.find((s) => s.outcome === "won");
      if (lost && won) {
        job = candidate;
        lostStatus = lost.id;
        wonStatus = won.id;
        break;
      }
    }
    expect(job.id).toBeGreaterThan(0);
  });
  afterAll(() => database?.drop());

  it("refuses a move into a lost status without a reason: translated 400, nothing stored", async () => {
    const before = [await row(), await eventCount()];
    for (const body of [
      { type: "status", statusId: lostStatus },
      { type: "status", statusId: lostStatus, reason: "" },
      { type: "status", statusId: lostStatus, reason: "   " },
      { type: "status", statusId: lostStatus, reason: null },
    ]) {
      const res = await patch(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const json = (await res.json()) as { error: { code: string; message: string; fields?: object } };
      expect(json.error.code).toBe("invalid");
      expect(json.error.fields).toHaveProperty("reason");
      // German, as asked: not the English text and not a catalogue key.
      const en = (await (await patch(body, "en")).json()) as { error: { fields: { reason: string[] } } };
      const de = (json.error.fields as { reason: string[] }).reason[0]!;
      expect(de).not.toMatch(/^[a-z_]+:/);
      expect(de).not.toBe(en.error.fields.reason[0]);
    }
    const huge = await patch({ type: "status", statusId: lostStatus, reason: "x".repeat(5000) });
    expect(huge.status).toBe(400);
    expect([await row(), await eventCount()]).toEqual(before);
  });

  it("loses the job with the reason given, and the board's undo reopens it with its own event", async () => {
    const events = await eventCount();
    const lost = await patch({ type: "status", statusId: lostStatus, reason: "price" });
    expect(lost.status).toBe(200);
    expect(await row()).toMatchObject({ visibility: "lost", statusId: lostStatus, closeReason: "price" });
    const undo = await patch({ type: "status", statusId: job.statusId });
    expect(undo.status).toBe(200);
    expect(await row()).toMatchObject({ visibility: "open", statusId: job.statusId, closeReason: null });
    const timeline = await database.handle.db
      .select({ kind: jobEvents.kind, data: jobEvents.data })
      .from(jobEvents)
      .where(eq(jobEvents.jobId, job.id))
      .orderBy(asc(jobEvents.id));
    expect(timeline.length).toBe(events + 2);
    expect(timeline.at(-2)).toMatchObject({ kind: "lost", data: { to: lostStatus, reason: "price" } });
    expect(timeline.at(-1)).toMatchObject({ kind: "status", data: { from: lostStatus, to: job.statusId } });
  });

  it("a won status needs no reason but keeps one when given", async () => {
    const res = await patch({ type: "status", statusId: wonStatus, reason: "Financing signed" });
    expect(res.status).toBe(200);
    expect(await row()).toMatchObject({ visibility: "won", closeReason: "Financing signed" });
    expect((await patch({ type: "status", statusId: job.statusId })).status).toBe(200);
  });

  it.runIf(hasBuild())(
    "the job list's no-JavaScript move form refuses a lost status without a reason",
    async () => {
      const before = [await row(), await eventCount()];
      const post = (fields: Record<string, string>) =>
        request(`/account/jobs/${job.workflowId}?display=kanban`, {
          method: "POST",
          headers: {
            cookie: manager,
            origin: "http://localhost",
            "content-type": "application/x-www-form-urlencoded",
          },
          body: new URLSearchParams(fields).toString(),
        });
      const refused = await post({ cardId: String(job.id), toColumnId: String(lostStatus) });
      expect(refused.status).toBe(400);
      expect([await row(), await eventCount()]).toEqual(before);
      const accepted = await post({
        cardId: String(job.id),
        toColumnId: String(lostStatus),
        reason: "price",
      });
      expect(accepted.status).toBeLessThan(400);
      expect(await row()).toMatchObject({ visibility: "lost", closeReason: "price" });
    },
  );

  it.runIf(hasBuild())(
    "the bulk bar's status change to a lost status asks for the reason it needs, in the page's language",
    async () => {
      await patch({ type: "restore" });
      const before = [await row(), await eventCount()];
      const post = (fields: Record<string, string>) =>
        request(`/en/account/jobs/${job.workflowId}`, {
          method: "POST",
          headers: {
            cookie: manager,
            origin: "http://localhost",
            "content-type": "application/x-www-form-urlencoded",
          },
          body: new URLSearchParams(fields).toString(),
        });
      const refused = await post({ ids: String(job.id), intent: "status", statusId: String(lostStatus) });
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain("A lost status needs a reason");
      expect([await row(), await eventCount()]).toEqual(before);
      const accepted = await post({
        ids: String(job.id),
        intent: "status",
        statusId: String(lostStatus),
        reason: "bought elsewhere",
      });
      expect(accepted.status).toBeLessThan(400);
      expect(await row()).toMatchObject({ visibility: "lost", closeReason: "bought elsewhere" });
    },
  );
});
