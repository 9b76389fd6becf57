/**
 * The stock list's filters as a plain GET form (account/cars): every filter is a URL key, so the list
 * works without JavaScript, a reload keeps it and a link shares it. The server drops invalid values.
 */
import { Form, Link } from "react-router";
import { CONDITIONS, FUELS } from "../../core/catalog/car-attributes";
import { useTranslation } from "../../core/i18n/react";
import { STOCK_SORTS } from "../../core/inventory/car-admin-filters";
import { CAR_STATES } from "../../core/inventory/car-state";
import { formatLocaleNumber } from "../../shared/locale-number";
import styles from "./stock.module.css";

export type StockVocabulary = {
  brands: { slug: string; name: string; models: { id: string; name: string }[] }[];
  locations: { id: number; name: string; slug: string }[];
};

export type StockFilterValues = {
  q?: string;
  state: string[];
  brand: string[];
  model: string[];
  location: string[];
  fuel: string[];
  condition: string[];
  price_min?: number;
  price_max?: number;
  days_min?: number;
  days_max?: number;
  sort: string;
};

export function StockFilters({
  values,
  vocabulary,
  resetHref,
  locale,
}: {
  values: StockFilterValues;
  vocabulary: StockVocabulary;
  /** The page's language: bounds are shown and typed its way. */
  locale: string;
  resetHref: string;
}) {
  const { t } = useTranslation("inventory");
  const id = (k: string) => `stock-${k}`;
  const one = (list: string[]) => list[0] ?? "";
  return (
    <section className={styles.panel} aria-labelledby="stock-filters-title">
      <h2 id="stock-filters-title">{t("filters.title")}</h2>
      <Form method="get" className={styles.filters} data-testid="stock-filters" preventScrollReset>
        <div className={`field ${styles.field} ${styles.wide}`}>
          <label htmlFor={id("q")}>{t("filters.search")}</label>
          <input id={id("q")} name="q" type="search" maxLength={100} defaultValue={values.q ?? ""} />
        </div>
        <fieldset className={`${styles.states} ${styles.wide}`}>
          <legend>{t("filters.state")}</legend>
          {CAR_STATES.map((s) => (
            <label key={s} className={styles.check}>
              <input type="checkbox" name="state" value={s} defaultChecked={values.state.includes(s)} />
              {t(`states.${s}`)}
            </label>
          ))}
        </fieldset>
        <div className={`field ${styles.field}`}>
          <label htmlFor={id("brand")}>{t("filters.brand")}</label>
          <select id={id("brand")} name="brand" defaultValue={one(values.brand)}>
            <option value="">{t("filters.any")}</option>
            {vocabulary.brands.map((b) => (
              <option key={b.slug} value={b.slug}>
                {b.name}
              </option>
            ))}
          </select>
        </div>
        <div className={`field ${styles.field}`}>
          <label htmlFor={id("model")}>{t("filters.model")}</label>
          <select id={id("model")} name="model" defaultValue={one(values.model)}>
            <option value="">{t("filters.any")}</option>
            {vocabulary.brands.map((b) => (
              <optgroup key={b.slug} label={b.name}>
                {b.models.map((m) => (
                  <option key={m.id} value={m.id}>
                    {m.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <div className={`field ${styles.field}`}>
          <label htmlFor={id("location")}>{t("filters.location")}</label>
          <select id={id("location")} name="location" defaultValue={one(values.location)}>
            <option value="">{t("filters.any")}</option>
            {vocabulary.locations.map((l) => (
              <option key={l.id} value={String(l.id)}>
                {l.name}
              </option>
            ))}
          </select>
        </div>
        <div className={`field ${styles.field}`}>
          <label htmlFor={id("fuel")}>{t("filters.fuel")}</label>
          <select id={id("fuel")} name="fuel" defaultValue={one(values.fuel)}>
            <option value="">{t("filters.any")}</option>
            {FUELS.map((f) => (
              <option key={f} value={f}>
                {t(`cars:fuel.${f}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={`field ${styles.field}`}>
          <label htmlFor={id("condition")}>{t("filters.condition")}</label>
          <select id={id("condition")} name="condition" defaultValue={one(values.condition)}>
            <option value="">{t("filters.any")}</option>
            {CONDITIONS.map((c) => (
              <option key={c} value={c}>
                {t(`cars:condition.${c}`)}
              </option>
            ))}
          </select>
        </div>
        {(["price_min", "price_max", "days_min", "days_max"] as const).map((k) => (
          <div key={k} className={`field ${styles.field}`}>
            <label htmlFor={id(k)}>{t(`filters.${k}`)}</label>
            <input
              id={id(k)}
              name={k}
              // Text, typed the page's way ("20.000" in de; decision 0054): a browser's number input
              // would read it as 20. The server reads it in the page's language.
              type="text"
              inputMode="numeric"
              autoComplete="off"
              maxLength={14}
              defaultValue={values[k] === undefined ? "" : formatLocaleNumber(values[k], locale)}
            />
          </div>
        ))}
        <div className={`field ${styles.field}`}>
          <label htmlFor={id("sort")}>{t("filters.sort")}</label>
          <select id={id("sort")} name="sort" defaultValue={values.sort}>
            {STOCK_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`sorts.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={`${styles.buttons} ${styles.wide}`}>
          <button type="submit" className="button" data-testid="stock-filter-apply">
            {t("filters.apply")}
          </button>
          <Link to={resetHref} className="button secondary">
            {t("filters.reset")}
          </Link>
        </div>
      </Form>
    </section>
  );
}
