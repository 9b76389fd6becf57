import { fileStoreFromEnv } from "../app/core/files/files.server";
import { migrateDatabase, openDatabase } from "../app/db/client.server";
import { readEnv } from "../app/env.server";
import { seedDemo } from "../seed/demo.server";

const env = readEnv();
const handle = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
await migrateDatabase(handle);
const files = fileStoreFromEnv(env);
await files.check();
const seeded = await seedDemo(handle.db, { files });
await handle.close();
console.log(seeded ? "[autohaus] demo data seeded" : "[autohaus] demo data already present");
