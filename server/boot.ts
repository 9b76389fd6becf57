/** Opens and prepares the database for a server process: migrations, then demo data where wanted. */

import type { pino } from "pino";
import { fillMissingSearchTexts } from "../app/core/catalog/car-search-text.server";
import type { FileStore } from "../app/core/files/file-store.server";
import { FileStoreConfigError } from "../app/core/files/file-store.server";
import { fileStoreFromEnv } from "../app/core/files/files.server";
import { migrateLegacyRequests } from "../app/core/leads/legacy-requests.server";
import { ensureDefaultWorkflows } from "../app/core/leads/workflows.service.server";
import { allProjects } from "../app/core/tenancy/tenancy.service.server";
import { type DbHandle, migrateDatabase, openDatabase } from "../app/db/client.server";
import type { Env } from "../app/env.server";
import { seedDemo, shouldSeedDemo } from "../seed/demo.server";

/**
 * The file store the environment names (decision 0065), checked: a bucket whose credentials are refused
 * or that does not exist (or cannot be reached) stops the process with one clear line and exit code 1.
 */
export async function openFileStore(env: Env, logger: pino.Logger): Promise<FileStore> {
  const files = fileStoreFromEnv(env);
  try {
    await files.check();
  } catch (error) {
    if (!(error instanceof FileStoreConfigError)) throw error;
    logger.fatal(`file store: ${error.message}`);
    process.exit(1);
  }
  logger.info({ store: files.kind, where: files.description }, "file store ready");
  return files;
}

export async function bootDatabase(env: Env, logger: pino.Logger, files?: FileStore): Promise<DbHandle> {
  const started = performance.now();
  const handle = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    onIdleError: (err) => logger.warn({ err }, "idle database connection failed; the pool replaces it"),
  });
  await migrateDatabase(handle);
  // Cars written without their search text, or all of them after a change of the rule (drizzle/0004).
  const filled = await fillMissingSearchTexts(handle.db);
  if (filled > 0) logger.info({ cars: filled }, "car search texts written");
  // Every project has workflows for its forms' leads; requests received before them become jobs.
  const withWorkflows = await ensureDefaultWorkflows(handle.db);
  if (withWorkflows > 0) logger.info({ projects: withWorkflows }, "default workflows created");
  const moved = await migrateLegacyRequests(handle.db, await allProjects(handle.db));
  if (moved > 0) logger.info({ requests: moved }, "earlier requests moved into jobs");
  if (shouldSeedDemo(env)) {
    const seeded = await seedDemo(handle.db, files ? { files } : {});
    if (seeded) logger.info("demo data seeded");
  }
  logger.info({ driver: handle.driver, ms: Math.round(performance.now() - started) }, "database ready");
  return handle;
}
