import { and, asc, eq, gte, isNotNull, lt, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { brands, carModels, cars } from "../../db/schema";

/** Range of public car numbers of a project's indexable cars (published, not sold). */
export async function indexableCarNumberRange(db: Db, projectId: string) {
  const [row] = await db
    .select({ min: sql<number | null>`min(${cars.number})`, max: sql<number | null>`max(${cars.number})` })
    .from(cars)
    .where(and(eq(cars.projectId, projectId), isNotNull(cars.publishedAt), ne(cars.status, "sold")));
  return row?.min == null || row.max == null ? null : { min: Number(row.min), max: Number(row.max) };
}

/** The indexable cars with numbers in [from, to), for one sitemap chunk (served by cars_number_idx). */
export function listIndexableCars(db: Db, projectId: string, from: number, to: number) {
  return db
    .select({
      number: cars.number,
      brandName: brands.name,
      modelName: carModels.name,
      variant: cars.variant,
      updatedAt: cars.updatedAt,
    })
    .from(cars)
    .innerJoin(brands, eq(brands.id, cars.brandId))
    .innerJoin(carModels, eq(carModels.id, cars.modelId))
    .where(
      and(
        eq(cars.projectId, projectId),
        gte(cars.number, from),
        lt(cars.number, to),
        isNotNull(cars.publishedAt),
        ne(cars.status, "sold"),
      ),
    )
    .orderBy(asc(cars.number));
}
