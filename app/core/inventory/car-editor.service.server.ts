/**
 * The car editor's use cases: what the page shows for a car (its fields, pictures, rental
 * price list, state, what EnVKV data is missing, history), creating a car as a draft, saving its fields
 * (the price through changeCarPrices, so it is recorded), changing its state (changeCarStates) and its
 * rental price list. Inputs are the posted form values, validated here with the shared schema.
 */

import { carStatusHistory } from "../../db/schema";
import { err, ok, type Result } from "../../shared/result";
import { searchTextOfCar } from "../catalog/car-search-text.server";
import { type EnvkvField, missingEnvkvFields } from "../catalog/envkv";
import { type ServiceContext, withTransaction } from "../context/service-context.server";
import { scoped } from "../context/tenant-scope.server";
import { listLocations } from "../locations/locations.service.server";
import { carHistory, changeCarPrices, changeCarStates, type StateChangeOutcome } from "./car-changes.server";
import {
  type CarValues,
  carEditorSchemaFor,
  carValuesOf,
  editorFieldErrors,
  rentalInputOf,
  rentalPricesSchemaFor,
} from "./car-editor";
import {
  deactivateRental,
  findBrandModel,
  findEditorCarByNumber,
  findRentalPrices,
  insertCar,
  listBrandModels,
  listImagesOfCar,
  lockCar,
  ownsLocation,
  updateCarColumns,
  upsertRentalPrices,
  userNames,
  vinTakenBy,
} from "./car-editor.repo.server";
import { type CarState, carStateOf } from "./car-state";

export type BrandOption = { id: string; name: string; models: { id: string; name: string }[] };

/** What the form's pickers offer: the catalogue's brands with their models, the project's locations. */
export async function editorOptions(ctx: ServiceContext) {
  const [rows, locations] = await Promise.all([listBrandModels(ctx.db), listLocations(ctx)]);
  const brands: BrandOption[] = [];
  for (const r of rows) {
    let brand = brands.at(-1);
    if (brand?.id !== r.brandId) {
      brand = { id: r.brandId, name: r.brandName, models: [] };
      brands.push(brand);
    }
    brand.models.push({ id: r.modelId, name: r.modelName });
  }
  return { brands, locations: locations.map((l) => ({ id: l.id, name: l.name, city: l.city })) };
}

type Checked = { values: CarValues; searchText: string };

/** The form validated, its model checked against the brand and its location against the project. */
async function checkCarForm(
  ctx: ServiceContext,
  input: Record<string, unknown>,
  carId?: string,
): Promise<Result<Checked>> {
  const parsed = carEditorSchemaFor(ctx.locale).safeParse(input);
  if (!parsed.success) return err({ code: "invalid", fields: editorFieldErrors(parsed.error) });
  const values = carValuesOf(parsed.data);
  const fields: Record<string, string[]> = {};
  const names = await findBrandModel(ctx.db, values.brandId, values.modelId);
  if (!names) fields.modelId = ["car-editor:errors.model"];
  if (values.locationId !== null && !(await ownsLocation(scoped(ctx), values.locationId)))
    fields.locationId = ["validation:location_unknown"];
  if (values.vin !== null && (await vinTakenBy(scoped(ctx), values.vin, carId)))
    fields.vin = ["car-editor:errors.vin_taken"];
  if (!names || Object.keys(fields).length > 0) return err({ code: "invalid", fields });
  const searchText = searchTextOfCar({ ...names, ...values });
  return ok({ values, searchText });
}

/** Creates a car as a draft (not published, available) and records its first state. */
export async function createCar(
  ctx: ServiceContext,
  input: Record<string, unknown>,
): Promise<Result<{ id: string; number: number }>> {
  const checked = await checkCarForm(ctx, input);
  if (!checked.ok) return checked;
  return withTransaction(ctx, async (tx) => {
    const scope = scoped(tx);
    const car = await insertCar(scope, {
      ...checked.value.values,
      searchText: checked.value.searchText,
      currency: tx.project.currency,
    });
    await scope.db.insert(carStatusHistory).values(
      scope.stamp({
        carId: car.id,
        fromState: null,
        toState: "draft" as const,
        source: "create",
        changedBy: tx.principal?.id ?? null,
      }),
    );
    return ok(car);
  });
}

/** Saves a car's fields; a new price goes through changeCarPrices (history, "price reduced"). */
export async function updateCar(
  ctx: ServiceContext,
  carId: string,
  input: Record<string, unknown>,
): Promise<Result<{ priceChanged: boolean }>> {
  const checked = await checkCarForm(ctx, input, carId);
  if (!checked.ok) return checked;
  const { priceMinor, ...rest } = checked.value.values;
  return withTransaction(ctx, async (tx) => {
    const scope = scoped(tx);
    if (!(await updateCarColumns(scope, carId, { ...rest, searchText: checked.value.searchText })))
      return err({ code: "not_found" });
    const priced = await changeCarPrices(tx, [carId], { kind: "set", priceMinor }, "editor");
    // The schema keeps the price in range, so a refusal here is a bug: roll everything back.
    if (!priced.ok) throw new Error(`price change refused: ${priced.error.code}`);
    return ok({ priceChanged: priced.value.length > 0 });
  });
}

/** Moves the car to a state (publishing refused while EnVKV data is missing: `invalid` with the fields). */
export async function changeEditorCarState(
  ctx: ServiceContext,
  carId: string,
  to: CarState,
): Promise<Result<StateChangeOutcome | null>> {
  if (to === "published" && (await findRentalPrices(scoped(ctx), carId))?.active) {
    return err({ code: "invalid", message: "car-editor:state.rental_car", fields: { envkv: [] } });
  }
  const result = await changeCarStates(ctx, [carId], to, "editor");
  if (!result.ok) {
    if (result.error.code === "invalid" && result.error.fields) {
      const missing = result.error.fields[carId] ?? [];
      return err({
        code: "invalid",
        message: "car-editor:state.publish_refused",
        fields: { envkv: missing },
      });
    }
    return result;
  }
  return ok(result.value[0] ?? null);
}

/** Saves the rental price list, or takes the car out of the rental fleet (flag off). */
export async function saveRentalPrices(
  ctx: ServiceContext,
  carId: string,
  input: Record<string, unknown>,
): Promise<Result<{ active: boolean }>> {
  const parsed = rentalPricesSchemaFor(ctx.locale).safeParse(rentalInputOf(input));
  if (!parsed.success) return err({ code: "invalid", fields: editorFieldErrors(parsed.error) });
  const form = parsed.data;
  return withTransaction(ctx, async (tx) => {
    const scope = scoped(tx);
    // Only the project's own car gets a price list (the id comes from the caller).
    const car = await lockCar(scope, carId);
    if (!car) return err({ code: "not_found" });
    if (!form.rentalCar) {
      await deactivateRental(scope, carId);
      return ok({ active: false });
    }
    // Rental cars are never for sale (decision 0027): a published car is taken off the website first.
    if (car.publishedAt !== null)
      return err({ code: "invalid", fields: { rentalCar: ["car-editor:rental.published"] } });
    await upsertRentalPrices(scope, carId, {
      dayRateMinor: form.dayRate!,
      weekendRateMinor: form.weekendRate!,
      weekRateMinor: form.weekRate!,
      depositMinor: form.deposit!,
      includedKmPerDay: form.includedKmPerDay!,
      extraKmMinor: form.extraKm!,
    });
    return ok({ active: true });
  });
}

export type HistoryEntry =
  | { kind: "state"; at: string; by: string | null; source: string; from: CarState | null; to: CarState }
  | { kind: "price"; at: string; by: string | null; source: string; from: number; to: number };

/** Everything the editor page shows of one of the project's cars, by its public number. */
export async function getEditorCar(ctx: ServiceContext, number: number) {
  const scope = scoped(ctx);
  const car = await findEditorCarByNumber(scope, number);
  if (!car) return err({ code: "not_found" as const });
  const [images, rental, history] = await Promise.all([
    listImagesOfCar(ctx.db, car.id),
    findRentalPrices(scope, car.id),
    carHistory(ctx, car.id),
  ]);
  const who = [...history.states, ...history.prices].flatMap((h) => (h.changedBy ? [h.changedBy] : []));
  const names = await userNames(scope, [...new Set(who)]);
  const entries: HistoryEntry[] = [
    ...history.states.map(
      (h): HistoryEntry => ({
        kind: "state",
        at: h.changedAt.toISOString(),
        by: h.changedBy ? (names.get(h.changedBy) ?? null) : null,
        source: h.source,
        from: h.fromState,
        to: h.toState,
      }),
    ),
    ...history.prices.map(
      (h): HistoryEntry => ({
        kind: "price",
        at: h.changedAt.toISOString(),
        by: h.changedBy ? (names.get(h.changedBy) ?? null) : null,
        source: h.source,
        from: h.oldPriceMinor,
        to: h.newPriceMinor,
      }),
    ),
  ].sort((a, b) => b.at.localeCompare(a.at));
  const missing: EnvkvField[] = missingEnvkvFields(car);
  return ok({
    car,
    state: carStateOf(car),
    missingEnvkv: missing,
    images: images.map((i) => ({ id: i.id, position: i.position, width: i.width, height: i.height })),
    rental,
    history: entries,
  });
}
