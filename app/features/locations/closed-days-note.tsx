import { useTranslation } from "../../core/i18n/react";
import type { ClosedDays } from "../../core/locations/closed-day-types";
import { dateTimeFormat } from "../../shared/intl";
import type { Locale } from "../../shared/locales";

/** What a page that shows `ClosedDaysNote` adds to its `messagesFor` namespaces. */
export const CLOSED_DAYS_MESSAGES = "store.locations.closed_days";

/**
 * The closed days of the period a form offers ("Closed on these days: Fri, 25 Dec – Christmas Day
 * (public holiday)"), so a buyer sees why a day is missing (decision 0050). Nothing when there are none.
 */
export function ClosedDaysNote({ closed, locale }: { closed: ClosedDays; locale: Locale }) {
  const { t } = useTranslation("store");
  const days = Object.entries(closed);
  if (days.length === 0) return null;
  // Calendar days are dates without a zone: formatted as UTC so no zone moves them.
  const format = dateTimeFormat(locale, {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });
  return (
    <div className="muted" data-testid="closed-days">
      <p style={{ marginBlock: "0.25rem" }}>{t("locations.closed_days.title")}</p>
      <ul style={{ marginBlock: 0, paddingInlineStart: "1.25rem" }}>
        {days.map(([day, reason]) => (
          <li key={day}>
            <time dateTime={day}>{format.format(new Date(`${day}T00:00:00Z`))}</time>
            {" – "}
            {reason.kind === "holiday"
              ? t("locations.closed_days.holiday", { name: reason.name })
              : reason.note
                ? t("locations.closed_days.note", { note: reason.note })
                : t("locations.closed_days.closed")}
          </li>
        ))}
      </ul>
    </div>
  );
}
