import { useTranslation } from "../../core/i18n/react";
import type { DeliveryAddress } from "../../db/schema/orders";
import { dateTimeFormat } from "../../shared/intl";
import type { Locale } from "../../shared/locales";
import { formatMoney } from "../catalog/format";
import styles from "./checkout.module.css";

export type NextStepsOrder = {
  number: string;
  paymentMethod: "bank_transfer" | "pay_at_pickup" | "financing";
  fulfilment: "pickup" | "delivery";
  currency: string;
  totalMinor: number;
  paymentReference: string | null;
  location: { name: string; street: string; houseNumber: string; zipCode: string; city: string } | null;
  deliveryAddress: DeliveryAddress | null;
  reservedUntil: string | null;
};

/** What happens after the order, per payment and handover (orderComplete). Texts: `checkout.complete`. */
export function NextSteps({
  order,
  locale,
  timeZone,
  invoiceHref,
}: {
  order: NextStepsOrder;
  locale: Locale;
  timeZone: string;
  invoiceHref: string;
}) {
  const { t } = useTranslation("checkout");
  const amount = formatMoney(order.totalMinor, order.currency, locale);
  const when = dateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone });
  const address = (a: { street: string; houseNumber: string; zipCode: string; city: string }) =>
    `${a.street} ${a.houseNumber}, ${a.zipCode} ${a.city}`;
  return (
    <ul className={styles.nextSteps} data-testid="next-steps">
      {order.paymentMethod === "bank_transfer" && (
        <>
          <li>{t("complete.bank_transfer", { amount })}</li>
          <li data-testid="transfer-reference">
            {t("complete.reference", { reference: order.paymentReference ?? order.number })}
          </li>
          <li>
            <a href={invoiceHref} download data-testid="invoice-link">
              {t("complete.invoice")}
            </a>
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
      {order.reservedUntil && (
        <li data-testid="reserved-info">
          {t("complete.reserved", { until: when.format(new Date(order.reservedUntil)) })}
        </li>
      )}
      {order.fulfilment === "delivery" && order.deliveryAddress && (
        <li>{t("complete.delivery", { address: address(order.deliveryAddress) })}</li>
      )}
    </ul>
  );
}
