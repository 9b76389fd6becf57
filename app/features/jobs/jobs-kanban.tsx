/**
 * The job list as a kanban board by status (one workflow): a card moves through the JSON API, a move
 * into a won or lost status first asks the closing question (decision 0048).
 */
import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import { useTranslation } from "../../core/i18n/react";
import { numberFormat } from "../../shared/intl";
import { KanbanBoard, type MoveDetails } from "../../ui/backoffice/kanban-board";
import { JobOutcomeDialog, type JobOutcomeRequest } from "./job-outcome-dialog";
import { JobPriority } from "./job-priority";
import styles from "./jobs.module.css";
import type { JobRow, JobsData } from "./jobs-types";

type Props = {
  d: JobsData & { workflow: NonNullable<JobsData["workflow"]> };
  jobHref: (r: JobRow) => string;
};

export function JobsKanban({ d, jobHref }: Props) {
  const { t } = useTranslation("jobs");
  const number = numberFormat(d.locale);
  const revalidator = useRevalidator();
  // The closing dialog, open while a move into a won or lost status waits for its answer.
  const [closing, setClosing] = useState<
    (JobOutcomeRequest & { answer: (details: MoveDetails | null) => void }) | null
  >(null);
  const answerClosing = (details: MoveDetails | null) => {
    closing?.answer(details);
    setClosing(null);
  };
  return (
    <>
      {d.total > d.rows.length && (
        <p className={styles.note}>
          {t("list.kanban_limit", { shown: d.rows.length, total: number.format(d.total) })}
        </p>
      )}
      <KanbanBoard
        label={t("list.kanban_label")}
        columns={d.workflow.statuses.map((s) => {
          const cards = d.rows.filter((r) => r.statusId === s.id).map((r) => ({ ...r, id: String(r.id) }));
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
            <Link to={jobHref(c as unknown as JobRow)}>
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
  );
}
