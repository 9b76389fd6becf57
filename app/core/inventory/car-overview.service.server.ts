/**
 * The car overview (`account/cars/overview`): the filtered stock counted by state, location,
 * brand, days in stock and price band in ONE pass over the project's cars (conditional counts per
 * location and brand, a small hash aggregate; bands as cumulative counts below each upper limit), plus
 * the ten unsold cars standing longest (the back-office keyset index `cars_admin_created_idx` read from
 * its old end). Only the extended database group.
 */
import { and, asc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import { brands, carModels, cars, locations } from "../../db/schema";
import { err, ok, type Result } from "../../shared/result";
import { can, type ServiceContext } from "../context/service-context.server";
import { scoped } from "../context/tenant-scope.server";
import {
  AGE_BANDS,
  type CarOverviewFilters,
  daysInStock,
  LONGEST_STANDING,
  PRICE_BANDS,
} from "./car-overview";
import { CAR_STATES, type CarState } from "./car-state";

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
  // One pass, one small hash aggregate: per (location, brand) the count, the value, and conditional
  // counts of every state and of the cars at or below each upper band limit (cumulative: a band is the
  // difference of two). Ages compare created_at with cut-off instants (no per-row date arithmetic).
  const DAY = 86_400_000;
  const ageCuts = AGE_BANDS.filter((b) => b.to !== null).map((b) =>
    new Date(now.getTime() - (b.to! + 1) * DAY).toISOString(),
  );
  const priceCuts = PRICE_BANDS.filter((b) => b.to !== null).map((b) => b.to!);
  const grouped = scope.db.execute(sql`
    select ${cars.locationId} as "locationId", ${cars.brandId} as "brandId", count(*)::int as "total",
      coalesce(sum(${cars.priceMinor}), 0)::bigint as "value",
      ${sql.join(
        CAR_STATES.map(
          (st) => sql`(count(*) filter (where ${stateCondition(st)}))::int as ${sql.raw(`"s_${st}"`)}`,
        ),
        sql`, `,
      )},
      ${sql.join(
        ageCuts.map(
          (cut, i) =>
            sql`(count(*) filter (where ${cars.createdAt} > ${cut}::timestamptz))::int as ${sql.raw(`"a${i}"`)}`,
        ),
        sql`, `,
      )},
      ${sql.join(
        priceCuts.map(
          (cut, i) =>
            sql`(count(*) filter (where ${cars.priceMinor} <= ${cut}))::int as ${sql.raw(`"p${i}"`)}`,
        ),
        sql`, `,
      )}
    from ${cars} where ${where}
    group by ${cars.locationId}, ${cars.brandId}`);
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
    // "nulls first" matches cars_admin_created_idx (desc nulls last) read backwards: 10 index rows.
    .orderBy(sql`${cars.createdAt} asc nulls first`, sql`${cars.id} asc nulls first`)
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
  type Grouped = Record<string, string | number | null> & {
    locationId: number | null;
    brandId: string;
    total: number;
    value: string | number;
  };
  const groups = (groupedResult as unknown as { rows: Grouped[] }).rows;
  const num = (v: unknown) => Number(v ?? 0);
  const sumOf = (key: string) => groups.reduce((n, g) => n + num(g[key]), 0);
  const total = sumOf("total");
  const cumulative = (prefix: string, cuts: number) => {
    const at = Array.from({ length: cuts }, (_, i) => sumOf(`${prefix}${i}`));
    return [...at, total].map((v, i) => v - (i === 0 ? 0 : at[i - 1]!));
  };
  const ageTotals = cumulative("a", ageCuts.length);
  const priceTotals = cumulative("p", priceCuts.length);
  const byLocationId = new Map<number | null, number>();
  const byBrandId = new Map<string, number>();
  for (const g of groups) {
    const loc = g.locationId === null ? null : Number(g.locationId);
    byLocationId.set(loc, (byLocationId.get(loc) ?? 0) + num(g.total));
    byBrandId.set(g.brandId, (byBrandId.get(g.brandId) ?? 0) + num(g.total));
  }
  const brandById = new Map(brandRows.map((b) => [b.id, b]));
  const locationById = new Map(locationRows.map((l) => [l.id, l]));
  const present = new Set(stockBrands.map((r) => r.brandId));
  // The city names a location shortly (the project's locations all carry the dealer's name).
  const locationName = (id: number | null) => {
    if (id === null) return null;
    const l = locationById.get(id);
    return l ? l.city : null;
  };
  return ok({
    total,
    valueMinor: sumOf("value"),
    byState: CAR_STATES.map((state) => ({ state, total: sumOf(`s_${state}`) })),
    byLocation: [...byLocationId]
      .map(([locationId, n]) => ({ locationId, name: locationName(locationId), total: n }))
      .sort((a, b) => b.total - a.total || (a.name ?? "").localeCompare(b.name ?? "")),
    byBrand: [...byBrandId]
      .map(([id, n]) => {
        const b = brandById.get(id);
        return { slug: b?.slug ?? "", name: b?.name ?? "", total: n };
      })
      .sort((a, b) => b.total - a.total || a.name.localeCompare(b.name)),
    byAge: AGE_BANDS.map((b, i) => ({ band: b.key, total: ageTotals[i] ?? 0 })),
    byPrice: PRICE_BANDS.map((b, i) => ({ band: b.key, total: priceTotals[i] ?? 0 })),
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
      locations: locationRows.map((l) => ({ id: l.id, name: `${l.city} (${l.name})` })),
    },
  });
}
