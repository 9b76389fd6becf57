import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { brands, carImages, carModels, cars, modelColours } from "../../db/schema";
import type { TenantScope } from "../context/tenant-scope.server";

/** The source of a picture of one of the project's cars, or null. */
export async function findProjectCarImageSource(scope: TenantScope, imageId: string) {
  const rows = await scope.db
    .select({ source: carImages.source })
    .from(carImages)
    .innerJoin(cars, eq(cars.id, carImages.carId))
    .where(and(eq(carImages.id, imageId), scope.owns(cars)))
    .limit(1);
  return rows[0]?.source ?? null;
}

/** Every picture of the project's cars (for warming the variant cache). */
export function listProjectCarImages(scope: TenantScope) {
  return scope.db
    .select({ id: carImages.id, source: carImages.source })
    .from(carImages)
    .innerJoin(cars, eq(cars.id, carImages.carId))
    .where(scope.owns(cars))
    .orderBy(asc(cars.number), asc(carImages.position));
}

/**
 * A new model's picture in one of its paints (the paint row's id names it): what the illustration needs.
 * Reference data, the same on every site.
 */
export async function findModelColourPicture(db: Db, colourId: string) {
  const rows = await db
    .select({
      modelId: modelColours.modelId,
      hex: modelColours.hex,
      metallic: modelColours.metallic,
      bodyType: carModels.bodyType,
      brand: brands.name,
    })
    .from(modelColours)
    .innerJoin(carModels, eq(carModels.id, modelColours.modelId))
    .innerJoin(brands, eq(brands.id, carModels.brandId))
    .where(eq(modelColours.id, colourId))
    .limit(1);
  return rows[0] ?? null;
}
