/** Used-car search use cases: the list (cards, total, facets, next page) and the detail search's count. */
import { keysetPage } from "../../shared/lists/keyset-cursor";
import { ok, type Result } from "../../shared/result";
import type { ServiceContext } from "../context/service-context.server";
import { scoped, type TenantScope } from "../context/tenant-scope.server";
import type { ReadCache } from "../tenancy/read-cache.server";
import {
  BODY_TYPES,
  type CarStatus,
  COLOURS,
  type Condition,
  EQUIPMENT,
  FUELS,
  type Fuel,
  GEARBOXES,
  type Gearbox,
} from "./car-attributes";
import { countCars, countFacets, countFacetsNow } from "./car-facets.service.server";
import {
  type CarCursor,
  type CarFilters,
  CONDITION_SCOPES,
  carFiltersQuery,
  conditionsOfScope,
  decodeCarCursor,
  encodeCarCursor,
  PAGE_SIZE,
  priceBoundsMinor,
} from "./car-filters";
import {
  type CarCriteria,
  catalogVersion,
  countCarsBefore,
  type FacetRow,
  firstImages,
  listCarPage,
  listMakes,
  listProjectLocations,
} from "./car-search.repo.server";
import { freeTextTsQuery } from "./car-search-text";
import { standardMonthlyRate } from "./financing";

export type FacetOption = { value: string; count: number; selected: boolean };
export type MakeFacet = FacetOption & { name: string; models: (FacetOption & { name: string })[] };

export type CarFacets = {
  make: MakeFacet[];
  fuel: FacetOption[];
  gearbox: FacetOption[];
  body: FacetOption[];
  colour: FacetOption[];
  location: (FacetOption & { name: string })[];
  condition: FacetOption[];
  equipment: FacetOption[];
};

export type CarCard = {
  id: string;
  number: number;
  brandName: string;
  modelName: string;
  variant: string;
  condition: Condition;
  status: CarStatus;
  firstRegistration: string | null;
  mileageKm: number;
  fuel: Fuel;
  gearbox: Gearbox;
  powerKw: number;
  priceMinor: number;
  /** The price before the last reduction when higher than the price (list cards strike it through). */
  previousPriceMinor?: number | null;
  currency: string;
  vatDeductible: boolean;
  standardMonthlyRate: number;
  locationCity: string | null;
  image: { id: string; width: number; height: number } | null;
};

export type CarSearchResult = {
  cars: CarCard[];
  total: number;
  facets: CarFacets;
  /** Cursor of the next page, or null on the last page. */
  nextCursor: string | null;
  /** Cursor of the page before (`before`), or null on the first page. */
  prevCursor: string | null;
  /** How many matching cars come before this page (0 on the first page). */
  offset: number;
};

type Makes = Awaited<ReturnType<typeof listMakes>>;
type Locations = Awaited<ReturnType<typeof listProjectLocations>>;

/** Resolves slugs to ids (unknown ones are dropped, like any invalid filter value). */
function criteria(f: CarFilters, makes: Makes, locations: Locations): CarCriteria {
  const modelIds: string[] = [];
  const brandsWithModel = new Set<string>();
  for (const ref of f.model) {
    const [brandSlug, modelSlug] = ref.split(":");
    const m = makes.find((x) => x.brandSlug === brandSlug && x.modelSlug === modelSlug);
    if (m) {
      modelIds.push(m.modelId);
      brandsWithModel.add(m.brandSlug);
    }
  }
  // A brand with models chosen is narrowed to them; a brand alone matches all its models.
  const brandIds = [
    ...new Set(
      makes
        .filter((m) => f.brand.includes(m.brandSlug) && !brandsWithModel.has(m.brandSlug))
        .map((m) => m.brandId),
    ),
  ];
  const price = priceBoundsMinor(f);
  return {
    brandIds,
    modelIds,
    priceMin: price.min,
    priceMax: price.max,
    regFrom: f.reg_from !== undefined ? `${f.reg_from}-01-01` : undefined,
    regBefore: f.reg_to !== undefined ? `${f.reg_to + 1}-01-01` : undefined,
    kmMin: f.km_min,
    kmMax: f.km_max,
    fuels: f.fuel,
    gearboxes: f.gearbox,
    bodies: f.body,
    kwMin: f.kw_min,
    kwMax: f.kw_max,
    colours: f.colour,
    locationIds: locations.filter((l) => f.location.includes(l.slug)).map((l) => l.id),
    equipment: f.equipment,
    conditions: conditionsOfScope(f.condition),
    tsQuery: freeTextTsQuery(f.q),
  };
}

/** The reference data a search needs and the search with slugs resolved. */
async function resolve(ctx: ServiceContext, filters: CarFilters) {
  const [makes, locations] = await Promise.all([listMakes(ctx.db), listProjectLocations(scoped(ctx))]);
  return { makes, locations, c: criteria(filters, makes, locations) };
}

/** The keyset position of a listed car (its sort key and id). */
function positionOf(sort: CarFilters["sort"], car: { sortKey: string | number; id: string }): CarCursor {
  const key =
    typeof car.sortKey === "string" && /^\d+$/.test(car.sortKey) ? Number(car.sortKey) : car.sortKey;
  return { sort, key, id: car.id };
}

function cursorAt(sort: CarFilters["sort"], car: { sortKey: string | number; id: string }): string {
  return encodeCarCursor(positionOf(sort, car));
}

/**
 * The page a search asks for, by keyset: after `cursor`, before `before` (a page before the first car
 * falls back to the first page), or the first page. Says whether pages come before and after it.
 */
async function findPage(scope: TenantScope, c: CarCriteria, filters: CarFilters) {
  const sort = filters.sort;
  const cursorOf = (car: { sortKey: string | number; id: string }) => cursorAt(sort, car);
  const after = decodeCarCursor(filters.cursor, sort);
  const before = after ? null : decodeCarCursor(filters.before, sort);
  if (before) {
    const rows = await listCarPage(scope, c, sort, before, PAGE_SIZE + 1, "before");
    // A full page before, and at least one car before that: a page in the middle.
    if (rows.length > PAGE_SIZE)
      return keysetPage(rows, { limit: PAGE_SIZE, direction: "before", fromCursor: true, cursorOf });
  }
  const rows = await listCarPage(scope, c, sort, after, PAGE_SIZE + 1);
  return keysetPage(rows, { limit: PAGE_SIZE, direction: "after", fromCursor: after !== null, cursorOf });
}

function options(
  values: readonly string[],
  counts: Map<string, number>,
  selected: readonly string[],
): FacetOption[] {
  return values.map((value) => ({
    value,
    count: counts.get(value) ?? 0,
    selected: selected.includes(value),
  }));
}

/** The list: one page of cards, where it starts, the total and every facet's counts. */
export async function searchCars(
  ctx: ServiceContext,
  filters: CarFilters,
  reads?: ReadCache,
): Promise<Result<CarSearchResult>> {
  const { project } = ctx;
  if (!reads) return search(ctx, filters);
  // The same search at the same catalogue version finds the same cars: one query for the version
  // instead of five for the page (decision 0018). A result counted with the previous facet index (its
  // rebuild was still running) is not remembered: counts trail a change by the rebuild, not the cache.
  const version = await catalogVersion(scoped(ctx));
  return reads.get(
    project.id,
    `car-search|${version}|${carFiltersQuery(filters)}`,
    () => search(ctx, filters),
    Date.now(),
    (result) => !countedBehind.has(result),
  );
}

/** Results whose facet counts came from an index older than the catalogue (decision 0014's refresh). */
const countedBehind = new WeakSet<object>();

async function search(ctx: ServiceContext, filters: CarFilters): Promise<Result<CarSearchResult>> {
  const { db } = ctx;
  const { makes, locations, c } = await resolve(ctx, filters);
  const [{ rows: page, hasPrev, prevCursor, nextCursor }, counted] = await Promise.all([
    findPage(scoped(ctx), c, filters),
    countFacetsNow(ctx, c),
  ]);
  const facetRows = counted.rows;
  const first = page[0];
  const [images, offset] = await Promise.all([
    firstImages(
      db,
      page.map((r) => r.id),
    ),
    hasPrev && first ? countCarsBefore(scoped(ctx), c, filters.sort, positionOf(filters.sort, first)) : 0,
  ]);
  const imageOf = new Map(images.map((i) => [i.carId, { id: i.id, width: i.width, height: i.height }]));
  const facets = assembleFacets(filters, makes, locations, facetRows);

  const result = ok({
    cars: page.map(({ sortKey: _, ...r }) => ({
      ...r,
      condition: r.condition as Condition,
      status: r.status as CarStatus,
      previousPriceMinor:
        r.previousPriceMinor !== null && r.previousPriceMinor > r.priceMinor ? r.previousPriceMinor : null,
      standardMonthlyRate: standardMonthlyRate(r.priceMinor),
      image: imageOf.get(r.id) ?? null,
    })),
    nextCursor,
    // No link back to a page before the first car (a `before` page can start at the list's start).
    prevCursor: offset > 0 ? prevCursor : null,
    offset,
    // The counts may trail a change by a moment (decision 0014); the page itself is always current.
    total: Math.max(facets.total, offset + page.length),
    facets: facets.facets,
  });
  if (counted.behind) countedBehind.add(result);
  return result;
}

function assembleFacets(
  filters: CarFilters,
  makes: Makes,
  locations: Locations,
  facetRows: FacetRow[],
): { total: number; facets: CarFacets } {
  const byGroup = new Map<string, Map<string, number>>();
  let total = 0;
  for (const r of facetRows) {
    if (r.g === "total") {
      total = r.n;
      continue;
    }
    if (r.v === null) continue;
    const m = byGroup.get(r.g) ?? new Map<string, number>();
    byGroup.set(r.g, m);
    m.set(r.v, r.n);
  }
  const group = (g: string) => byGroup.get(g) ?? new Map<string, number>();

  const makeCounts = group("make");
  const selectedModels = new Set(
    filters.model
      .map((ref) => makes.find((m) => `${m.brandSlug}:${m.modelSlug}` === ref)?.modelId)
      .filter(Boolean),
  );
  const make: MakeFacet[] = [];
  for (const m of makes) {
    let brand = make[make.length - 1];
    if (!brand || brand.value !== m.brandSlug) {
      brand = {
        value: m.brandSlug,
        name: m.brandName,
        count: 0,
        selected: filters.brand.includes(m.brandSlug),
        models: [],
      };
      make.push(brand);
    }
    const n = makeCounts.get(`${m.brandId}:${m.modelId}`) ?? 0;
    brand.count += n;
    brand.models.push({
      value: `${m.brandSlug}:${m.modelSlug}`,
      name: m.modelName,
      count: n,
      selected: selectedModels.has(m.modelId),
    });
  }
  for (const b of make) if (b.models.some((m) => m.selected)) b.selected = true;
  // Models are offered under a chosen brand only; the others' lists would only weigh down the page.
  for (const b of make) if (!b.selected) b.models = [];
  const locationCounts = group("location");

  return {
    total,
    facets: {
      make,
      fuel: options(FUELS, group("fuel"), filters.fuel),
      gearbox: options(GEARBOXES, group("gearbox"), filters.gearbox),
      body: options(BODY_TYPES, group("body"), filters.body),
      colour: options(COLOURS, group("colour"), filters.colour),
      location: locations.map((l) => ({
        value: l.slug,
        name: l.name,
        count: locationCounts.get(String(l.id)) ?? 0,
        selected: filters.location.includes(l.slug),
      })),
      condition: CONDITION_SCOPES.map((scope) => {
        const shown = conditionsOfScope(scope);
        const counts = group("condition");
        let count = 0;
        for (const [value, n] of counts)
          if (shown.length === 0 || shown.includes(value as Condition)) count += n;
        return { value: scope, count, selected: filters.condition === scope };
      }),
      equipment: options(EQUIPMENT, group("equipment"), filters.equipment),
    },
  };
}

/** One page of cards without counts (the keyset page alone: benchmarks, similar cars). */
export async function searchCarPage(
  ctx: ServiceContext,
  filters: CarFilters,
): Promise<Result<{ ids: string[]; nextCursor: string | null }>> {
  const { c } = await resolve(ctx, filters);
  const after = decodeCarCursor(filters.cursor, filters.sort);
  const rows = await listCarPage(scoped(ctx), c, filters.sort, after, PAGE_SIZE + 1);
  const page = keysetPage(rows, {
    limit: PAGE_SIZE,
    direction: "after",
    fromCursor: after !== null,
    cursorOf: (car) => cursorAt(filters.sort, car),
  });
  return ok({ ids: page.rows.map((r) => r.id), nextCursor: page.nextCursor });
}

/** Total and facet counts without a page of cards (the detail search's live count). */
export async function searchFacets(
  ctx: ServiceContext,
  filters: CarFilters,
): Promise<Result<Omit<CarSearchResult, "cars" | "nextCursor" | "prevCursor" | "offset">>> {
  const { makes, locations, c } = await resolve(ctx, filters);
  const facetRows = await countFacets(ctx, c);
  return ok(assembleFacets(filters, makes, locations, facetRows));
}

/** The number of matches of a search. */
export async function countMatchingCars(ctx: ServiceContext, filters: CarFilters): Promise<number> {
  return countCars(ctx, (await resolve(ctx, filters)).c);
}
