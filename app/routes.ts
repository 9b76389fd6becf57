import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { PUBLIC_ROUTES, ROUTE_PREFIXES } from "./shared/route-table";

// Every public route once bare and once under each static locale prefix (de, en, pl, tr). Static
// prefixes rank above dynamic segments, so `/de/about/team` is a German page, not a 3-level CMS path.
const publicRoutes = ROUTE_PREFIXES.flatMap((prefix) =>
  PUBLIC_ROUTES.flatMap((def) =>
    def.paths.map((path, i) => {
      const id = `${def.key}${i ? `-${i}` : ""}${prefix ? `@${prefix}` : ""}`;
      const full = [prefix, path].filter(Boolean).join("/");
      return full === "" ? index(def.file, { id }) : route(full, def.file, { id });
    }),
  ),
);

export default [
  ...publicRoutes,
  route("*", "routes/store/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
