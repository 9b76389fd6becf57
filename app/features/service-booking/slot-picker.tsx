import { Link } from "react-router";
import { useTranslation } from "../../core/i18n/react";
import type { BookableDay } from "../../core/locations/appointment-slots";
import { formatDay } from "../../core/locations/zoned-time";
import { dateTimeFormat } from "../../shared/intl";
import styles from "./service-booking.module.css";

/**
 * Free slots: the days as links (`?day=`, so it works without JavaScript and the page stays small) and
 * the chosen day's times as radio buttons named `slot` (`YYYY-MM-DDTHH:MM`, local).
 */
export function SlotPicker({
  days,
  day,
  dayHref,
  localeTag,
  error,
  checked,
}: {
  days: BookableDay[];
  day: string | null;
  dayHref: (day: string) => string;
  localeTag: string;
  error?: string;
  checked?: string;
}) {
  const { t } = useTranslation(["service-booking", "validation"]);
  const shown = days.find((d) => d.day === day) ?? days[0];
  if (!shown) return null;
  const short = dateTimeFormat(localeTag, {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });
  return (
    <div>
      <ul className={styles.days} aria-label={t("step_slot")}>
        {days.map((d) => (
          <li key={d.day}>
            <Link
              className={`${styles.dayLink} ${d.day === shown.day ? styles.chosen : ""}`}
              to={dayHref(d.day)}
              aria-current={d.day === shown.day ? "date" : undefined}
              preventScrollReset
            >
              {short.format(new Date(`${d.day}T12:00:00Z`))}
            </Link>
          </li>
        ))}
      </ul>
      {error && (
        <p className="field-error" role="alert" id="svc-slot-error">
          {t(error)}
        </p>
      )}
      <fieldset className={styles.slotGroup}>
        <legend>{formatDay(shown.day, localeTag)}</legend>
        <div className={styles.slots}>
          {shown.slots.map((time) => {
            const value = `${shown.day}T${time}`;
            return (
              <label key={time} className={styles.slot}>
                <input
                  type="radio"
                  name="slot"
                  value={value}
                  required
                  defaultChecked={checked === value}
                  aria-describedby={error ? "svc-slot-error" : undefined}
                  data-testid="service-slot"
                />
                {time}
              </label>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}
