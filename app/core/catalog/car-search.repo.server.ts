/** Used-car search queries: filters, facet counts and keyset pages over the listed cars of one project. */
import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { brands, carImages, carModels, cars, LISTED_CAR, locations, projects } from "../../db/schema";
import { scopeOf, type TenantScope } from "../context/tenant-scope.server";
import type { BodyType, Colour, Condition, Equipment, Fuel, Gearbox } from "./car-attributes";
import type { CarCursor, CarSort } from "./car-filters";
import type { FacetSourceRow } from "./facet-index";

/** The search with slugs resolved to ids and money in minor units. */
export type CarCriteria = {
  /** Brands chosen without a model (all their models match). */
  brandIds: string[];
  /** Models chosen (with their brand). */
  modelIds: string[];
  priceMin?: number;
  priceMax?: number;
  /** First day of the first month of `reg_from`, and of the month after `reg_to`. */
  regFrom?: string;
  regBefore?: string;
  kmMin?: number;
  kmMax?: number;
  fuels: Fuel[];
  gearboxes: Gearbox[];
  bodies: BodyType[];
  kwMin?: number;
  kwMax?: number;
  colours: Colour[];
  locationIds: number[];
  equipment: Equipment[];
  conditions: Condition[];
  /** `to_tsquery('simple', ...)` text, or null. */
  tsQuery: string | null;
};

const REGISTRATION_KEY = sql`coalesce(${cars.firstRegistration}, '9999-12-01'::date)`;

/** The search's conditions: the project, listed cars, every filter and the free text. */
function conditions(scope: TenantScope, c: CarCriteria): SQL[] {
  const out: SQL[] = [scope.owns(cars), LISTED_CAR];
  if (c.brandIds.length || c.modelIds.length) {
    const parts: SQL[] = [];
    if (c.brandIds.length) parts.push(inArray(cars.brandId, c.brandIds));
    if (c.modelIds.length) parts.push(inArray(cars.modelId, c.modelIds));
    out.push(parts.length === 1 ? parts[0]! : sql`(${sql.join(parts, sql` or `)})`);
  }
  if (c.priceMin !== undefined) out.push(sql`${cars.priceMinor} >= ${c.priceMin}`);
  if (c.priceMax !== undefined) out.push(sql`${cars.priceMinor} <= ${c.priceMax}`);
  if (c.regFrom) out.push(sql`${REGISTRATION_KEY} >= ${c.regFrom}::date`);
  if (c.regBefore) out.push(sql`${REGISTRATION_KEY} < ${c.regBefore}::date`);
  if (c.kmMin !== undefined) out.push(sql`${cars.mileageKm} >= ${c.kmMin}`);
  if (c.kmMax !== undefined) out.push(sql`${cars.mileageKm} <= ${c.kmMax}`);
  if (c.kwMin !== undefined) out.push(sql`${cars.powerKw} >= ${c.kwMin}`);
  if (c.kwMax !== undefined) out.push(sql`${cars.powerKw} <= ${c.kwMax}`);
  if (c.fuels.length) out.push(inArray(cars.fuel, c.fuels));
  if (c.gearboxes.length) out.push(inArray(cars.gearbox, c.gearboxes));
  if (c.bodies.length) out.push(inArray(cars.bodyType, c.bodies));
  if (c.colours.length) out.push(inArray(cars.colour, c.colours));
  if (c.locationIds.length) out.push(inArray(cars.locationId, c.locationIds));
  if (c.conditions.length) out.push(inArray(cars.condition, c.conditions));
  if (c.equipment.length)
    out.push(
      sql`${cars.equipment} @> array[${sql.join(
        c.equipment.map((e) => sql`${e}`),
        sql`, `,
      )}]::text[]`,
    );
  if (c.tsQuery) out.push(sql`${cars.searchVector} @@ to_tsquery('simple', ${c.tsQuery})`);
  return out;
}

export type FacetRow = { g: string; v: string | null; n: number };

/** The project's catalogue version (bumped by a trigger whenever its cars change). */
export async function catalogVersion(scope: TenantScope): Promise<number> {
  const rows = await scope.db
    .select({ v: projects.catalogVersion })
    .from(projects)
    .where(eq(projects.id, scope.projectId));
  return Number(rows[0]?.v ?? 0);
}

/**
 * The listed cars' filterable columns with the catalogue version they belong to, read in one snapshot
 * (repeatable read) so the version never labels newer or older rows. Plain rows in cheap-to-parse types
 * (dates and arrays as text): at 100,000 cars this takes a third of the time of mapped rows.
 */
export async function loadFacetSource(
  scope: TenantScope,
): Promise<{ version: number; rows: FacetSourceRow[] }> {
  return scope.db.transaction(
    async (tx) => {
      const version = await catalogVersion(scopeOf(tx as unknown as Db, scope.projectId));
      const result = (await tx.execute(sql`
        select ${cars.number}::int as "number", ${cars.brandId} as "brandId", ${cars.modelId} as "modelId",
          ${cars.fuel} as "fuel", ${cars.gearbox} as "gearbox", ${cars.bodyType} as "bodyType",
          ${cars.colour} as "colour", ${cars.locationId} as "locationId", ${cars.condition} as "condition",
          ${cars.priceMinor} as "priceMinor", ${cars.mileageKm} as "mileageKm", ${cars.powerKw} as "powerKw",
          ${cars.firstRegistration}::text as "firstRegistration",
          array_to_string(${cars.equipment}, ',') as "equipment"
        from ${cars}
        where ${scope.owns(cars)} and ${LISTED_CAR}`)) as unknown as { rows: FacetSourceRow[] };
      const rows = result.rows;
      return { version, rows };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/** Numbers of the listed cars whose words match the free text (GIN index on `search_vector`). */
export async function textMatchNumbers(scope: TenantScope, tsQuery: string): Promise<number[]> {
  const rows = await scope.db
    .select({ number: cars.number })
    .from(cars)
    .where(and(scope.owns(cars), LISTED_CAR, sql`${cars.searchVector} @@ to_tsquery('simple', ${tsQuery})`));
  return rows.map((r) => r.number);
}

const SORT_KEY: Record<CarSort, SQL> = {
  price_asc: sql`${cars.priceMinor}`,
  price_desc: sql`${cars.priceMinor}`,
  mileage_asc: sql`${cars.mileageKm}`,
  newest: sql`${cars.publishedAt}`,
  registration_desc: REGISTRATION_KEY,
};
const DESCENDING: Record<CarSort, boolean> = {
  price_asc: false,
  price_desc: true,
  mileage_asc: false,
  newest: true,
  registration_desc: true,
};
const KEY_CAST: Record<CarSort, SQL> = {
  price_asc: sql`::int`,
  price_desc: sql`::int`,
  mileage_asc: sql`::int`,
  newest: sql`::timestamptz`,
  registration_desc: sql`::date`,
};

/** The keyset condition: cars after the cursor in sort order, or before it. */
function keyset(sort: CarSort, cursor: CarCursor, side: "after" | "before"): SQL {
  const forward = DESCENDING[sort] === (side === "before");
  const op = forward ? sql`>` : sql`<`;
  return sql`(${SORT_KEY[sort]}, ${cars.id}) ${op} (${cursor.key}${KEY_CAST[sort]}, ${cursor.id}::uuid)`;
}

/**
 * One page next to a cursor: `limit` rows after it in sort order, or (side "before") the `limit` rows
 * before it, nearest first (the caller reverses them). Ask one more row to know whether more follow.
 */
export async function listCarPage(
  scope: TenantScope,
  c: CarCriteria,
  sort: CarSort,
  cursor: CarCursor | null,
  limit: number,
  side: "after" | "before" = "after",
) {
  const key = SORT_KEY[sort];
  const filters = conditions(scope, c);
  if (cursor) filters.push(keyset(sort, cursor, side));
  const dir = DESCENDING[sort] === (side === "before") ? sql`asc` : sql`desc`;
  return scope.db
    .select({
      id: cars.id,
      number: cars.number,
      brandName: brands.name,
      modelName: carModels.name,
      variant: cars.variant,
      condition: cars.condition,
      status: cars.status,
      firstRegistration: cars.firstRegistration,
      mileageKm: cars.mileageKm,
      fuel: cars.fuel,
      gearbox: cars.gearbox,
      powerKw: cars.powerKw,
      priceMinor: cars.priceMinor,
      previousPriceMinor: cars.previousPriceMinor,
      currency: cars.currency,
      vatDeductible: cars.vatDeductible,
      locationCity: locations.city,
      sortKey: sql<string | number>`(${key})::text`,
    })
    .from(cars)
    .innerJoin(brands, eq(brands.id, cars.brandId))
    .innerJoin(carModels, eq(carModels.id, cars.modelId))
    .leftJoin(locations, eq(locations.id, cars.locationId))
    .where(sql.join(filters, sql` and `))
    .orderBy(sql`${key} ${dir}`, sql`${cars.id} ${dir}`)
    .limit(limit);
}

/**
 * How many matching cars come before a car in sort order: the position a page starts at ("25-48 of
 * 228"). Read from the sort key's index up to that car, so it costs what the pages before it would.
 */
export async function countCarsBefore(
  scope: TenantScope,
  c: CarCriteria,
  sort: CarSort,
  first: CarCursor,
): Promise<number> {
  const rows = await scope.db
    .select({ n: sql<number>`count(*)::int` })
    .from(cars)
    .where(sql.join([...conditions(scope, c), keyset(sort, first, "before")], sql` and `));
  return Number(rows[0]?.n ?? 0);
}

/** The first picture of each car. */
export async function firstImages(db: Db, carIds: string[]) {
  if (carIds.length === 0) return [];
  return db
    .selectDistinctOn([carImages.carId], {
      carId: carImages.carId,
      id: carImages.id,
      width: carImages.width,
      height: carImages.height,
    })
    .from(carImages)
    .where(inArray(carImages.carId, carIds))
    .orderBy(asc(carImages.carId), asc(carImages.position));
}

/** Brands and models (reference data) for resolving slugs and naming facet options. */
export function listMakes(db: Db) {
  return db
    .select({
      brandId: brands.id,
      brandSlug: brands.slug,
      brandName: brands.name,
      modelId: carModels.id,
      modelSlug: carModels.slug,
      modelName: carModels.name,
    })
    .from(carModels)
    .innerJoin(brands, eq(brands.id, carModels.brandId))
    .orderBy(asc(brands.name), asc(carModels.name));
}

export function listProjectLocations(scope: TenantScope) {
  return scope.db
    .select({ id: locations.id, slug: locations.slug, name: locations.name, city: locations.city })
    .from(locations)
    .where(and(scope.owns(locations)))
    .orderBy(asc(locations.name));
}
