import { Link } from "react-router";
import type { ContactSubject } from "../../core/contact/contact-subjects";
import { useTranslation } from "../../core/i18n/react";
import type { FeaturePageKey } from "../../shared/route-table";

/**
 * A screen whose feature arrives in a later slice: its heading and what the visitor can do meanwhile
 * (write to the dealer with the matching subject, or visit a location), promising nothing more.
 */
export function FeatureNotice({
  pageKey,
  description,
  subject,
}: {
  pageKey: FeaturePageKey;
  description: string | undefined;
  subject: ContactSubject;
}) {
  const { t } = useTranslation(["pages", "store"]);
  return (
    <div className="container page narrow" data-page={pageKey}>
      <h1>{t(`${pageKey}.title`)}</h1>
      <p className="lead">{description}</p>
      <div className="alert" role="note">
        <p style={{ margin: 0 }}>{t("store:feature.not_yet")}</p>
      </div>
      <div className="actions">
        <Link className="button" to={`/contact?subject=${subject}`}>
          {t("store:feature.contact")}
        </Link>
        <Link className="button secondary" to={"/locations"}>
          {t("store:feature.visit")}
        </Link>
      </div>
    </div>
  );
}
