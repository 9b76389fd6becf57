import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { PUBLIC_ROUTES } from "./shared/route-table";

// Every public route once. Locale prefixes (/de, /en, /pl, /tr) are React Router basenames chosen per
// request by the server (server/document-handler.ts), so `/de/x/y` is a German 2-level page, never a
// 3-level CMS path, and the router matches ~80 entries instead of five times as many.
const publicRoutes = PUBLIC_ROUTES.flatMap((def) =>
  def.paths.map((path, i) => {
    const id = `${def.key}${i ? `-${i}` : ""}`;
    return path === "" ? index(def.file, { id }) : route(path, def.file, { id });
  }),
);

export default [
  ...publicRoutes,
  route("*", "routes/store/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
