/**
 * The one data table of the back office (conventions: lists as data): columns as configuration, rows
 * from the loader, sorting by links (the server sorts: `?sort=`), row selection for bulk actions and a
 * keyset pager. Server-rendered and usable without JavaScript except for selecting rows. The header
 * stays on top while the table scrolls in its box; on a phone the box scrolls sideways.
 */
import { ArrowDown as ArrowDownNode, ArrowUpDown as ArrowUpDownNode, ArrowUp as ArrowUpNode } from "lucide";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { useTranslation } from "../../core/i18n/react";
import { AppLink } from "../app-link";
import { icon } from "../icon";
import styles from "./data-table.module.css";
import { type PageRange, pagerText } from "./pager-text";
import { ariaSort, nextSort, type SortDirection, type SortState } from "./sort-state";

const ArrowUp = icon(ArrowUpNode);
const ArrowDown = icon(ArrowDownNode);
const ArrowUpDown = icon(ArrowUpDownNode);

export type DataTableColumn<Row> = {
  key: string;
  /** Column title (already translated). */
  header: string;
  cell: (row: Row) => ReactNode;
  /** The server can sort by it; the header becomes a link. */
  sortable?: boolean;
  /** Direction of the first click (default ascending; dates and amounts often descending). */
  firstDirection?: SortDirection;
  /** Numbers and amounts align to the end. */
  align?: "start" | "end";
  /** The row's header cell (its name): read out with every cell by screen readers. */
  rowHeader?: boolean;
};

export type DataTableSelection = {
  selected: ReadonlySet<string>;
  onChange: (next: ReadonlySet<string>) => void;
  /** Buttons acting on the selection, shown above the table while rows are selected. */
  actions?: (selected: ReadonlySet<string>) => ReactNode;
};

export type DataTablePager = PageRange & { previousHref?: string; nextHref?: string };

export type DataTableProps<Row> = {
  /** Accessible name of the table (its caption; visually hidden unless `showCaption`). */
  caption: string;
  showCaption?: boolean;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** What a row is called in "select …" labels (default: its key). */
  rowLabel?: (row: Row) => string;
  sort?: SortState;
  /** Where a header link leads (typically the current query with `sort` set and the cursor dropped). */
  sortHref?: (sort: SortState) => string;
  /** Or a callback instead of links (client-side lists). */
  onSort?: (sort: SortState) => void;
  selection?: DataTableSelection;
  /** Shown instead of the rows when there are none. */
  empty?: ReactNode;
  pager?: DataTablePager;
  /** Formats the pager's numbers (default: the runtime's locale). */
  formatNumber?: (n: number) => string;
};

export function DataTable<Row>({
  caption,
  showCaption,
  columns,
  rows,
  rowKey,
  rowLabel,
  sort,
  sortHref,
  onSort,
  selection,
  empty,
  pager,
  formatNumber = (n) => String(n),
}: DataTableProps<Row>) {
  const { t } = useTranslation("backoffice");
  const id = useId();
  const keys = rows.map(rowKey);
  const selectedHere = selection ? keys.filter((k) => selection.selected.has(k)).length : 0;
  const all = rows.length > 0 && selectedHere === rows.length;
  const some = selectedHere > 0 && !all;
  const selectAll = useRef<HTMLInputElement>(null);
  // `indeterminate` exists only as a DOM property.
  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = some;
  }, [some]);

  const setSelected = (key: string, on: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (on) next.add(key);
    else next.delete(key);
    selection.onChange(next);
  };
  const setAll = (on: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    for (const k of keys)
      if (on) next.add(k);
      else next.delete(k);
    selection.onChange(next);
  };

  const sortControl = (column: DataTableColumn<Row>) => {
    const target = nextSort(sort, column.key, column.firstDirection);
    const state = ariaSort(sort, column.key);
    const Icon = state === "ascending" ? ArrowUp : state === "descending" ? ArrowDown : ArrowUpDown;
    const content = (
      <>
        {column.header}
        <Icon aria-hidden size={16} className={styles.sortIcon} data-sorted={state !== "none" || undefined} />
      </>
    );
    if (sortHref)
      return (
        <AppLink
          to={sortHref(target)}
          className={styles.sort}
          replace
          preventScrollReset
          data-sort={column.key}
        >
          {content}
        </AppLink>
      );
    if (onSort)
      return (
        <button type="button" className={styles.sort} onClick={() => onSort(target)} data-sort={column.key}>
          {content}
        </button>
      );
    return column.header;
  };

  const colCount = columns.length + (selection ? 1 : 0);

  return (
    <div className={styles.root} data-testid="data-table">
      {selection && selection.selected.size > 0 && (
        <section className={styles.bulk} aria-label={t("table.bulk")}>
          <span className={styles.bulkCount} role="status">
            {t("table.selected", { count: selection.selected.size })}
          </span>
          {selection.actions?.(selection.selected)}
        </section>
      )}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll box must be reachable by keyboard to scroll. */}
      <section className={styles.scroll} tabIndex={0} aria-labelledby={`${id}-caption`}>
        <table className={styles.table}>
          <caption id={`${id}-caption`} className={showCaption ? styles.caption : "visually-hidden"}>
            {caption}
          </caption>
          <thead>
            <tr>
              {selection && (
                <th scope="col" className={styles.check}>
                  <input
                    ref={selectAll}
                    type="checkbox"
                    checked={all}
                    disabled={rows.length === 0}
                    aria-label={t("table.select_all")}
                    onChange={(e) => setAll(e.currentTarget.checked)}
                    data-testid="select-all"
                  />
                </th>
              )}
              {columns.map((c) => (
                <th
                  key={c.key}
                  scope="col"
                  aria-sort={c.sortable ? ariaSort(sort, c.key) : undefined}
                  data-align={c.align}
                >
                  {c.sortable ? sortControl(c) : c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={colCount} className={styles.empty}>
                  {empty ?? t("table.empty")}
                </td>
              </tr>
            ) : (
              rows.map((row, i) => {
                const key = keys[i]!;
                const selected = selection?.selected.has(key) ?? false;
                return (
                  <tr key={key} data-selected={selected || undefined}>
                    {selection && (
                      <td className={styles.check}>
                        <input
                          type="checkbox"
                          checked={selected}
                          aria-label={t("table.select_row", { label: rowLabel?.(row) ?? key })}
                          onChange={(e) => setSelected(key, e.currentTarget.checked)}
                        />
                      </td>
                    )}
                    {columns.map((c) =>
                      c.rowHeader ? (
                        <th key={c.key} scope="row" data-align={c.align}>
                          {c.cell(row)}
                        </th>
                      ) : (
                        <td key={c.key} data-align={c.align}>
                          {c.cell(row)}
                        </td>
                      ),
                    )}
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </section>
      {pager && (
        <nav className={styles.pager} aria-label={t("table.pager")}>
          <span className={styles.range}>{pagerText(t, formatNumber, pager)}</span>
          <span className={styles.pagerLinks}>
            <PagerLink href={pager.previousHref} rel="prev" label={t("table.previous")} />
            <PagerLink href={pager.nextHref} rel="next" label={t("table.next")} />
          </span>
        </nav>
      )}
    </div>
  );
}

function PagerLink({ href, rel, label }: { href?: string; rel: "prev" | "next"; label: string }) {
  if (!href)
    return (
      <span className={styles.pagerLink} aria-disabled="true">
        {label}
      </span>
    );
  return (
    <AppLink to={href} rel={rel} className={styles.pagerLink} data-testid={`pager-${rel}`}>
      {label}
    </AppLink>
  );
}
