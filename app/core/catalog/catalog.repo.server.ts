import { asc, count, eq } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { brands, carModels } from "../../db/schema";

export function listBrandsWithModelCount(db: Db) {
  return db
    .select({
      id: brands.id,
      slug: brands.slug,
      name: brands.name,
      country: brands.country,
      models: count(carModels.id),
    })
    .from(brands)
    .leftJoin(carModels, eq(carModels.brandId, brands.id))
    .groupBy(brands.id)
    .orderBy(asc(brands.name));
}

export async function findBrandBySlug(db: Db, slug: string) {
  const rows = await db.select().from(brands).where(eq(brands.slug, slug)).limit(1);
  return rows[0] ?? null;
}

export function listModelsOfBrand(db: Db, brandId: string) {
  return db.select().from(carModels).where(eq(carModels.brandId, brandId)).orderBy(asc(carModels.name));
}
