import { Link } from "react-router";
import { listBrands } from "../../core/catalog/catalog.service.server";
import { messagesFor } from "../../core/i18n/messages.server";
import { useTranslation } from "../../core/i18n/react";
import { brandPaths, routePath } from "../../shared/route-table";
import type { PageMeta } from "../../ui/site-data";
import type { Route } from "./+types/select-brand";
import { pageContext } from "./page-context.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = pageContext(request, context);
  const brands = await listBrands(context.db);
  const german = ctx.url.pathname.includes("fahrzeugmarke-waehlen");
  const meta: PageMeta = {
    title: ctx.t("pages:selectBrand.title"),
    description: ctx.t("pages:selectBrand.description"),
    alternates: Object.fromEntries(context.project.languages.map((l) => [l, routePath("selectBrand", l)])),
  };
  return { brands, german, meta, messages: messagesFor(ctx.locale, ["store.catalog"]) };
}

export default function SelectBrand({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["pages", "store"]);
  return (
    <div className="container page">
      <h1>{t("selectBrand.title")}</h1>
      <p className="lead">{loaderData.meta.description}</p>
      <ul className="grid" style={{ listStyle: "none", padding: 0 }} data-testid="brand-list">
        {loaderData.brands.map((b) => (
          <li key={b.slug}>
            <Link className="card" to={brandPaths.models(b.slug, loaderData.german)}>
              <h2 style={{ margin: 0, fontSize: "1.25rem" }}>{b.name}</h2>
              <p className="muted" style={{ margin: 0 }}>
                {t("store:catalog.model_count", { count: b.models })}
              </p>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
