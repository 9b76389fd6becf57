import type { DeliveryAddress, Fulfilment, PaymentMethod } from "../../core/commerce/commerce-enums";
import { useTranslation } from "../../core/i18n/react";
import type { Locale } from "../../shared/locales";
import { formatMoney } from "../catalog/format";
import styles from "./checkout.module.css";

type Address = { street: string; houseNumber: string; zipCode: string; city: string };

export type NextStepsOrder = {
  number: string;
  paymentMethod: PaymentMethod;
  fulfilment: Fulfilment;
  currency: string;
  totalMinor: number;
  paymentReference: string;
  invoicePath: string | null;
  location: (Address & { name: string }) | null;
  deliveryAddress: DeliveryAddress | null;
};

/**
 * What happens after the order, per payment and handover (orderComplete): the transfer reference and
 * invoice, paying at the location, the financing call, where to pick up and the used car's 48-hour
 * reservation (for a guest: once the order mail's link is used). Texts: `checkout.complete`.
 */
export function NextSteps({
  order,
  locale,
  usedCar,
  holdMinutes = null,
}: {
  order: NextStepsOrder;
  locale: Locale;
  /** A used car was bought: it is reserved for 48 hours. */
  usedCar: boolean;
  /** The car is held only this many minutes until the buyer uses the order mail's link; null: reserved. */
  holdMinutes?: number | null;
}) {
  const { t } = useTranslation("checkout");
  const amount = formatMoney(order.totalMinor, order.currency, locale);
  const address = (a: Address) => `${a.street} ${a.houseNumber}, ${a.zipCode} ${a.city}`;
  return (
    <ul className={styles.nextSteps} data-testid="next-steps">
      {order.paymentMethod === "bank_transfer" && (
        <>
          <li>{t("complete.bank_transfer", { amount })}</li>
          <li data-testid="transfer-reference">
            {t("complete.reference", { reference: order.paymentReference })}
          </li>
          <li>
            {order.invoicePath ? (
              <a href={order.invoicePath} download data-testid="invoice-link">
                {t("complete.invoice")}
              </a>
            ) : (
              <span data-testid="invoice-later">{t("complete.invoice_later")}</span>
            )}
          </li>
        </>
      )}
      {order.paymentMethod === "pay_at_pickup" && <li>{t("complete.pay_at_pickup", { amount })}</li>}
      {order.paymentMethod === "financing" && <li>{t("complete.financing", { amount })}</li>}
      {order.fulfilment === "pickup" && order.location && (
        <li data-testid="pickup-info">
          {t("complete.pickup", { location: order.location.name, address: address(order.location) })}
        </li>
      )}
      {usedCar && (
        <li data-testid="reserved-info" data-provisional={holdMinutes !== null}>
          {holdMinutes !== null
            ? t("complete.reserved_provisional", { minutes: holdMinutes })
            : t("complete.reserved")}
        </li>
      )}
      {order.deliveryAddress &&
        (order.fulfilment === "delivery" ? (
          <li data-testid="order-address">
            {t("complete.delivery", { address: address(order.deliveryAddress) })}
          </li>
        ) : (
          <li data-testid="order-address">
            {t("complete.address", { address: address(order.deliveryAddress) })}
          </li>
        ))}
    </ul>
  );
}
