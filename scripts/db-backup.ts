/**
 * `npm run db:backup [-- <folder>]`: backs up the database and the uploads (scripts/lib/backup.ts) into
 * a new folder, by default `backups/<UTC time>`. With PGlite, stop the server first.
 */
import path from "node:path";
import { fileStoreFromEnv } from "../app/core/files/files.server";
import { readEnv } from "../app/env.server";
import { backup } from "./lib/backup";

const env = readEnv();
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const out = process.argv[2] ?? path.join("backups", stamp);
try {
  const m = await backup(
    { databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, files: fileStoreFromEnv(env) },
    out,
  );
  console.log(
    `[backup] ${m.driver} backup in ${out}: ${m.counts.orders} orders, ${m.counts.jobs} jobs, ${m.counts.clients} clients, ${m.uploads} uploaded files`,
  );
} catch (e) {
  console.error(`[backup] failed: ${(e as Error).message}`);
  process.exit(1);
}
