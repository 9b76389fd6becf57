/**
 * The back office's list screens' table: the data table over one keyset page of the server's list,
 * with its pager ("1–50 of 1,234", previous and next links) and numbers in the reader's locale. The
 * screens hand over the page as their loader gives it instead of each building the pager.
 */
import { numberFormat } from "../../shared/intl";
import { DataTable, type DataTableProps } from "./data-table";

/** One keyset page as the list loaders return it. */
export type ListPage = {
  /** Position of the page's first row (1-based); default 1, or 0 without rows. */
  from?: number;
  /** The list's size, when known; capped totals ("10,000+") are not shown as a total. */
  total?: number;
  totalCapped?: boolean;
  prevHref: string | null;
  nextHref: string | null;
};

type Props<Row> = Omit<DataTableProps<Row>, "pager" | "formatNumber"> & { page: ListPage; locale: string };

export function ListTable<Row>({ page, locale, ...table }: Props<Row>) {
  const number = numberFormat(locale);
  const from = page.from ?? (table.rows.length ? 1 : 0);
  return (
    <DataTable
      {...table}
      pager={{
        from,
        to: from ? from + table.rows.length - 1 : 0,
        total: page.totalCapped ? undefined : page.total,
        previousHref: page.prevHref ?? undefined,
        nextHref: page.nextHref ?? undefined,
      }}
      formatNumber={(n) => number.format(n)}
    />
  );
}
