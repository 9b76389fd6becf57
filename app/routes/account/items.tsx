/**
 * account/items: the shop's items (not their variants) with
 * category, search (SKU and name), active flag and stock in the URL, 25 a page; each opens the editor.
 * Only the extended database group.
 */
import { useMemo } from "react";
import { data, Link } from "react-router";
import { ITEM_CATEGORIES } from "../../core/commerce/commerce-enums";
import { messagesFor } from "../../core/i18n/messages.server";
import { useTranslation } from "../../core/i18n/react";
import { WithMessages } from "../../core/i18n/with-messages";
import {
  ITEM_STOCK_FILTERS,
  ITEMS_PER_PAGE,
  itemListQuery,
  parseItemList,
} from "../../core/items/item-schema";
import { listItems } from "../../core/items/items.service.server";
import { formatMoney } from "../../features/catalog/format";
import styles from "../../features/items/items.module.css";
import { accountPath } from "../../shared/account-routes";
import { numberFormat } from "../../shared/intl";
import type { DataTableColumn } from "../../ui/backoffice/data-table";
import { FilterBar } from "../../ui/backoffice/filter-bar";
import type { FilterField } from "../../ui/backoffice/filter-fields";
import { type FilterValues, filterQuery } from "../../ui/backoffice/filter-values";
import { ListTable } from "../../ui/backoffice/list-table";
import { useListUrl } from "../../ui/backoffice/use-list-url";
import { pageContext } from "../store/page-context.server";
import type { Route } from "./+types/items";
import { requireAccess } from "./guard.server";

const FILTER_KEYS = ["q", "category", "active", "stock"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAccess(request, context, "items");
  const ctx = pageContext(request, context);
  const f = parseItemList(ctx.url.searchParams);
  const list = await listItems(ctx.services, f);
  if (!list.ok) throw data(null, { status: 403 });
  const base = accountPath("items");
  const { page, pages } = list.value;
  return {
    meta: { title: ctx.t("items:list.title"), noindex: true },
    messages: messagesFor(ctx.locale, ["items", "backoffice", "shop.category"]),
    locale: ctx.locale,
    currency: context.project.currency,
    list: list.value,
    categories: ITEM_CATEGORIES,
    stockFilters: ITEM_STOCK_FILTERS,
    prevHref:
      page > 1 ? `${base}${itemListQuery({ ...f, page: page - 1 === 1 ? undefined : page - 1 })}` : null,
    nextHref: page < pages ? `${base}${itemListQuery({ ...f, page: page + 1 })}` : null,
  };
}

export default function Items({ loaderData }: Route.ComponentProps) {
  return (
    <WithMessages messages={loaderData.messages}>
      <ItemsScreen d={loaderData} />
    </WithMessages>
  );
}

type D = Route.ComponentProps["loaderData"];
type Row = D["list"]["rows"][number];

function ItemsScreen({ d }: { d: D }) {
  const { t } = useTranslation("items");
  const { searchParams, values, apply } = useListUrl();
  const n = numberFormat(d.locale);
  const fields = useMemo<FilterField[]>(
    () => [
      {
        kind: "options",
        key: "category",
        label: t("fields.category"),
        options: d.categories.map((c) => ({ value: c, label: t(`shop:category.${c}`) })),
      },
      {
        kind: "options",
        key: "active",
        label: t("fields.active"),
        options: [
          { value: "true", label: t("list.active_yes") },
          { value: "false", label: t("list.active_no") },
        ],
      },
      {
        kind: "options",
        key: "stock",
        label: t("fields.stock"),
        options: d.stockFilters.map((s) => ({ value: s, label: t(`list.stock_filter.${s}`) })),
      },
    ],
    [t, d.categories, d.stockFilters],
  );
  const onChange = (next: FilterValues) => apply(filterQuery(searchParams, FILTER_KEYS, next, ["page"]));
  const stockText = (r: Row) => {
    if (r.variants > 0)
      return r.variantStock === null
        ? t("list.stock_service")
        : t("list.stock_variants", { n: n.format(r.variantStock) });
    return r.stock === null ? t("list.stock_service") : n.format(r.stock);
  };
  const columns: DataTableColumn<Row>[] = [
    {
      key: "name",
      header: t("fields.name"),
      rowHeader: true,
      cell: (r) => (
        <span className={styles.nameCell}>
          {r.image ? (
            <img src={r.image} alt="" width={48} height={36} loading="lazy" />
          ) : (
            <span className={styles.noImage} />
          )}
          <span>
            <Link to={accountPath("itemEdit", { id: r.id })} data-testid="item-link">
              {r.name || r.sku}
            </Link>
            {r.brandName && <span className={styles.sub}>{r.brandName}</span>}
          </span>
        </span>
      ),
    },
    { key: "sku", header: t("fields.sku"), cell: (r) => <code>{r.sku}</code> },
    { key: "category", header: t("fields.category"), cell: (r) => t(`shop:category.${r.category}`) },
    {
      key: "price",
      header: t("fields.price"),
      align: "end",
      cell: (r) => formatMoney(r.priceMinor, d.currency, d.locale),
    },
    { key: "stock", header: t("fields.stock"), align: "end", cell: stockText },
    { key: "variants", header: t("list.variants"), align: "end", cell: (r) => n.format(r.variants) },
    {
      key: "active",
      header: t("fields.active"),
      cell: (r) => (
        <span className={r.isActive ? styles.on : styles.off}>
          {r.isActive ? t("list.active_yes") : t("list.active_no")}
        </span>
      ),
    },
  ];
  const from = d.list.rows.length ? (d.list.page - 1) * ITEMS_PER_PAGE + 1 : 0;
  return (
    <section className={styles.screen} data-testid="items-screen">
      <header className={styles.head}>
        <div>
          <p className="eyebrow">{t("list.eyebrow")}</p>
          <h1>{t("list.title")}</h1>
        </div>
        <Link className="button" to={accountPath("itemNew")} data-testid="item-new">
          {t("list.new")}
        </Link>
      </header>
      <FilterBar
        fields={fields}
        values={values}
        onChange={onChange}
        searchKey="q"
        searchLabel={t("list.search")}
      />
      <ListTable
        caption={t("list.title")}
        columns={columns}
        rows={d.list.rows}
        rowKey={(r) => r.id}
        empty={<p data-testid="items-empty">{t("list.empty")}</p>}
        page={{ from, total: d.list.total, prevHref: d.prevHref, nextHref: d.nextHref }}
        locale={d.locale}
      />
    </section>
  );
}
