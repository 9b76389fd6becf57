import { useState } from "react";
import { Form, Link } from "react-router";
import type { ModelSummary } from "../../core/catalog/catalog.service.server";
import {
  type ConfiguratorColour,
  type ConfiguratorOption,
  colourQueryKey,
  configurationPrice,
  configurationQuery,
  equipmentPath,
  horsepower,
  OPTION_CATEGORIES,
  type Powertrain,
  type Selection,
  toggleOption,
} from "../../core/catalog/configurator";
import { DEFAULT_FINANCING, standardMonthlyRate } from "../../core/catalog/financing";
import { newCarVat } from "../../core/commerce/vat-statement";
import { useTranslation } from "../../core/i18n/react";
import { numberFormat } from "../../shared/intl";
import { brandPaths, routePath } from "../../shared/route-table";
import { useSite } from "../../ui/site-data";
import { AddToCartForm } from "../cart/add-to-cart-form";
import { CarPicture } from "./car-picture";
import { ColourSwatch } from "./colour-swatch";
import styles from "./configurator.module.css";
import { formatMoney } from "./format";

/** Full width on phones; the 20rem summary column (less its padding) on wide screens. */
const PICTURE_SIZES = "(min-width: 900px) 320px, 100vw";

/**
 * The equipment step: the paint and the options by category in a GET form that the server prices
 * without JavaScript; with JavaScript the total and the picture follow every choice at once and the
 * configuration is written to the URL (`?o=a,b&c=paint`).
 */
export function ConfiguratorEquipment(props: {
  brand: { slug: string; name: string };
  model: ModelSummary;
  powertrain: Powertrain;
  powertrains: Powertrain[];
  options: ConfiguratorOption[];
  selection: Selection;
  colours: ConfiguratorColour[];
  colour: ConfiguratorColour | null;
  /** The URL asked for a paint the model is not offered in. */
  colourDropped: boolean;
  german: boolean;
  currency: string;
  /** The page's path as requested (with locale prefix), for the shareable link. */
  pathname: string;
  origin: string;
}) {
  const { t } = useTranslation(["configurator", "store", "cars"]);
  const site = useSite();
  const { brand, model, powertrain, powertrains, options, colours, german, currency } = props;
  const [selection, setSelection] = useState(props.selection);
  const [colour, setColour] = useState(props.colour);

  const money = (minor: number) => formatMoney(minor, currency, site.locale);
  const price = configurationPrice(powertrain, options, selection, colour);
  const colourName = colour ? t(`colour.${colour.key}`) : "";
  const query = (next: Selection, paint: ConfiguratorColour | null) =>
    configurationQuery(next.selected, colourQueryKey(colours, paint));
  const rate = standardMonthlyRate(price.totalMinor);
  const name = (key: string) => t(`option.${key}`);
  const gear = t(`cars:gearbox.${powertrain.gear}`);
  const fuel = t(`cars:fuel.${powertrain.fuel}`);
  const power = t("model.power", { kw: powertrain.powerKw, hp: horsepower(powertrain.powerKw) });
  const selected = new Set(selection.selected);
  const included = new Map(
    options.flatMap((o) => (selected.has(o.key) ? o.includes.map((k) => [k, o.key] as const) : [])),
  );

  // Replace, not push: the back button leaves the configurator instead of undoing ticks.
  const writeUrl = (next: Selection, paint: ConfiguratorColour | null) =>
    window.history.replaceState(window.history.state, "", `${props.pathname}${query(next, paint)}`);
  const onToggle = (key: string, on: boolean) => {
    const next = toggleOption(options, selection, key, on);
    setSelection(next);
    writeUrl(next, colour);
  };
  const onColour = (key: string) => {
    const next = colours.find((c) => c.key === key) ?? colour;
    setColour(next);
    writeUrl(selection, next);
  };

  const chosenNames = [...selection.selected, ...selection.included].map(name);
  const offerMessage = t("equipment.offer_message", {
    brand: brand.name,
    model: model.name,
    gear,
    fuel,
    power,
    colour: colourName,
    options: chosenNames.length > 0 ? chosenNames.join(", ") : t("equipment.no_options"),
    total: money(price.totalMinor),
    link: `${props.origin}${props.pathname}${query(selection, colour)}`,
  });
  const offerHref = `${routePath("contact", german ? "de" : "en")}?${new URLSearchParams({
    subject: "purchase",
    message: offerMessage,
  })}`;
  const percent = numberFormat(site.locale, { maximumFractionDigits: 2 });
  const others = powertrains.filter((p) => !(p.gear === powertrain.gear && p.fuel === powertrain.fuel));
  const paintNote = (c: ConfiguratorColour) =>
    `${c.metallic ? t("equipment.metallic") : t("equipment.solid")} · ${
      c.priceMinor > 0 ? `+${money(c.priceMinor)}` : t("equipment.no_surcharge")
    }`;

  return (
    <div className="container page">
      <nav className="breadcrumbs" aria-label={t("store:breadcrumbs")}>
        <ol>
          <li>
            <Link to={routePath("selectBrand", german ? "de" : "en")}>{t("store:catalog.all_brands")}</Link>
          </li>
          <li>
            <Link to={brandPaths.models(brand.slug, german)}>{brand.name}</Link>
          </li>
          <li>
            <Link to={brandPaths.model(brand.slug, model.slug, german)}>{model.name}</Link>
          </li>
          <li aria-current="page">{t("equipment.options_title")}</li>
        </ol>
      </nav>
      <p className="eyebrow">{t(`store:catalog.body.${model.bodyType}`)}</p>
      <h1>{t("equipment.title", { brand: brand.name, model: model.name })}</h1>
      <p className="lead" data-testid="config-powertrain">
        {gear} · {fuel} · {power}
      </p>
      {props.selection.dropped.length > 0 && (
        <p className="alert error" role="alert">
          {t("equipment.dropped")}
        </p>
      )}
      {props.colourDropped && (
        <p className="alert error" role="alert">
          {t("equipment.colour_dropped")}
        </p>
      )}
      <div className={styles.layout}>
        <Form method="get" preventScrollReset aria-labelledby="options-title" data-testid="config-form">
          {colours.length > 0 && (
            <fieldset className={styles.category} data-testid="config-colours">
              <legend>{t("equipment.paint_title")}</legend>
              <div className={styles.swatches}>
                {colours.map((c) => (
                  <label key={c.key} className={styles.swatchChoice} data-colour={c.key}>
                    <input
                      type="radio"
                      name="c"
                      value={c.key}
                      checked={colour?.key === c.key}
                      onChange={() => onColour(c.key)}
                      className="visually-hidden"
                    />
                    <ColourSwatch hex={c.hex} metallic={c.metallic} size={40} />
                    <span className={styles.swatchText}>
                      <span className={styles.swatchName}>{t(`colour.${c.key}`)}</span>
                      <span className={styles.swatchPrice}>{paintNote(c)}</span>
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
          )}
          <h2 id="options-title">{t("equipment.options_title")}</h2>
          {OPTION_CATEGORIES.map((category) => {
            const inCategory = options.filter((o) => o.category === category);
            if (inCategory.length === 0) return null;
            return (
              <fieldset key={category} className={styles.category}>
                <legend>{t(`category.${category}`)}</legend>
                {inCategory.map((o) => {
                  const packageKey = included.get(o.key);
                  const id = `option-${o.key}`;
                  const hints = [
                    packageKey ? t("equipment.included_in", { package: name(packageKey) }) : null,
                    o.includes.length > 0
                      ? t("equipment.includes", { options: o.includes.map(name).join(", ") })
                      : null,
                    o.requires.length > 0
                      ? t("equipment.requires", { options: o.requires.map(name).join(", ") })
                      : null,
                    o.excludes.length > 0
                      ? t("equipment.excludes", { options: o.excludes.map(name).join(", ") })
                      : null,
                  ].filter((h): h is string => h !== null);
                  return (
                    <div key={o.key} className={styles.option} data-option={o.key}>
                      <input
                        type="checkbox"
                        id={id}
                        name="o"
                        value={o.key}
                        checked={selected.has(o.key) || packageKey !== undefined}
                        disabled={packageKey !== undefined}
                        onChange={(e) => onToggle(o.key, e.currentTarget.checked)}
                        aria-describedby={hints.length > 0 ? `${id}-hint` : undefined}
                      />
                      <label htmlFor={id}>{name(o.key)}</label>
                      <span className={styles.optionPrice}>{money(o.priceMinor)}</span>
                      {hints.length > 0 && (
                        <p className={styles.optionHint} id={`${id}-hint`}>
                          {hints.join(" · ")}
                        </p>
                      )}
                    </div>
                  );
                })}
              </fieldset>
            );
          })}
          {/* Only without JavaScript; with it the total follows every tick. In <noscript>, so a browser
              with JavaScript never lays it out and nothing below it moves when the page hydrates (it was
              hidden after hydration: CLS 0.265 on a phone). */}
          <noscript>
            <button type="submit" className="button" data-testid="config-recalculate">
              {t("equipment.recalculate")}
            </button>
          </noscript>
        </Form>
        {/* Phones: the picture above the form, the summary below it; wide screens: both in the sticky column. */}
        <div className={styles.side}>
          {colour && (
            <figure
              className={`${styles.hero} ${styles.configPicture}`}
              data-testid="config-picture"
              data-colour={colour.key}
            >
              <CarPicture
                image={{ id: colour.id, width: 1200, height: 800 }}
                alt={t("equipment.picture_alt", { brand: brand.name, model: model.name, colour: colourName })}
                sizes={PICTURE_SIZES}
                priority
                className={styles.heroImg}
              />
              <figcaption className={styles.caption}>{t("model.illustration")}</figcaption>
            </figure>
          )}
          <aside className={styles.summary} aria-labelledby="summary-title" data-testid="config-summary">
            <h2 id="summary-title">{t("equipment.summary")}</h2>
            <dl className={styles.lines}>
              <dt>
                {t("equipment.base_price")} ({gear}, {fuel})
              </dt>
              <dd>{money(price.baseMinor)}</dd>
              {colour && (
                <>
                  <dt data-testid="config-paint">
                    {t("equipment.paint_line", { colour: colourName })} (
                    {colour.metallic ? t("equipment.metallic") : t("equipment.solid")})
                  </dt>
                  <dd data-testid="config-paint-price">{money(price.paintMinor)}</dd>
                </>
              )}
              <dt>
                {t("equipment.options_price")} (
                {t("equipment.selected_count", { count: selection.selected.length })})
              </dt>
              <dd data-testid="config-options-total">{money(price.optionsMinor)}</dd>
              <dt className={styles.totalLine}>{t("equipment.total")}</dt>
              <dd className={styles.totalLine} data-testid="config-total">
                {money(price.totalMinor)}
              </dd>
            </dl>
            <p className={styles.rate} data-testid="config-rate">
              {t("equipment.monthly_rate", { rate: money(rate) })}
            </p>
            <p className={styles.note}>
              {t("equipment.rate_note", {
                down: DEFAULT_FINANCING.downPaymentPercent,
                term: DEFAULT_FINANCING.termMonths,
                rate: percent.format(DEFAULT_FINANCING.effectiveAnnualRate),
              })}{" "}
              {t("model.prices_note", { vat: newCarVat(t, site.locale) })}
            </p>
            {site.project.features.shop && (
              <div className={styles.cartBlock} data-testid="config-cart">
                <AddToCartForm
                  fields={{
                    kind: "new_car",
                    brand: brand.slug,
                    model: model.slug,
                    gear: powertrain.gear,
                    fuel: powertrain.fuel,
                    colour: colour?.key ?? null,
                  }}
                  options={selection.selected}
                  name={`${brand.name} ${model.name}`}
                  accessibleName={t("cart:add.button_label", { name: `${brand.name} ${model.name}` })}
                />
                <p className={styles.note}>{t("cart:add.configured_text")}</p>
              </div>
            )}
            <Link
              className={`button block ${site.project.features.shop ? "secondary" : ""}`}
              to={offerHref}
              data-testid="config-offer"
            >
              {t("equipment.request_offer")}
            </Link>
            {others.length > 0 && (
              <>
                <h3 style={{ fontSize: "1rem", marginBottom: "0.5rem" }}>
                  {t("equipment.change_powertrain")}
                </h3>
                <ul className="link-list">
                  {others.map((p) => (
                    <li key={`${p.gear}-${p.fuel}`}>
                      <Link
                        to={`${equipmentPath(brand.slug, model.slug, p.gear, p.fuel, german)}${configurationQuery(
                          [],
                          colourQueryKey(colours, colour),
                        )}`}
                      >
                        {t(`cars:gearbox.${p.gear}`)}, {t(`cars:fuel.${p.fuel}`)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </aside>
        </div>
      </div>
      <div className={styles.bar} data-testid="config-bar">
        <p className={styles.barTotal} style={{ margin: 0 }}>
          <strong data-testid="config-bar-total">{money(price.totalMinor)}</strong>
          <span>{t("equipment.monthly_rate", { rate: money(rate) })}</span>
        </p>
        <Link className="button" to={offerHref}>
          {t("equipment.request_offer")}
        </Link>
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {selection !== props.selection || colour !== props.colour
          ? `${colourName} · ${t("equipment.total")}: ${money(price.totalMinor)}`
          : ""}
      </p>
    </div>
  );
}
