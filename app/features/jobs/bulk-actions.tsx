/** The job list's bulk actions: assign, set a priority, move to a status, for the selected jobs. */
import { useActionData } from "react-router";
import { useTranslation } from "../../core/i18n/react";
import styles from "./jobs.module.css";
import { bulkRefusal, type JobsAnswer } from "./jobs-answer";

export function BulkActions({
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
  const refused = bulkRefusal(useActionData() as JobsAnswer | undefined);
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
