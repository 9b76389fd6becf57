import { and, asc, eq, gte, isNotNull, lt, ne, sql } from "drizzle-orm";
import { brands, carModels, cars } from "../../db/schema";
import type { TenantScope } from "../context/tenant-scope.server";

/** Range of public car numbers of a project's indexable cars (published, not sold). */
export async function indexableCarNumberRange(scope: TenantScope) {
  const [row] = await scope.db
    .select({ min: sql<number | null>`min(${cars.number})`, max: sql<number | null>`max(${cars.number})` })
    .from(cars)
    .where(and(scope.owns(cars), isNotNull(cars.publishedAt), ne(cars.status, "sold")));
  return row?.min == null || row.max == null ? null : { min: Number(row.min), max: Number(row.max) };
}

/** The indexable cars with numbers in [from, to), for one sitemap chunk (served by cars_number_idx). */
export function listIndexableCars(scope: TenantScope, from: number, to: number) {
  return scope.db
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
        scope.owns(cars),
        gte(cars.number, from),
        lt(cars.number, to),
        isNotNull(cars.publishedAt),
        ne(cars.status, "sold"),
      ),
    )
    .orderBy(asc(cars.number));
}
