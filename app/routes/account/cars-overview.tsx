/**
 * account/cars/overview: the stock by state, location, brand, days
 * in stock and price band, each a chart with its numbers as a table, and the ten unsold cars standing
 * longest, under the stock list's filters in the URL. Only the extended database group.
 */
import { useMemo } from "react";
import { data, Link } from "react-router";
import { FUELS } from "../../core/catalog/car-attributes";
import { messagesFor } from "../../core/i18n/messages.server";
import { useTranslation } from "../../core/i18n/react";
import { WithMessages } from "../../core/i18n/with-messages";
import { parseCarOverviewFilters } from "../../core/inventory/car-overview";
import { carOverview } from "../../core/inventory/car-overview.service.server";
import { CAR_STATES } from "../../core/inventory/car-state";
import styles from "../../features/car-overview/car-overview.module.css";
import { formatMoney } from "../../features/catalog/format";
import { accountPath } from "../../shared/account-routes";
import { dateTimeFormat, numberFormat } from "../../shared/intl";
import { BarChart } from "../../ui/backoffice/charts";
import { DataTable, type DataTableColumn } from "../../ui/backoffice/data-table";
import { FilterBar } from "../../ui/backoffice/filter-bar";
import type { FilterField } from "../../ui/backoffice/filter-fields";
import { type FilterValues, filterQuery } from "../../ui/backoffice/filter-values";
import { useListUrl } from "../../ui/backoffice/use-list-url";
import { useSite } from "../../ui/site-data";
import { pageContext } from "../store/page-context.server";
import type { Route } from "./+types/cars-overview";
import { requireAccess } from "./guard.server";

const FILTER_KEYS = ["state", "brand", "location", "fuel", "condition"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAccess(request, context, "carsOverview");
  const ctx = pageContext(request, context);
  const filters = parseCarOverviewFilters(ctx.url.searchParams);
  const overview = await carOverview(ctx.services, filters);
  if (!overview.ok) throw data(null, { status: 403 });
  return {
    meta: { title: ctx.t("inventory:overview.title"), noindex: true },
    messages: messagesFor(ctx.locale, ["inventory", "backoffice", "cars.fuel", "cars.condition"]),
    locale: ctx.locale,
    currency: context.project.currency,
    overview: overview.value,
    fuels: FUELS,
  };
}

export default function CarsOverview({ loaderData }: Route.ComponentProps) {
  return (
    <WithMessages messages={loaderData.messages}>
      <OverviewScreen d={loaderData} />
    </WithMessages>
  );
}

type LoaderData = Route.ComponentProps["loaderData"];
type Longest = LoaderData["overview"]["longest"][number];

function OverviewScreen({ d }: { d: LoaderData }) {
  const { t } = useTranslation("inventory");
  const { searchParams, values, apply } = useListUrl();
  const n = numberFormat(d.locale);
  const day = dateTimeFormat(d.locale, { dateStyle: "medium", timeZone: useSite().project.timeZone });
  const o = d.overview;
  const fields = useMemo<FilterField[]>(
    () => [
      {
        kind: "options",
        key: "state",
        label: t("overview.filters.state"),
        options: CAR_STATES.map((s) => ({ value: s, label: t(`overview.state.${s}`) })),
      },
      {
        kind: "options",
        key: "brand",
        label: t("overview.filters.brand"),
        options: o.options.brands.map((b) => ({ value: b.slug, label: b.name })),
      },
      {
        kind: "options",
        key: "location",
        label: t("overview.filters.location"),
        options: o.options.locations.map((l) => ({ value: String(l.id), label: l.name })),
      },
      {
        kind: "options",
        key: "fuel",
        label: t("overview.filters.fuel"),
        options: d.fuels.map((f) => ({ value: f, label: t(`cars:fuel.${f}`) })),
      },
      {
        kind: "options",
        key: "condition",
        label: t("overview.filters.condition"),
        options: (["used", "new", "demo"] as const).map((c) => ({
          value: c,
          label: t(`cars:condition.${c}`),
        })),
      },
    ],
    [t, o.options, d.fuels],
  );
  const onChange = (next: FilterValues) => apply(filterQuery(searchParams, FILTER_KEYS, next, []));
  const count = (v: number) => n.format(v);
  const carsHeader = t("overview.cars");
  const columns: DataTableColumn<Longest>[] = [
    {
      key: "car",
      header: t("overview.longest.car"),
      rowHeader: true,
      cell: (c) => (
        <Link to={`${accountPath("cars")}/${c.number}`} data-testid="overview-longest-link">
          {c.brand} {c.model} <span className={styles.sub}>{c.variant}</span>
        </Link>
      ),
    },
    { key: "number", header: t("overview.longest.number"), cell: (c) => c.number },
    { key: "state", header: t("overview.filters.state"), cell: (c) => t(`overview.state.${c.state}`) },
    { key: "location", header: t("overview.filters.location"), cell: (c) => c.location ?? "–" },
    {
      key: "since",
      header: t("overview.longest.since"),
      cell: (c) => <time dateTime={c.createdAt}>{day.format(new Date(c.createdAt))}</time>,
    },
    {
      key: "days",
      header: t("overview.longest.days"),
      align: "end",
      cell: (c) => n.format(c.days),
    },
    {
      key: "price",
      header: t("overview.longest.price"),
      align: "end",
      cell: (c) => formatMoney(c.priceMinor, c.currency, d.locale),
    },
  ];

  return (
    <section className={styles.screen} data-testid="car-overview">
      <header>
        <p className="eyebrow">{t("overview.eyebrow")}</p>
        <h1>{t("overview.title")}</h1>
        <p className="muted">
          <Link to={accountPath("cars")}>{t("overview.to_list")}</Link>
        </p>
      </header>
      <FilterBar fields={fields} values={values} onChange={onChange} />
      <dl className={styles.kpis} data-testid="overview-kpis">
        <div>
          <dt>{t("overview.total")}</dt>
          <dd data-testid="overview-total">{n.format(o.total)}</dd>
        </div>
        <div>
          <dt>{t("overview.value")}</dt>
          <dd>{formatMoney(o.valueMinor, d.currency, d.locale)}</dd>
        </div>
        <div>
          <dt>{t("overview.state.published")}</dt>
          <dd>{n.format(o.byState.find((s) => s.state === "published")?.total ?? 0)}</dd>
        </div>
        <div>
          <dt>{t("overview.longest_days")}</dt>
          <dd>
            {o.longest[0]
              ? t("overview.days", { count: o.longest[0].days, n: n.format(o.longest[0].days) })
              : "–"}
          </dd>
        </div>
      </dl>
      <div className={styles.charts}>
        <BarChart
          title={t("overview.by_state")}
          data={o.byState.map((s) => ({
            key: s.state,
            label: t(`overview.state.${s.state}`),
            value: s.total,
          }))}
          categoryHeader={t("overview.filters.state")}
          valueHeader={carsHeader}
          formatValue={count}
        />
        <BarChart
          title={t("overview.by_location")}
          data={o.byLocation.map((l) => ({
            key: String(l.locationId ?? "none"),
            label: l.name ?? t("overview.no_location"),
            value: l.total,
          }))}
          categoryHeader={t("overview.filters.location")}
          valueHeader={carsHeader}
          formatValue={count}
        />
        <BarChart
          title={t("overview.by_age")}
          data={o.byAge.map((a) => ({ key: a.band, label: t(`overview.age.${a.band}`), value: a.total }))}
          categoryHeader={t("overview.age_header")}
          valueHeader={carsHeader}
          formatValue={count}
        />
        <BarChart
          title={t("overview.by_price")}
          data={o.byPrice.map((p) => ({ key: p.band, label: t(`overview.price.${p.band}`), value: p.total }))}
          categoryHeader={t("overview.price_header")}
          valueHeader={carsHeader}
          formatValue={count}
        />
        <BarChart
          title={t("overview.by_brand")}
          data={o.byBrand.map((b) => ({ key: b.slug, label: b.name, value: b.total }))}
          categoryHeader={t("overview.filters.brand")}
          valueHeader={carsHeader}
          formatValue={count}
        />
      </div>
      <section aria-labelledby="overview-longest" data-testid="overview-longest">
        <h2 id="overview-longest">{t("overview.longest.title")}</h2>
        <DataTable
          caption={t("overview.longest.title")}
          columns={columns}
          rows={o.longest}
          rowKey={(c) => String(c.number)}
          empty={<p>{t("overview.longest.empty")}</p>}
          formatNumber={count}
        />
      </section>
    </section>
  );
}
