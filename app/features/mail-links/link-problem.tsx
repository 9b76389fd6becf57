import { Link } from "react-router";
import { useTranslation } from "../../core/i18n/react";
import { STATUS_OF } from "../../shared/error-status";

/**
 * Why a mailed link shows nothing (invalid, expired, used, answered, superseded, offer expired): a
 * translated title and text (`mail-links:{area}.problem.{reason}`) and the ways on: contact and home.
 */
export function LinkProblem({
  area,
  reason,
  eyebrow,
}: {
  area: "invitation" | "scheduled_call" | "unsubscribe";
  reason: string;
  eyebrow?: string;
}) {
  const { t } = useTranslation("mail-links");
  return (
    <div className="container page narrow" data-testid="token-invalid" data-reason={reason}>
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h1>{t(`${area}.problem.${reason}.title`)}</h1>
      <p className="lead">{t(`${area}.problem.${reason}.text`)}</p>
      <div className="actions">
        <Link className="button" to="/contact">
          {t("common.contact")}
        </Link>
        <Link className="button secondary" to="/">
          {t("common.home")}
        </Link>
      </div>
    </div>
  );
}

/**
 * A link problem as a domain error: an unknown value is not found; a known link that is over (expired,
 * used, answered...) is gone. The reason travels as the message, which the problem page names.
 */
export function linkProblem(reason: string): { code: "not_found" | "gone"; message: string } {
  return { code: reason === "invalid" ? "not_found" : "gone", message: reason };
}

/** HTTP status of a link problem, from the one status table. */
export function problemStatus(reason: string): 404 | 410 {
  return STATUS_OF[linkProblem(reason).code];
}
