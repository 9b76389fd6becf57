import { existsSync, statSync } from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { variantCachePath } from "../../app/core/media/car-image-variant";
import { carImages, cars, modelColours, projects } from "../../app/db/schema";
import { createTestDatabase, type TestDatabase, testDrivers } from "../setup/test-db";
import { createTestApp, type TestRequest } from "../setup/test-server";

describe.each(testDrivers())("car pictures on %s", (driver) => {
  let database: TestDatabase;
  let request: TestRequest;
  let uploadDir: string;
  let imageId: string;
  let uploadImageId: string;

  const cacheFile = (id: string, width: 320 | 480 | 640 | 960 | 1200, format: "avif" | "webp") =>
    path.join(uploadDir, "media-cache", "car", variantCachePath({ imageId: id, width, format }));

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    uploadDir = await mkdtemp(path.join(tmpdir(), "autohaus-media-"));
    request = await createTestApp(database.handle.db, { uploadDir });
    const db = database.handle.db;
    const [first] = await db
      .select({ id: carImages.id, carId: carImages.carId })
      .from(carImages)
      .innerJoin(cars, eq(cars.id, carImages.carId))
      .orderBy(asc(cars.number), asc(carImages.position))
      .limit(1);
    if (!first) throw new Error("the demo data has no car pictures");
    imageId = first.id;
    // An uploaded photo (4:3, so the variant is cropped to 3:2) as a fifth picture of the same car.
    await mkdir(path.join(uploadDir, "cars"), { recursive: true });
    await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#3366aa" } })
      .jpeg()
      .toFile(path.join(uploadDir, "cars", "photo.jpg"));
    const [upload] = await db
      .insert(carImages)
      .values({
        carId: first.carId,
        position: 90,
        source: { kind: "upload", path: "cars/photo.jpg" },
        width: 1600,
        height: 1200,
      })
      .returning({ id: carImages.id });
    uploadImageId = upload!.id;
  });
  afterAll(async () => {
    await database?.drop();
    if (uploadDir) await rm(uploadDir, { recursive: true, force: true });
  });

  for (const format of ["webp", "avif"] as const) {
    for (const width of [320, 960] as const) {
      it(`serves the ${width} px ${format} variant, cached on disk and for a year`, async () => {
        const res = await request(`/media/car/${imageId}/${width}.${format}`);
        expect(res.status).toBe(200);
        expect(res.headers.get("content-type")).toBe(`image/${format}`);
        expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
        expect(res.headers.get("x-cache")).toBe("MISS");
        const etag = res.headers.get("etag");
        expect(etag).toMatch(/^".+"$/);
        const body = Buffer.from(await res.arrayBuffer());
        const meta = await sharp(body).metadata();
        expect(meta.format).toBe(format === "avif" ? "heif" : "webp");
        expect(meta.width).toBe(width);
        expect(meta.height).toBe(Math.round((width * 2) / 3));

        const file = cacheFile(imageId, width, format);
        expect(existsSync(file)).toBe(true);
        const written = statSync(file).mtimeMs;
        const again = await request(`/media/car/${imageId}/${width}.${format}`);
        expect(again.status).toBe(200);
        expect(again.headers.get("x-cache")).toBe("HIT");
        expect(again.headers.get("etag")).toBe(etag);
        expect(Buffer.from(await again.arrayBuffer()).equals(body)).toBe(true);
        expect(statSync(file).mtimeMs).toBe(written);

        const notModified = await request(`/media/car/${imageId}/${width}.${format}`, {
          headers: { "if-none-match": etag ?? "" },
        });
        expect(notModified.status).toBe(304);
        expect(notModified.headers.get("etag")).toBe(etag);
        expect(await notModified.text()).toBe("");
      });
    }
  }

  it("encodes a variant once when many ask for it at the same time", async () => {
    const url = `/media/car/${imageId}/480.webp`;
    const responses = await Promise.all(Array.from({ length: 5 }, () => request(url)));
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const kinds = responses.map((r) => r.headers.get("x-cache")).sort();
    expect(kinds.filter((k) => k === "MISS")).toHaveLength(1);
    const bodies = await Promise.all(responses.map(async (r) => Buffer.from(await r.arrayBuffer())));
    for (const b of bodies) expect(b.equals(bodies[0]!)).toBe(true);
    expect(existsSync(cacheFile(imageId, 480, "webp"))).toBe(true);
  });

  it("crops an uploaded photo to 3:2", async () => {
    const res = await request(`/media/car/${uploadImageId}/640.webp`);
    expect(res.status).toBe(200);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([640, 427]);
  });

  it("refuses other widths and formats with a translated 400", async () => {
    for (const file of ["333.webp", "640.png", "640.jpg", "big.webp"]) {
      const res = await request(`/media/car/${imageId}/${file}`, { headers: { "accept-language": "de" } });
      expect(res.status, file).toBe(400);
      expect(res.headers.get("content-type")).toContain("application/json");
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe("invalid");
      expect(body.error.message).not.toMatch(/^api\./);
    }
  });

  it("serves a new model's picture in each of its paints, on every site", async () => {
    const paints = await database.handle.db
      .select({ id: modelColours.id, modelId: modelColours.modelId, hex: modelColours.hex })
      .from(modelColours)
      .orderBy(asc(modelColours.modelId), asc(modelColours.position))
      .limit(2);
    const [white, black] = paints;
    expect(white!.modelId).toBe(black!.modelId);
    const bodies: Buffer[] = [];
    for (const paint of [white!, black!]) {
      const res = await request(`/media/car/${paint.id}/320.avif`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/avif");
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const body = Buffer.from(await res.arrayBuffer());
      const meta = await sharp(body).metadata();
      expect([meta.width, meta.height]).toEqual([320, 213]);
      bodies.push(body);
    }
    // Drawn in the paint: the white car is much brighter than the black one.
    const brightness = async (body: Buffer) => (await sharp(body).stats()).channels[0]!.mean;
    expect(await brightness(bodies[0]!)).toBeGreaterThan(await brightness(bodies[1]!));
    // Reference data: the community site serves it too.
    const community = await request(`/media/car/${white!.id}/320.webp`, { host: "community.localhost" });
    expect(community.status).toBe(200);
  });

  it("answers 404 for unknown ids, malformed ids, missing uploads and other sites' cars, never 500", async () => {
    const unknown = await request("/media/car/00000000-0000-4000-8000-000000000000/320.webp");
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { code: string } }).error.code).toBe("not_found");
    for (const bad of ["not-a-uuid", "..%2F..%2Fetc", "1234", `${imageId}x`]) {
      const res = await request(`/media/car/${bad}/320.webp`);
      expect(res.status, bad).toBe(404);
    }
    expect((await request(`/media/car/${imageId}`)).status).toBe(404);
    expect((await request(`/media/car/${imageId}/320.webp/more`)).status).toBe(404);

    const [community] = await database.handle.db
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.slug, "brandt-community"));
    if (community) {
      const res = await request(`/media/car/${imageId}/320.webp`, { host: "community.localhost" });
      expect(res.status).toBe(404);
    }

    const [missing] = await database.handle.db
      .insert(carImages)
      .values({
        carId: (await database.handle.db.select({ carId: carImages.carId }).from(carImages).limit(1))[0]!
          .carId,
        position: 91,
        source: { kind: "upload", path: "cars/gone.jpg" },
        width: 1200,
        height: 800,
      })
      .returning({ id: carImages.id });
    const gone = await request(`/media/car/${missing!.id}/320.webp`);
    expect(gone.status).toBe(404);
  });
});
