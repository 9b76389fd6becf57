import { and, asc, eq, gte, inArray, isNotNull, lte, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { brands, carImages, carModels, carRequests, cars } from "../../db/schema";
import type { TenantScope } from "../context/tenant-scope.server";

const carColumns = {
  id: cars.id,
  number: cars.number,
  projectId: cars.projectId,
  locationId: cars.locationId,
  condition: cars.condition,
  status: cars.status,
  brandId: cars.brandId,
  modelId: cars.modelId,
  brandName: brands.name,
  brandSlug: brands.slug,
  modelName: carModels.name,
  modelSlug: carModels.slug,
  variant: cars.variant,
  firstRegistration: cars.firstRegistration,
  mileageKm: cars.mileageKm,
  fuel: cars.fuel,
  gearbox: cars.gearbox,
  powerKw: cars.powerKw,
  bodyType: cars.bodyType,
  colour: cars.colour,
  doors: cars.doors,
  seats: cars.seats,
  equipment: cars.equipment,
  priceMinor: cars.priceMinor,
  previousPriceMinor: cars.previousPriceMinor,
  currency: cars.currency,
  vatDeductible: cars.vatDeductible,
  consumptionCombined: cars.consumptionCombined,
  consumptionUnit: cars.consumptionUnit,
  co2GPerKm: cars.co2GPerKm,
  co2Class: cars.co2Class,
  co2ClassDischarged: cars.co2ClassDischarged,
  electricRangeKm: cars.electricRangeKm,
  description: cars.description,
  publishedAt: cars.publishedAt,
};
export type CarRow = Awaited<ReturnType<typeof findCarByNumber>> & {};

/** A car of the project by its public number, with brand and model names (published or not). */
export async function findCarByNumber(scope: TenantScope, number: number) {
  const rows = await scope.db
    .select(carColumns)
    .from(cars)
    .innerJoin(brands, eq(brands.id, cars.brandId))
    .innerJoin(carModels, eq(carModels.id, cars.modelId))
    .where(and(scope.owns(cars), eq(cars.number, number)))
    .limit(1);
  return rows[0] ?? null;
}

/** A car of the project by its VIN (upper-case, 17 characters). */
export async function findCarByVin(scope: TenantScope, vin: string) {
  const rows = await scope.db
    .select(carColumns)
    .from(cars)
    .innerJoin(brands, eq(brands.id, cars.brandId))
    .innerJoin(carModels, eq(carModels.id, cars.modelId))
    .where(and(scope.owns(cars), eq(cars.vin, vin)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findCarById(scope: TenantScope, id: string) {
  const rows = await scope.db
    .select(carColumns)
    .from(cars)
    .innerJoin(brands, eq(brands.id, cars.brandId))
    .innerJoin(carModels, eq(carModels.id, cars.modelId))
    .where(and(scope.owns(cars), eq(cars.id, id)))
    .limit(1);
  return rows[0] ?? null;
}

export function listCarImages(db: Db, carId: string) {
  return db
    .select({ id: carImages.id, width: carImages.width, height: carImages.height })
    .from(carImages)
    .where(eq(carImages.carId, carId))
    .orderBy(asc(carImages.position));
}

/**
 * Published, available cars of the project like this one: the same model or body type, priced within
 * ±25 %; the same model first, then the closest price.
 */
export function listSimilarCars(
  scope: TenantScope,

  car: { id: string; modelId: string; bodyType: string; priceMinor: number },
  limit: number,
) {
  return scope.db
    .select({
      id: cars.id,
      number: cars.number,
      brandName: brands.name,
      modelName: carModels.name,
      variant: cars.variant,
      priceMinor: cars.priceMinor,
      currency: cars.currency,
      mileageKm: cars.mileageKm,
      firstRegistration: cars.firstRegistration,
      fuel: cars.fuel,
      imageId: sql<
        string | null
      >`(select ${carImages.id} from ${carImages} where ${carImages.carId} = ${cars.id} order by ${carImages.position} limit 1)`,
    })
    .from(cars)
    .innerJoin(brands, eq(brands.id, cars.brandId))
    .innerJoin(carModels, eq(carModels.id, cars.modelId))
    .where(
      and(
        scope.owns(cars),
        eq(cars.status, "available"),
        isNotNull(cars.publishedAt),
        ne(cars.id, car.id),
        or(eq(cars.modelId, car.modelId), eq(cars.bodyType, car.bodyType as typeof cars.bodyType._.data)),
        gte(cars.priceMinor, Math.floor(car.priceMinor * 0.75)),
        lte(cars.priceMinor, Math.ceil(car.priceMinor * 1.25)),
      ),
    )
    .orderBy(
      sql`case when ${cars.modelId} = ${car.modelId} then 0 else 1 end`,
      sql`abs(${cars.priceMinor} - ${car.priceMinor})`,
      asc(cars.number),
    )
    .limit(limit);
}

/** Sizes of the given pictures (for the similar-car cards). */
export function findImageSizes(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: carImages.id, width: carImages.width, height: carImages.height })
    .from(carImages)
    .where(inArray(carImages.id, ids));
}

export async function setCarPublished(scope: TenantScope, carId: string): Promise<Date | null> {
  const rows = await scope.db
    .update(cars)
    .set({ publishedAt: sql`coalesce(${cars.publishedAt}, now())`, updatedAt: sql`now()` })
    .where(and(scope.owns(cars), eq(cars.id, carId)))
    .returning({ publishedAt: cars.publishedAt });
  return rows[0]?.publishedAt ?? null;
}

export type NewCarRequest = typeof carRequests.$inferInsert;

export async function insertCarRequest(db: Db, values: NewCarRequest): Promise<{ id: string }> {
  const [row] = await db.insert(carRequests).values(values).returning({ id: carRequests.id });
  return row!;
}

/** A request about the project's car with this number, by id (for the confirmation after sending). */
export async function findCarRequest(scope: TenantScope, carNumber: number, id: string) {
  const rows = await scope.db
    .select({ kind: carRequests.kind, preferredAt: carRequests.preferredAt })
    .from(carRequests)
    .innerJoin(cars, eq(cars.id, carRequests.carId))
    .where(and(scope.owns(carRequests), eq(carRequests.id, id), eq(cars.number, carNumber)))
    .limit(1);
  return rows[0] ?? null;
}
