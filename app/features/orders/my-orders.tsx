/** A customer's own orders (account/orders). */
import { Link } from "react-router";
import { useTranslation } from "../../core/i18n/react";
import { accountPath } from "../../shared/account-routes";
import { routePath } from "../../shared/route-table";
import { OrderStatusBadge } from "./order-status";
import styles from "./orders.module.css";
import { type LoaderData, useFormats } from "./orders-types";

export function MyOrders({ d }: { d: Extract<LoaderData, { view: "mine" }> }) {
  const { t } = useTranslation("orders");
  const { day, money } = useFormats(d.locale, d.timeZone);
  return (
    <section className={styles.screen} data-testid="orders-screen" data-view="mine">
      <header className={styles.head}>
        <h1>{t("list.title_mine")}</h1>
        <p className="muted">{t("list.lead_mine")}</p>
      </header>
      {d.rows.length === 0 ? (
        <div className="alert" data-testid="orders-empty">
          <p style={{ margin: 0 }}>{t("list.empty_mine")}</p>
          <Link to={routePath("shop", d.locale)}>{t("list.shop")}</Link>
        </div>
      ) : (
        <ul className={styles.cards}>
          {d.rows.map((o) => (
            <li key={o.id} className={styles.card} data-testid="order-card">
              <Link to={accountPath("order", { number: o.number })} data-testid="order-link">
                {o.number}
              </Link>
              <p className={styles.amount}>{money(o.totalMinor, o.currency)}</p>
              <p className={styles.muted}>
                <time dateTime={o.createdAt}>{day.format(new Date(o.createdAt))}</time> ·{" "}
                {t(`commerce:payment_method.${o.paymentMethod}`)}
              </p>
              <p>
                <OrderStatusBadge status={o.status} />
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
