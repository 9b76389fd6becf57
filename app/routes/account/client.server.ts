/**
 * The client page's loader and action (account/clients/{id}): the client with their cars, orders,
 * jobs and timeline, the merge preview, and the posts of the edit form, the merge and the erasure.
 * Every action checks access again on the server and answers through the shared action result.
 */
import { redirect } from "react-router";
import {
  type ClientError,
  clientOptions,
  eraseClient,
  erasureWord,
  getClientPage,
  mergeClients,
  previewMerge,
  updateClientData,
} from "../../core/clients/clients.service.server";
import { FORM_MESSAGES, messagesFor } from "../../core/i18n/messages.server";
import { CLIENT_FLASHES, type ClientIntent } from "../../features/clients/client-answer";
import { accountPath, accountRoute, mayOpen } from "../../shared/account-routes";
import { actionFailure } from "../../shared/action-result";
import { projectTimeZone } from "../../shared/date-time";
import { inGroup } from "../../shared/permissions";
import { notFound, pageContext } from "../store/page-context.server";
import type { Route } from "./+types/client";
import { requireAccess } from "./guard.server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requireAccess(request, context, "client");
  const ctx = pageContext(request, context);
  if (!UUID.test(params.id)) notFound();
  const page = await getClientPage(ctx.services, params.id);
  if (!page.ok) {
    if (page.error.code === "forbidden") throw actionFailure(page.error);
    notFound();
  }
  const search = ctx.url.searchParams;
  const dup = (search.get("dup") ?? "").slice(0, 100);
  const mergeId = search.get("merge") ?? "";
  const candidates = dup ? await clientOptions(ctx.services, dup, params.id) : null;
  const preview = mergeId ? await previewMerge(ctx.services, { keepId: params.id, mergeId }) : null;
  const flash = CLIENT_FLASHES.find((f) => search.has(f)) ?? null;
  const c = page.value.client;
  return {
    ...page.value,
    locale: ctx.locale,
    timeZone: projectTimeZone(context.project),
    currency: context.project.currency,
    mayOpenJobs: inGroup(user, "workflows"),
    // The client's communication timeline, where the project has the communication center.
    communicationHref: mayOpen(user, context.project.features, accountRoute("communication").access)
      ? `${accountPath("communication")}?client=${c.id}`
      : null,
    dup,
    candidates: candidates?.ok ? candidates.value : [],
    preview: preview?.ok ? preview.value : null,
    previewError: preview && !preview.ok ? (preview.error.message ?? "clients:merge.errors.not_found") : null,
    flash,
    eraseWord: erasureWord(ctx.services),
    exportHref: `/api/clients/${c.id}/export.json`,
    meta: {
      title: `${c.erasedAt ? ctx.t("clients:erased_name") : c.name} · ${ctx.t("clients:list.title")}`,
      noindex: true,
    },
    messages: messagesFor(ctx.locale, [
      "clients",
      "backoffice",
      "commerce.order_status",
      "communication.open_timeline",
      "sharing",
      FORM_MESSAGES,
    ]),
  };
}

/**
 * A refused post: "not found" and "forbidden" are the page's error; otherwise the form that sent it
 * shows why (the edit form with what was typed; a merge has no fields of its own to mark, so a bad
 * duplicate id is "no such client").
 */
function failure(intent: ClientIntent, error: ClientError, values: Record<string, string> = {}) {
  if (error.code === "not_found") notFound();
  if (error.code === "forbidden") throw actionFailure(error);
  const message =
    error.code !== "invalid"
      ? (error.message ?? null)
      : intent === "merge"
        ? "clients:merge.errors.not_found"
        : null;
  return actionFailure(error, { message, values: { ...values, intent } });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requireAccess(request, context, "client");
  const ctx = pageContext(request, context);
  if (!UUID.test(params.id)) notFound();
  const form = await request.formData();
  const values: Record<string, string> = {};
  for (const [k, v] of form) if (typeof v === "string") values[k] = v.slice(0, 10_000);
  // Relative to the locale basename, which React Router adds back.
  const here = accountPath("client", { id: params.id });
  switch (values.intent) {
    case "edit": {
      const r = await updateClientData(ctx.services, params.id, values);
      if (!r.ok) return failure("edit", r.error, values);
      throw redirect(`${here}?saved`);
    }
    case "merge": {
      const r = await mergeClients(ctx.services, { keepId: params.id, mergeId: values.mergeId ?? "" });
      if (!r.ok) return failure("merge", r.error);
      context.logger.info(
        {
          event: "client_merged",
          keptId: params.id,
          mergedId: values.mergeId,
          by: user.id,
          moved: r.value.moved,
        },
        "client merged",
      );
      throw redirect(`${here}?merged`);
    }
    case "erase": {
      const r = await eraseClient(ctx.services, params.id, { confirmation: values.confirmation ?? "" });
      if (!r.ok) return failure("erase", r.error);
      // The erasure's log line: who erased which client when (no personal data in it).
      context.logger.info(
        { event: "client_erased", clientId: params.id, by: user.id, project: context.project.id, ...r.value },
        "client erased",
      );
      throw redirect(`${here}?erased`);
    }
    default:
      // An unknown intent is shown above the edit form.
      return actionFailure(
        { code: "invalid" },
        { message: "clients:errors.unknown_action", values: { intent: "edit" } },
      );
  }
}
