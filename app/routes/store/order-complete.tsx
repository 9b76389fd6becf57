/**
 * orderComplete: the thanks for an order this visitor (cookie) or user has just placed, with its
 * number, lines, total and what happens next. Without an order, or with someone else's number, there is
 * nothing to thank for: the page says so (404 for a number that is not the visitor's).
 * `orderComplete/{token}` is the link of a guest's order mails: the order as it stands, read-only, in
 * any browser; an unknown or expired token says so.
 */
import { data, Link } from "react-router";
import { cartOwnerOf } from "../../core/commerce/cart-owner.server";
import { awaitsHoldConfirmation } from "../../core/commerce/order-hold.service.server";
import { getOrderByMailLink, getPlacedOrder } from "../../core/commerce/orders.service.server";
import { PROVISIONAL_HOLD_MINUTES } from "../../core/commerce/reservation-rules";
import { messagesFor } from "../../core/i18n/messages.server";
import { useTranslation } from "../../core/i18n/react";
import styles from "../../features/checkout/checkout.module.css";
import { NextSteps } from "../../features/checkout/next-steps";
import { OrderLines } from "../../features/checkout/order-lines";
import { OrderStatusBadge, PaymentStatusBadge } from "../../features/orders/order-status";
import { accountPath } from "../../shared/account-routes";
import { routePath } from "../../shared/route-table";
import type { PageMeta } from "../../ui/site-data";
import type { Route } from "./+types/order-complete";
import { pageContext } from "./page-context.server";

const ORDER_NUMBER = /^[A-Za-z0-9-]{1,40}$/;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const ctx = pageContext(request, context);
  const base = {
    locale: ctx.locale,
    signedIn: context.user !== null,
    messages: messagesFor(ctx.locale, [
      "checkout.complete",
      "checkout.summary",
      "commerce.order_status",
      "commerce.payment_status",
    ]),
  };
  const none = {
    ...base,
    order: null,
    usedCar: false,
    holdMinutes: null as number | null,
    /** Opened through an order mail's link (`orderComplete/{token}`): the order as it stands now. */
    fromMail: params.token !== undefined,
    meta: { title: ctx.t("checkout:complete.none_title"), noindex: true } satisfies PageMeta,
  };
  let found: Awaited<ReturnType<typeof getPlacedOrder>> | null = null;
  if (params.token !== undefined) {
    // The link of an order mail, in whatever browser the buyer reads it: the token opens the order.
    found = await getOrderByMailLink(ctx.services, params.token);
  } else {
    const number = ctx.url.searchParams.get("order");
    if (!number) return none;
    const owner = cartOwnerOf(request.headers.get("cookie"), context.user);
    found = ORDER_NUMBER.test(number) ? await getPlacedOrder(ctx.services, owner, number) : null;
  }
  if (!found?.ok) return data(none, { status: 404 });
  const order = found.value;
  const usedCar = order.lines.some((l) => l.kind === "used_car");
  return {
    ...base,
    order,
    usedCar,
    fromMail: none.fromMail,
    // A guest's car is held only until the order mail's link is used (docs/decisions/0045-abuse-limits.md).
    holdMinutes:
      usedCar && (await awaitsHoldConfirmation(ctx.services, order.id)) ? PROVISIONAL_HOLD_MINUTES : null,
    meta: {
      title: none.fromMail
        ? ctx.t("checkout:complete.view_title", { number: order.number })
        : ctx.t("pages:orderComplete.title"),
      noindex: true,
    } satisfies PageMeta,
  };
}

export default function OrderComplete({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("checkout");
  const { order, locale, signedIn } = loaderData;
  if (!order) {
    return (
      <div className="container page narrow" data-testid="order-complete-none">
        <h1>{t(loaderData.fromMail ? "complete.link_invalid_title" : "complete.none_title")}</h1>
        <p className="lead">{t(loaderData.fromMail ? "complete.link_invalid_text" : "complete.none_text")}</p>
        <div className="actions">
          <Link className="button" to="/">
            {t("complete.home")}
          </Link>
          <Link className="button secondary" to={routePath("shop", locale)}>
            {t("complete.shop")}
          </Link>
          {signedIn && <Link to={accountPath("orders")}>{t("complete.account")}</Link>}
        </div>
      </div>
    );
  }
  return (
    <div className="container page narrow" data-testid="order-complete">
      {loaderData.fromMail ? (
        <>
          <h1>{t("complete.view_title", { number: order.number })}</h1>
          <p className="lead" data-testid="order-state">
            {t("complete.view_state")} <OrderStatusBadge status={order.status} />{" "}
            <PaymentStatusBadge status={order.paymentStatus} />
          </p>
        </>
      ) : (
        <>
          <h1>{t("pages:orderComplete.title")}</h1>
          {order.customer?.email && (
            <p className="lead">{t("complete.lead", { email: order.customer.email })}</p>
          )}
        </>
      )}
      <div className="alert success" role="status">
        <p className={styles.flush}>{t("complete.number")}</p>
        <p className={`${styles.flush} ${styles.orderNumber}`} data-testid="order-number">
          {order.number}
        </p>
      </div>
      <h2>{t("complete.next")}</h2>
      <NextSteps
        order={order}
        locale={locale}
        usedCar={loaderData.usedCar}
        holdMinutes={loaderData.holdMinutes}
      />
      <h2>{t("summary.title")}</h2>
      <div className={styles.summary}>
        <OrderLines lines={order.lines} totals={order} currency={order.currency} locale={locale} />
      </div>
      <div className="actions">
        {signedIn && (
          <Link className="button" to={accountPath("orders")} data-testid="to-account-orders">
            {t("complete.account")}
          </Link>
        )}
        <Link className={signedIn ? "button secondary" : "button"} to={routePath("shop", locale)}>
          {t("complete.shop")}
        </Link>
      </div>
    </div>
  );
}
