/**
 * The job list's filter bar: which filters it offers (the status filter once a workflow is chosen, the
 * company filter for those who may use it), the names its chips show, and how a change becomes the URL
 * (one workflow at a time; picking it sets its system types).
 */
import { useMemo } from "react";
import { useTranslation } from "../../core/i18n/react";
import { AGE_DAYS, DOC_DIRECTIONS, DOC_TYPES, VIEW_TYPES } from "../../core/leads/job-filters";
import { SYSTEM_TYPES } from "../../core/leads/system-types";
import { CURRENCIES } from "../../core/tenancy/settings-schema";
import type { FilterField } from "../../ui/backoffice/filter-fields";
import { type FilterValues, filterQuery } from "../../ui/backoffice/filter-values";
import { useListUrl } from "../../ui/backoffice/use-list-url";
import { jobFilterOptions, labelledFilterOptions } from "./job-filter-options";
import { JOB_SOURCES, jobSourceKey } from "./job-source";
import type { JobsData } from "./jobs-types";

/**
 * Filters whose options the server searches: URL key, the option list it asks and the label's
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

export function useJobFilters(d: JobsData) {
  const { t } = useTranslation("jobs");
  const { searchParams, values, apply } = useListUrl();
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
    // The status filter only once a workflow is chosen.
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
      // One workflow at a time; picking it sets its system types as filter and a new workflow
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
  const employeeNames = Object.fromEntries(d.employees.map((e) => [e.value, e.label]));
  const sourceNames = Object.fromEntries(JOB_SOURCES.map((v) => [v, t(jobSourceKey(v))]));
  const valueLabels = {
    ...d.chosenNames,
    assignee: employeeNames,
    owner: employeeNames,
    source: sourceNames,
  };
  return { fields, values, onFilters, valueLabels };
}
