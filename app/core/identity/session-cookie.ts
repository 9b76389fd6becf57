import { hostCookie, hostCookieName, readCookieFor } from "../../shared/host-cookie";

/** The session cookie (shared/host-cookie.ts). */
const NAME = "autohaus_session";

export function sessionCookieName(secure: boolean) {
  return hostCookieName(NAME, secure);
}

/** The session token under the one name this origin sets: `__Host-` on HTTPS, the bare name on http. */
export function readSessionToken(cookieHeader: string | null | undefined, secure: boolean): string | null {
  return readCookieFor(cookieHeader, NAME, secure);
}

export function sessionCookie(token: string, secure: boolean, maxAgeSec: number): string {
  return hostCookie(NAME, token, secure, maxAgeSec);
}

export function clearedSessionCookie(secure: boolean): string {
  return sessionCookie("", secure, 0);
}

/** Secure cookies on HTTPS, and in production on every host but localhost (where browsers allow http). */
export function wantsSecureCookies(origin: string, production: boolean): boolean {
  if (origin.startsWith("https:")) return true;
  if (!production) return false;
  const host = new URL(origin).hostname;
  return !(host === "localhost" || host.endsWith(".localhost") || host === "127.0.0.1");
}
