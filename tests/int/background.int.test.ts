/**
 * Background work (decision 0021): the outbox delivers by kind and leaves kinds without a
 * handler pending, failures back off and give up, the scheduler starts a task once per period even with
 * two processes (two pools) racing for it, and the registered tasks prune throttle buckets and old
 * anonymous favorites.
 */
import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startBackgroundWork } from "../../app/core/background/background.server";
import { backgroundTasks } from "../../app/core/background/background-tasks.server";
import { dispatchOutbox, enqueue, type OutboxHandlers } from "../../app/core/background/outbox.server";
import { outboxHandlers } from "../../app/core/background/outbox-handlers.server";
import { claimTask, runDueTasks, type ScheduledTask } from "../../app/core/background/scheduler.server";
import { enqueueMail, type MailMessage } from "../../app/core/mail/outbox.server";
import { type DbHandle, openDatabase } from "../../app/db/client.server";
import {
  cars,
  favorites,
  outbox,
  projects,
  scheduledTasks,
  throttleBuckets,
  users,
} from "../../app/db/schema";
import { DEMO_PROJECT_SLUG } from "../../seed/demo.server";
import { createTestDatabase, type TestDatabase, testDrivers } from "../setup/test-db";

const logger = pino({ level: "silent" });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A push row's payload (core/push/push-schema.ts); the handlers here never send it anywhere. */
const PUSH = (title: string) => ({
  userId: "00000000-0000-4000-8000-000000000001",
  notificationId: `n-${title}`,
  title,
});

describe.each(testDrivers())("background work on %s", (driver) => {
  let database: TestDatabase;
  /** A second connection pool on the same database, as a second process has (PGlite: the same handle). */
  let other: DbHandle;
  let projectId: string;
  const db = () => database.handle.db;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    other = database.url ? await openDatabase({ url: database.url, poolSize: 5 }) : database.handle;
    const [dealer] = await db()
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.slug, DEMO_PROJECT_SLUG));
    projectId = dealer!.id;
  });
  afterAll(async () => {
    if (other && other !== database?.handle) await other.close();
    await database?.drop();
  });
  beforeEach(async () => {
    await db().delete(outbox);
  });

  const rowOf = async (id: string) => {
    const [row] = await db()
      .select({
        status: outbox.status,
        attempts: outbox.attempts,
        lastError: outbox.lastError,
        sentAt: outbox.sentAt,
        // Seconds until the row is due again, measured by the database's clock.
        dueIn: sql<number>`EXTRACT(EPOCH FROM (${outbox.availableAt} - now()))::float8`,
      })
      .from(outbox)
      .where(eq(outbox.id, id));
    return row!;
  };
  /** Makes a row due now (instead of waiting for its backoff). */
  const makeDue = (id: string) =>
    db().update(outbox).set({ availableAt: sql`now() - interval '1 second'` }).where(eq(outbox.id, id));

  it("delivers each kind through its handler and leaves kinds without one pending", async () => {
    const mail: MailMessage = { to: "a@example.com", subject: "Hallo", text: "Text", lang: "de" };
    const mailId = await enqueueMail(db(), projectId, mail);
    const pushId = await enqueue(db(), projectId, "push", PUSH("Neues Angebot"));
    const notificationId = await enqueue(db(), projectId, "notification", { text: "later" });

    const sent: Array<MailMessage & { from: string }> = [];
    const pushed: unknown[] = [];
    const handlers: OutboxHandlers = {
      ...outboxHandlers({
        mail: { transport: { send: async (m) => void sent.push(m) }, from: "Autohaus <no-reply@x.example>" },
        // In-page notifications switched off here: a kind without a handler stays pending.
        notifications: false,
      }),
      push: async (job) => void pushed.push({ id: job.id, projectId: job.projectId, payload: job.payload }),
    };
    expect(await dispatchOutbox(db(), handlers, { logger })).toBe(2);

    // The mail handler sends with the sender and without the mailbox-only language, with one
    // Message-ID per outbox row (the same on a repeated delivery, decision 0036).
    expect(sent).toEqual([
      {
        to: "a@example.com",
        subject: "Hallo",
        text: "Text",
        from: "Autohaus <no-reply@x.example>",
        // One Message-ID per outbox row: a repeated delivery is recognisably the same message.
        messageId: `<outbox.${mailId}@x.example>`,
      },
    ]);
    expect(pushed).toEqual([{ id: pushId, projectId, payload: PUSH("Neues Angebot") }]);
    expect(await rowOf(mailId!)).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect((await rowOf(mailId!)).sentAt).not.toBeNull();
    expect(await rowOf(pushId!)).toMatchObject({ status: "sent", attempts: 1 });
    // Not claimed at all: no attempt counted, still due, still pending.
    expect(await rowOf(notificationId!)).toMatchObject({ status: "pending", attempts: 0, sentAt: null });
    expect((await rowOf(notificationId!)).dueIn).toBeLessThanOrEqual(0);
  });

  it("without a mail transport (no SMTP_URL) mail stays in the outbox for the development mailbox", async () => {
    // In-page notifications and erased files' removal are done by every process; mail only with a transport.
    const handlers = outboxHandlers({ notifications: false });
    expect(Object.keys(outboxHandlers({})).sort()).toEqual(["files_delete", "notification"]);
    expect(Object.keys(handlers)).toEqual(["files_delete"]);
    const id = await enqueueMail(db(), projectId, { to: "b@example.com", subject: "S", text: "T" });
    expect(await dispatchOutbox(db(), handlers, { logger })).toBe(0);
    expect(await rowOf(id!)).toMatchObject({ status: "pending", attempts: 0 });
  });

  it("backs off exponentially after failures, succeeds on a later attempt, and gives up after the last", async () => {
    let failures = 2;
    const flaky: OutboxHandlers = {
      push: async () => {
        if (failures-- > 0) throw new Error("push service unavailable");
      },
    };
    const id = (await enqueue(db(), projectId, "push", PUSH("1")))!;

    expect(await dispatchOutbox(db(), flaky, { logger })).toBe(0);
    let row = await rowOf(id);
    expect(row).toMatchObject({ status: "pending", attempts: 1, lastError: "push service unavailable" });
    expect(row.dueIn).toBeGreaterThan(55);
    expect(row.dueIn).toBeLessThanOrEqual(60);
    // Not due yet: nothing is claimed, nothing counted.
    expect(await dispatchOutbox(db(), flaky, { logger })).toBe(0);
    expect((await rowOf(id)).attempts).toBe(1);

    await makeDue(id);
    await dispatchOutbox(db(), flaky, { logger });
    row = await rowOf(id);
    expect(row).toMatchObject({ status: "pending", attempts: 2 });
    expect(row.dueIn).toBeGreaterThan(115);
    expect(row.dueIn).toBeLessThanOrEqual(120);

    await makeDue(id);
    expect(await dispatchOutbox(db(), flaky, { logger })).toBe(1);
    expect(await rowOf(id)).toMatchObject({ status: "sent", attempts: 3, lastError: null });

    const broken: OutboxHandlers = {
      push: async () => {
        throw new Error("gone");
      },
    };
    const doomed = (await enqueue(db(), projectId, "push", PUSH("2")))!;
    for (let i = 0; i < 3; i++) {
      await dispatchOutbox(db(), broken, { logger, maxAttempts: 3 });
      await makeDue(doomed);
    }
    expect(await rowOf(doomed)).toMatchObject({ status: "failed", attempts: 3, lastError: "gone" });
    // A failed row is never claimed again.
    await dispatchOutbox(db(), broken, { logger, maxAttempts: 3 });
    expect((await rowOf(doomed)).attempts).toBe(3);
  });

  it("counts a handler that does not settle in time as a failure", async () => {
    const id = (await enqueue(db(), projectId, "push", PUSH("3")))!;
    const hanging: OutboxHandlers = { push: () => new Promise<void>(() => {}) };
    await dispatchOutbox(db(), hanging, { logger, handlerTimeoutMs: 50 });
    expect(await rowOf(id)).toMatchObject({ status: "pending", attempts: 1 });
    expect((await rowOf(id)).lastError).toMatch(/timed out/);
  });

  it("delivers a live notification at once while a backlog of mail is still being sent", async () => {
    const mail: MailMessage = { to: "b@example.com", subject: "Bestellung", text: "Text", lang: "de" };
    for (let i = 0; i < 30; i++) await enqueueMail(db(), projectId, mail);
    let mailsSent = 0;
    let notifiedAfterMails: number | null = null;
    const background = startBackgroundWork({
      db: db(),
      logger,
      tasks: [],
      dispatchEveryMs: 10,
      handlers: {
        // A slow mail server: 30 mails take 3 s.
        mail: async () => {
          await sleep(100);
          mailsSent++;
        },
        notification: async () => {
          notifiedAfterMails = mailsSent;
        },
      },
    });
    try {
      // The mail is being sent when the notification is committed (and wakes the live dispatcher).
      for (let i = 0; i < 100 && mailsSent === 0; i++) await sleep(20);
      expect(mailsSent).toBeGreaterThan(0);
      await enqueue(db(), projectId, "notification", { text: "new lead" });
      background.wakeDispatcher();
      for (let i = 0; i < 100 && notifiedAfterMails === null; i++) await sleep(20);
      expect(notifiedAfterMails).not.toBeNull();
      expect(notifiedAfterMails).toBeLessThan(25);
    } finally {
      await background.stop();
    }
  });

  it("two dispatchers on two connections deliver every row exactly once", async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 40; i++) ids.add((await enqueue(db(), projectId, "push", PUSH(String(i))))!);
    const seen: string[] = [];
    const handlers: OutboxHandlers = {
      push: async (job) => {
        seen.push(job.id);
        // Let the other dispatcher run between claims.
        await sleep(Math.random() * 5);
      },
    };
    const counts = await Promise.all([
      dispatchOutbox(db(), handlers, { logger, batchSize: 3 }),
      dispatchOutbox(other.db, handlers, { logger, batchSize: 3 }),
      dispatchOutbox(db(), handlers, { logger, batchSize: 3 }),
      dispatchOutbox(other.db, handlers, { logger, batchSize: 3 }),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(40);
    expect(seen.length).toBe(40);
    expect(new Set(seen)).toEqual(ids);
    const states = await db()
      .select({ status: outbox.status, attempts: outbox.attempts })
      .from(outbox)
      .where(inArray(outbox.id, [...ids]));
    expect(states.every((s) => s.status === "sent" && s.attempts === 1)).toBe(true);
    if (driver === "postgres") {
      // Both processes took part (batches of 3 with sleeps interleave); otherwise the race proved nothing.
      expect(counts.filter((c) => c > 0).length).toBeGreaterThan(1);
    }
  });

  it("starts a task once per period, even with two processes racing for it", async () => {
    let runs = 0;
    const task: ScheduledTask = {
      name: "test-count",
      everySeconds: 3_600,
      run: async () => {
        runs++;
        await sleep(10);
        return runs;
      },
    };
    for (let period = 1; period <= 3; period++) {
      const results = await Promise.all([
        runDueTasks(db(), [task], { logger }),
        runDueTasks(other.db, [task], { logger }),
        runDueTasks(db(), [task], { logger }),
        runDueTasks(other.db, [task], { logger }),
      ]);
      expect(results.flat()).toEqual(["test-count"]);
      expect(runs).toBe(period);
      // Within the period nobody claims it again.
      expect(await claimTask(other.db, task)).toBe(false);
      // The period passes.
      await db()
        .update(scheduledTasks)
        .set({ lastStartedAt: sql`${scheduledTasks.lastStartedAt} - interval '3600 seconds'` })
        .where(eq(scheduledTasks.name, task.name));
    }
    const [row] = await db().select().from(scheduledTasks).where(eq(scheduledTasks.name, task.name));
    expect(row).toMatchObject({ lastError: null });
    expect(row!.lastFinishedAt).not.toBeNull();
  });

  it("logs and records a failing task instead of throwing, and clears the error after a good run", async () => {
    let fail = true;
    const task: ScheduledTask = {
      name: "test-flaky",
      everySeconds: 60,
      run: async () => {
        if (fail) throw new Error("disk full");
      },
    };
    await expect(runDueTasks(db(), [task], { logger })).resolves.toEqual(["test-flaky"]);
    const errorOf = async () =>
      (await db().select().from(scheduledTasks).where(eq(scheduledTasks.name, task.name)))[0]!.lastError;
    expect(await errorOf()).toBe("disk full");
    fail = false;
    await db()
      .update(scheduledTasks)
      .set({ lastStartedAt: sql`now() - interval '61 seconds'` })
      .where(eq(scheduledTasks.name, task.name));
    await runDueTasks(db(), [task], { logger });
    expect(await errorOf()).toBeNull();
  });

  it("the registered tasks prune expired throttle buckets and anonymous favorites older than 90 days", async () => {
    await db()
      .insert(throttleBuckets)
      .values([
        { key: "test:expired", count: 3, windowEndsAt: sql`now() - interval '1 minute'` },
        { key: "test:live", count: 1, windowEndsAt: sql`now() + interval '10 minutes'` },
      ]);
    const carIds = (
      await db()
        .select({ id: cars.id })
        .from(cars)
        .where(and(eq(cars.projectId, projectId), isNotNull(cars.publishedAt)))
        .orderBy(asc(cars.number))
        .limit(4)
    ).map((c) => c.id);
    const [user] = await db()
      .select({ id: users.id })
      .from(users)
      .where(eq(users.projectId, projectId))
      .limit(1);
    const visitor = crypto.randomUUID();
    const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`;
    const rows = await db()
      .insert(favorites)
      .values([
        { projectId, carId: carIds[0]!, visitorId: visitor, createdAt: daysAgo(91) },
        { projectId, carId: carIds[1]!, visitorId: visitor, createdAt: daysAgo(89) },
        { projectId, carId: carIds[2]!, userId: user!.id, createdAt: daysAgo(400) },
        { projectId, carId: carIds[3]!, visitorId: crypto.randomUUID(), createdAt: daysAgo(0) },
      ])
      .returning({ id: favorites.id });
    const [oldAnonymous, recentAnonymous, oldUsers, newAnonymous] = rows.map((r) => r.id);

    const ran = await runDueTasks(db(), backgroundTasks, { logger });
    expect(ran).toEqual([
      "prune-throttle-buckets",
      "prune-anonymous-favorites",
      "release-expired-reservations",
      "notify-lapsing-reservations",
      "service-appointment-reminders",
      "cms-scheduled-publish",
      "notify-critical-jobs",
    ]);

    const keys = (await db().select({ key: throttleBuckets.key }).from(throttleBuckets)).map((r) => r.key);
    expect(keys).toContain("test:live");
    expect(keys).not.toContain("test:expired");
    const left = (
      await db()
        .select({ id: favorites.id })
        .from(favorites)
        .where(
          inArray(
            favorites.id,
            rows.map((r) => r.id),
          ),
        )
    ).map((r) => r.id);
    expect(left.sort()).toEqual([recentAnonymous, oldUsers, newAnonymous].sort());
    expect(left).not.toContain(oldAnonymous);
    // A second tick in the same period does not run them again.
    expect(await runDueTasks(other.db, backgroundTasks, { logger })).toEqual([]);
  });
});
