/**
 * Queries of the car editor: a car of the project by number or id, the catalogue's brands and
 * models, the car's row writes, its rental price list and the names of who changed it. Every tenant
 * table through the scope.
 */
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { brands, carImages, carModels, cars, locations, rentalCars, users } from "../../db/schema";
import type { TenantScope } from "../context/tenant-scope.server";
import type { CarValues } from "./car-editor";

/** Every brand with its models, by name (reference data, the same on every site). */
export function listBrandModels(db: Db) {
  return db
    .select({
      brandId: brands.id,
      brandName: brands.name,
      brandSlug: brands.slug,
      modelId: carModels.id,
      modelName: carModels.name,
      modelSlug: carModels.slug,
    })
    .from(carModels)
    .innerJoin(brands, eq(brands.id, carModels.brandId))
    .orderBy(asc(brands.name), asc(carModels.name));
}

/** A brand and one of its models (null when the model is not the brand's). */
export async function findBrandModel(db: Db, brandId: string, modelId: string) {
  const rows = await db
    .select({
      brandSlug: brands.slug,
      brandName: brands.name,
      modelSlug: carModels.slug,
      modelName: carModels.name,
    })
    .from(carModels)
    .innerJoin(brands, eq(brands.id, carModels.brandId))
    .where(and(eq(carModels.id, modelId), eq(brands.id, brandId)))
    .limit(1);
  return rows[0] ?? null;
}

/** Whether a location is the project's. */
export async function ownsLocation(scope: TenantScope, locationId: number): Promise<boolean> {
  const rows = await scope.db
    .select({ id: locations.id })
    .from(locations)
    .where(scope.where(locations, eq(locations.id, locationId)))
    .limit(1);
  return rows.length === 1;
}

export async function findEditorCarByNumber(scope: TenantScope, number: number) {
  const rows = await scope.db
    .select()
    .from(cars)
    .where(scope.where(cars, eq(cars.number, number)))
    .limit(1);
  return rows[0] ?? null;
}

/** Whether another car of the project (not `carId`) has this VIN. */
export async function vinTakenBy(scope: TenantScope, vin: string, carId?: string): Promise<boolean> {
  const rows = await scope.db
    .select({ id: cars.id })
    .from(cars)
    .where(scope.where(cars, eq(cars.vin, vin), carId ? ne(cars.id, carId) : undefined))
    .limit(1);
  return rows.length > 0;
}

export async function insertCar(
  scope: TenantScope,
  values: CarValues & { searchText: string; currency: string },
) {
  const [row] = await scope.db
    .insert(cars)
    .values(scope.stamp({ ...values, status: "available" as const, publishedAt: null }))
    .returning({ id: cars.id, number: cars.number });
  return row!;
}

/** Every column of the form but the price (prices change through changeCarPrices only). */
export async function updateCarColumns(
  scope: TenantScope,
  carId: string,
  values: Omit<CarValues, "priceMinor"> & { searchText: string },
): Promise<boolean> {
  const rows = await scope.db
    .update(cars)
    .set({ ...values, updatedAt: sql`now()` })
    .where(scope.where(cars, eq(cars.id, carId)))
    .returning({ id: cars.id });
  return rows.length === 1;
}

/** The car's row, locked for the rest of the transaction (image writes of one car run one after another). */
export async function lockCar(scope: TenantScope, carId: string) {
  const rows = await scope.db
    .select({ id: cars.id, publishedAt: cars.publishedAt })
    .from(cars)
    .where(scope.where(cars, eq(cars.id, carId)))
    .for("update");
  return rows[0] ?? null;
}

/** The pictures of a car (callers check the car is the project's first). */
export function listImagesOfCar(db: Db, carId: string) {
  return db
    .select({
      id: carImages.id,
      position: carImages.position,
      source: carImages.source,
      width: carImages.width,
      height: carImages.height,
    })
    .from(carImages)
    .where(eq(carImages.carId, carId))
    .orderBy(asc(carImages.position));
}

export async function findRentalPrices(scope: TenantScope, carId: string) {
  const rows = await scope.db
    .select()
    .from(rentalCars)
    .where(scope.where(rentalCars, eq(rentalCars.carId, carId)))
    .limit(1);
  return rows[0] ?? null;
}

export type RentalPriceValues = {
  dayRateMinor: number;
  weekendRateMinor: number;
  weekRateMinor: number;
  depositMinor: number;
  includedKmPerDay: number;
  extraKmMinor: number;
};

export async function upsertRentalPrices(scope: TenantScope, carId: string, values: RentalPriceValues) {
  await scope.db
    .insert(rentalCars)
    .values(scope.stamp({ carId, ...values, active: true }))
    .onConflictDoUpdate({
      target: rentalCars.carId,
      set: { ...values, active: true, updatedAt: sql`now()` },
      setWhere: scope.owns(rentalCars),
    });
}

/** Ends renting the car out (the price list is kept for a later return to the fleet). */
export async function deactivateRental(scope: TenantScope, carId: string) {
  await scope.db
    .update(rentalCars)
    .set({ active: false, updatedAt: sql`now()` })
    .where(scope.where(rentalCars, eq(rentalCars.carId, carId)));
}

/** Names of the project's users by id (who changed a car). */
export async function userNames(scope: TenantScope, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await scope.db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(scope.where(users, inArray(users.id, ids)));
  return new Map(rows.map((u) => [u.id, `${u.firstName} ${u.lastName}`.trim() || u.email]));
}
