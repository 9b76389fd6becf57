/**
 * account/cms/articles (`cms/articles`): the website's pages as a flat list with
 * filters in the URL (state per language, language, system or content page, title words) and two
 * sorts; each row opens the page's editor. The tree of `account/cms` shows their structure. The CMS
 * group plus the articles feature flag, on the server.
 */

import { data } from "react-router";
import { listArticles } from "../../core/cms/articles.service.server";
import { articleList } from "../../core/cms/post-admin-filters";
import { messagesFor } from "../../core/i18n/messages.server";
import { WithMessages } from "../../core/i18n/with-messages";
import { ArticleList } from "../../features/cms-editor/article-list";
import { accountPath } from "../../shared/account-routes";
import { projectTimeZone } from "../../shared/date-time";
import { pageContext } from "../store/page-context.server";
import type { Route } from "./+types/cms-articles";
import { requireAccess } from "./guard.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAccess(request, context, "cmsArticles");
  const ctx = pageContext(request, context);
  const p = articleList.parse(ctx.url.searchParams);
  const list = await listArticles(ctx.services, p);
  if (!list.ok) throw data(null, { status: 403 });
  const base = accountPath("cmsArticles");
  return {
    locale: ctx.locale,
    timeZone: projectTimeZone(context.project),
    languages: ctx.services.project.languages,
    rows: list.value.rows,
    total: list.value.total,
    limit: list.value.limit,
    sort: p.sort,
    sortHrefs: {
      title_asc: `${base}${articleList.query({ ...p, sort: "title_asc" }, { position: false })}`,
      updated_desc: `${base}${articleList.query({ ...p, sort: "updated_desc" }, { position: false })}`,
    },
    meta: { title: ctx.t("cms-editor:articles.title"), noindex: true },
    messages: messagesFor(ctx.locale, ["cms-editor", "backoffice"]),
  };
}

export default function CmsArticles({ loaderData }: Route.ComponentProps) {
  return (
    <WithMessages messages={loaderData.messages}>
      <ArticleList d={loaderData} />
    </WithMessages>
  );
}
