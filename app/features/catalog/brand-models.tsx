import { Link } from "react-router";
import type { ModelSummary } from "../../core/catalog/catalog.service.server";
import { useTranslation } from "../../core/i18n/react";
import { brandPaths, routePath } from "../../shared/route-table";
import { useSite } from "../../ui/site-data";
import { formatMoney } from "./format";

export function BrandModels(props: {
  brand: { slug: string; name: string };
  models: ModelSummary[];
  german: boolean;
}) {
  const { t } = useTranslation("store");
  const site = useSite();
  const { brand, models, german } = props;
  return (
    <div className="container page">
      <nav className="breadcrumbs" aria-label={t("breadcrumbs")}>
        <ol>
          <li>
            <Link to={routePath("selectBrand", german ? "de" : "en")}>{t("catalog.all_brands")}</Link>
          </li>
          <li aria-current="page">{brand.name}</li>
        </ol>
      </nav>
      <h1>{t("catalog.brand_models_title", { brand: brand.name })}</h1>
      <p className="lead">{t("catalog.brand_models_lead", { brand: brand.name })}</p>
      <ul className="grid" style={{ listStyle: "none", padding: 0 }}>
        {models.map((m) => (
          <li key={m.slug}>
            <Link className="card" to={brandPaths.model(brand.slug, m.slug, german)}>
              <h2 style={{ margin: 0, fontSize: "1.25rem" }}>
                {brand.name} {m.name}
              </h2>
              <p className="muted" style={{ margin: "0.25rem 0" }}>
                {t(`catalog.body.${m.bodyType}`)}
              </p>
              {m.basePriceMinor !== null && (
                <p style={{ margin: 0, fontWeight: 600 }}>
                  {t("catalog.from_price", {
                    price: formatMoney(m.basePriceMinor, site.project.currency, site.locale),
                  })}
                </p>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
