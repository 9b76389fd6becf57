import { Link, redirect } from "react-router";
import { getBrandModels, getModel } from "../../core/catalog/catalog.service.server";
import { getPageBySlugPath } from "../../core/cms/cms.service.server";
import { useTranslation } from "../../core/i18n/react";
import { BrandModels } from "../../features/catalog/brand-models";
import { ModelPage } from "../../features/catalog/model-page";
import { ContentPage } from "../../features/cms/content-page";
import { splitLocale } from "../../shared/locale-path";
import { assertNever } from "../../shared/result";
import { brandPaths, classifyDynamicPath } from "../../shared/route-table";
import type { PageMeta } from "../../ui/site-data";
import type { Route } from "./+types/dynamic";
import { notFound, pageContext } from "./page-context.server";

/** Brand pages (`bmw-models`, `buy-bmw/x5`, their German twins) and generic CMS pages share URL shapes. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = pageContext(request, context);
  const { db, project } = context;
  const segments = splitLocale(ctx.url.pathname)
    .rest.split("/")
    .filter(Boolean)
    .map((s) => decodeURIComponent(s));
  const path = classifyDynamicPath(segments);
  switch (path.kind) {
    case "brandRedirect":
      throw redirect(`/${path.to}` + ctx.url.search, 301);
    case "brandModels": {
      const found = await getBrandModels(db, path.brand);
      if (!found.ok) notFound();
      const { brand } = found.value;
      const meta: PageMeta = {
        title: ctx.t("store:catalog.brand_models_title", { brand: brand.name }),
        description: ctx.t("store:catalog.brand_models_description", {
          brand: brand.name,
          count: found.value.models.length,
        }),
        alternates: Object.fromEntries(
          project.languages.map((l) => [l, brandPaths.models(brand.slug, l === "de")]),
        ),
      };
      return { kind: "brandModels" as const, ...found.value, german: path.german, locale: ctx.locale, meta };
    }
    case "model":
    case "equipment": {
      const found = await getModel(db, path.brand, path.model);
      if (!found.ok) notFound();
      const { brand, model } = found.value;
      const meta: PageMeta = {
        title: ctx.t("store:catalog.model_title", { brand: brand.name, model: model.name }),
        description: ctx.t("store:catalog.model_description", { brand: brand.name, model: model.name }),
        noindex: path.kind === "equipment",
        alternates: Object.fromEntries(
          project.languages.map((l) => [l, brandPaths.model(brand.slug, model.slug, l === "de")]),
        ),
      };
      return {
        kind: path.kind,
        ...found.value,
        german: path.german,
        currency: project.currency,
        locale: ctx.locale,
        meta,
      };
    }
    case "cms": {
      if (segments.length > 3) notFound();
      const found = await getPageBySlugPath(db, project, ctx.locale, segments);
      if (!found.ok) notFound();
      if (found.value.kind === "moved") throw redirect(`/${found.value.slugPath}`, 301);
      const page = found.value.page;
      const meta: PageMeta = {
        title: page.seoTitle ?? page.title,
        description: page.seoDescription ?? undefined,
        alternates: Object.fromEntries(Object.entries(page.slugPaths).map(([l, p]) => [l, `/${p}`])),
        frame: {
          menuVersion: page.menuVersion,
          menuBackground: page.menuBackground,
          logoVersion: page.logoVersion,
        },
      };
      return { kind: "cms" as const, page, locale: ctx.locale, meta };
    }
    default:
      return assertNever(path);
  }
}

export default function DynamicPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("store");
  switch (loaderData.kind) {
    case "brandModels":
      return <BrandModels brand={loaderData.brand} models={loaderData.models} german={loaderData.german} />;
    case "model":
      return (
        <ModelPage
          brand={loaderData.brand}
          model={loaderData.model}
          siblings={loaderData.siblings}
          german={loaderData.german}
          currency={loaderData.currency}
        />
      );
    case "equipment":
      return (
        <div className="container page narrow">
          <p className="eyebrow">{loaderData.brand.name}</p>
          <h1>{t("catalog.equipment_title", { model: loaderData.model.name })}</h1>
          <p className="lead">{t("catalog.configurator_coming")}</p>
          <Link
            className="button secondary"
            to={brandPaths.model(loaderData.brand.slug, loaderData.model.slug, loaderData.german)}
          >
            {t("catalog.back_to_model", { model: loaderData.model.name })}
          </Link>
        </div>
      );
    case "cms":
      return <ContentPage page={loaderData.page} locale={loaderData.locale} />;
    default:
      return assertNever(loaderData);
  }
}
