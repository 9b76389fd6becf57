/**
 * account/orders (spec 2, 6): customers see their own orders; database staff the project's orders as a
 * back-office list with its filters (status, payment status and method, handover, period, location) and
 * search in the URL and keyset paging, and on a second tab (`?view=documents`) the orders' documents
 * with the spec's document filter keys. The server decides which.
 */
import { useMemo } from "react";
import { data, Link } from "react-router";
import {
  FULFILMENTS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
} from "../../core/commerce/commerce-enums";
import { listDocuments } from "../../core/commerce/documents.service.server";
import { DOC_DIRECTIONS, DOC_TYPES, documentList } from "../../core/commerce/documents-filters";
import { orderList } from "../../core/commerce/order-filters";
import { listMyOrders, listProjectOrders } from "../../core/commerce/orders.service.server";
import { messagesFor } from "../../core/i18n/messages.server";
import { useTranslation } from "../../core/i18n/react";
import { WithMessages } from "../../core/i18n/with-messages";
import { DATE_PRESETS, presetRange } from "../../core/leads/date-presets";
import { listLocations } from "../../core/locations/locations.service.server";
import { formatMoney } from "../../features/catalog/format";
import { DocumentState } from "../../features/orders/order-documents";
import { OrderStatusBadge } from "../../features/orders/order-status";
import styles from "../../features/orders/orders.module.css";
import { accountPath } from "../../shared/account-routes";
import { projectTimeZone } from "../../shared/date-time";
import { dateTimeFormat, numberFormat } from "../../shared/intl";
import type { Locale } from "../../shared/locales";
import { inGroup } from "../../shared/permissions";
import { routePath } from "../../shared/route-table";
import { DataTable, type DataTableColumn } from "../../ui/backoffice/data-table";
import { FilterBar } from "../../ui/backoffice/filter-bar";
import { type FilterField, filterKeys } from "../../ui/backoffice/filter-fields";
import { type FilterValues, filterQuery } from "../../ui/backoffice/filter-values";
import { useListUrl } from "../../ui/backoffice/use-list-url";
import { pageContext } from "../store/page-context.server";
import type { Route } from "./+types/orders";
import { requireAccess } from "./guard.server";

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
  const timeZone = projectTimeZone(context.project);
  const common = { locale: ctx.locale, timeZone };
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
  const base = accountPath("orders");
  const staffCommon = {
    ...common,
    messages: messagesFor(ctx.locale, ["orders", ...COMMERCE_LABELS, "backoffice"]),
  };
  if (ctx.url.searchParams.get("view") === "documents") {
    const p = documentList.parse(ctx.url.searchParams);
    const page = await listDocuments(ctx.services, p);
    if (!page.ok) throw data(null, { status: 403 });
    return {
      ...staffCommon,
      view: "documents" as const,
      docTypes: DOC_TYPES,
      directions: DOC_DIRECTIONS,
      rows: page.value.rows,
      nextHref: page.value.nextCursor
        ? `${base}${documentList.query({ ...p, view: "documents", after: page.value.nextCursor, before: undefined })}`
        : null,
      prevHref: page.value.prevCursor
        ? `${base}${documentList.query({ ...p, view: "documents", before: page.value.prevCursor, after: undefined })}`
        : null,
      meta: { title: ctx.t("orders:documents.title_all"), noindex: true },
    };
  }
  const p = orderList.parse(ctx.url.searchParams);
  const [page, locations] = await Promise.all([
    listProjectOrders(ctx.services, p),
    listLocations(ctx.services),
  ]);
  if (!page.ok) throw data(null, { status: 403 });
  return {
    ...staffCommon,
    view: "all" as const,
    // From the loader: the browser bundle need not import the database schema for a list of names.
    statuses: ORDER_STATUSES,
    paymentStatuses: PAYMENT_STATUSES,
    paymentMethods: PAYMENT_METHODS,
    fulfilments: FULFILMENTS,
    locations: locations.map((l) => ({ id: l.id, name: l.name })),
    presets: DATE_PRESETS.map((key) => ({ key, ...presetRange(key, ctx.services.clock.now(), timeZone) })),
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
  };
}

type LoaderData = Route.ComponentProps["loaderData"];

export default function Orders({ loaderData }: Route.ComponentProps) {
  return (
    <WithMessages messages={loaderData.messages}>
      {loaderData.view === "mine" ? (
        <MyOrders d={loaderData} />
      ) : loaderData.view === "documents" ? (
        <Documents d={loaderData} />
      ) : (
        <AllOrders d={loaderData} />
      )}
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
  const { searchParams, values, apply } = useListUrl();
  const { day, money } = useFormats(d.locale, d.timeZone);
  const number = numberFormat(d.locale);
  const fields = useMemo<FilterField[]>(
    () => [
      {
        kind: "options",
        key: "status",
        label: t("filters.status"),
        options: d.statuses.map((s) => ({ value: s, label: t(`commerce:order_status.${s}`) })),
      },
      {
        kind: "options",
        key: "paymentStatus",
        label: t("filters.paymentStatus"),
        options: d.paymentStatuses.map((s) => ({ value: s, label: t(`commerce:payment_status.${s}`) })),
      },
      {
        kind: "options",
        key: "paymentMethod",
        label: t("filters.paymentMethod"),
        options: d.paymentMethods.map((s) => ({ value: s, label: t(`commerce:payment_method.${s}`) })),
      },
      {
        kind: "options",
        key: "fulfilment",
        label: t("filters.fulfilment"),
        options: d.fulfilments.map((s) => ({ value: s, label: t(`commerce:fulfilment.${s}`) })),
      },
      { kind: "dates", key: "period", label: t("filters.period"), presets: d.presets },
      {
        kind: "options",
        key: "location",
        label: t("filters.location"),
        options: d.locations.map((l) => ({ value: String(l.id), label: l.name })),
      },
    ],
    [t, d.statuses, d.paymentStatuses, d.paymentMethods, d.fulfilments, d.presets, d.locations],
  );
  const onFilters = (next: FilterValues) =>
    apply(filterQuery(searchParams, filterKeys(fields, "q"), next, ["after", "before"]));

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
      <Tabs current="orders" />
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

/** The staff screen's two views, as links (each a URL of its own). */
function Tabs({ current }: { current: "orders" | "documents" }) {
  const { t } = useTranslation("orders");
  const base = accountPath("orders");
  return (
    <nav aria-label={t("list.tabs_label")}>
      <ul className={styles.tabs}>
        <li>
          <Link to={base} aria-current={current === "orders" ? "page" : undefined} data-testid="tab-orders">
            {t("list.tab_orders")}
          </Link>
        </li>
        <li>
          <Link
            to={`${base}?view=documents`}
            aria-current={current === "documents" ? "page" : undefined}
            data-testid="tab-documents"
          >
            {t("list.tab_documents")}
          </Link>
        </li>
      </ul>
    </nav>
  );
}

type DocRow = Extract<LoaderData, { view: "documents" }>["rows"][number];

function Documents({ d }: { d: Extract<LoaderData, { view: "documents" }> }) {
  const { t } = useTranslation("orders");
  const { searchParams, values, apply } = useListUrl();
  const { day, money } = useFormats(d.locale, d.timeZone);
  const number = numberFormat(d.locale);
  const yesNo = [
    { value: "true", label: t("documents.filters.yes") },
    { value: "false", label: t("documents.filters.no") },
  ];
  const currencies = ["EUR", "CHF", "PLN", "TRY", "USD"];
  const fields: FilterField[] = [
    {
      kind: "options",
      key: "docType",
      label: t("documents.filters.docType"),
      options: d.docTypes.map((v) => ({ value: v, label: t(`documents.type.${v}`) })),
    },
    {
      kind: "options",
      key: "docDirection",
      label: t("documents.filters.docDirection"),
      options: d.directions.map((v) => ({ value: v, label: t(`documents.direction.${v}`) })),
    },
    { kind: "options", key: "hasErrors", label: t("documents.filters.hasErrors"), options: yesNo },
    {
      kind: "options",
      key: "currency",
      label: t("documents.filters.currency"),
      options: currencies.map((c) => ({ value: c, label: c })),
    },
    { kind: "options", key: "isActive", label: t("documents.filters.isActive"), options: yesNo },
  ];
  // One value for the single-valued keys: the last one picked wins.
  const single = ["docDirection", "hasErrors", "isActive"];
  const onFilters = (next: FilterValues) => {
    const fixed: Record<string, string[]> = {};
    for (const [k, v] of Object.entries(next)) {
      const list = (v ?? []) as string[];
      const before = values[k] ?? [];
      fixed[k] = single.includes(k) && list.length > 1 ? list.filter((x) => !before.includes(x)) : list;
    }
    apply(filterQuery(searchParams, filterKeys(fields, "q"), fixed as FilterValues, ["after", "before"]));
  };
  const columns: DataTableColumn<DocRow>[] = [
    {
      key: "number",
      header: t("documents.columns.number"),
      rowHeader: true,
      cell: (r) => (
        <>
          {r.number}
          <span className={styles.sub}>{t(`documents.type.${r.docType}`, { defaultValue: r.docType })}</span>
        </>
      ),
    },
    {
      key: "direction",
      header: t("documents.columns.direction"),
      cell: (r) => <span data-testid="document-direction">{t(`documents.direction.${r.direction}`)}</span>,
    },
    {
      key: "order",
      header: t("documents.columns.order"),
      cell: (r) =>
        r.orderNumber ? (
          <>
            <Link to={accountPath("order", { number: r.orderNumber })}>{r.orderNumber}</Link>
            {r.clientName && <span className={styles.sub}>{r.clientName}</span>}
          </>
        ) : (
          "–"
        ),
    },
    {
      key: "date",
      header: t("documents.columns.date"),
      cell: (r) => <time dateTime={r.cdate}>{day.format(new Date(r.cdate))}</time>,
    },
    { key: "state", header: t("documents.columns.state"), cell: (r) => <DocumentState doc={r} /> },
    {
      key: "amount",
      header: t("documents.columns.amount"),
      align: "end",
      cell: (r) => money(r.amountMinor, r.currency),
    },
    {
      key: "file",
      header: t("documents.columns.file"),
      cell: (r) =>
        r.downloadPath ? (
          <a
            href={r.downloadPath}
            download
            aria-label={t("documents.download_label", { number: r.number })}
            data-testid="document-download"
          >
            {t("documents.download")}
          </a>
        ) : (
          t("documents.no_file")
        ),
    },
  ];
  return (
    <section className={styles.screen} data-testid="orders-screen" data-view="documents">
      <header className={styles.head}>
        <p className="eyebrow">{t("list.eyebrow")}</p>
        <h1>{t("documents.title_all")}</h1>
      </header>
      <Tabs current="documents" />
      <FilterBar
        fields={fields}
        values={values}
        onChange={onFilters}
        searchKey="q"
        searchLabel={t("documents.search")}
      />
      <DataTable
        caption={t("documents.title_all")}
        columns={columns}
        rows={d.rows}
        rowKey={(r) => String(r.id)}
        empty={<p data-testid="documents-empty">{t("documents.empty_all")}</p>}
        pager={{
          from: d.rows.length ? 1 : 0,
          to: d.rows.length,
          previousHref: d.prevHref ?? undefined,
          nextHref: d.nextHref ?? undefined,
        }}
        formatNumber={(n) => number.format(n)}
      />
    </section>
  );
}
