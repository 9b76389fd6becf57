/**
 * The back office's stock list and CSV import (issue 15) on PostgreSQL: makes sure the demo dealer has at
 * least CATALOG_CARS cars (generated like bench/catalog.ts), then times the stock list service
 * (account/cars) with three filters each, page and capped count together (goal p95 <= 50 ms), and the
 * CSV import of 10,000 generated rows (rows per second, validation and writing), whose cars are deleted
 * again afterwards.
 */
import { and, count, eq, like } from "drizzle-orm";
import { fillMissingSearchTexts } from "../app/core/catalog/car-search-text.server";
import { createServiceContext } from "../app/core/context/service-context.server";
import { toSessionUser } from "../app/core/identity/identity.service.server";
import { stockList } from "../app/core/inventory/car-admin-filters";
import { listStockCars, STOCK_COUNT_CAP } from "../app/core/inventory/car-admin-list.server";
import { importCarsCsv } from "../app/core/inventory/car-import.server";
import { sampleCarCsv } from "../app/core/inventory/car-import-sample";
import { resolveProject } from "../app/core/tenancy/tenancy.service.server";
import { migrateDatabase, openDatabase } from "../app/db/client.server";
import { brands, carModels, cars, locations, users } from "../app/db/schema";
import { seedCars } from "../seed/cars/seed-cars";
import { seedDemo } from "../seed/demo.server";
import { CATALOG_CARS } from "./catalog";

const IMPORT_ROWS = Number(process.env.IMPORT_ROWS ?? 10_000);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export type CarAdminResult = {
  cars: number;
  listP50: number;
  listP95: number;
  queries: string[];
  importRows: number;
  importSeconds: number;
  importRowsPerSecond: number;
  dryRunRowsPerSecond: number;
};

export async function carAdminBench(databaseUrl: string, iterations = 100): Promise<CarAdminResult> {
  const handle = await openDatabase({ url: databaseUrl, poolSize: 4 });
  try {
    await migrateDatabase(handle);
    await fillMissingSearchTexts(handle.db);
    await seedDemo(handle.db);
    const project = (await resolveProject(handle.db, "localhost"))!;
    const [manager] = await handle.db
      .select()
      .from(users)
      .where(eq(users.email, "inventory@autohaus-brandt.example"));
    if (!manager) throw new Error("bench: the demo inventory manager is missing");
    const services = createServiceContext({
      db: handle.db,
      project,
      principal: toSessionUser(manager, project),
    });
    const countCars = async () =>
      Number(
        (await handle.db.select({ n: count() }).from(cars).where(eq(cars.projectId, project.id)))[0]?.n ?? 0,
      );
    let total = await countCars();
    if (total < CATALOG_CARS) {
      console.log(`seeding ${CATALOG_CARS - total} cars (npm run seed:large does the same)…`);
      await seedCars(handle.db, {
        projectId: project.id,
        count: CATALOG_CARS - total,
        seed: 7_000_000 + total,
      });
      await handle.db.execute("vacuum analyze cars");
      total = await countCars();
    }
    const [place] = await handle.db
      .select({ id: locations.id })
      .from(locations)
      .where(eq(locations.projectId, project.id))
      .limit(1);
    const [golf] = await handle.db
      .select({ id: carModels.id })
      .from(carModels)
      .innerJoin(brands, eq(brands.id, carModels.brandId))
      .where(and(eq(brands.slug, "volkswagen"), eq(carModels.slug, "golf")));
    // Three filters each, rotated: state, brand, model, location, fuel, price, free text, days in stock.
    const queries = [
      "state=published&brand=bmw&fuel=diesel",
      `brand=volkswagen&location=${place?.id ?? 1}&price_max=25000`,
      "q=golf&state=published&condition=used",
      "fuel=electric&price_min=30000&state=published&sort=price_asc",
      `model=${golf?.id ?? "00000000-0000-0000-0000-000000000000"}&fuel=petrol&sort=price_desc`,
      "brand=audi&days_max=365&state=draft",
      "state=sold&brand=skoda&sort=oldest",
    ];
    const list = async (query: string) => {
      const res = await listStockCars(services, stockList.parse(new URLSearchParams(query)));
      if (!res.ok) throw new Error(`stock list failed: ${query}`);
      return res.value;
    };
    for (const q of queries) await list(q); // warm-up
    const times: number[] = [];
    for (let i = 0; i < iterations; i++) {
      const started = performance.now();
      await list(queries[i % queries.length]!);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);

    // The import: 10,000 valid rows of catalogue models, into the dealer's stock, deleted afterwards.
    const models = await handle.db
      .select({ brand: brands.name, model: carModels.name })
      .from(carModels)
      .innerJoin(brands, eq(brands.id, carModels.brandId))
      .limit(50);
    const marker = `BenchImport${Date.now()}`;
    const csv = sampleCarCsv(IMPORT_ROWS, models, { variant: marker });
    let started = performance.now();
    const dry = await importCarsCsv(services, { csv, dryRun: true });
    const drySeconds = (performance.now() - started) / 1000;
    if (!dry.ok || dry.value.valid !== IMPORT_ROWS) throw new Error("bench: the dry run refused rows");
    started = performance.now();
    const real = await importCarsCsv(services, { csv, dryRun: false });
    const importSeconds = (performance.now() - started) / 1000;
    if (!real.ok || real.value.imported !== IMPORT_ROWS) throw new Error("bench: the import failed");
    await handle.db
      .delete(cars)
      .where(and(eq(cars.projectId, project.id), like(cars.variant, `${marker} %`)));
    // The deleted rows' index entries and cleared visibility map would slow the next run's list.
    await handle.db.execute("vacuum analyze cars");
    return {
      cars: total,
      listP50: percentile(times, 50),
      listP95: percentile(times, 95),
      queries,
      importRows: IMPORT_ROWS,
      importSeconds,
      importRowsPerSecond: IMPORT_ROWS / importSeconds,
      dryRunRowsPerSecond: IMPORT_ROWS / drySeconds,
    };
  } finally {
    await handle.close();
  }
}

/** The section's lines in `npm run bench`. */
export function carAdminReport(r: CarAdminResult): string[] {
  const mark = r.listP95 <= 50 ? "✔" : "✘ (goal p95 ≤ 50 ms)";
  return [
    `\nStock list and CSV import (PostgreSQL, ${r.cars.toLocaleString("en")} cars in the dealer project, back office account/cars)`,
    `stock list with three filters (page of 25 + count capped at ${STOCK_COUNT_CAP.toLocaleString("en")}): p50 ${r.listP50.toFixed(1)} ms, p95 ${r.listP95.toFixed(1)} ms ${mark}`,
    `CSV import of ${r.importRows.toLocaleString("en")} rows: ${r.importRowsPerSecond.toFixed(0)} rows/s written (${r.importSeconds.toFixed(1)} s), dry run ${r.dryRunRowsPerSecond.toFixed(0)} rows/s`,
  ];
}

// `npx tsx bench/car-admin.ts` runs this section alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("set DATABASE_URL (PostgreSQL)");
  for (const line of carAdminReport(await carAdminBench(url))) console.log(line);
}
