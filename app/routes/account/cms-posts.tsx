/**
 * account/cms/news and account/cms/blogPosts: the news and blog lists of the back
 * office. Status, language, search and sort in the URL; keyset pages; a new post starts as a draft.
 * The CMS group plus the list's feature flag, on the server in loader and action.
 */

import { data, redirect } from "react-router";
import { postAdminList } from "../../core/cms/post-admin-filters";
import { createPost, listPostsAdmin, type PostKind } from "../../core/cms/posts-admin.service.server";
import { FORM_MESSAGES, messagesFor } from "../../core/i18n/messages.server";
import { WithMessages } from "../../core/i18n/with-messages";
import { PostList } from "../../features/cms-editor/post-list";
import { type AccountRouteKey, accountPath } from "../../shared/account-routes";
import { actionFailure } from "../../shared/action-result";
import { projectTimeZone } from "../../shared/date-time";
import { routeUrl } from "../../shared/route-url";
import { pageContext } from "../store/page-context.server";
import type { Route } from "./+types/cms-posts";
import { requireAccess } from "./guard.server";

/** Which of the two lists a URL is (the route module serves both). */
export function postKindOf(request: Request): {
  kind: PostKind;
  list: AccountRouteKey;
  item: AccountRouteKey;
} {
  return /\/cms\/news(\/|$)/.test(routeUrl(request).pathname)
    ? { kind: "news", list: "cmsNews", item: "cmsNewsPost" }
    : { kind: "blog", list: "cmsBlogPosts", item: "cmsBlogPost" };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { kind, list } = postKindOf(request);
  requireAccess(request, context, list);
  const ctx = pageContext(request, context);
  const p = postAdminList.parse(ctx.url.searchParams);
  const page = await listPostsAdmin(ctx.services, kind, p);
  if (!page.ok) throw data(null, { status: 403 });
  const base = accountPath(list);
  return {
    kind,
    locale: ctx.locale,
    timeZone: projectTimeZone(context.project),
    languages: ctx.services.project.languages,
    rows: page.value.rows,
    total: page.value.total,
    totalCapped: page.value.totalCapped,
    sort: p.sort,
    q: p.q ?? "",
    base,
    sortHrefs: {
      date_desc: `${base}${postAdminList.query({ ...p, sort: "date_desc" }, { position: false })}`,
      updated_desc: `${base}${postAdminList.query({ ...p, sort: "updated_desc" }, { position: false })}`,
    },
    nextHref: page.value.nextCursor
      ? `${base}${postAdminList.query({ ...p, after: page.value.nextCursor, before: undefined })}`
      : null,
    prevHref: page.value.prevCursor
      ? `${base}${postAdminList.query({ ...p, before: page.value.prevCursor, after: undefined })}`
      : null,
    meta: { title: ctx.t(`cms-editor:posts.${kind}.title`), noindex: true },
    messages: messagesFor(ctx.locale, ["cms-editor", "backoffice", FORM_MESSAGES]),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { kind, list, item } = postKindOf(request);
  requireAccess(request, context, list);
  const ctx = pageContext(request, context);
  const form = await request.formData();
  if (form.get("intent") !== "create")
    return actionFailure({ code: "invalid" }, { message: "cms-editor:errors.invalid" });
  const created = await createPost(ctx.services, kind, { title: form.get("title") });
  if (!created.ok)
    return actionFailure(created.error, { values: { title: String(form.get("title") ?? "").slice(0, 300) } });
  throw redirect(accountPath(item, { id: created.value.id }));
}

export default function CmsPosts({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <WithMessages messages={loaderData.messages}>
      <PostList d={loaderData} result={actionData ?? null} />
    </WithMessages>
  );
}
