/**
 * The job list (all jobs, or for users who may not see all: their own and unassigned ones; or one
 * workflow's), as a table with bulk actions or a kanban board by status. Filters, sort, visibility tab
 * and display live in the URL and are applied by the server.
 */
import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { useTranslation } from "../../core/i18n/react";
import { accountPath } from "../../shared/account-routes";
import { dateTimeFormat, numberFormat } from "../../shared/intl";
import { isCalendarDate } from "../../shared/lists/calendar-date";
import { AppLink } from "../../ui/app-link";
import { FilterBar } from "../../ui/backoffice/filter-bar";
import { ListTable } from "../../ui/backoffice/list-table";
import { useListUrl } from "../../ui/backoffice/use-list-url";
import { ShareButton } from "../share/share-dialog";
import { BulkActions } from "./bulk-actions";
import { jobColumns } from "./job-columns";
import { useJobFilters } from "./job-filters";
import styles from "./jobs.module.css";
import { JobsKanban } from "./jobs-kanban";
import type { JobRow, JobsData } from "./jobs-types";
import { SavedViews } from "./saved-views";

export function JobsScreen({ d }: { d: JobsData }) {
  const { t } = useTranslation("jobs");
  const { searchParams } = useListUrl();
  const { fields, values, onFilters, valueLabels } = useJobFilters(d);
  const number = numberFormat(d.locale);
  const when = dateTimeFormat(d.locale, { dateStyle: "short", timeStyle: "short", timeZone: d.timeZone });
  const day = dateTimeFormat(d.locale, { dateStyle: "medium", timeZone: "UTC" });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const navigation = useNavigation();
  const jobHref = (r: JobRow) =>
    accountPath("job", { workflowId: String(r.workflowId), jobId: String(r.id) });
  /** This list's URL with some keys changed (null removes one); a new view starts at the first page. */
  const hrefWith = (changes: Record<string, string | null>) => {
    const q = new URLSearchParams(searchParams);
    q.delete("after");
    q.delete("before");
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) q.delete(key);
      else q.set(key, value);
    }
    const s = q.toString();
    return `${d.base}${s ? `?${s}` : ""}`;
  };
  const sortHref = (sort: { key: string; direction: "asc" | "desc" }) => {
    const key = `${sort.key}_${sort.direction}`;
    return hrefWith({ sort: key === "cdate_desc" ? null : key });
  };
  const [sortKey, sortDir] = d.params.sort.split("_") as [string, "asc" | "desc"];
  const columns = jobColumns(d, t, when, jobHref);

  const busy = navigation.state !== "idle";
  // A tab decides the state: `isActive`, which would replace it, goes (decision 0051).
  const visibilityLink = (v: string) => hrefWith({ visibility: v === "showOpen" ? null : v, isActive: null });
  const displayLink = (display: "table" | "kanban") =>
    hrefWith({ display: display === "kanban" ? "kanban" : null });

  return (
    <section className={styles.screen} data-testid="jobs-screen" aria-busy={busy}>
      <header className={styles.head}>
        <div data-tour="job-list-title">
          <p className="eyebrow">{t("list.eyebrow")}</p>
          <h1>{d.title ?? t(d.all ? "list.title_all" : "list.title_mine")}</h1>
          <p className={styles.total} data-testid="jobs-total">
            {t("list.total", { count: d.total, n: `${number.format(d.total)}${d.totalCapped ? "+" : ""}` })}
          </p>
        </div>
        {d.workflow && (
          <nav className={styles.display} aria-label={t("list.display")}>
            <Link
              to={displayLink("table")}
              aria-current={!d.kanban ? "page" : undefined}
              data-testid="display-table"
            >
              {t("list.table")}
            </Link>
            <Link
              to={displayLink("kanban")}
              aria-current={d.kanban ? "page" : undefined}
              data-testid="display-kanban"
            >
              {t("list.kanban")}
            </Link>
          </nav>
        )}
        {d.workflow && d.title && <ShareButton type="workflow" id={d.workflow.id} name={d.title} />}
      </header>
      <nav className={styles.tabs} aria-label={t("list.visibility")} data-tour="job-list-visibility">
        {(["showOpen", "showWon", "showLost", "showDeleted"] as const).map((v) => (
          <AppLink
            key={v}
            to={visibilityLink(v)}
            aria-current={d.params.visibility === v ? "page" : undefined}
            data-testid={`visibility-${v}`}
          >
            {t(`visibility.${v}`)}
          </AppLink>
        ))}
      </nav>
      <div data-tour="job-list-filters">
        <FilterBar
          fields={fields}
          values={values}
          onChange={onFilters}
          searchKey="q"
          searchLabel={t("list.search")}
          valueLabels={valueLabels}
          formatDay={(x) => (isCalendarDate(x) ? day.format(new Date(`${x}T00:00:00Z`)) : x)}
        />
      </div>
      {d.notApplied.length > 0 && (
        <p className="alert" role="status" data-testid="filters-not-applied">
          {t("filters.not_applied", { keys: d.notApplied.join(", ") })}{" "}
          <Link to={hrefWith(Object.fromEntries(d.notApplied.map((k) => [k, null])))}>
            {t("filters.not_applied_remove")}
          </Link>
        </p>
      )}
      <SavedViews views={d.views} />
      {d.kanban && d.workflow ? (
        <JobsKanban d={{ ...d, workflow: d.workflow }} jobHref={jobHref} />
      ) : (
        <Form method="post" id="bulk-form" data-tour="job-list-table">
          <ListTable
            caption={d.title ?? t(d.all ? "list.title_all" : "list.title_mine")}
            columns={columns}
            rows={d.rows}
            rowKey={(r) => String(r.id)}
            rowLabel={(r) => [r.clientFirstName, r.clientLastName].filter(Boolean).join(" ")}
            sort={{ key: sortKey, direction: sortDir }}
            sortHref={sortHref}
            selection={{
              selected,
              onChange: setSelected,
              actions: (ids) => (
                <BulkActions ids={[...ids]} employees={d.employees} statuses={d.workflow?.statuses ?? null} />
              ),
            }}
            empty={<p data-testid="jobs-empty">{t("list.empty")}</p>}
            page={d}
            locale={d.locale}
          />
        </Form>
      )}
    </section>
  );
}
