import { Link } from "react-router";
import type { ModelSummary } from "../../core/catalog/catalog.service.server";
import { useTranslation } from "../../core/i18n/react";
import { routePath } from "../../shared/route-table";
import { ModelCard } from "./model-card";

export function BrandModels(props: {
  brand: { slug: string; name: string };
  models: ModelSummary[];
  german: boolean;
}) {
  const { t } = useTranslation("store");
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
      <ul className="grid" style={{ listStyle: "none", padding: 0 }} data-testid="model-list">
        {models.map((m) => (
          <li key={m.slug}>
            <ModelCard brand={brand} model={m} german={german} />
          </li>
        ))}
      </ul>
    </div>
  );
}
