/** Drizzle queries of the shop's items, through the tenant scope. */
import { and, asc, count, eq, inArray, isNull, type SQL } from "drizzle-orm";
import { items } from "../../db/schema";
import type { TenantScope } from "../context/tenant-scope.server";
import type { ItemCategory } from "./commerce-enums";

/** Active items of the project (not variants), in the shop's order (category, position). */
export async function listActiveItems(scope: TenantScope, category?: ItemCategory) {
  const conditions: SQL[] = [eq(items.isActive, true), isNull(items.parentId)];
  if (category) conditions.push(eq(items.category, category));
  return scope.db
    .select()
    .from(items)
    .where(scope.where(items, ...conditions))
    .orderBy(asc(items.category), asc(items.position), asc(items.id));
}

/** How many active items each category has. */
export async function countActiveItemsByCategory(scope: TenantScope) {
  return scope.db
    .select({ category: items.category, n: count() })
    .from(items)
    .where(scope.where(items, eq(items.isActive, true), isNull(items.parentId)))
    .groupBy(items.category);
}

export async function findActiveItem(scope: TenantScope, id: string) {
  const [row] = await scope.db
    .select()
    .from(items)
    .where(scope.where(items, and(eq(items.id, id), eq(items.isActive, true), isNull(items.parentId))))
    .limit(1);
  return row ?? null;
}

/** The active variants of listed items, in their order. */
export async function listActiveVariants(scope: TenantScope, parentIds: string[]) {
  if (parentIds.length === 0) return [];
  return scope.db
    .select({
      id: items.id,
      parentId: items.parentId,
      sku: items.sku,
      variantName: items.variantName,
      priceMinor: items.priceMinor,
      stock: items.stock,
    })
    .from(items)
    .where(scope.where(items, inArray(items.parentId, parentIds), eq(items.isActive, true)))
    .orderBy(asc(items.position), asc(items.id));
}
