/**
 * `pages-preview/{token}`: the working copy of a CMS page in the storefront's own frame, for
 * whoever holds the page's private link (editors share it for review). Not indexed, never stored by a
 * browser, proxy or the page micro-cache; an unknown token is a plain 404.
 */
import { getPreview } from "../../core/cms/cms-editor.service.server";
import { messagesFor } from "../../core/i18n/messages.server";
import { ContentPage } from "../../features/cms/content-page";
import { noStoreHeaders } from "../../features/mail-links/no-store";
import type { PageMeta } from "../../ui/site-data";
import type { Route } from "./+types/cms-preview";
import { notFound, pageContext } from "./page-context.server";

export const headers = ({ parentHeaders }: { parentHeaders: Headers }) => {
  const out = noStoreHeaders({ parentHeaders });
  out.set("X-Robots-Tag", "noindex, nofollow");
  out.set("Referrer-Policy", "no-referrer");
  return out;
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = pageContext(request, context);
  const found = await getPreview(ctx.services, params.token);
  if (!found.ok) notFound();
  const p = found.value;
  const meta: PageMeta = {
    cmsPageId: p.id,
    title: p.seoTitle ?? p.title,
    description: p.seoDescription ?? undefined,
    noindex: true,
    frame: { menuVersion: p.menuVersion, menuBackground: p.menuBackground, logoVersion: p.logoVersion },
  };
  return {
    page: { ...p, slugPaths: {} },
    locale: ctx.locale,
    meta,
    messages: messagesFor(ctx.locale, ["store.content"]),
  };
}

export default function CmsPreview({ loaderData }: Route.ComponentProps) {
  return (
    <div data-testid="cms-preview-page">
      <ContentPage page={loaderData.page} locale={loaderData.locale} />
    </div>
  );
}
