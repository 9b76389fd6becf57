import { Link } from "react-router";
import { decodePostCursor, listPosts } from "../../core/cms/cms.service.server";
import { postList } from "../../core/cms/post-list-params";
import { messagesFor } from "../../core/i18n/messages.server";
import { useTranslation } from "../../core/i18n/react";
import { dateTimeFormat } from "../../shared/intl";
import { type PageMeta, useSite } from "../../ui/site-data";
import type { Route } from "./+types/post-list";
import { notFound, pageContext } from "./page-context.server";

/** Blog and news lists: newest first, keyset-paginated with `?after=` (post-list-params.ts). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = pageContext(request, context);
  const kind = ctx.key === "newsList" ? "news" : "blog";
  const params = postList.parse(ctx.url.searchParams);
  const cursor = decodePostCursor(params.after ?? null);
  // A cursor that is not one of ours names no page of this list.
  if (ctx.url.searchParams.get("after") && !cursor) notFound();
  const { items, nextCursor } = await listPosts(ctx.services, kind, cursor);
  const meta: PageMeta = {
    title: ctx.t(`pages:${ctx.key}.title`),
    description: ctx.t(`pages:${ctx.key}.description`),
    noindex: Boolean(cursor),
  };
  // The next page's link is the list's own canonical URL with the position of its last post.
  const next = nextCursor ? postList.query({ ...params, after: nextCursor, before: undefined }) : null;
  return { kind, items, next, meta, messages: messagesFor(ctx.locale, ["store.posts"]) };
}

export default function PostList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["pages", "store"]);
  const site = useSite();
  const { kind, items, next } = loaderData;
  const fmt = dateTimeFormat(site.locale, { dateStyle: "long", timeZone: site.project.timeZone });
  const key = kind === "news" ? "newsList" : "blogList";
  return (
    <div className="container page">
      <h1>{t(`${key}.title`)}</h1>
      <p className="lead">{loaderData.meta.description}</p>
      {items.length === 0 ? (
        <p>{t("store:posts.empty")}</p>
      ) : (
        <ul className="grid" style={{ listStyle: "none", padding: 0 }} data-testid="post-list">
          {items.map((post) => (
            <li key={post.id}>
              <article className="card" style={{ height: "100%" }}>
                <p className="muted" style={{ margin: 0, fontSize: "0.875rem" }}>
                  <time dateTime={post.publishedAt}>{fmt.format(new Date(post.publishedAt))}</time>
                  {post.author ? ` · ${post.author}` : ""}
                </p>
                <h2 style={{ margin: "0.5rem 0", fontSize: "1.2rem" }}>
                  <Link to={`/${kind}/${post.slug}`}>{post.title}</Link>
                </h2>
                <p style={{ margin: 0 }}>{post.excerpt}</p>
              </article>
            </li>
          ))}
        </ul>
      )}
      {next && (
        <div className="actions">
          <Link className="button secondary" to={next}>
            {t("store:posts.older")}
          </Link>
        </div>
      )}
    </div>
  );
}
