import type { OrderStatus, PaymentStatus } from "../../core/commerce/commerce-enums";
import { useTranslation } from "../../core/i18n/react";
import styles from "./orders.module.css";

/** An order's status as a small label (text, not colour alone, carries the meaning). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation("commerce");
  return (
    <span className={styles.badge} data-status={status} data-testid="order-status">
      {t(`order_status.${status}`)}
    </span>
  );
}

/** An order's payment status as a small label. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation("commerce");
  return (
    <span className={styles.badge} data-payment={status} data-testid="order-payment-badge">
      {t(`payment_status.${status}`)}
    </span>
  );
}
