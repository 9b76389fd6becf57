/**
 * `cms/articles`: the site's pages as a flat list to find and filter; each opens its editor.
 */
import { useMemo } from "react";
import { Link } from "react-router";
import type { ArticleRow } from "../../core/cms/articles.service.server";
import { ARTICLE_STATES, ARTICLE_TYPES } from "../../core/cms/post-admin-filters";
import { useTranslation } from "../../core/i18n/react";
import { accountPath } from "../../shared/account-routes";
import { dateTimeFormat, numberFormat } from "../../shared/intl";
import type { Locale } from "../../shared/locales";
import { DataTable, type DataTableColumn } from "../../ui/backoffice/data-table";
import type { FilterField } from "../../ui/backoffice/filter-fields";
import { CmsListControls } from "./cms-list-controls";
import styles from "./posts.module.css";

const FILTER_KEYS = ["q", "state", "language", "type"];

type Data = {
  timeZone: string;
  locale: Locale;
  languages: readonly Locale[];
  rows: ArticleRow[];
  total: number;
  limit: number;
  sort: "title_asc" | "updated_desc";
  sortHrefs: Record<"title_asc" | "updated_desc", string>;
};

export function ArticleList({ d }: { d: Data }) {
  const { t } = useTranslation("cms-editor");
  const number = numberFormat(d.locale);
  const date = dateTimeFormat(d.locale, { dateStyle: "medium", timeStyle: "short", timeZone: d.timeZone });
  const fields = useMemo<FilterField[]>(
    () => [
      {
        kind: "options",
        key: "state",
        label: t("articles.filters.state"),
        options: ARTICLE_STATES.map((s) => ({ value: s, label: t(`articles.states.${s}`) })),
      },
      {
        kind: "options",
        key: "language",
        label: t("articles.filters.language"),
        options: d.languages.map((l) => ({ value: l, label: t(`lang.${l}`) })),
      },
      {
        kind: "options",
        key: "type",
        label: t("articles.filters.type"),
        options: ARTICLE_TYPES.map((s) => ({ value: s, label: t(`articles.types.${s}`) })),
      },
    ],
    [t, d.languages],
  );

  const columns: DataTableColumn<ArticleRow>[] = [
    {
      key: "title",
      header: t("articles.columns.title"),
      rowHeader: true,
      cell: (a) => (
        <>
          <Link to={accountPath("cmsPage", { id: a.id })} data-testid="article-link">
            {a.title || "—"}
          </Link>
          {a.path.length > 0 && <span className={styles.sub}>{a.path.join(" › ")}</span>}
          {a.systemKey && <span className={styles.sub}>{t("articles.types.system")}</span>}
        </>
      ),
    },
    {
      key: "languages",
      header: t("articles.columns.languages"),
      cell: (a) => (
        <ul className={styles.badges} aria-label={t("articles.columns.languages")}>
          {a.states
            .filter((s) => s.state !== "empty")
            .map((s) => (
              <li
                key={s.lang}
                className={styles.badge}
                data-state={s.scheduledAt ? "scheduled" : s.state}
                title={`${t(`lang.${s.lang}`)}: ${t(`state.${s.state}`)}`}
              >
                {s.lang.toUpperCase()} · {t(`articles.states.${s.scheduledAt ? "scheduled" : s.state}`)}
              </li>
            ))}
        </ul>
      ),
    },
    {
      key: "updated",
      header: t("articles.columns.updated"),
      cell: (a) => <time dateTime={a.updatedAt}>{date.format(new Date(a.updatedAt))}</time>,
    },
  ];

  return (
    <section className={styles.screen} data-testid="cms-articles">
      <header className={styles.head}>
        <p className="eyebrow">{t("title")}</p>
        <h1>{t("articles.title")}</h1>
        <p className="muted">
          {t("articles.lead")} <Link to={accountPath("cms")}>{t("articles.tree_link")}</Link>
        </p>
      </header>
      <CmsListControls
        fields={fields}
        filterKeys={FILTER_KEYS}
        searchLabel={t("articles.search")}
        sorts={["title_asc", "updated_desc"] as const}
        sort={d.sort}
        sortHrefs={d.sortHrefs}
        sortLabel={(s) => t(`articles.sorts.${s}`)}
      />
      <p className={styles.total} data-testid="articles-total" aria-live="polite">
        {d.total > d.limit
          ? t("articles.total_limited", { shown: number.format(d.limit), formatted: number.format(d.total) })
          : t("posts.total", { count: d.total, formatted: number.format(d.total) })}
      </p>
      <DataTable
        caption={t("articles.title")}
        columns={columns}
        rows={d.rows}
        rowKey={(a) => a.id}
        empty={<p data-testid="articles-empty">{t("posts.empty")}</p>}
        formatNumber={(n) => number.format(n)}
      />
    </section>
  );
}
