/**
 * account/orders/{number}: one order with its lines, totals, status, handover, payment and the invoice.
 * Database staff also move it on (confirm, paid, ready, handed over, cancel: only what the order's state
 * allows, order-transitions.ts), see its documents, add an ingoing invoice (PDF) and mark documents.
 * The server checks every action again; the customer is mailed by the service.
 */
import { Form, Link, useNavigation } from "react-router";
import {
  documentsOfOrder,
  setDocumentFlags,
  uploadOrderInvoice,
} from "../../core/commerce/documents.service.server";
import { availableActions, isOrderAction, type OrderAction } from "../../core/commerce/order-transitions";
import { changeOrder, getOrderDetail } from "../../core/commerce/orders.service.server";
import { messagesFor } from "../../core/i18n/messages.server";
import { useTranslation } from "../../core/i18n/react";
import { WithMessages } from "../../core/i18n/with-messages";
import { OrderLines } from "../../features/checkout/order-lines";
import { OrderDocuments } from "../../features/orders/order-documents";
import { OrderStatusBadge, PaymentStatusBadge } from "../../features/orders/order-status";
import styles from "../../features/orders/orders.module.css";
import { accountPath } from "../../shared/account-routes";
import {
  type ActionFailure,
  type ActionSuccess,
  actionFailure,
  actionRefusal,
  actionSuccess,
} from "../../shared/action-result";
import { projectTimeZone } from "../../shared/date-time";
import { dateTimeFormat } from "../../shared/intl";
import { inGroup } from "../../shared/permissions";
import { notFound, pageContext } from "../store/page-context.server";
import type { Route } from "./+types/order";
import { requireAccess } from "./guard.server";

const ORDER_NUMBER = /^[A-Za-z0-9-]{1,40}$/;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requireAccess(request, context, "order");
  const ctx = pageContext(request, context);
  if (!ORDER_NUMBER.test(params.number)) notFound();
  const found = await getOrderDetail(ctx.services, params.number);
  if (!found.ok) notFound();
  const staff = inGroup(user, "database");
  const order = found.value;
  return {
    order,
    staff,
    actions: staff ? availableActions(order) : [],
    documents: staff ? await documentsOfOrder(ctx.services, order.id) : [],
    locale: ctx.locale,
    timeZone: projectTimeZone(context.project),
    meta: { title: ctx.t("orders:detail.title", { number: order.number }), noindex: true },
    // The job link is for those who work leads (the job page checks the job itself again).
    jobLink: inGroup(user, "workflows"),
    messages: messagesFor(ctx.locale, [
      "orders",
      "checkout.summary",
      "commerce.order_status",
      "commerce.payment_method",
      "commerce.payment_status",
      "commerce.errors",
      "validation",
    ]),
  };
}

/** Which of the page's forms an answer belongs to. */
type AnswerForm = "upload" | "status" | "document";
type ActionAnswer = ActionSuccess<{ form: AnswerForm }> | ActionFailure<{ form: AnswerForm }>;

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requireAccess(request, context, "order");
  if (!inGroup(user, "database")) throw actionRefusal("forbidden");
  const ctx = pageContext(request, context);
  if (!ORDER_NUMBER.test(params.number)) notFound();
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return actionFailure(
      { code: "invalid" },
      { message: "orders:documents.errors.file_type", extra: { form: "upload" as AnswerForm } },
    );
  }
  const intent = form.get("intent");
  if (intent === "upload") {
    const input = {
      number: form.get("number") ?? undefined,
      amount: form.get("amount") ?? undefined,
      currency: form.get("currency") ?? undefined,
    };
    const values = Object.fromEntries(
      Object.entries(input).flatMap(([k, v]) => (typeof v === "string" ? [[k, v.slice(0, 200)]] : [])),
    );
    const saved = await uploadOrderInvoice(ctx.services, params.number, input, form.get("file"));
    if (!saved.ok) {
      if (saved.error.code === "not_found") notFound();
      if (saved.error.code === "forbidden") throw actionRefusal("forbidden");
      return actionFailure(saved.error, {
        message: saved.error.message ?? "orders:documents.errors.summary",
        values,
        extra: { form: "upload" as AnswerForm },
      });
    }
    return actionSuccess("orders:documents.upload.done", { form: "upload" as AnswerForm });
  }
  // The order is the one in the address, never an id from the form.
  const found = await getOrderDetail(ctx.services, params.number);
  if (!found.ok) notFound();
  if (intent === "document") {
    const id = Number(form.get("documentId"));
    const flag = form.get("flag");
    const flags =
      flag === "mark_errors"
        ? { hasErrors: true }
        : flag === "clear_errors"
          ? { hasErrors: false }
          : flag === "withdraw"
            ? { isActive: false }
            : flag === "restore"
              ? { isActive: true }
              : null;
    // Only this order's documents are changed from its page.
    const own = (await documentsOfOrder(ctx.services, found.value.id)).some((d) => d.id === id);
    if (!flags || !own) {
      return actionFailure(
        { code: "invalid" },
        { message: "orders:detail.conflict", extra: { form: "document" as AnswerForm } },
      );
    }
    const done = await setDocumentFlags(ctx.services, id, flags);
    if (!done.ok) notFound();
    return actionSuccess("orders:documents.flag.done", { form: "document" as AnswerForm });
  }
  if (!isOrderAction(intent)) {
    return actionFailure(
      { code: "invalid" },
      { message: "orders:detail.conflict", extra: { form: "status" as AnswerForm } },
    );
  }
  const result = await changeOrder(ctx.services, found.value.id, intent, { origin: context.origin });
  if (!result.ok) {
    if (result.error.code === "not_found") notFound();
    if (result.error.code === "forbidden") throw actionRefusal("forbidden");
    return actionFailure(result.error, {
      message: result.error.message ?? "orders:detail.conflict",
      extra: { form: "status" as AnswerForm },
    });
  }
  return actionSuccess(`orders:detail.done.${intent}`, { form: "status" as AnswerForm });
}

export default function Order({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <WithMessages messages={loaderData.messages}>
      <OrderScreen d={loaderData} answer={actionData as ActionAnswer | undefined} />
    </WithMessages>
  );
}

type LoaderData = Route.ComponentProps["loaderData"];

function OrderScreen({ d, answer }: { d: LoaderData; answer: ActionAnswer | undefined }) {
  const { t } = useTranslation("orders");
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const { order, locale } = d;
  const day = dateTimeFormat(locale, { dateStyle: "long", timeZone: d.timeZone });
  const address = (a: { street: string; houseNumber: string; zipCode: string; city: string }) =>
    `${a.street} ${a.houseNumber}, ${a.zipCode} ${a.city}`;
  const statusAnswer = answer && answer.form !== "upload" ? answer : undefined;
  return (
    <section className={styles.screen} data-testid="order-screen">
      <p>
        <Link to={accountPath("orders")}>{d.staff ? t("detail.back_all") : t("detail.back_mine")}</Link>
      </p>
      <header className={styles.head}>
        <h1 data-testid="order-title">{t("detail.title", { number: order.number })}</h1>
        <p className="muted">
          {t("detail.placed_on", { date: day.format(new Date(order.createdAt)) })} ·{" "}
          <OrderStatusBadge status={order.status} /> <PaymentStatusBadge status={order.paymentStatus} />
        </p>
      </header>
      {statusAnswer && (
        <p
          className={`alert ${statusAnswer.ok ? "success" : "error"}`}
          role={statusAnswer.ok ? "status" : "alert"}
          data-testid="order-answer"
        >
          {t(statusAnswer.message ?? "detail.conflict")}
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
            {order.invoicePath ? (
              <a href={order.invoicePath} download data-testid="invoice-link">
                {t("detail.invoice")}
              </a>
            ) : (
              <span data-testid="invoice-later">{t("detail.invoice_later")}</span>
            )}
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
                <span className={styles.sub} data-testid="order-payment-status">
                  {t(`commerce:payment_status.${order.paymentStatus}`)}
                </span>
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
            {order.deliveryAddress && (
              <div data-testid="order-address">
                <dt>
                  {order.fulfilment === "delivery"
                    ? t("detail.delivery_to")
                    : t("checkout:summary.postal_address")}
                </dt>
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
          {d.staff && (
            <div className={styles.actionForm} data-testid="order-actions">
              <h2>{t("detail.actions")}</h2>
              {d.actions.length === 0 && <p className={styles.muted}>{t("detail.no_actions")}</p>}
              {d.actions.map((a: OrderAction) => (
                <Form method="post" className={styles.actionForm} key={a}>
                  <button
                    type="submit"
                    name="intent"
                    value={a}
                    className={`button ${a === "cancel" ? styles.danger : ""}`}
                    disabled={busy}
                    data-testid={`order-${a.replace("_", "-")}`}
                  >
                    {t(`detail.action.${a}`)}
                  </button>
                  <p className={styles.muted}>{t(`detail.hint.${a}`)}</p>
                </Form>
              ))}
            </div>
          )}
        </div>
      </div>
      {d.staff && (
        <OrderDocuments
          documents={d.documents}
          currency={order.currency}
          locale={locale}
          timeZone={d.timeZone}
          busy={busy}
          answer={answer?.form === "upload" ? answer : undefined}
        />
      )}
    </section>
  );
}
