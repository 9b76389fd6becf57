/**
 * account/settings/tours/new and account/settings/tours/:id: the tour editor. Admins
 * only, checked on the server; a new tour gets its id here and is created by its first valid save.
 */
import { messagesFor } from "../../core/i18n/messages.server";
import { WithMessages } from "../../core/i18n/with-messages";
import { getTour, newTourId } from "../../core/tours/tours.service.server";
import { TourEditor } from "../../features/tours/tour-editor";
import { pageContext } from "../store/page-context.server";
import type { Route } from "./+types/tour";
import { accountKeyOf, requireAccess } from "./guard.server";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const key = accountKeyOf("id" in params && params.id ? "account-tour" : "account-tourNew");
  requireAccess(request, context, key);
  const ctx = pageContext(request, context);
  const isNew = key === "tourNew";
  let tour = null;
  if (!isNew) {
    const found = await getTour(ctx.services, (params as { id?: string }).id);
    if (!found.ok) {
      throw new Response(null, { status: found.error.code === "forbidden" ? 403 : 404 });
    }
    tour = found.value;
  }
  const project = ctx.services.project;
  return {
    meta: {
      title: tour ? ctx.t("tours:editor.title_edit", { name: tour.name }) : ctx.t("tours:editor.title_new"),
      noindex: true,
    },
    messages: messagesFor(ctx.locale, ["tours", "sharing"]),
    id: tour?.id ?? newTourId(),
    tour,
    languages: project.languages,
    defaultLanguage: project.defaultLanguage,
    locale: ctx.locale,
    projectName: project.name,
  };
}

export default function Tour({ loaderData }: Route.ComponentProps) {
  return (
    <WithMessages messages={loaderData.messages}>
      <TourEditor
        key={loaderData.id}
        id={loaderData.id}
        tour={loaderData.tour}
        languages={loaderData.languages}
        defaultLanguage={loaderData.defaultLanguage}
        locale={loaderData.locale}
        projectName={loaderData.projectName}
      />
    </WithMessages>
  );
}
