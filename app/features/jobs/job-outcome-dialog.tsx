/**
 * The dialog that closes a job from the kanban (a card dropped into, or moved to, a won or lost status):
 * the job page's "Mark as won/lost" fields in a modal. Confirm hands the reason on; cancel, Escape or a
 * click beside it leaves everything as it was.
 */
import { useEffect, useId, useRef } from "react";
import { useTranslation } from "../../core/i18n/react";
import styles from "./job-outcome-dialog.module.css";
import { type JobOutcome, JobOutcomeField } from "./job-outcome-field";

export type JobOutcomeRequest = { outcome: JobOutcome; card: string; column: string };

export function JobOutcomeDialog({
  request,
  onConfirm,
  onCancel,
}: {
  /** What to ask about; nothing shows without it. */
  request: JobOutcomeRequest | null;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("jobs");
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const cancel = useRef(onCancel);
  cancel.current = onCancel;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (request && !dialog.open) dialog.showModal();
    if (!request && dialog.open) dialog.close();
  }, [request]);
  useEffect(() => {
    const dialog = ref.current;
    // A click on the backdrop (outside the dialog box) is a cancel.
    const onClick = (e: MouseEvent) => {
      if (e.target === dialog) cancel.current();
    };
    dialog?.addEventListener("click", onClick);
    return () => dialog?.removeEventListener("click", onClick);
  }, []);
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      data-testid="job-outcome-dialog"
      // Escape closes a modal dialog by itself: that is a cancel.
      onCancel={(e) => {
        e.preventDefault();
        onCancel();
      }}
    >
      {request && (
        <form
          key={`${request.card}-${request.column}-${request.outcome}`}
          method="dialog"
          className={styles.form}
          onSubmit={(e) => {
            e.preventDefault();
            const reason = new FormData(e.currentTarget).get("reason");
            onConfirm(typeof reason === "string" ? reason.trim() : "");
          }}
        >
          <h2 id={`${id}-title`} className={styles.title}>
            {t("backoffice:kanban.close_title", { card: request.card, column: request.column })}
          </h2>
          <p id={`${id}-text`}>
            {t(request.outcome === "lost" ? "backoffice:kanban.close_lost" : "backoffice:kanban.close_won")}
          </p>
          <div className={styles.field}>
            <JobOutcomeField outcome={request.outcome} id={`${id}-reason`} />
          </div>
          <div className={styles.actions}>
            <button
              type="button"
              className="button secondary"
              onClick={onCancel}
              data-testid="job-outcome-cancel"
            >
              {t("backoffice:kanban.cancel")}
            </button>
            <button type="submit" className="button" data-testid="job-outcome-confirm">
              {t(request.outcome === "lost" ? "job.lost" : "job.won")}
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}
