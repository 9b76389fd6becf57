/**
 * account/cms/news/{id} and account/cms/blogPosts/{id}: one news item's or blog post's editor.
 * Per language: title, slug, excerpt, rich text with images (alt text required); for the post: author,
 * cover image, publication time (none: draft; future: scheduled), publish now, back to draft, delete.
 * The CMS group plus the list's feature flag, on the server in loader and action.
 */

import { data, redirect } from "react-router";
import { storeCmsImage } from "../../core/cms/cms-images.server";
import {
  deletePost,
  getPostEdit,
  removePostLanguage,
  savePost,
  setPostCover,
  setPostPublished,
} from "../../core/cms/posts-admin.service.server";
import { FORM_MESSAGES, messagesFor } from "../../core/i18n/messages.server";
import { WithMessages } from "../../core/i18n/with-messages";
import { PostEditor } from "../../features/cms-editor/post-editor";
import { accountPath } from "../../shared/account-routes";
import { actionFailure, actionSuccess } from "../../shared/action-result";
import { projectTimeZone } from "../../shared/date-time";
import { isLocale, type Locale } from "../../shared/locales";
import { routePath } from "../../shared/route-table";
import { echoValues } from "../../ui/form-field";
import { pageContext } from "../store/page-context.server";
import type { Route } from "./+types/cms-post";
import { postKindOf } from "./cms-posts";
import { requireAccess } from "./guard.server";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { kind, list, item } = postKindOf(request);
  requireAccess(request, context, item);
  const ctx = pageContext(request, context);
  const edit = await getPostEdit(ctx.services, kind, params.id);
  if (!edit.ok) throw data(null, { status: edit.error.code === "forbidden" ? 403 : 404 });
  const post = edit.value;
  const asked = ctx.url.searchParams.get("lang");
  const written = post.languages.filter((l) => l.content).map((l) => l.lang);
  const lang: Locale =
    isLocale(asked) && post.languages.some((l) => l.lang === asked)
      ? asked
      : written.includes(ctx.locale)
        ? ctx.locale
        : (written[0] ?? ctx.services.project.defaultLanguage);
  const current = post.languages.find((l) => l.lang === lang)?.content ?? null;
  const detailKey = kind === "news" ? "newsItem" : "blogPost";
  return {
    meta: {
      title: ctx.t("cms-editor:posts.editor.heading", { title: current?.title ?? "—" }),
      noindex: true,
    },
    messages: messagesFor(ctx.locale, ["cms-editor", FORM_MESSAGES]),
    locale: ctx.locale,
    timeZone: projectTimeZone(context.project),
    post,
    lang,
    listPath: accountPath(list),
    livePath:
      post.status === "published" && current ? routePath(detailKey, lang, { slug: current.slug }) : null,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { kind, list, item } = postKindOf(request);
  requireAccess(request, context, item);
  const ctx = pageContext(request, context);
  const s = ctx.services;
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const lang = form.get("lang");
  const id = params.id;
  const values = () =>
    Object.fromEntries(Object.entries(echoValues(form)).map(([k, x]) => [k, x.slice(0, 200_000)]));
  const changed = () => context.projectChanged();
  switch (intent) {
    case "save": {
      const input = Object.fromEntries(
        ["title", "slug", "excerpt", "contentHtml", "author", "publishedAt"].map((f) => [
          f,
          form.get(f) ?? undefined,
        ]),
      );
      const r = await savePost(s, kind, { id, lang, input });
      if (!r.ok) return actionFailure(r.error, { values: values() });
      changed();
      return actionSuccess("cms-editor:posts.messages.saved", { savedAt: r.value.updatedAt });
    }
    case "publish":
    case "unpublish": {
      const r = await setPostPublished(s, kind, id, intent === "publish");
      if (!r.ok) return actionFailure(r.error);
      changed();
      return actionSuccess(
        intent === "publish"
          ? "cms-editor:posts.messages.published"
          : "cms-editor:posts.messages.unpublished",
      );
    }
    case "removeLanguage": {
      const r = await removePostLanguage(s, kind, { id, lang });
      if (!r.ok) return actionFailure(r.error);
      changed();
      throw redirect(accountPath(item, { id: String(id) }));
    }
    case "delete": {
      const r = await deletePost(s, kind, id);
      if (!r.ok) return actionFailure(r.error);
      changed();
      throw redirect(accountPath(list));
    }
    case "upload":
    case "cover": {
      // An image for the text (alt text required) or the post's cover (the title describes it).
      const alt = String(form.get("alt") ?? "")
        .trim()
        .slice(0, 300);
      if (intent === "upload" && !alt) {
        return actionFailure(
          { code: "invalid", fields: { alt: ["cms-editor:errors.alt_required"] } },
          { message: "cms-editor:errors.alt_required" },
        );
      }
      const found = await getPostEdit(s, kind, id);
      if (!found.ok) return actionFailure(found.error);
      const stored = await storeCmsImage(s, context.files, form.get("image"));
      if (!stored.ok) return actionFailure(stored.error);
      if (intent === "upload")
        return actionSuccess("cms-editor:messages.image_uploaded", { image: { src: stored.value.src, alt } });
      const r = await setPostCover(s, kind, id, stored.value.src);
      if (!r.ok) return actionFailure(r.error);
      changed();
      return actionSuccess("cms-editor:posts.messages.cover_saved");
    }
    case "removeCover": {
      const r = await setPostCover(s, kind, id, null);
      if (!r.ok) return actionFailure(r.error);
      changed();
      return actionSuccess("cms-editor:posts.messages.cover_removed");
    }
    default:
      return actionFailure({ code: "invalid" }, { message: "cms-editor:errors.invalid" });
  }
}

export default function CmsPost({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <WithMessages messages={loaderData.messages}>
      <PostEditor
        key={`${loaderData.post.id}-${loaderData.lang}`}
        {...loaderData}
        result={actionData ?? null}
      />
    </WithMessages>
  );
}
