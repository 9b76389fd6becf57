/**
 * Favorites use cases: park and unpark cars, list and count them, and move an anonymous
 * visitor's favorites into the account at login. Called by the favorites route, the JSON API, the root
 * loader (menu count) and the car list and detail loaders (`favoriteCarNumbers`).
 *
 * Owner resolution for callers: `favoriteOwnerOf(request.headers.get("cookie"), context.user)` from
 * `./favorites` gives the owner (user, else anonymous visitor cookie, else null = nothing parked yet).
 */

import { err, ok, type Result } from "../../shared/result";
import type { CarStatus, Co2Class, ConsumptionUnit, Fuel, Gearbox } from "../catalog/car-attributes";
import type { ServiceContext } from "../context/service-context.server";
import { scoped } from "../context/tenant-scope.server";
import { stateOf } from "../identity/user-state.server";
import {
  canAddFavorite,
  clearedVisitorCookie,
  type FavoriteOwner,
  favoriteState,
  visitorIdFromCookie,
} from "./favorites";
import {
  countFavoriteRows,
  countFavorites,
  deleteFavorite,
  findProjectCarByNumber,
  insertFavorite,
  listFavoriteCars,
  listFavoriteNumbers,
  listParkedCarsForComparison,
  moveVisitorFavoritesToUser,
} from "./favorites.repo.server";

export type FavoriteError = { code: "not_found" } | { code: "conflict"; message: "favorites:errors.full" };

/** One parked car as the favorites page shows it. */
export type FavoriteCard = {
  number: number;
  state: CarStatus;
  brandName: string;
  modelName: string;
  variant: string;
  priceMinor: number;
  currency: string;
  firstRegistration: string | null;
  mileageKm: number;
  fuel: Fuel;
  image: { id: string; width: number; height: number } | null;
};

/** Parks a published car of this project; parking it twice is fine. Answers the new count. */
export async function addFavorite(
  ctx: ServiceContext,
  owner: FavoriteOwner,
  carNumber: number,
): Promise<Result<{ count: number }, FavoriteError>> {
  const car = await findProjectCarByNumber(scoped(ctx), carNumber);
  if (!car?.publishedAt) return err({ code: "not_found" });
  if (!canAddFavorite(await countFavoriteRows(scoped(ctx), owner))) {
    return err({ code: "conflict", message: "favorites:errors.full" });
  }
  await insertFavorite(scoped(ctx), owner, car.id);
  return ok({ count: await countFavorites(scoped(ctx), owner) });
}

/**
 * Unparks a car of this project. Answers the new count; a car that is not offered (unknown or
 * unpublished) is not found, as for parking, unless the owner parked it before it was taken off: then
 * it is removed. So the answer never tells an unpublished car from one that does not exist.
 */
export async function removeFavorite(
  ctx: ServiceContext,
  owner: FavoriteOwner | null,
  carNumber: number,
): Promise<Result<{ count: number }, FavoriteError>> {
  const car = await findProjectCarByNumber(scoped(ctx), carNumber);
  if (!car) return err({ code: "not_found" });
  if (!owner) return car.publishedAt ? ok({ count: 0 }) : err({ code: "not_found" });
  const removed = await deleteFavorite(scoped(ctx), owner, car.id);
  if (!removed && !car.publishedAt) return err({ code: "not_found" });
  return ok({ count: await countFavorites(scoped(ctx), owner) });
}

/** The top menu's count: one indexed count, and none at all for a visitor without favorites. */
export async function favoriteCount(ctx: ServiceContext, owner: FavoriteOwner | null): Promise<number> {
  if (!owner) return 0;
  const state = owner.kind === "user" ? stateOf(ctx, owner.userId) : null;
  return state?.favoriteCars ?? countFavorites(scoped(ctx), owner);
}

/** Numbers of the cars the owner parked (published ones), for the list and detail pages' buttons. */
export async function favoriteCarNumbers(
  ctx: ServiceContext,
  owner: FavoriteOwner | null,
): Promise<number[]> {
  return owner ? listFavoriteNumbers(scoped(ctx), owner) : [];
}

/** The favorites page: parked cars newest first; sold and reserved ones stay (marked), unpublished go. */
export async function listFavorites(
  ctx: ServiceContext,
  owner: FavoriteOwner | null,
): Promise<FavoriteCard[]> {
  if (!owner) return [];
  const rows = await listFavoriteCars(scoped(ctx), owner);
  const cards: FavoriteCard[] = [];
  for (const r of rows) {
    const state = favoriteState(r);
    if (state === "gone") continue;
    cards.push({
      number: r.number,
      state,
      brandName: r.brandName,
      modelName: r.modelName,
      variant: r.variant,
      priceMinor: r.priceMinor,
      currency: r.currency,
      firstRegistration: r.firstRegistration,
      mileageKm: r.mileageKm,
      fuel: r.fuel,
      image:
        r.imageId && r.imageWidth && r.imageHeight
          ? { id: r.imageId, width: r.imageWidth, height: r.imageHeight }
          : null,
    });
  }
  return cards;
}

/** One parked car as the comparison shows it: the key facts and the Pkw-EnVKV figures. */
export type ComparedCar = {
  number: number;
  state: CarStatus;
  brandName: string;
  modelName: string;
  variant: string;
  priceMinor: number;
  currency: string;
  vatDeductible: boolean;
  firstRegistration: string | null;
  mileageKm: number;
  powerKw: number;
  fuel: Fuel;
  gearbox: Gearbox;
  consumptionCombined: number | null;
  consumptionUnit: ConsumptionUnit | null;
  co2GPerKm: number | null;
  co2Class: Co2Class | null;
  co2ClassDischarged: Co2Class | null;
  electricRangeKm: number | null;
  locationCity: string | null;
  image: { id: string; width: number; height: number } | null;
};

/**
 * Two to four of the owner's parked cars side by side, in the order asked for. `not_found` when any of
 * them is not (or no longer) among the owner's favorites: nobody compares someone else's list.
 */
export async function compareFavorites(
  ctx: ServiceContext,
  owner: FavoriteOwner | null,
  numbers: readonly number[],
): Promise<Result<ComparedCar[], { code: "not_found" }>> {
  if (!owner) return err({ code: "not_found" });
  const rows = await listParkedCarsForComparison(scoped(ctx), owner, numbers);
  const byNumber = new Map(rows.map((r) => [r.number, r]));
  const compared: ComparedCar[] = [];
  for (const number of numbers) {
    const r = byNumber.get(number);
    if (!r) return err({ code: "not_found" });
    const { imageId, imageWidth, imageHeight, status, ...facts } = r;
    compared.push({
      ...facts,
      state: status,
      image:
        imageId && imageWidth && imageHeight ? { id: imageId, width: imageWidth, height: imageHeight } : null,
    });
  }
  return ok(compared);
}

/**
 * The login hook: when the request carries an anonymous visitor cookie, its favorites move into the
 * user's (no duplicates) and the answer is the Set-Cookie value that drops the cookie; else null.
 * Called by every code path that starts a session (login page action, JSON login, social callback).
 */
export async function mergeFavoritesAtLogin(
  ctx: ServiceContext,
  cookieHeader: string | null | undefined,
  userId: string,
  secureCookies: boolean,
): Promise<string | null> {
  const visitorId = visitorIdFromCookie(cookieHeader);
  if (!visitorId) return null;
  await moveVisitorFavoritesToUser(scoped(ctx), visitorId, userId);
  return clearedVisitorCookie(secureCookies);
}
