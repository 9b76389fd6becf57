import type { CmsPage } from "../../core/cms/cms.service.server";
import { useTranslation } from "../../core/i18n/react";
import { dateTimeFormat } from "../../shared/intl";
import type { Locale } from "../../shared/locales";
import { useSite } from "../../ui/site-data";

/** A CMS page: title, sanitized HTML body and the date of its last change. */
export function ContentPage({
  page,
  locale,
  breadcrumbs,
}: {
  page: CmsPage;
  locale: Locale;
  breadcrumbs?: React.ReactNode;
}) {
  const { t } = useTranslation("store");
  const { timeZone } = useSite().project;
  const updated = dateTimeFormat(locale, { dateStyle: "long", timeZone }).format(new Date(page.updatedAt));
  return (
    <article className="container page narrow" lang={page.lang !== locale ? page.lang : undefined}>
      {breadcrumbs}
      <h1>{page.title}</h1>
      {page.lang !== locale && <p className="alert">{t("content.not_translated")}</p>}
      <div className="prose" dangerouslySetInnerHTML={{ __html: page.contentHtml }} />
      <p className="muted">
        <small>{t("content.updated", { date: updated })}</small>
      </p>
    </article>
  );
}
