/**
 * The two writes every part of the database section shares: a car's state change and price
 * changes, each recorded in its history table in the same transaction. The editor, bulk actions and the
 * CSV import call these; nothing else updates `cars.status`, `cars.published_at` or `cars.price_minor`
 * from the back office. Set-based: a bulk change of 500 cars is one UPDATE and one INSERT.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { carPriceHistory, carStatusHistory, cars } from "../../db/schema";
import { err, ok, type Result } from "../../shared/result";
import { missingEnvkvFields } from "../catalog/envkv";
import { type ServiceContext, withTransaction } from "../context/service-context.server";
import { scoped } from "../context/tenant-scope.server";
import {
  applyPriceChange,
  type CarState,
  carStateOf,
  columnsOfState,
  type PriceChange,
  previousPriceAfter,
} from "./car-state";

/** Where a change came from, kept in the history rows. */
export type ChangeSource = "editor" | "bulk" | "import" | "checkout" | "scheduler" | "create";

export type StateChangeOutcome = { carId: string; from: CarState; to: CarState };

/**
 * Moves cars to a state. Publishing is refused for a car whose Pkw-EnVKV data is incomplete (`invalid`
 * with the names of the missing EnvkvFields per car id under `fields`, to be shown with their labels);
 * nothing is written then (all or nothing). Cars
 * already in the state are left alone and not recorded. Cars of another project are `not_found`.
 */
export async function changeCarStates(
  ctx: ServiceContext,
  carIds: readonly string[],
  to: CarState,
  source: ChangeSource,
): Promise<Result<StateChangeOutcome[]>> {
  if (carIds.length === 0) return ok([]);
  return withTransaction(ctx, async (tx) => {
    const scope = scoped(tx);
    const rows = await scope.db
      .select()
      .from(cars)
      .where(scope.where(cars, inArray(cars.id, [...carIds])))
      .for("update");
    if (rows.length !== new Set(carIds).size) return err({ code: "not_found" });
    if (to === "published") {
      const fields: Record<string, string[]> = {};
      for (const car of rows) {
        const missing = missingEnvkvFields(car);
        if (missing.length > 0) fields[car.id] = missing;
      }
      if (Object.keys(fields).length > 0)
        return err({ code: "invalid", message: "car:envkv.incomplete", fields });
    }
    const changing = rows.filter((car) => carStateOf(car) !== to);
    if (changing.length === 0) return ok([]);
    const { status, publish } = columnsOfState(to);
    const publishedAt =
      publish === true
        ? sql`coalesce(${cars.publishedAt}, now())`
        : publish === false
          ? null
          : cars.publishedAt;
    await scope.db
      .update(cars)
      .set({
        status,
        publishedAt,
        // A state set by hand ends an online reservation's timer (the scheduler would release it).
        reservedUntil: null,
        updatedAt: sql`now()`,
      })
      .where(
        scope.where(
          cars,
          inArray(
            cars.id,
            changing.map((c) => c.id),
          ),
        ),
      );
    const changedBy = tx.principal?.id ?? null;
    await scope.db
      .insert(carStatusHistory)
      .values(
        changing.map((car) =>
          scope.stamp({ carId: car.id, fromState: carStateOf(car), toState: to, source, changedBy }),
        ),
      );
    return ok(changing.map((car) => ({ carId: car.id, from: carStateOf(car), to })));
  });
}

export type PriceChangeOutcome = { carId: string; oldPriceMinor: number; newPriceMinor: number };

/**
 * Changes the prices of cars (one price, or each moved by an amount or a percentage), recording each
 * change and the "price reduced" reference. `invalid` (nothing written) when a resulting price would be
 * below 1 or above the maximum; unchanged prices are not recorded.
 */
export async function changeCarPrices(
  ctx: ServiceContext,
  carIds: readonly string[],
  change: PriceChange,
  source: ChangeSource,
): Promise<Result<PriceChangeOutcome[]>> {
  if (carIds.length === 0) return ok([]);
  return withTransaction(ctx, async (tx) => {
    const scope = scoped(tx);
    const rows = await scope.db
      .select({ id: cars.id, priceMinor: cars.priceMinor, previousPriceMinor: cars.previousPriceMinor })
      .from(cars)
      .where(scope.where(cars, inArray(cars.id, [...carIds])))
      .for("update");
    if (rows.length !== new Set(carIds).size) return err({ code: "not_found" });
    const outcomes: (PriceChangeOutcome & { previous: number | null })[] = [];
    for (const car of rows) {
      const next = applyPriceChange(car.priceMinor, change);
      if (next === null) {
        return err({
          code: "invalid",
          message: "inventory:errors.price_out_of_range",
          fields: { [car.id]: ["inventory:errors.price_out_of_range"] },
        });
      }
      if (next === car.priceMinor) continue;
      outcomes.push({
        carId: car.id,
        oldPriceMinor: car.priceMinor,
        newPriceMinor: next,
        previous: previousPriceAfter(car.priceMinor, next, car.previousPriceMinor),
      });
    }
    if (outcomes.length === 0) return ok([]);
    // One UPDATE for all cars: the new prices as a VALUES list joined by id.
    const values = sql.join(
      outcomes.map((o) => sql`(${o.carId}::uuid, ${o.newPriceMinor}::int, ${o.previous}::int)`),
      sql`, `,
    );
    await scope.db.execute(sql`
      update ${cars} set price_minor = v.price, previous_price_minor = v.previous, updated_at = now()
      from (values ${values}) as v(id, price, previous)
      where ${cars.id} = v.id and ${scope.owns(cars)}`);
    const changedBy = tx.principal?.id ?? null;
    await scope.db.insert(carPriceHistory).values(
      outcomes.map((o) =>
        scope.stamp({
          carId: o.carId,
          oldPriceMinor: o.oldPriceMinor,
          newPriceMinor: o.newPriceMinor,
          source,
          changedBy,
        }),
      ),
    );
    return ok(outcomes.map(({ previous: _p, ...o }) => o));
  });
}

/** A car's state and price history, newest first (the editor's history panel). */
export async function carHistory(ctx: ServiceContext, carId: string) {
  const scope = scoped(ctx);
  const [states, prices] = await Promise.all([
    scope.db
      .select()
      .from(carStatusHistory)
      .where(scope.where(carStatusHistory, eq(carStatusHistory.carId, carId)))
      .orderBy(sql`${carStatusHistory.changedAt} desc, ${carStatusHistory.id} desc`)
      .limit(100),
    scope.db
      .select()
      .from(carPriceHistory)
      .where(and(scope.owns(carPriceHistory), eq(carPriceHistory.carId, carId)))
      .orderBy(sql`${carPriceHistory.changedAt} desc, ${carPriceHistory.id} desc`)
      .limit(100),
  ]);
  return { states, prices };
}
