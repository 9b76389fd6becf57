/**
 * The order a job carries, on the job page (decision 0049): number, state, payment, total,
 * the used car's reservation, the lines and documents (each downloads through one path), and the
 * changes the order's state allows, for whoever may work the job (the server checks again). Each
 * change is a form of its own posting to the job page (intent `order`), so it works without JavaScript.
 */
import { Form } from "react-router";
import type { JobOrderPanel } from "../../core/commerce/job-order.service.server";
import { useTranslation } from "../../core/i18n/react";
import { dateTimeFormat } from "../../shared/intl";
import type { Locale } from "../../shared/locales";
import { formatMoney } from "../catalog/format";
import { OrderStatusBadge, PaymentStatusBadge } from "../orders/order-status";
import styles from "./order-panel.module.css";

export function OrderPanel({
  order,
  locale,
  timeZone,
  busy,
}: {
  order: JobOrderPanel;
  locale: Locale;
  timeZone: string;
  busy: boolean;
}) {
  const { t } = useTranslation("jobs");
  const when = dateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone });
  const money = (minor: number) => formatMoney(minor, order.currency, locale);
  const r = order.reservation;
  return (
    <section aria-labelledby="job-order" data-testid="job-order" data-status={order.status}>
      <div className={styles.head}>
        <h2 id="job-order">{t("order_panel.title", { number: order.number })}</h2>
        <div className={styles.badges}>
          <OrderStatusBadge status={order.status} />
          <PaymentStatusBadge status={order.paymentStatus} />
        </div>
      </div>
      <dl className={styles.facts}>
        <dt>{t("order_panel.placed")}</dt>
        <dd>
          <time dateTime={order.createdAt}>{when.format(new Date(order.createdAt))}</time>
        </dd>
        <dt>{t("order_panel.total")}</dt>
        <dd data-testid="job-order-total">{money(order.totalMinor)}</dd>
        <dt>{t("order_panel.payment")}</dt>
        <dd>{t(`commerce:payment_method.${order.paymentMethod}`)}</dd>
        <dt>{t("order_panel.fulfilment")}</dt>
        <dd>{t(`commerce:fulfilment.${order.fulfilment}`)}</dd>
        {r && (
          <>
            <dt>{t("order_panel.reservation")}</dt>
            <dd data-testid="job-order-reservation" data-state={r.state}>
              {r.state === "held" ? (
                <>
                  {t("order_panel.reserved_until")}{" "}
                  <time dateTime={r.until}>{when.format(new Date(r.until))}</time>
                </>
              ) : (
                t(`order_panel.reservation_${r.state}`)
              )}
            </dd>
          </>
        )}
      </dl>
      {order.status === "placed" && (
        <p className={styles.warning} data-testid="job-order-pending">
          {t("order_panel.pending")}
        </p>
      )}
      {order.status === "cancelled" && <p className={styles.muted}>{t("order_panel.cancelled")}</p>}

      <h3 className={styles.h3}>{t("order_panel.lines")}</h3>
      <ul className={styles.lines}>
        {order.lines.map((l, i) => (
          <li key={i}>
            <span>
              {l.quantity} × {[l.brandName, l.name].filter(Boolean).join(" ")}
              {l.variant ? ` (${l.variant})` : ""}
            </span>
            <span>{money(l.totalMinor)}</span>
          </li>
        ))}
      </ul>

      <h3 className={styles.h3}>{t("order_panel.documents")}</h3>
      {order.documents.length === 0 ? (
        <p className={styles.muted} data-testid="job-order-no-documents">
          {t("order_panel.no_documents")}
        </p>
      ) : (
        <ul className={styles.docs}>
          {order.documents.map((doc) => (
            <li key={doc.id} data-testid="job-order-document" data-direction={doc.direction}>
              <span>
                {t(`documents.types.${doc.docType}`)} {doc.number} ·{" "}
                {t(`documents.directions.${doc.direction}`)}
              </span>
              <span>
                {formatMoney(doc.amountMinor, doc.currency, locale)}
                {doc.downloadPath && (
                  <>
                    {" · "}
                    <a href={doc.downloadPath} download data-testid="job-order-document-download">
                      {t("order_panel.download")}
                    </a>
                  </>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}

      {order.actions.length > 0 && (
        <div className={styles.actions}>
          {order.actions.map((a) => (
            <Form method="post" key={a}>
              <input type="hidden" name="intent" value="order" />
              <input type="hidden" name="orderAction" value={a} />
              <button
                type="submit"
                className={a === "cancel" ? "button secondary" : "button"}
                disabled={busy}
                title={t(`orders:detail.hint.${a}`)}
                data-testid={`job-order-${a}`}
              >
                {t(`orders:detail.action.${a}`)}
              </button>
            </Form>
          ))}
        </div>
      )}
    </section>
  );
}
