/**
 * The back office's stock list (account/cars): every car of the project (draft, published,
 * reserved, sold) with the list's filters, four sorts and keyset pages, a capped count, and the same
 * query in batches for the CSV export. Each sort has an index that serves it in order
 * (`cars_admin_created_idx` for newest/oldest, `cars_price_idx` for price), so a page reads as many
 * index entries as it takes to find its rows; the count stops at STOCK_COUNT_CAP.
 */
import { and, asc, count, eq, inArray, type SQL, sql } from "drizzle-orm";
import { brands, carImages, carModels, cars, locations } from "../../db/schema";
import { decodeCursor, encodeCursor, type KeysetPage, keysetPage } from "../../shared/lists/keyset-cursor";
import { err, ok, type Result } from "../../shared/result";
import { freeTextTsQuery } from "../catalog/car-search-text";
import { type EnvkvField, missingEnvkvFields } from "../catalog/envkv";
import { can, type ServiceContext } from "../context/service-context.server";
import { scoped, type TenantScope } from "../context/tenant-scope.server";
import type { StockListParams, StockSort } from "./car-admin-filters";
import { type CarState, carStateOf } from "./car-state";

/** The count stops here ("more than 1,000", as the order list): counting every match of a wide filter costs a full scan. */
export const STOCK_COUNT_CAP = 1000;
const DAY_MS = 86_400_000;

export type StockRow = {
  id: string;
  number: number;
  brandName: string;
  modelName: string;
  variant: string;
  state: CarState;
  locationName: string | null;
  priceMinor: number;
  previousPriceMinor: number | null;
  currency: string;
  createdAt: string;
  daysInStock: number;
  envkvMissing: EnvkvField[];
  image: { id: string; width: number; height: number } | null;
};

export type StockPage = KeysetPage<StockRow> & { total: number; totalCapped: boolean };

/** Whether the principal may work the stock (role group databaseExtended). */
export function mayWorkStock(ctx: ServiceContext): boolean {
  return can(ctx, "databaseExtended");
}

/** The SQL of one state (see car-state.ts: states are derived from status and published_at). */
function stateCondition(state: CarState): SQL {
  switch (state) {
    case "draft":
      return sql`(${cars.status} = 'available' and ${cars.publishedAt} is null)`;
    case "published":
      return sql`(${cars.status} = 'available' and ${cars.publishedAt} is not null)`;
    case "reserved":
      return sql`${cars.status} = 'reserved'`;
    case "sold":
      return sql`${cars.status} = 'sold'`;
  }
}

/** The filters of a list state as conditions on `cars` (the project condition is added by the scope). */
export function stockConditions(p: StockListParams, now: Date): SQL[] {
  const out: SQL[] = [];
  if (p.state.length > 0 && p.state.length < 4) {
    out.push(sql`(${sql.join(p.state.map(stateCondition), sql` or `)})`);
  }
  if (p.brand.length > 0) {
    out.push(
      sql`${cars.brandId} in (select ${brands.id} from ${brands} where ${inArray(brands.slug, p.brand)})`,
    );
  }
  if (p.model.length > 0) out.push(inArray(cars.modelId, p.model));
  if (p.location.length > 0) out.push(inArray(cars.locationId, p.location.map(Number)));
  if (p.fuel.length > 0) out.push(inArray(cars.fuel, p.fuel));
  if (p.condition.length > 0) out.push(inArray(cars.condition, p.condition));
  if (p.price_min !== undefined) out.push(sql`${cars.priceMinor} >= ${p.price_min * 100}`);
  if (p.price_max !== undefined) out.push(sql`${cars.priceMinor} <= ${p.price_max * 100}`);
  if (p.days_min !== undefined) {
    const at = new Date(now.getTime() - p.days_min * DAY_MS).toISOString();
    out.push(sql`${cars.createdAt} <= ${at}::timestamptz`);
  }
  if (p.days_max !== undefined) {
    const at = new Date(now.getTime() - (p.days_max + 1) * DAY_MS).toISOString();
    out.push(sql`${cars.createdAt} > ${at}::timestamptz`);
  }
  const ts = freeTextTsQuery(p.q);
  if (ts) out.push(sql`${cars.searchVector} @@ to_tsquery('simple', ${ts})`);
  return out;
}

/** created_at with all six fractional digits (a JavaScript Date keeps three: cursors would skip rows). */
const createdAtText = sql<string>`to_char(${cars.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

type Position = { sortKey: string | number; id: string };

/**
 * The ORDER BY and the keyset condition of a sort, read forwards (`after`) or backwards (`before`). The
 * created_at order names its NULLS side as `cars_admin_created_idx` stores it (DESC NULLS LAST, read
 * backwards ASC NULLS FIRST), or PostgreSQL sorts instead of reading the index in order.
 */
function orderOf(sort: StockSort, at: Position | null, backwards: boolean) {
  const byPrice = sort === "price_asc" || sort === "price_desc";
  const column = byPrice ? cars.priceMinor : cars.createdAt;
  const ascending = (sort === "oldest" || sort === "price_asc") !== backwards;
  const nulls = byPrice ? sql`` : ascending ? sql` nulls first` : sql` nulls last`;
  const dir = ascending ? sql`asc` : sql`desc`;
  const value = byPrice ? sql`${at?.sortKey}::int` : sql`${at?.sortKey}::timestamptz`;
  const keyset = at
    ? ascending
      ? sql`(${column}, ${cars.id}) > (${value}, ${at.id}::uuid)`
      : sql`(${column}, ${cars.id}) < (${value}, ${at.id}::uuid)`
    : undefined;
  return { orderBy: [sql`${column} ${dir}${nulls}`, sql`${cars.id} ${dir}${nulls}`], keyset };
}

function cursorShape(sort: StockSort) {
  return sort === "price_asc" || sort === "price_desc"
    ? (["int", "uuid"] as const)
    : (["timestamp", "uuid"] as const);
}

function decodePosition(token: string | undefined, sort: StockSort): Position | null {
  const values = decodeCursor(token, cursorShape(sort));
  return values ? { sortKey: values[0], id: values[1] } : null;
}

async function selectPage(
  scope: TenantScope,
  conditions: SQL[],
  sort: StockSort,
  at: Position | null,
  backwards: boolean,
  limit: number,
) {
  const { orderBy, keyset } = orderOf(sort, at, backwards);
  return scope.db
    .select({
      id: cars.id,
      number: cars.number,
      brandName: brands.name,
      modelName: carModels.name,
      variant: cars.variant,
      status: cars.status,
      publishedAt: cars.publishedAt,
      locationName: locations.name,
      priceMinor: cars.priceMinor,
      previousPriceMinor: cars.previousPriceMinor,
      currency: cars.currency,
      createdAt: createdAtText,
      fuel: cars.fuel,
      consumptionCombined: cars.consumptionCombined,
      consumptionUnit: cars.consumptionUnit,
      co2GPerKm: cars.co2GPerKm,
      co2Class: cars.co2Class,
      co2ClassDischarged: cars.co2ClassDischarged,
      electricRangeKm: cars.electricRangeKm,
    })
    .from(cars)
    .innerJoin(brands, eq(brands.id, cars.brandId))
    .innerJoin(carModels, eq(carModels.id, cars.modelId))
    .leftJoin(locations, and(eq(locations.id, cars.locationId), scope.owns(locations)))
    .where(scope.where(cars, ...conditions, keyset))
    .orderBy(...orderBy)
    .limit(limit);
}

/** The cover picture (lowest position) of each car. */
async function coverImages(scope: TenantScope, carIds: string[]) {
  if (carIds.length === 0) return new Map<string, { id: string; width: number; height: number }>();
  const rows = await scope.db
    .selectDistinctOn([carImages.carId], {
      carId: carImages.carId,
      id: carImages.id,
      width: carImages.width,
      height: carImages.height,
    })
    .from(carImages)
    .where(inArray(carImages.carId, carIds))
    .orderBy(carImages.carId, carImages.position);
  return new Map(rows.map((r) => [r.carId, { id: r.id, width: r.width, height: r.height }]));
}

/** How many cars match, counted up to `cap` + 1. */
async function countCapped(scope: TenantScope, conditions: SQL[], cap: number): Promise<number> {
  const inner = scope.db
    .select({ id: cars.id })
    .from(cars)
    .where(scope.where(cars, ...conditions))
    .limit(cap + 1)
    .as("capped");
  const [row] = await scope.db.select({ n: count() }).from(inner);
  return Number(row?.n ?? 0);
}

/** One page of the stock list. `forbidden` for anyone outside the databaseExtended group. */
export async function listStockCars(
  ctx: ServiceContext,
  params: StockListParams,
): Promise<Result<StockPage>> {
  if (!mayWorkStock(ctx)) return err({ code: "forbidden" });
  const scope = scoped(ctx);
  const now = ctx.clock.now();
  const after = decodePosition(params.after, params.sort);
  const before = after ? null : decodePosition(params.before, params.sort);
  const conditions = stockConditions(params, now);
  const [fetched, total] = await Promise.all([
    selectPage(scope, conditions, params.sort, after ?? before, Boolean(before), params.limit + 1),
    countCapped(scope, conditions, STOCK_COUNT_CAP),
  ]);
  const images = await coverImages(
    scope,
    fetched.slice(0, params.limit).map((r) => r.id),
  );
  const rows: StockRow[] = fetched.map((r) => ({
    id: r.id,
    number: r.number,
    brandName: r.brandName,
    modelName: r.modelName,
    variant: r.variant,
    state: carStateOf(r),
    locationName: r.locationName,
    priceMinor: r.priceMinor,
    previousPriceMinor: r.previousPriceMinor,
    currency: r.currency,
    createdAt: r.createdAt,
    daysInStock: Math.max(0, Math.floor((now.getTime() - Date.parse(r.createdAt)) / DAY_MS)),
    envkvMissing: missingEnvkvFields(r),
    image: images.get(r.id) ?? null,
  }));
  const byPrice = params.sort === "price_asc" || params.sort === "price_desc";
  const page = keysetPage(rows, {
    limit: params.limit,
    direction: before ? "before" : "after",
    fromCursor: Boolean(after ?? before),
    cursorOf: (row) => encodeCursor([byPrice ? row.priceMinor : row.createdAt, row.id]),
  });
  return ok({ ...page, total: Math.min(total, STOCK_COUNT_CAP), totalCapped: total > STOCK_COUNT_CAP });
}

/** The choices of the filter form: catalogue brands with their models, the project's locations. */
export async function stockVocabulary(ctx: ServiceContext) {
  const scope = scoped(ctx);
  const [models, locationRows] = await Promise.all([
    scope.db
      .select({
        brandSlug: brands.slug,
        brandName: brands.name,
        modelId: carModels.id,
        modelName: carModels.name,
      })
      .from(carModels)
      .innerJoin(brands, eq(brands.id, carModels.brandId))
      .orderBy(asc(brands.name), asc(carModels.name)),
    scope.db
      .select({ id: locations.id, name: locations.name, slug: locations.slug })
      .from(locations)
      .where(scope.owns(locations))
      .orderBy(asc(locations.name)),
  ]);
  const brandList: { slug: string; name: string; models: { id: string; name: string }[] }[] = [];
  for (const m of models) {
    let brand = brandList[brandList.length - 1];
    if (!brand || brand.slug !== m.brandSlug) {
      brand = { slug: m.brandSlug, name: m.brandName, models: [] };
      brandList.push(brand);
    }
    brand.models.push({ id: m.modelId, name: m.modelName });
  }
  return { brands: brandList, locations: locationRows };
}

/**
 * Every car matching a list state, in its sort order, in batches of `batchSize` (the CSV export): a
 * keyset walk, so the 100th batch costs what the first does.
 */
export async function* stockCarsForExport(ctx: ServiceContext, params: StockListParams, batchSize = 1000) {
  const scope = scoped(ctx);
  const conditions = stockConditions(params, ctx.clock.now());
  let at: Position | null = null;
  const byPrice = params.sort === "price_asc" || params.sort === "price_desc";
  for (;;) {
    const { orderBy, keyset } = orderOf(params.sort, at, false);
    const rows = await scope.db
      .select({
        car: cars,
        createdAtText,
        brandName: brands.name,
        modelName: carModels.name,
        locationSlug: locations.slug,
      })
      .from(cars)
      .innerJoin(brands, eq(brands.id, cars.brandId))
      .innerJoin(carModels, eq(carModels.id, cars.modelId))
      .leftJoin(locations, and(eq(locations.id, cars.locationId), scope.owns(locations)))
      .where(scope.where(cars, ...conditions, keyset))
      .orderBy(...orderBy)
      .limit(batchSize);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    at = { sortKey: byPrice ? last.car.priceMinor : last.createdAtText, id: last.car.id };
  }
}
