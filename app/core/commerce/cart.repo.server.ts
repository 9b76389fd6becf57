/** Drizzle queries of carts and cart lines; every tenant table through the tenant scope. */

import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.server";
import {
  brands,
  carImages,
  carModels,
  cars,
  cartLines,
  carts,
  items,
  modelColours,
  modelOptions,
  modelPowertrains,
} from "../../db/schema";
import { COLOUR_COLUMNS, OPTION_COLUMNS } from "../catalog/catalog.repo.server";
import type { TenantScope } from "../context/tenant-scope.server";
import type { CartOwner } from "./cart-types";
import type { CartConfiguration, CartLineKind } from "./commerce-enums";

function ownerIs(owner: CartOwner): SQL {
  return owner.kind === "user" ? eq(carts.userId, owner.userId) : eq(carts.visitorId, owner.visitorId);
}

/** The owner's cart id, or null when the owner has none. */
export async function findCartId(scope: TenantScope, owner: CartOwner): Promise<string | null> {
  const [row] = await scope.db
    .select({ id: carts.id })
    .from(carts)
    .where(scope.where(carts, ownerIs(owner)))
    .limit(1);
  return row?.id ?? null;
}

/** The owner's cart id, made on the first write (concurrent first writes meet in the unique index). */
export async function ensureCartId(scope: TenantScope, owner: CartOwner): Promise<string> {
  const found = await findCartId(scope, owner);
  if (found) return found;
  await scope.db
    .insert(carts)
    .values(
      scope.stamp({
        userId: owner.kind === "user" ? owner.userId : null,
        visitorId: owner.kind === "visitor" ? owner.visitorId : null,
      }),
    )
    .onConflictDoNothing();
  const id = await findCartId(scope, owner);
  if (!id) throw new Error("cart not created");
  return id;
}

export async function touchCart(scope: TenantScope, cartId: string, at: Date) {
  await scope.db
    .update(carts)
    .set({ updatedAt: at })
    .where(scope.where(carts, eq(carts.id, cartId)));
}

const usedBrand = alias(brands, "used_brand");
const usedModel = alias(carModels, "used_model");
const newBrand = alias(brands, "new_brand");
const newModel = alias(carModels, "new_model");
/** A variant's parent item: the line shows "Item – Variant" and needs the parent active. */
const parentItem = alias(items, "parent_item");

/**
 * The owner's lines with everything pricing needs, in one query: the used car (price, status,
 * published, VAT, location, first picture), the item (price, stock, active) or the new car's
 * powertrain with its model and brand. A car or item of another project never joins.
 */
export async function listOwnerLines(scope: TenantScope, owner: CartOwner) {
  return scope.db
    .select({
      id: cartLines.id,
      cartId: cartLines.cartId,
      kind: cartLines.kind,
      quantity: cartLines.quantity,
      configuration: cartLines.configuration,
      carId: cartLines.carId,
      itemId: cartLines.itemId,
      powertrainId: cartLines.powertrainId,
      car: {
        id: cars.id,
        number: cars.number,
        status: cars.status,
        publishedAt: cars.publishedAt,
        priceMinor: cars.priceMinor,
        vatDeductible: cars.vatDeductible,
        variant: cars.variant,
        firstRegistration: cars.firstRegistration,
        mileageKm: cars.mileageKm,
        locationId: cars.locationId,
        brandName: usedBrand.name,
        modelName: usedModel.name,
        imageId: carImages.id,
        imageWidth: carImages.width,
        imageHeight: carImages.height,
      },
      item: {
        id: items.id,
        sku: items.sku,
        name: items.name,
        brandName: items.brandName,
        priceMinor: items.priceMinor,
        vatRateBp: items.vatRateBp,
        stock: items.stock,
        image: items.image,
        isActive: items.isActive,
        variantName: items.variantName,
        parentName: parentItem.name,
        parentActive: parentItem.isActive,
      },
      powertrain: {
        id: modelPowertrains.id,
        modelId: modelPowertrains.modelId,
        gear: modelPowertrains.gear,
        fuel: modelPowertrains.fuel,
        priceMinor: modelPowertrains.priceMinor,
        modelSlug: newModel.slug,
        modelName: newModel.name,
        brandSlug: newBrand.slug,
        brandName: newBrand.name,
      },
    })
    .from(cartLines)
    .innerJoin(carts, and(eq(carts.id, cartLines.cartId), scope.owns(carts), ownerIs(owner)))
    .leftJoin(cars, and(eq(cars.id, cartLines.carId), scope.owns(cars)))
    .leftJoin(usedBrand, eq(usedBrand.id, cars.brandId))
    .leftJoin(usedModel, eq(usedModel.id, cars.modelId))
    .leftJoin(carImages, and(eq(carImages.carId, cars.id), eq(carImages.position, 0)))
    .leftJoin(items, and(eq(items.id, cartLines.itemId), scope.owns(items)))
    .leftJoin(parentItem, and(eq(parentItem.id, items.parentId), scope.owns(parentItem)))
    .leftJoin(modelPowertrains, eq(modelPowertrains.id, cartLines.powertrainId))
    .leftJoin(newModel, eq(newModel.id, modelPowertrains.modelId))
    .leftJoin(newBrand, eq(newBrand.id, newModel.brandId))
    .where(scope.owns(cartLines))
    .orderBy(asc(cartLines.addedAt), asc(cartLines.id));
}
export type OwnerLineRow = Awaited<ReturnType<typeof listOwnerLines>>[number];

/** Options and paints of the new models in a cart (reference data, shared by all projects). */
export async function listModelEquipment(db: Db, modelIds: readonly string[]) {
  if (modelIds.length === 0) return { options: [], colours: [] };
  const ids = [...new Set(modelIds)];
  const [options, colours] = await Promise.all([
    db
      .select({ modelId: modelOptions.modelId, ...OPTION_COLUMNS })
      .from(modelOptions)
      .where(inArray(modelOptions.modelId, ids))
      .orderBy(asc(modelOptions.position), asc(modelOptions.key)),
    db
      .select({ modelId: modelColours.modelId, ...COLOUR_COLUMNS })
      .from(modelColours)
      .where(inArray(modelColours.modelId, ids))
      .orderBy(asc(modelColours.position), asc(modelColours.key)),
  ]);
  return { options, colours };
}

/** A new model's powertrain by the configurator's brand and model slugs, gearbox and fuel. */
export async function findPowertrainBySlugs(
  db: Db,
  brand: string,
  model: string,
  gear: string,
  fuel: string,
) {
  const [row] = await db
    .select({ id: modelPowertrains.id, modelId: modelPowertrains.modelId })
    .from(modelPowertrains)
    .innerJoin(carModels, eq(carModels.id, modelPowertrains.modelId))
    .innerJoin(brands, eq(brands.id, carModels.brandId))
    .where(
      and(
        eq(brands.slug, brand),
        eq(carModels.slug, model),
        eq(modelPowertrains.gear, gear),
        eq(modelPowertrains.fuel, fuel),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** A car of this project by its public number, with what adding it needs. */
export async function findCarForCart(scope: TenantScope, number: number) {
  const [row] = await scope.db
    .select({ id: cars.id, status: cars.status, publishedAt: cars.publishedAt })
    .from(cars)
    .where(scope.where(cars, eq(cars.number, number)))
    .limit(1);
  return row ?? null;
}

/**
 * An item of this project by id. A variant is sold only while its parent is active too; an
 * item with variants is not sold itself (the buyer picks a variant), so it counts as inactive here.
 */
export async function findItemForCart(scope: TenantScope, id: string) {
  const [row] = await scope.db
    .select({
      id: items.id,
      stock: items.stock,
      isActive: sql<boolean>`${items.isActive}
        and (${parentItem.id} is null or ${parentItem.isActive})
        and not exists (select 1 from items v where v.parent_id = ${sql.raw(`"items"."id"`)})`,
    })
    .from(items)
    .leftJoin(parentItem, and(eq(parentItem.id, items.parentId), scope.owns(parentItem)))
    .where(scope.where(items, eq(items.id, id)))
    .limit(1);
  return row ? { ...row, isActive: Boolean(row.isActive) } : null;
}

export type NewLine = {
  kind: CartLineKind;
  carId?: string | null;
  itemId?: string | null;
  powertrainId?: string | null;
  configuration?: CartConfiguration | null;
  quantity: number;
};

/** Adds a line; a used car or item already in the cart is not doubled (false then). */
export async function insertLine(scope: TenantScope, cartId: string, line: NewLine): Promise<boolean> {
  const rows = await scope.db
    .insert(cartLines)
    .values(
      scope.stamp({
        cartId,
        kind: line.kind,
        carId: line.carId ?? null,
        itemId: line.itemId ?? null,
        powertrainId: line.powertrainId ?? null,
        configuration: line.configuration ?? null,
        quantity: line.quantity,
      }),
    )
    .onConflictDoNothing()
    .returning({ id: cartLines.id });
  return rows.length > 0;
}

/** Sets a line's quantity, but only a line of this cart; false when there is none. */
export async function updateLineQuantity(
  scope: TenantScope,
  cartId: string,
  lineId: string,
  quantity: number,
): Promise<boolean> {
  const rows = await scope.db
    .update(cartLines)
    .set({ quantity })
    .where(scope.where(cartLines, eq(cartLines.cartId, cartId), eq(cartLines.id, lineId)))
    .returning({ id: cartLines.id });
  return rows.length > 0;
}

export async function deleteLine(scope: TenantScope, cartId: string, lineId: string): Promise<boolean> {
  const rows = await scope.db
    .delete(cartLines)
    .where(scope.where(cartLines, eq(cartLines.cartId, cartId), eq(cartLines.id, lineId)))
    .returning({ id: cartLines.id });
  return rows.length > 0;
}

/** Moves lines into another cart of the same project (merge at login). */
export async function moveLines(scope: TenantScope, lineIds: readonly string[], cartId: string) {
  if (lineIds.length === 0) return;
  await scope.db
    .update(cartLines)
    .set({ cartId })
    .where(scope.where(cartLines, inArray(cartLines.id, [...lineIds])));
}

export async function deleteLines(scope: TenantScope, lineIds: readonly string[]) {
  if (lineIds.length === 0) return;
  await scope.db.delete(cartLines).where(scope.where(cartLines, inArray(cartLines.id, [...lineIds])));
}

export async function deleteCart(scope: TenantScope, cartId: string) {
  await scope.db.delete(carts).where(scope.where(carts, eq(carts.id, cartId)));
}

/** Empties a cart (after its order was placed). */
export async function clearCart(scope: TenantScope, cartId: string) {
  await scope.db.delete(cartLines).where(scope.where(cartLines, eq(cartLines.cartId, cartId)));
}
