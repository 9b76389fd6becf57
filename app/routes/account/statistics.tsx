/**
 * account/jobs/statistics: jobs by status, workflow, source and location over time, first-reaction time
 * and conversion, as charts with their numbers as tables. Takes the job filters;
 * without a period it shows the last 30 days.
 */
import { useMemo } from "react";
import { data } from "react-router";
import { messagesFor } from "../../core/i18n/messages.server";
import { useTranslation } from "../../core/i18n/react";
import { WithMessages } from "../../core/i18n/with-messages";
import { DATE_PRESETS, presetRange } from "../../core/leads/date-presets";
import { jobStatistics } from "../../core/leads/insights.service.server";
import { jobList } from "../../core/leads/job-filters";
import { listWorkflowDefs } from "../../core/leads/workflows.service.server";
import styles from "../../features/jobs/insights.module.css";
import { jobSourceKey } from "../../features/jobs/job-source";
import { projectTimeZone } from "../../shared/date-time";
import { dateTimeFormat, numberFormat } from "../../shared/intl";
import { isCalendarDate } from "../../shared/lists/calendar-date";
import { BarChart, LineChart } from "../../ui/backoffice/charts";
import { FilterBar } from "../../ui/backoffice/filter-bar";
import type { FilterField } from "../../ui/backoffice/filter-fields";
import { type FilterValues, filterQuery, filterValuesOf } from "../../ui/backoffice/filter-values";
import { useListUrl } from "../../ui/backoffice/use-list-url";
import { pageContext } from "../store/page-context.server";
import type { Route } from "./+types/statistics";
import { requireAccess } from "./guard.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAccess(request, context, "jobsStatistics");
  const ctx = pageContext(request, context);
  const p = jobList.parse(ctx.url.searchParams);
  const [stats, defs] = await Promise.all([jobStatistics(ctx.services, p), listWorkflowDefs(ctx.services)]);
  if (!stats.ok) throw data(null, { status: 403 });
  const now = ctx.services.clock.now();
  return {
    meta: { title: ctx.t("jobs:statistics.title"), noindex: true },
    messages: messagesFor(ctx.locale, ["jobs", "backoffice"]),
    locale: ctx.locale,
    stats: stats.value,
    workflows: defs.map((w) => ({ id: w.id, name: w.lang_name })),
    presets: DATE_PRESETS.map((key) => ({ key, ...presetRange(key, now, projectTimeZone(context.project)) })),
  };
}

export default function Statistics({ loaderData }: Route.ComponentProps) {
  return (
    <WithMessages messages={loaderData.messages}>
      <StatisticsScreen d={loaderData} />
    </WithMessages>
  );
}

function StatisticsScreen({ d }: { d: Route.ComponentProps["loaderData"] }) {
  const { t } = useTranslation("jobs");
  const { searchParams, apply } = useListUrl();
  const n = numberFormat(d.locale);
  const pct = numberFormat(d.locale, { style: "percent", maximumFractionDigits: 1 });
  const shortDay = dateTimeFormat(d.locale, { day: "numeric", month: "short", timeZone: "UTC" });
  const s = d.stats;
  const fields = useMemo<FilterField[]>(
    () => [
      { kind: "dates", key: "period", label: t("filters.period"), presets: d.presets },
      {
        kind: "options",
        key: "workflow",
        label: t("filters.workflow"),
        options: d.workflows.map((w) => ({ value: String(w.id), label: w.name })),
      },
    ],
    [d.presets, d.workflows, t],
  );
  const values = useMemo(() => {
    const out: Record<string, readonly string[]> = { ...filterValuesOf(searchParams) };
    // Without a valid day in the URL the statistics cover their default period: the chip says so.
    if (!isCalendarDate(out.dateFrom?.[0] ?? "")) out.dateFrom = [s.from];
    if (!isCalendarDate(out.dateTo?.[0] ?? "")) out.dateTo = [s.to];
    return out as FilterValues;
  }, [searchParams, s.from, s.to]);
  const onChange = (next: FilterValues) =>
    apply(filterQuery(searchParams, ["dateFrom", "dateTo", "workflow"], next, []));
  const minutes = (m: number | null) => (m === null ? "–" : t("statistics.minutes", { n: n.format(m) }));

  return (
    <section className={styles.screen} data-testid="statistics-screen">
      <header>
        <p className="eyebrow">{t("list.eyebrow")}</p>
        <h1>{t("statistics.title")}</h1>
      </header>
      <FilterBar fields={fields} values={values} onChange={onChange} />
      <dl className={styles.kpis} data-testid="statistics-kpis">
        <div>
          <dt>{t("statistics.total")}</dt>
          <dd>{n.format(s.total)}</dd>
        </div>
        <div>
          <dt>{t("statistics.won")}</dt>
          <dd>{n.format(s.won)}</dd>
        </div>
        <div>
          <dt>{t("statistics.lost")}</dt>
          <dd>{n.format(s.lost)}</dd>
        </div>
        <div>
          <dt>{t("statistics.conversion")}</dt>
          <dd data-testid="statistics-conversion">
            {s.conversion === null ? "–" : pct.format(s.conversion)}
          </dd>
        </div>
        <div>
          <dt>{t("statistics.median_reaction")}</dt>
          <dd>{minutes(s.reaction.medianMinutes)}</dd>
        </div>
        <div>
          <dt>{t("statistics.within_two_hours")}</dt>
          <dd>{s.reaction.reacted ? pct.format(s.reaction.withinTwoHours / s.reaction.reacted) : "–"}</dd>
        </div>
      </dl>
      <div className={styles.charts}>
        <LineChart
          title={t("statistics.by_day")}
          labels={s.byDay.map((x) => shortDay.format(new Date(`${x.day}T00:00:00Z`)))}
          series={[
            { key: "total", label: t("statistics.total"), values: s.byDay.map((x) => x.total) },
            { key: "won", label: t("statistics.won"), values: s.byDay.map((x) => x.won) },
          ]}
          labelHeader={t("statistics.day")}
          formatValue={(v) => n.format(v)}
        />
        <BarChart
          title={t("statistics.by_workflow")}
          data={s.byWorkflow.map((w) => ({ key: String(w.id), label: w.name, value: w.total }))}
          categoryHeader={t("filters.workflow")}
          valueHeader={t("statistics.total")}
          formatValue={(v) => n.format(v)}
        />
        {/* Every workflow has its own "New": one chart per workflow says whose each status is. */}
        {s.byWorkflow
          .filter((w) => s.byStatus.some((x) => x.workflowId === w.id))
          .map((w) => (
            <BarChart
              key={w.id}
              title={t("statistics.by_status_of", { workflow: w.name })}
              data={s.byStatus
                .filter((x) => x.workflowId === w.id)
                .map((x) => ({ key: String(x.statusId), label: x.name, value: x.total }))}
              categoryHeader={t("filters.status")}
              valueHeader={t("statistics.total")}
              formatValue={(v) => n.format(v)}
            />
          ))}
        <BarChart
          title={t("statistics.by_source")}
          data={s.bySource.map((x) => ({
            key: x.source,
            label: t(jobSourceKey(x.source)),
            value: x.total,
          }))}
          categoryHeader={t("filters.source")}
          valueHeader={t("statistics.total")}
          formatValue={(v) => n.format(v)}
        />
        <BarChart
          title={t("statistics.by_location")}
          data={s.byLocation.map((x) => ({
            key: String(x.locationId ?? "none"),
            label: x.city ?? t("statistics.no_location"),
            value: x.total,
          }))}
          categoryHeader={t("filters.location")}
          valueHeader={t("statistics.total")}
          formatValue={(v) => n.format(v)}
        />
      </div>
    </section>
  );
}
