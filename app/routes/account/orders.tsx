/**
 * account/orders (spec 2, 6): customers see their own orders; database staff the project's orders as a
 * back-office list with status and search in the URL and keyset paging. The server decides which.
 */
import { useMemo } from "react";
import { data, Link } from "react-router";
import { ORDER_STATUSES } from "../../core/commerce/commerce-enums";
import { orderList } from "../../core/commerce/order-filters";
import { listMyOrders, listProjectOrders } from "../../core/commerce/orders.service.server";
import { messagesFor } from "../../core/i18n/messages.server";
import { useTranslation } from "../../core/i18n/react";
import { WithMessages } from "../../core/i18n/with-messages";
import { formatMoney } from "../../features/catalog/format";
import { OrderStatusBadge } from "../../features/orders/order-status";
import styles from "../../features/orders/orders.module.css";
import { accountPath } from "../../shared/account-routes";
import { dateTimeFormat, numberFormat } from "../../shared/intl";
import type { Locale } from "../../shared/locales";
import { inGroup } from "../../shared/permissions";
import { routePath } from "../../shared/route-table";
import { DataTable, type DataTableColumn } from "../../ui/backoffice/data-table";
import { FilterBar } from "../../ui/backoffice/filter-bar";
import type { FilterField } from "../../ui/backoffice/filter-fields";
import { type FilterValues, filterQuery } from "../../ui/backoffice/filter-values";
import { useListUrl } from "../../ui/backoffice/use-list-url";
import { pageContext } from "../store/page-context.server";
import type { Route } from "./+types/orders";
import { requireAccess } from "./guard.server";

const TIME_ZONE = "Europe/Berlin";

/** The commerce catalogue's names of statuses, payments and handovers. */
const COMMERCE_LABELS = [
  "commerce.order_status",
  "commerce.payment_method",
  "commerce.payment_status",
  "commerce.fulfilment",
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireAccess(request, context, "orders");
  const ctx = pageContext(request, context);
  const common = { locale: ctx.locale, timeZone: TIME_ZONE };
  if (!inGroup(user, "database")) {
    const rows = await listMyOrders(ctx.services);
    return {
      ...common,
      view: "mine" as const,
      rows,
      meta: { title: ctx.t("orders:list.title_mine"), noindex: true },
      messages: messagesFor(ctx.locale, ["orders", ...COMMERCE_LABELS]),
    };
  }
  const p = orderList.parse(ctx.url.searchParams);
  const page = await listProjectOrders(ctx.services, p);
  if (!page.ok) throw data(null, { status: 403 });
  const base = accountPath("orders");
  return {
    ...common,
    view: "all" as const,
    // From the loader: the browser bundle need not import the database schema for a list of names.
    statuses: ORDER_STATUSES,
    rows: page.value.rows,
    nextHref: page.value.nextCursor
      ? `${base}${orderList.query({ ...p, after: page.value.nextCursor, before: undefined })}`
      : null,
    prevHref: page.value.prevCursor
      ? `${base}${orderList.query({ ...p, before: page.value.prevCursor, after: undefined })}`
      : null,
    meta: { title: ctx.t("orders:list.title_all"), noindex: true },
    total: page.value.total,
    totalCapped: page.value.totalCapped,
    messages: messagesFor(ctx.locale, ["orders", ...COMMERCE_LABELS, "backoffice"]),
  };
}

type LoaderData = Route.ComponentProps["loaderData"];

export default function Orders({ loaderData }: Route.ComponentProps) {
  return (
    <WithMessages messages={loaderData.messages}>
      {loaderData.view === "mine" ? <MyOrders d={loaderData} /> : <AllOrders d={loaderData} />}
    </WithMessages>
  );
}

function useFormats(locale: Locale, timeZone: string) {
  return {
    day: dateTimeFormat(locale, { dateStyle: "medium", timeZone }),
    money: (minor: number, currency: string) => formatMoney(minor, currency, locale),
  };
}

function MyOrders({ d }: { d: Extract<LoaderData, { view: "mine" }> }) {
  const { t } = useTranslation("orders");
  const { day, money } = useFormats(d.locale, d.timeZone);
  return (
    <section className={styles.screen} data-testid="orders-screen" data-view="mine">
      <header className={styles.head}>
        <h1>{t("list.title_mine")}</h1>
        <p className="muted">{t("list.lead_mine")}</p>
      </header>
      {d.rows.length === 0 ? (
        <div className="alert" data-testid="orders-empty">
          <p style={{ margin: 0 }}>{t("list.empty_mine")}</p>
          <Link to={routePath("shop", d.locale)}>{t("list.shop")}</Link>
        </div>
      ) : (
        <ul className={styles.cards}>
          {d.rows.map((o) => (
            <li key={o.id} className={styles.card} data-testid="order-card">
              <Link to={accountPath("order", { number: o.number })} data-testid="order-link">
                {o.number}
              </Link>
              <p className={styles.amount}>{money(o.totalMinor, o.currency)}</p>
              <p className={styles.muted}>
                <time dateTime={o.createdAt}>{day.format(new Date(o.createdAt))}</time> ·{" "}
                {t(`commerce:payment_method.${o.paymentMethod}`)}
              </p>
              <p>
                <OrderStatusBadge status={o.status} />
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

type StaffRow = Extract<LoaderData, { view: "all" }>["rows"][number];

function AllOrders({ d }: { d: Extract<LoaderData, { view: "all" }> }) {
  const { t } = useTranslation("orders");
  const { searchParams, apply } = useListUrl();
  const { day, money } = useFormats(d.locale, d.timeZone);
  const number = numberFormat(d.locale);
  const fields = useMemo<FilterField[]>(
    () => [
      {
        kind: "options",
        key: "status",
        label: t("columns.status"),
        options: d.statuses.map((s) => ({ value: s, label: t(`commerce:order_status.${s}`) })),
      },
    ],
    [t, d.statuses],
  );
  const values = useMemo(() => {
    const out: Record<string, string[]> = {};
    for (const [k, v] of searchParams) out[k] = [...(out[k] ?? []), v];
    return out as FilterValues;
  }, [searchParams]);
  const onFilters = (next: FilterValues) =>
    apply(filterQuery(searchParams, ["q", "status"], next, ["after", "before"]));

  const columns: DataTableColumn<StaffRow>[] = [
    {
      key: "number",
      header: t("columns.number"),
      rowHeader: true,
      cell: (o) => (
        <Link to={accountPath("order", { number: o.number })} data-testid="order-link">
          {o.number}
        </Link>
      ),
    },
    {
      key: "date",
      header: t("columns.date"),
      cell: (o) => <time dateTime={o.createdAt}>{day.format(new Date(o.createdAt))}</time>,
    },
    {
      key: "customer",
      header: t("columns.customer"),
      cell: (o) => (
        <>
          {o.clientName}
          {o.clientCompany && <span className={styles.sub}>{o.clientCompany}</span>}
        </>
      ),
    },
    { key: "status", header: t("columns.status"), cell: (o) => <OrderStatusBadge status={o.status} /> },
    {
      key: "payment",
      header: t("columns.payment"),
      cell: (o) => (
        <>
          {t(`commerce:payment_method.${o.paymentMethod}`)}
          <span className={styles.sub}>{t(`commerce:payment_status.${o.paymentStatus}`)}</span>
        </>
      ),
    },
    {
      key: "fulfilment",
      header: t("columns.fulfilment"),
      cell: (o) => t(`commerce:fulfilment.${o.fulfilment}`),
    },
    { key: "total", header: t("columns.total"), align: "end", cell: (o) => money(o.totalMinor, o.currency) },
  ];

  return (
    <section className={styles.screen} data-testid="orders-screen" data-view="all">
      <header className={styles.head}>
        <p className="eyebrow">{t("list.eyebrow")}</p>
        <h1>{t("list.title_all")}</h1>
      </header>
      <FilterBar
        fields={fields}
        values={values}
        onChange={onFilters}
        searchKey="q"
        searchLabel={t("list.search")}
      />
      <DataTable
        caption={t("list.title_all")}
        columns={columns}
        rows={d.rows}
        rowKey={(o) => o.id}
        empty={<p data-testid="orders-empty">{t("list.empty_all")}</p>}
        pager={{
          from: d.rows.length ? 1 : 0,
          to: d.rows.length,
          total: d.totalCapped ? undefined : d.total,
          previousHref: d.prevHref ?? undefined,
          nextHref: d.nextHref ?? undefined,
        }}
        formatNumber={(n) => number.format(n)}
      />
    </section>
  );
}
