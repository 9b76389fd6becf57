import { data, Link } from "react-router";
import { carFiltersQuery, parseCarFilters } from "../../core/catalog/car-filters";
import { searchFacets } from "../../core/catalog/car-search.service.server";
import { messagesFor } from "../../core/i18n/messages.server";
import { useTranslation } from "../../core/i18n/react";
import { WithMessages } from "../../core/i18n/with-messages";
import { CarFilterForm } from "../../features/catalog/car-filter-form";
import styles from "../../features/catalog/car-search.module.css";
import { SearchProgress, useSearchUpdating } from "../../features/catalog/search-updating";
import { numberFormat } from "../../shared/intl";
import { splitLocale } from "../../shared/locale-path";
import { routePath } from "../../shared/route-table";
import type { PageMeta } from "../../ui/site-data";
import type { Route } from "./+types/car-detail-search";
import { pageContext } from "./page-context.server";

/** The detail search (`/cardetailsearch`, `/gebrauchtwagensuche`): every filter and the live number of matches. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = pageContext(request, context);
  const filters = { ...parseCarFilters(ctx.url.searchParams, ctx.locale), cursor: undefined };
  const result = await searchFacets(context.services, filters);
  if (!result.ok) throw data(null, { status: 400 });
  const base = splitLocale(ctx.url.pathname).rest.replace(/\/+$/, "");
  const german = ctx.locale === "de" || base === "/gebrauchtwagensuche";
  const meta: PageMeta = {
    title: ctx.t("cars:search.detail_title"),
    description: ctx.t("cars:search.detail_description"),
    noindex: ctx.url.search !== "",
    alternates: Object.fromEntries(
      context.project.languages.map((l) => [l, routePath("carDetailSearch", l)]),
    ),
  };
  return {
    ...result.value,
    filters,
    list: routePath("cars", german ? "de" : "en"),
    listWithFilters: `${routePath("cars", german ? "de" : "en")}${carFiltersQuery(filters)}`,
    locale: ctx.locale,
    currency: context.project.currency,
    currentYear: new Date().getUTCFullYear(),
    meta,
    messages: messagesFor(ctx.locale, ["cars"]),
  };
}

export default function CarDetailSearch({ loaderData }: Route.ComponentProps) {
  return (
    <WithMessages messages={loaderData.messages}>
      <DetailSearch data={loaderData} />
    </WithMessages>
  );
}

function DetailSearch({ data: d }: { data: Route.ComponentProps["loaderData"] }) {
  const { t } = useTranslation("cars");
  const number = numberFormat(d.locale);
  const updating = useSearchUpdating();
  return (
    <div className={`container page ${styles.detail}`} data-page="carDetailSearch">
      {updating && <SearchProgress label={t("search.updating")} />}
      <h1>{t("search.detail_title")}</h1>
      <p className="lead">{t("search.detail_description")}</p>
      <p className={styles.total} role="status" aria-busy={updating} data-testid="result-count">
        {t("search.results", { count: d.total, n: number.format(d.total) })}
      </p>
      <p>
        <Link to={d.listWithFilters}>{t("search.to_list")}</Link>
      </p>
      <div className={styles.panel}>
        <CarFilterForm
          filters={d.filters}
          facets={d.facets}
          total={d.total}
          locale={d.locale}
          currency={d.currency}
          currentYear={d.currentYear}
          action={d.list}
          anchor="results"
          showSort={false}
          idPrefix="detail"
        />
      </div>
    </div>
  );
}
