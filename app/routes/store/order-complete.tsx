/**
 * orderComplete (spec 2): the thanks for an order this visitor (cookie) or user has just placed, with its
 * number, lines, total and what happens next. Without an order, or with someone else's number, there is
 * nothing to thank for: the page says so (404 for a number that is not the visitor's).
 */
import { data, Link } from "react-router";
import { messagesFor } from "../../core/i18n/messages.server";
import { useTranslation } from "../../core/i18n/react";
import { DEFAULT_TIME_ZONE } from "../../core/leads/jobs.service.server";
import styles from "../../features/checkout/checkout.module.css";
import { cartOwnerOf, getPlacedOrder } from "../../features/checkout/commerce-contract.server";
import { NextSteps } from "../../features/checkout/next-steps";
import { OrderLines } from "../../features/checkout/order-lines";
import { accountPath } from "../../shared/account-routes";
import { routePath } from "../../shared/route-table";
import type { PageMeta } from "../../ui/site-data";
import type { Route } from "./+types/order-complete";
import { pageContext } from "./page-context.server";

const ORDER_NUMBER = /^[A-Za-z0-9-]{1,40}$/;

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = pageContext(request, context);
  const meta: PageMeta = { title: ctx.t("checkout:complete.title"), noindex: true };
  const base = {
    locale: ctx.locale,
    signedIn: context.user !== null,
    timeZone: DEFAULT_TIME_ZONE,
    messages: messagesFor(ctx.locale, ["checkout.complete", "checkout.summary"]),
  };
  const number = ctx.url.searchParams.get("order");
  if (!number) {
    return { ...base, order: null, meta: { ...meta, title: ctx.t("checkout:complete.none_title") } };
  }
  const owner = cartOwnerOf(request.headers.get("cookie"), context.user);
  const found = ORDER_NUMBER.test(number) ? await getPlacedOrder(ctx.services, owner, number) : null;
  if (!found?.ok) {
    return data(
      { ...base, order: null, meta: { ...meta, title: ctx.t("checkout:complete.none_title") } },
      { status: 404 },
    );
  }
  return { ...base, order: found.value, meta };
}

export default function OrderComplete({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("checkout");
  const { order, locale } = loaderData;
  if (!order) {
    return (
      <div className="container page narrow" data-testid="order-complete-none">
        <h1>{t("complete.none_title")}</h1>
        <p className="lead">{t("complete.none_text")}</p>
        <div className="actions">
          <Link className="button" to="/">
            {t("complete.home")}
          </Link>
          <Link className="button secondary" to={routePath("shop", locale)}>
            {t("complete.shop")}
          </Link>
          {loaderData.signedIn && <Link to={accountPath("orders")}>{t("complete.account")}</Link>}
        </div>
      </div>
    );
  }
  return (
    <div className="container page narrow" data-testid="order-complete">
      <h1>{t("complete.title")}</h1>
      <p className="lead">{t("complete.lead", { email: order.customer.email })}</p>
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
        timeZone={loaderData.timeZone}
        invoiceHref={`/api/account/orders/${encodeURIComponent(order.number)}/invoice.pdf`}
      />
      <h2>{t("summary.title")}</h2>
      <div className={styles.summary}>
        <OrderLines lines={order.lines} totals={order} currency={order.currency} locale={locale} />
      </div>
      <div className="actions">
        {loaderData.signedIn && (
          <Link className="button" to={accountPath("orders")}>
            {t("complete.account")}
          </Link>
        )}
        <Link className={loaderData.signedIn ? "button secondary" : "button"} to={routePath("shop", locale)}>
          {t("complete.shop")}
        </Link>
      </div>
    </div>
  );
}
