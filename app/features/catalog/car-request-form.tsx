import { type FormEvent, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import type { CarRequestKind } from "../../core/catalog/car-request-schema";
import { useTranslation } from "../../core/i18n/react";
import { LegalDialogButton } from "../../ui/dialogs/legal-dialog";
import { PersonFields } from "../contact/person-fields";
import styles from "./car-detail.module.css";

type SchemaModule = typeof import("../../core/catalog/car-request-schema");

/**
 * Test-drive request or question about this car. The server validates with the same zod schema as the
 * browser; the browser loads it (and zod) only once the visitor starts filling in the form.
 */
export function CarRequestForm(props: {
  errors: Record<string, string[] | undefined>;
  values: Record<string, string | undefined>;
  today: string;
}) {
  const { t } = useTranslation(["car", "store", "validation"]);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [clientErrors, setClientErrors] = useState<Record<string, string[] | undefined> | null>(null);
  const [kind, setKind] = useState<CarRequestKind>(
    props.values.kind === "question" ? "question" : "test_drive",
  );
  const schema = useRef<SchemaModule | null>(null);
  const errors = clientErrors ?? props.errors;
  const values = props.values;
  const errorOf = (name: string) => errors[name]?.[0];

  const loadSchema = () => {
    if (!schema.current)
      void import("../../core/catalog/car-request-schema").then((m) => {
        schema.current = m;
      });
  };
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    const m = schema.current;
    if (!m) return;
    const input = Object.fromEntries(new FormData(e.currentTarget));
    const parsed = m.carRequestSchema().safeParse(input);
    if (parsed.success) {
      setClientErrors(null);
      return;
    }
    e.preventDefault();
    const fields = m.carRequestErrors(parsed.error);
    setClientErrors(fields);
    const first = Object.keys(fields)[0];
    if (first) e.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const fieldProps = (name: string) => ({
    id: `request-${name}`,
    name,
    "aria-invalid": errorOf(name) ? true : undefined,
    "aria-describedby": errorOf(name) ? `request-${name}-error` : undefined,
  });
  const fieldError = (name: string) =>
    errorOf(name) ? (
      <p className="field-error" id={`request-${name}-error`}>
        {t(errorOf(name)!)}
      </p>
    ) : null;
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <Form
      method="post"
      className="form"
      noValidate
      onFocus={loadSchema}
      onSubmit={onSubmit}
      preventScrollReset
      data-testid="car-request-form"
    >
      {hasErrors && (
        <p className="alert error" role="alert">
          {t("store:contact.fix_errors")}
        </p>
      )}
      <fieldset className={styles.kinds}>
        <legend>{t("request.kind")}</legend>
        {(["test_drive", "question"] as const).map((k) => (
          <div className="checkbox" key={k}>
            <input
              type="radio"
              id={`request-kind-${k}`}
              name="kind"
              value={k}
              checked={kind === k}
              onChange={() => setKind(k)}
            />
            <label htmlFor={`request-kind-${k}`} style={{ fontWeight: 400 }}>
              {t(`request.kinds.${k}`)}
            </label>
          </div>
        ))}
      </fieldset>
      {fieldError("kind")}
      <PersonFields idPrefix="request" errors={errors} values={values} />
      <div className="field" style={kind === "test_drive" ? undefined : { display: "none" }}>
        <label htmlFor="request-preferredDate">{t("request.preferred_date")}</label>
        <input
          {...fieldProps("preferredDate")}
          type="date"
          min={props.today}
          defaultValue={values.preferredDate}
          disabled={kind !== "test_drive"}
        />
        {fieldError("preferredDate")}
      </div>
      <div className="field">
        <label htmlFor="request-message">
          {kind === "question" ? t("request.message") : t("request.message_optional")}
        </label>
        <textarea {...fieldProps("message")} rows={5} maxLength={5000} defaultValue={values.message} />
        {fieldError("message")}
      </div>
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
      <div className="field">
        <div className="checkbox">
          <input
            {...fieldProps("privacy")}
            type="checkbox"
            required
            defaultChecked={values.privacy === "on"}
          />
          <label htmlFor="request-privacy" style={{ fontWeight: 400 }}>
            {t("store:contact.privacy_consent")}
          </label>
        </div>
        <div className="field-hint">
          <LegalDialogButton doc="privacypolicy">{t("store:contact.read_privacy")}</LegalDialogButton>
        </div>
        {fieldError("privacy")}
      </div>
      <div>
        <button type="submit" className="button" disabled={busy}>
          {busy ? t("store:contact.sending") : t(`request.send_${kind}`)}
        </button>
      </div>
    </Form>
  );
}
