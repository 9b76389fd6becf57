import type { Db } from "../../db/client.server";
import { err, ok, type Result } from "../../shared/result";
import { FUELS, type Fuel, GEARBOXES, type Gearbox } from "./car-attributes";
import {
  findBrandBySlug,
  listBrandsWithModelCount,
  listFromPricesOfBrand,
  listModelsOfBrand,
  listOptionsOfModel,
  listPowertrainsOfModel,
} from "./catalog.repo.server";
import {
  type ConfigurationPrice,
  type ConfiguratorOption,
  configurationPrice,
  findPowertrain,
  fuelFromSegment,
  gearFromSegment,
  OPTION_CATEGORIES,
  type OptionCategory,
  type Powertrain,
  resolveSelection,
  type Selection,
} from "./configurator";

export type BrandSummary = { slug: string; name: string; country: string | null; models: number };
/** `basePriceMinor`: the "from" price, the model's cheapest powertrain (else its catalogue entry price). */
export type ModelSummary = { slug: string; name: string; bodyType: string; basePriceMinor: number | null };

export async function listBrands(db: Db): Promise<BrandSummary[]> {
  const rows = await listBrandsWithModelCount(db);
  return rows.map(({ slug, name, country, models }) => ({ slug, name, country, models: Number(models) }));
}

async function brandWithModels(db: Db, brandSlug: string) {
  const brand = await findBrandBySlug(db, brandSlug);
  if (!brand) return null;
  const [models, prices] = await Promise.all([
    listModelsOfBrand(db, brand.id),
    listFromPricesOfBrand(db, brand.id),
  ]);
  const fromPrice = new Map(
    prices.map((p) => [p.modelId, p.priceMinor === null ? null : Number(p.priceMinor)]),
  );
  return {
    brand: { slug: brand.slug, name: brand.name },
    models: models.map(({ id, slug, name, bodyType, basePriceMinor }) => ({
      id,
      summary: { slug, name, bodyType, basePriceMinor: fromPrice.get(id) ?? basePriceMinor } as ModelSummary,
    })),
  };
}

export async function getBrandModels(
  db: Db,
  brandSlug: string,
): Promise<Result<{ brand: { slug: string; name: string }; models: ModelSummary[] }>> {
  const found = await brandWithModels(db, brandSlug);
  if (!found) return err({ code: "not_found" });
  return ok({ brand: found.brand, models: found.models.map((m) => m.summary) });
}

async function findModel(db: Db, brandSlug: string, modelSlug: string) {
  const found = await brandWithModels(db, brandSlug);
  if (!found) return null;
  const model = found.models.find((m) => m.summary.slug === modelSlug.toLowerCase());
  if (!model) return null;
  return {
    brand: found.brand,
    modelId: model.id,
    model: model.summary,
    siblings: found.models.filter((m) => m !== model).map((m) => m.summary),
  };
}

function toPowertrains(rows: Awaited<ReturnType<typeof listPowertrainsOfModel>>): Powertrain[] {
  // Rows outside the vocabularies (hand-edited data) are left out rather than shown untranslated.
  return rows.flatMap((r) =>
    (GEARBOXES as readonly string[]).includes(r.gear) && (FUELS as readonly string[]).includes(r.fuel)
      ? [{ gear: r.gear as Gearbox, fuel: r.fuel as Fuel, powerKw: r.powerKw, priceMinor: r.priceMinor }]
      : [],
  );
}

export type ModelPageData = {
  brand: { slug: string; name: string };
  model: ModelSummary;
  siblings: ModelSummary[];
  powertrains: Powertrain[];
};

/** A model with the powertrains it is offered with (the gearbox and fuel choice). */
export async function getModel(db: Db, brandSlug: string, modelSlug: string): Promise<Result<ModelPageData>> {
  const found = await findModel(db, brandSlug, modelSlug);
  if (!found) return err({ code: "not_found" });
  const powertrains = toPowertrains(await listPowertrainsOfModel(db, found.modelId));
  return ok({ brand: found.brand, model: found.model, siblings: found.siblings, powertrains });
}

export type EquipmentPageData = ModelPageData & {
  powertrain: Powertrain;
  options: ConfiguratorOption[];
  selection: Selection;
  price: ConfigurationPrice;
};

/**
 * The equipment step for the gearbox and fuel named by URL segments (in the alias' language) and the
 * requested option keys: not_found for an unknown model or a combination it is not offered with;
 * unknown or conflicting option keys are dropped, not errors.
 */
export async function getEquipment(
  db: Db,
  input: {
    brand: string;
    model: string;
    gearSegment: string;
    fuelSegment: string;
    german: boolean;
    optionKeys: readonly string[];
  },
): Promise<Result<EquipmentPageData>> {
  const gear = gearFromSegment(input.gearSegment, input.german);
  const fuel = fuelFromSegment(input.fuelSegment, input.german);
  if (!gear || !fuel) return err({ code: "not_found" });
  const found = await findModel(db, input.brand, input.model);
  if (!found) return err({ code: "not_found" });
  const [powertrainRows, optionRows] = await Promise.all([
    listPowertrainsOfModel(db, found.modelId),
    listOptionsOfModel(db, found.modelId),
  ]);
  const powertrains = toPowertrains(powertrainRows);
  const powertrain = findPowertrain(powertrains, gear, fuel);
  if (!powertrain) return err({ code: "not_found" });
  const options: ConfiguratorOption[] = optionRows
    .filter((o) => (OPTION_CATEGORIES as readonly string[]).includes(o.category))
    .map((o) => ({ ...o, category: o.category as OptionCategory }));
  const selection = resolveSelection(options, input.optionKeys);
  return ok({
    brand: found.brand,
    model: found.model,
    siblings: found.siblings,
    powertrains,
    powertrain,
    options,
    selection,
    price: configurationPrice(powertrain, options, selection),
  });
}
