import { Link } from "react-router";
import type { ModelSummary } from "../../core/catalog/catalog.service.server";
import {
  equipmentPath,
  groupPowertrains,
  horsepower,
  type Powertrain,
} from "../../core/catalog/configurator";
import { useTranslation } from "../../core/i18n/react";
import type { Locale } from "../../shared/locales";
import { brandPaths, routePath } from "../../shared/route-table";
import { useSite } from "../../ui/site-data";
import styles from "./configurator.module.css";
import { formatMoney } from "./format";

/** A new model: hero, the gearbox and fuel choice (plain links to the equipment step), its siblings. */
export function ModelPage(props: {
  brand: { slug: string; name: string };
  model: ModelSummary;
  siblings: ModelSummary[];
  powertrains: Powertrain[];
  german: boolean;
  currency: string;
}) {
  const { t } = useTranslation(["store", "configurator", "cars"]);
  const site = useSite();
  const { brand, model, siblings, powertrains, german, currency } = props;
  const locale: Locale = site.locale;
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const groups = groupPowertrains(powertrains);
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
        <p className="lead" data-testid="model-from-price">
          {t("catalog.from_price", { price: money(model.basePriceMinor) })}
        </p>
      )}
      <section aria-labelledby="powertrains-title" data-testid="powertrains">
        <h2 id="powertrains-title">{t("configurator:model.powertrains_title")}</h2>
        {groups.length === 0 ? (
          <p>{t("configurator:model.none")}</p>
        ) : (
          <>
            <p>{t("configurator:model.powertrains_lead")}</p>
            {groups.map((group) => (
              <div key={group.gear} className={styles.gearGroup} data-gear={group.gear}>
                <h3>{t(`cars:gearbox.${group.gear}`)}</h3>
                <ul className="grid" style={{ listStyle: "none", padding: 0, margin: 0 }}>
                  {group.choices.map((p) => (
                    <li key={p.fuel}>
                      <Link
                        className={`card ${styles.choice}`}
                        to={equipmentPath(brand.slug, model.slug, p.gear, p.fuel, german)}
                      >
                        <span className={styles.choiceFuel}>{t(`cars:fuel.${p.fuel}`)}</span>
                        <span className="muted">
                          {t("configurator:model.power", { kw: p.powerKw, hp: horsepower(p.powerKw) })}
                        </span>
                        <span className={styles.choicePrice}>
                          {t("catalog.from_price", { price: money(p.priceMinor) })}
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
            <p className={styles.note}>{t("configurator:model.prices_note")}</p>
          </>
        )}
      </section>
      <div className="actions">
        <Link className="button secondary" to={`/contact?subject=purchase`}>
          {t("catalog.ask_about_model")}
        </Link>
      </div>
      {siblings.length > 0 && (
        <section aria-labelledby="siblings-title">
          <h2 id="siblings-title">{t("catalog.more_from_brand", { brand: brand.name })}</h2>
          <ul className="grid" style={{ listStyle: "none", padding: 0 }}>
            {siblings.map((m) => (
              <li key={m.slug}>
                <Link className="card" to={brandPaths.model(brand.slug, m.slug, german)}>
                  <strong>
                    {brand.name} {m.name}
                  </strong>
                  {m.basePriceMinor !== null && (
                    <span className="muted" style={{ display: "block" }}>
                      {t("catalog.from_price", { price: money(m.basePriceMinor) })}
                    </span>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
