/** Parts of the job page: a field as a choice with its own save button, and one timeline event's detail. */
import { Form } from "react-router";
import { useTranslation } from "../../core/i18n/react";
import { zonedParts } from "../../core/locations/zoned-time";
import type { Locale } from "../../shared/locales";
import { TradeInEvent } from "../trade-in-panel/trade-in-event";
import styles from "./job.module.css";
import { OrderEvent } from "./order-event";

/** One of the job's fields as a choice with its own save button (a form of its own, works without JS). */
export function ChoiceForm(props: {
  intent: string;
  id: string;
  name: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  disabled: boolean;
  testId?: string;
}) {
  const { t } = useTranslation("jobs");
  return (
    <Form method="post" className={styles.inline}>
      <input type="hidden" name="intent" value={props.intent} />
      <label htmlFor={props.id}>{props.label}</label>
      {/* Keyed by the saved value: after any change (a save, "won", "lost") it shows what is stored. */}
      <select
        key={props.value}
        id={props.id}
        name={props.name}
        defaultValue={props.value}
        disabled={props.disabled}
      >
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <button type="submit" className="button secondary" disabled={props.disabled} data-testid={props.testId}>
        {t("job.save")}
      </button>
    </Form>
  );
}

/** `YYYY-MM-DDTHH:mm` in the dealer's zone for `<input type="datetime-local">` (what the action reads). */
export function toLocalInput(d: Date, timeZone: string): string {
  const { day, minutes } = zonedParts(d, timeZone);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${day}T${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

const REASONS = new Set([
  "price",
  "bought_elsewhere",
  "no_answer",
  "not_available",
  "other",
  "duplicate",
  "sold",
]);

export function EventDetail({
  kind,
  data,
  statusName,
  employeeName,
  format,
  locale,
  timeZone,
  orderLink,
}: {
  timeZone: string;
  format: (iso: string) => string;
  kind: string;
  data: Record<string, unknown>;
  locale: Locale;
  orderLink: boolean;
  statusName: (id: unknown) => string;
  employeeName: (id: string | null) => string;
}) {
  const { t } = useTranslation("jobs");
  switch (kind) {
    case "comment":
      return data.text ? <p className={styles.eventText}>{String(data.text)}</p> : null;
    case "status":
    case "won":
    case "lost":
      return (
        <p>
          {statusName(data.from)} → {statusName(data.to)}
          {data.reason
            ? ` · ${REASONS.has(String(data.reason)) ? t(`lost_reasons.${String(data.reason)}`) : String(data.reason)}`
            : ""}
        </p>
      );
    case "assignment":
      return <p>{employeeName((data.to as string | null) ?? null)}</p>;
    case "priority":
      return <p>{t(`priority.${String(data.to)}`)}</p>;
    case "deadline":
      return data.to ? <p>{format(String(data.to))}</p> : <p>{t("job.no_deadline")}</p>;
    case "order":
      return <OrderEvent data={data} locale={locale} orderLink={orderLink} />;
    case "trade_in":
      return <TradeInEvent data={data} locale={locale} timeZone={timeZone} />;
    case "mail":
      if (data.type === "membership_approved" && typeof data.to === "string")
        return <p>{t("community:approve.event", { email: data.to })}</p>;
      return data.type === "callback_link" && typeof data.to === "string" ? (
        <p>{t("callback.event", { email: data.to })}</p>
      ) : null;
    default:
      return null;
  }
}
