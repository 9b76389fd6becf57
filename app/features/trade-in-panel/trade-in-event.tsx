import { useTranslation } from "../../core/i18n/react";
import { dateTimeFormat, numberFormat } from "../../shared/intl";
import type { Locale } from "../../shared/locales";
import { formatMoney } from "../catalog/format";

const FIELDS = ["brandName", "modelName", "firstRegistration", "mileageKm", "fuel", "gearbox"] as const;

/**
 * One `trade_in` event of a job's timeline (`data.action`): vehicle data changed (each field before ->
 * after), offer set, customer invited, and the customer's answer. Texts: `jobs:trade_in.event`.
 */
export function TradeInEvent({
  data,
  locale,
  timeZone,
}: {
  data: Record<string, unknown>;
  locale: Locale;
  timeZone: string;
}) {
  const { t } = useTranslation(["jobs", "cars"]);
  const action = String(data.action ?? "");
  const currency = typeof data.currency === "string" ? data.currency : null;
  const money = (minor: unknown) =>
    typeof minor === "number" && currency ? formatMoney(minor, currency, locale) : "–";
  const day = (iso: unknown) =>
    typeof iso === "string"
      ? dateTimeFormat(locale, { dateStyle: "medium", timeZone }).format(new Date(iso))
      : "–";
  switch (action) {
    case "vehicle": {
      const before = (data.before ?? {}) as Record<string, unknown>;
      const after = (data.after ?? {}) as Record<string, unknown>;
      const show = (field: string, value: unknown) => {
        if (value === null || value === undefined || value === "") return "–";
        if (field === "fuel") return t(`cars:fuel.${String(value)}`);
        if (field === "gearbox") return t(`cars:gearbox.${String(value)}`);
        if (field === "mileageKm" && typeof value === "number") return numberFormat(locale).format(value);
        if (field === "firstRegistration") return String(value).slice(0, 7);
        return String(value);
      };
      const changes = FIELDS.filter((f) => f in after)
        .map((f) => `${t(`trade_in.fields.${f}`)} ${show(f, before[f])} → ${show(f, after[f])}`)
        .join("; ");
      return (
        <p data-testid="trade-in-event" data-action={action}>
          {t("trade_in.event.vehicle", { changes: changes || "–" })}
        </p>
      );
    }
    case "offer": {
      const before = (data.before ?? {}) as Record<string, unknown>;
      const after = (data.after ?? {}) as Record<string, unknown>;
      return (
        <p data-testid="trade-in-event" data-action={action}>
          {t("trade_in.event.offer", { amount: money(after.offerMinor), date: day(after.offerExpiresAt) })}
          {typeof before.offerMinor === "number" &&
            ` ${t("trade_in.event.offer_from", { amount: money(before.offerMinor) })}`}
        </p>
      );
    }
    case "invited":
      return (
        <p data-testid="trade-in-event" data-action={action}>
          {t("trade_in.event.invited", { amount: money(data.offerMinor), date: day(data.offerExpiresAt) })}
        </p>
      );
    case "accepted":
    case "declined":
      return (
        <p data-testid="trade-in-event" data-action={action}>
          {t(`trade_in.event.${action}`, { amount: money(data.offerMinor) })}
        </p>
      );
    default:
      return null;
  }
}
