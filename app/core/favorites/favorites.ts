/**
 * Favorites ("parked" cars) as pure rules: who owns a visitor's favorites, the anonymous visitor cookie,
 * the form and API inputs, and how a parked car is shown. No I/O.
 */
import { z } from "zod";
import { hostCookie, readHostCookie } from "../../shared/host-cookie";
import type { CarStatus } from "../catalog/car-attributes";
import { redirectTargetSchema } from "../identity/auth-schema";
import { MAX_COMPARE, MIN_COMPARE } from "./compare";

/** Whose favorites: a signed-in user's, or an anonymous visitor's (id from the visitor cookie). */
export type FavoriteOwner = { kind: "user"; userId: string } | { kind: "visitor"; visitorId: string };

/** More would be a script, not a buyer; it also bounds the page and the count query. */
export const MAX_FAVORITES = 100;

/** The anonymous visitor cookie (shared/host-cookie.ts): set on the first favorite only, never for mere page views. */
const VISITOR_COOKIE = "autohaus_visitor";
/** About 400 days, the longest lifetime browsers accept. */
export const VISITOR_COOKIE_MAX_AGE = 400 * 86_400;

const uuid = z.uuid();

/** The visitor id from a Cookie header, or null when there is none (or it is not a uuid). */
export function visitorIdFromCookie(cookieHeader: string | null | undefined): string | null {
  const id = readHostCookie(cookieHeader, VISITOR_COOKIE, (value) => uuid.safeParse(value).success);
  return id?.toLowerCase() ?? null;
}

/** httpOnly, SameSite=Lax; Secure with the `__Host-` prefix on HTTPS sites (like the session cookie). */
export function visitorCookie(
  visitorId: string,
  secure: boolean,
  maxAgeSec = VISITOR_COOKIE_MAX_AGE,
): string {
  return hostCookie(VISITOR_COOKIE, visitorId, secure, maxAgeSec);
}

export function clearedVisitorCookie(secure: boolean): string {
  return visitorCookie("", secure, 0);
}

/**
 * The owner-resolution rule: a signed-in user owns their favorites (even when a visitor cookie is still
 * around); otherwise the visitor cookie's id; otherwise nobody yet (no favorites, no cookie).
 */
export function favoriteOwner(
  user: { id: string } | null | undefined,
  visitorId: string | null,
): FavoriteOwner | null {
  if (user) return { kind: "user", userId: user.id };
  if (visitorId) return { kind: "visitor", visitorId };
  return null;
}

/**
 * The owner of a request's favorites, from its Cookie header and the signed-in user (`context.user` in
 * loaders and actions, `c.var.user` in API handlers). Null: nobody has parked anything yet.
 */
export function favoriteOwnerOf(
  cookieHeader: string | null | undefined,
  user: { id: string } | null | undefined,
): FavoriteOwner | null {
  return favoriteOwner(user, visitorIdFromCookie(cookieHeader));
}

/**
 * The owner for adding a favorite: the existing one, or a new anonymous visitor whose cookie the
 * response must set (`newVisitorId`). This is the only place a visitor id is made.
 */
export function ownerForWrite(
  cookieHeader: string | null | undefined,
  user: { id: string } | null | undefined,
  newId: () => string = () => crypto.randomUUID(),
): { owner: FavoriteOwner; newVisitorId: string | null } {
  const owner = favoriteOwnerOf(cookieHeader, user);
  if (owner) return { owner, newVisitorId: null };
  const visitorId = newId();
  return { owner: { kind: "visitor", visitorId }, newVisitorId: visitorId };
}

/** The public car number (`/cars/...-100123`). */
export const carNumberSchema = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/** The `{car}` path segment of the JSON API: the number with `.json`. */
export const carFileSchema = z
  .string()
  .regex(/^\d{1,15}\.json$/)
  .transform((v) => Number(v.slice(0, -".json".length)));

/** The favorite toggle form (the favorites route's action; works without JavaScript). */
export const favoriteFormSchema = z.object({
  intent: z.enum(["add", "remove"]),
  car: carNumberSchema,
  /** Where a browser without JavaScript goes back to; absent for the JavaScript toggle. */
  redirectTo: redirectTargetSchema,
});
export type FavoriteForm = z.infer<typeof favoriteFormSchema>;

/** How a parked car shows: as offered, or marked reserved or sold (still removable); `gone` is dropped. */
export type FavoriteState = "available" | "reserved" | "sold" | "gone";

export function favoriteState(car: { status: CarStatus; publishedAt: Date | null }): FavoriteState {
  if (!car.publishedAt) return "gone";
  return car.status;
}

export function canAddFavorite(currentCount: number): boolean {
  return currentCount < MAX_FAVORITES;
}

/**
 * The `compare` query of the favorites page: car numbers as one comma list (`?compare=100012,100031`,
 * the canonical form) or repeated (`?compare=100012&compare=100031`, what the form sends without
 * JavaScript). Duplicates count once; 2 to 4 numbers, else a translated error.
 */
export const compareQuerySchema = z
  .array(z.string().max(200, "favorites:compare.errors.count"))
  .max(MAX_COMPARE * 2, "favorites:compare.errors.count")
  .transform((parts) => parts.flatMap((p) => p.split(",")).map((p) => p.trim()))
  .pipe(
    z.array(
      z
        .string()
        .regex(/^[1-9]\d{0,14}$/, "favorites:compare.errors.count")
        .transform(Number),
    ),
  )
  .transform((numbers) => [...new Set(numbers)])
  .pipe(
    z
      .array(z.number())
      .min(MIN_COMPARE, "favorites:compare.errors.count")
      .max(MAX_COMPARE, "favorites:compare.errors.count"),
  );
