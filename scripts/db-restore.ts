/**
 * `npm run db:restore -- <folder> [--force]`: restores a backup of `npm run db:backup` into the
 * configured database (DATABASE_URL, else the PGlite folder DATA_DIR) and file store (the local disk or
 * the S3 bucket, decision 0065), then checks that every order, job, client and stored file of the backup
 * is there. An existing database is refused without --force.
 */
import { fileStoreFromEnv } from "../app/core/files/files.server";
import { readEnv } from "../app/env.server";
import { restore } from "./lib/backup";

const env = readEnv();
const args = process.argv.slice(2);
const from = args.find((a) => !a.startsWith("--"));
if (!from) {
  console.error("usage: npm run db:restore -- <backup folder> [--force]");
  process.exit(2);
}
try {
  const files = fileStoreFromEnv(env);
  await files.check();
  const { expected, restored, uploads } = await restore(
    { databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, files },
    from,
    { force: args.includes("--force") },
  );
  const same =
    (["orders", "jobs", "clients"] as const).every((k) => expected[k] === restored[k]) &&
    uploads.expected === uploads.restored;
  console.log(
    `[restore] ${from}: orders ${restored.orders}/${expected.orders}, jobs ${restored.jobs}/${expected.jobs}, clients ${restored.clients}/${expected.clients}, files ${uploads.restored}/${uploads.expected} (${files.kind})${same ? "" : " (MISMATCH)"}`,
  );
  if (!same) process.exit(1);
} catch (e) {
  console.error(`[restore] failed: ${(e as Error).message}`);
  process.exit(1);
}
