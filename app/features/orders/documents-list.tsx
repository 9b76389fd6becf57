/** The orders' documents (account/orders?view=documents), filtered by the spec's document keys. */
import { Link } from "react-router";
import { useTranslation } from "../../core/i18n/react";
import { accountPath } from "../../shared/account-routes";
import type { DataTableColumn } from "../../ui/backoffice/data-table";
import { FilterBar } from "../../ui/backoffice/filter-bar";
import { type FilterField, filterKeys } from "../../ui/backoffice/filter-fields";
import { type FilterValues, filterQuery } from "../../ui/backoffice/filter-values";
import { ListTable } from "../../ui/backoffice/list-table";
import { useListUrl } from "../../ui/backoffice/use-list-url";
import { Tabs } from "./all-orders";
import { DocumentState } from "./order-documents";
import styles from "./orders.module.css";
import { type LoaderData, useFormats } from "./orders-types";

type DocRow = Extract<LoaderData, { view: "documents" }>["rows"][number];

export function Documents({ d }: { d: Extract<LoaderData, { view: "documents" }> }) {
  const { t } = useTranslation("orders");
  const { searchParams, values, apply } = useListUrl();
  const { day, money } = useFormats(d.locale, d.timeZone);
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
      <ListTable
        caption={t("documents.title_all")}
        columns={columns}
        rows={d.rows}
        rowKey={(r) => String(r.id)}
        empty={<p data-testid="documents-empty">{t("documents.empty_all")}</p>}
        page={{ prevHref: d.prevHref, nextHref: d.nextHref }}
        locale={d.locale}
      />
    </section>
  );
}
