/**
 * The demo's cars are told apart and some carry uploaded photos. The seeded illustrations show
 * each car from the side first with its brand's badge; `seedDemoPhotos` gives a few used cars of the list's
 * first page photos through the back office's upload (files under UPLOAD_DIR/cars, WebP without metadata),
 * which the storefront serves through the variant pipeline like a dealer's upload.
 */
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localFileStore } from "../../app/core/files/local-file-store.server";
import { carImages, cars } from "../../app/db/schema";
import { DEMO_PHOTO_CARS, DEMO_PHOTO_VIEWS, seedDemoPhotos } from "../../seed/cars/demo-photos.server";
import { DEMO_PROJECT_SLUG } from "../../seed/demo.server";
import { createTestDatabase, type TestDatabase, testDrivers } from "../setup/test-db";
import { createTestApp, type TestRequest } from "../setup/test-server";

describe.each(testDrivers())("demo pictures and photos on %s", (driver) => {
  let database: TestDatabase;
  let request: TestRequest;
  let uploadDir: string;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    uploadDir = await mkdtemp(path.join(tmpdir(), "autohaus-demo-photos-"));
    request = await createTestApp(database.handle.db, { uploadDir });
  });
  afterAll(async () => {
    await database?.drop();
    if (uploadDir) await rm(uploadDir, { recursive: true, force: true });
  });

  it("draws every demo car from the side first, with its brand", async () => {
    const first = await database.handle.db
      .select({ source: carImages.source })
      .from(carImages)
      .where(eq(carImages.position, 0))
      .limit(50);
    expect(first.length).toBeGreaterThan(0);
    for (const { source } of first) {
      expect(source.kind).toBe("generated");
      if (source.kind !== "generated") continue;
      expect(source.view).toBe("side");
      expect(source.brand).toBeTruthy();
    }
  });

  it("uploads rendered photos for a few cars of the first page, served like a dealer's", async () => {
    const db = database.handle.db;
    expect(await seedDemoPhotos(db, DEMO_PROJECT_SLUG, localFileStore(uploadDir))).toBe(DEMO_PHOTO_CARS);
    const uploads = await db
      .select({ id: carImages.id, carId: carImages.carId, source: carImages.source, number: cars.number })
      .from(carImages)
      .innerJoin(cars, eq(cars.id, carImages.carId))
      .orderBy(asc(cars.number), asc(carImages.position));
    const photoCars = new Map<string, typeof uploads>();
    for (const row of uploads.filter((u) => u.source.kind === "upload"))
      photoCars.set(row.carId, [...(photoCars.get(row.carId) ?? []), row]);
    expect(photoCars.size).toBe(DEMO_PHOTO_CARS);
    for (const [carId, photos] of photoCars) {
      // The car's pictures are its photos only, the side view first, as the dealer uploaded them.
      const all = await db.select().from(carImages).where(eq(carImages.carId, carId));
      expect(all.every((i) => i.source.kind === "upload")).toBe(true);
      expect(photos).toHaveLength(DEMO_PHOTO_VIEWS.length);
      expect(photos[0]!.number).not.toBe(100001);
      for (const photo of photos) {
        if (photo.source.kind !== "upload") continue;
        const file = path.join(uploadDir, photo.source.path);
        expect(existsSync(file), file).toBe(true);
        const meta = await sharp(file).metadata();
        expect(meta.format).toBe("webp");
        expect(meta.exif).toBeUndefined();
      }
    }
    // The storefront serves a photo's variant from the upload.
    const [photo] = [...photoCars.values()][0]!;
    const response = await request(`/media/car/${photo!.id}/320.webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([320, 213]);
  });
});
