import { redirect } from "react-router";
import { CAR_VOCABULARY_MESSAGES } from "../../core/catalog/car-attributes";
import { getBrandModels, getEquipment, getModel } from "../../core/catalog/catalog.service.server";
import { configurationQuery, equipmentPath, resolveColour } from "../../core/catalog/configurator";
import { parseColourKey, parseOptionKeys } from "../../core/catalog/configurator-query";
import { getPageBySlugPath, redirectedPagePath } from "../../core/cms/cms.service.server";
import { messagesFor } from "../../core/i18n/messages.server";
import { WithMessages } from "../../core/i18n/with-messages";
import { CART_FORM_MESSAGES } from "../../features/cart/cart-errors";
import { BrandModels } from "../../features/catalog/brand-models";
import { ConfiguratorEquipment } from "../../features/catalog/configurator-equipment";
import { ModelPage } from "../../features/catalog/model-page";
import { ContentPage } from "../../features/cms/content-page";
import { FeatureNotice } from "../../features/cms/feature-notice";
import { RateRequestLink } from "../../features/rates/rate-request-link";
import { methodNotAllowed } from "../../shared/action-result";
import { splitLocale } from "../../shared/locale-path";
import { assertNever } from "../../shared/result";
import { brandPaths, classifyDynamicPath, decodeSegment } from "../../shared/route-table";
import type { PageMeta } from "../../ui/site-data";
import type { Route } from "./+types/dynamic";
import { notFound, pageContext } from "./page-context.server";
import { featurePageData, isFeaturePage, isSystemPage, systemPageData } from "./simple-pages.server";

const CONFIGURATOR_NAMESPACES = ["configurator", ...CAR_VOCABULARY_MESSAGES, "store.catalog"];

/** The decoded segments after the locale prefix; null when one has a broken percent-escape (404). */
function pathSegments(pathname: string): string[] | null {
  const segments = splitLocale(pathname).rest.split("/").filter(Boolean).map(decodeSegment);
  return segments.every((s) => s !== null) ? (segments as string[]) : null;
}

/** Brand pages (`bmw-models`, `buy-bmw/x5`, their German twins) and generic CMS pages share URL shapes. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = pageContext(request, context);
  if (isSystemPage(ctx.key)) return systemPageData(ctx, context, ctx.key);
  if (isFeaturePage(ctx.key)) return featurePageData(ctx, ctx.key);
  const { project } = context;
  const segments = pathSegments(ctx.url.pathname);
  if (!segments) notFound();
  const path = classifyDynamicPath(segments);
  switch (path.kind) {
    case "brandRedirect":
      throw redirect(`/${path.to}${ctx.url.search}`, 301);
    case "brandModels": {
      const found = await getBrandModels(ctx.services, path.brand);
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
      return {
        kind: "brandModels" as const,
        ...found.value,
        german: path.german,
        locale: ctx.locale,
        meta,
        messages: messagesFor(ctx.locale, ["store.catalog"]),
      };
    }
    case "model": {
      const found = await getModel(ctx.services, path.brand, path.model);
      if (!found.ok) notFound();
      const { brand, model } = found.value;
      // The paint shown (`?c=`); an unknown one shows the standard paint.
      const { colour } = resolveColour(found.value.colours, parseColourKey(ctx.url.searchParams));
      const meta: PageMeta = {
        title: ctx.t("store:catalog.model_title", { brand: brand.name, model: model.name }),
        description: ctx.t("store:catalog.model_description", { brand: brand.name, model: model.name }),
        alternates: Object.fromEntries(
          project.languages.map((l) => [l, brandPaths.model(brand.slug, model.slug, l === "de")]),
        ),
      };
      return {
        kind: "model" as const,
        ...found.value,
        colour,
        german: path.german,
        currency: project.currency,
        locale: ctx.locale,
        messages: messagesFor(ctx.locale, CONFIGURATOR_NAMESPACES),
        meta,
      };
    }
    case "equipment": {
      const found = await getEquipment(ctx.services, {
        brand: path.brand,
        model: path.model,
        gearSegment: path.gear,
        fuelSegment: path.fuel,
        german: path.german,
        optionKeys: parseOptionKeys(ctx.url.searchParams),
        colourKey: parseColourKey(ctx.url.searchParams),
      });
      if (!found.ok) notFound();
      const { brand, model, powertrain } = found.value;
      // Alias segments (English gearbox or fuel under a German path, an English brand segment under
      // `austattung`, upper case) answer 301 to the canonical path, as the brand aliases do.
      const canonical = equipmentPath(brand.slug, model.slug, powertrain.gear, powertrain.fuel, path.german);
      if (splitLocale(ctx.url.pathname).rest !== canonical) {
        throw redirect(`${canonical}${ctx.url.search}`, 301);
      }
      const names = {
        brand: brand.name,
        model: model.name,
        gear: ctx.t(`cars:gearbox.${powertrain.gear}`),
        fuel: ctx.t(`cars:fuel.${powertrain.fuel}`),
      };
      const meta: PageMeta = {
        title: ctx.t("configurator:equipment.meta_title", names),
        description: ctx.t("configurator:equipment.meta_description", names),
        // Every option combination is its own URL: only the model page is indexed.
        noindex: true,
        alternates: Object.fromEntries(
          project.languages.map((l) => [
            l,
            equipmentPath(brand.slug, model.slug, powertrain.gear, powertrain.fuel, l === "de"),
          ]),
        ),
      };
      return {
        kind: "equipment" as const,
        ...found.value,
        german: path.german,
        currency: project.currency,
        locale: ctx.locale,
        pathname: ctx.url.pathname,
        origin: context.origin,
        messages: messagesFor(ctx.locale, [
          ...CONFIGURATOR_NAMESPACES,
          // "Add to cart" as configured, and its notice.
          ...(project.features.shop ? CART_FORM_MESSAGES : []),
        ]),
        meta,
      };
    }
    case "cms": {
      if (segments.length > 3) notFound();
      const found = await getPageBySlugPath(ctx.services, segments);
      if (!found.ok) {
        // A published address whose slug or place changed since keeps leading to its page.
        const moved = await redirectedPagePath(ctx.services, segments);
        if (moved) throw redirect(`/${moved}${ctx.url.search}`, 301);
        notFound();
      }
      if (found.value.kind === "moved") throw redirect(`/${found.value.slugPath}`, 301);
      const page = found.value.page;
      const meta: PageMeta = {
        cmsPageId: page.id,
        title: page.seoTitle ?? page.title,
        description: page.seoDescription ?? undefined,
        alternates: Object.fromEntries(Object.entries(page.slugPaths).map(([l, p]) => [l, `/${p}`])),
        frame: {
          menuVersion: page.menuVersion,
          menuBackground: page.menuBackground,
          logoVersion: page.logoVersion,
        },
      };
      return {
        kind: "cms" as const,
        page,
        locale: ctx.locale,
        meta,
        messages: messagesFor(ctx.locale, ["store.content"]),
      };
    }
    default:
      return assertNever(path);
  }
}

/**
 * The equipment form posted without JavaScript (method POST): answered with the shareable GET URL of the
 * configuration (`?o=a,b&c=paint`), whose loader computes the total. Other pages take no posts.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = pageContext(request, context);
  const segments = pathSegments(ctx.url.pathname);
  if (!segments) notFound();
  if (classifyDynamicPath(segments).kind !== "equipment") throw methodNotAllowed();
  const form = await request.formData();
  const fields = new URLSearchParams(
    [...form.entries()].flatMap(([k, v]) =>
      (k === "o" || k === "c") && typeof v === "string" ? [[k, v]] : [],
    ),
  );
  // Keys are validated (letters, digits, underscores) but not yet resolved against the model: the GET
  // page does that, and says when something was left out.
  const query = configurationQuery(parseOptionKeys(fields), parseColourKey(fields));
  // Relative to the locale basename, which React Router adds back.
  return redirect(`${splitLocale(ctx.url.pathname).rest}${query}`, 303);
}

export default function DynamicPage({ loaderData }: Route.ComponentProps) {
  switch (loaderData.kind) {
    case "system":
      return (
        <>
          <ContentPage page={loaderData.page} locale={loaderData.locale} />
          {loaderData.requestLink && <RateRequestLink {...loaderData.requestLink} />}
        </>
      );
    case "feature":
      return (
        <FeatureNotice
          pageKey={loaderData.key}
          description={loaderData.meta.description}
          subject={loaderData.subject}
        />
      );
    case "brandModels":
      return <BrandModels brand={loaderData.brand} models={loaderData.models} german={loaderData.german} />;
    case "model":
      return (
        <WithMessages messages={loaderData.messages}>
          <ModelPage
            brand={loaderData.brand}
            model={loaderData.model}
            siblings={loaderData.siblings}
            powertrains={loaderData.powertrains}
            colours={loaderData.colours}
            colour={loaderData.colour}
            german={loaderData.german}
            currency={loaderData.currency}
          />
        </WithMessages>
      );
    case "equipment":
      return (
        <WithMessages messages={loaderData.messages}>
          <ConfiguratorEquipment
            key={`${loaderData.pathname}?${loaderData.selection.selected.join(",")}&${loaderData.colour?.key}`}
            brand={loaderData.brand}
            model={loaderData.model}
            powertrain={loaderData.powertrain}
            powertrains={loaderData.powertrains}
            options={loaderData.options}
            selection={loaderData.selection}
            colours={loaderData.colours}
            colour={loaderData.colour}
            colourDropped={loaderData.colourDropped}
            german={loaderData.german}
            currency={loaderData.currency}
            pathname={loaderData.pathname}
            origin={loaderData.origin}
          />
        </WithMessages>
      );
    case "cms":
      return <ContentPage page={loaderData.page} locale={loaderData.locale} />;
    default:
      return assertNever(loaderData);
  }
}
