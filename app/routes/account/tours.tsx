/**
 * account/settings/tours: the site's guided tours, each linking to its editor, and a
 * "new tour" link. Admins only, checked on the server (decision 0032).
 */
import { Link } from "react-router";
import { messagesFor } from "../../core/i18n/messages.server";
import { useTranslation } from "../../core/i18n/react";
import { WithMessages } from "../../core/i18n/with-messages";
import { listTours, type TourListRow } from "../../core/tours/tours.service.server";
import { accountPath } from "../../shared/account-routes";
import { dateTimeFormat, numberFormat } from "../../shared/intl";
import { DataTable } from "../../ui/backoffice/data-table";
import { useSite } from "../../ui/site-data";
import { pageContext } from "../store/page-context.server";
import type { Route } from "./+types/tours";
import { requireAccess } from "./guard.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAccess(request, context, "tours");
  const ctx = pageContext(request, context);
  const tours = await listTours(ctx.services);
  if (!tours.ok) throw new Response(null, { status: 403 });
  return {
    meta: { title: ctx.t("tours:title"), noindex: true },
    messages: messagesFor(ctx.locale, ["tours"]),
    locale: ctx.locale,
    tours: tours.value,
  };
}

function TourList({ tours, locale }: { tours: TourListRow[]; locale: string }) {
  const { t } = useTranslation("tours");
  const number = numberFormat(locale);
  const day = dateTimeFormat(locale, { dateStyle: "medium", timeZone: useSite().project.timeZone });
  return (
    <section className="stack" data-testid="tours-screen">
      <h1>{t("title")}</h1>
      <p className="lead">{t("list.intro")}</p>
      <p>
        <Link className="button" to={accountPath("tourNew")} data-testid="tour-new">
          {t("list.new")}
        </Link>
      </p>
      <DataTable
        caption={t("list.caption")}
        rows={tours}
        rowKey={(r) => r.id}
        empty={<p>{t("list.empty")}</p>}
        formatNumber={(n) => number.format(n)}
        columns={[
          {
            key: "name",
            header: t("list.name"),
            rowHeader: true,
            cell: (r) => (
              <Link to={accountPath("tour", { id: r.id })} aria-label={t("list.edit", { name: r.name })}>
                {r.name}
              </Link>
            ),
          },
          { key: "type", header: t("list.type"), cell: (r) => t(`types.${r.type}`) },
          { key: "steps", header: t("list.steps"), align: "end", cell: (r) => number.format(r.steps) },
          {
            key: "groups",
            header: t("list.groups"),
            cell: (r) =>
              r.targetGroups.length === 0
                ? t("list.all_employees")
                : r.targetGroups.map((g) => t(`groups.${g}`)).join(", "),
          },
          {
            key: "completed",
            header: t("list.completed"),
            align: "end",
            cell: (r) => number.format(r.completed),
          },
          {
            key: "updated",
            header: t("list.updated"),
            cell: (r) => <time dateTime={r.updatedAt}>{day.format(new Date(r.updatedAt))}</time>,
          },
        ]}
      />
    </section>
  );
}

export default function Tours({ loaderData }: Route.ComponentProps) {
  return (
    <WithMessages messages={loaderData.messages}>
      <TourList tours={loaderData.tours} locale={loaderData.locale} />
    </WithMessages>
  );
}
