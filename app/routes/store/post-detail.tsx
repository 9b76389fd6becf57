import { Link, redirect } from "react-router";
import { getPost } from "../../core/cms/cms.service.server";
import { messagesFor } from "../../core/i18n/messages.server";
import { useTranslation } from "../../core/i18n/react";
import { dateTimeFormat } from "../../shared/intl";
import { jsonLdHtml } from "../../ui/seo/json-ld";
import { type PageMeta, useSite } from "../../ui/site-data";
import type { Route } from "./+types/post-detail";
import { notFound, pageContext } from "./page-context.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = pageContext(request, context);
  const kind = ctx.key === "newsItem" ? "news" : "blog";
  const found = await getPost(ctx.services, kind, ctx.params.slug ?? "");
  if (!found.ok) notFound();
  if (found.value.kind === "moved") throw redirect(`/${kind}/${found.value.slug}`, 301);
  const post = found.value.post;
  const meta: PageMeta = {
    title: post.title,
    description: post.excerpt,
    alternates: Object.fromEntries(Object.entries(post.slugs).map(([l, s]) => [l, `/${kind}/${s}`])),
  };
  const structured = {
    "@context": "https://schema.org",
    "@type": kind === "news" ? "NewsArticle" : "BlogPosting",
    headline: post.title,
    datePublished: post.publishedAt,
    author: post.author ? { "@type": "Person", name: post.author } : undefined,
    inLanguage: post.lang,
    publisher: { "@type": "Organization", name: context.project.name },
  };
  context.documentTail.push(jsonLdHtml(structured));
  return {
    kind,
    post,
    meta,
    locale: ctx.locale,
    messages: messagesFor(ctx.locale, ["store.posts"]),
  };
}

export default function PostDetail({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["pages", "store"]);
  const site = useSite();
  const { kind, post } = loaderData;
  const listKey = kind === "news" ? "newsList" : "blogList";
  const date = dateTimeFormat(site.locale, {
    dateStyle: "long",
    timeZone: site.project.timeZone,
  }).format(new Date(post.publishedAt));
  return (
    <article className="container page narrow" lang={post.lang !== loaderData.locale ? post.lang : undefined}>
      <nav className="breadcrumbs" aria-label={t("store:breadcrumbs")}>
        <ol>
          <li>
            <Link to={`/${kind}`}>{t(`${listKey}.title`)}</Link>
          </li>
          <li aria-current="page">{post.title}</li>
        </ol>
      </nav>
      <h1>{post.title}</h1>
      <p className="muted">
        <time dateTime={post.publishedAt}>{date}</time>
        {post.author ? ` · ${t("store:posts.by", { author: post.author })}` : ""}
      </p>
      <p className="lead">{post.excerpt}</p>
      <div className="prose" dangerouslySetInnerHTML={{ __html: post.contentHtml }} />
      <p>
        <Link to={`/${kind}`}>{t("store:posts.back", { list: t(`${listKey}.title`) })}</Link>
      </p>
    </article>
  );
}
