/**
 * Whose cart a request touches: the signed-in user's, else the anonymous visitor's, with the
 * same httpOnly visitor cookie as favorites (core/favorites/favorites.ts), so one visitor id serves both
 * and the login moves both.
 */
import { favoriteOwnerOf, ownerForWrite, visitorCookie } from "../favorites/favorites";
import type { CartOwner } from "./cart-types";

/** The owner of a request's cart, or null: an anonymous visitor without the cookie has no cart. */
export function cartOwnerOf(cookieHeader: string | null, user: { id: string } | null): CartOwner | null {
  return favoriteOwnerOf(cookieHeader, user);
}

/**
 * The owner for a write (adding to the cart): the existing one, or a new anonymous visitor; then
 * `setCookie` is the Set-Cookie header value the response must carry (null otherwise).
 */
export function ensureCartOwner(
  cookieHeader: string | null,
  user: { id: string } | null,
  secure: boolean,
): { owner: CartOwner; setCookie: string | null } {
  const { owner, newVisitorId } = ownerForWrite(cookieHeader, user);
  return { owner, setCookie: newVisitorId ? visitorCookie(newVisitorId, secure) : null };
}
