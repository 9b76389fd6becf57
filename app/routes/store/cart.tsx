import { data, Link, redirect, useFetchers } from "react-router";
import {
  addToCart,
  getCart,
  removeCartLine,
  setCartLineQuantity,
} from "../../core/commerce/cart.service.server";
import { cartOwnerOf, ensureCartOwner } from "../../core/commerce/cart-owner.server";
import { addToCartSchema, MAX_LINE_QUANTITY, setQuantitySchema } from "../../core/commerce/cart-schema";
import type { Cart } from "../../core/commerce/cart-types";
import { messagesFor } from "../../core/i18n/messages.server";
import { useTranslation } from "../../core/i18n/react";
import { WithMessages } from "../../core/i18n/with-messages";
import type { CartAnswer } from "../../features/cart/add-to-cart-form";
import styles from "../../features/cart/cart.module.css";
import { CART_FORM_MESSAGES, cartFailure, cartRefusal, issueKey } from "../../features/cart/cart-errors";
import { addInputOf, cartFormMetaSchema, lineIdSchema, setInputOf } from "../../features/cart/cart-form";
import { CartLineRow } from "../../features/cart/cart-line-row";
import { withAddedParam } from "../../features/cart/cart-params";
import { CartTotals } from "../../features/cart/cart-totals";
import { actionSuccess } from "../../shared/action-result";
import { withActionHeaders } from "../../shared/headers";
import { splitLocale } from "../../shared/locale-path";
import type { Locale } from "../../shared/locales";
import { routePath } from "../../shared/route-table";
import { redirectInBasename } from "../../shared/safe-redirect";
import type { PageMeta } from "../../ui/site-data";
import type { Route } from "./+types/cart";
import { notFound, pageContext } from "./page-context.server";

const PRIVATE = { "Cache-Control": "private, no-store" };

/** `?notice=` after a change sent without JavaScript. */
const NOTICES = ["updated", "removed"] as const;
type Notice = (typeof NOTICES)[number];

/** The visitor's cart (`cart` / `warenkorb`): personal, never indexed or cached for others. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!context.project.features.shop) notFound();
  const ctx = pageContext(request, context);
  const owner = cartOwnerOf(request.headers.get("cookie"), context.user);
  const cart = await getCart(ctx.services, owner);
  const asked = ctx.url.searchParams.get("notice");
  const notice = NOTICES.find((n) => n === asked) ?? null;
  const meta: PageMeta = { title: ctx.t("cart:page.title"), noindex: true };
  return data(
    {
      meta,
      cart,
      notice,
      locale: ctx.locale,
      messages: messagesFor(ctx.locale, ["cart", ...CART_FORM_MESSAGES]),
    },
    { headers: PRIVATE },
  );
}

export function headers({ actionHeaders, parentHeaders, loaderHeaders }: Route.HeadersArgs) {
  return withActionHeaders(withActionHeaders(parentHeaders, loaderHeaders), actionHeaders);
}

/**
 * Every cart form of the site posts here: `intent=add` (shop, configurator, car page), `set` and
 * `remove` (this page). The input is checked with the core's schemas (400 with a catalogue key when it
 * does not fit, never 500). With `redirectTo` (a browser without JavaScript) the browser goes back there
 * (`?added=1` after adding, `?notice=` here); without it (a fetcher) the answer is the new count.
 * Adding is the only change that may give an anonymous visitor the visitor cookie.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (!context.project.features.shop) notFound();
  const ctx = pageContext(request, context);
  const form = await request.formData();
  const headers = new Headers(PRIVATE);
  const meta = cartFormMetaSchema.safeParse({
    intent: form.get("intent"),
    redirectTo: form.get("redirectTo") ?? undefined,
  });
  if (!meta.success) return cartRefusal("cart:errors.invalid", headers);
  const { intent, redirectTo } = meta.data;
  const cookie = request.headers.get("cookie");

  let cart: Cart;
  if (intent === "add") {
    const input = addToCartSchema.safeParse(addInputOf(form));
    if (!input.success) return cartRefusal(issueKey(input.error.issues, "cart:errors.invalid"), headers);
    const { owner, setCookie } = ensureCartOwner(cookie, context.user, context.secureCookies);
    const result = await addToCart(ctx.services, owner, input.data);
    if (!result.ok) return cartFailure(result.error, "add", headers);
    if (setCookie) headers.append("Set-Cookie", setCookie);
    cart = result.value;
  } else {
    const owner = cartOwnerOf(cookie, context.user);
    const { lineId, quantity } = setInputOf(form);
    const line = lineIdSchema.safeParse(lineId);
    if (!line.success) return cartRefusal("cart:errors.invalid", headers);
    if (!owner) return cartFailure({ code: "not_found" }, intent, headers);
    if (intent === "set") {
      const parsed = setQuantitySchema.safeParse({ quantity });
      if (!parsed.success) return cartRefusal("cart:errors.quantity", headers, { max: MAX_LINE_QUANTITY });
      const result = await setCartLineQuantity(ctx.services, owner, line.data, parsed.data.quantity);
      if (!result.ok) return cartFailure(result.error, "set", headers);
      cart = result.value;
    } else {
      const result = await removeCartLine(ctx.services, owner, line.data);
      if (!result.ok) return cartFailure(result.error, "remove", headers);
      cart = result.value;
    }
  }

  if (redirectTo) {
    const notice: Notice = intent === "remove" ? "removed" : "updated";
    const target =
      intent === "add" ? withAddedParam(redirectTo) : `${routePath("cart", ctx.locale)}?notice=${notice}`;
    // Relative to the locale basename, which React Router adds back (a prefix in the target is taken off).
    const prefix = splitLocale(ctx.url.pathname).locale;
    throw redirect(intent === "add" ? redirectInBasename(target, prefix, context.origin) : target, {
      status: 303,
      headers,
    });
  }
  return actionSuccess(null, { count: cart.count }, { headers });
}

function EmptyCart({ locale }: { locale: Locale }) {
  const { t } = useTranslation("cart");
  return (
    <div className={`alert ${styles.empty}`} data-testid="cart-empty">
      <h2 className={styles.emptyTitle}>{t("page.empty_title")}</h2>
      <p>{t("page.empty_text")}</p>
      <div className="actions">
        <Link className="button" to={routePath("cars", locale)}>
          {t("page.empty_used")}
        </Link>
        <Link className="button secondary" to={routePath("selectBrand", locale)}>
          {t("page.empty_new")}
        </Link>
        <Link className="button secondary" to={routePath("shop", locale)}>
          {t("page.empty_shop")}
        </Link>
      </div>
    </div>
  );
}

function CartView({
  loaderData,
  actionData,
}: {
  loaderData: Route.ComponentProps["loaderData"];
  actionData: CartAnswer | undefined;
}) {
  const { t } = useTranslation("cart");
  const { cart, locale, notice } = loaderData;
  // While a line is being changed the totals are the old ones: say so to assistive technology.
  const busy = useFetchers().some((f) => f.key.startsWith("cart-line-") && f.state !== "idle");
  const error = actionData && !actionData.ok ? actionData : null;
  return (
    <div className="container page" data-testid="cart-page">
      <h1>{t("page.title")}</h1>
      {cart.lines.length > 0 && (
        <p className="lead" data-testid="cart-count">
          {t("page.count", { count: cart.count })} · {t("page.lead")}
        </p>
      )}
      {error && (
        <p className="alert error" role="alert" data-testid="cart-error">
          {t(error.message ?? "errors.invalid", error.vars)}
        </p>
      )}
      {notice && !error && (
        <p className="alert success" role="status" data-testid="cart-notice">
          {t(`page.${notice}`)}
        </p>
      )}
      {cart.lines.length === 0 ? (
        <EmptyCart locale={locale} />
      ) : (
        <div className={styles.layout}>
          <ul className={styles.lines} aria-label={t("page.lines_label")} data-testid="cart-lines">
            {cart.lines.map((line) => (
              <CartLineRow key={line.id} line={line} currency={cart.currency} locale={locale} />
            ))}
          </ul>
          <CartTotals cart={cart} locale={locale} busy={busy} />
        </div>
      )}
    </div>
  );
}

export default function CartPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <WithMessages messages={loaderData.messages}>
      <CartView loaderData={loaderData} actionData={actionData as CartAnswer | undefined} />
    </WithMessages>
  );
}
