/**
 * The news and blog lists of the back office: filter bar (status, language, search) and sort
 * in the URL, a data table with keyset pages, and a one-field form that starts a new draft.
 */
import { useMemo } from "react";
import { Form, Link, useNavigation } from "react-router";
import { POST_STATUSES } from "../../core/cms/post-admin-filters";
import type { PostAdminRow, PostKind } from "../../core/cms/posts-admin.service.server";
import { useTranslation } from "../../core/i18n/react";
import type { ActionFailure } from "../../shared/action-result";
import { dateTimeFormat, numberFormat } from "../../shared/intl";
import type { Locale } from "../../shared/locales";
import type { DataTableColumn } from "../../ui/backoffice/data-table";
import type { FilterField } from "../../ui/backoffice/filter-fields";
import { ListTable } from "../../ui/backoffice/list-table";
import { CmsListControls } from "./cms-list-controls";
import styles from "./posts.module.css";

const FILTER_KEYS = ["q", "status", "language"];

type Data = {
  timeZone: string;
  kind: PostKind;
  locale: Locale;
  languages: readonly Locale[];
  rows: PostAdminRow[];
  total: number;
  totalCapped: boolean;
  sort: "date_desc" | "updated_desc";
  base: string;
  sortHrefs: Record<"date_desc" | "updated_desc", string>;
  nextHref: string | null;
  prevHref: string | null;
};

export function PostList({ d, result }: { d: Data; result: ActionFailure | null }) {
  const { t } = useTranslation(["cms-editor", "validation"]);
  const busy = useNavigation().state === "submitting";
  const number = numberFormat(d.locale);
  const date = dateTimeFormat(d.locale, { dateStyle: "medium", timeStyle: "short", timeZone: d.timeZone });
  const fields = useMemo<FilterField[]>(
    () => [
      {
        kind: "options",
        key: "status",
        label: t("posts.filters.status"),
        options: POST_STATUSES.map((s) => ({ value: s, label: t(`posts.status.${s}`) })),
      },
      {
        kind: "options",
        key: "language",
        label: t("posts.filters.language"),
        options: d.languages.map((l) => ({ value: l, label: t(`lang.${l}`) })),
      },
    ],
    [t, d.languages],
  );

  const columns: DataTableColumn<PostAdminRow>[] = [
    {
      key: "title",
      header: t("posts.columns.title"),
      rowHeader: true,
      cell: (p) => (
        <>
          <Link to={`${d.base}/${p.id}`} data-testid="post-link">
            {p.title || t("posts.untitled")}
          </Link>
          {p.author && <span className={styles.sub}>{p.author}</span>}
        </>
      ),
    },
    {
      key: "status",
      header: t("posts.columns.status"),
      cell: (p) => (
        <span className={styles.badge} data-state={p.status} data-testid="post-status">
          {t(`posts.status.${p.status}`)}
        </span>
      ),
    },
    {
      key: "languages",
      header: t("posts.columns.languages"),
      cell: (p) => (
        <ul className={styles.badges} aria-label={t("posts.columns.languages")}>
          {p.languages.map((l) => (
            <li key={l} className={styles.badge} lang={l} title={t(`lang.${l}`)}>
              {l.toUpperCase()}
            </li>
          ))}
        </ul>
      ),
    },
    {
      key: "date",
      header: t("posts.columns.date"),
      cell: (p) =>
        p.publishedAt ? <time dateTime={p.publishedAt}>{date.format(new Date(p.publishedAt))}</time> : "—",
    },
    {
      key: "updated",
      header: t("posts.columns.updated"),
      cell: (p) => <time dateTime={p.updatedAt}>{date.format(new Date(p.updatedAt))}</time>,
    },
  ];
  const typed = result?.values?.title ?? "";
  const titleError = result?.fields.title?.length ? result.fields.title : null;

  return (
    <section className={styles.screen} data-testid={`posts-${d.kind}`}>
      <header className={styles.head}>
        <p className="eyebrow">{t("title")}</p>
        <h1>{t(`posts.${d.kind}.title`)}</h1>
        <p className="muted">{t(`posts.${d.kind}.lead`)}</p>
      </header>
      <Form method="post" className={`form ${styles.create}`} noValidate data-testid="post-create">
        <input type="hidden" name="intent" value="create" />
        <div className="field">
          <label htmlFor="post-new-title">{t(`posts.${d.kind}.new_title`)}</label>
          <input
            id="post-new-title"
            name="title"
            required
            maxLength={200}
            defaultValue={typed}
            aria-invalid={titleError ? true : undefined}
            aria-describedby={titleError ? "post-new-title-error" : undefined}
          />
          {titleError && (
            <p className="field-error" id="post-new-title-error">
              {titleError.map((k) => t(k)).join(" ")}
            </p>
          )}
        </div>
        <button type="submit" className="button" disabled={busy}>
          {t(`posts.${d.kind}.create`)}
        </button>
      </Form>
      <CmsListControls
        fields={fields}
        filterKeys={FILTER_KEYS}
        pageKeys={["after", "before"]}
        searchLabel={t("posts.search")}
        sorts={["date_desc", "updated_desc"] as const}
        sort={d.sort}
        sortHrefs={d.sortHrefs}
        sortLabel={(s) => t(`posts.sorts.${s}`)}
      />
      <p className={styles.total} data-testid="posts-total" aria-live="polite">
        {d.totalCapped
          ? t("posts.total_capped", { count: number.format(d.total) })
          : t("posts.total", { count: d.total, formatted: number.format(d.total) })}
      </p>
      <ListTable
        caption={t(`posts.${d.kind}.title`)}
        columns={columns}
        rows={d.rows}
        rowKey={(p) => p.id}
        empty={<p data-testid="posts-empty">{t("posts.empty")}</p>}
        page={d}
        locale={d.locale}
      />
    </section>
  );
}
