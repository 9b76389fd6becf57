/** The job table's columns: priority, client (the row's link), workflow, vehicle, status, who, dates. */
import type { TFunction } from "../../core/i18n/translator";
import { AppLink } from "../../ui/app-link";
import type { DataTableColumn } from "../../ui/backoffice/data-table";
import { JobPriority } from "./job-priority";
import styles from "./jobs.module.css";
import type { JobRow, JobsData } from "./jobs-types";

export function jobColumns(
  d: JobsData,
  t: TFunction,
  when: Intl.DateTimeFormat,
  jobHref: (r: JobRow) => string,
): DataTableColumn<JobRow>[] {
  const employeeName = new Map(d.employees.map((e) => [e.value, e.label]));
  const workflowName = new Map(d.workflows.map((w) => [w.id, w.name]));
  return [
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
      // otherwise.
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
}
