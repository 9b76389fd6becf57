/**
 * account/orders/{number}: one order with its lines, totals, status, handover, payment and the invoice.
 * Database staff also confirm it (a reserved car stays reserved) or cancel it (the car is released, stock
 * restored), and open the job it created. The server checks every action again.
 */
import { data, Form, Link, useNavigation } from "react-router";
import { cancelOrder, confirmOrder, getOrderDetail } from "../../core/commerce/orders.service.server";
import { messagesFor } from "../../core/i18n/messages.server";
import { useTranslation } from "../../core/i18n/react";
import { WithMessages } from "../../core/i18n/with-messages";
import { OrderLines } from "../../features/checkout/order-lines";
import { OrderStatusBadge } from "../../features/orders/order-status";
import styles from "../../features/orders/orders.module.css";
import { accountPath } from "../../shared/account-routes";
import { dateTimeFormat } from "../../shared/intl";
import { inGroup } from "../../shared/permissions";
import { notFound, pageContext } from "../store/page-context.server";
import type { Route } from "./+types/order";
import { requireAccess } from "./guard.server";

const TIME_ZONE = "Europe/Berlin";
const ORDER_NUMBER = /^[A-Za-z0-9-]{1,40}$/;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requireAccess(request, context, "order");
  const ctx = pageContext(request, context);
  if (!ORDER_NUMBER.test(params.number)) notFound();
  const found = await getOrderDetail(ctx.services, params.number);
  if (!found.ok) notFound();
  const staff = inGroup(user, "database");
  return {
    order: found.value,
    staff,
    locale: ctx.locale,
    timeZone: TIME_ZONE,
    meta: { title: ctx.t("orders:detail.title", { number: found.value.number }), noindex: true },
    // The job link is for those who work leads (the job page checks the job itself again).
    jobLink: inGroup(user, "workflows"),
    messages: messagesFor(ctx.locale, [
      "orders",
      "checkout.summary",
      "commerce.order_status",
      "commerce.payment_method",
      "commerce.payment_status",
      "commerce.errors",
    ]),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requireAccess(request, context, "order");
  if (!inGroup(user, "database")) throw data(null, { status: 403 });
  const ctx = pageContext(request, context);
  if (!ORDER_NUMBER.test(params.number)) notFound();
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent !== "confirm" && intent !== "cancel") {
    return data({ ok: false as const, message: "orders:detail.conflict" }, { status: 400 });
  }
  // The order is the one in the address, never an id from the form.
  const found = await getOrderDetail(ctx.services, params.number);
  if (!found.ok) notFound();
  const result =
    intent === "confirm"
      ? await confirmOrder(ctx.services, found.value.id)
      : await cancelOrder(ctx.services, found.value.id);
  if (!result.ok) {
    if (result.error.code === "not_found") notFound();
    if (result.error.code === "forbidden") throw data(null, { status: 403 });
    return data({ ok: false as const, message: result.error.message }, { status: 409 });
  }
  return {
    ok: true as const,
    message: intent === "confirm" ? "orders:detail.confirmed" : "orders:detail.cancelled",
  };
}

export default function Order({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <WithMessages messages={loaderData.messages}>
      <OrderScreen d={loaderData} answer={actionData} />
    </WithMessages>
  );
}

type LoaderData = Route.ComponentProps["loaderData"];

function OrderScreen({ d, answer }: { d: LoaderData; answer: { ok: boolean; message: string } | undefined }) {
  const { t } = useTranslation("orders");
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const { order, locale } = d;
  const day = dateTimeFormat(locale, { dateStyle: "long", timeZone: d.timeZone });
  const address = (a: { street: string; houseNumber: string; zipCode: string; city: string }) =>
    `${a.street} ${a.houseNumber}, ${a.zipCode} ${a.city}`;
  const open = order.status === "placed" || order.status === "confirmed" || order.status === "ready";
  return (
    <section className={styles.screen} data-testid="order-screen">
      <p>
        <Link to={accountPath("orders")}>{d.staff ? t("detail.back_all") : t("detail.back_mine")}</Link>
      </p>
      <header className={styles.head}>
        <h1 data-testid="order-title">{t("detail.title", { number: order.number })}</h1>
        <p className="muted">
          {t("detail.placed_on", { date: day.format(new Date(order.createdAt)) })} ·{" "}
          <OrderStatusBadge status={order.status} />
        </p>
      </header>
      {answer && (
        <p className={`alert ${answer.ok ? "success" : "error"}`} role={answer.ok ? "status" : "alert"}>
          {t(answer.message)}
        </p>
      )}
      <div className={styles.detail}>
        <div className={styles.panel}>
          <h2>{d.staff ? t("detail.lines_staff") : t("detail.lines")}</h2>
          <OrderLines
            lines={order.lines}
            totals={order}
            currency={order.currency}
            locale={locale}
            testId="order-lines"
          />
          <p>
            <a href={order.invoicePath} download data-testid="invoice-link">
              {t("detail.invoice")}
            </a>
          </p>
        </div>
        <div className={styles.panel}>
          <dl className={styles.facts}>
            {d.staff && order.customer && (
              <div>
                <dt>{t("detail.customer")}</dt>
                <dd>
                  {[order.customer.firstName, order.customer.lastName].join(" ")}
                  {order.customer.companyName && (
                    <span className={styles.sub}>{order.customer.companyName}</span>
                  )}
                  <span className={styles.sub}>{order.customer.email}</span>
                  {order.customer.phone && <span className={styles.sub}>{order.customer.phone}</span>}
                </dd>
              </div>
            )}
            <div>
              <dt>{t("detail.payment")}</dt>
              <dd>
                {t(`commerce:payment_method.${order.paymentMethod}`)}
                <span className={styles.sub}>{t(`commerce:payment_status.${order.paymentStatus}`)}</span>
              </dd>
            </div>
            {order.fulfilment === "pickup" && order.location && (
              <div>
                <dt>{t("detail.pickup_at")}</dt>
                <dd>
                  {order.location.name}
                  <span className={styles.sub}>{address(order.location)}</span>
                </dd>
              </div>
            )}
            {order.fulfilment === "delivery" && order.deliveryAddress && (
              <div>
                <dt>{t("detail.delivery_to")}</dt>
                <dd>{address(order.deliveryAddress)}</dd>
              </div>
            )}
            {order.note && (
              <div>
                <dt>{t("detail.note")}</dt>
                <dd>{order.note}</dd>
              </div>
            )}
          </dl>
          {d.jobLink && order.jobId !== null && order.workflowId !== null && (
            <p>
              <Link
                to={accountPath("job", { workflowId: String(order.workflowId), jobId: String(order.jobId) })}
                data-testid="order-job-link"
              >
                {t("detail.job")}
              </Link>
            </p>
          )}
          {d.staff && open && (
            <div className={styles.actionForm}>
              <h2>{t("detail.actions")}</h2>
              {order.status === "placed" && (
                <Form method="post" className={styles.actionForm}>
                  <button
                    type="submit"
                    name="intent"
                    value="confirm"
                    className="button"
                    disabled={busy}
                    data-testid="order-confirm"
                  >
                    {t("detail.confirm")}
                  </button>
                  <p className={styles.muted}>{t("detail.confirm_hint")}</p>
                </Form>
              )}
              <Form method="post" className={styles.actionForm}>
                <button
                  type="submit"
                  name="intent"
                  value="cancel"
                  className={`button ${styles.danger}`}
                  disabled={busy}
                  data-testid="order-cancel"
                >
                  {t("detail.cancel")}
                </button>
                <p className={styles.muted}>{t("detail.cancel_hint")}</p>
              </Form>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
