/**
 * The car editor on PGlite and PostgreSQL: creating a draft, editing it (prices recorded),
 * publishing refused until the EnVKV data is complete, the history, photos (content-checked, stripped,
 * reordered with unique positions even when two reorders race), the rental price list, and another
 * project's car never found. Through the services the route calls, as an inventory manager.
 */
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, asc, eq, ne } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getCarDetail } from "../../app/core/catalog/car-detail.service.server";
import type { ServiceContext } from "../../app/core/context/service-context.server";
import { scopeOf } from "../../app/core/context/tenant-scope.server";
import { localFileStore } from "../../app/core/files/local-file-store.server";
import type { SessionUser } from "../../app/core/identity/session-user";
import {
  changeEditorCarState,
  createCar,
  getEditorCar,
  saveRentalPrices,
  updateCar,
} from "../../app/core/inventory/car-editor.service.server";
import {
  deleteCarImage,
  moveCarImage,
  reorderCarImages,
  setCarCover,
  uploadCarImages,
} from "../../app/core/inventory/car-images.server";
import { variantCachePath } from "../../app/core/media/car-image-variant";
import { renderVariant } from "../../app/core/media/media.service.server";
import { findRentalCar } from "../../app/core/rental/rental.repo.server";
import type { Project } from "../../app/core/tenancy/project";
import { resolveProject } from "../../app/core/tenancy/tenancy.service.server";
import type { Db } from "../../app/db/client.server";
import {
  brands,
  carImages,
  carModels,
  carPriceHistory,
  carStatusHistory,
  cars,
  locations,
  rentalCars,
  users,
} from "../../app/db/schema";
import {
  createTestDatabase,
  SESSION_DEFAULTS,
  serviceContextFor,
  type TestDatabase,
  testDrivers,
} from "../setup/test-db";
import { createTestApp, hasBuild, loginCookie } from "../setup/test-server";

async function sessionUserOf(db: Db, email: string): Promise<SessionUser> {
  const [u] = await db.select().from(users).where(eq(users.email, email));
  if (!u) throw new Error(`no user ${email}`);
  return {
    id: u.id,
    email: u.email,
    roles: u.roles,
    inHolding: u.inHolding,
    projectId: u.projectId,
    companyId: "",
    firstName: u.firstName,
    lastName: u.lastName,
    ...SESSION_DEFAULTS,
  };
}

/** A JPEG photo with EXIF (GPS position and camera) to be stripped. */
function photo(colour: string, width = 1200, height = 900) {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .withExif({ IFD0: { Make: "SecretCam", Copyright: "Home of the seller" }, IFD3: { GPSLatitudeRef: "N" } })
    .jpeg()
    .toBuffer();
}

const file = (bytes: Buffer | string, name: string, type = "image/jpeg") =>
  new File([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], name, { type });

describe.each(testDrivers())("car editor on %s", (driver) => {
  let database: TestDatabase;
  let db: Db;
  let A: Project;
  let B: Project;
  let ctx: ServiceContext;
  let ctxB: ServiceContext;
  let uploadDir: string;
  let brandId = "";
  let modelId = "";
  let otherBrandModelId = "";
  let locationOfA = 0;
  let locationOfB = 0;
  let number = 0;
  let carId = "";

  const input = (overrides: Record<string, string> = {}): Record<string, string> => ({
    condition: "used",
    brandId,
    modelId,
    variant: "2.0 TDI Editor",
    firstRegistration: "2021-03",
    mileageKm: "45000",
    fuel: "diesel",
    gearbox: "automatic",
    powerKw: "110",
    bodyType: "estate",
    colour: "grey",
    doors: "5",
    seats: "5",
    price: "24990",
    locationId: String(locationOfA),
    "equipment.navigation": "on",
    "description.de": "Ein gepflegtes Fahrzeug.",
    ...overrides,
  });
  const envkv = { consumptionCombined: "5,4", co2GPerKm: "142", co2Class: "D" };

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    db = database.handle.db;
    A = (await resolveProject(db, "localhost"))!;
    B = (await resolveProject(db, "community.localhost"))!;
    const manager = await sessionUserOf(db, "inventory@autohaus-brandt.example");
    ctx = serviceContextFor(db, A, { locale: "de", principal: manager });
    ctxB = serviceContextFor(db, B, { locale: "de", principal: { ...manager, projectId: B.id } });
    uploadDir = await mkdtemp(path.join(tmpdir(), "autohaus-car-editor-"));
    const [model] = await db
      .select({ id: carModels.id, brandId: carModels.brandId })
      .from(carModels)
      .innerJoin(brands, eq(brands.id, carModels.brandId))
      .where(eq(brands.slug, "volkswagen"))
      .orderBy(asc(carModels.name))
      .limit(1);
    brandId = model!.brandId;
    modelId = model!.id;
    const [other] = await db
      .select({ id: carModels.id })
      .from(carModels)
      .where(ne(carModels.brandId, brandId))
      .limit(1);
    otherBrandModelId = other!.id;
    const [la] = await db.select().from(locations).where(eq(locations.projectId, A.id)).limit(1);
    locationOfA = la!.id;
    const [lb] = await db
      .insert(locations)
      .values({
        ...la!,
        id: undefined,
        projectId: B.id,
        slug: "b-only-editor-place",
      } as unknown as typeof locations.$inferInsert)
      .returning();
    locationOfB = lb!.id;
  });
  afterAll(async () => {
    await database?.drop();
    if (uploadDir) await rm(uploadDir, { recursive: true, force: true });
  });

  it("creates a car as a draft, with its search text and a first history row", async () => {
    const created = await createCar(ctx, input());
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    number = created.value.number;
    carId = created.value.id;
    const [row] = await db.select().from(cars).where(eq(cars.id, carId));
    expect(row).toMatchObject({
      projectId: A.id,
      status: "available",
      publishedAt: null,
      variant: "2.0 TDI Editor",
      priceMinor: 2_499_000,
      firstRegistration: "2021-03-01",
      equipment: ["navigation"],
      consumptionCombined: null,
    });
    expect(row!.searchText.split(" ")).toEqual(expect.arrayContaining(["volkswagen", "vw", "tdi", "editor"]));
    const history = await db.select().from(carStatusHistory).where(eq(carStatusHistory.carId, carId));
    expect(history).toEqual([
      expect.objectContaining({
        projectId: A.id,
        fromState: null,
        toState: "draft",
        source: "create",
        changedBy: ctx.principal!.id,
      }),
    ]);
    // A draft is not on the storefront.
    expect((await getCarDetail(ctx, number)).ok).toBe(false);
  });

  it("refuses a model of another make, another project's location and hostile values (nothing written)", async () => {
    const before = await db.$count(cars);
    const wrong = await createCar(
      ctx,
      input({ modelId: otherBrandModelId, locationId: String(locationOfB) }),
    );
    expect(wrong).toEqual({
      ok: false,
      error: {
        code: "invalid",
        fields: { modelId: ["car-editor:errors.model"], locationId: ["validation:location_unknown"] },
      },
    });
    const hostile = await createCar(ctx, {
      ...input(),
      variant: "x".repeat(100_000),
      price: "1e9",
      brandId: "' or 1=1 --",
      mileageKm: "99999999999999999999",
      "description.de": "y".repeat(6000),
    });
    expect(hostile.ok).toBe(false);
    if (!hostile.ok && hostile.error.code === "invalid")
      expect(Object.keys(hostile.error.fields ?? {}).sort()).toEqual([
        "brandId",
        "description.de",
        "mileageKm",
        "price",
        "variant",
      ]);
    const wrongTypes = await createCar(ctx, {
      ...input(),
      price: 5,
      doors: { n: 1 },
      condition: ["used"],
    } as never);
    expect(wrongTypes.ok).toBe(false);
    expect(await db.$count(cars)).toBe(before);
  });

  it("saves edits; a lower price is recorded and becomes the storefront's 'price reduced'", async () => {
    const saved = await updateCar(ctx, carId, input({ variant: "2.0 TDI Highline", price: "23.490" }));
    expect(saved).toEqual({ ok: true, value: { priceChanged: true } });
    const [row] = await db.select().from(cars).where(eq(cars.id, carId));
    expect(row).toMatchObject({
      variant: "2.0 TDI Highline",
      priceMinor: 2_349_000,
      previousPriceMinor: 2_499_000,
    });
    expect(row!.searchText).toContain("highline");
    expect(row!.searchText).not.toContain("editor");
    // Saving again with the same price records nothing more.
    expect(await updateCar(ctx, carId, input({ variant: "2.0 TDI Highline", price: "23490" }))).toEqual({
      ok: true,
      value: { priceChanged: false },
    });
    const prices = await db.select().from(carPriceHistory).where(eq(carPriceHistory.carId, carId));
    expect(prices).toEqual([
      expect.objectContaining({
        projectId: A.id,
        oldPriceMinor: 2_499_000,
        newPriceMinor: 2_349_000,
        source: "editor",
        changedBy: ctx.principal!.id,
      }),
    ]);
  });

  it("refuses to publish while the EnVKV data is missing, naming the fields; publishes once complete", async () => {
    const refused = await changeEditorCarState(ctx, carId, "published");
    expect(refused).toEqual({
      ok: false,
      error: {
        code: "invalid",
        message: "car-editor:state.publish_refused",
        fields: { envkv: ["consumptionCombined", "consumptionUnit", "co2GPerKm", "co2Class"] },
      },
    });
    const page = await getEditorCar(ctx, number);
    expect(page.ok && page.value.missingEnvkv).toEqual([
      "consumptionCombined",
      "consumptionUnit",
      "co2GPerKm",
      "co2Class",
    ]);
    expect(page.ok && page.value.state).toBe("draft");
    expect(await db.$count(carStatusHistory, eq(carStatusHistory.carId, carId))).toBe(1);

    // A plug-in hybrid needs its second class and electric range too.
    await updateCar(
      ctx,
      carId,
      input({ variant: "2.0 TDI Highline", price: "23490", fuel: "plugin_hybrid", ...envkv }),
    );
    const phev = await changeEditorCarState(ctx, carId, "published");
    expect(!phev.ok && phev.error.code === "invalid" && phev.error.fields).toEqual({
      envkv: ["co2ClassDischarged", "electricRangeKm"],
    });

    await updateCar(ctx, carId, input({ variant: "2.0 TDI Highline", price: "23490", ...envkv }));
    const published = await changeEditorCarState(ctx, carId, "published");
    expect(published).toEqual({ ok: true, value: { carId, from: "draft", to: "published" } });
    const detail = await getCarDetail(ctx, number);
    expect(detail.ok && detail.value).toMatchObject({
      priceMinor: 2_349_000,
      previousPriceMinor: 2_499_000,
      consumptionUnit: "l_100km",
    });
    // Publishing again changes and records nothing.
    expect(await changeEditorCarState(ctx, carId, "published")).toEqual({ ok: true, value: null });
  });

  it("lists state and price changes with who made them, newest first", async () => {
    expect((await changeEditorCarState(ctx, carId, "reserved")).ok).toBe(true);
    const page = await getEditorCar(ctx, number);
    expect(page.ok).toBe(true);
    if (!page.ok) return;
    const history = page.value.history;
    expect(history.map((h) => (h.kind === "state" ? `${h.from}->${h.to}` : `${h.from}->${h.to}`))).toEqual([
      "published->reserved",
      "draft->published",
      "2499000->2349000",
      "null->draft",
    ]);
    expect(new Set(history.map((h) => h.by))).toEqual(new Set(["Ines Hoffmann"]));
    expect(history.map((h) => h.source)).toEqual(["editor", "editor", "editor", "create"]);
    expect((await changeEditorCarState(ctx, carId, "published")).ok).toBe(true);
  });

  it("stores photos checked by content and without metadata, in order, and the storefront renders them", async () => {
    const up = await uploadCarImages(ctx, localFileStore(uploadDir), carId, [
      file(await photo("#aa3333"), "front.jpg"),
      file(await photo("#33aa33", 900, 1200), "side.jpg"),
      file(
        await sharp({ create: { width: 800, height: 600, channels: 4, background: "#3333aa" } })
          .png()
          .toBuffer(),
        "rear.png",
        "image/png",
      ),
    ]);
    expect(up.ok).toBe(true);
    const rows = await db
      .select()
      .from(carImages)
      .where(eq(carImages.carId, carId))
      .orderBy(asc(carImages.position));
    expect(rows.map((r) => r.position)).toEqual([0, 1, 2]);
    expect(rows[1]).toMatchObject({ width: 900, height: 1200 });
    for (const row of rows) {
      expect(row.source.kind).toBe("upload");
      if (row.source.kind !== "upload") continue;
      const stored = await readFile(path.join(uploadDir, row.source.path));
      const meta = await sharp(stored).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.exif).toBeUndefined();
      expect(stored.includes(Buffer.from("SecretCam"))).toBe(false);
      const variant = await renderVariant(
        row.source,
        { width: 320, format: "webp" },
        localFileStore(uploadDir),
      );
      expect(variant.ok).toBe(true);
    }
    const detail = await getCarDetail(ctx, number);
    expect(detail.ok && detail.value.images.map((i) => i.id)).toEqual(rows.map((r) => r.id));
  });

  it("refuses a file that is no picture (whatever its name), a tiny picture and an empty upload", async () => {
    const before = await db.$count(carImages, eq(carImages.carId, carId));
    const fake = await uploadCarImages(ctx, localFileStore(uploadDir), carId, [
      file(await photo("#999999"), "ok.jpg"),
      file("<?php echo 'hi'; ?>", "evil.jpg"),
    ]);
    expect(fake).toEqual({
      ok: false,
      error: {
        code: "invalid",
        message: "car-editor:images.wrong_type",
        fields: { photos: ["car-editor:images.wrong_type"] },
      },
    });
    const tiny = await uploadCarImages(ctx, localFileStore(uploadDir), carId, [
      file(await photo("#999999", 100, 80), "t.jpg"),
    ]);
    expect(!tiny.ok && tiny.error.message).toBe("car-editor:images.too_small");
    const none = await uploadCarImages(ctx, localFileStore(uploadDir), carId, [new File([], "")]);
    expect(!none.ok && none.error.message).toBe("car-editor:images.none");
    expect(await db.$count(carImages, eq(carImages.carId, carId))).toBe(before);
  });

  it("reorders, moves, sets the cover and deletes with positions 0..n-1, also when two reorders race", async () => {
    const ids = async () =>
      (
        await db.select().from(carImages).where(eq(carImages.carId, carId)).orderBy(asc(carImages.position))
      ).map((r) => ({ id: r.id, position: r.position }));
    const [a, b, c] = (await ids()).map((r) => r.id) as [string, string, string];
    expect(await reorderCarImages(ctx, carId, [c, a, b])).toEqual({ ok: true, value: [c, a, b] });
    expect(await ids()).toEqual([
      { id: c, position: 0 },
      { id: a, position: 1 },
      { id: b, position: 2 },
    ]);
    expect((await moveCarImage(ctx, carId, b, -1)).ok).toBe(true);
    expect((await ids()).map((r) => r.id)).toEqual([c, b, a]);
    expect((await setCarCover(ctx, carId, a)).ok).toBe(true);
    expect((await ids()).map((r) => r.id)).toEqual([a, c, b]);
    // A stale or made-up order is refused.
    const stale = await reorderCarImages(ctx, carId, [a, b]);
    expect(!stale.ok && stale.error.code).toBe("invalid");
    // Two reorders at once: both run (one after the other), positions stay unique and complete.
    const [one, two] = await Promise.all([
      reorderCarImages(ctx, carId, [b, c, a]),
      reorderCarImages(ctx, carId, [c, a, b]),
    ]);
    expect(one.ok && two.ok).toBe(true);
    expect((await ids()).map((r) => r.position)).toEqual([0, 1, 2]);
    const [first, middle] = (await ids()).map((r) => r.id) as [string, string];
    const [middleRow] = await db.select().from(carImages).where(eq(carImages.id, middle));
    // A variant of it was served once (cached on disk); deleting removes the original and the cache.
    const cached = path.join(
      uploadDir,
      "media-cache",
      "car",
      variantCachePath({ imageId: middle, width: 320, format: "webp" }),
    );
    await mkdir(path.dirname(cached), { recursive: true });
    await writeFile(cached, "variant");
    expect(await deleteCarImage(ctx, localFileStore(uploadDir), carId, middle)).toEqual({
      ok: true,
      value: null,
    });
    await expect(stat(cached)).rejects.toThrow();
    expect((await ids()).map((r) => r.position)).toEqual([0, 1]);
    expect((await ids())[0]!.id).toBe(first);
    if (middleRow?.source.kind === "upload")
      await expect(stat(path.join(uploadDir, middleRow.source.path))).rejects.toThrow();
    expect((await deleteCarImage(ctx, localFileStore(uploadDir), carId, middle)).ok).toBe(false);
  });

  it("keeps a rental price list (rates above zero) that the rental pages read", async () => {
    const bad = await saveRentalPrices(ctx, carId, {
      rentalCar: "on",
      dayRate: "0",
      weekendRate: "abc",
      weekRate: "",
      deposit: "500",
      includedKmPerDay: "200",
      extraKm: "0,25",
    });
    expect(!bad.ok && bad.error.code === "invalid" && bad.error.fields).toEqual({
      dayRate: ["car-editor:errors.money_positive"],
      weekendRate: ["car-editor:errors.money"],
      weekRate: ["validation:required"],
    });
    const rates = {
      rentalCar: "on",
      dayRate: "59",
      weekendRate: "129",
      weekRate: "299,90",
      deposit: "500",
      includedKmPerDay: "200",
      extraKm: "0,25",
    };
    // Rental cars are never for sale (decision 0027): the published car is taken off the website first.
    expect(await saveRentalPrices(ctx, carId, rates)).toEqual({
      ok: false,
      error: { code: "invalid", fields: { rentalCar: ["car-editor:rental.published"] } },
    });
    expect((await changeEditorCarState(ctx, carId, "draft")).ok).toBe(true);
    expect(await saveRentalPrices(ctx, carId, rates)).toEqual({ ok: true, value: { active: true } });
    const publish = await changeEditorCarState(ctx, carId, "published");
    expect(!publish.ok && publish.error.message).toBe("car-editor:state.rental_car");
    const rental = await findRentalCar(scopeOf(db, A.id), carId);
    expect(rental).toMatchObject({
      dayRateMinor: 5900,
      weekendRateMinor: 12_900,
      weekRateMinor: 29_990,
      depositMinor: 50_000,
      includedKmPerDay: 200,
      extraKmMinor: 25,
    });
    expect(await saveRentalPrices(ctx, carId, { dayRate: "1" })).toEqual({
      ok: true,
      value: { active: false },
    });
    expect(await findRentalCar(scopeOf(db, A.id), carId)).toBeNull();
    expect((await changeEditorCarState(ctx, carId, "published")).ok).toBe(true);
    const [row] = await db.select().from(rentalCars).where(eq(rentalCars.carId, carId));
    expect(row).toMatchObject({ active: false, dayRateMinor: 5900, projectId: A.id });
    const page = await getEditorCar(ctx, number);
    expect(page.ok && page.value.rental?.weekRateMinor).toBe(29_990);
  });

  it("does not find another project's car, and changes nothing of it", async () => {
    const snapshot = async () =>
      JSON.stringify([
        await db.select().from(cars).where(eq(cars.id, carId)),
        await db.select().from(carImages).where(eq(carImages.carId, carId)).orderBy(asc(carImages.position)),
        await db.select().from(rentalCars).where(eq(rentalCars.carId, carId)),
        await db.$count(carStatusHistory, eq(carStatusHistory.carId, carId)),
        await db.$count(carPriceHistory, eq(carPriceHistory.carId, carId)),
      ]);
    const before = await snapshot();
    const images = (await db.select().from(carImages).where(eq(carImages.carId, carId))).map((r) => r.id);
    const notFound = { ok: false, error: { code: "not_found" } };
    expect(await getEditorCar(ctxB, number)).toEqual(notFound);
    expect(await updateCar(ctxB, carId, input({ price: "1" }))).toMatchObject({ ok: false });
    expect(await updateCar(ctxB, carId, { ...input({ price: "1" }), locationId: "" })).toEqual(notFound);
    expect(await changeEditorCarState(ctxB, carId, "sold")).toEqual(notFound);
    expect(
      await uploadCarImages(ctxB, localFileStore(uploadDir), carId, [file(await photo("#000000"), "x.jpg")]),
    ).toEqual(notFound);
    expect(await reorderCarImages(ctxB, carId, [...images].reverse())).toEqual(notFound);
    expect(await setCarCover(ctxB, carId, images[1]!)).toEqual(notFound);
    expect(await deleteCarImage(ctxB, localFileStore(uploadDir), carId, images[0]!)).toEqual(notFound);
    expect(
      await saveRentalPrices(ctxB, carId, {
        rentalCar: "on",
        dayRate: "1",
        weekendRate: "1",
        weekRate: "1",
        deposit: "0",
        includedKmPerDay: "0",
        extraKm: "0",
      }),
    ).toEqual(notFound);
    expect(await snapshot()).toBe(before);
    expect(
      await db.$count(rentalCars, and(eq(rentalCars.carId, carId), eq(rentalCars.projectId, B.id))),
    ).toBe(0);
  });

  it.runIf(hasBuild())(
    "answers hostile requests to the pages with 4xx, never a 500, keeping what was typed",
    async () => {
      const request = await createTestApp(db, { uploadDir });
      const cookie = await loginCookie(request, "inventory@autohaus-brandt.example");
      const ofB = await createCar(ctxB, input({ locationId: "" }));
      expect(ofB.ok).toBe(true);
      const get = (path: string) => request(path, { headers: { cookie } });
      const post = (path: string, body: FormData | Record<string, string>) =>
        request(path, {
          method: "POST",
          headers: {
            origin: "http://localhost",
            cookie,
            ...(body instanceof FormData ? {} : { "content-type": "application/x-www-form-urlencoded" }),
          },
          body: body instanceof FormData ? body : new URLSearchParams(body).toString(),
        });
      expect((await get(`/en/account/cars/${number}`)).status).toBe(200);
      expect((await get("/en/account/cars/new")).status).toBe(200);
      for (const bogus of [
        "abc",
        "0",
        "99999999999999999999",
        "1e5",
        "%00",
        String(ofB.ok && ofB.value.number),
      ])
        expect((await get(`/en/account/cars/${bogus}`)).status, bogus).toBe(404);

      // Huge strings and wrong types: 400, the form comes back with what was typed.
      const form = new FormData();
      for (const [k, v] of Object.entries(input({ "description.en": "Typed-and-kept text" }))) form.set(k, v);
      form.set("intent", "save");
      form.set("variant", "x".repeat(100_000));
      form.set("price", new File(["24990"], "price.txt"));
      const huge = await post("/en/account/cars/new", form);
      expect(huge.status).toBe(400);
      const html = await huge.text();
      expect(html).toContain("This entry is too long.");
      expect(html).toContain("Please fill in this field.");
      expect(html).toContain("Typed-and-kept text");

      // A text file named .jpg is no photo.
      const upload = new FormData();
      upload.set("intent", "upload");
      upload.append(
        "photos",
        new File(["<html><script>alert(1)</script>"], "car.jpg", { type: "image/jpeg" }),
      );
      const fake = await post(`/en/account/cars/${number}`, upload);
      expect(fake.status).toBe(400);
      expect(await fake.text()).toContain("A file is not a JPEG, PNG or WebP picture.");

      // Bogus ids and intents.
      expect(
        (await post(`/en/account/cars/${number}`, { intent: "image-delete", imageId: "../../etc/passwd" }))
          .status,
      ).toBe(400);
      expect(
        (
          await post(`/en/account/cars/${number}`, {
            intent: "image-cover",
            imageId: "5b9e2f3a-1c4d-4e8f-a0b1-c2d3e4f5a6b7",
          })
        ).status,
      ).toBe(404);
      expect((await post(`/en/account/cars/${number}`, { intent: "image-order", order: "a,b" })).status).toBe(
        400,
      );
      expect((await post(`/en/account/cars/${number}`, { intent: "state", to: "published'--" })).status).toBe(
        400,
      );
      expect((await post(`/en/account/cars/${number}`, { intent: "explode" })).status).toBe(400);
      expect(
        (await post(`/en/account/cars/${ofB.ok && ofB.value.number}`, { intent: "state", to: "sold" }))
          .status,
      ).toBe(404);
      // Rates of zero: 400 with the field named; the car's price list is unchanged.
      const rental = await post(`/en/account/cars/${number}`, {
        intent: "rental",
        rentalCar: "on",
        dayRate: "0",
      });
      expect(rental.status).toBe(400);
      expect(await rental.text()).toContain("Please enter an amount above zero.");
    },
  );
});
