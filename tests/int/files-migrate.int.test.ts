/**
 * `npm run files:migrate` (decision 0065): an existing upload folder moves into an S3 bucket
 * (s3rver, started here), every file is read back and checked by count and SHA-256, and a second run
 * copies nothing (a changed file is copied again). The command as an operator runs it, once.
 */
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileStoreFromEnv } from "../../app/core/files/files.server";
import { localFileStore } from "../../app/core/files/local-file-store.server";
import { migrateFiles, migrateUploadFolder } from "../../app/core/files/migrate-files.server";
import { type S3TestServer, startS3Server } from "../setup/s3-server";

describe("files:migrate", () => {
  let s3: S3TestServer;
  const folder = mkdtempSync(path.join(tmpdir(), "autohaus-migrate-"));

  beforeAll(async () => {
    s3 = await startS3Server("autohaus-migrate");
    const put = (key: string, body: string | Buffer) => {
      mkdirSync(path.dirname(path.join(folder, key)), { recursive: true });
      writeFileSync(path.join(folder, key), body);
    };
    put("cars/ab/ab12.webp", Buffer.alloc(70_000, 7));
    put("trade-in/3f2a/large.webp", "large");
    put("trade-in/3f2a/thumb.webp", "thumb");
    put("orders/x.pdf", "%PDF-1.4 ... %%EOF");
    put("media-cache/car/v2/ab/ab12/320.webp", "variant");
  });
  afterAll(async () => {
    await s3?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it("moves the folder into the bucket, checks count and checksums, and runs twice safely", async () => {
    const env = { ...s3.storeEnv, UPLOAD_DIR: folder };
    // Not spawnSync: s3rver answers from this process's event loop.
    const child = spawn("npx", ["tsx", "scripts/files-migrate.ts"], {
      env: { ...process.env, ...s3.env, UPLOAD_DIR: folder, DATABASE_URL: "" },
    });
    let out = "";
    child.stdout.on("data", (d) => {
      out += d;
    });
    child.stderr.on("data", (d) => {
      out += d;
    });
    const status = await new Promise<number | null>((resolve) => child.on("exit", resolve));
    console.info(
      out
        .split("\n")
        .filter((l) => l.startsWith("[files:migrate]"))
        .join("\n"),
    );
    expect(status, out).toBe(0);
    expect(out).toMatch(/5 files \(\d+ bytes\), 5 copied, 0 already there, 5\/5 verified by checksum/);

    const bucket = fileStoreFromEnv(env);
    expect((await bucket.read("cars/ab/ab12.webp"))?.equals(Buffer.alloc(70_000, 7))).toBe(true);
    expect((await bucket.read("trade-in/3f2a/thumb.webp"))?.toString()).toBe("thumb");

    // Twice: nothing copied, all verified.
    const again = await migrateUploadFolder(env);
    expect(again).toMatchObject({ files: 5, copied: 0, skipped: 5, verified: 5, mismatched: [] });
    // A file changed in the folder since: copied again, the rest skipped.
    writeFileSync(path.join(folder, "orders", "x.pdf"), "%PDF-1.4 changed %%EOF");
    const third = await migrateUploadFolder(env);
    expect(third).toMatchObject({ files: 5, copied: 1, skipped: 4, verified: 5 });
    expect((await bucket.read("orders/x.pdf"))?.toString()).toBe("%PDF-1.4 changed %%EOF");
  }, 500_000);

  it("reports a copy that does not match (the check can fail)", async () => {
    const source = localFileStore(folder);
    // A target that keeps a different body than it was given: the read-back check finds it.
    const real = fileStoreFromEnv({ ...s3.storeEnv, UPLOAD_DIR: folder });
    const lying = { ...real, put: (key: string) => real.put(key, Buffer.from("not the file")) };
    await real.deletePrefix("trade-in/");
    const report = await migrateFiles(source, lying);
    expect(report.mismatched.sort()).toEqual(["trade-in/3f2a/large.webp", "trade-in/3f2a/thumb.webp"]);
  });

  it("refuses to run without a bucket", async () => {
    await expect(
      migrateUploadFolder({ ...s3.storeEnv, S3_BUCKET: undefined, UPLOAD_DIR: folder }),
    ).rejects.toThrow(/S3_BUCKET is not set/);
  });
});
