/**
 * What a paused site still answers (decision 0062). Visitors get the maintenance page for every
 * storefront page and the API; the site's staff keep everything (the back office, and the storefront to
 * look at). Signing in, a reset or invitation link and the account area stay open to anyone, so staff
 * can get in. Pure: no I/O.
 */
import { splitLocale } from "../../shared/locale-path";
import { inGroup, type Principal } from "../../shared/permissions";

/** Seconds a client is told to wait before it asks a paused site again. */
export const PAUSED_RETRY_AFTER_SECONDS = 3600;

const OPEN_PAGES = /^\/(account|login|logout|forgotpassword|verifyemail|invitation)(?=[/.]|$)/;
const OPEN_API = /^\/api\/auth\//;

export function reachableWhilePaused(pathname: string, user: Principal | null): boolean {
  if (user && inGroup(user, "employee")) return true;
  if (OPEN_API.test(pathname)) return true;
  if (pathname.startsWith("/api/")) return false;
  // React Router's data requests: `/account.data`, `/de/login.data`.
  return OPEN_PAGES.test(splitLocale(pathname).rest);
}
