/** A job's priority as a badge; a critical job says why (manual, no reaction within 2 h, 2 days unchanged). */
import { useTranslation } from "../../core/i18n/react";
import styles from "./jobs.module.css";

export function JobPriority({
  priority,
  critical,
  compact = false,
}: {
  priority: number;
  critical: readonly string[];
  /** In lists the reason is read out and shown as a tooltip, not printed: the column stays narrow. */
  compact?: boolean;
}) {
  const { t } = useTranslation("jobs");
  const why = critical.map((c) => t(`critical.${c}`)).join(", ");
  return (
    <span
      className={`${styles.priority} ${styles[`p${priority}`] ?? ""}`}
      data-testid="job-priority"
      data-priority={priority}
      title={why || undefined}
    >
      {t(`priority.${priority}`)}
      {why && <span className={compact ? "visually-hidden" : styles.why}>{why}</span>}
    </span>
  );
}
