import type { TFunction } from "../../core/i18n/translator";

/** Which rows a keyset page shows: 1-based positions, and the total when the list knows it. */
export type PageRange = { readonly from: number; readonly to: number; readonly total?: number };

/** "21–40 of 1,234" (or "21–40" without a total), numbers in the reader's locale. */
export function pagerText(t: TFunction, format: (n: number) => string, range: PageRange): string {
  if (range.to < range.from) return t("table.range_empty");
  const vars = { from: format(range.from), to: format(range.to) };
  return range.total === undefined
    ? t("table.range_open", vars)
    : t("table.range", { ...vars, total: format(range.total), count: range.total });
}
