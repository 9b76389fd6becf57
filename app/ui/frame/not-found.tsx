import { Link } from "react-router";
import { useTranslation } from "../../core/i18n/react";
import { routePath } from "../../shared/route-table";
import { useSite } from "../site-data";

/** The not-found page (also used for other error statuses, with their own message). */
export function NotFound({ status = 404 }: { status?: number }) {
  const { t } = useTranslation();
  const site = useSite();
  const key = status === 404 ? "not_found" : status === 403 ? "forbidden" : "server_error";
  return (
    <div className="container page narrow" data-testid="not-found">
      <title>{`${t(`errors.${key}.title`)} | ${site.project.name}`}</title>
      <meta name="robots" content="noindex" />
      <p className="eyebrow">{t("errors.status", { status })}</p>
      <h1>{t(`errors.${key}.title`)}</h1>
      <p className="lead">{t(`errors.${key}.text`)}</p>
      <div className="actions">
        <Link className="button" to={"/"}>
          {t("errors.go_home")}
        </Link>
        <Link className="button secondary" to={routePath("cars", site.locale)}>
          {t("errors.browse_cars")}
        </Link>
        <Link className="button secondary" to={"/contact"}>
          {t("errors.contact_us")}
        </Link>
      </div>
    </div>
  );
}
