/**
 * The shop's items in the back office (`account/items`): the list with its filters, the
 * editor (item, variants, pictures) and every change, for the extended database group only.
 * A variant is an item row of its own (SKU, price, stock, active) whose `parent_id` is the listed item;
 * it carries the parent's name, category, brand and VAT so carts and orders take it like any item.
 * Stock is changed by the difference to what the editor showed, so an order placed meanwhile (which
 * lowers the stock) is not undone; the schema's check keeps it >= 0.
 */
import { randomUUID } from "node:crypto";
import { asc, count, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { itemImages, items } from "../../db/schema";
import type { Locale } from "../../shared/locales";
import { err, ok, type Result } from "../../shared/result";
import type { ItemCategory } from "../commerce/commerce-enums";
import { can, type ServiceContext, withTransaction } from "../context/service-context.server";
import { scoped, type TenantScope } from "../context/tenant-scope.server";
import type { FileStore } from "../files/file-store.server";
import { type LocalizedText, pickLocalized } from "../leads/localized-text";
import {
  type EncodedImage,
  encodeItemImage,
  removeItemImageFiles,
  writeItemImage,
} from "./item-images.server";
import {
  type AltInput,
  cardPathOf,
  ITEM_IMAGE,
  ITEMS_PER_PAGE,
  type ItemInput,
  type ItemListFilters,
  itemImagePath,
  localizedOf,
  MAX_ITEM_IMAGES,
  UUID,
  type VariantInput,
} from "./item-schema";

type Invalid = { code: "invalid"; message?: string; fields?: Record<string, string[]> };
export type ItemError = { code: "forbidden" } | { code: "not_found" } | Invalid;

const forbidden = () => err({ code: "forbidden" as const });
const notFound = () => err({ code: "not_found" as const });
const invalidField = (field: string, message: string) =>
  err<Invalid>({ code: "invalid", message, fields: { [field]: [message] } });

/** Whether an error (or its cause) is a violation of a named constraint. */
function violates(e: unknown, codes: string[], name: string): boolean {
  for (let cur: unknown = e, depth = 0; cur && depth < 4; depth++) {
    const c = cur as { code?: string; constraint?: string; message?: string; cause?: unknown };
    if (c.code && codes.includes(c.code) && (c.constraint === name || (c.message ?? "").includes(name)))
      return true;
    cur = c.cause;
  }
  return false;
}
const skuTaken = (e: unknown) => violates(e, ["23505"], "items_project_sku_idx");
const stockNegative = (e: unknown) => violates(e, ["23514"], "items_stock_not_negative");

export type ItemListRow = {
  id: string;
  sku: string;
  category: ItemCategory;
  name: string;
  brandName: string | null;
  priceMinor: number;
  stock: number | null;
  isActive: boolean;
  image: string | null;
  variants: number;
  /** Sum of the variants' stock (null: some variant is not stocked, or there are none). */
  variantStock: number | null;
};

export type ItemList = { rows: ItemListRow[]; total: number; page: number; pages: number };

/** Subqueries over an item's variants (`v`), correlated with the outer `items` row. */
const OUTER_ID = sql.raw(`"items"."id"`);

/** `%word%` for ILIKE with the pattern characters escaped. */
const likeWord = (w: string) => `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function stockCondition(stockColumn: AnyPgColumn, kind: ItemListFilters["stock"]): SQL | undefined {
  switch (kind) {
    case "in_stock":
      return sql`${stockColumn} > 0`;
    case "out_of_stock":
      return sql`${stockColumn} = 0`;
    case "not_stocked":
      return sql`${stockColumn} is null`;
    default:
      return undefined;
  }
}

/** The listed items (not variants) under the filters, by category, position and id, a page at a time. */
export async function listItems(
  ctx: ServiceContext,
  f: ItemListFilters,
): Promise<Result<ItemList, ItemError>> {
  if (!can(ctx, "databaseExtended")) return forbidden();
  const scope = scoped(ctx);
  const conditions: (SQL | undefined)[] = [isNull(items.parentId)];
  if (f.category.length) conditions.push(inArray(items.category, f.category));
  if (f.active) conditions.push(eq(items.isActive, f.active === "true"));
  // Control characters (a NUL byte is refused by PostgreSQL) separate words like spaces.
  const words = (f.q ?? "")
    .toLowerCase()
    .replace(/\p{Cc}/gu, " ")
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8);
  for (const w of words) {
    const names = sql`concat_ws(' ', ${items.sku}, ${items.name}->>'de', ${items.name}->>'en', ${items.name}->>'pl', ${items.name}->>'tr')`;
    conditions.push(sql`${names} ilike ${likeWord(w)}`);
  }
  const stock = stockCondition(items.stock, f.stock);
  if (stock) {
    // The item itself (no variants) or any of its variants.
    const ofVariant = stockCondition(sql.raw("v.stock") as unknown as AnyPgColumn, f.stock)!;
    conditions.push(
      sql`((${stock} and not exists (select 1 from items v where v.parent_id = ${OUTER_ID}))
        or exists (select 1 from items v where v.parent_id = ${OUTER_ID} and ${ofVariant}))`,
    );
  }
  const where = scope.where(items, ...conditions);
  const page = f.page ?? 1;
  const [rows, [total]] = await Promise.all([
    scope.db
      .select({
        id: items.id,
        sku: items.sku,
        category: items.category,
        name: items.name,
        brandName: items.brandName,
        priceMinor: items.priceMinor,
        stock: items.stock,
        isActive: items.isActive,
        image: items.image,
        variants: sql<number>`(select count(*)::int from items v where v.parent_id = ${OUTER_ID})`,
        variantStock: sql<
          number | null
        >`(select case when count(*) = 0 or bool_or(v.stock is null) then null else sum(v.stock)::int end from items v where v.parent_id = ${OUTER_ID})`,
      })
      .from(items)
      .where(where)
      .orderBy(asc(items.category), asc(items.position), asc(items.id))
      .limit(ITEMS_PER_PAGE)
      .offset((page - 1) * ITEMS_PER_PAGE),
    scope.db.select({ n: count() }).from(items).where(where),
  ]);
  const n = Number(total?.n ?? 0);
  return ok({
    rows: rows.map((r) => ({
      ...r,
      name: pickLocalized(r.name, ctx.locale),
      variants: Number(r.variants),
      variantStock: r.variantStock === null ? null : Number(r.variantStock),
    })),
    total: n,
    page,
    pages: Math.max(1, Math.ceil(n / ITEMS_PER_PAGE)),
  });
}

export type EditedItem = {
  id: string;
  sku: string;
  category: ItemCategory;
  name: LocalizedText;
  description: LocalizedText;
  brandName: string | null;
  priceMinor: number;
  vatRateBp: number;
  stock: number | null;
  isActive: boolean;
  position: number;
  image: string | null;
  variants: {
    id: string;
    sku: string;
    variantName: LocalizedText;
    priceMinor: number;
    stock: number | null;
    isActive: boolean;
    position: number;
  }[];
  images: {
    id: string;
    position: number;
    path: string;
    card: string;
    width: number;
    height: number;
    alt: LocalizedText;
  }[];
};

async function findListedItem(scope: TenantScope, id: string) {
  if (!UUID.test(id)) return null;
  const [row] = await scope.db
    .select()
    .from(items)
    .where(scope.where(items, eq(items.id, id), isNull(items.parentId)))
    .limit(1);
  return row ?? null;
}

/** One listed item with its variants and pictures, for the editor; not_found for a variant or another project's. */
export async function getItemForEdit(
  ctx: ServiceContext,
  id: string,
): Promise<Result<EditedItem, ItemError>> {
  if (!can(ctx, "databaseExtended")) return forbidden();
  const scope = scoped(ctx);
  const row = await findListedItem(scope, id);
  if (!row) return notFound();
  const [variantRows, imageRows] = await Promise.all([
    scope.db
      .select()
      .from(items)
      .where(scope.where(items, eq(items.parentId, row.id)))
      .orderBy(asc(items.position), asc(items.createdAt), asc(items.id)),
    scope.db
      .select()
      .from(itemImages)
      .where(scope.where(itemImages, eq(itemImages.itemId, row.id)))
      .orderBy(asc(itemImages.position)),
  ]);
  return ok({
    id: row.id,
    sku: row.sku,
    category: row.category,
    name: row.name,
    description: row.description,
    brandName: row.brandName,
    priceMinor: row.priceMinor,
    vatRateBp: row.vatRateBp,
    stock: row.stock,
    isActive: row.isActive,
    position: row.position,
    image: row.image,
    variants: variantRows.map((v) => ({
      id: v.id,
      sku: v.sku,
      variantName: v.variantName ?? {},
      priceMinor: v.priceMinor,
      stock: v.stock,
      isActive: v.isActive,
      position: v.position,
    })),
    images: imageRows.map((i) => ({
      id: i.id,
      position: i.position,
      path: i.path,
      card: cardPathOf(i.path),
      width: i.width,
      height: i.height,
      alt: i.alt,
    })),
  });
}

/** The new stock after an edit: the change the editor made, applied to the stock as it is now. */
function stockUpdate(
  table: typeof items,
  input: { stock: number | null; stock_was: number | null },
): SQL | number | null {
  if (input.stock === null) return null;
  if (input.stock_was === null) return input.stock;
  const delta = input.stock - input.stock_was;
  // Not stocked before (null): the typed number; else moved by the difference (a sale meanwhile stays).
  return sql`case when ${table.stock} is null then ${input.stock} else ${table.stock} + ${delta} end`;
}

async function skuInUse(scope: TenantScope, sku: string, exceptId?: string): Promise<boolean> {
  const [row] = await scope.db
    .select({ id: items.id })
    .from(items)
    .where(scope.where(items, eq(items.sku, sku), exceptId ? sql`${items.id} <> ${exceptId}` : undefined))
    .limit(1);
  return Boolean(row);
}

async function writeGuarded<T>(run: () => Promise<T>): Promise<Result<T, ItemError>> {
  try {
    return ok(await run());
  } catch (e) {
    if (skuTaken(e)) return invalidField("sku", "items:errors.sku_taken");
    if (stockNegative(e)) return invalidField("stock", "items:errors.stock_negative");
    throw e;
  }
}

function itemValues(input: ItemInput) {
  return {
    sku: input.sku,
    category: input.category,
    name: localizedOf(input, "name"),
    description: localizedOf(input, "description"),
    brandName: input.brand_name || null,
    priceMinor: input.price,
    vatRateBp: input.vat,
    isActive: input.active,
    position: input.position,
  };
}

export async function createItem(
  ctx: ServiceContext,
  input: ItemInput,
): Promise<Result<{ id: string }, ItemError>> {
  if (!can(ctx, "databaseExtended")) return forbidden();
  const scope = scoped(ctx);
  if (await skuInUse(scope, input.sku)) return invalidField("sku", "items:errors.sku_taken");
  return writeGuarded(async () => {
    const [row] = await scope.db
      .insert(items)
      .values(scope.stamp({ ...itemValues(input), stock: input.stock }))
      .returning({ id: items.id });
    return { id: row!.id };
  });
}

export async function updateItem(
  ctx: ServiceContext,
  id: string,
  input: ItemInput,
): Promise<Result<{ id: string }, ItemError>> {
  if (!can(ctx, "databaseExtended")) return forbidden();
  const scope = scoped(ctx);
  const row = await findListedItem(scope, id);
  if (!row) return notFound();
  if (await skuInUse(scope, input.sku, id)) return invalidField("sku", "items:errors.sku_taken");
  return writeGuarded(() =>
    withTransaction(ctx, async (tx) => {
      const s = scoped(tx);
      const values = itemValues(input);
      const now = ctx.clock.now();
      await s.db
        .update(items)
        .set({ ...values, stock: stockUpdate(items, input) as number | null, updatedAt: now })
        .where(s.where(items, eq(items.id, id)));
      // The variants carry the parent's name, category, brand and VAT (what a cart line shows).
      await s.db
        .update(items)
        .set({
          name: values.name,
          category: values.category,
          brandName: values.brandName,
          vatRateBp: values.vatRateBp,
          description: values.description,
          updatedAt: now,
        })
        .where(s.where(items, eq(items.parentId, id)));
      return { id };
    }),
  );
}

export async function addVariant(
  ctx: ServiceContext,
  parentId: string,
  input: VariantInput,
): Promise<Result<{ id: string }, ItemError>> {
  if (!can(ctx, "databaseExtended")) return forbidden();
  const scope = scoped(ctx);
  const parent = await findListedItem(scope, parentId);
  if (!parent) return notFound();
  if (await skuInUse(scope, input.sku)) return invalidField("sku", "items:errors.sku_taken");
  const [last] = await scope.db
    .select({ max: sql<number | null>`max(${items.position})` })
    .from(items)
    .where(scope.where(items, eq(items.parentId, parentId)));
  return writeGuarded(async () => {
    const [row] = await scope.db
      .insert(items)
      .values(
        scope.stamp({
          sku: input.sku,
          category: parent.category,
          name: parent.name,
          description: parent.description,
          brandName: parent.brandName,
          vatRateBp: parent.vatRateBp,
          image: parent.image,
          parentId,
          variantName: localizedOf(input, "variant"),
          priceMinor: input.price,
          stock: input.stock,
          isActive: input.active,
          position: (last?.max === null || last?.max === undefined ? -1 : Number(last.max)) + 1,
        }),
      )
      .returning({ id: items.id });
    return { id: row!.id };
  });
}

async function findVariant(scope: TenantScope, parentId: string, variantId: string) {
  if (!UUID.test(parentId) || !UUID.test(variantId)) return null;
  const [row] = await scope.db
    .select({ id: items.id })
    .from(items)
    .where(scope.where(items, eq(items.id, variantId), eq(items.parentId, parentId)))
    .limit(1);
  return row ?? null;
}

export async function updateVariant(
  ctx: ServiceContext,
  parentId: string,
  variantId: string,
  input: VariantInput,
): Promise<Result<{ id: string }, ItemError>> {
  if (!can(ctx, "databaseExtended")) return forbidden();
  const scope = scoped(ctx);
  if (!(await findVariant(scope, parentId, variantId))) return notFound();
  if (await skuInUse(scope, input.sku, variantId)) return invalidField("sku", "items:errors.sku_taken");
  return writeGuarded(async () => {
    await scope.db
      .update(items)
      .set({
        sku: input.sku,
        variantName: localizedOf(input, "variant"),
        priceMinor: input.price,
        stock: stockUpdate(items, input) as number | null,
        isActive: input.active,
        updatedAt: ctx.clock.now(),
      })
      .where(scope.where(items, eq(items.id, variantId)));
    return { id: variantId };
  });
}

/** Removes a variant: carts drop it, orders keep their snapshot (order_lines.item_id is set null). */
export async function removeVariant(
  ctx: ServiceContext,
  parentId: string,
  variantId: string,
): Promise<Result<{ id: string }, ItemError>> {
  if (!can(ctx, "databaseExtended")) return forbidden();
  const scope = scoped(ctx);
  if (!(await findVariant(scope, parentId, variantId))) return notFound();
  await scope.db.delete(items).where(scope.where(items, eq(items.id, variantId)));
  return ok({ id: variantId });
}

/** The cover (first picture's card variant) copied to the item and its variants. */
async function syncCover(scope: TenantScope, itemId: string, at: Date) {
  const [first] = await scope.db
    .select({ path: itemImages.path })
    .from(itemImages)
    .where(scope.where(itemImages, eq(itemImages.itemId, itemId)))
    .orderBy(asc(itemImages.position))
    .limit(1);
  const image = first ? cardPathOf(first.path) : null;
  await scope.db
    .update(items)
    .set({ image, updatedAt: at })
    .where(scope.where(items, sql`(${items.id} = ${itemId} or ${items.parentId} = ${itemId})`));
}

/** Positions 0..n-1 in the given order (through a free range, for the unique (item, position) index). */
async function renumber(scope: TenantScope, itemId: string, ids: string[]) {
  for (const [i, id] of ids.entries()) {
    await scope.db
      .update(itemImages)
      .set({ position: 1000 + i })
      .where(scope.where(itemImages, eq(itemImages.id, id), eq(itemImages.itemId, itemId)));
  }
  for (const [i, id] of ids.entries()) {
    await scope.db
      .update(itemImages)
      .set({ position: i })
      .where(scope.where(itemImages, eq(itemImages.id, id), eq(itemImages.itemId, itemId)));
  }
}

async function imageIds(scope: TenantScope, itemId: string): Promise<string[]> {
  const rows = await scope.db
    .select({ id: itemImages.id })
    .from(itemImages)
    .where(scope.where(itemImages, eq(itemImages.itemId, itemId)))
    .orderBy(asc(itemImages.position));
  return rows.map((r) => r.id);
}

/** Adds pictures (each checked and re-encoded; none is stored when one fails), after the present ones. */
export async function addItemImages(
  ctx: ServiceContext,
  itemId: string,
  files: File[],
  store: FileStore,
  alt: LocalizedText = {},
): Promise<Result<{ ids: string[] }, ItemError>> {
  if (!can(ctx, "databaseExtended")) return forbidden();
  const scope = scoped(ctx);
  const item = await findListedItem(scope, itemId);
  if (!item) return notFound();
  const chosen = files.filter((f) => f.size > 0 || f.name);
  if (chosen.length === 0) return invalidField("images", "items:errors.image_missing");
  if (chosen.length > ITEM_IMAGE.maxFiles) return invalidField("images", "items:errors.image_too_many");
  const present = await imageIds(scope, itemId);
  if (present.length + chosen.length > MAX_ITEM_IMAGES)
    return invalidField("images", "items:errors.image_too_many");
  const encoded: EncodedImage[] = [];
  for (const file of chosen) {
    const one = await encodeItemImage(file);
    if (!one.ok) return one;
    encoded.push(one.value);
  }
  const ids: string[] = [];
  try {
    for (const image of encoded) {
      const id = randomUUID();
      ids.push(id);
      await writeItemImage(store, id, image);
    }
    await withTransaction(ctx, async (tx) => {
      const s = scoped(tx);
      for (const [i, id] of ids.entries()) {
        const large = encoded[i]!.variants.find((v) => v.name === "large")!;
        await s.db.insert(itemImages).values(
          s.stamp({
            id,
            itemId,
            position: present.length + i,
            path: itemImagePath(id, "large"),
            width: large.width,
            height: large.height,
            alt,
          }),
        );
      }
      await syncCover(s, itemId, ctx.clock.now());
    });
  } catch (e) {
    // Best effort: with the store down the pictures were not written either; no row names them.
    for (const id of ids) await removeItemImageFiles(store, id).catch(() => {});
    throw e;
  }
  return ok({ ids });
}

async function findImage(scope: TenantScope, itemId: string, imageId: string) {
  if (!UUID.test(itemId) || !UUID.test(imageId)) return null;
  const [row] = await scope.db
    .select({ id: itemImages.id })
    .from(itemImages)
    .where(scope.where(itemImages, eq(itemImages.id, imageId), eq(itemImages.itemId, itemId)))
    .limit(1);
  return row ?? null;
}

export async function setItemImageAlt(
  ctx: ServiceContext,
  itemId: string,
  imageId: string,
  input: AltInput,
): Promise<Result<{ id: string }, ItemError>> {
  if (!can(ctx, "databaseExtended")) return forbidden();
  const scope = scoped(ctx);
  if (!(await findImage(scope, itemId, imageId))) return notFound();
  await scope.db
    .update(itemImages)
    .set({ alt: localizedOf(input, "alt") })
    .where(scope.where(itemImages, eq(itemImages.id, imageId)));
  return ok({ id: imageId });
}

/** Puts the pictures in the given order (every picture of the item exactly once); the first is the cover. */
export async function reorderItemImages(
  ctx: ServiceContext,
  itemId: string,
  order: string[],
): Promise<Result<{ ids: string[] }, ItemError>> {
  if (!can(ctx, "databaseExtended")) return forbidden();
  const scope = scoped(ctx);
  if (!(await findListedItem(scope, itemId))) return notFound();
  const present = await imageIds(scope, itemId);
  const same =
    order.length === present.length &&
    new Set(order).size === order.length &&
    order.every((id) => present.includes(id));
  if (!same) return invalidField("images", "items:errors.image_order");
  await withTransaction(ctx, async (tx) => {
    const s = scoped(tx);
    await renumber(s, itemId, order);
    await syncCover(s, itemId, ctx.clock.now());
  });
  return ok({ ids: order });
}

/** One step up or down (the buttons that work without JavaScript). */
export async function moveItemImage(
  ctx: ServiceContext,
  itemId: string,
  imageId: string,
  direction: "up" | "down",
): Promise<Result<{ ids: string[] }, ItemError>> {
  if (!can(ctx, "databaseExtended")) return forbidden();
  const scope = scoped(ctx);
  if (!(await findImage(scope, itemId, imageId))) return notFound();
  const ids = await imageIds(scope, itemId);
  const at = ids.indexOf(imageId);
  const to = direction === "up" ? at - 1 : at + 1;
  if (to < 0 || to >= ids.length) return ok({ ids });
  [ids[at], ids[to]] = [ids[to]!, ids[at]!];
  return reorderItemImages(ctx, itemId, ids);
}

export async function removeItemImage(
  ctx: ServiceContext,
  itemId: string,
  imageId: string,
  store: FileStore,
): Promise<Result<{ id: string }, ItemError>> {
  if (!can(ctx, "databaseExtended")) return forbidden();
  const scope = scoped(ctx);
  if (!(await findImage(scope, itemId, imageId))) return notFound();
  await withTransaction(ctx, async (tx) => {
    const s = scoped(tx);
    await s.db.delete(itemImages).where(s.where(itemImages, eq(itemImages.id, imageId)));
    await renumber(s, itemId, await imageIds(s, itemId));
    await syncCover(s, itemId, ctx.clock.now());
  });
  await removeItemImageFiles(store, imageId);
  return ok({ id: imageId });
}

/** Names for the editor's headline in the request's language. */
export function itemTitle(item: Pick<EditedItem, "name">, locale: Locale): string {
  return pickLocalized(item.name, locale);
}
