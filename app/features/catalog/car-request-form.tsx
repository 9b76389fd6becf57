import { useEffect, useMemo, useState } from "react";
import { useNavigation } from "react-router";
import type { CarRequestKind, TestDrivePlace } from "../../core/catalog/car-request-schema";
import { useTranslation } from "../../core/i18n/react";
import type { BookableDay } from "../../core/locations/appointment-slots";
import type { ClosedDays } from "../../core/locations/closed-day-types";
import { dateTimeFormat } from "../../shared/intl";
import type { Locale } from "../../shared/locales";
import { FieldError, type FieldErrors, useField } from "../../ui/form-field";
import { type ClientValidator, ValidatedForm } from "../../ui/validated-form";
import { PersonFields } from "../contact/person-fields";
import { PrivacyField } from "../contact/privacy-field";
import { ClosedDaysNote } from "../locations/closed-days-note";
import styles from "./car-detail.module.css";

const FIELDS = [
  "kind",
  "name",
  "email",
  "phone",
  "preferredDate",
  "preferredTime",
  "message",
  "privacy",
] as const;

/**
 * Test-drive request or question about this car. A test drive is booked into one of the offered slots
 * of the car's location (its open days, half-hour slots, not in the past); the server checks the same
 * rules with the same zod schema, which the browser loads only once the visitor starts filling in.
 */
export function CarRequestForm(props: {
  errors: FieldErrors;
  values: Record<string, string | undefined>;
  /** Where test drives take place; none: only questions. */
  place: TestDrivePlace | null;
  locationName: string | null;
  days: BookableDay[];
  locale: Locale;
}) {
  const { t } = useTranslation(["car", "store", "validation"]);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const kinds: CarRequestKind[] = props.place ? ["test_drive", "question"] : ["question"];
  const [kind, setKind] = useState<CarRequestKind>(
    props.values.kind === "question" || !props.place ? "question" : "test_drive",
  );
  const { place } = props;
  const loadValidator = useMemo(
    () => () =>
      import("../../core/catalog/car-request-schema").then(
        (m): ClientValidator =>
          (values) => {
            const parsed = m.carRequestSchema({ place }).safeParse(values);
            return parsed.success ? null : m.carRequestErrors(parsed.error);
          },
      ),
    [place],
  );

  return (
    <ValidatedForm
      method="post"
      idPrefix="request"
      errors={props.errors}
      fields={FIELDS}
      loadValidator={loadValidator}
      preventScrollReset
      data-testid="car-request-form"
    >
      <KindField kinds={kinds} kind={kind} onChange={setKind} />
      <PersonFields values={props.values} />
      {props.place && (
        <SlotFields
          closed={props.place.closed}
          days={props.days}
          locale={props.locale}
          locationName={props.locationName}
          disabled={kind !== "test_drive"}
          values={props.values}
        />
      )}
      <MessageField kind={kind} defaultValue={props.values.message} />
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor="request-website">{t("request.honeypot")}</label>
        <input
          id="request-website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <PrivacyField defaultChecked={props.values.privacy === "on"} />
      <div>
        <button type="submit" className="button" disabled={busy}>
          {busy ? t("store:contact.sending") : t(`request.send_${kind}`)}
        </button>
      </div>
    </ValidatedForm>
  );
}

function KindField(props: {
  kinds: CarRequestKind[];
  kind: CarRequestKind;
  onChange: (kind: CarRequestKind) => void;
}) {
  const { t } = useTranslation("car");
  const f = useField("kind");
  return (
    <div>
      <fieldset className={styles.kinds} id={f.id} aria-describedby={f.props["aria-describedby"]}>
        <legend>{t("request.kind")}</legend>
        {props.kinds.map((k, i) => (
          <div className="checkbox" key={k}>
            <input
              type="radio"
              id={`request-kind-${k}`}
              name="kind"
              value={k}
              checked={props.kind === k}
              onChange={() => props.onChange(k)}
              // biome-ignore lint/a11y/noAutofocus: only the first problem of a refused submit, as every field
              autoFocus={i === 0 ? f.props.autoFocus : undefined}
            />
            <label htmlFor={`request-kind-${k}`} style={{ fontWeight: 400 }}>
              {t(`request.kinds.${k}`)}
            </label>
          </div>
        ))}
      </fieldset>
      <FieldError id={f.id} error={f.error} />
    </div>
  );
}

/**
 * The day (open days only) and the time (that day's free slots). Without JavaScript the time list holds
 * every slot of the offered days and the server refuses one the chosen day does not have.
 */
function SlotFields(props: {
  days: BookableDay[];
  closed: ClosedDays;
  locale: Locale;
  locationName: string | null;
  disabled: boolean;
  values: Record<string, string | undefined>;
}) {
  const { t } = useTranslation("car");
  const dayField = useField("preferredDate", { hint: true });
  const timeField = useField("preferredTime");
  const [day, setDay] = useState(props.values.preferredDate ?? "");
  const [time, setTime] = useState(props.values.preferredTime ?? "");
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);

  const dayLabel = useMemo(() => {
    const format = dateTimeFormat(props.locale, {
      weekday: "long",
      day: "numeric",
      month: "long",
      timeZone: "UTC",
    });
    return (d: string) => format.format(new Date(`${d}T12:00:00Z`));
  }, [props.locale]);
  const allTimes = useMemo(() => [...new Set(props.days.flatMap((d) => d.slots))].sort(), [props.days]);
  const chosen = props.days.find((d) => d.day === day);
  const times = enhanced ? (chosen?.slots ?? []) : allTimes;
  const hidden = props.disabled ? { display: "none" } : undefined;

  return (
    <div className={styles.slots} style={hidden}>
      <div className="field">
        <label htmlFor={dayField.id}>{t("request.preferred_date")}</label>
        <select
          {...dayField.props}
          value={day}
          disabled={props.disabled}
          onChange={(e) => {
            const next = e.target.value;
            setDay(next);
            // A time the new day does not offer is cleared rather than sent.
            if (!props.days.find((d) => d.day === next)?.slots.includes(time)) setTime("");
          }}
        >
          <option value="">{t("request.choose_day")}</option>
          {props.days.map((d) => (
            <option key={d.day} value={d.day}>
              {dayLabel(d.day)}
            </option>
          ))}
        </select>
        <FieldError id={dayField.id} error={dayField.error} />
      </div>
      <div className="field">
        <label htmlFor={timeField.id}>{t("request.preferred_time")}</label>
        <select
          {...timeField.props}
          value={time}
          disabled={props.disabled || (enhanced && !chosen)}
          onChange={(e) => setTime(e.target.value)}
        >
          <option value="">{t("request.choose_time")}</option>
          {times.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
        <FieldError id={timeField.id} error={timeField.error} />
      </div>
      <p className={`field-hint ${styles.slotHint}`} id={`${dayField.id}-hint`}>
        {t("request.slot_hint", { location: props.locationName ?? "" })}
      </p>
      <ClosedDaysNote closed={props.closed} locale={props.locale} />
    </div>
  );
}

function MessageField({ kind, defaultValue }: { kind: CarRequestKind; defaultValue: string | undefined }) {
  const { t } = useTranslation("car");
  const f = useField("message");
  return (
    <div className="field">
      <label htmlFor={f.id}>
        {kind === "question" ? t("request.message") : t("request.message_optional")}
      </label>
      <textarea {...f.props} rows={5} maxLength={5000} defaultValue={defaultValue} />
      <FieldError id={f.id} error={f.error} />
    </div>
  );
}
