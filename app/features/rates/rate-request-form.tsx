import { useMemo } from "react";
import { useNavigation } from "react-router";
import { useTranslation } from "../../core/i18n/react";
import type { RateChoice, RateOfferKind } from "../../core/rates/rate-offer";
import { FieldError, type FieldErrors, useField } from "../../ui/form-field";
import { type ClientValidator, ValidatedForm } from "../../ui/validated-form";
import styles from "../catalog/car-detail.module.css";
import { PersonFields } from "../contact/person-fields";
import { PrivacyField } from "../contact/privacy-field";

const FIELDS = ["down", "term", "km", "name", "email", "phone", "message", "privacy"] as const;

/**
 * Asks for a financing, leasing or subscription offer for this car with the calculator's current
 * choice (hidden fields; without JavaScript the choice the page was calculated with). The server
 * recalculates the offer from the choice; the same zod schema checks in the browser, loaded lazily.
 */
export function RateRequestForm(props: {
  kind: RateOfferKind;
  priceMinor: number;
  choice: RateChoice;
  errors: FieldErrors;
  values: Record<string, string | undefined>;
}) {
  const { t } = useTranslation(["rates", "car", "store"]);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const { kind, priceMinor, choice } = props;
  const loadValidator = useMemo(
    () => () =>
      import("../../core/rates/rate-request-schema").then(
        (m): ClientValidator =>
          (values) => {
            const parsed = m.rateRequestSchema({ priceMinor }).safeParse(values);
            return parsed.success ? null : m.rateRequestErrors(parsed.error);
          },
      ),
    [priceMinor],
  );
  return (
    <ValidatedForm
      method="post"
      idPrefix={`rate-${kind}`}
      errors={props.errors}
      fields={FIELDS}
      loadValidator={loadValidator}
      preventScrollReset
      data-testid="rate-request-form"
    >
      <h3 style={{ marginBottom: 0 }}>{t(`request.heading.${kind}`)}</h3>
      <p className="field-hint" style={{ marginTop: 0 }}>
        {t("request.intro")}
      </p>
      <input type="hidden" name="intent" value="rate" />
      <input type="hidden" name="offer" value={kind} />
      {kind !== "subscription" && (
        <input type="hidden" name="down" value={String(Math.round(choice.downPaymentMinor / 100))} />
      )}
      <input type="hidden" name="term" value={String(choice.termMonths)} />
      {kind !== "financing" && <input type="hidden" name="km" value={String(choice.mileageKm)} />}
      <ChoiceErrors />
      <PersonFields values={props.values} />
      <MessageField defaultValue={props.values.message} />
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={`rate-${kind}-website`}>{t("car:request.honeypot")}</label>
        <input
          id={`rate-${kind}-website`}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <PrivacyField defaultChecked={props.values.privacy === "on"} />
      <div>
        <button type="submit" className="button" disabled={busy} data-testid="rate-request-submit">
          {busy ? t("store:contact.sending") : t(`request.submit.${kind}`)}
        </button>
      </div>
    </ValidatedForm>
  );
}

/** Problems with the hidden choice (a tampered or outdated page) shown as text. */
function ChoiceErrors() {
  const down = useField("down");
  const term = useField("term");
  const km = useField("km");
  return (
    <>
      <FieldError id={down.id} error={down.error} />
      <FieldError id={term.id} error={term.error} />
      <FieldError id={km.id} error={km.error} />
    </>
  );
}

function MessageField({ defaultValue }: { defaultValue: string | undefined }) {
  const { t } = useTranslation("rates");
  const f = useField("message");
  return (
    <div className="field">
      <label htmlFor={f.id}>{t("request.message")}</label>
      <textarea {...f.props} rows={3} maxLength={2000} defaultValue={defaultValue} />
      <FieldError id={f.id} error={f.error} />
    </div>
  );
}
