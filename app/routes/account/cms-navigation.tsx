/**
 * account/cms/navigation: the top navigation links in order,
 * each with its per-language text, link and dropdown, icon and list classes; add, delete, reorder by
 * drag and drop (keyboard too) or by buttons that post without JavaScript; a preview of the bar. The
 * CMS group plus a content feature, checked on the server in loader and action.
 */
import {
  deleteNavLink,
  listNavEditor,
  moveNavLink,
  saveNavLink,
  stepNavLink,
} from "../../core/cms/nav-editor.service.server";
import { FORM_MESSAGES, messagesFor } from "../../core/i18n/messages.server";
import { WithMessages } from "../../core/i18n/with-messages";
import { NavEditor } from "../../features/cms-editor/nav-editor";
import { actionFailure, actionSuccess } from "../../shared/action-result";
import { pageContext } from "../store/page-context.server";
import type { Route } from "./+types/cms-navigation";
import { requireAccess } from "./guard.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAccess(request, context, "cmsNavigation");
  const ctx = pageContext(request, context);
  const links = await listNavEditor(ctx.services);
  if (!links.ok) throw new Response(null, { status: 403 });
  return {
    meta: { title: ctx.t("cms-editor:navigation.title"), noindex: true },
    messages: messagesFor(ctx.locale, ["cms-editor", FORM_MESSAGES]),
    languages: ctx.services.project.languages,
    defaultLanguage: ctx.services.project.defaultLanguage,
    locale: ctx.locale,
    links: links.value,
  };
}

/** The form's fields as the service's input: `text.de`, `link.de`, `dropdown.de`... */
function saveInput(form: FormData, languages: readonly string[]) {
  const str = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v : "";
  };
  return {
    id: str("id"),
    iconClass: str("iconClass"),
    listClassName: str("listClassName"),
    content: Object.fromEntries(
      languages.map((lang) => [
        lang,
        { text: str(`text.${lang}`), link: str(`link.${lang}`), dropdown: str(`dropdown.${lang}`) },
      ]),
    ),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireAccess(request, context, "cmsNavigation");
  const ctx = pageContext(request, context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const id = form.get("id");
  const s = ctx.services;
  if (intent === "save") {
    const input = saveInput(form, s.project.languages);
    const saved = await saveNavLink(s, input);
    if (!saved.ok) {
      const values: Record<string, string> = { form: "save", id: String(id ?? "").slice(0, 40) };
      for (const [k, v] of form.entries()) {
        if (typeof v === "string" && k !== "intent" && k !== "form" && k !== "id")
          values[k] = v.slice(0, 20_000);
      }
      return actionFailure(saved.error, { values });
    }
    context.projectChanged();
    return actionSuccess("cms-editor:navigation.messages.saved", { savedId: saved.value.id });
  }
  const result =
    intent === "delete"
      ? await deleteNavLink(s, id)
      : intent === "step"
        ? await stepNavLink(s, id, form.get("step"))
        : intent === "move"
          ? await moveNavLink(s, { id, index: form.get("index") })
          : null;
  if (!result) return actionFailure({ code: "invalid" }, { message: "cms-editor:errors.invalid" });
  if (!result.ok) return actionFailure(result.error);
  // Visitors get the change at once: this process forgets its cached pages and menus (decision 0029).
  context.projectChanged();
  return actionSuccess(
    intent === "delete" ? "cms-editor:navigation.messages.deleted" : "cms-editor:navigation.messages.moved",
  );
}

export default function CmsNavigation({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <WithMessages messages={loaderData.messages}>
      <NavEditor
        links={loaderData.links}
        languages={loaderData.languages}
        defaultLanguage={loaderData.defaultLanguage}
        locale={loaderData.locale}
        result={actionData ?? null}
      />
    </WithMessages>
  );
}
