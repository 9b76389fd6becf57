/**
 * The used-car filter form (list and detail search). A plain GET form that works without JavaScript
 * (bounds are typed the page's way, "20.000" in de, and read so by the server and the form's query);
 * with it, every change is applied at once (typed values debounced 300 ms) and written to the URL with
 * `replace`, so the back button leaves the search instead of stepping through each tick.
 */
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from "react";
import { Form, useLocation, useNavigate } from "react-router";
import { CAR_SORTS, DEFAULT_SORT, formQuery } from "../../core/catalog/car-filter-keys";
import type { CarFilters } from "../../core/catalog/car-filters";
import type { CarFacets, FacetOption } from "../../core/catalog/car-search.service.server";
import { useTranslation } from "../../core/i18n/react";
import { numberFormat } from "../../shared/intl";
import type { Locale } from "../../shared/locales";
import styles from "./car-search.module.css";
import { useSearchUpdating } from "./search-updating";

const DEBOUNCE_MS = 300;

/** The query of a URL's search state without the cursor: a filter change starts at the first page. */
function normalizedQuery(search: string, locale?: Locale): string {
  const q = formQuery(new URLSearchParams(search), locale);
  return q ? `?${q}` : "";
}

export function CarFilterForm({
  filters,
  facets,
  total,
  locale,
  currency,
  currentYear,
  action,
  anchor,
  onApply,
  showSort,
  idPrefix,
}: {
  filters: CarFilters;
  facets: CarFacets;
  total: number;
  locale: Locale;
  currency: string;
  currentYear: number;
  /** Where the submit button goes (the list); changes are applied to the current page's URL. */
  action: string;
  /** Id of the results on the target page: without JavaScript the browser scrolls there after applying. */
  anchor?: string;
  /** Called when the visitor applies the filters on the list itself (the list then shows its results). */
  onApply?: () => void;
  showSort: boolean;
  idPrefix: string;
}) {
  const { t } = useTranslation("cars");
  const navigate = useNavigate();
  const location = useLocation();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const written = useRef<string | null>(null);
  const lastSearch = useRef(location.search);
  const [generation, setGeneration] = useState(0);
  const number = numberFormat(locale);
  const updating = useSearchUpdating();

  // A URL change the form did not make itself (reset link, back button) resets its inputs.
  useEffect(() => {
    if (location.search === lastSearch.current) return;
    lastSearch.current = location.search;
    if (normalizedQuery(location.search) !== written.current) setGeneration((g) => g + 1);
  }, [location.search]);
  useEffect(() => () => clearTimeout(timer.current), []);

  function onChange(event: ChangeEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const target = event.target as unknown as HTMLInputElement;
    const typed = target.type === "search" || target.type === "number" || target.type === "text";
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => {
        const data = new FormData(form);
        const params = new URLSearchParams();
        for (const [k, v] of data) if (typeof v === "string") params.append(k, v);
        const query = normalizedQuery(params.toString(), locale);
        if (query === normalizedQuery(location.search)) return;
        written.current = query;
        navigate({ search: query }, { replace: true, preventScrollReset: true });
      },
      typed ? DEBOUNCE_MS : 0,
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    clearTimeout(timer.current);
    const params = new URLSearchParams();
    for (const [k, v] of new FormData(event.currentTarget)) if (typeof v === "string") params.append(k, v);
    const query = normalizedQuery(params.toString(), locale);
    const here = action === location.pathname;
    if (here && onApply) onApply();
    // Changes apply as they are made: on the list itself the button usually has nothing left to load.
    if (here && query === normalizedQuery(location.search)) return;
    written.current = query;
    navigate(`${action}${query}`, { replace: showSort, preventScrollReset: here && onApply !== undefined });
  }

  const id = (name: string) => `${idPrefix}-${name}`;
  const count = (n: number) => <span className={styles.count}>{number.format(n)}</span>;
  const conditionOptions = facets.condition.filter((o) => o.count > 0 || o.selected);
  const checkboxes = (name: keyof CarFilters, opts: FacetOption[], label: (v: string) => string) => (
    <ul className={styles.options}>
      {opts
        .filter((o) => o.count > 0 || o.selected)
        .map((o) => (
          <li key={o.value}>
            <label className={styles.option}>
              <input type="checkbox" name={name} value={o.value} defaultChecked={o.selected} />
              <span>{label(o.value)}</span>
              {count(o.count)}
            </label>
          </li>
        ))}
    </ul>
  );
  const range = (
    legend: string,
    min: { name: keyof CarFilters; label: string; value: number | undefined; max: number },
    max: { name: keyof CarFilters; label: string; value: number | undefined; max: number },
    hint?: string,
  ) => (
    <fieldset className={styles.group}>
      <legend>{legend}</legend>
      <div className={styles.range}>
        {[min, max].map((b) => (
          <div className="field" key={b.name}>
            <label htmlFor={id(b.name)}>{b.label}</label>
            <input
              id={id(b.name)}
              name={b.name}
              // Text, not type=number: typed the page's way ("20.000" in de; decision 0054), which a
              // browser's number input would read as 20. The form turns it into the URL's digits.
              type="text"
              inputMode="numeric"
              autoComplete="off"
              maxLength={b.max.toString().length + 4}
              defaultValue={b.value === undefined ? "" : number.format(b.value)}
            />
          </div>
        ))}
      </div>
      {hint && <p className="field-hint">{hint}</p>}
    </fieldset>
  );
  const years = Array.from({ length: currentYear - 1989 }, (_, i) => currentYear - i);
  const yearSelect = (name: "reg_from" | "reg_to", label: string) => (
    <div className="field">
      <label htmlFor={id(name)}>{label}</label>
      <select id={id(name)} name={name} defaultValue={filters[name] ?? ""}>
        <option value="">{t("search.any")}</option>
        {years.map((y) => (
          <option key={y} value={y}>
            {y}
          </option>
        ))}
      </select>
    </div>
  );
  const unit = t("search.currency_unit", { currency });

  return (
    <Form
      method="get"
      action={anchor ? `${action}#${anchor}` : action}
      className={styles.form}
      onChange={onChange}
      onSubmit={onSubmit}
      key={generation}
    >
      <div className="field">
        <label htmlFor={id("q")}>{t("search.search_label")}</label>
        <input
          id={id("q")}
          name="q"
          type="search"
          maxLength={100}
          placeholder={t("search.search_placeholder", { example: t("search.search_example") })}
          defaultValue={filters.q ?? ""}
          autoComplete="off"
        />
      </div>
      {showSort && (
        <div className="field">
          <label htmlFor={id("sort")}>{t("search.sort")}</label>
          <select id={id("sort")} name="sort" defaultValue={filters.sort ?? DEFAULT_SORT}>
            {CAR_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`search.sort_option.${s}`)}
              </option>
            ))}
          </select>
        </div>
      )}
      {conditionOptions.length > 0 && (
        <fieldset className={styles.group}>
          <legend>{t("search.condition")}</legend>
          <ul className={styles.options}>
            {conditionOptions.map((o) => (
              <li key={o.value}>
                <label className={styles.option}>
                  <input type="radio" name="condition" value={o.value} defaultChecked={o.selected} />
                  <span>{t(`search.condition_scope.${o.value}`)}</span>
                  {count(o.count)}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      <fieldset className={styles.group}>
        <legend>{t("search.make")}</legend>
        <ul className={styles.options}>
          {facets.make
            .filter((b) => b.count > 0 || b.selected)
            .map((b) => (
              <li key={b.value}>
                <label className={styles.option}>
                  <input type="checkbox" name="brand" value={b.value} defaultChecked={b.selected} />
                  <span>{b.name}</span>
                  {count(b.count)}
                </label>
                {b.selected && (
                  <ul className={styles.models} aria-label={t("search.models_of", { brand: b.name })}>
                    {b.models
                      .filter((m) => m.count > 0 || m.selected)
                      .map((m) => (
                        <li key={m.value}>
                          <label className={styles.option}>
                            <input type="checkbox" name="model" value={m.value} defaultChecked={m.selected} />
                            <span>{m.name}</span>
                            {count(m.count)}
                          </label>
                        </li>
                      ))}
                  </ul>
                )}
              </li>
            ))}
        </ul>
      </fieldset>
      {range(
        `${t("search.price")} (${unit})`,
        { name: "price_min", label: t("search.price_min"), value: filters.price_min, max: 10_000_000 },
        { name: "price_max", label: t("search.price_max"), value: filters.price_max, max: 10_000_000 },
      )}
      {range(
        `${t("search.rate")} (${unit})`,
        { name: "rate_min", label: t("search.rate_min"), value: filters.rate_min, max: 100_000 },
        { name: "rate_max", label: t("search.rate_max"), value: filters.rate_max, max: 100_000 },
      )}
      <fieldset className={styles.group}>
        <legend>{t("search.registration")}</legend>
        <div className={styles.range}>
          {yearSelect("reg_from", t("search.reg_from"))}
          {yearSelect("reg_to", t("search.reg_to"))}
        </div>
      </fieldset>
      {range(
        t("search.mileage"),
        { name: "km_min", label: t("search.km_min"), value: filters.km_min, max: 2_000_000 },
        { name: "km_max", label: t("search.km_max"), value: filters.km_max, max: 2_000_000 },
      )}
      {range(
        t("search.power"),
        { name: "kw_min", label: t("search.kw_min"), value: filters.kw_min, max: 2000 },
        { name: "kw_max", label: t("search.kw_max"), value: filters.kw_max, max: 2000 },
        t("search.ps_hint"),
      )}
      <fieldset className={styles.group}>
        <legend>{t("search.fuel")}</legend>
        {checkboxes("fuel", facets.fuel, (v) => t(`fuel.${v}`))}
      </fieldset>
      <fieldset className={styles.group}>
        <legend>{t("search.gearbox")}</legend>
        {checkboxes("gearbox", facets.gearbox, (v) => t(`gearbox.${v}`))}
      </fieldset>
      <fieldset className={styles.group}>
        <legend>{t("search.body")}</legend>
        {checkboxes("body", facets.body, (v) => t(`body.${v}`))}
      </fieldset>
      <fieldset className={styles.group}>
        <legend>{t("search.colour")}</legend>
        {checkboxes("colour", facets.colour, (v) => t(`colour.${v}`))}
      </fieldset>
      {facets.location.length > 0 && (
        <fieldset className={styles.group}>
          <legend>{t("search.location")}</legend>
          {checkboxes(
            "location",
            facets.location,
            (v) => facets.location.find((l) => l.value === v)?.name ?? v,
          )}
        </fieldset>
      )}
      <fieldset className={styles.group}>
        <legend>{t("search.equipment")}</legend>
        <p className="field-hint">{t("search.equipment_hint")}</p>
        {checkboxes("equipment", facets.equipment, (v) => t(`equipment.${v}`))}
      </fieldset>
      <div className={styles.submit}>
        <button
          type="submit"
          className="button block"
          data-testid="apply-filters"
          data-updating={updating || undefined}
        >
          <span className={styles.applyLabel}>
            {t("search.apply", { count: total, n: number.format(total) })}
          </span>
        </button>
      </div>
    </Form>
  );
}
