import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";
import { ACCOUNT_ROUTES } from "./shared/account-routes";
import { PUBLIC_ROUTES } from "./shared/route-table";

// Every public route once. Locale prefixes (/de, /en, /pl, /tr) are React Router basenames chosen per
// request by the server (server/document-handler.ts), so `/de/x/y` is a German 2-level page, never a
// 3-level CMS path, and the router matches ~80 entries instead of five times as many. Pages marked
// `routed: false` (legal pages, screens of later slices) are served by the catch-all `dynamic` route.
const publicRoutes = PUBLIC_ROUTES.filter((def) => def.routed !== false).flatMap((def) =>
  def.paths.map((path, i) => {
    const id = `${def.key}${i ? `-${i}` : ""}`;
    return path === "" ? index(def.file, { id }) : route(path, def.file, { id });
  }),
);

// The account area: one layout (guard, sidebar) around the screens of shared/account-routes.ts.
const accountRoutes = ACCOUNT_ROUTES.map((def) =>
  def.path === ""
    ? index(def.file, { id: `account-${def.key}` })
    : route(def.path, def.file, { id: `account-${def.key}` }),
);

// One pathless layout around every page, for its error boundary (routes/page-boundary.tsx: a refused
// form post's error page keeps the root's site data, so it is framed and translated).
export default [
  layout("routes/page-boundary.tsx", { id: "pages" }, [
    ...publicRoutes,
    route("account/logout", "routes/account/logout.tsx", { id: "account-logout" }),
    ...prefix("account", [layout("routes/account/layout.tsx", { id: "account" }, accountRoutes)]),
    route("*", "routes/store/not-found.tsx", { id: "not-found" }),
  ]),
] satisfies RouteConfig;
