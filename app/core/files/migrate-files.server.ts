/**
 * Moving an upload folder into a bucket (`npm run files:migrate`, decision 0065): every file of the
 * local store is put into the target store with its SHA-256 (S3 metadata `sha256`), then read back and
 * checked. Safe to run twice: a file whose copy is there with the same size and checksum is skipped. The
 * folder is left as it is (remove it after switching the servers to the bucket).
 */
import { createHash } from "node:crypto";
import type { FileStore } from "./file-store.server";
import { streamToBuffer } from "./file-store.server";
import type { FileStoreEnv } from "./files.server";
import { fileStoreFromEnv } from "./files.server";
import { localFileStore } from "./local-file-store.server";

export type MigrationReport = {
  files: number;
  bytes: number;
  copied: number;
  /** There already with the same size and checksum (an earlier run). */
  skipped: number;
  /** Read back from the target with the source's checksum. */
  verified: number;
  /** Keys whose copy is missing or differs after the run. */
  mismatched: string[];
};

const sha256 = (b: Buffer) => createHash("sha256").update(b).digest("hex");

export async function migrateFiles(
  source: FileStore,
  target: FileStore,
  log: (line: string) => void = () => {},
): Promise<MigrationReport> {
  const report: MigrationReport = { files: 0, bytes: 0, copied: 0, skipped: 0, verified: 0, mismatched: [] };
  const sums = new Map<string, string>();
  for await (const object of source.list("")) {
    const body = await source.read(object.key);
    if (!body) continue;
    const sum = sha256(body);
    sums.set(object.key, sum);
    report.files++;
    report.bytes += body.length;
    const there = await target.head(object.key);
    if (there && there.size === body.length && there.sha256 === sum) {
      report.skipped++;
      continue;
    }
    await target.put(object.key, body, { sha256: sum });
    report.copied++;
    if (report.copied % 500 === 0) log(`${report.copied} copied`);
  }
  // Every file read back from the target: count and checksums.
  for (const [key, sum] of sums) {
    const copy = await target.get(key);
    if (copy && sha256(await streamToBuffer(copy.body)) === sum) report.verified++;
    else report.mismatched.push(key);
  }
  return report;
}

/** The local folder of the environment (UPLOAD_DIR) into its bucket (S3_BUCKET, which must be set). */
export async function migrateUploadFolder(
  env: FileStoreEnv,
  log: (line: string) => void = () => {},
): Promise<MigrationReport & { from: string; to: string }> {
  if (!env.S3_BUCKET) throw new Error("S3_BUCKET is not set: there is no bucket to move the files into");
  const source = localFileStore(env.UPLOAD_DIR);
  const target = fileStoreFromEnv(env);
  await target.check();
  const report = await migrateFiles(source, target, log);
  return { ...report, from: source.description, to: target.description };
}
