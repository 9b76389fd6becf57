import { Link } from "react-router";
import { useTranslation } from "../../core/i18n/react";

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

/** HTTP status of a link problem: an unknown value is not found; a known link that is over is gone. */
export function problemStatus(reason: string): 404 | 410 {
  return reason === "invalid" ? 404 : 410;
}
