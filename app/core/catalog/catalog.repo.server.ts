import { asc, count, eq, min } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { brands, carModels, modelColours, modelOptions, modelPowertrains } from "../../db/schema";

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

/** The powertrains of a model (configurator reference data, shared by all projects like the models). */
export function listPowertrainsOfModel(db: Db, modelId: string) {
  return db
    .select({
      gear: modelPowertrains.gear,
      fuel: modelPowertrains.fuel,
      powerKw: modelPowertrains.powerKw,
      priceMinor: modelPowertrains.priceMinor,
    })
    .from(modelPowertrains)
    .where(eq(modelPowertrains.modelId, modelId))
    .orderBy(asc(modelPowertrains.priceMinor));
}

/** The cheapest powertrain price of each model of a brand (the "from" price in lists). */
export function listFromPricesOfBrand(db: Db, brandId: string) {
  return db
    .select({ modelId: modelPowertrains.modelId, priceMinor: min(modelPowertrains.priceMinor) })
    .from(modelPowertrains)
    .innerJoin(carModels, eq(carModels.id, modelPowertrains.modelId))
    .where(eq(carModels.brandId, brandId))
    .groupBy(modelPowertrains.modelId);
}

/** What the configurator prices an option by (also the cart's pricing of a configured car). */
export const OPTION_COLUMNS = {
  key: modelOptions.key,
  category: modelOptions.category,
  priceMinor: modelOptions.priceMinor,
  includes: modelOptions.includes,
  requires: modelOptions.requires,
  excludes: modelOptions.excludes,
};

/** What the configurator shows and prices of a paint. */
export const COLOUR_COLUMNS = {
  id: modelColours.id,
  key: modelColours.key,
  hex: modelColours.hex,
  metallic: modelColours.metallic,
  priceMinor: modelColours.priceMinor,
};

export function listOptionsOfModel(db: Db, modelId: string) {
  return db
    .select(OPTION_COLUMNS)
    .from(modelOptions)
    .where(eq(modelOptions.modelId, modelId))
    .orderBy(asc(modelOptions.position), asc(modelOptions.key));
}

/** The paints of a model, standard paint first. */
export function listColoursOfModel(db: Db, modelId: string) {
  return db
    .select(COLOUR_COLUMNS)
    .from(modelColours)
    .where(eq(modelColours.modelId, modelId))
    .orderBy(asc(modelColours.position), asc(modelColours.key));
}

/** The paints of every model of a brand (for the pictures of its model cards), in order. */
export function listColoursOfBrand(db: Db, brandId: string) {
  return db
    .select({ modelId: modelColours.modelId, id: modelColours.id, metallic: modelColours.metallic })
    .from(modelColours)
    .innerJoin(carModels, eq(carModels.id, modelColours.modelId))
    .where(eq(carModels.brandId, brandId))
    .orderBy(asc(modelColours.position), asc(modelColours.key));
}

/** The paints of every model (the brand choice shows one model of each brand), in order. */
export function listAllModelColours(db: Db) {
  return db
    .select({
      brandId: carModels.brandId,
      modelId: modelColours.modelId,
      modelName: carModels.name,
      modelSlug: carModels.slug,
      id: modelColours.id,
      metallic: modelColours.metallic,
    })
    .from(modelColours)
    .innerJoin(carModels, eq(carModels.id, modelColours.modelId))
    .orderBy(asc(modelColours.position), asc(modelColours.key));
}
