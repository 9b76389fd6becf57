/** Inserts generated stock (and its picture rows) for one project: demo data and `npm run seed:large`. */
import { asc, eq } from "drizzle-orm";
import { searchTextOfCar } from "../../app/core/catalog/car-search-text.server";
import type { Db } from "../../app/db/client.server";
import { brands, carImages, carModels, cars, locations } from "../../app/db/schema";
import { DEMO_IMAGE_VIEWS, generateCars, type ModelRef } from "./generate-cars";

/** Intrinsic size of generated demo pictures (3:2). */
export const DEMO_IMAGE_SIZE = { width: 1200, height: 800 } as const;

export async function loadModelRefs(db: Db): Promise<ModelRef[]> {
  return db
    .select({
      brandId: brands.id,
      brandSlug: brands.slug,
      brandName: brands.name,
      modelId: carModels.id,
      modelSlug: carModels.slug,
      modelName: carModels.name,
      bodyType: carModels.bodyType,
      basePriceMinor: carModels.basePriceMinor,
    })
    .from(carModels)
    .innerJoin(brands, eq(brands.id, carModels.brandId))
    .orderBy(asc(brands.slug), asc(carModels.slug));
}

/** Generates and inserts `count` cars in batches; returns how many were inserted. */
export async function seedCars(
  db: Db,
  options: { projectId: string; count: number; seed: number; batchSize?: number; images?: boolean },
): Promise<number> {
  const models = await loadModelRefs(db);
  const locationRows = await db
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.projectId, options.projectId))
    .orderBy(asc(locations.id));
  const modelById = new Map(models.map((m) => [m.modelId, m]));
  const batchSize = options.batchSize ?? 1000;
  let inserted = 0;
  for (let start = 0; start < options.count; start += batchSize) {
    const batch = generateCars({
      count: Math.min(batchSize, options.count - start),
      seed: options.seed + start,
      projectId: options.projectId,
      models,
      locationIds: locationRows.map((l) => l.id),
    });
    const rows = await db
      .insert(cars)
      .values(
        batch.map((car) => {
          const model = modelById.get(car.modelId);
          // Every generated car is of a known model; the boot fills any text left empty anyway.
          const searchText = model ? searchTextOfCar({ ...model, ...car }) : "";
          return { ...car, searchText };
        }),
      )
      .returning({
        id: cars.id,
        colour: cars.colour,
        bodyType: cars.bodyType,
        number: cars.number,
        modelId: cars.modelId,
      });
    if (options.images !== false) {
      await db.insert(carImages).values(
        rows.flatMap((car) =>
          DEMO_IMAGE_VIEWS.map((view, position) => ({
            carId: car.id,
            position,
            source: {
              kind: "generated" as const,
              seed: car.number,
              colour: car.colour,
              bodyType: car.bodyType,
              view,
              ...(modelById.get(car.modelId) ? { brand: modelById.get(car.modelId)!.brandName } : {}),
            },
            ...DEMO_IMAGE_SIZE,
          })),
        ),
      );
    }
    inserted += rows.length;
  }
  return inserted;
}
