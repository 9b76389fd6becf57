/**
 * Cart use cases: read the priced cart, add, change and remove lines, and move an anonymous
 * visitor's cart into the account at login. Prices are always the server's current ones (cars, items,
 * the configurator's reference prices); the browser only names what to add. Called by the cart route,
 * the top menu (cartSummary), checkout and the JSON API.
 */

import { carPath } from "../../shared/car-path";
import { LOCALE_TAGS, type Locale } from "../../shared/locales";
import { err, ok, type Result } from "../../shared/result";
import { FUELS, type Fuel, GEARBOXES, type Gearbox } from "../catalog/car-attributes";
import {
  type ConfiguratorColour,
  type ConfiguratorOption,
  colourQueryKey,
  configurationPrice,
  configurationQuery,
  equipmentPath,
  fuelFromSegment,
  gearFromSegment,
  OPTION_CATEGORIES,
  type OptionCategory,
  resolveColour,
  resolveSelection,
} from "../catalog/configurator";
import { type ServiceContext, withTransaction } from "../context/service-context.server";
import { scoped } from "../context/tenant-scope.server";
import { visitorIdFromCookie } from "../favorites/favorites";
import { translate } from "../i18n/messages.server";
import { stateOf } from "../identity/user-state.server";
import { pickLocalized } from "../leads/localized-text";
import {
  deleteCart,
  deleteLine,
  deleteLines,
  ensureCartId,
  findCarForCart,
  findCartId,
  findItemForCart,
  findPowertrainBySlugs,
  insertLine,
  listModelEquipment,
  listOwnerLines,
  moveLines,
  type OwnerLineRow,
  touchCart,
  updateLineQuantity,
} from "./cart.repo.server";
import { summarizeCart } from "./cart-dropdown";
import { planCartMerge } from "./cart-merge";
import { type AddToCartInput, addToCartSchema, MAX_LINE_QUANTITY, setQuantitySchema } from "./cart-schema";
import { cartTotals, NEW_CAR_VAT_RATE_BP, USED_CAR_VAT_RATE_BP } from "./cart-totals";
import type { Cart, CartLine, CartLineProblem, CartOwner, CartSummary } from "./cart-types";
import { checkoutFieldErrors } from "./checkout-schema";
import { adoptVisitorOrders } from "./orders.repo.server";

export type CartError =
  | { code: "not_found"; message?: string }
  | { code: "conflict"; message: string }
  | { code: "invalid"; message?: string; fields?: Record<string, string[]> };

/** Model pictures are drawn at 1200 x 800 (core/media/car-illustration.ts). */
const MODEL_PICTURE = { width: 1200, height: 800 };

/** A priced line with what checkout needs beyond the shape the UI sees. */
export type PricedCartLine = CartLine & {
  carId: string | null;
  itemId: string | null;
  powertrainId: string | null;
  configuration: { options: string[]; colour: string | null } | null;
  /** The used car's location (where it is handed over). */
  carLocationId: number | null;
  /** Stocked items: what is in stock now (null: not stocked, never runs out). */
  stock: number | null;
};

export type PricedCart = { cart: Cart; cartId: string | null; lines: PricedCartLine[] };

function emptyCart(ctx: ServiceContext): Cart {
  return { ...cartTotals([]), lines: [], count: 0, currency: ctx.project.currency, hasUsedCar: false };
}

function formatKm(km: number, locale: Locale): string {
  return new Intl.NumberFormat(LOCALE_TAGS[locale]).format(km);
}

type Equipment = { options: Map<string, ConfiguratorOption[]>; colours: Map<string, ConfiguratorColour[]> };

function priceUsedCar(row: OwnerLineRow, ctx: ServiceContext): PricedCartLine {
  const german = ctx.locale === "de";
  const c = row.car;
  const base = {
    carId: row.carId,
    itemId: null,
    powertrainId: null,
    configuration: null,
    stock: null,
    id: row.id,
    kind: row.kind,
    quantity: 1,
    maxQuantity: 1,
    vatRateBp: 0,
  };
  if (!c?.id || c.number === null) {
    return {
      ...base,
      carLocationId: null,
      name: translate(ctx.locale, "commerce:line.unavailable_car"),
      brandName: null,
      variant: null,
      image: null,
      href: german ? "/gebrauchtwagen" : "/cars",
      unitPriceMinor: 0,
      totalMinor: 0,
      problem: "car_unavailable",
    };
  }
  const year = c.firstRegistration?.slice(0, 4);
  const variant = [
    year ? translate(ctx.locale, "commerce:line.first_registration", { year }) : null,
    translate(ctx.locale, "commerce:line.mileage", { km: formatKm(c.mileageKm ?? 0, ctx.locale) }),
  ]
    .filter(Boolean)
    .join(" · ");
  const brandName = c.brandName ?? "";
  const modelName = c.modelName ?? "";
  const problem: CartLineProblem | null =
    !c.publishedAt || c.status !== "available" ? "car_unavailable" : null;
  const price = c.priceMinor ?? 0;
  return {
    ...base,
    carLocationId: c.locationId ?? null,
    name: `${modelName} ${c.variant ?? ""}`.trim(),
    brandName,
    variant,
    image:
      c.imageId && c.imageWidth && c.imageHeight
        ? { kind: "media", id: c.imageId, width: c.imageWidth, height: c.imageHeight }
        : null,
    href: carPath({ number: c.number, brandName, modelName, variant: c.variant ?? "" }, german),
    unitPriceMinor: price,
    vatRateBp: c.vatDeductible ? USED_CAR_VAT_RATE_BP : 0,
    totalMinor: price,
    problem,
  };
}

function priceItem(row: OwnerLineRow, ctx: ServiceContext): PricedCartLine {
  const it = row.item;
  const base = {
    carId: null,
    itemId: row.itemId,
    powertrainId: null,
    configuration: null,
    carLocationId: null,
    id: row.id,
    kind: row.kind,
    quantity: row.quantity,
  };
  if (!it?.id) {
    return {
      ...base,
      stock: 0,
      maxQuantity: 0,
      name: translate(ctx.locale, "commerce:line.unavailable_item"),
      brandName: null,
      variant: null,
      image: null,
      href: "/shop",
      unitPriceMinor: 0,
      vatRateBp: 0,
      totalMinor: 0,
      problem: "item_unavailable",
    };
  }
  const stock = it.stock ?? null;
  // A variant is unavailable with its parent; its name is "Item – Variant".
  const active = it.isActive && it.parentActive !== false;
  const problem: CartLineProblem | null = !active
    ? "item_unavailable"
    : stock !== null && stock < row.quantity
      ? "out_of_stock"
      : null;
  const price = it.priceMinor ?? 0;
  return {
    ...base,
    stock,
    maxQuantity: stock === null ? MAX_LINE_QUANTITY : Math.min(MAX_LINE_QUANTITY, stock),
    name: it.variantName
      ? `${pickLocalized(it.parentName ?? it.name, ctx.locale)} – ${pickLocalized(it.variantName, ctx.locale)}`
      : pickLocalized(it.name, ctx.locale),
    brandName: it.brandName ?? null,
    variant: it.sku ?? null,
    image: it.image ? { kind: "file", src: it.image } : null,
    href: `/shop?item=${it.id}`,
    unitPriceMinor: price,
    vatRateBp: it.vatRateBp ?? 0,
    totalMinor: price * row.quantity,
    problem,
  };
}

function priceNewCar(row: OwnerLineRow, ctx: ServiceContext, equipment: Equipment): PricedCartLine {
  const german = ctx.locale === "de";
  const p = row.powertrain;
  const configuration = row.configuration ?? { options: [], colour: null };
  const base = {
    carId: null,
    itemId: null,
    powertrainId: row.powertrainId,
    configuration,
    carLocationId: null,
    stock: null,
    id: row.id,
    kind: row.kind,
    quantity: 1,
    maxQuantity: 1,
    vatRateBp: NEW_CAR_VAT_RATE_BP,
  };
  if (!p?.id || !p.modelId) {
    return {
      ...base,
      name: translate(ctx.locale, "commerce:line.unavailable_car"),
      brandName: null,
      variant: null,
      image: null,
      href: "/",
      unitPriceMinor: 0,
      totalMinor: 0,
      problem: "configuration_changed",
    };
  }
  const options = equipment.options.get(p.modelId) ?? [];
  const colours = equipment.colours.get(p.modelId) ?? [];
  const selection = resolveSelection(options, configuration.options);
  const { colour, dropped } = resolveColour(colours, configuration.colour);
  const same =
    selection.dropped.length === 0 &&
    !dropped &&
    [...selection.selected].sort().join(",") === [...configuration.options].sort().join(",");
  const price = configurationPrice({ priceMinor: p.priceMinor ?? 0 }, options, selection, colour);
  const gear = p.gear as Gearbox;
  const fuel = p.fuel as Fuel;
  const variant = [
    translate(ctx.locale, `cars:gearbox.${gear}`),
    translate(ctx.locale, `cars:fuel.${fuel}`),
    ...selection.selected.map((k) => translate(ctx.locale, `configurator:option.${k}`)),
    ...(colour ? [translate(ctx.locale, `configurator:colour.${colour.key}`)] : []),
  ].join(", ");
  const brandSlug = p.brandSlug ?? "";
  const modelSlug = p.modelSlug ?? "";
  return {
    ...base,
    name: p.modelName ?? "",
    brandName: p.brandName ?? null,
    variant,
    image: colour ? { kind: "media", id: colour.id, ...MODEL_PICTURE } : null,
    href:
      equipmentPath(brandSlug, modelSlug, gear, fuel, german) +
      configurationQuery(selection.selected, colourQueryKey(colours, colour)),
    unitPriceMinor: price.totalMinor,
    totalMinor: price.totalMinor,
    problem: same ? null : "configuration_changed",
  };
}

function toCartLine(line: PricedCartLine): CartLine {
  const { carId, itemId, powertrainId, configuration, carLocationId, stock, ...shown } = line;
  return shown;
}

/**
 * The owner's cart priced from the server's current data (one query for the lines, and for new cars
 * one more for their options and paints); each line that cannot be bought names its problem. No query
 * at all without an owner. For checkout: the priced lines with their references.
 */
export async function priceCart(ctx: ServiceContext, owner: CartOwner | null): Promise<PricedCart> {
  if (!owner) return { cart: emptyCart(ctx), cartId: null, lines: [] };
  // The signed-in user's line count came with the session (user-state.server.ts): none, no query.
  if (owner.kind === "user" && stateOf(ctx, owner.userId)?.cartLines === 0) {
    return { cart: emptyCart(ctx), cartId: null, lines: [] };
  }
  const scope = scoped(ctx);
  const rows = await listOwnerLines(scope, owner);
  if (rows.length === 0) return { cart: emptyCart(ctx), cartId: null, lines: [] };
  const modelIds = rows.flatMap((r) =>
    r.kind === "new_car" && r.powertrain?.modelId ? [r.powertrain.modelId] : [],
  );
  const found = await listModelEquipment(ctx.db, modelIds);
  const equipment: Equipment = { options: new Map(), colours: new Map() };
  for (const o of found.options) {
    if (!(OPTION_CATEGORIES as readonly string[]).includes(o.category)) continue;
    const list = equipment.options.get(o.modelId) ?? [];
    list.push({ ...o, category: o.category as OptionCategory });
    equipment.options.set(o.modelId, list);
  }
  for (const c of found.colours) {
    const list = equipment.colours.get(c.modelId) ?? [];
    list.push(c);
    equipment.colours.set(c.modelId, list);
  }
  const lines = rows.map((row): PricedCartLine => {
    if (row.kind === "used_car") return priceUsedCar(row, ctx);
    if (row.kind === "item") return priceItem(row, ctx);
    return priceNewCar(row, ctx, equipment);
  });
  const shown = lines.map(toCartLine);
  const cart: Cart = {
    ...cartTotals(shown),
    lines: shown,
    count: shown.reduce((n, l) => n + l.quantity, 0),
    currency: ctx.project.currency,
    hasUsedCar: shown.some((l) => l.kind === "used_car"),
  };
  return { cart, cartId: rows[0]?.cartId ?? null, lines };
}

/** The owner's cart, priced now (cart page, checkout, API cart init). */
export async function getCart(ctx: ServiceContext, owner: CartOwner | null): Promise<Cart> {
  return (await priceCart(ctx, owner)).cart;
}

/** The top menu's dropdown: at most six lines, "N more" and the total. */
export async function cartSummary(ctx: ServiceContext, owner: CartOwner | null): Promise<CartSummary> {
  return summarizeCart(await getCart(ctx, owner));
}

function gearOf(value: string): Gearbox | null {
  if ((GEARBOXES as readonly string[]).includes(value)) return value as Gearbox;
  return gearFromSegment(value, false) ?? gearFromSegment(value, true);
}

function fuelOf(value: string): Fuel | null {
  if ((FUELS as readonly string[]).includes(value)) return value as Fuel;
  return fuelFromSegment(value, false) ?? fuelFromSegment(value, true);
}

const stockConflict = { code: "conflict", message: "commerce:errors.out_of_stock" } as const;

/**
 * Adds to the owner's cart and answers the priced cart. A used car must be published and available;
 * an unknown car, item or configuration is not found; adding an item again raises its quantity, which
 * the stock limits. A used car or an identical configuration already in the cart stays once.
 */
export async function addToCart(
  ctx: ServiceContext,
  owner: CartOwner,
  input: AddToCartInput | Record<string, unknown>,
): Promise<Result<Cart, CartError>> {
  const parsed = addToCartSchema.safeParse(input);
  if (!parsed.success) return err({ code: "invalid", fields: checkoutFieldErrors(parsed.error) });
  const data = parsed.data;
  const outcome = await withTransaction(ctx, async (tx): Promise<Result<null, CartError>> => {
    const scope = scoped(tx);
    switch (data.kind) {
      case "used_car": {
        const car = await findCarForCart(scope, data.carNumber);
        if (!car?.publishedAt) return err({ code: "not_found" });
        if (car.status !== "available")
          return err({ code: "conflict", message: "commerce:errors.car_unavailable" });
        const cartId = await ensureCartId(scope, owner);
        await insertLine(scope, cartId, { kind: "used_car", carId: car.id, quantity: 1 });
        await touchCart(scope, cartId, tx.clock.now());
        return ok(null);
      }
      case "item": {
        const item = await findItemForCart(scope, data.itemId);
        if (!item?.isActive) return err({ code: "not_found" });
        const current = await priceCart(tx, owner);
        const existing = current.lines.find((l) => l.itemId === item.id);
        const quantity = (existing?.quantity ?? 0) + data.quantity;
        if (quantity > MAX_LINE_QUANTITY)
          return err({ code: "conflict", message: "commerce:errors.quantity_limit" });
        if (item.stock !== null && quantity > item.stock) return err(stockConflict);
        const cartId = await ensureCartId(scope, owner);
        if (existing) await updateLineQuantity(scope, cartId, existing.id, quantity);
        else await insertLine(scope, cartId, { kind: "item", itemId: item.id, quantity });
        await touchCart(scope, cartId, tx.clock.now());
        return ok(null);
      }
      case "new_car": {
        const gear = gearOf(data.gear);
        const fuel = fuelOf(data.fuel);
        if (!gear || !fuel) return err({ code: "not_found" });
        const powertrain = await findPowertrainBySlugs(tx.db, data.brand, data.model, gear, fuel);
        if (!powertrain) return err({ code: "not_found" });
        const found = await listModelEquipment(tx.db, [powertrain.modelId]);
        const options: ConfiguratorOption[] = found.options
          .filter((o) => (OPTION_CATEGORIES as readonly string[]).includes(o.category))
          .map((o) => ({ ...o, category: o.category as OptionCategory }));
        const selection = resolveSelection(options, data.options);
        const { colour, dropped } = resolveColour(found.colours, data.colour);
        if (selection.dropped.length > 0 || dropped) return err({ code: "not_found" });
        const configuration = { options: selection.selected, colour: colour?.key ?? null };
        const current = await priceCart(tx, owner);
        const same = current.lines.some(
          (l) =>
            l.powertrainId === powertrain.id &&
            l.configuration?.colour === configuration.colour &&
            [...l.configuration.options].sort().join(",") === [...configuration.options].sort().join(","),
        );
        const cartId = await ensureCartId(scope, owner);
        if (!same) {
          await insertLine(scope, cartId, {
            kind: "new_car",
            powertrainId: powertrain.id,
            configuration,
            quantity: 1,
          });
        }
        await touchCart(scope, cartId, tx.clock.now());
        return ok(null);
      }
    }
  });
  if (!outcome.ok) return outcome;
  return ok(await getCart(ctx, owner));
}

/** Sets the quantity of one of the owner's lines (cars are always one); the stock limits items. */
export async function setCartLineQuantity(
  ctx: ServiceContext,
  owner: CartOwner | null,
  lineId: string,
  quantity: number,
): Promise<Result<Cart, CartError>> {
  const parsed = setQuantitySchema.safeParse({ quantity });
  if (!parsed.success) return err({ code: "invalid", fields: checkoutFieldErrors(parsed.error) });
  if (!owner) return err({ code: "not_found" });
  const current = await priceCart(ctx, owner);
  const line = current.lines.find((l) => l.id === lineId);
  if (!line || !current.cartId) return err({ code: "not_found" });
  const q = parsed.data.quantity;
  if (line.kind !== "item") {
    if (q !== 1) return err({ code: "conflict", message: "commerce:errors.quantity_fixed" });
    return ok(current.cart);
  }
  if (line.stock !== null && q > line.stock) return err(stockConflict);
  const scope = scoped(ctx);
  if (!(await updateLineQuantity(scope, current.cartId, lineId, q))) return err({ code: "not_found" });
  await touchCart(scope, current.cartId, ctx.clock.now());
  return ok(await getCart(ctx, owner));
}

/** Removes one of the owner's lines; another owner's line (or none) is not found. */
export async function removeCartLine(
  ctx: ServiceContext,
  owner: CartOwner | null,
  lineId: string,
): Promise<Result<Cart, CartError>> {
  if (!owner) return err({ code: "not_found" });
  const scope = scoped(ctx);
  const cartId = await findCartId(scope, owner);
  if (!cartId || !(await deleteLine(scope, cartId, lineId))) return err({ code: "not_found" });
  await touchCart(scope, cartId, ctx.clock.now());
  return ok(await getCart(ctx, owner));
}

/**
 * At login: the anonymous visitor's cart (visitor cookie) moves into the user's, in one transaction.
 * A used car or item both hold appears once (item quantities add up to the stock and 99); identical
 * configurations once. The orders the visitor placed as a guest join the account in the same
 * transaction (only those without a user). Answers how many lines moved and how many orders joined;
 * the caller clears the cookie with the favorites'.
 */
export async function mergeCartAtLogin(
  ctx: ServiceContext,
  cookieHeader: string | null | undefined,
  userId: string,
): Promise<{ moved: number; adopted: number }> {
  const visitorId = visitorIdFromCookie(cookieHeader);
  if (!visitorId) return { moved: 0, adopted: 0 };
  return withTransaction(ctx, async (tx) => {
    const scope = scoped(tx);
    const adopted = await adoptVisitorOrders(scope, visitorId, userId, tx.clock.now());
    const visitorOwner: CartOwner = { kind: "visitor", visitorId };
    const userOwner: CartOwner = { kind: "user", userId };
    const visitorCartId = await findCartId(scope, visitorOwner);
    if (!visitorCartId) return { moved: 0, adopted };
    const visitor = await priceCart(tx, visitorOwner);
    const user = await priceCart(tx, userOwner);
    const userCartId = user.cartId ?? (await ensureCartId(scope, userOwner));
    const asMerge = (l: PricedCartLine) => ({ ...l, configuration: l.configuration });
    const plan = planCartMerge(user.lines.map(asMerge), visitor.lines.map(asMerge), (l) => {
      const stock = user.lines.find((u) => u.id === l.id)?.stock ?? null;
      return stock === null ? MAX_LINE_QUANTITY : Math.min(MAX_LINE_QUANTITY, stock);
    });
    await moveLines(scope, plan.move, userCartId);
    for (const u of plan.update) await updateLineQuantity(scope, userCartId, u.id, u.quantity);
    await deleteLines(scope, plan.drop);
    await deleteCart(scope, visitorCartId);
    await touchCart(scope, userCartId, tx.clock.now());
    return { moved: plan.move.length, adopted };
  });
}
