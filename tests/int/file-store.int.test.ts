/**
 * The file store (decision 0065) against a real S3-protocol server (s3rver, started here on a
 * free port over a temporary folder; no mock of the SDK) and the local disk, through one interface:
 * upload, range reads, head, list by prefix, delete, a multipart upload over 5 MB, a bucket that is
 * down (the request answers 503 with Retry-After and nothing is half-written), and wrong credentials or
 * a missing bucket (a clear start-up error; a server process exits with it). The HTTP parts run on
 * PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FileStore } from "../../app/core/files/file-store.server";
import {
  FileStoreConfigError,
  FileStoreUnavailableError,
  streamToBuffer,
} from "../../app/core/files/file-store.server";
import { fileStoreFromEnv } from "../../app/core/files/files.server";
import { localFileStore } from "../../app/core/files/local-file-store.server";
import { uploadCarImages } from "../../app/core/inventory/car-images.server";
import { resolveProject } from "../../app/core/tenancy/tenancy.service.server";
import { carImages, cars } from "../../app/db/schema";
import { type S3TestServer, startS3Server } from "../setup/s3-server";
import { startServerProcess } from "../setup/server-process";
import { createTestDatabase, serviceContextFor, type TestDatabase, testDrivers } from "../setup/test-db";
import { createTestApp, hasBuild, loginCookie } from "../setup/test-server";

let s3: S3TestServer;
const localDir = mkdtempSync(path.join(tmpdir(), "autohaus-store-local-"));

beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.close();
  rmSync(localDir, { recursive: true, force: true });
});

const sha = (b: Buffer) => createHash("sha256").update(b).digest("hex");

const stores: [string, () => FileStore][] = [
  ["s3", () => fileStoreFromEnv(s3.storeEnv)],
  ["local", () => localFileStore(localDir)],
];

describe.each(stores)("file store (%s)", (kind, make) => {
  let store: FileStore;
  beforeAll(async () => {
    store = make();
    await store.check();
    expect(store.kind).toBe(kind);
  });

  it("stores, heads, reads, ranges, lists by prefix and deletes", async () => {
    const run = randomUUID();
    const body = Buffer.from("0123456789abcdefghij");
    await store.put(`t/${run}/a.pdf`, body);
    await store.put(`t/${run}/b/c.webp`, Buffer.from("webp"), { contentType: "image/webp" });
    await store.put(`t/${run}x/other.png`, Buffer.from("png"));

    expect(await store.head(`t/${run}/a.pdf`)).toMatchObject({ key: `t/${run}/a.pdf`, size: 20 });
    expect((await store.head(`t/${run}/b/c.webp`))?.contentType).toBe("image/webp");
    expect(await store.head(`t/${run}/none.pdf`)).toBeNull();
    expect(await store.read(`t/${run}/a.pdf`)).toEqual(body);
    expect(await store.read(`t/${run}/none.pdf`)).toBeNull();

    // Ranges: bytes 5-9, from 15 to the end; a range past the end finds nothing.
    const part = await store.get(`t/${run}/a.pdf`, { start: 5, end: 9 });
    expect(part).toMatchObject({ size: 5, totalSize: 20, range: { start: 5, end: 9 } });
    expect((await streamToBuffer(part!.body)).toString()).toBe("56789");
    const tail = await store.get(`t/${run}/a.pdf`, { start: 15 });
    expect((await streamToBuffer(tail!.body)).toString()).toBe("fghij");
    expect(await store.get(`t/${run}/a.pdf`, { start: 50 })).toBeNull();

    const listed = async (prefix: string) => {
      const keys: string[] = [];
      for await (const o of store.list(prefix)) keys.push(o.key);
      return keys.sort();
    };
    // A folder prefix does not take its neighbour `{run}x/`; a bare prefix does.
    expect(await listed(`t/${run}/`)).toEqual([`t/${run}/a.pdf`, `t/${run}/b/c.webp`]);
    expect(await listed(`t/${run}`)).toEqual([`t/${run}/a.pdf`, `t/${run}/b/c.webp`, `t/${run}x/other.png`]);

    await store.delete(`t/${run}/a.pdf`);
    await store.delete(`t/${run}/a.pdf`);
    expect(await store.head(`t/${run}/a.pdf`)).toBeNull();
    expect(await store.deletePrefix(`t/${run}/`)).toBe(1);
    expect(await listed(`t/${run}/`)).toEqual([]);
    expect(await listed(`t/${run}x/`)).toEqual([`t/${run}x/other.png`]);

    // Keys that could leave the store's folder are refused before any request.
    for (const bad of ["../etc/passwd", "/abs", "a//b", "a/./b", ".hidden", ""]) {
      await expect(store.put(bad, Buffer.from("x")), bad).rejects.toThrow(/not a file store key/);
    }
  });

  it("uploads a 12 MB stream (multipart in 5 MB parts on S3) and reads it back byte for byte", async () => {
    const big = randomBytes(12 * 1024 * 1024);
    const key = `big/${randomUUID()}.pdf`;
    // A stream, as an upload arrives: chunks of 1 MB.
    const chunks = Array.from({ length: 12 }, (_, i) => big.subarray(i * 1024 * 1024, (i + 1) * 1024 * 1024));
    await store.put(key, Readable.from(chunks), { sha256: sha(big) });
    expect((await store.head(key))?.size).toBe(big.length);
    expect(sha((await store.read(key))!)).toBe(sha(big));
    const middle = await store.get(key, { start: 6_000_000, end: 6_000_099 });
    expect(await streamToBuffer(middle!.body)).toEqual(big.subarray(6_000_000, 6_000_100));
    if (kind === "s3") {
      // Sent as a multipart upload: created, three parts of up to 5 MB, completed.
      const mine = s3.requests.filter((r) => r.includes(key));
      expect(mine.filter((r) => /^POST .*\?uploads/.test(r))).toHaveLength(1);
      expect(mine.filter((r) => /^PUT .*partNumber=/.test(r))).toHaveLength(3);
      expect(mine.filter((r) => /^POST .*uploadId=/.test(r))).toHaveLength(1);
      expect((await store.head(key))?.sha256).toBe(sha(big));
    }
    await store.delete(key);
  }, 60_000);
});

describe("S3 configuration errors stop the start", () => {
  it("wrong credentials: a clear error naming the variables", async () => {
    const wrong = fileStoreFromEnv({
      ...s3.storeEnv,
      AWS_ACCESS_KEY_ID: "WRONG",
      AWS_SECRET_ACCESS_KEY: "nope",
    });
    const error = await wrong.check().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FileStoreConfigError);
    expect((error as Error).message).toMatch(
      /refused the credentials \(403.*AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY/,
    );
  });

  it("a bucket that does not exist, and an endpoint nobody answers at", async () => {
    const missing = await fileStoreFromEnv({ ...s3.storeEnv, S3_BUCKET: "no-such-bucket" })
      .check()
      .catch((e: unknown) => e);
    expect((missing as Error).message).toMatch(/bucket no-such-bucket at .* does not exist \(404\)/);
    const nobody = await fileStoreFromEnv({ ...s3.storeEnv, S3_ENDPOINT: "http://127.0.0.1:9" })
      .check()
      .catch((e: unknown) => e);
    expect(nobody).toBeInstanceOf(FileStoreConfigError);
    expect((nobody as Error).message).toMatch(/cannot be reached/);
  });

  it("a server process with wrong credentials exits 1 with that line, before it serves anything", async () => {
    const error = await startServerProcess({
      env: { ...s3.env, AWS_ACCESS_KEY_ID: "NOT-OURS", LOG_LEVEL: "info" },
      startTimeoutMs: 60_000,
    }).catch((e: unknown) => e as Error);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/server exited with 1/);
    expect((error as Error).message).toMatch(
      /file store: S3 bucket autohaus-test at .* refused the credentials/,
    );
  }, 90_000);

  it("the environment's schema refuses half a configuration", async () => {
    const { readEnv } = await import("../../app/env.server");
    expect(() => readEnv({ S3_BUCKET: "b", AWS_ACCESS_KEY_ID: "x" })).toThrow(/set together or not at all/);
    expect(() => readEnv({ S3_ENDPOINT: "http://127.0.0.1:1" })).toThrow(/S3_BUCKET/);
    expect(() => readEnv({ S3_BUCKET: "Not_A_Bucket" })).toThrow(/S3_BUCKET/);
    expect(readEnv({}).S3_BUCKET).toBeUndefined();
  });
});

async function photo(colour: string) {
  const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  return new File([new Uint8Array(jpeg)], "car.jpg", { type: "image/jpeg" });
}

describe.each(testDrivers())("the site over an S3 bucket on %s", (driver) => {
  let database: TestDatabase;
  let store: FileStore;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    store = fileStoreFromEnv(s3.storeEnv);
  });
  afterAll(async () => {
    await s3.start().catch(() => {});
    await database?.drop();
  });

  it("serves public files from the bucket with ranges and the long cache; a bucket that is down is 503 with Retry-After and no half upload", async () => {
    const db = database.handle.db;
    const request = await createTestApp(db, { files: store, authThrottle: false });
    const itemId = randomUUID();
    const card = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#369" } })
      .webp()
      .toBuffer();
    await store.put(`items/${itemId}/card.webp`, card, { contentType: "image/webp" });
    const whole = await request(`/uploads/items/${itemId}/card.webp`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(whole.headers.get("content-type")).toBe("image/webp");
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(card);
    const part = await request(`/uploads/items/${itemId}/card.webp`, { headers: { range: "bytes=0-3" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 0-3/${card.length}`);
    expect(Buffer.from(await part.arrayBuffer()).toString()).toBe("RIFF");
    const last = await request(`/uploads/items/${itemId}/card.webp`, { headers: { range: "bytes=-4" } });
    expect(last.status).toBe(206);
    expect(Buffer.from(await last.arrayBuffer())).toEqual(card.subarray(card.length - 4));
    expect(
      (await request(`/uploads/items/${itemId}/card.webp`, { headers: { range: "bytes=9999-" } })).status,
    ).toBe(416);
    expect((await request(`/uploads/items/${randomUUID()}/card.webp`)).status).toBe(404);

    // The car upload of the back office, as a service call: rows and objects both, or neither.
    const project = (await resolveProject(db, "localhost"))!;
    const [car] = await db
      .select({ id: cars.id, number: cars.number })
      .from(cars)
      .where(eq(cars.projectId, project.id))
      .limit(1);
    const ctx = serviceContextFor(db, project);
    const up = await uploadCarImages(ctx, store, car!.id, [await photo("#a33")]);
    if (!up.ok) throw new Error(JSON.stringify(up.error));
    const [uploaded] = up.value.ids;
    const row = (await db.select().from(carImages).where(eq(carImages.id, uploaded!)))[0]!;
    expect(row.source).toMatchObject({ kind: "upload" });
    const key = (row.source as { path: string }).path;
    expect((await store.head(key))?.contentType).toBe("image/webp");
    // Its first variant is rendered once and kept in the bucket.
    const variant = await request(`/media/car/${uploaded}/320.webp`);
    expect(variant.status).toBe(200);
    expect(variant.headers.get("x-cache")).toBe("MISS");
    const kept: string[] = [];
    for await (const o of store.list("media-cache/car/")) if (o.key.includes(uploaded!)) kept.push(o.key);
    expect(kept).toHaveLength(1);

    const rowsBefore = await db.$count(carImages, eq(carImages.carId, car!.id));
    const objectsBefore: string[] = [];
    for await (const o of store.list("cars/")) objectsBefore.push(o.key);

    await s3.stop();
    try {
      // Reads: 503 with Retry-After, not 500 and not 404.
      const down = await request(`/uploads/items/${itemId}/card.webp`);
      expect(down.status).toBe(503);
      expect(down.headers.get("retry-after")).toBe("5");
      expect(down.headers.get("cache-control")).toBe("no-store");
      expect((await request(`/media/car/${uploaded}/480.webp`)).status).toBe(503);
      // Writes: the service throws the outage; no row names a file that is not there.
      const failed = await uploadCarImages(ctx, store, car!.id, [await photo("#3a3")]).catch(
        (e: unknown) => e,
      );
      expect(failed).toBeInstanceOf(FileStoreUnavailableError);
      expect(await db.$count(carImages, eq(carImages.carId, car!.id))).toBe(rowsBefore);

      if (hasBuild()) {
        // The back office's upload form: 503 with Retry-After, a translated page.
        const cookie = await loginCookie(request, "inventory@autohaus-brandt.example");
        const form = new FormData();
        form.set("intent", "upload");
        form.append("photos", await photo("#33a"));
        const res = await request(`/en/account/cars/${car!.number}`, {
          method: "POST",
          headers: { origin: "http://localhost", cookie },
          body: form,
        });
        expect(res.status).toBe(503);
        expect(res.headers.get("retry-after")).toBe("5");
        expect(await db.$count(carImages, eq(carImages.carId, car!.id))).toBe(rowsBefore);
      }
    } finally {
      await s3.start();
    }
    // Back up: nothing half-written is in the bucket, and the site serves again.
    const objectsAfter: string[] = [];
    for await (const o of store.list("cars/")) objectsAfter.push(o.key);
    expect(objectsAfter.sort()).toEqual(objectsBefore.sort());
    expect((await request(`/uploads/items/${itemId}/card.webp`)).status).toBe(200);
  }, 90_000);
});
