import type { Db } from "../../db/client.server";
import { err, ok, type Result } from "../../shared/result";
import { findBrandBySlug, listBrandsWithModelCount, listModelsOfBrand } from "./catalog.repo.server";

export type BrandSummary = { slug: string; name: string; country: string | null; models: number };
export type ModelSummary = { slug: string; name: string; bodyType: string; basePriceMinor: number | null };

export async function listBrands(db: Db): Promise<BrandSummary[]> {
  const rows = await listBrandsWithModelCount(db);
  return rows.map(({ slug, name, country, models }) => ({ slug, name, country, models: Number(models) }));
}

export async function getBrandModels(
  db: Db,
  brandSlug: string,
): Promise<Result<{ brand: { slug: string; name: string }; models: ModelSummary[] }>> {
  const brand = await findBrandBySlug(db, brandSlug);
  if (!brand) return err({ code: "not_found" });
  const models = await listModelsOfBrand(db, brand.id);
  return ok({
    brand: { slug: brand.slug, name: brand.name },
    models: models.map(({ slug, name, bodyType, basePriceMinor }) => ({
      slug,
      name,
      bodyType,
      basePriceMinor,
    })),
  });
}

export async function getModel(
  db: Db,
  brandSlug: string,
  modelSlug: string,
): Promise<Result<{ brand: { slug: string; name: string }; model: ModelSummary; siblings: ModelSummary[] }>> {
  const found = await getBrandModels(db, brandSlug);
  if (!found.ok) return found;
  const model = found.value.models.find((m) => m.slug === modelSlug);
  if (!model) return err({ code: "not_found" });
  return ok({ brand: found.value.brand, model, siblings: found.value.models.filter((m) => m !== model) });
}
