import { fillMissingSearchTexts } from "../app/core/catalog/car-search-text.server";
import { migrateDatabase, openDatabase } from "../app/db/client.server";
import { readEnv } from "../app/env.server";

const env = readEnv();
const handle = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
await migrateDatabase(handle);
await fillMissingSearchTexts(handle.db);
await handle.close();
console.log(`[autohaus] migrations applied (${handle.driver})`);
