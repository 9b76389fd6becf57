import { migrateDatabase, openDatabase } from "../app/db/client.server";
import { readEnv } from "../app/env.server";
import { seedDemo } from "../seed/demo.server";

const env = readEnv();
const handle = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
await migrateDatabase(handle);
const seeded = await seedDemo(handle.db, { uploadDir: env.UPLOAD_DIR });
await handle.close();
console.log(seeded ? "[autohaus] demo data seeded" : "[autohaus] demo data already present");
