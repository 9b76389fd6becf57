import { getSystemPage } from "../../core/cms/cms.service.server";
import { messagesFor } from "../../core/i18n/messages.server";
import { ContentPage } from "../../features/cms/content-page";
import type { PageMeta } from "../../ui/site-data";
import type { Route } from "./+types/system-page";
import { notFound, pageContext } from "./page-context.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = pageContext(request, context);
  if (!ctx.key) notFound();
  const key = ctx.key;
  const page = await context.reads.get(context.project.id, `system-page|${key}|${ctx.locale}`, () =>
    getSystemPage(context.db, context.project, key, ctx.locale),
  );
  if (!page.ok) notFound();
  const meta: PageMeta = {
    title: page.value.seoTitle ?? page.value.title,
    description: page.value.seoDescription ?? undefined,
    frame: {
      menuVersion: page.value.menuVersion,
      menuBackground: page.value.menuBackground,
      logoVersion: page.value.logoVersion,
    },
  };
  return { page: page.value, locale: ctx.locale, meta, messages: messagesFor(ctx.locale, ["store.content"]) };
}

export default function SystemPage({ loaderData }: Route.ComponentProps) {
  return <ContentPage page={loaderData.page} locale={loaderData.locale} />;
}
