/**
 * account/cms: the website's page tree. Create, duplicate, reorder and move (drag and
 * drop with the keyboard too, or the buttons, which post without JavaScript), the recycle bin. The CMS
 * group plus a content feature, checked on the server in loader and action.
 */

import { redirect } from "react-router";
import {
  createPage,
  duplicatePage,
  getPageTree,
  movePage,
  purgePage,
  restorePage,
  stepPage,
  trashPage,
} from "../../core/cms/cms-editor.service.server";
import { FORM_MESSAGES, messagesFor } from "../../core/i18n/messages.server";
import { WithMessages } from "../../core/i18n/with-messages";
import { PageTree } from "../../features/cms-editor/page-tree";
import { accountPath } from "../../shared/account-routes";
import { actionFailure, actionSuccess } from "../../shared/action-result";
import { projectTimeZone } from "../../shared/date-time";
import { pageContext } from "../store/page-context.server";
import type { Route } from "./+types/cms";
import { requireAccess } from "./guard.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAccess(request, context, "cms");
  const ctx = pageContext(request, context);
  const tree = await getPageTree(ctx.services);
  if (!tree.ok) throw new Response(null, { status: 403 });
  return {
    meta: { title: ctx.t("cms-editor:title"), noindex: true },
    messages: messagesFor(ctx.locale, ["cms-editor", FORM_MESSAGES]),
    locale: ctx.locale,
    timeZone: projectTimeZone(context.project),
    tree: tree.value,
  };
}

const MESSAGES = {
  duplicate: "cms-editor:messages.duplicated",
  trash: "cms-editor:messages.trashed",
  restore: "cms-editor:messages.restored",
  purge: "cms-editor:messages.purged",
  step: "cms-editor:messages.moved",
  move: "cms-editor:messages.moved",
} as const;

export async function action({ request, context }: Route.ActionArgs) {
  requireAccess(request, context, "cms");
  const ctx = pageContext(request, context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const id = form.get("id");
  const s = ctx.services;
  if (intent === "create") {
    const created = await createPage(s, { title: form.get("title"), parentId: form.get("parentId") ?? "" });
    if (!created.ok) {
      return actionFailure(created.error, {
        values: { title: String(form.get("title") ?? "").slice(0, 300) },
      });
    }
    throw redirect(accountPath("cmsPage", { id: created.value.id }));
  }
  const result =
    intent === "duplicate"
      ? await duplicatePage(s, id)
      : intent === "trash"
        ? await trashPage(s, id)
        : intent === "restore"
          ? await restorePage(s, id)
          : intent === "purge"
            ? await purgePage(s, id)
            : intent === "step"
              ? await stepPage(s, id, form.get("step"))
              : intent === "move"
                ? await movePage(s, { id, parentId: form.get("parentId") ?? "", index: form.get("index") })
                : null;
  if (!result) return actionFailure({ code: "invalid" }, { message: "cms-editor:errors.invalid" });
  if (!result.ok) return actionFailure(result.error);
  // Visitors get the change at once: this process forgets its cached pages (decision 0029).
  context.projectChanged();
  return actionSuccess(MESSAGES[intent as keyof typeof MESSAGES]);
}

export default function CmsTree({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <WithMessages messages={loaderData.messages}>
      <PageTree
        tree={loaderData.tree}
        locale={loaderData.locale}
        timeZone={loaderData.timeZone}
        result={actionData ?? null}
      />
    </WithMessages>
  );
}
