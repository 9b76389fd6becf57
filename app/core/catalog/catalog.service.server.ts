import type { Db } from "../../db/client.server";
import { err, ok, type Result } from "../../shared/result";
import type { ServiceContext } from "../context/service-context.server";
import { FUELS, type Fuel, GEARBOXES, type Gearbox } from "./car-attributes";
import {
  findBrandBySlug,
  listAllModelColours,
  listBrandsWithModelCount,
  listColoursOfBrand,
  listColoursOfModel,
  listFromPricesOfBrand,
  listModelsOfBrand,
  listOptionsOfModel,
  listPowertrainsOfModel,
} from "./catalog.repo.server";
import {
  type ConfigurationPrice,
  type ConfiguratorColour,
  type ConfiguratorOption,
  configurationPrice,
  findPowertrain,
  fuelFromSegment,
  gearFromSegment,
  OPTION_CATEGORIES,
  type OptionCategory,
  type Powertrain,
  resolveColour,
  resolveSelection,
  type Selection,
  showcaseColour,
} from "./configurator";

export type BrandSummary = { slug: string; name: string; country: string | null; models: number };

/**
 * A new model's picture (a generated illustration, 3:2), served like the car pictures:
 * `/media/car/{id}/{width}.{avif|webp}` (features/catalog/car-picture.tsx).
 */
export type ModelPicture = { id: string; width: number; height: number };

/** Model pictures are drawn at 1200 x 800 (core/media/car-illustration.ts). */
const modelPicture = (id: string): ModelPicture => ({ id, width: 1200, height: 800 });

/**
 * `basePriceMinor`: the "from" price, the model's cheapest powertrain (else its catalogue entry price);
 * `picture`: the model in its showcase paint on list cards (null when it has no paints).
 */
export type ModelSummary = {
  slug: string;
  name: string;
  bodyType: string;
  basePriceMinor: number | null;
  picture: ModelPicture | null;
};

export async function listBrands(ctx: ServiceContext): Promise<BrandSummary[]> {
  const { db } = ctx;
  const rows = await listBrandsWithModelCount(db);
  return rows.map(({ slug, name, country, models }) => ({ slug, name, country, models: Number(models) }));
}

/** Groups rows by a key, keeping their order. */
function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = groups.get(k);
    if (list) list.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/**
 * The brand list with one picture per brand (the brand choice of the new-car path): its first model
 * by name, in that model's showcase paint.
 */
export async function listBrandsWithPictures(
  ctx: ServiceContext,
): Promise<(BrandSummary & { picture: ModelPicture | null })[]> {
  const { db } = ctx;
  const [brands, colours] = await Promise.all([listBrandsWithModelCount(db), listAllModelColours(db)]);
  const byBrand = groupBy(colours, (c) => c.brandId);
  return brands.map(({ id, slug, name, country, models }) => {
    const own = byBrand.get(id) ?? [];
    const first = own.reduce<(typeof own)[number] | null>(
      (best, c) => (!best || c.modelName.localeCompare(best.modelName) < 0 ? c : best),
      null,
    );
    const paint = first
      ? showcaseColour(
          own.filter((c) => c.modelId === first.modelId),
          first.modelSlug,
        )
      : null;
    return { slug, name, country, models: Number(models), picture: paint ? modelPicture(paint.id) : null };
  });
}

async function brandWithModels(db: Db, brandSlug: string) {
  const brand = await findBrandBySlug(db, brandSlug);
  if (!brand) return null;
  const [models, prices, colours] = await Promise.all([
    listModelsOfBrand(db, brand.id),
    listFromPricesOfBrand(db, brand.id),
    listColoursOfBrand(db, brand.id),
  ]);
  const fromPrice = new Map(
    prices.map((p) => [p.modelId, p.priceMinor === null ? null : Number(p.priceMinor)]),
  );
  const coloursOf = groupBy(colours, (c) => c.modelId);
  const pictureOf = (modelId: string, slug: string) => {
    const paint = showcaseColour(coloursOf.get(modelId) ?? [], slug);
    return paint ? modelPicture(paint.id) : null;
  };
  return {
    brand: { slug: brand.slug, name: brand.name },
    models: models.map(({ id, slug, name, bodyType, basePriceMinor }) => ({
      id,
      summary: {
        slug,
        name,
        bodyType,
        basePriceMinor: fromPrice.get(id) ?? basePriceMinor,
        picture: pictureOf(id, slug),
      } satisfies ModelSummary,
    })),
  };
}

export async function getBrandModels(
  ctx: ServiceContext,
  brandSlug: string,
): Promise<Result<{ brand: { slug: string; name: string }; models: ModelSummary[] }>> {
  const { db } = ctx;
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
  /** The paints, standard first; each `id` names the model's picture in it. */
  colours: ConfiguratorColour[];
};

/** A model with the powertrains it is offered with (the gearbox and fuel choice) and its paints. */
export async function getModel(
  ctx: ServiceContext,
  brandSlug: string,
  modelSlug: string,
): Promise<Result<ModelPageData>> {
  const { db } = ctx;
  const found = await findModel(db, brandSlug, modelSlug);
  if (!found) return err({ code: "not_found" });
  const [powertrainRows, colours] = await Promise.all([
    listPowertrainsOfModel(db, found.modelId),
    listColoursOfModel(db, found.modelId),
  ]);
  return ok({
    brand: found.brand,
    model: found.model,
    siblings: found.siblings,
    powertrains: toPowertrains(powertrainRows),
    colours,
  });
}

export type EquipmentPageData = ModelPageData & {
  powertrain: Powertrain;
  options: ConfiguratorOption[];
  selection: Selection;
  /** The chosen paint (the standard one unless another was asked for); null for a model without paints. */
  colour: ConfiguratorColour | null;
  /** A paint was asked for that the model is not offered in. */
  colourDropped: boolean;
  price: ConfigurationPrice;
};

/**
 * The equipment step for the gearbox and fuel named by URL segments (in the alias' language) and the
 * requested option keys: not_found for an unknown model or a combination it is not offered with;
 * unknown or conflicting option keys are dropped, not errors.
 */
export async function getEquipment(
  ctx: ServiceContext,
  input: {
    brand: string;
    model: string;
    gearSegment: string;
    fuelSegment: string;
    german: boolean;
    optionKeys: readonly string[];
    /** The requested paint's key (`?c=`), or null for the standard paint. */
    colourKey: string | null;
  },
): Promise<Result<EquipmentPageData>> {
  const { db } = ctx;
  // A segment in the other alias language is still understood (the page then redirects to its
  // canonical path, `dynamic.tsx`): `/bmw-kaufen/3er/automatic/petrol/austattung` is a known address.
  const gear =
    gearFromSegment(input.gearSegment, input.german) ?? gearFromSegment(input.gearSegment, !input.german);
  const fuel =
    fuelFromSegment(input.fuelSegment, input.german) ?? fuelFromSegment(input.fuelSegment, !input.german);
  if (!gear || !fuel) return err({ code: "not_found" });
  const found = await findModel(db, input.brand, input.model);
  if (!found) return err({ code: "not_found" });
  const [powertrainRows, optionRows, colours] = await Promise.all([
    listPowertrainsOfModel(db, found.modelId),
    listOptionsOfModel(db, found.modelId),
    listColoursOfModel(db, found.modelId),
  ]);
  const powertrains = toPowertrains(powertrainRows);
  const powertrain = findPowertrain(powertrains, gear, fuel);
  if (!powertrain) return err({ code: "not_found" });
  const options: ConfiguratorOption[] = optionRows
    .filter((o) => (OPTION_CATEGORIES as readonly string[]).includes(o.category))
    .map((o) => ({ ...o, category: o.category as OptionCategory }));
  const selection = resolveSelection(options, input.optionKeys);
  const { colour, dropped } = resolveColour(colours, input.colourKey);
  return ok({
    brand: found.brand,
    model: found.model,
    siblings: found.siblings,
    powertrains,
    colours,
    powertrain,
    options,
    selection,
    colour,
    colourDropped: dropped,
    price: configurationPrice(powertrain, options, selection, colour),
  });
}
