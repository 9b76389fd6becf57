import { Form, Link, redirect } from "react-router";
import { addToCart } from "../../core/commerce/cart.service.server";
import { ensureCartOwner } from "../../core/commerce/cart-owner.server";
import { addToCartSchema } from "../../core/commerce/cart-schema";
import { listShopItems } from "../../core/commerce/shop.service.server";
import { messagesFor } from "../../core/i18n/messages.server";
import { useTranslation } from "../../core/i18n/react";
import { WithMessages } from "../../core/i18n/with-messages";
import { CART_FORM_MESSAGES, cartFailure, cartRefusal, issueKey } from "../../features/cart/cart-errors";
import { addInputOf, cartFormMetaSchema } from "../../features/cart/cart-form";
import { withAddedParam } from "../../features/cart/cart-params";
import { SERVICE_LINK_MESSAGES, ServiceLinks } from "../../features/service-links/service-links";
import styles from "../../features/shop/shop.module.css";
import { ShopItemCard } from "../../features/shop/shop-item-card";
import { parseShopQuery } from "../../features/shop/shop-query";
import { type ShopQuery, shopSearch } from "../../features/shop/shop-url";
import { actionSuccess } from "../../shared/action-result";
import { withActionHeaders } from "../../shared/headers";
import { splitLocale } from "../../shared/locale-path";
import { routePath } from "../../shared/route-table";
import { redirectInBasename } from "../../shared/safe-redirect";
import type { PageMeta } from "../../ui/site-data";
import type { Route } from "./+types/shop";
import { notFound, pageContext } from "./page-context.server";

/**
 * The shop (`shop`): the dealer's accessories and services by category (`?category=`) and
 * search (`?q=`), both in the URL and usable without JavaScript.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!context.project.features.shop) notFound();
  const ctx = pageContext(request, context);
  const query = parseShopQuery(ctx.url.searchParams);
  const { items, categories } = await listShopItems(ctx.services, query);
  const meta: PageMeta = {
    title: ctx.t("shop:title"),
    description: ctx.t("shop:meta_description", { name: context.project.name }),
    // Searches and categories are views of the one shop page.
    noindex: Boolean(query.q || query.category),
  };
  return {
    meta,
    items,
    categories,
    query,
    currency: context.project.currency,
    locale: ctx.locale,
    messages: messagesFor(ctx.locale, [
      "shop",
      "items.shop",
      ...CART_FORM_MESSAGES,
      ...SERVICE_LINK_MESSAGES,
    ]),
  };
}

export function headers({ actionHeaders, parentHeaders, loaderHeaders }: Route.HeadersArgs) {
  return withActionHeaders(withActionHeaders(parentHeaders, loaderHeaders), actionHeaders);
}

/**
 * "Add to cart" on an item card: checked with the core's schema (only items here), added, then back to
 * the same shop view with `?added=<item>#item-<item>` (no JavaScript), or the new count (the fetcher).
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (!context.project.features.shop) notFound();
  const ctx = pageContext(request, context);
  const form = await request.formData();
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  const invalid = () => cartRefusal("cart:errors.invalid", headers);
  const meta = cartFormMetaSchema.safeParse({
    intent: form.get("intent"),
    redirectTo: form.get("redirectTo") ?? undefined,
  });
  if (!meta.success || meta.data.intent !== "add") return invalid();
  const input = addToCartSchema.safeParse(addInputOf(form));
  if (!input.success) return cartRefusal(issueKey(input.error.issues, "cart:errors.invalid"), headers);
  if (input.data.kind !== "item") return invalid();
  const { owner, setCookie } = ensureCartOwner(
    request.headers.get("cookie"),
    context.user,
    context.secureCookies,
  );
  const result = await addToCart(ctx.services, owner, input.data);
  if (!result.ok) return cartFailure(result.error, "add", headers);
  if (setCookie) headers.append("Set-Cookie", setCookie);
  const { redirectTo } = meta.data;
  if (redirectTo) {
    // A variant is added from its item's card: back to that card.
    const card = String(form.get("card") ?? "");
    const itemId = /^[0-9a-f-]{36}$/.test(card) ? card : input.data.itemId;
    const prefix = splitLocale(ctx.url.pathname).locale;
    const target = `${withAddedParam(redirectTo, itemId)}#item-${itemId}`;
    throw redirect(redirectInBasename(target, prefix, context.origin), { status: 303, headers });
  }
  return actionSuccess(null, { count: result.value.count }, { headers });
}

function ShopView({ loaderData }: { loaderData: Route.ComponentProps["loaderData"] }) {
  const { t } = useTranslation("shop");
  const { items, categories, query, currency, locale } = loaderData;
  const shop = routePath("shop", locale);
  const total = categories.reduce((n, c) => n + c.count, 0);
  const chip = (key: string, count: number, to: ShopQuery, current: boolean) => (
    <li key={key}>
      <Link
        to={`${shop}${shopSearch(to)}`}
        className={styles.chip}
        aria-current={current ? "page" : undefined}
        data-testid={`shop-category-${key}`}
        preventScrollReset
      >
        {t(`category.${key}`)}
        <span className={styles.chipCount}>{count}</span>
      </Link>
    </li>
  );
  return (
    <div className="container page" data-testid="shop-page">
      <h1>{t("title")}</h1>
      <p className="lead">{t("lead")}</p>
      <div className={styles.toolbar}>
        <nav aria-label={t("categories_label")}>
          <ul className={styles.chips}>
            {chip("all", total, { q: query.q }, !query.category)}
            {categories
              .filter((c) => c.count > 0 || c.key === query.category)
              .map((c) => chip(c.key, c.count, { category: c.key, q: query.q }, c.key === query.category))}
          </ul>
        </nav>
        <Form method="get" action={shop} role="search" className={styles.search} data-testid="shop-search">
          {query.category && <input type="hidden" name="category" value={query.category} />}
          <label htmlFor="shop-q" className="visually-hidden">
            {t("search.label")}
          </label>
          <input
            id="shop-q"
            type="search"
            name="q"
            defaultValue={query.q ?? ""}
            maxLength={100}
            placeholder={t("search.label")}
            key={query.q ?? ""}
          />
          <button type="submit" className="button">
            {t("search.submit")}
          </button>
        </Form>
      </div>
      <p className={styles.results} role="status" data-testid="shop-results">
        {query.q
          ? t("search.results_for", { count: items.length, q: query.q })
          : t("search.results", { count: items.length })}
        {query.q && (
          <Link to={`${shop}${shopSearch({ category: query.category })}`}>{t("search.clear")}</Link>
        )}
      </p>
      {items.length === 0 ? (
        <div className={`alert ${styles.none}`} data-testid="shop-empty">
          <h2>{t("search.none_title")}</h2>
          <p>{t("search.none_text")}</p>
          <Link className="button secondary" to={shop}>
            {t("search.show_all")}
          </Link>
        </div>
      ) : (
        <ul className={styles.grid} aria-label={t("item.items_label")} data-testid="shop-items">
          {items.map((item) => (
            <ShopItemCard
              key={item.id}
              item={item}
              currency={currency}
              locale={locale}
              action={`${shop}${shopSearch(query)}`}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

export default function ShopPage({ loaderData }: Route.ComponentProps) {
  return (
    <WithMessages messages={loaderData.messages}>
      <ShopView loaderData={loaderData} />
      <ServiceLinks current="shop" title="more_services" />
    </WithMessages>
  );
}
