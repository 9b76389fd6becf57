import { Link } from "react-router";
import { useTranslation } from "../../core/i18n/react";
import { accountPath } from "../../shared/account-routes";
import type { Locale } from "../../shared/locales";
import { formatMoney } from "../catalog/format";

/** What the commerce core records on an order's job (`job_events.kind = 'order'`, `data.action`). */
const ORDER_ACTIONS = new Set([
  "placed",
  "confirmed",
  "paid",
  "ready",
  "handed_over",
  "cancelled",
  "invoice_added",
  "reservation_expired",
  "hold_confirmed",
  "financing_requested",
]);

/**
 * One order event of a job's timeline: what happened to which order (placed with its total, confirmed,
 * paid, ready, handed over, cancelled, an ingoing invoice added, the car's reservation expired, financing asked for), and the link to the order for those
 * who may open it. Texts: `jobs:order_events`.
 */
export function OrderEvent({
  data,
  locale,
  orderLink,
}: {
  data: Record<string, unknown>;
  locale: Locale;
  /** The viewer may open account/orders/{number} (the order page checks again). */
  orderLink: boolean;
}) {
  const { t } = useTranslation("jobs");
  const action = String(data.action ?? "");
  const number = typeof data.number === "string" ? data.number : null;
  if (!ORDER_ACTIONS.has(action) || !number) return null;
  const currency = typeof data.currency === "string" ? data.currency : null;
  const money = (minor: unknown) =>
    typeof minor === "number" && currency ? formatMoney(minor, currency, locale) : "";
  return (
    <p data-testid="order-event" data-action={action}>
      {t(`order_events.${action}`, {
        number,
        total: money(data.totalMinor),
        amount: money(data.amountMinor),
      })}
      {orderLink && (
        <>
          {" · "}
          <Link to={accountPath("order", { number })} data-testid="order-event-link">
            {t("order_events.open", { number })}
          </Link>
        </>
      )}
    </p>
  );
}
