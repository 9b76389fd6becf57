/**
 * The car overview (issue 15, `account/cars/overview`): the filtered stock counted by state, location,
 * brand, days in stock and price band in ONE grouped pass over the project's cars (grouping sets, so
 * 100,000 cars are read once), plus the ten unsold cars standing longest (the back-office keyset index
 * `cars_admin_created_idx` read from its old end). Only the extended database group (spec 6).
 */
import { and, asc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import { brands, carModels, cars, locations } from "../../db/schema";
import { err, ok, type Result } from "../../shared/result";
import { can, type ServiceContext } from "../context/service-context.server";
import { scoped } from "../context/tenant-scope.server";
import {
  AGE_BANDS,
  type Band,
  type CarOverviewFilters,
  daysInStock,
  LONGEST_STANDING,
  PRICE_BANDS,
} from "./car-overview";
import type { CarState } from "./car-state";

export type CountRow = { key: string; label: string; total: number };

export type CarOverview = {
  total: number;
  /** Sum of the gross prices of the counted cars, minor units. */
  valueMinor: number;
  byState: { state: CarState; total: number }[];
  byLocation: { locationId: number | null; name: string | null; total: number }[];
  byBrand: { slug: string; name: string; total: number }[];
  byAge: { band: string; total: number }[];
  byPrice: { band: string; total: number }[];
  longest: {
    number: number;
    brand: string;
    model: string;
    variant: string;
    state: CarState;
    priceMinor: number;
    currency: string;
    location: string | null;
    createdAt: string;
    days: number;
  }[];
  /** The filter bar's choices: every brand of the catalogue with cars here, the project's locations. */
  options: { brands: { slug: string; name: string }[]; locations: { id: number; name: string }[] };
};

const STATE_SQL = sql`case when ${cars.status} = 'sold' then 'sold' when ${cars.status} = 'reserved' then 'reserved'
  when ${cars.publishedAt} is not null then 'published' else 'draft' end`;

/** `case` over bands of a numeric expression, returning the band key (limits are constants of ours). */
function bandCase(bands: readonly Band[], value: SQL): SQL {
  const whens = bands
    .filter((b) => b.to !== null)
    .map((b) => sql`when ${value} <= ${sql.raw(String(b.to))} then ${sql.raw(`'${b.key}'`)}`);
  return sql`case ${sql.join(whens, sql` `)} else ${sql.raw(`'${bands[bands.length - 1]!.key}'`)} end`;
}

/** The SQL condition of one state (the derived state of car-state.ts on the stored columns). */
function stateCondition(state: CarState): SQL {
  switch (state) {
    case "sold":
      return sql`${cars.status} = 'sold'`;
    case "reserved":
      return sql`${cars.status} = 'reserved'`;
    case "published":
      return sql`(${cars.status} = 'available' and ${cars.publishedAt} is not null)`;
    case "draft":
      return sql`(${cars.status} = 'available' and ${cars.publishedAt} is null)`;
  }
}

export async function carOverview(
  ctx: ServiceContext,
  filters: CarOverviewFilters,
): Promise<Result<CarOverview, { code: "forbidden" }>> {
  if (!can(ctx, "databaseExtended")) return err({ code: "forbidden" });
  const scope = scoped(ctx);
  const now = ctx.clock.now();
  const [brandRows, locationRows] = await Promise.all([
    scope.db
      .select({ id: brands.id, slug: brands.slug, name: brands.name })
      .from(brands)
      .orderBy(asc(brands.name)),
    scope.db
      .select({ id: locations.id, name: locations.name, city: locations.city })
      .from(locations)
      .where(scope.owns(locations))
      .orderBy(asc(locations.name)),
  ]);
  const brandBySlug = new Map(brandRows.map((b) => [b.slug, b]));
  const conditions: SQL[] = [];
  if (filters.state.length) {
    conditions.push(sql`(${sql.join(filters.state.map(stateCondition), sql` or `)})`);
  }
  if (filters.brand.length) {
    const ids = filters.brand.flatMap((slug) => brandBySlug.get(slug)?.id ?? []);
    // An unknown brand matches nothing (the URL asked for it), not everything.
    conditions.push(ids.length ? inArray(cars.brandId, ids) : sql`false`);
  }
  if (filters.location.length) conditions.push(inArray(cars.locationId, filters.location.map(Number)));
  if (filters.fuel.length) conditions.push(inArray(cars.fuel, filters.fuel));
  if (filters.condition.length) conditions.push(inArray(cars.condition, filters.condition));
  const where = scope.where(cars, ...conditions);
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const ageDays = sql`floor(extract(epoch from (${nowSql} - ${cars.createdAt})) / 86400)`;
  const grouped = scope.db.execute(sql`
    select grouping(state, location_id, brand_id, age_band, price_band)::int as "set",
      state, location_id as "locationId", brand_id as "brandId", age_band as "ageBand",
      price_band as "priceBand", count(*)::int as "total", coalesce(sum(price_minor), 0)::bigint as "value"
    from (
      select ${STATE_SQL} as state, ${cars.locationId} as location_id, ${cars.brandId} as brand_id,
        ${bandCase(AGE_BANDS, ageDays)} as age_band, ${bandCase(PRICE_BANDS, sql`${cars.priceMinor}`)} as price_band,
        ${cars.priceMinor} as price_minor
      from ${cars} where ${where}
    ) as c
    group by grouping sets ((), (state), (location_id), (brand_id), (age_band), (price_band))`);
  const longestQuery = scope.db
    .select({
      number: cars.number,
      brand: brands.name,
      model: carModels.name,
      variant: cars.variant,
      status: cars.status,
      publishedAt: cars.publishedAt,
      priceMinor: cars.priceMinor,
      currency: cars.currency,
      locationId: cars.locationId,
      createdAt: cars.createdAt,
    })
    .from(cars)
    .innerJoin(brands, eq(brands.id, cars.brandId))
    .innerJoin(carModels, eq(carModels.id, cars.modelId))
    .where(and(where, ne(cars.status, "sold")))
    .orderBy(asc(cars.createdAt), asc(cars.id))
    .limit(LONGEST_STANDING);
  // The brands of the whole stock (not only the filtered part), for the filter bar: an index-only read.
  const stockBrandsQuery = scope.db
    .selectDistinct({ brandId: cars.brandId })
    .from(cars)
    .where(scope.owns(cars));
  const [groupedResult, longestRows, stockBrands] = await Promise.all([
    grouped,
    longestQuery,
    stockBrandsQuery,
  ]);
  type Grouped = {
    set: number;
    state: CarState | null;
    locationId: number | null;
    brandId: string | null;
    ageBand: string | null;
    priceBand: string | null;
    total: number;
    value: string | number;
  };
  const rows = (groupedResult as unknown as { rows: Grouped[] }).rows.map((r) => ({
    ...r,
    set: Number(r.set),
    total: Number(r.total),
    locationId: r.locationId === null ? null : Number(r.locationId),
  }));
  // grouping(state, location_id, brand_id, age_band, price_band): bit 4 state ... bit 0 price_band.
  const inSet = (mask: number) => rows.filter((r) => r.set === mask);
  const all = inSet(0b11111)[0];
  const brandById = new Map(brandRows.map((b) => [b.id, b]));
  const locationById = new Map(locationRows.map((l) => [l.id, l]));
  const stateCounts = new Map(inSet(0b01111).map((r) => [r.state, r.total]));
  const ageCounts = new Map(inSet(0b11101).map((r) => [r.ageBand, r.total]));
  const priceCounts = new Map(inSet(0b11110).map((r) => [r.priceBand, r.total]));
  const brandCounts = inSet(0b11011);
  const present = new Set(stockBrands.map((r) => r.brandId));
  const locationName = (id: number | null) => {
    if (id === null) return null;
    const l = locationById.get(id);
    return l ? l.name : null;
  };
  return ok({
    total: all?.total ?? 0,
    valueMinor: Number(all?.value ?? 0),
    byState: (["draft", "published", "reserved", "sold"] as const).map((state) => ({
      state,
      total: stateCounts.get(state) ?? 0,
    })),
    byLocation: inSet(0b10111)
      .map((r) => ({ locationId: r.locationId, name: locationName(r.locationId), total: r.total }))
      .sort((a, b) => b.total - a.total || (a.name ?? "").localeCompare(b.name ?? "")),
    byBrand: brandCounts
      .map((r) => {
        const b = brandById.get(r.brandId!);
        return { slug: b?.slug ?? "", name: b?.name ?? "", total: r.total };
      })
      .sort((a, b) => b.total - a.total || a.name.localeCompare(b.name)),
    byAge: AGE_BANDS.map((b) => ({ band: b.key, total: ageCounts.get(b.key) ?? 0 })),
    byPrice: PRICE_BANDS.map((b) => ({ band: b.key, total: priceCounts.get(b.key) ?? 0 })),
    longest: longestRows.map((c) => ({
      number: c.number,
      brand: c.brand,
      model: c.model,
      variant: c.variant,
      state: c.status === "reserved" ? "reserved" : c.publishedAt ? "published" : "draft",
      priceMinor: c.priceMinor,
      currency: c.currency,
      location: locationName(c.locationId),
      createdAt: c.createdAt.toISOString(),
      days: daysInStock(c.createdAt, now),
    })),
    options: {
      // Brands with cars in stock, plus those already chosen (so they can be unticked).
      brands: brandRows
        .filter((b) => present.has(b.id) || filters.brand.includes(b.slug))
        .map((b) => ({ slug: b.slug, name: b.name })),
      locations: locationRows.map((l) => ({ id: l.id, name: l.name })),
    },
  });
}
