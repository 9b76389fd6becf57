/**
 * Bulk actions of the stock list: publish, unpublish, change the price by an amount or a
 * percentage, move to a location, for up to BULK_MAX selected cars. One transaction, all or nothing:
 * when one car cannot take the change (EnVKV data missing, reserved or sold, a price out of range, a car
 * of another project), nothing is written and the reason is returned per car number. State and price
 * changes go through car-changes.server.ts, which records them in the history tables.
 */
import { eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { cars, locations, rentalCars } from "../../db/schema";
import { parseLocaleNumber } from "../../shared/locale-number";
import type { Locale } from "../../shared/locales";
import { type DomainError, err, ok, type Result } from "../../shared/result";
import type { EnvkvField } from "../catalog/envkv";
import { type ServiceContext, withTransaction } from "../context/service-context.server";
import { scoped } from "../context/tenant-scope.server";
import { BULK_MAX } from "./car-admin-filters";
import { mayWorkStock } from "./car-admin-list.server";
import { changeCarPrices, changeCarStates } from "./car-changes.server";
import { carStateOf, type PriceChange } from "./car-state";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const E = (key: string) => `inventory:bulk.errors.${key}`;

/**
 * The bulk form as posted: selected ids, the action and its value (a signed decimal typed in the page's
 * language, "-1.500,50" in de and "-1,500.50" in en (decision 0054), or a location id).
 */
export const bulkFormSchemaFor = (locale: Locale | string) =>
  z
    .object({
      ids: z
        .array(z.string().regex(UUID, { error: E("bogus_id") }))
        .min(1, { error: E("none_selected") })
        .max(BULK_MAX, { error: E("too_many") }),
      action: z.enum(["publish", "unpublish", "price", "location"], { error: E("unknown_action") }),
      priceMode: z.enum(["amount", "percent"]).optional(),
      priceValue: z
        .string()
        .trim()
        .max(20)
        .optional()
        .transform((v) => (v === "" ? undefined : v)),
      location: z
        .string()
        .trim()
        .max(12)
        .optional()
        .transform((v) => (v === "" ? undefined : v)),
    })
    .transform((f, ctx) => {
      if (f.action === "price") {
        // A leading plus reads as the change it says ("+500").
        const typed = f.priceValue
          ? parseLocaleNumber(f.priceValue.replace(/^\+\s*/, ""), locale, { decimals: 2, negative: true })
          : null;
        if (!typed?.ok || typed.value === 0 || Math.abs(typed.value) >= 100_000_000) {
          ctx.addIssue({ code: "custom", path: ["priceValue"], message: E("price_value") });
          return z.NEVER;
        }
        const n = typed.value;
        if (f.priceMode === "percent") {
          if (n <= -100 || n > 1000) {
            ctx.addIssue({ code: "custom", path: ["priceValue"], message: E("percent_range") });
            return z.NEVER;
          }
          return {
            ids: f.ids,
            action: {
              kind: "price" as const,
              change: { kind: "percent" as const, basisPoints: Math.round(n * 100) },
            },
          };
        }
        return {
          ids: f.ids,
          action: {
            kind: "price" as const,
            change: { kind: "amount" as const, deltaMinor: Math.round(n * 100) },
          },
        };
      }
      if (f.action === "location") {
        if (!f.location || !/^\d{1,9}$/.test(f.location)) {
          ctx.addIssue({ code: "custom", path: ["location"], message: E("location") });
          return z.NEVER;
        }
        return { ids: f.ids, action: { kind: "location" as const, locationId: Number(f.location) } };
      }
      return { ids: f.ids, action: { kind: f.action } };
    });

export type BulkAction =
  | { kind: "publish" }
  | { kind: "unpublish" }
  | { kind: "price"; change: PriceChange }
  | { kind: "location"; locationId: number };

/** Why a car refused the action, for the message: its number and the catalogue keys of the reasons. */
export type BulkRefusal = { number: number; reasons: string[] };

export type BulkError =
  | { code: "forbidden"; message?: string }
  | { code: "not_found"; message?: string }
  | { code: "invalid"; message: string; refused: BulkRefusal[] };

export type BulkOutcome = { action: BulkAction["kind"]; selected: number; changed: number };

/** Thrown inside the transaction to roll it back with a result. */
class Rollback {
  constructor(readonly error: BulkError) {}
}

function fromDomain(e: DomainError): BulkError {
  if (e.code === "not_found") return { code: "not_found", message: E("not_found") };
  if (e.code === "forbidden") return { code: "forbidden" };
  return { code: "invalid", message: e.message ?? E("failed"), refused: [] };
}

/** Runs a bulk action on the selected cars of the project, all or nothing. */
export async function bulkChangeCars(
  ctx: ServiceContext,
  carIds: readonly string[],
  action: BulkAction,
): Promise<Result<BulkOutcome, BulkError>> {
  if (!mayWorkStock(ctx)) return err({ code: "forbidden" });
  const ids = [...new Set(carIds.map((id) => id.toLowerCase()))];
  if (ids.length === 0 || ids.length > BULK_MAX || !ids.every((id) => UUID.test(id)))
    return err({ code: "invalid", message: E("none_selected"), refused: [] });
  try {
    return await withTransaction(ctx, async (tx): Promise<Result<BulkOutcome, BulkError>> => {
      const scope = scoped(tx);
      const rows = await scope.db
        .select({
          id: cars.id,
          number: cars.number,
          status: cars.status,
          publishedAt: cars.publishedAt,
          locationId: cars.locationId,
        })
        .from(cars)
        .where(scope.where(cars, inArray(cars.id, ids)))
        .for("update");
      if (rows.length !== ids.length) throw new Rollback({ code: "not_found", message: E("not_found") });
      const numberOf = new Map(rows.map((r) => [r.id, r.number]));
      let changed = 0;
      if (action.kind === "publish" || action.kind === "unpublish") {
        // Reserved and sold cars change state in the editor: publishing or unpublishing them here would
        // put a sold car back on sale.
        const locked = rows.filter((r) => {
          const s = carStateOf(r);
          return s === "reserved" || s === "sold";
        });
        if (locked.length > 0) {
          throw new Rollback({
            code: "invalid",
            message: E("reserved_or_sold"),
            refused: locked.map((r) => ({
              number: r.number,
              reasons: [`inventory:states.${carStateOf(r)}`],
            })),
          });
        }
        // A car in the rental fleet is not for sale (decision 0027): the editor refuses it, so does bulk.
        if (action.kind === "publish") {
          const renting = await scope.db
            .select({ carId: rentalCars.carId })
            .from(rentalCars)
            .where(scope.where(rentalCars, inArray(rentalCars.carId, ids), eq(rentalCars.active, true)));
          if (renting.length > 0) {
            throw new Rollback({
              code: "invalid",
              message: E("rental_car"),
              refused: renting
                .map((r) => ({
                  number: numberOf.get(r.carId) ?? 0,
                  reasons: ["inventory:bulk.reasons.rental_car"],
                }))
                .sort((a, b) => a.number - b.number),
            });
          }
        }
        const to = action.kind === "publish" ? "published" : "draft";
        const result = await changeCarStates(tx, ids, to, "bulk");
        if (!result.ok) {
          const fields = result.error.code === "invalid" ? (result.error.fields ?? {}) : {};
          if (result.error.code === "invalid" && Object.keys(fields).length > 0) {
            throw new Rollback({
              code: "invalid",
              message: E("envkv_missing"),
              refused: Object.entries(fields)
                .map(([id, missing]) => ({
                  number: numberOf.get(id) ?? 0,
                  reasons: (missing as EnvkvField[]).map((f) => `inventory:envkv.${f}`),
                }))
                .sort((a, b) => a.number - b.number),
            });
          }
          throw new Rollback(fromDomain(result.error));
        }
        changed = result.value.length;
      } else if (action.kind === "price") {
        const result = await changeCarPrices(tx, ids, action.change, "bulk");
        if (!result.ok) {
          const fields = result.error.code === "invalid" ? (result.error.fields ?? {}) : {};
          throw new Rollback(
            Object.keys(fields).length > 0
              ? {
                  code: "invalid",
                  message: E("price_out_of_range"),
                  refused: Object.keys(fields).map((id) => ({
                    number: numberOf.get(id) ?? 0,
                    reasons: ["inventory:errors.price_out_of_range"],
                  })),
                }
              : fromDomain(result.error),
          );
        }
        changed = result.value.length;
      } else {
        const [place] = await scope.db
          .select({ id: locations.id })
          .from(locations)
          .where(scope.where(locations, eq(locations.id, action.locationId)));
        if (!place) throw new Rollback({ code: "invalid", message: E("location"), refused: [] });
        const moving = rows.filter((r) => r.locationId !== place.id).map((r) => r.id);
        if (moving.length > 0) {
          await scope.db
            .update(cars)
            .set({ locationId: place.id, updatedAt: sql`now()` })
            .where(scope.where(cars, inArray(cars.id, moving)));
        }
        changed = moving.length;
      }
      return ok({ action: action.kind, selected: ids.length, changed });
    });
  } catch (e) {
    if (e instanceof Rollback) return err(e.error);
    throw e;
  }
}
