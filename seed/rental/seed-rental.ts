/**
 * The demo rental fleet (issue 14): three cars at each location that offers `rental`, with price lists.
 * Rental cars are cars of their own, never published: the used-car search lists only published cars
 * (LISTED_CAR in app/db/schema/cars.ts), so a rental car is never also for sale. The seed copies the
 * technical data of three cars in stock at the location (different body types, the youngest first)
 * into new unpublished cars with the same pictures and gives them rates by their price class. Once per
 * project.
 */
import { and, asc, count, desc, eq, isNotNull, sql } from "drizzle-orm";
import { LUXURY_DEPOSIT_MINOR } from "../../app/core/rental/rental-price";
import type { Db } from "../../app/db/client.server";
import { carImages, cars, locations, rentalCars } from "../../app/db/schema";

const PER_LOCATION = 3;

/**
 * Day rate by the car's value; weekend 1.8 days (below two: a weekend rental, Friday 12:00 or Saturday
 * to Monday 12:00, is always priced as the weekend the page advertises, decision 0058), week 5 days. Deposit, kilometres and extra kilometres
 * as the seeded rental terms say: 500 € (luxury class, day rate 149 €: 1,000 €), 300 km per rental day,
 * 0.25 € per further km.
 */
export function demoRates(priceMinor: number) {
  const euros = priceMinor / 100;
  const day = euros < 20_000 ? 49 : euros < 35_000 ? 69 : euros < 60_000 ? 99 : 149;
  return {
    dayRateMinor: day * 100,
    weekendRateMinor: Math.round(day * 1.8) * 100,
    weekRateMinor: day * 5 * 100,
    depositMinor: day >= 149 ? LUXURY_DEPOSIT_MINOR : 500_00,
    includedKmPerDay: 300,
    extraKmMinor: 25,
  };
}

export async function seedRental(db: Db, projectId: string): Promise<number> {
  const [existing] = await db
    .select({ n: count() })
    .from(rentalCars)
    .where(eq(rentalCars.projectId, projectId));
  if ((existing?.n ?? 0) > 0) return 0;
  const places = await db
    .select({ id: locations.id, services: locations.services })
    .from(locations)
    .where(eq(locations.projectId, projectId))
    .orderBy(asc(locations.id));
  let made = 0;
  for (const place of places.filter((p) => p.services.includes("rental"))) {
    const stock = await db
      .select()
      .from(cars)
      .where(
        and(
          eq(cars.projectId, projectId),
          eq(cars.locationId, place.id),
          isNotNull(cars.publishedAt),
          eq(cars.status, "available"),
          sql`${cars.priceMinor} between 1200000 and 7000000`,
        ),
      )
      .orderBy(desc(cars.firstRegistration), asc(cars.number))
      .limit(200);
    const picked: (typeof stock)[number][] = [];
    for (const car of stock) {
      if (picked.length >= PER_LOCATION) break;
      if (!picked.some((p) => p.bodyType === car.bodyType)) picked.push(car);
    }
    for (const car of picked) {
      const {
        id: _id,
        number: _n,
        searchVector: _v,
        publishedAt: _p,
        createdAt: _c,
        updatedAt: _u,
        ...copy
      } = car;
      const [row] = await db
        .insert(cars)
        .values({ ...copy, status: "available", reservedUntil: null, publishedAt: null })
        .returning({ id: cars.id });
      await db.insert(rentalCars).values({ carId: row!.id, projectId, ...demoRates(car.priceMinor) });
      // The pictures of the car it copies: the rental results show the car (issue 37).
      const pictures = await db
        .select({
          position: carImages.position,
          source: carImages.source,
          width: carImages.width,
          height: carImages.height,
        })
        .from(carImages)
        .where(eq(carImages.carId, car.id))
        .orderBy(asc(carImages.position));
      if (pictures.length > 0)
        await db.insert(carImages).values(pictures.map((p) => ({ ...p, carId: row!.id })));
      made++;
    }
  }
  return made;
}
