/**
 * `npm run seed:large -- --cars 100000` adds N generated cars (with picture rows) to the demo dealer's
 * stock; `npm run seed:large -- --jobs 1000000` adds N generated leads (clients, jobs and their events,
 * spread over the last two years) to its jobs. Both may be given; with neither, 100,000 cars are added.
 * Works on the database at DATABASE_URL (or the PGlite folder DATA_DIR), after migrating and seeding the
 * demo data when absent. For benchmarks and for trying search, lists and statistics at realistic volume.
 * `--clients 200000` adds N generated clients (people and companies with addresses) for the back
 * office's client search; `--clients-upto N` adds only as many as are missing to have N generated ones.
 */
import { parseArgs } from "node:util";
import { count, eq } from "drizzle-orm";
import { fillMissingSearchTexts } from "../app/core/catalog/car-search-text.server";
import { migrateDatabase, openDatabase } from "../app/db/client.server";
import { cars, projects } from "../app/db/schema";
import { readEnv } from "../app/env.server";
import { seedCars } from "../seed/cars/seed-cars";
import { DEMO_PROJECT_SLUG, seedDemo } from "../seed/demo.server";
import { generatedClientCount, seedClients } from "../seed/leads/seed-clients";
import { jobCount, seedManyLeads } from "../seed/leads/seed-leads";

const { values } = parseArgs({
  options: {
    cars: { type: "string" },
    jobs: { type: "string" },
    clients: { type: "string" },
    "clients-upto": { type: "string" },
    batch: { type: "string", default: "1000" },
  },
});
// Cars only when asked for, or when nothing is asked for (the command's behaviour before --jobs).
const clientsAsked = values.clients !== undefined || values["clients-upto"] !== undefined;
const carTotal =
  values.cars !== undefined ? Number(values.cars) : values.jobs === undefined && !clientsAsked ? 100_000 : 0;
const jobTotal = values.jobs !== undefined ? Number(values.jobs) : 0;
const clientTotal = values.clients !== undefined ? Number(values.clients) : 0;
const clientUpTo = values["clients-upto"] !== undefined ? Number(values["clients-upto"]) : 0;
const batchSize = Number(values.batch);
const valid = (n: number) => Number.isSafeInteger(n) && n >= 0;
if (
  !valid(carTotal) ||
  !valid(jobTotal) ||
  !valid(clientTotal) ||
  !valid(clientUpTo) ||
  carTotal + jobTotal + clientTotal + clientUpTo < 1 ||
  !Number.isSafeInteger(batchSize) ||
  batchSize < 1
) {
  console.error(
    "usage: npm run seed:large -- [--cars <number>] [--jobs <number>] [--clients <number> | --clients-upto <number>] [--batch <number>]",
  );
  process.exit(2);
}

const env = readEnv();
const handle = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
await migrateDatabase(handle);
await fillMissingSearchTexts(handle.db);
await seedDemo(handle.db);
const [dealer] = await handle.db
  .select({ id: projects.id })
  .from(projects)
  .where(eq(projects.slug, DEMO_PROJECT_SLUG))
  .limit(1);
if (!dealer) throw new Error(`project ${DEMO_PROJECT_SLUG} not found`);
// Batches in parallel on PostgreSQL's pool (PGlite has one connection, so there it is serial).
const parallel = handle.driver === "postgres" ? 3 : 1;

if (carTotal > 0) {
  const [{ n: before } = { n: 0 }] = await handle.db
    .select({ n: count() })
    .from(cars)
    .where(eq(cars.projectId, dealer.id));
  const started = performance.now();
  const chunk = Math.ceil(carTotal / parallel);
  const counts = await Promise.all(
    Array.from({ length: parallel }, async (_, i) => {
      const n = Math.max(0, Math.min(chunk, carTotal - i * chunk));
      if (n === 0) return 0;
      return seedCars(handle.db, {
        projectId: dealer.id,
        count: n,
        // A fresh seed per run and per worker: the new cars differ from the ones already there.
        seed: 7_000_000 + before + i * chunk,
        batchSize,
      });
    }),
  );
  const inserted = counts.reduce((a, b) => a + b, 0);
  await handle.db.execute("vacuum analyze cars");
  await handle.db.execute("vacuum analyze car_images");
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `[autohaus] ${inserted} cars added to ${DEMO_PROJECT_SLUG} (${before + inserted} in total) in ${seconds.toFixed(1)} s (${handle.driver})`,
  );
}

if (jobTotal > 0) {
  const before = await jobCount(handle.db, dealer.id);
  const started = performance.now();
  const inserted = await seedManyLeads(handle.db, {
    projectId: dealer.id,
    count: jobTotal,
    existing: before,
    parallel,
    days: 730,
    batchSize,
  });
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `[autohaus] ${inserted} jobs (with clients and events, over 730 days) added to ${DEMO_PROJECT_SLUG} (${before + inserted} in total) in ${seconds.toFixed(1)} s (${handle.driver})`,
  );
}
if (clientTotal > 0 || clientUpTo > 0) {
  const before = await generatedClientCount(handle.db, dealer.id);
  const wanted = clientTotal > 0 ? clientTotal : Math.max(0, clientUpTo - before);
  const started = performance.now();
  const chunk = Math.ceil(wanted / parallel);
  const counts = await Promise.all(
    Array.from({ length: parallel }, async (_, i) => {
      const n = Math.max(0, Math.min(chunk, wanted - i * chunk));
      if (n === 0) return 0;
      return seedClients(handle.db, {
        projectId: dealer.id,
        count: n,
        firstIndex: before + i * chunk,
        batchSize,
      });
    }),
  );
  const inserted = counts.reduce((a, b) => a + b, 0);
  await handle.db.execute("vacuum analyze clients");
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `[autohaus] ${inserted} clients added to ${DEMO_PROJECT_SLUG} (${before + inserted} generated in total) in ${seconds.toFixed(1)} s (${handle.driver})`,
  );
}
await handle.close();
