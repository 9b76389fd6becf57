/**
 * The community application on a COMMUNITY job's page: the trade register document and the
 * "Approve membership" form for managers and admins, or the date it was approved. Works without JavaScript.
 */
import { Form } from "react-router";
import { useTranslation } from "../../core/i18n/react";
import { dateTimeFormat } from "../../shared/intl";
import type { Locale } from "../../shared/locales";

export type CommunityPanelData = {
  approvedAt: string | null;
  mayApprove: boolean;
  document: { id: number; type: string | null; bytes: number | null } | null;
};

export function CommunityPanel({
  panel,
  locale,
  timeZone,
  busy,
}: {
  panel: CommunityPanelData;
  locale: Locale;
  timeZone: string;
  busy: boolean;
}) {
  const { t } = useTranslation("community");
  const when = dateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone });
  return (
    <section aria-labelledby="community-membership" data-testid="community-panel">
      <h2 id="community-membership">{t("approve.title")}</h2>
      {panel.document && (
        <p data-testid="community-document">
          <a href={`/api/community/documents/${panel.document.id}`} download>
            {t("approve.document", {
              type: (panel.document.type ?? "").replace(/^.*\//, "").toUpperCase(),
              size: Math.max(1, Math.round((panel.document.bytes ?? 0) / 1024)),
            })}
          </a>
        </p>
      )}
      {panel.approvedAt ? (
        <p className="alert success" data-testid="community-approved">
          {t("approve.done", { date: when.format(new Date(panel.approvedAt)) })}
        </p>
      ) : panel.mayApprove ? (
        <Form method="post">
          <p className="field-hint">{t("approve.lead")}</p>
          <input type="hidden" name="intent" value="approve_membership" />
          <button type="submit" className="button" disabled={busy} data-testid="community-approve">
            {t("approve.button")}
          </button>
        </Form>
      ) : (
        <p className="field-hint">{t("approve.forbidden")}</p>
      )}
    </section>
  );
}
