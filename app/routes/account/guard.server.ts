import { data, redirect } from "react-router";
import type { SessionUser } from "../../core/identity/session-user";
import type { AppContext } from "../../load-context";
import { type AccountRouteKey, accountRoute, matchAccountPath, mayOpen } from "../../shared/account-routes";
import { splitLocale } from "../../shared/locale-path";
import { routeUrl } from "../../shared/route-url";
import { isSafeRedirect } from "../../shared/safe-redirect";

/**
 * The server's gate for account screens. Visitors go to the login page (and come back after login);
 * signed-in users without the right role or feature get 403. Call it in every account loader AND action.
 */
export function requireUser(request: Request, context: AppContext): SessionUser {
  const url = routeUrl(request);
  if (context.user) {
    // An employee the project requires to enrol in two-factor sign-in sees only the profile's enrolment
    // until they have (decision 0060).
    if (context.user.twoFactorEnrolRequired) {
      const key = matchAccountPath(splitLocale(url.pathname).rest)?.def.key;
      if (key !== "profile") throw redirect("/account/profile#two-factor");
    }
    return context.user;
  }
  const back = splitLocale(url.pathname).rest + url.search;
  // Relative to the locale basename, which React Router adds back. A path the login would refuse as a
  // target (shared/safe-redirect.ts) is not offered to it.
  throw redirect(isSafeRedirect(back) ? `/login?redirectTo=${encodeURIComponent(back)}` : "/login");
}

export function requireAccess(request: Request, context: AppContext, key: AccountRouteKey): SessionUser {
  const user = requireUser(request, context);
  if (!mayOpen(user, context.project.features, accountRoute(key).access)) {
    throw data(null, { status: 403 });
  }
  return user;
}

/** The account route key of a route id (`account-settings` -> `settings`). */
export function accountKeyOf(routeId: string): AccountRouteKey {
  return routeId.replace(/^account-/, "") as AccountRouteKey;
}
