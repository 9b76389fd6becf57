/**
 * The project's orders for database staff: a back-office list with its filters (status, payment status
 * and method, handover, period, location) and search in the URL, and keyset paging.
 */
import { useMemo } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../core/i18n/react";
import { accountPath } from "../../shared/account-routes";
import type { DataTableColumn } from "../../ui/backoffice/data-table";
import { FilterBar } from "../../ui/backoffice/filter-bar";
import { type FilterField, filterKeys } from "../../ui/backoffice/filter-fields";
import { type FilterValues, filterQuery } from "../../ui/backoffice/filter-values";
import { ListTable } from "../../ui/backoffice/list-table";
import { useListUrl } from "../../ui/backoffice/use-list-url";
import { OrderStatusBadge } from "./order-status";
import styles from "./orders.module.css";
import { type LoaderData, useFormats } from "./orders-types";

type StaffRow = Extract<LoaderData, { view: "all" }>["rows"][number];

export function AllOrders({ d }: { d: Extract<LoaderData, { view: "all" }> }) {
  const { t } = useTranslation("orders");
  const { searchParams, values, apply } = useListUrl();
  const { day, money } = useFormats(d.locale, d.timeZone);
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
      <ListTable
        caption={t("list.title_all")}
        columns={columns}
        rows={d.rows}
        rowKey={(o) => o.id}
        empty={<p data-testid="orders-empty">{t("list.empty_all")}</p>}
        page={d}
        locale={d.locale}
      />
    </section>
  );
}

/** The staff screen's two views, as links (each a URL of its own). */
export function Tabs({ current }: { current: "orders" | "documents" }) {
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
