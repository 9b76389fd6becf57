import { useRef } from "react";
import { data, Link } from "react-router";
import {
  activeFilterCount,
  type CarFilters,
  carFiltersQuery,
  DEFAULT_SORT,
  PAGE_SIZE,
  parseCarFilters,
} from "../../core/catalog/car-filters";
import { searchCars } from "../../core/catalog/car-search.service.server";
import { DEFAULT_FINANCING, nominalFromEffective } from "../../core/catalog/financing";
import { favoriteOwnerOf } from "../../core/favorites/favorites";
import { favoriteCarNumbers } from "../../core/favorites/favorites.service.server";
import { pickMessages } from "../../core/i18n/messages.server";
import { useTranslation } from "../../core/i18n/react";
import { type PackedMessages, packMessages } from "../../core/i18n/translator";
import { WithMessages } from "../../core/i18n/with-messages";
import { CarCard } from "../../features/catalog/car-card";
import { CarFilterForm } from "../../features/catalog/car-filter-form";
import styles from "../../features/catalog/car-search.module.css";
import { SearchProgress, useSearchUpdating } from "../../features/catalog/search-updating";
import { numberFormat } from "../../shared/intl";
import { splitLocale } from "../../shared/locale-path";
import type { Locale } from "../../shared/locales";
import { routePath } from "../../shared/route-table";
import type { PageMeta } from "../../ui/site-data";
import type { Route } from "./+types/cars";
import { pageContext } from "./page-context.server";

const FOOTNOTE_ID = "rate-example";
/** The results' anchor: the filter form's target without JavaScript scrolls there after applying. */
const RESULTS_ID = "results";

/** Texts the server alone uses (titles go out in `meta`); the page's data leaves them out. */
const SERVER_ONLY_SEARCH_KEYS = new Set([
  "title",
  "title_brand",
  "title_model",
  "title_new",
  "title_new_brand",
  "title_new_model",
  "title_all",
  "title_all_brand",
  "title_all_model",
  "description",
  "detail_title",
  "detail_description",
  "to_list",
]);

/** The `cars` texts the list shows (not the status and unit vocabularies, not the server's). */
const LIST_MESSAGES = new Map<Locale, PackedMessages>();
function listMessages(locale: Locale): PackedMessages {
  const known = LIST_MESSAGES.get(locale);
  if (known) return known;
  const all = (pickMessages(locale, ["cars"]).cars ?? {}) as Record<string, unknown>;
  const { status: _s, unit: _u, search, ...cars } = all;
  const shown = Object.entries(search as Record<string, unknown>).filter(
    ([k]) => !SERVER_ONLY_SEARCH_KEYS.has(k),
  );
  const packed = packMessages({
    cars: { ...cars, search: Object.fromEntries(shown) },
    ...pickMessages(locale, ["favorites.button", "favorites.errors"]),
  });
  LIST_MESSAGES.set(locale, packed);
  return packed;
}

/** The list's title key: it names what the list shows (used cars by default, new ones, or all). */
function titleKey(scope: CarFilters["condition"], of: "" | "_brand" | "_model"): string {
  return scope === "used" ? `cars:search.title${of}` : `cars:search.title_${scope}${of}`;
}

/** The used-car list (`/cars`, `/gebrauchtwagen`): filters, facets, sort and keyset pages in the URL. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = pageContext(request, context);
  const filters = parseCarFilters(ctx.url.searchParams, ctx.locale);
  const owner = favoriteOwnerOf(request.headers.get("cookie"), context.user);
  const [result, favoriteNumbers] = await Promise.all([
    searchCars(context.services, filters, context.reads),
    favoriteCarNumbers(context.services, owner),
  ]);
  if (!result.ok) throw data(null, { status: 400 });
  const { total, facets } = result.value;
  const base = splitLocale(ctx.url.pathname).rest.replace(/\/+$/, "");
  const german = ctx.locale === "de" || base === "/gebrauchtwagen";
  const n = numberFormat(ctx.locale).format(total);
  const brand = facets.make.filter((b) => b.selected);
  const models = brand.flatMap((b) =>
    b.models.filter((m) => m.selected).map((m) => ({ brand: b, model: m })),
  );
  const scope = filters.condition;
  const title =
    models.length === 1 && brand.length === 1
      ? ctx.t(titleKey(scope, "_model"), { brand: models[0]!.brand.name, model: models[0]!.model.name })
      : brand.length === 1
        ? ctx.t(titleKey(scope, "_brand"), { brand: brand[0]!.name })
        : ctx.t(titleKey(scope, ""));
  // Only the whole stock is a page for search engines: filtered, sorted and deeper pages are views of
  // it (the canonical link names the path alone), and brand pages have their own URLs (`bmw-models`).
  const plain =
    activeFilterCount(filters) === 0 &&
    filters.sort === DEFAULT_SORT &&
    filters.cursor === undefined &&
    filters.before === undefined;
  const meta: PageMeta = {
    title,
    description: ctx.t("cars:search.description", { n }),
    noindex: !plain,
    alternates: plain
      ? Object.fromEntries(context.project.languages.map((l) => [l, routePath("cars", l)]))
      : undefined,
  };
  const query = carFiltersQuery(filters, { cursor: false });
  const shown = <T extends { count: number; selected: boolean }>(options: T[]) =>
    options.filter((o) => o.count > 0 || o.selected);
  const { nextCursor, prevCursor, offset, ...found } = result.value;
  const at = (position: { cursor?: string; before?: string }) =>
    `${base}${carFiltersQuery({ ...filters, cursor: position.cursor, before: position.before })}`;
  return {
    ...found,
    // Options without matches are not shown (car-filter-form.tsx), so they are not sent either.
    facets: {
      make: shown(facets.make),
      fuel: shown(facets.fuel),
      gearbox: shown(facets.gearbox),
      body: shown(facets.body),
      colour: shown(facets.colour),
      location: shown(facets.location),
      condition: shown(facets.condition),
      equipment: shown(facets.equipment),
    },
    // Cards are keyed by their public number; the row ids would only add bytes to the page.
    cars: result.value.cars.map(({ id: _, ...car }) => car),
    // The visitor's parked cars among these cards (the hearts).
    favorites: result.value.cars.map((c) => c.number).filter((n) => favoriteNumbers.includes(n)),
    filters,
    active: activeFilterCount(filters),
    links: {
      detailSearch: `${routePath("carDetailSearch", german ? "de" : "en")}${query}`,
      // The page before the second is the first page's own URL (no cursor), so it is cached and canonical.
      prev: prevCursor ? (offset <= PAGE_SIZE ? at({}) : at({ before: prevCursor })) : null,
      first: offset > PAGE_SIZE ? at({}) : null,
      next: nextCursor ? at({ cursor: nextCursor }) : null,
    },
    // Where this page is in the list: cars `from` to `to` of the total.
    range: { from: offset + 1, to: offset + result.value.cars.length },
    // The standard offer behind every card's rate (its representative example).
    financing: {
      down: DEFAULT_FINANCING.downPaymentPercent,
      term: DEFAULT_FINANCING.termMonths,
      rate: DEFAULT_FINANCING.effectiveAnnualRate,
      nominal: Math.round(nominalFromEffective(DEFAULT_FINANCING.effectiveAnnualRate) * 100) / 100,
    },
    base,
    german,
    locale: ctx.locale,
    currency: context.project.currency,
    currentYear: new Date().getUTCFullYear(),
    meta,
    messages: listMessages(ctx.locale),
  };
}

export default function Cars({ loaderData }: Route.ComponentProps) {
  return (
    <WithMessages messages={loaderData.messages}>
      <CarList data={loaderData} />
    </WithMessages>
  );
}

function CarList({ data: d }: { data: Route.ComponentProps["loaderData"] }) {
  const { t } = useTranslation("cars");
  const number = numberFormat(d.locale);
  const active = d.active;
  const updating = useSearchUpdating();
  const panel = useRef<HTMLDetailsElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const range =
    d.cars.length > 0 && d.total > d.cars.length
      ? t("search.range", {
          from: number.format(d.range.from),
          to: number.format(d.range.to),
          total: number.format(d.total),
        })
      : null;

  /**
   * "Show N cars": on a phone the filters are a long panel above the list, so it closes and the list
   * comes into view; focus moves to the results for keyboard and screen reader users.
   */
  function showResults() {
    const details = panel.current;
    const summary = details?.querySelector("summary");
    if (details && summary && getComputedStyle(summary).display !== "none") details.open = false;
    const section = document.getElementById(RESULTS_ID);
    if (section) {
      const top = section.getBoundingClientRect().top;
      if (top < 0 || top > window.innerHeight / 2) section.scrollIntoView({ block: "start" });
    }
    heading.current?.focus({ preventScroll: true });
  }

  return (
    <div className="container page" data-page="cars">
      {updating && <SearchProgress label={t("search.updating")} />}
      <h1>{d.meta.title}</h1>
      <div className={styles.layout}>
        <details className={styles.panel} data-testid="filter-panel" ref={panel}>
          <summary>{active ? t("search.filters_active", { count: active }) : t("search.filters")}</summary>
          <CarFilterForm
            filters={d.filters}
            facets={d.facets}
            total={d.total}
            locale={d.locale}
            currency={d.currency}
            currentYear={d.currentYear}
            action={d.base}
            anchor={RESULTS_ID}
            onApply={showResults}
            showSort
            idPrefix="cars"
          />
        </details>
        <section
          id={RESULTS_ID}
          aria-labelledby="results-heading"
          aria-busy={updating}
          className={styles.resultsSection}
          data-testid="results"
        >
          <div className={styles.toolbar}>
            <h2 id="results-heading" className="visually-hidden" tabIndex={-1} ref={heading}>
              {t("search.results_heading")}
            </h2>
            <p className={styles.total} role="status" data-testid="result-count">
              {t("search.results", { count: d.total, n: number.format(d.total) })}
              {range && d.range.from > 1 && <span className={styles.rangeInline}> · {range}</span>}
            </p>
            <p style={{ margin: 0 }}>
              <Link to={d.links.detailSearch}>{t("search.to_detail_search")}</Link>
              {active > 0 && (
                <>
                  {" · "}
                  <Link to={d.base}>{t("search.reset")}</Link>
                </>
              )}
            </p>
          </div>
          {d.cars.length === 0 ? (
            <div className={styles.empty} data-testid="empty-state">
              <h3 style={{ marginTop: 0 }}>{t("search.empty_title")}</h3>
              <p>{t("search.empty_text")}</p>
              <Link className="button" to={d.base}>
                {t("search.reset")}
              </Link>
            </div>
          ) : (
            <ul className={styles.results} data-testid="car-results">
              {d.cars.map((car, i) => (
                <li key={car.number}>
                  <CarCard
                    car={car}
                    locale={d.locale}
                    german={d.german}
                    priority={i === 0 && d.range.from === 1}
                    footnoteId={FOOTNOTE_ID}
                    favorite={d.favorites.includes(car.number)}
                  />
                </li>
              ))}
            </ul>
          )}
          {range && (
            <nav className={styles.pager} aria-label={t("search.pagination")}>
              <p className={styles.position} data-testid="result-range">
                {range}
              </p>
              <div className={styles.pagerLinks}>
                {d.links.prev && (
                  <Link className="button secondary" rel="prev" data-testid="prev-page" to={d.links.prev}>
                    {t("search.previous_page")}
                  </Link>
                )}
                {d.links.next && (
                  <Link className="button" rel="next" data-testid="next-page" to={d.links.next}>
                    {t("search.next_page")}
                  </Link>
                )}
              </div>
              {d.links.first && (
                <Link className={styles.firstPage} data-testid="first-page" to={d.links.first}>
                  {t("search.first_page")}
                </Link>
              )}
            </nav>
          )}
          {d.cars.length > 0 && (
            <p id={FOOTNOTE_ID} className={styles.footnote}>
              <sup>1</sup>{" "}
              {t("search.footnote", {
                down: d.financing.down,
                term: d.financing.term,
                rate: number.format(d.financing.rate),
                nominal: number.format(d.financing.nominal),
              })}
            </p>
          )}
        </section>
      </div>
    </div>
  );
}
