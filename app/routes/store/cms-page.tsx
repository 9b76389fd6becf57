import { redirect } from "react-router";
import { getPageBySlugPath } from "../../core/cms/cms.service.server";
import { messagesFor } from "../../core/i18n/messages.server";
import { ContentPage } from "../../features/cms/content-page";
import type { PageMeta } from "../../ui/site-data";
import type { Route } from "./+types/cms-page";
import { notFound, pageContext } from "./page-context.server";

/** `pages/{slug}`: any generic page by its own slug, whatever its place in the hierarchy. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = pageContext(request, context);
  const slug = ctx.params.slug ?? "";
  const found = await getPageBySlugPath(ctx.services, [slug], {
    ignoreHierarchy: true,
  });
  if (!found.ok) notFound();
  if (found.value.kind === "moved") throw redirect(`/pages/${found.value.slugPath}`, 301);
  const page = found.value.page;
  const own = Object.fromEntries(
    Object.entries(page.slugPaths).map(([l, p]) => [l, `/pages/${p.split("/").at(-1)}`]),
  );
  const meta: PageMeta = {
    cmsPageId: page.id,
    title: page.seoTitle ?? page.title,
    description: page.seoDescription ?? undefined,
    alternates: own,
    frame: {
      menuVersion: page.menuVersion,
      menuBackground: page.menuBackground,
      logoVersion: page.logoVersion,
    },
  };
  return { page, locale: ctx.locale, meta, messages: messagesFor(ctx.locale, ["store.content"]) };
}

export default function CmsBySlug({ loaderData }: Route.ComponentProps) {
  return <ContentPage page={loaderData.page} locale={loaderData.locale} />;
}
