import { Link } from "react-router";
import type { ModelSummary } from "../../core/catalog/catalog.service.server";
import { useTranslation } from "../../core/i18n/react";
import type { Locale } from "../../shared/locales";
import { brandPaths, routePath } from "../../shared/route-table";
import { useSite } from "../../ui/site-data";
import { formatMoney } from "./format";

export function ModelPage(props: {
  brand: { slug: string; name: string };
  model: ModelSummary;
  siblings: ModelSummary[];
  german: boolean;
  currency: string;
}) {
  const { t } = useTranslation("store");
  const site = useSite();
  const { brand, model, siblings, german, currency } = props;
  const locale: Locale = site.locale;
  return (
    <div className="container page">
      <nav className="breadcrumbs" aria-label={t("breadcrumbs")}>
        <ol>
          <li>
            <Link to={routePath("selectBrand", german ? "de" : "en")}>{t("catalog.all_brands")}</Link>
          </li>
          <li>
            <Link to={brandPaths.models(brand.slug, german)}>{brand.name}</Link>
          </li>
          <li aria-current="page">{model.name}</li>
        </ol>
      </nav>
      <p className="eyebrow">{t(`catalog.body.${model.bodyType}`)}</p>
      <h1>
        {brand.name} {model.name}
      </h1>
      {model.basePriceMinor !== null && (
        <p className="lead">
          {t("catalog.from_price", { price: formatMoney(model.basePriceMinor, currency, locale) })}
        </p>
      )}
      <p>{t("catalog.configurator_coming")}</p>
      <div className="actions">
        <Link className="button" to={"/contact"}>
          {t("catalog.ask_about_model")}
        </Link>
        <Link className="button secondary" to={brandPaths.models(brand.slug, german)}>
          {t("catalog.more_from_brand", { brand: brand.name })}
        </Link>
      </div>
      {siblings.length > 0 && (
        <>
          <h2>{t("catalog.more_from_brand", { brand: brand.name })}</h2>
          <ul className="grid" style={{ listStyle: "none", padding: 0 }}>
            {siblings.map((m) => (
              <li key={m.slug}>
                <Link className="card" to={brandPaths.model(brand.slug, m.slug, german)}>
                  {brand.name} {m.name}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
