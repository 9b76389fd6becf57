/**
 * `npm run db:restore -- <folder> [--force]`: restores a backup of `npm run db:backup` into the
 * configured database (DATABASE_URL, else the PGlite folder DATA_DIR) and UPLOAD_DIR, then checks that
 * every order, job and client of the backup is there. An existing database is refused without --force.
 */
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
  const { expected, restored } = await restore(
    { databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, uploadDir: env.UPLOAD_DIR },
    from,
    { force: args.includes("--force") },
  );
  const same = (["orders", "jobs", "clients"] as const).every((k) => expected[k] === restored[k]);
  console.log(
    `[restore] ${from}: orders ${restored.orders}/${expected.orders}, jobs ${restored.jobs}/${expected.jobs}, clients ${restored.clients}/${expected.clients}${same ? "" : " (MISMATCH)"}`,
  );
  if (!same) process.exit(1);
} catch (e) {
  console.error(`[restore] failed: ${(e as Error).message}`);
  process.exit(1);
}
