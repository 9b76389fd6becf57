/**
 * The reason field of closing a job ("Mark as won": an optional note; "Mark as lost": a required reason
 * from the list), shared by the job page's forms and the kanban's closing dialog so both ask the same.
 */
import { useTranslation } from "../../core/i18n/react";

/** The reasons a person picks from when a job is lost (their labels: `jobs:lost_reasons.<key>`). */
export const LOST_REASONS = ["price", "bought_elsewhere", "no_answer", "not_available", "other"] as const;

export type JobOutcome = "won" | "lost";

export function JobOutcomeField({ outcome, id }: { outcome: JobOutcome; id: string }) {
  const { t } = useTranslation("jobs");
  return outcome === "won" ? (
    <>
      <label htmlFor={id}>{t("job.won_reason")}</label>
      <input id={id} name="reason" maxLength={200} />
    </>
  ) : (
    <>
      <label htmlFor={id}>{t("job.lost_reason")}</label>
      <select id={id} name="reason" required defaultValue="">
        <option value="" disabled>
          {t("job.choose_reason")}
        </option>
        {LOST_REASONS.map((r) => (
          <option key={r} value={r}>
            {t(`lost_reasons.${r}`)}
          </option>
        ))}
      </select>
    </>
  );
}
