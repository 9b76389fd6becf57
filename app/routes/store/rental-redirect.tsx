import { redirect } from "react-router";
import type { Route } from "./+types/rental-redirect";
import { pageContext } from "./page-context.server";

/** `fahrzeugvermietung[/{location}]` is the old German address of `vermietung[/{location}]`. */
export function loader({ request, context }: Route.LoaderArgs) {
  const ctx = pageContext(request, context);
  const location = ctx.params.location ? `/${encodeURIComponent(ctx.params.location)}` : "";
  throw redirect(`/vermietung${location}${ctx.url.search}`, 301);
}
