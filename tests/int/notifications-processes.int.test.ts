import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../app/db/schema";
import { processLogin as login, type ServerProcess, startServerProcess } from "../setup/server-process";
import { sseReader } from "../setup/sse";
import { createTestDatabase, employeeAndOpenJob, type TestDatabase } from "../setup/test-db";
import { hasBuild } from "../setup/test-server";

const run = Boolean(process.env.TEST_DATABASE_URL) && hasBuild();

describe.runIf(run)("notifications across two server processes on PostgreSQL", () => {
  let database: TestDatabase;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    [a, b] = await Promise.all([
      startServerProcess({ databaseUrl: database.url! }),
      startServerProcess({ databaseUrl: database.url! }),
    ]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a, b].map((p) => p?.stop()));
    await database?.drop();
  });

  it("an assignment made in process A reaches the assignee's event stream in process B", async () => {
    const db = database.handle.db;
    const { user: sales, job } = await employeeAndOpenJob(db, "sales@autohaus-brandt.example");
    const salesCookie = await login(b.url, "sales@autohaus-brandt.example");
    const managerCookie = await login(a.url, "manager@autohaus-brandt.example");

    const stream = await fetch(`${b.url}/api/events`, { headers: { cookie: salesCookie } });
    expect(stream.status).toBe(200);
    const sse = sseReader(stream.body!);
    await sse.pump(() => sse.events.some((e) => e.event === "ready"));

    const started = performance.now();
    const assign = await fetch(`${a.url}/api/jobs/bulk.json`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: managerCookie },
      body: JSON.stringify({ ids: [job!.id], action: { type: "assign", assigneeId: sales!.id } }),
    });
    expect(assign.status).toBe(200);
    await sse.pump(
      () =>
        sse.events.some((e) => e.event === "notification" && JSON.parse(e.data).data.data.jobId === job!.id),
      10_000,
    );
    const ms = Math.round(performance.now() - started);
    const event = sse.events.find((e) => e.event === "notification")!;
    const n = JSON.parse(event.data);
    expect(n.type).toBe("success");
    expect(n.key).toMatch(new RegExp(`^job-assigned:${job!.id}:`));
    await sse.cancel();
    console.log(
      `[notifications, two processes] job ${job!.id} assigned via process A (${a.url}) reached the sales employee's SSE stream on process B (${b.url}) in ${ms} ms: "${n.content}"`,
    );
  }, 60_000);

  it("an employee deactivated on process A loses the open event stream on process B at once (decision 0061)", async () => {
    const cmsCookie = await login(b.url, "cms@autohaus-brandt.example");
    const adminCookie = await login(a.url, "admin@autohaus-brandt.example");
    const [cms] = await database.handle.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, "cms@autohaus-brandt.example"));
    const stream = await fetch(`${b.url}/api/events`, { headers: { cookie: cmsCookie } });
    expect(stream.status).toBe(200);
    const sse = sseReader(stream.body!);
    await sse.pump(() => sse.events.some((e) => e.event === "ready"));

    const started = performance.now();
    const res = await fetch(`${a.url}/en/account/settings/people`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: a.url,
        cookie: adminCookie,
      },
      body: new URLSearchParams({ intent: "deactivate", userId: cms!.id, reassign_to: "" }).toString(),
      redirect: "manual",
    });
    expect(res.status).toBeLessThan(400);
    const ended = await sse
      .pump(() => false, 1_000)
      .then(
        () => "open",
        (e: Error) => e.message,
      );
    expect(ended).toBe("stream ended");
    expect(performance.now() - started).toBeLessThan(2_000);
    expect((await fetch(`${b.url}/api/events`, { headers: { cookie: cmsCookie } })).status).toBe(401);
  }, 60_000);

  it("SIGTERM ends open event streams and the process stops cleanly", async () => {
    const cookie = await login(b.url, "sales@autohaus-brandt.example");
    const stream = await fetch(`${b.url}/api/events`, { headers: { cookie } });
    const sse = sseReader(stream.body!);
    await sse.pump(() => sse.events.some((e) => e.event === "ready"));
    const started = performance.now();
    expect(await b.stop("SIGTERM")).toBe(0);
    // Well before the 10 s forced exit: the open stream did not hold the server open.
    expect(performance.now() - started).toBeLessThan(8_000);
  }, 30_000);
});
