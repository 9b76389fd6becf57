/**
 * Trade-ins on PGlite and PostgreSQL: photos checked by content, stored as WebP variants
 * without any metadata (a JPEG with GPS EXIF comes out without it), served only to their owner and to
 * lead workers; the wizard's finish makes the trade-in with a range computed from the seeded stock; the
 * customer's cars are the customer's own active trade-ins only.
 */
// First: the API's zod extension must be in place before any schema is made (identity imports some).
import "@hono/zod-openapi";
import { randomBytes, randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTransaction } from "../../app/core/context/service-context.server";
import { scopeOf } from "../../app/core/context/tenant-scope.server";
import { toSessionUser } from "../../app/core/identity/identity.service.server";
import type { SessionUser } from "../../app/core/identity/session-user";
import { createLead } from "../../app/core/leads/create-lead.service.server";
import type { Project } from "../../app/core/tenancy/project";
import { resolveProject } from "../../app/core/tenancy/tenancy.service.server";
import { customerCars, customerJobs } from "../../app/core/trade-in/customer-cars.service.server";
import { chooseComparables, PRICE_RULE, priceRange } from "../../app/core/trade-in/price-range";
import { findComparables } from "../../app/core/trade-in/trade-in.repo.server";
import { getTradeIn, listTradeInPhotos } from "../../app/core/trade-in/trade-in.service.server";
import { TRADE_IN_PHOTO } from "../../app/core/trade-in/trade-in-photo-limits";
import { tradeInWizardHooks } from "../../app/core/trade-in/trade-in-wizard.server";
import type { Db } from "../../app/db/client.server";
import * as schema from "../../app/db/schema";
import { createTestDatabase, serviceContextFor, type TestDatabase, testDrivers } from "../setup/test-db";
import { createTestApp, loginCookie, type TestRequest } from "../setup/test-server";

const NOW = new Date();

/** A JPEG as a phone writes it: rotated by EXIF orientation, with the camera and the GPS position. */
async function phoneJpeg(width = 2000, height = 1500): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#3a6ea5" } })
    .jpeg({ quality: 85 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Phone 12" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "52/1 31/1 1234/100",
        GPSLongitudeRef: "E",
        GPSLongitude: "13/1 24/1 5678/100",
      },
    })
    .toBuffer();
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#999" } })
    .png()
    .toBuffer();

const fileOf = (data: Buffer | string, name: string, type = "image/jpeg") =>
  new File([typeof data === "string" ? data : new Uint8Array(data)], name, { type });

/** The EXIF GPS IFD pointer (tag 0x8825), as stored little- or big-endian. */
const hasGpsTag = (exif: Buffer) =>
  exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25]));

describe.each(testDrivers())("trade-in on %s", (driver) => {
  let database: TestDatabase;
  let db: Db;
  let project: Project;
  let request: TestRequest;
  let uploadDir: string;
  let wizardId: number;
  let customer: SessionUser;
  let sales: SessionUser;

  const userOf = async (email: string) => {
    const [row] = await db.select().from(schema.users).where(eq(schema.users.email, email));
    return toSessionUser(row!, project);
  };
  const ctx = (principal: SessionUser | null = null, p: Project = project) =>
    serviceContextFor(db, p, { principal, now: NOW, locale: "en" });

  /** A wizard session as the engine makes it (the engine is another slice's; tested here through it). */
  const newSession = async (owner: { visitorId?: string; userId?: string }) => {
    const [row] = await db
      .insert(schema.wizardSessions)
      .values({
        projectId: project.id,
        wizardId,
        visitorId: owner.visitorId ?? null,
        userId: owner.userId ?? null,
        resumeTokenHash: randomBytes(16).toString("hex"),
        expiresAt: new Date(NOW.getTime() + 86_400_000),
      })
      .returning({ id: schema.wizardSessions.id });
    return row!.id;
  };

  const store = (sessionId: string, file: File) => tradeInWizardHooks.storePhoto!(ctx(), { sessionId, file });

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    db = database.handle.db;
    project = (await resolveProject(db, "localhost"))!;
    uploadDir = await mkdtemp(path.join(tmpdir(), "autohaus-trade-in-"));
    request = await createTestApp(db, { uploadDir, authThrottle: false });
    const [content] = await db
      .insert(schema.functionalContents)
      .values({ projectId: project.id, key: `trade-in-test-${randomUUID()}` })
      .returning();
    const [wizard] = await db
      .insert(schema.wizards)
      .values({
        projectId: project.id,
        systemType: "TRADE_IN",
        functionalContentId: content!.id,
        definition: { version: 1, steps: [{ id: "photos", fields: [{ name: "photos", type: "photos" }] }] },
      })
      .returning();
    wizardId = wizard!.id;
    customer = await userOf("customer@autohaus-brandt.example");
    sales = await userOf("sales@autohaus-brandt.example");
  });
  afterAll(async () => {
    await database?.drop();
    if (uploadDir) await rm(uploadDir, { recursive: true, force: true });
  });

  it("stores a phone photo upright as WebP variants without EXIF or GPS", async () => {
    const original = await phoneJpeg();
    const before = await sharp(original).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif && hasGpsTag(before.exif)).toBe(true);

    const sessionId = await newSession({ visitorId: randomUUID() });
    const stored = await store(sessionId, fileOf(original, "IMG_0001.JPG"));
    if (!stored.ok) throw new Error(JSON.stringify(stored.error));
    // Portrait after orientation: 1500 x 2000 fits 1600 px as 1200 x 1600.
    expect(stored.value).toMatchObject({ width: 1200, height: 1600 });

    const dir = path.join(uploadDir, "trade-in", stored.value.id);
    for (const [variant, longest] of [
      ["large", 1600],
      ["thumb", 320],
    ] as const) {
      const meta = await sharp(path.join(dir, `${variant}.webp`)).metadata();
      expect(meta.format).toBe("webp");
      expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(longest);
      expect(meta.height).toBeGreaterThan(meta.width ?? 0);
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }
    const [row] = await db
      .select()
      .from(schema.tradeInPhotos)
      .where(eq(schema.tradeInPhotos.id, stored.value.id));
    expect(row).toMatchObject({ projectId: project.id, sessionId, jobId: null, width: 1200, height: 1600 });
  });

  it("refuses files by content, size, dimensions and count with translated messages", async () => {
    const sessionId = await newSession({ visitorId: randomUUID() });
    const refused = async (file: File) => {
      const r = await store(sessionId, file);
      if (r.ok) throw new Error("expected a refusal");
      expect(r.error.code).toBe("invalid");
      return r.error.message;
    };
    // The name says JPEG; the content does not.
    expect(await refused(fileOf("<?php echo 'hi';", "car.jpg"))).toBe("trade-in:photo.wrong_type");
    const gif = await sharp({ create: { width: 400, height: 400, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    expect(await refused(fileOf(gif, "car.png", "image/png"))).toBe("trade-in:photo.wrong_type");
    // A JPEG header with nothing after it.
    expect(await refused(fileOf((await phoneJpeg()).subarray(0, 400), "cut.jpg"))).toBe(
      "trade-in:photo.wrong_type",
    );
    expect(await refused(fileOf(Buffer.alloc(TRADE_IN_PHOTO.maxBytes + 1, 1), "huge.jpg"))).toBe(
      "trade-in:photo.too_large",
    );
    expect(await refused(fileOf(await png(200, 800), "tiny.png", "image/png"))).toBe(
      "trade-in:photo.too_small",
    );
    expect(await refused(fileOf(await png(12_001, 400), "strip.png", "image/png"))).toBe(
      "trade-in:photo.too_big",
    );
    expect(
      await db.select().from(schema.tradeInPhotos).where(eq(schema.tradeInPhotos.sessionId, sessionId)),
    ).toEqual([]);

    const ok = await png(400, 320);
    for (let i = 0; i < TRADE_IN_PHOTO.maxCount; i++) {
      expect((await store(sessionId, fileOf(ok, `p${i}.png`, "image/png"))).ok).toBe(true);
    }
    expect(await refused(fileOf(ok, "ninth.png", "image/png"))).toBe("trade-in:photo.too_many");
    // A session that does not exist (or is another site's) has no photos to add.
    const missing = await store(randomUUID(), fileOf(ok, "x.png", "image/png"));
    expect(!missing.ok && missing.error.code).toBe("not_found");
  });

  it("removes only the session's own photo", async () => {
    const a = await newSession({ visitorId: randomUUID() });
    const b = await newSession({ visitorId: randomUUID() });
    const stored = await store(a, fileOf(await png(640, 480), "a.png", "image/png"));
    if (!stored.ok) throw new Error("upload failed");
    const other = await tradeInWizardHooks.removePhoto!(ctx(), { sessionId: b, photoId: stored.value.id });
    expect(!other.ok && other.error.code).toBe("not_found");
    expect(existsSync(path.join(uploadDir, "trade-in", stored.value.id))).toBe(true);
    const own = await tradeInWizardHooks.removePhoto!(ctx(), { sessionId: a, photoId: stored.value.id });
    expect(own.ok).toBe(true);
    expect(existsSync(path.join(uploadDir, "trade-in", stored.value.id))).toBe(false);
  });

  it("serves photo URLs to the owner and to lead workers only, privately; 404 for everyone else", async () => {
    const visitor = randomUUID();
    const sessionId = await newSession({ visitorId: visitor });
    const stored = await store(sessionId, fileOf(await phoneJpeg(1600, 1200), "car.jpg"));
    if (!stored.ok) throw new Error("upload failed");
    const url = (file = "thumb.webp", id = stored.value.id) => `/api/trade-in/photos/${id}/${file}`;
    const get = (u: string, cookie?: string) => request(u, { headers: cookie ? { cookie } : {} });

    const own = await get(url(), `autohaus_visitor=${visitor}`);
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toBe("image/webp");
    expect(own.headers.get("cache-control")).toMatch(/^private/);
    const body = Buffer.from(await own.arrayBuffer());
    expect((await sharp(body).metadata()).exif).toBeUndefined();
    expect((await get(url("large.webp"), `autohaus_visitor=${visitor}`)).status).toBe(200);

    const salesCookie = await loginCookie(request, "sales@autohaus-brandt.example");
    const cmsCookie = await loginCookie(request, "cms@autohaus-brandt.example");
    for (const [u, cookie] of [
      [url(), undefined],
      [url(), `autohaus_visitor=${randomUUID()}`],
      // Not yet a trade-in job: employees have nothing to see.
      [url(), salesCookie],
      [url("original.jpg"), `autohaus_visitor=${visitor}`],
      [url("thumb.webp", "not-a-uuid"), `autohaus_visitor=${visitor}`],
      [url("thumb.webp", randomUUID()), `autohaus_visitor=${visitor}`],
      [url("thumb.webp", "../../etc"), `autohaus_visitor=${visitor}`],
    ] as const) {
      const res = await get(u, cookie);
      expect(res.status, `${u} ${cookie}`).toBe(404);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("not_found");
    }

    // The wizard is finished: the photo is the job's, the visitor's session closed.
    await finish(sessionId, { brand: "Volkswagen", model: "Golf" });
    expect((await get(url(), salesCookie)).status).toBe(200);
    expect((await get(url(), `autohaus_visitor=${visitor}`)).status).toBe(404);
    expect((await get(url(), cmsCookie)).status).toBe(404);

    // Another site never serves it.
    expect(
      (await request(url(), { host: "community.localhost", headers: { cookie: salesCookie } })).status,
    ).toBe(404);
  });

  it("lets a signed-in user see the photos of their own open session", async () => {
    const sessionId = await newSession({ userId: customer.id });
    const stored = await store(sessionId, fileOf(await png(800, 600), "car.png", "image/png"));
    if (!stored.ok) throw new Error("upload failed");
    const cookie = await loginCookie(request, "customer@autohaus-brandt.example");
    expect(
      (await request(`/api/trade-in/photos/${stored.value.id}/thumb.webp`, { headers: { cookie } })).status,
    ).toBe(200);
  });

  /** The finish as the engine runs it: createLead and the hook in one transaction, then the session closed. */
  async function finish(
    sessionId: string | null,
    vehicle: Record<string, string>,
    email = `seller-${randomUUID()}@example.com`,
  ) {
    const answers = {
      firstRegistration: "2019-05",
      mileageKm: "60000",
      fuel: "petrol",
      gearbox: "manual",
      accidentFree: "yes",
      serviceHistory: "full",
      owners: "1",
      damageDescription: "Kratzer hinten links",
      firstName: "Tom",
      lastName: "Seller",
      email,
      privacy: "on",
      ...vehicle,
    };
    const done = await withTransaction(ctx(), async (tx) => {
      const lead = await createLead(
        tx,
        "TRADE_IN",
        { firstName: "Tom", lastName: "Seller", email, language: "en", privacyAccepted: true },
        answers,
      );
      if (!lead.ok) throw new Error(lead.error.code);
      const result = await tradeInWizardHooks.afterLead!(tx, {
        sessionId: sessionId ?? randomUUID(),
        answers,
        lead: lead.value,
      });
      if (!result.ok || !result.value) throw new Error(result.ok ? "no result" : result.error.code);
      if (sessionId) {
        await tx.db
          .update(schema.wizardSessions)
          .set({ status: "done", jobId: lead.value.jobId })
          .where(eq(schema.wizardSessions.id, sessionId));
      }
      return { lead: lead.value, result: result.value, answers };
    });
    return done;
  }

  it("makes the trade-in at the finish with a range from the seeded stock, attached photos and the job's value", async () => {
    // The model with the most cars in the demo stock.
    const [top] = await db
      .select({ brand: schema.brands.name, model: schema.carModels.name })
      .from(schema.cars)
      .innerJoin(schema.brands, eq(schema.brands.id, schema.cars.brandId))
      .innerJoin(schema.carModels, eq(schema.carModels.id, schema.cars.modelId))
      .where(and(eq(schema.cars.projectId, project.id), eq(schema.cars.condition, "used")))
      .groupBy(schema.brands.name, schema.carModels.name)
      .orderBy(asc(schema.brands.name))
      .limit(1);
    const sessionId = await newSession({ visitorId: randomUUID() });
    const photo = await store(sessionId, fileOf(await png(800, 600), "car.png", "image/png"));
    if (!photo.ok) throw new Error("upload failed");

    const { lead, result, answers } = await finish(sessionId, {
      brand: top!.brand,
      model: top!.model.toUpperCase(),
    });
    if (result?.kind !== "estimate") throw new Error("expected an estimate");

    // The same rule over the same comparables, computed here again.
    const found = await findComparables(scopeOf(db, project.id), {
      brand: top!.brand,
      model: top!.model,
      currency: project.currency,
      firstRegistration: "2019-05-01",
      similarYears: PRICE_RULE.similarAgeYears,
      limit: PRICE_RULE.maxComparables,
    });
    expect(found.model.length + found.brand.length).toBeGreaterThan(0);
    const expected = priceRange(
      {
        firstRegistration: "2019-05",
        mileageKm: 60_000,
        accidentFree: "yes",
        serviceHistory: "full",
        owners: "1",
      },
      chooseComparables(found.model, found.brand),
    );
    if (expected.kind !== "estimate") throw new Error("expected an estimate");
    expect(result).toEqual({
      kind: "estimate",
      lowMinor: expected.lowMinor,
      highMinor: expected.highMinor,
      currency: "EUR",
      expiresAt: new Date(NOW.getTime() + 7 * 86_400_000).toISOString(),
    });
    expect(result.lowMinor % 5000).toBe(0);

    const [tradeIn] = await db.select().from(schema.tradeIns).where(eq(schema.tradeIns.jobId, lead.jobId));
    expect(tradeIn).toMatchObject({
      projectId: project.id,
      brandName: top!.brand,
      firstRegistration: "2019-05-01",
      mileageKm: 60_000,
      fuel: "petrol",
      gearbox: "manual",
      condition: {
        accidentFree: "yes",
        serviceHistory: "full",
        owners: "1",
        damageDescription: "Kratzer hinten links",
      },
      estimateLowMinor: expected.lowMinor,
      estimateHighMinor: expected.highMinor,
    });
    expect(tradeIn!.condition).not.toHaveProperty("email");
    expect(tradeIn!.estimateBasis).toMatchObject({
      comparables: expected.basis.comparables,
      match: expected.basis.match,
    });
    const [job] = await db.select().from(schema.jobs).where(eq(schema.jobs.id, lead.jobId));
    expect(job!.vehicleValueMinor).toBe(expected.middleMinor);
    expect(job!.vehicleBrandName).toBe(top!.brand);

    const photos = await listTradeInPhotos(ctx(sales), lead.jobId);
    expect(photos.map((p) => p.id)).toEqual([photo.value.id]);
    expect(photos[0]!.thumbUrl).toBe(`/api/trade-in/photos/${photo.value.id}/thumb.webp`);
    const read = await getTradeIn(ctx(sales), lead.jobId);
    expect(read.ok && read.value.tradeIn.jobId).toBe(lead.jobId);
    expect(read.ok && read.value.photos.length).toBe(1);
    const byCustomer = await getTradeIn(ctx(customer), lead.jobId);
    expect(!byCustomer.ok && byCustomer.error.code).toBe("forbidden");
    void answers;
  });

  it("gives no estimate, and no value, for a car the dealer has nothing to compare with", async () => {
    const { lead, result } = await finish(null, { brand: "Trabant", model: "601" });
    expect(result).toEqual({ kind: "no_estimate" });
    const [tradeIn] = await db.select().from(schema.tradeIns).where(eq(schema.tradeIns.jobId, lead.jobId));
    expect(tradeIn).toMatchObject({ brandName: "Trabant", estimateLowMinor: null, estimateHighMinor: null });
    const [job] = await db.select().from(schema.jobs).where(eq(schema.jobs.id, lead.jobId));
    expect(job!.vehicleValueMinor).toBeNull();
  });

  it("lists the customer's own active trade-ins only, newest first", async () => {
    // The demo customer's seeded trade-ins, one more under the customer's e-mail (not linked), one
    // that is won, and a stranger's.
    const mine = await finish(null, { brand: "Opel", model: "Corsa" }, "Customer@Autohaus-Brandt.example");
    const won = await finish(null, { brand: "Opel", model: "Astra" }, "customer@autohaus-brandt.example");
    await db.update(schema.jobs).set({ visibility: "won" }).where(eq(schema.jobs.id, won.lead.jobId));
    const stranger = await finish(null, { brand: "Opel", model: "Zafira" });

    const list = await customerJobs(ctx(customer), {
      workflow: "TRADE_IN",
      isActive: "true",
      sort: "-cdate",
      limit: 50,
    });
    if (!list.ok) throw new Error(list.error.code);
    const ids = list.value.map((c) => c.jobId);
    expect(ids).toContain(mine.lead.jobId);
    expect(ids).not.toContain(won.lead.jobId);
    expect(ids).not.toContain(stranger.lead.jobId);
    expect(list.value.length).toBeGreaterThanOrEqual(3);
    expect(list.value.every((c) => c.active && c.brandName && c.modelName)).toBe(true);
    const dates = list.value.map((c) => c.cdate);
    expect([...dates].sort().reverse()).toEqual(dates);
    // The seeded one with the dealer's offer.
    expect(list.value.some((c) => c.offer !== null && c.offer.amountMinor > 0)).toBe(true);

    const inactive = await customerJobs(ctx(customer), {
      workflow: "TRADE_IN",
      isActive: "false",
      sort: "-cdate",
      limit: 50,
    });
    expect(inactive.ok && inactive.value.map((c) => c.jobId)).toEqual([won.lead.jobId]);

    const menu = await customerCars(ctx(customer));
    expect(menu?.cars?.map((c) => c.jobId)).toEqual(ids.slice(0, 10));
    expect(await customerCars(ctx(null))).toBeNull();
    expect(await customerCars(ctx(sales))).toBeNull();
    const preview = { ...project, features: { ...project.features, preview_mode: true } };
    expect(await customerCars(ctx(null, preview))).toEqual({ cars: null });
    const noTradeIn = { ...project, features: { ...project.features, trade_in: false } };
    expect(await customerCars(ctx(customer, noTradeIn))).toBeNull();
  });

  it("answers the customer job list API for customers only, and refuses other filters", async () => {
    const cookie = await loginCookie(request, "customer@autohaus-brandt.example");
    const ok = await request("/api/customer/jobs.json?workflow=TRADE_IN&isActive=true&sort=-cdate", {
      headers: { cookie },
    });
    expect(ok.status).toBe(200);
    expect(ok.headers.get("cache-control")).toMatch(/private/);
    const body = (await ok.json()) as { rows: { brandName: string; active: boolean }[] };
    expect(body.rows.length).toBeGreaterThan(0);
    expect(body.rows.every((r) => r.active)).toBe(true);

    expect((await request("/api/customer/jobs.json")).status).toBe(401);
    const salesCookie = await loginCookie(request, "sales@autohaus-brandt.example");
    expect((await request("/api/customer/jobs.json", { headers: { cookie: salesCookie } })).status).toBe(403);
    for (const q of [
      "workflow=PURCHASE",
      "isActive=maybe",
      "sort=price",
      "limit=0",
      "limit=abc",
      "limit=999",
    ]) {
      const res = await request(`/api/customer/jobs.json?${q}`, {
        headers: { cookie, "accept-language": "de" },
      });
      expect(res.status, q).toBe(400);
      const err = (await res.json()) as {
        error: { code: string; message: string; fields: Record<string, string[]> };
      };
      expect(err.error.code).toBe("invalid");
      expect(Object.values(err.error.fields).flat().join(" ")).not.toMatch(/validation:|Invalid/);
    }
  });
});
