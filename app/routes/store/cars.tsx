import { data, Link } from "react-router";
import {
  activeFilterCount,
  carFiltersQuery,
  DEFAULT_SORT,
  parseCarFilters,
} from "../../core/catalog/car-filters";
import { searchCars } from "../../core/catalog/car-search.service.server";
import { DEFAULT_FINANCING, nominalFromEffective } from "../../core/catalog/financing";
import { favoriteOwnerOf } from "../../core/favorites/favorites";
import { favoriteCarNumbers } from "../../core/favorites/favorites.service.server";
import { messagesFor } from "../../core/i18n/messages.server";
import { useTranslation } from "../../core/i18n/react";
import { WithMessages } from "../../core/i18n/with-messages";
import { CarCard } from "../../features/catalog/car-card";
import { CarFilterForm } from "../../features/catalog/car-filter-form";
import styles from "../../features/catalog/car-search.module.css";
import { numberFormat } from "../../shared/intl";
import { splitLocale } from "../../shared/locale-path";
import type { Locale } from "../../shared/locales";
import { routePath } from "../../shared/route-table";
import type { PageMeta } from "../../ui/site-data";
import type { Route } from "./+types/cars";
import { pageContext } from "./page-context.server";

const FOOTNOTE_ID = "rate-example";

/** Texts the server alone uses (titles go out in `meta`); the page's data leaves them out. */
const SERVER_ONLY_SEARCH_KEYS = new Set([
  "title",
  "title_brand",
  "title_model",
  "description",
  "detail_title",
  "detail_description",
  "to_list",
]);

/** The `cars` texts the list shows (not the status and unit vocabularies, not the server's). */
function listMessages(locale: Locale) {
  const all = (messagesFor(locale, ["cars"]).cars ?? {}) as Record<string, unknown>;
  const { status: _s, unit: _u, search, ...cars } = all;
  const shown = Object.entries(search as Record<string, unknown>).filter(
    ([k]) => !SERVER_ONLY_SEARCH_KEYS.has(k),
  );
  return {
    cars: { ...cars, search: Object.fromEntries(shown) },
    ...messagesFor(locale, ["favorites.button", "favorites.errors"]),
  } as ReturnType<typeof messagesFor>;
}

/** The used-car list (`/cars`, `/gebrauchtwagen`): filters, facets, sort and keyset pages in the URL. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = pageContext(request, context);
  const filters = parseCarFilters(ctx.url.searchParams);
  const owner = favoriteOwnerOf(request.headers.get("cookie"), context.user);
  const [result, favoriteNumbers] = await Promise.all([
    searchCars(context.db, context.project, filters),
    favoriteCarNumbers(context.db, context.project, owner),
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
  const title =
    models.length === 1 && brand.length === 1
      ? ctx.t("cars:search.title_model", { brand: models[0]!.brand.name, model: models[0]!.model.name })
      : brand.length === 1
        ? ctx.t("cars:search.title_brand", { brand: brand[0]!.name })
        : ctx.t("cars:search.title");
  // Only the whole stock is a page for search engines: filtered, sorted and deeper pages are views of
  // it (the canonical link names the path alone), and brand pages have their own URLs (`bmw-models`).
  const plain =
    activeFilterCount(filters) === 0 && filters.sort === DEFAULT_SORT && filters.cursor === undefined;
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
  const { nextCursor, ...found } = result.value;
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
      first: filters.cursor ? `${base}${query}` : null,
      next: nextCursor ? `${base}${carFiltersQuery({ ...filters, cursor: nextCursor })}` : null,
    },
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
  return (
    <div className="container page" data-page="cars">
      <h1>{d.meta.title}</h1>
      <div className={styles.layout}>
        <details className={styles.panel} data-testid="filter-panel">
          <summary>{active ? t("search.filters_active", { count: active }) : t("search.filters")}</summary>
          <CarFilterForm
            filters={d.filters}
            facets={d.facets}
            total={d.total}
            locale={d.locale}
            currency={d.currency}
            currentYear={d.currentYear}
            action={d.base}
            showSort
            idPrefix="cars"
          />
        </details>
        <section aria-labelledby="results-heading">
          <div className={styles.toolbar}>
            <h2 id="results-heading" className="visually-hidden">
              {t("search.results_heading")}
            </h2>
            <p className={styles.total} role="status" data-testid="result-count">
              {t("search.results", { count: d.total, n: number.format(d.total) })}
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
                    priority={i === 0 && !d.filters.cursor}
                    footnoteId={FOOTNOTE_ID}
                    favorite={d.favorites.includes(car.number)}
                  />
                </li>
              ))}
            </ul>
          )}
          <nav className={styles.pager} aria-label={t("search.results_heading")}>
            {d.links.first && (
              <Link className="button secondary" to={d.links.first}>
                {t("search.first_page")}
              </Link>
            )}
            {d.links.next && (
              <Link className="button" rel="next" data-testid="next-page" to={d.links.next}>
                {t("search.next_page")}
              </Link>
            )}
          </nav>
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
