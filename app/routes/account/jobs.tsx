/**
 * account/jobs (all jobs; for users who may not see all jobs: their own and unassigned ones) and
 * account/jobs/{workflowId} (one workflow), as a table or a kanban board by status. Filters live in the
 * URL (spec 4) and are applied by the server; bulk actions and kanban moves post to this route.
 */
import { useMemo, useState } from "react";
import { data, Form, Link, useActionData, useNavigation, useRevalidator } from "react-router";
import { messagesFor } from "../../core/i18n/messages.server";
import { useTranslation } from "../../core/i18n/react";
import { WithMessages } from "../../core/i18n/with-messages";
import { DATE_PRESETS, presetRange } from "../../core/leads/date-presets";
import { filterOptions } from "../../core/leads/filter-options.service.server";
import { showsCompanyFilter } from "../../core/leads/filter-scope";
import {
  AGE_DAYS,
  DOC_DIRECTIONS,
  DOC_TYPES,
  jobList,
  unsupportedJobFilters,
  VIEW_TYPES,
} from "../../core/leads/job-filters";
import { applyJobAction, listJobs } from "../../core/leads/jobs.service.server";
import {
  deleteJobView,
  listSavedJobViews,
  renameJobView,
  saveJobView,
} from "../../core/leads/saved-job-views.service.server";
import { SYSTEM_TYPES } from "../../core/leads/system-types";
import { listWorkflowDefs } from "../../core/leads/workflows.service.server";
import { CURRENCIES } from "../../core/tenancy/settings-schema";
import { jobActionFromForm, jobIdsFromForm } from "../../features/jobs/job-action-form.server";
import { jobFilterOptions, labelledFilterOptions } from "../../features/jobs/job-filter-options";
import { JobOutcomeDialog, type JobOutcomeRequest } from "../../features/jobs/job-outcome-dialog";
import { JobPriority } from "../../features/jobs/job-priority";
import { JOB_SOURCES, jobSourceKey } from "../../features/jobs/job-source";
import styles from "../../features/jobs/jobs.module.css";
import { ShareButton } from "../../features/share/share-dialog";
import { accountPath } from "../../shared/account-routes";
import { projectTimeZone } from "../../shared/date-time";
import { dateTimeFormat, numberFormat } from "../../shared/intl";
import { isCalendarDate } from "../../shared/lists/calendar-date";
import { inGroup } from "../../shared/permissions";
import { AppLink } from "../../ui/app-link";
import { DataTable, type DataTableColumn } from "../../ui/backoffice/data-table";
import { FilterBar } from "../../ui/backoffice/filter-bar";
import type { FilterField } from "../../ui/backoffice/filter-fields";
import { type FilterValues, filterQuery } from "../../ui/backoffice/filter-values";
import { KanbanBoard, type MoveDetails } from "../../ui/backoffice/kanban-board";
import { useListUrl } from "../../ui/backoffice/use-list-url";
import { notFound, pageContext } from "../store/page-context.server";
import type { Route } from "./+types/jobs";
import { requireAccess } from "./guard.server";

/**
 * Filters whose options the server searches: URL key, the option list (spec 7) it asks and the label's
 * message key. The company filter is added only for those who may use it (holding members, admins).
 */
const AUTOCOMPLETE_FILTERS = [
  ["assignee", "employees", "filters.assignee"],
  ["owner", "employees", "filters.owner"],
  ["brand", "brands", "filters.brand"],
  ["model", "models", "filters.model"],
  ["location", "locations", "filters.location"],
  ["ownerLocation.city", "cities", "filters.city"],
  ["whiteLabelProject", "whiteLabelProjects", "filters.whiteLabelProject"],
  ["source", "sources", "filters.source"],
  ["tags", "tags", "filters.tags"],
  ["leadTags", "userTags", "filters.leadTags"],
  ["labels", "labels", "filters.labels"],
] as const;

/** Kanban shows this many jobs of the filtered list (newest first); the table pages through all. */
const KANBAN_LIMIT = 100;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const workflowParam = (params as { workflowId?: string }).workflowId;
  const user = requireAccess(request, context, workflowParam ? "workflowJobs" : "jobs");
  const ctx = pageContext(request, context);
  const services = ctx.services;
  const search = new URLSearchParams(ctx.url.searchParams);
  // Names and statuses only: the counters are the sidebar's. The saved views do not depend on them.
  const [workflows, views] = await Promise.all([listWorkflowDefs(services), listSavedJobViews(services)]);
  let workflow = null as (typeof workflows)[number] | null;
  if (workflowParam) {
    workflow = workflows.find((w) => String(w.id) === workflowParam) ?? null;
    if (!workflow) notFound();
    search.set("workflow", String(workflow.id));
  }
  const kanban = Boolean(workflow) && ctx.url.searchParams.get("display") === "kanban";
  const p = jobList.parse(search);
  const companyFilter = showsCompanyFilter(user);
  // Names for the chips of chosen ids (locations, sites, companies): asked only when one is chosen.
  const namesOf = async (list: "locations" | "whiteLabelProjects" | "companies", chosen: string[]) => {
    if (chosen.length === 0) return {};
    const found = await filterOptions(services, list, undefined, p);
    return found.ok ? Object.fromEntries(found.value.map((o) => [o.value, o.label])) : {};
  };
  const [page, employees, locationNames, projectNames, companyNames] = await Promise.all([
    listJobs(services, kanban ? { ...p, limit: KANBAN_LIMIT, after: undefined, before: undefined } : p),
    filterOptions(services, "employees", undefined, p),
    namesOf("locations", p.location),
    namesOf("whiteLabelProjects", p.whiteLabelProject),
    companyFilter ? namesOf("companies", p.company) : {},
  ]);
  if (!page.ok) throw data(null, { status: 403 });
  const all = inGroup(user, "allJobs");
  const now = services.clock.now();
  const query = (over: Partial<typeof p>) =>
    jobList.query({ ...p, ...over, workflow: workflow ? undefined : p.workflow });
  const base = workflow
    ? accountPath("workflowJobs", { workflowId: String(workflow.id) })
    : accountPath("jobs");
  return {
    meta: {
      title: workflow ? workflow.lang_name : ctx.t(all ? "jobs:list.title_all" : "jobs:list.title_mine"),
      noindex: true,
    },
    messages: messagesFor(ctx.locale, ["jobs", "backoffice", "sharing"]),
    base,
    title: workflow ? workflow.lang_name : null,
    all,
    kanban,
    workflow: workflow ? { id: workflow.id, statuses: workflow.statuses } : null,
    workflows: workflows.map((w) => ({
      id: w.id,
      name: w.lang_name,
      systemTypes: w.system_types,
      statuses: w.statuses.map((st) => ({ id: st.id, name: st.name })),
    })),
    employees: employees.ok ? employees.value : [],
    companyFilter,
    chosenNames: { location: locationNames, whiteLabelProject: projectNames, company: companyNames },
    views: (views.ok ? views.value : []).map((v) => ({
      ...v,
      href: `${v.workflowId ? accountPath("workflowJobs", { workflowId: String(v.workflowId) }) : accountPath("jobs")}${v.query ? `?${v.query}` : ""}`,
    })),
    // A tab is current only while `isActive` does not decide the state instead (decision 0051).
    params: { sort: p.sort, visibility: p.isActive === undefined ? p.visibility : null },
    languages: services.project.languages,
    /** Spec keys jobs do not have, named in the URL: shown as not applied, never dropped silently. */
    notApplied: unsupportedJobFilters(ctx.url.searchParams),
    // What the table and the board show, nothing more: the rows are most of the page's data.
    rows: page.value.rows.map((r) => ({
      id: r.id,
      workflowId: r.workflowId,
      statusId: r.statusId,
      statusName: r.statusName,
      systemType: r.systemType,
      effectivePriority: r.effectivePriority,
      critical: r.critical,
      clientFirstName: r.clientFirstName,
      clientLastName: r.clientLastName,
      clientEmail: r.clientEmail,
      starred: r.starred,
      vehicleBrandName: r.vehicleBrandName,
      vehicleModelName: r.vehicleModelName,
      assigneeId: r.assigneeId,
      assigneeFirstName: r.assigneeFirstName,
      assigneeLastName: r.assigneeLastName,
      locationCity: r.locationCity,
      cdate: r.cdate.toISOString(),
      deadline: r.deadline?.toISOString() ?? null,
    })),
    total: page.value.total,
    totalCapped: page.value.totalCapped,
    nextHref: page.value.nextCursor
      ? `${base}${query({ after: page.value.nextCursor, before: undefined })}`
      : null,
    prevHref: page.value.prevCursor
      ? `${base}${query({ before: page.value.prevCursor, after: undefined })}`
      : null,
    presets: DATE_PRESETS.map((key) => ({ key, ...presetRange(key, now, projectTimeZone(context.project)) })),
    locale: ctx.locale,
    // The dealer's clock in the viewer's language (decision 0054).
    timeZone: projectTimeZone(context.project),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const workflowParam = (params as { workflowId?: string }).workflowId;
  requireAccess(request, context, workflowParam ? "workflowJobs" : "jobs");
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "saveView" || intent === "renameView" || intent === "deleteView") {
    return viewAction(pageContext(request, context).services, intent, form, workflowParam);
  }
  const ids = jobIdsFromForm(form);
  const parsed = jobActionFromForm(form, projectTimeZone(context.project));
  if (!parsed.ok || ids.length === 0)
    return data({ ok: false as const, error: "jobs:messages.invalid" }, { status: 400 });
  const result = await applyJobAction(pageContext(request, context).services, ids, parsed.value);
  if (!result.ok) {
    const status = result.error.code === "not_found" ? 404 : result.error.code === "invalid" ? 400 : 409;
    const fields = "fields" in result.error ? (result.error.fields as Record<string, unknown>) : undefined;
    const error = fields?.reason ? "jobs:messages.reason_required" : `jobs:messages.${result.error.code}`;
    return data({ ok: false as const, error }, { status });
  }
  return { ok: true as const, updated: result.value.updated.length };
}

/** Saved views' form posts (work without JavaScript): save the current query, rename, delete. */
async function viewAction(
  services: ReturnType<typeof pageContext>["services"],
  intent: "saveView" | "renameView" | "deleteView",
  form: FormData,
  workflowParam: string | undefined,
) {
  const text = (k: string) => {
    const v = form.get(k);
    return typeof v === "string" ? v : undefined;
  };
  const id = text("viewId") ?? "";
  const result =
    intent === "saveView"
      ? await saveJobView(services, {
          name: text("name"),
          query: text("query") ?? "",
          workflowId: workflowParam,
        })
      : intent === "renameView"
        ? await renameJobView(services, id, { name: text("name") })
        : await deleteJobView(services, id);
  if (!result.ok) {
    const code = result.error.code;
    const status =
      code === "not_found" ? 404 : code === "invalid" ? 400 : code === "unauthorized" ? 401 : 403;
    const error =
      code === "invalid"
        ? "jobs:views.invalid"
        : code === "not_found"
          ? "jobs:views.not_found"
          : "jobs:messages.forbidden";
    return data({ ok: false as const, intent, error }, { status });
  }
  return { ok: true as const, intent, message: `jobs:views.${intent}_done` };
}

type LoaderData = Route.ComponentProps["loaderData"];
type Row = LoaderData["rows"][number];

export default function Jobs({ loaderData }: Route.ComponentProps) {
  return (
    <WithMessages messages={loaderData.messages}>
      <JobsScreen d={loaderData} />
    </WithMessages>
  );
}

function JobsScreen({ d }: { d: LoaderData }) {
  const { t } = useTranslation("jobs");
  const { searchParams, values, apply } = useListUrl();
  const number = numberFormat(d.locale);
  const when = dateTimeFormat(d.locale, { dateStyle: "short", timeStyle: "short", timeZone: d.timeZone });
  const day = dateTimeFormat(d.locale, { dateStyle: "medium", timeZone: "UTC" });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  // The kanban's closing dialog, open while a move into a won or lost status waits for its answer.
  const [closing, setClosing] = useState<
    (JobOutcomeRequest & { answer: (details: MoveDetails | null) => void }) | null
  >(null);
  const answerClosing = (details: MoveDetails | null) => {
    closing?.answer(details);
    setClosing(null);
  };

  const fields = useMemo<FilterField[]>(() => {
    const options = (list: string) => jobFilterOptions(list, searchParams);
    const out: FilterField[] = [];
    const chosen = d.workflow ?? d.workflows.find((w) => String(w.id) === searchParams.get("workflow"));
    if (!d.workflow) {
      out.push({
        kind: "options",
        key: "workflow",
        label: t("filters.workflow"),
        options: d.workflows.map((w) => ({ value: String(w.id), label: w.name })),
      });
    }
    // Spec 5: the status filter only once a workflow is chosen.
    if (chosen) {
      out.push({
        kind: "options",
        key: "status",
        label: t("filters.status"),
        options: chosen.statuses.map((s) => ({ value: String(s.id), label: s.name })),
      });
    }
    const days = AGE_DAYS.map((n) => ({
      value: String(n),
      label: t("filters.within_days", { count: n, n: String(n) }),
    }));
    out.push(
      {
        kind: "options",
        key: "systemType",
        label: t("filters.systemType"),
        options: SYSTEM_TYPES.map((v) => ({ value: v, label: t(`system_types.${v}`) })),
      },
      {
        kind: "options",
        key: "viewType",
        label: t("filters.viewType"),
        single: true,
        options: VIEW_TYPES.map((v) => ({ value: v, label: t(`view_types.${v}`) })),
      },
      {
        kind: "options",
        key: "isActive",
        label: t("filters.isActive"),
        single: true,
        options: [
          { value: "true", label: t("filters.active_true") },
          { value: "false", label: t("filters.active_false") },
        ],
      },
      {
        kind: "options",
        key: "priority",
        label: t("filters.priority"),
        options: ["3", "2", "1", "0"].map((v) => ({ value: v, label: t(`priority.${v}`) })),
      },
      { kind: "dates", key: "period", label: t("filters.period"), presets: d.presets },
      { kind: "options", key: "cdate", label: t("filters.cdate"), single: true, options: days },
      { kind: "options", key: "mdate", label: t("filters.mdate"), single: true, options: days },
      {
        kind: "options",
        key: "language",
        label: t("filters.language"),
        options: d.languages.map((l) => ({ value: l, label: t(`languages.${l}`) })),
      },
      ...AUTOCOMPLETE_FILTERS.map(
        ([key, list, label]): FilterField => ({
          kind: "autocomplete",
          key,
          label: t(label),
          fetchOptions:
            list === "sources"
              ? labelledFilterOptions(options(list), (v) => t(jobSourceKey(v)))
              : options(list),
        }),
      ),
      ...(d.companyFilter
        ? [
            {
              kind: "autocomplete",
              key: "company",
              label: t("filters.company"),
              fetchOptions: options("companies"),
            } satisfies FilterField,
          ]
        : []),
      {
        kind: "options",
        key: "isStarred",
        label: t("filters.isStarred"),
        options: [{ value: "true", label: t("filters.starred_only") }],
      },
      // The documents' keys keep the jobs that have such a document (decision 0022).
      {
        kind: "options",
        key: "docType",
        label: t("filters.docType"),
        options: DOC_TYPES.map((v) => ({ value: v, label: t(`documents.types.${v}`) })),
      },
      {
        kind: "options",
        key: "docDirection",
        label: t("filters.docDirection"),
        single: true,
        options: DOC_DIRECTIONS.map((v) => ({ value: v, label: t(`documents.directions.${v}`) })),
      },
      {
        kind: "options",
        key: "currency",
        label: t("filters.currency"),
        options: CURRENCIES.map((v) => ({ value: v, label: v })),
      },
      {
        kind: "options",
        key: "hasErrors",
        label: t("filters.hasErrors"),
        single: true,
        options: [
          { value: "true", label: t("filters.errors_true") },
          { value: "false", label: t("filters.errors_false") },
        ],
      },
    );
    return out;
  }, [d.workflow, d.workflows, d.presets, d.companyFilter, d.languages, searchParams, t]);

  const keys = [
    "q",
    "systemType",
    "status",
    ...d.notApplied,
    ...fields.flatMap((f) => (f.kind === "dates" ? ["dateFrom", "dateTo"] : [f.key])),
  ];
  const onFilters = (next: FilterValues) => {
    let values = next;
    if (!d.workflow) {
      // One workflow at a time; picking it sets its system types as filter (spec 4) and a new workflow
      // starts without a status (its statuses are others).
      const before = searchParams.get("workflow") ?? undefined;
      const picked = next.workflow ?? [];
      const wf = picked.find((v) => v !== before) ?? picked[0];
      const types = d.workflows.find((w) => String(w.id) === wf)?.systemTypes ?? [];
      values = {
        ...next,
        workflow: wf ? [wf] : [],
        systemType: wf ? types : wf === before ? (next.systemType ?? []) : [],
        status: wf && wf === before ? (next.status ?? []) : [],
      };
    }
    apply(filterQuery(searchParams, keys, values, ["after", "before"]));
  };
  const employeeName = new Map(d.employees.map((e) => [e.value, e.label]));
  const workflowName = new Map(d.workflows.map((w) => [w.id, w.name]));
  const employeeNames = Object.fromEntries(d.employees.map((e) => [e.value, e.label]));
  const sourceNames = Object.fromEntries(JOB_SOURCES.map((v) => [v, t(jobSourceKey(v))]));
  const valueLabels = {
    ...d.chosenNames,
    assignee: employeeNames,
    owner: employeeNames,
    source: sourceNames,
  };
  const jobHref = (r: Row) => accountPath("job", { workflowId: String(r.workflowId), jobId: String(r.id) });
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

  const columns: DataTableColumn<Row>[] = [
    {
      key: "priority",
      header: t("columns.priority"),
      cell: (r) => <JobPriority priority={r.effectivePriority} critical={r.critical} compact />,
      sortable: true,
      firstDirection: "desc",
    },
    {
      key: "client",
      header: t("columns.client"),
      rowHeader: true,
      cell: (r) => (
        <AppLink to={jobHref(r)} className={styles.client} data-testid="job-link">
          {[r.clientFirstName, r.clientLastName].filter(Boolean).join(" ") || r.clientEmail}
          {r.starred && (
            <span className={styles.star}>
              <span aria-hidden="true">★</span>
              <span className="visually-hidden">{t("job.starred")}</span>
            </span>
          )}
        </AppLink>
      ),
    },
    {
      key: "workflow",
      header: t("columns.workflow"),
      // Which workflow and kind of request: a trade-in and a workshop job of one client read alike
      // otherwise (issue 36).
      cell: (r) => (
        <span data-testid="job-workflow">
          {workflowName.get(r.workflowId) ?? "–"}
          <span className={styles.sub}>{t(`system_types.${r.systemType}`)}</span>
        </span>
      ),
    },
    {
      key: "vehicle",
      header: t("columns.vehicle"),
      cell: (r) => [r.vehicleBrandName, r.vehicleModelName].filter(Boolean).join(" ") || "–",
    },
    { key: "status", header: t("columns.status"), cell: (r) => r.statusName },
    {
      key: "assignee",
      header: t("columns.assignee_location"),
      // The location under the person who works the job: one column less, so the table fits beside the
      // sidebar on a laptop.
      cell: (r) => (
        <>
          {r.assigneeId
            ? (employeeName.get(r.assigneeId) ?? `${r.assigneeFirstName ?? ""} ${r.assigneeLastName ?? ""}`)
            : t("job.unassigned")}
          {r.locationCity && <span className={styles.sub}>{r.locationCity}</span>}
        </>
      ),
    },
    {
      key: "cdate",
      header: t("columns.cdate"),
      cell: (r) => <time dateTime={r.cdate}>{when.format(new Date(r.cdate))}</time>,
      sortable: true,
      firstDirection: "desc",
    },
    {
      key: "deadline",
      header: t("columns.deadline"),
      cell: (r) =>
        r.deadline ? (
          <time
            dateTime={r.deadline}
            className={new Date(r.deadline) < new Date() ? styles.overdue : undefined}
          >
            {when.format(new Date(r.deadline))}
          </time>
        ) : (
          "–"
        ),
      sortable: true,
    },
  ];
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
        <>
          {d.total > d.rows.length && (
            <p className={styles.note}>
              {t("list.kanban_limit", { shown: d.rows.length, total: number.format(d.total) })}
            </p>
          )}
          <KanbanBoard
            label={t("list.kanban_label")}
            columns={d.workflow.statuses.map((s) => {
              const cards = d.rows
                .filter((r) => r.statusId === s.id)
                .map((r) => ({ ...r, id: String(r.id) }));
              return { id: String(s.id), title: s.name, count: cards.length, cards };
            })}
            cardLabel={(c) => [c.clientFirstName, c.clientLastName].filter(Boolean).join(" ")}
            confirmMove={(card, toColumnId, { undo }) => {
              // A move into a won or lost status closes the job: the same question as the job page's
              // "Mark as won/lost", a reason required for lost (decision 0048). Undoing into a won
              // status asks nothing; into a lost one the reason is asked again (the list has not got it).
              const status = d.workflow?.statuses.find((s) => String(s.id) === toColumnId);
              if (!status || status.outcome === "open" || (undo && status.outcome === "won")) return {};
              const outcome = status.outcome;
              const name = [card.clientFirstName, card.clientLastName].filter(Boolean).join(" ");
              return new Promise<MoveDetails | null>((answer) =>
                setClosing({ outcome, card: name || (card.clientEmail ?? ""), column: status.name, answer }),
              );
            }}
            renderCard={(c) => (
              <div className={styles.card}>
                <Link to={jobHref(c as unknown as Row)}>
                  {[c.clientFirstName, c.clientLastName].filter(Boolean).join(" ") || c.clientEmail}
                </Link>
                <span>{[c.vehicleBrandName, c.vehicleModelName].filter(Boolean).join(" ")}</span>
                <JobPriority priority={c.effectivePriority} critical={c.critical} />
              </div>
            )}
            onMove={async (cardId, toColumnId, details) => {
              // The JSON API changes the status (same service and rules as the forms); the list then
              // reloads in the server's order.
              const res = await fetch(`/api/jobs/${cardId}.json`, {
                method: "PATCH",
                headers: { "content-type": "application/json", accept: "application/json" },
                body: JSON.stringify({
                  type: "status",
                  statusId: Number(toColumnId),
                  ...(details?.reason ? { reason: details.reason } : {}),
                }),
              }).catch(() => null);
              if (res?.ok) void revalidator.revalidate();
              return Boolean(res?.ok);
            }}
            moveAction={`${d.base}?display=kanban`}
            formatNumber={(n) => number.format(n)}
          />
          <JobOutcomeDialog
            request={closing}
            onConfirm={(reason) => answerClosing(reason ? { reason } : {})}
            onCancel={() => answerClosing(null)}
          />
        </>
      ) : (
        <Form method="post" id="bulk-form" data-tour="job-list-table">
          <DataTable
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
            pager={{
              from: d.rows.length ? 1 : 0,
              to: d.rows.length,
              total: d.totalCapped ? undefined : d.total,
              previousHref: d.prevHref ?? undefined,
              nextHref: d.nextHref ?? undefined,
            }}
            formatNumber={(n) => number.format(n)}
          />
        </Form>
      )}
    </section>
  );
}

function BulkActions({
  ids,
  employees,
  statuses,
}: {
  ids: string[];
  employees: readonly { value: string; label: string }[];
  statuses: readonly { id: number; name: string }[] | null;
}) {
  const { t } = useTranslation("jobs");
  // A refused bulk change (a lost status without its reason, a job one may no longer open) says why.
  const answer = useActionData() as { ok: boolean; intent?: string; error?: string } | undefined;
  const refused = answer && !answer.ok && !answer.intent && answer.error ? answer.error : null;
  return (
    <div className={styles.bulk} data-testid="bulk-actions">
      {refused && (
        <p className="alert error" role="alert" data-testid="bulk-error">
          {t(refused)}
        </p>
      )}
      {ids.map((id) => (
        <input key={id} type="hidden" name="ids" value={id} form="bulk-form" />
      ))}
      <label>
        <span>{t("bulk.assign")}</span>
        <select name="assigneeId" form="bulk-form" defaultValue="">
          <option value="">{t("job.unassigned")}</option>
          {employees.map((e) => (
            <option key={e.value} value={e.value}>
              {e.label}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" form="bulk-form" name="intent" value="assign" className="button secondary">
        {t("bulk.assign_button")}
      </button>
      <label>
        <span>{t("bulk.priority")}</span>
        <select name="priority" form="bulk-form" defaultValue="1">
          {["3", "2", "1", "0"].map((p) => (
            <option key={p} value={p}>
              {t(`priority.${p}`)}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" form="bulk-form" name="intent" value="priority" className="button secondary">
        {t("bulk.priority_button")}
      </button>
      {statuses && (
        <>
          <label>
            <span>{t("bulk.status")}</span>
            <select name="statusId" form="bulk-form">
              {statuses.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span>{t("bulk.reason")}</span>
            <input type="text" name="reason" form="bulk-form" maxLength={500} />
          </label>
          <button type="submit" form="bulk-form" name="intent" value="status" className="button secondary">
            {t("bulk.status_button")}
          </button>
        </>
      )}
    </div>
  );
}

type ViewActionData = { ok: boolean; intent?: string; error?: string; message?: string } | undefined;

/**
 * Saved views (decision 0031 addendum): save the current filters, sort and display under a name; open
 * mine and those shared with me; the owner renames, deletes and shares. Plain form posts.
 */
function SavedViews({ views }: { views: LoaderData["views"] }) {
  const { t } = useTranslation("jobs");
  const { searchParams } = useListUrl();
  const result = useActionData() as ViewActionData;
  const viewResult = result?.intent ? result : undefined;
  const query = new URLSearchParams(searchParams);
  query.delete("after");
  query.delete("before");
  return (
    <details className={styles.views} data-testid="saved-views" open={viewResult ? true : undefined}>
      <summary>{t("views.title", { n: views.length })}</summary>
      {viewResult?.ok && viewResult.message && (
        <p className="alert success" role="status" data-testid="views-flash">
          {t(viewResult.message)}
        </p>
      )}
      {viewResult && !viewResult.ok && viewResult.error && (
        <p className="alert error" role="alert" data-testid="views-error">
          {t(viewResult.error)}
        </p>
      )}
      {views.length === 0 ? (
        <p className={styles.note}>{t("views.empty")}</p>
      ) : (
        <ul className={styles.viewList} data-testid="views-list">
          {views.map((v) => (
            <li key={v.id} data-testid="view-item">
              <Link to={v.href} data-testid="view-link">
                {v.name}
              </Link>
              {v.own ? (
                <span className={styles.viewActions}>
                  <ShareButton type="job_view" id={v.id} name={v.name} testId="view-share" />
                  <details className={styles.viewRename}>
                    <summary>{t("views.rename")}</summary>
                    <Form method="post" className={styles.viewForm}>
                      <input type="hidden" name="intent" value="renameView" />
                      <input type="hidden" name="viewId" value={v.id} />
                      <label>
                        <span className="visually-hidden">{t("views.name")}</span>
                        <input name="name" defaultValue={v.name} required maxLength={80} />
                      </label>
                      <button type="submit" className="button secondary">
                        {t("views.rename_submit")}
                      </button>
                    </Form>
                  </details>
                  <Form method="post">
                    <input type="hidden" name="intent" value="deleteView" />
                    <input type="hidden" name="viewId" value={v.id} />
                    <button type="submit" className="button secondary" data-testid="view-delete">
                      {t("views.delete")}
                      <span className="visually-hidden">: {v.name}</span>
                    </button>
                  </Form>
                </span>
              ) : (
                <span className={styles.sub}>{t("views.shared_by", { name: v.ownerName })}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      <Form method="post" className={styles.viewForm} data-testid="view-save-form">
        <input type="hidden" name="intent" value="saveView" />
        <input type="hidden" name="query" value={query.toString()} />
        <label>
          <span>{t("views.name")}</span>
          <input name="name" required maxLength={80} data-testid="view-name" />
        </label>
        <button type="submit" className="button" data-testid="view-save">
          {t("views.save")}
        </button>
      </Form>
    </details>
  );
}
