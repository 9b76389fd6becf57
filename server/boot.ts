/** Opens and prepares the database for a server process: migrations, then demo data where wanted. */

import type { pino } from "pino";
import { fillMissingSearchTexts } from "../app/core/catalog/car-search-text.server";
import { type DbHandle, migrateDatabase, openDatabase } from "../app/db/client.server";
import type { Env } from "../app/env.server";
import { seedDemo, shouldSeedDemo } from "../seed/demo.server";

export async function bootDatabase(env: Env, logger: pino.Logger): Promise<DbHandle> {
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
  if (shouldSeedDemo(env)) {
    const seeded = await seedDemo(handle.db);
    if (seeded) logger.info("demo data seeded");
  }
  logger.info({ driver: handle.driver, ms: Math.round(performance.now() - started) }, "database ready");
  return handle;
}
