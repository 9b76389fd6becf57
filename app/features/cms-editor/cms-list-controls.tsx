/**
 * The filter bar and the sort links of the CMS list screens (pages, news, blog): filters and sort live
 * in the URL (`useListUrl`), so a list can be bookmarked and works without JavaScript.
 */
import { Link } from "react-router";
import { useTranslation } from "../../core/i18n/react";
import { FilterBar } from "../../ui/backoffice/filter-bar";
import type { FilterField } from "../../ui/backoffice/filter-fields";
import { type FilterValues, filterQuery } from "../../ui/backoffice/filter-values";
import { useListUrl } from "../../ui/backoffice/use-list-url";
import styles from "./posts.module.css";

export function CmsListControls<Sort extends string>({
  fields,
  filterKeys,
  pageKeys = [],
  searchLabel,
  sorts,
  sort,
  sortHrefs,
  sortLabel,
}: {
  fields: FilterField[];
  /** The query keys the filter bar writes (a change replaces them all). */
  filterKeys: string[];
  /** The keys of a keyset page, dropped when a filter changes (back to the first page). */
  pageKeys?: string[];
  searchLabel: string;
  sorts: readonly Sort[];
  sort: Sort;
  sortHrefs: Record<Sort, string>;
  sortLabel: (sort: Sort) => string;
}) {
  const { t } = useTranslation("cms-editor");
  const { searchParams, values, apply } = useListUrl();
  const onFilters = (next: FilterValues) => apply(filterQuery(searchParams, filterKeys, next, pageKeys));
  return (
    <>
      <FilterBar
        fields={fields}
        values={values}
        onChange={onFilters}
        searchKey="q"
        searchLabel={searchLabel}
      />
      <nav aria-label={t("posts.sort")}>
        <p className={styles.sorts}>
          <span>{t("posts.sort")}:</span>
          {sorts.map((s) => (
            <Link
              key={s}
              to={sortHrefs[s]}
              aria-current={sort === s ? "true" : undefined}
              preventScrollReset
              replace
            >
              {sortLabel(s)}
            </Link>
          ))}
        </p>
      </nav>
    </>
  );
}
