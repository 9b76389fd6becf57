/**
 * Two machines (decision 0065): two production server processes with their own DATA_DIR and
 * UPLOAD_DIR (tests/setup/server-process.ts makes a folder for each), one PostgreSQL database and one
 * S3 bucket (s3rver, started here). A car photo uploaded through A is shown by B, with the variant A
 * rendered (B reads it, X-Cache HIT, instead of rendering again); a trade-in photo uploaded through A's
 * wizard is served by B to its visitor and, once it is a job's, to an employee who may open the job,
 * and refused to a guest and to another customer; a photo deleted through A is gone on both.
 */
import { and, eq, isNotNull } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTransaction } from "../../app/core/context/service-context.server";
import { createLead } from "../../app/core/leads/create-lead.service.server";
import { resolveProject } from "../../app/core/tenancy/tenancy.service.server";
import { tradeInWizardHooks } from "../../app/core/trade-in/trade-in-wizard.server";
import * as schema from "../../app/db/schema";
import { type S3TestServer, startS3Server } from "../setup/s3-server";
import { processLogin as login, type ServerProcess, startServerProcess } from "../setup/server-process";
import { createTestDatabase, serviceContextFor, type TestDatabase } from "../setup/test-db";
import { hasBuild } from "../setup/test-server";

const run = Boolean(process.env.TEST_DATABASE_URL) && hasBuild();

async function jpeg(colour: string, width = 900, height = 600) {
  return await sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

describe.runIf(run)("two machines: one PostgreSQL, one S3 bucket", () => {
  let database: TestDatabase;
  let s3: S3TestServer;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    s3 = await startS3Server();
    database = await createTestDatabase("postgres");
    [a, b] = await Promise.all([
      startServerProcess({ databaseUrl: database.url!, env: s3.env, startTimeoutMs: 300_000 }),
      startServerProcess({ databaseUrl: database.url!, env: s3.env, startTimeoutMs: 300_000 }),
    ]);
  }, 400_000);

  afterAll(async () => {
    await Promise.all([a, b].map((p) => p?.stop()));
    await database?.drop();
    await s3?.close();
  });

  it("a car photo uploaded through A is shown by B with A's variant; deleted through A, it is gone on both", async () => {
    const db = database.handle.db;
    const dealer = (await resolveProject(db, "localhost"))!;
    const [car] = await db
      .select({ id: schema.cars.id, number: schema.cars.number })
      .from(schema.cars)
      .where(and(eq(schema.cars.projectId, dealer.id), isNotNull(schema.cars.publishedAt)))
      .limit(1);
    const before = new Set(
      (
        await db
          .select({ id: schema.carImages.id })
          .from(schema.carImages)
          .where(eq(schema.carImages.carId, car!.id))
      ).map((r) => r.id),
    );
    const cookie = await login(a.url, "inventory@autohaus-brandt.example");
    const form = new FormData();
    form.set("intent", "upload");
    form.append(
      "photos",
      new File([new Uint8Array(await jpeg("#a33"))], "front.jpg", { type: "image/jpeg" }),
    );
    const uploaded = await fetch(`${a.url}/en/account/cars/${car!.number}`, {
      method: "POST",
      headers: { origin: a.url, cookie },
      body: form,
      redirect: "manual",
    });
    expect(uploaded.status).toBeLessThan(400);
    const rows = await db.select().from(schema.carImages).where(eq(schema.carImages.carId, car!.id));
    const added = rows.filter((r) => !before.has(r.id));
    expect(added).toHaveLength(1);
    const imageId = added[0]!.id;
    // The original is in the bucket, not on A's disk only.
    const keys: string[] = [];
    const { fileStoreFromEnv } = await import("../../app/core/files/files.server");
    const bucket = fileStoreFromEnv(s3.storeEnv);
    for await (const o of bucket.list("cars/")) keys.push(o.key);
    expect(keys).toContain((added[0]!.source as { path: string }).path);

    // A renders the variant once; B reads it from the bucket (HIT), the same bytes.
    const onA = await fetch(`${a.url}/media/car/${imageId}/320.webp`);
    expect(onA.status).toBe(200);
    expect(onA.headers.get("x-cache")).toBe("MISS");
    const onB = await fetch(`${b.url}/media/car/${imageId}/320.webp`);
    expect(onB.status).toBe(200);
    expect(onB.headers.get("x-cache")).toBe("HIT");
    expect(Buffer.from(await onB.arrayBuffer())).toEqual(Buffer.from(await onA.arrayBuffer()));
    // And the other way round for another size.
    expect((await fetch(`${b.url}/media/car/${imageId}/480.webp`)).headers.get("x-cache")).toBe("MISS");
    expect((await fetch(`${a.url}/media/car/${imageId}/480.webp`)).headers.get("x-cache")).toBe("HIT");

    // Deleted through A: the original and both variants leave the bucket; neither machine shows it.
    const deleted = await fetch(`${a.url}/en/account/cars/${car!.number}`, {
      method: "POST",
      headers: { origin: a.url, cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "image-delete", imageId }).toString(),
      redirect: "manual",
    });
    expect(deleted.status).toBeLessThan(400);
    const left: string[] = [];
    for await (const o of bucket.list("")) if (o.key.includes(imageId)) left.push(o.key);
    expect(left).toEqual([]);
    for (const url of [a.url, b.url]) {
      expect((await fetch(`${url}/media/car/${imageId}/320.webp`)).status, url).toBe(404);
      expect((await fetch(`${url}/media/car/${imageId}/960.webp`)).status, url).toBe(404);
    }
  }, 120_000);

  it("a trade-in photo uploaded through A's wizard is served by B only to those who may see it", async () => {
    const path = "/de/inzahlungnahme";
    const post = (body: Record<string, string>, cookie = "") =>
      fetch(`${a.url}${path}`, {
        method: "POST",
        headers: { origin: a.url, cookie, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(body).toString(),
        redirect: "manual",
      });
    const first = await post({ step: "vehicle", session: "", intent: "next", brand: "BMW", model: "X5" });
    expect(first.status).toBe(303);
    const visitor = (first.headers.get("set-cookie") ?? "").split(";")[0]!;
    const html = await (await fetch(`${a.url}${path}?step=details`, { headers: { cookie: visitor } })).text();
    const session = /name="session" value="([0-9a-f-]{36})"/.exec(html)?.[1] ?? "";
    expect(session).not.toBe("");
    await post(
      {
        step: "details",
        session,
        intent: "next",
        firstRegistration: "2019-04",
        mileageKm: "85000",
        fuel: "diesel",
        gearbox: "automatic",
      },
      visitor,
    );
    await post(
      {
        step: "condition",
        session,
        intent: "next",
        accidentFree: "yes",
        serviceHistory: "full",
        owners: "1",
      },
      visitor,
    );
    const form = new FormData();
    form.set("step", "photos");
    form.set("session", session);
    form.set("intent", "next");
    form.set(
      "photos",
      new File([new Uint8Array(await jpeg("#2a5", 800, 600))], "auto.jpg", { type: "image/jpeg" }),
    );
    const uploaded = await fetch(`${a.url}${path}`, {
      method: "POST",
      headers: { cookie: visitor, origin: a.url },
      body: form,
      redirect: "manual",
    });
    expect(uploaded.status).toBe(303);
    const db = database.handle.db;
    const [row] = await db.select().from(schema.wizardSessions).where(eq(schema.wizardSessions.id, session));
    const photoId = (row!.answers.photos as string[])[0]!;
    expect(photoId).toMatch(/^[0-9a-f-]{36}$/);
    const photoUrl = (url: string) => `${url}/api/trade-in/photos/${photoId}/large.webp`;

    // While the wizard is open: its visitor sees it on B; a guest and a signed-in customer do not.
    const ownB = await fetch(photoUrl(b.url), { headers: { cookie: visitor } });
    expect(ownB.status).toBe(200);
    expect(ownB.headers.get("cache-control")).toMatch(/^private/);
    const bytes = Buffer.from(await ownB.arrayBuffer());
    expect((await sharp(bytes).metadata()).format).toBe("webp");
    const customer = await login(b.url, "customer@autohaus-brandt.example");
    expect((await fetch(photoUrl(b.url))).status).not.toBe(200);
    expect((await fetch(photoUrl(b.url), { headers: { cookie: customer } })).status).toBe(404);

    // Finished into a TRADE_IN job of someone else, assigned to the manager.
    const dealer = (await resolveProject(db, "localhost"))!;
    const ctx = serviceContextFor(db, dealer, { locale: "de" });
    const answers = {
      ...row!.answers,
      firstName: "Tara",
      lastName: "Tausch",
      email: "tara.tausch@example.com",
    };
    const jobId = await withTransaction(ctx, async (tx) => {
      const lead = await createLead(
        tx,
        "TRADE_IN",
        {
          firstName: "Tara",
          lastName: "Tausch",
          email: "tara.tausch@example.com",
          language: "de",
          privacyAccepted: true,
        },
        answers,
      );
      if (!lead.ok) throw new Error(lead.error.code);
      const done = await tradeInWizardHooks.afterLead!(tx, { sessionId: session, answers, lead: lead.value });
      if (!done.ok) throw new Error(done.error.code);
      await tx.db
        .update(schema.wizardSessions)
        .set({ status: "done", jobId: lead.value.jobId })
        .where(eq(schema.wizardSessions.id, session));
      return lead.value.jobId;
    });
    const [manager] = await db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(schema.users.email, "manager@autohaus-brandt.example"));
    await db.update(schema.jobs).set({ assigneeId: manager!.id }).where(eq(schema.jobs.id, jobId));

    const managerCookie = await login(b.url, "manager@autohaus-brandt.example");
    const forManager = await fetch(photoUrl(b.url), { headers: { cookie: managerCookie } });
    expect(forManager.status).toBe(200);
    expect(forManager.headers.get("cache-control")).toMatch(/^private/);
    expect(Buffer.from(await forManager.arrayBuffer())).toEqual(bytes);
    // Refused to the guest, to a customer whose job it is not, and to the visitor once the wizard is done.
    expect((await fetch(photoUrl(b.url))).status).not.toBe(200);
    expect((await fetch(photoUrl(b.url), { headers: { cookie: customer } })).status).toBe(404);
    expect((await fetch(photoUrl(a.url), { headers: { cookie: visitor } })).status).toBe(404);
    // Not a public file under any address.
    expect((await fetch(`${b.url}/uploads/trade-in/${photoId}/large.webp`)).status).toBe(404);
  }, 120_000);
});
