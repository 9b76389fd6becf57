/**
 * The job list's loader and action (account/jobs and account/jobs/{workflowId}): filters from the URL
 * applied by the server, the table's keyset page or the kanban's first jobs, and the posts of
 * the bulk actions, kanban moves without JavaScript and saved views. Every answer goes through the
 * shared action result and its status table.
 */
import { data } from "react-router";
import { messagesFor } from "../../core/i18n/messages.server";
import { DATE_PRESETS, presetRange } from "../../core/leads/date-presets";
import { filterOptions } from "../../core/leads/filter-options.service.server";
import { showsCompanyFilter } from "../../core/leads/filter-scope";
import { jobList, unsupportedJobFilters } from "../../core/leads/job-filters";
import { applyJobAction, listJobs } from "../../core/leads/jobs.service.server";
import {
  deleteJobView,
  listSavedJobViews,
  renameJobView,
  saveJobView,
} from "../../core/leads/saved-job-views.service.server";
import { listWorkflowDefs } from "../../core/leads/workflows.service.server";
import { jobActionFromForm, jobIdsFromForm } from "../../features/jobs/job-action-form.server";
import { isViewIntent, type ViewIntent } from "../../features/jobs/jobs-answer";
import { accountPath } from "../../shared/account-routes";
import { actionFailure, actionSuccess } from "../../shared/action-result";
import { projectTimeZone } from "../../shared/date-time";
import { inGroup } from "../../shared/permissions";
import type { DomainError } from "../../shared/result";
import { notFound, pageContext } from "../store/page-context.server";
import type { Route } from "./+types/jobs";
import { requireAccess } from "./guard.server";

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
  if (isViewIntent(intent)) {
    return viewAction(pageContext(request, context).services, intent, form, workflowParam);
  }
  const ids = jobIdsFromForm(form);
  const parsed = jobActionFromForm(form, projectTimeZone(context.project));
  if (!parsed.ok || ids.length === 0)
    return actionFailure({ code: "invalid" }, { message: "jobs:messages.invalid" });
  const result = await applyJobAction(pageContext(request, context).services, ids, parsed.value);
  if (!result.ok) return bulkFailure(result.error);
  return actionSuccess(null, { updated: result.value.updated.length });
}

/**
 * A refused bulk change, with the status of the shared table (a job one may not change is 403, one
 * whose state does not fit 409) and the banner above the bulk buttons: a lost status's missing reason
 * by name, else the code's message.
 */
export function bulkFailure(error: DomainError) {
  const reason = error.code === "invalid" && error.fields?.reason;
  return actionFailure(error, {
    message: reason ? "jobs:messages.reason_required" : `jobs:messages.${error.code}`,
  });
}

/** Saved views' form posts (work without JavaScript): save the current query, rename, delete. */
async function viewAction(
  services: ReturnType<typeof pageContext>["services"],
  intent: ViewIntent,
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
    const message =
      code === "invalid"
        ? "jobs:views.invalid"
        : code === "not_found"
          ? "jobs:views.not_found"
          : "jobs:messages.forbidden";
    // The intent goes back with the failure: it names the saved views' form as the one refused.
    return actionFailure(result.error, { message, values: { intent } });
  }
  return actionSuccess(`jobs:views.${intent}_done`, { intent });
}
