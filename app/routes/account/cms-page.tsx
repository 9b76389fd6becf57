/**
 * account/cms/{id} (`cms/{id}`, also the user menu's "edit page"): one page's editor.
 * Per language: title, slug, rich text with images, SEO; autosaved drafts, versions with diff and
 * restore, publish or schedule one language, the private preview (a link for 7 days, revocable). The CMS group, on the server.
 */

import { data, redirect } from "react-router";
import {
  diffVersion,
  getPageEdit,
  previewLink,
  publishLanguage,
  restoreVersion,
  revokePreviewLink,
  saveDraft,
  savePageSettings,
  schedulePublish,
  unpublishLanguage,
} from "../../core/cms/cms-editor.service.server";
import { storeCmsImage } from "../../core/cms/cms-images.server";
import { FORM_MESSAGES, messagesFor } from "../../core/i18n/messages.server";
import { WithMessages } from "../../core/i18n/with-messages";
import { PageEditor } from "../../features/cms-editor/page-editor";
import { actionFailure, actionSuccess } from "../../shared/action-result";
import { projectTimeZone } from "../../shared/date-time";
import { isLocale, type Locale } from "../../shared/locales";
import { type PageKey, routePath } from "../../shared/route-table";
import { echoValues } from "../../ui/form-field";
import { pageContext } from "../store/page-context.server";
import type { Route } from "./+types/cms-page";
import { requireAccess } from "./guard.server";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireAccess(request, context, "cmsPage");
  const ctx = pageContext(request, context);
  const edit = await getPageEdit(ctx.services, params.id);
  if (!edit.ok) throw data(null, { status: edit.error.code === "forbidden" ? 403 : 404 });
  const page = edit.value;
  const asked = ctx.url.searchParams.get("lang");
  const langs = page.languages.map((l) => l.lang);
  const lang: Locale =
    isLocale(asked) && langs.includes(asked) ? asked : langs.includes(ctx.locale) ? ctx.locale : langs[0]!;
  const diffId = ctx.url.searchParams.get("diff");
  const diff = diffId ? await diffVersion(ctx.services, diffId) : null;
  const preview = await previewLink(ctx.services, page.id);
  const livePath = (l: Locale): string | null =>
    page.systemKey
      ? routePath(page.systemKey as PageKey, l)
      : page.livePaths[l]
        ? `/${page.livePaths[l]}`
        : null;
  const current = page.languages.find((l) => l.lang === lang)!;
  return {
    meta: { title: ctx.t("cms-editor:editor.heading", { title: current.draft.title }), noindex: true },
    messages: messagesFor(ctx.locale, ["cms-editor", FORM_MESSAGES]),
    locale: ctx.locale,
    timeZone: projectTimeZone(context.project),
    page,
    lang,
    livePath: current.published ? livePath(lang) : null,
    previewPath: preview.ok ? `/pages-preview/${preview.value.token}` : null,
    previewExpiresAt: preview.ok ? preview.value.expiresAt : null,
    diff: diff?.ok && diff.value.version.lang === lang ? diff.value : null,
  };
}

const DRAFT_FIELDS = ["title", "slug", "contentHtml", "seoTitle", "seoDescription"] as const;

export async function action({ request, context, params }: Route.ActionArgs) {
  requireAccess(request, context, "cmsPage");
  const ctx = pageContext(request, context);
  const s = ctx.services;
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const lang = form.get("lang");
  const id = params.id;
  const values = () => {
    const v = echoValues(form);
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, x.slice(0, 200_000)]));
  };
  const draftInput = () => Object.fromEntries(DRAFT_FIELDS.map((f) => [f, form.get(f) ?? undefined]));
  const changed = () => context.projectChanged();
  switch (intent) {
    case "autosave":
    case "save": {
      const r = await saveDraft(s, { id, lang, input: draftInput(), autosave: intent === "autosave" });
      if (!r.ok) return actionFailure(r.error, { values: values() });
      return actionSuccess(intent === "save" ? "cms-editor:messages.saved" : null, {
        savedAt: r.value.updatedAt,
      });
    }
    case "publish": {
      const saved = await saveDraft(s, { id, lang, input: draftInput(), autosave: true });
      if (!saved.ok) return actionFailure(saved.error, { values: values() });
      const r = await publishLanguage(s, { id, lang });
      if (!r.ok) return actionFailure(r.error, { values: values() });
      changed();
      return actionSuccess("cms-editor:messages.published", { savedAt: saved.value.updatedAt });
    }
    case "unpublish": {
      const r = await unpublishLanguage(s, { id, lang });
      if (!r.ok) return actionFailure(r.error);
      changed();
      return actionSuccess("cms-editor:messages.unpublished");
    }
    case "schedule":
    case "unschedule": {
      const at = intent === "schedule" ? form.get("publishAt") : null;
      const r = await schedulePublish(s, { id, lang, at: at === null ? null : String(at || "-") });
      if (!r.ok) return actionFailure(r.error, { values: values() });
      return actionSuccess(
        intent === "schedule" ? "cms-editor:messages.scheduled" : "cms-editor:messages.schedule_cancelled",
      );
    }
    case "settings": {
      const r = await savePageSettings(s, id, {
        menuVersion: form.get("menuVersion") ?? "",
        menuBackground: form.get("menuBackground") ?? "",
        logoVersion: form.get("logoVersion") ?? "",
      });
      if (!r.ok) return actionFailure(r.error, { values: values() });
      changed();
      return actionSuccess("cms-editor:messages.settings_saved");
    }
    case "revoke_preview": {
      const r = await revokePreviewLink(s, id);
      if (!r.ok) return actionFailure(r.error);
      return actionSuccess("cms-editor:messages.preview_revoked");
    }
    case "restore": {
      const r = await restoreVersion(s, form.get("versionId"));
      if (!r.ok) return actionFailure(r.error);
      throw redirect(`/account/cms/${r.value.pageId}?lang=${r.value.lang}`);
    }
    case "upload": {
      const alt = String(form.get("alt") ?? "")
        .trim()
        .slice(0, 300);
      if (!alt) {
        return actionFailure(
          { code: "invalid", fields: { alt: ["cms-editor:errors.alt_required"] } },
          { message: "cms-editor:errors.alt_required" },
        );
      }
      const r = await storeCmsImage(s, context.files, form.get("image"));
      if (!r.ok) return actionFailure(r.error);
      return actionSuccess("cms-editor:messages.image_uploaded", { image: { src: r.value.src, alt } });
    }
    default:
      return actionFailure({ code: "invalid" }, { message: "cms-editor:errors.invalid" });
  }
}

export default function CmsPageEditor({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <WithMessages messages={loaderData.messages}>
      <PageEditor
        key={`${loaderData.page.id}-${loaderData.lang}`}
        {...loaderData}
        result={actionData ?? null}
      />
    </WithMessages>
  );
}
