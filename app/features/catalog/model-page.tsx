import { Link } from "react-router";
import type { ModelSummary } from "../../core/catalog/catalog.service.server";
import {
  type ConfiguratorColour,
  colourQueryKey,
  configurationQuery,
  equipmentPath,
  groupPowertrains,
  horsepower,
  type Powertrain,
} from "../../core/catalog/configurator";
import { newCarVat } from "../../core/commerce/vat-statement";
import { useTranslation } from "../../core/i18n/react";
import type { Locale } from "../../shared/locales";
import { brandPaths, routePath } from "../../shared/route-table";
import { useSite } from "../../ui/site-data";
import { CarPicture } from "./car-picture";
import { ColourSwatch } from "./colour-swatch";
import styles from "./configurator.module.css";
import { formatMoney } from "./format";
import { ModelCard } from "./model-card";

/** The picture takes the wider column beside the text from 900 px on. */
const HERO_SIZES = "(min-width: 1200px) 700px, (min-width: 900px) 58vw, 100vw";

/**
 * A new model: hero with its picture in the chosen paint (`?c=`, plain links, so it works without
 * JavaScript), the gearbox and fuel choice (links to the equipment step, carrying the paint), its siblings.
 */
export function ModelPage(props: {
  brand: { slug: string; name: string };
  model: ModelSummary;
  siblings: ModelSummary[];
  powertrains: Powertrain[];
  colours: ConfiguratorColour[];
  /** The paint shown (the standard one unless the URL chose another). */
  colour: ConfiguratorColour | null;
  german: boolean;
  currency: string;
}) {
  const { t } = useTranslation(["store", "configurator", "cars"]);
  const site = useSite();
  const { brand, model, siblings, powertrains, colours, colour, german, currency } = props;
  const locale: Locale = site.locale;
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const groups = groupPowertrains(powertrains);
  const modelPath = brandPaths.model(brand.slug, model.slug, german);
  const colourQuery = configurationQuery([], colourQueryKey(colours, colour));
  const colourName = colour ? t(`configurator:colour.${colour.key}`) : "";
  const testDrive = `/contact?${new URLSearchParams({
    subject: "test_drive",
    message: t("catalog.test_drive_message", { brand: brand.name, model: model.name }),
  })}`;
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
      <div className={styles.modelHero}>
        <div className={styles.heroHead}>
          <p className="eyebrow">{t(`catalog.body.${model.bodyType}`)}</p>
          <h1>
            {brand.name} {model.name}
          </h1>
          {model.basePriceMinor !== null && (
            <p className="lead" data-testid="model-from-price">
              {t("catalog.from_price", { price: money(model.basePriceMinor) })}
            </p>
          )}
        </div>
        {colour && (
          <figure
            className={`${styles.hero} ${styles.heroPicture}`}
            data-testid="model-picture"
            data-colour={colour.key}
          >
            <CarPicture
              image={{ id: colour.id, width: 1200, height: 800 }}
              alt={t("configurator:equipment.picture_alt", {
                brand: brand.name,
                model: model.name,
                colour: colourName,
              })}
              sizes={HERO_SIZES}
              priority
              className={styles.heroImg}
            />
            <figcaption className={styles.caption}>{t("configurator:model.illustration")}</figcaption>
          </figure>
        )}
        <div className={styles.heroSide}>
          {colour && (
            <div data-testid="model-colours">
              <p className={styles.colourHeading}>
                {t("configurator:model.colours_count", { count: colours.length })}
              </p>
              <ul className={styles.swatchLinks}>
                {colours.map((c) => (
                  <li key={c.key}>
                    <Link
                      to={`${modelPath}${configurationQuery([], colourQueryKey(colours, c))}`}
                      replace
                      preventScrollReset
                      aria-current={c.key === colour.key ? "true" : undefined}
                      aria-label={t(`configurator:colour.${c.key}`)}
                      title={t(`configurator:colour.${c.key}`)}
                      data-colour={c.key}
                    >
                      <ColourSwatch hex={c.hex} metallic={c.metallic} size={32} />
                    </Link>
                  </li>
                ))}
              </ul>
              <p className={styles.colourName} data-testid="model-colour-name">
                {colourName} ·{" "}
                {colour.metallic ? t("configurator:equipment.metallic") : t("configurator:equipment.solid")}
              </p>
            </div>
          )}
          <div className="actions">
            <Link className="button secondary" to={testDrive} data-testid="model-test-drive">
              {t("catalog.test_drive")}
            </Link>
            <Link className="button secondary" to={`/contact?subject=purchase`}>
              {t("catalog.ask_about_model")}
            </Link>
          </div>
        </div>
      </div>
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
                        to={`${equipmentPath(brand.slug, model.slug, p.gear, p.fuel, german)}${colourQuery}`}
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
            <p className={styles.note}>
              {t("configurator:model.prices_note", { vat: newCarVat(t, locale) })}
            </p>
          </>
        )}
      </section>
      {siblings.length > 0 && (
        <section aria-labelledby="siblings-title">
          <h2 id="siblings-title">{t("catalog.more_from_brand", { brand: brand.name })}</h2>
          <ul className="grid" style={{ listStyle: "none", padding: 0 }}>
            {siblings.map((m) => (
              <li key={m.slug}>
                <ModelCard brand={brand} model={m} german={german} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
