import { and, count, desc, eq, inArray, isNotNull, isNull, lt, notInArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { brands, carImages, carModels, cars, favorites, locations } from "../../db/schema";
import type { TenantScope } from "../context/tenant-scope.server";
import type { FavoriteOwner } from "./favorites";

function ownedBy(scope: TenantScope, owner: FavoriteOwner): SQL {
  return scope.where(
    favorites,
    owner.kind === "user" ? eq(favorites.userId, owner.userId) : eq(favorites.visitorId, owner.visitorId),
  );
}

/** A car of this project by its public number (published or not: removing must work for either). */
export async function findProjectCarByNumber(scope: TenantScope, number: number) {
  const rows = await scope.db
    .select({ id: cars.id, publishedAt: cars.publishedAt })
    .from(cars)
    .where(and(scope.owns(cars), eq(cars.number, number)))
    .limit(1);
  return rows[0] ?? null;
}

/** Adds one favorite; a second add of the same car is a no-op. True when a row was added. */
export async function insertFavorite(
  scope: TenantScope,

  owner: FavoriteOwner,
  carId: string,
): Promise<boolean> {
  const rows = await scope.db
    .insert(favorites)
    .values({
      projectId: scope.projectId,
      carId,
      userId: owner.kind === "user" ? owner.userId : null,
      visitorId: owner.kind === "visitor" ? owner.visitorId : null,
    })
    .onConflictDoNothing()
    .returning({ id: favorites.id });
  return rows.length > 0;
}

/** Removes one favorite; true when there was one. */
export async function deleteFavorite(
  scope: TenantScope,

  owner: FavoriteOwner,
  carId: string,
): Promise<boolean> {
  const rows = await scope.db
    .delete(favorites)
    .where(and(ownedBy(scope, owner), eq(favorites.carId, carId)))
    .returning({ id: favorites.id });
  return rows.length > 0;
}

/** Counts the owner's favorites of published cars (index on project, owner; cars by primary key). */
export async function countFavorites(scope: TenantScope, owner: FavoriteOwner): Promise<number> {
  const [row] = await scope.db
    .select({ n: count() })
    .from(favorites)
    .innerJoin(cars, eq(cars.id, favorites.carId))
    .where(and(ownedBy(scope, owner), isNotNull(cars.publishedAt), scope.owns(cars)));
  return row?.n ?? 0;
}

/** Every favorite row of the owner (for the add limit), published or not. */
export async function countFavoriteRows(scope: TenantScope, owner: FavoriteOwner): Promise<number> {
  const [row] = await scope.db.select({ n: count() }).from(favorites).where(ownedBy(scope, owner));
  return row?.n ?? 0;
}

/** Numbers of the owner's parked cars that are still published (for list and detail pages). */
export async function listFavoriteNumbers(scope: TenantScope, owner: FavoriteOwner) {
  const rows = await scope.db
    .select({ number: cars.number })
    .from(favorites)
    .innerJoin(cars, eq(cars.id, favorites.carId))
    .where(and(ownedBy(scope, owner), isNotNull(cars.publishedAt), scope.owns(cars)));
  return rows.map((r) => r.number);
}

/** The owner's parked cars with what a card shows, newest first; unpublished cars are left out. */
export async function listFavoriteCars(scope: TenantScope, owner: FavoriteOwner) {
  return scope.db
    .select({
      id: cars.id,
      number: cars.number,
      status: cars.status,
      publishedAt: cars.publishedAt,
      brandName: brands.name,
      modelName: carModels.name,
      variant: cars.variant,
      priceMinor: cars.priceMinor,
      currency: cars.currency,
      firstRegistration: cars.firstRegistration,
      mileageKm: cars.mileageKm,
      fuel: cars.fuel,
      imageId: carImages.id,
      imageWidth: carImages.width,
      imageHeight: carImages.height,
      favoredAt: favorites.createdAt,
    })
    .from(favorites)
    .innerJoin(cars, eq(cars.id, favorites.carId))
    .innerJoin(brands, eq(brands.id, cars.brandId))
    .innerJoin(carModels, eq(carModels.id, cars.modelId))
    .leftJoin(carImages, and(eq(carImages.carId, cars.id), eq(carImages.position, 0)))
    .where(and(ownedBy(scope, owner), isNotNull(cars.publishedAt), scope.owns(cars)))
    .orderBy(desc(favorites.createdAt), desc(favorites.id));
}

/**
 * The owner's parked, published cars among `numbers`, with what the comparison shows (key facts and the
 * Pkw-EnVKV figures). Cars that are not the owner's favorites are simply not returned.
 */
export async function listParkedCarsForComparison(
  scope: TenantScope,

  owner: FavoriteOwner,
  numbers: readonly number[],
) {
  return scope.db
    .select({
      number: cars.number,
      status: cars.status,
      brandName: brands.name,
      modelName: carModels.name,
      variant: cars.variant,
      priceMinor: cars.priceMinor,
      currency: cars.currency,
      vatDeductible: cars.vatDeductible,
      firstRegistration: cars.firstRegistration,
      mileageKm: cars.mileageKm,
      powerKw: cars.powerKw,
      fuel: cars.fuel,
      gearbox: cars.gearbox,
      consumptionCombined: cars.consumptionCombined,
      consumptionUnit: cars.consumptionUnit,
      co2GPerKm: cars.co2GPerKm,
      co2Class: cars.co2Class,
      co2ClassDischarged: cars.co2ClassDischarged,
      electricRangeKm: cars.electricRangeKm,
      locationCity: locations.city,
      imageId: carImages.id,
      imageWidth: carImages.width,
      imageHeight: carImages.height,
    })
    .from(favorites)
    .innerJoin(cars, eq(cars.id, favorites.carId))
    .innerJoin(brands, eq(brands.id, cars.brandId))
    .innerJoin(carModels, eq(carModels.id, cars.modelId))
    .leftJoin(locations, eq(locations.id, cars.locationId))
    .leftJoin(carImages, and(eq(carImages.carId, cars.id), eq(carImages.position, 0)))
    .where(
      and(
        ownedBy(scope, owner),
        scope.owns(cars),
        isNotNull(cars.publishedAt),
        inArray(cars.number, [...numbers]),
      ),
    );
}

/**
 * Moves a visitor's favorites to a user, in one transaction: cars the user already parked are not
 * doubled (the visitor's copy is dropped), the rest keep their original date.
 */
export async function moveVisitorFavoritesToUser(
  scope: TenantScope,

  visitorId: string,
  userId: string,
): Promise<number> {
  return scope.db.transaction(async (tx) => {
    const already = tx
      .select({ carId: favorites.carId })
      .from(favorites)
      .where(and(scope.owns(favorites), eq(favorites.userId, userId)));
    const moved = await tx
      .update(favorites)
      .set({ userId, visitorId: null })
      .where(
        and(scope.owns(favorites), eq(favorites.visitorId, visitorId), notInArray(favorites.carId, already)),
      )
      .returning({ id: favorites.id });
    await tx.delete(favorites).where(and(scope.owns(favorites), eq(favorites.visitorId, visitorId)));
    return moved.length;
  });
}

/**
 * Retention (a periodic task, core/background): drops anonymous visitors' favorites parked more than
 * `days` ago, in every project at once (maintenance, not a tenant's request). Users' favorites stay.
 */
export async function deleteAnonymousFavoritesBefore(db: Db, days: number): Promise<number> {
  const rows = await db
    .delete(favorites)
    .where(
      and(
        isNotNull(favorites.visitorId),
        isNull(favorites.userId),
        lt(favorites.createdAt, sql`now() - make_interval(days => ${days})`),
      ),
    )
    .returning({ id: favorites.id });
  return rows.length;
}
