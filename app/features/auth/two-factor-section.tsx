import { Form, Link, useNavigation } from "react-router";
import { useTranslation } from "../../core/i18n/react";
import type { FieldErrors } from "../../ui/form-field";
import { FormField } from "../../ui/form-field";

/** What the loader says (two-factor.service.server.ts `TwoFactorView`, repeated: no server import here). */
type View = {
  enabled: boolean;
  recoveryLeft: number;
  pending: { secret: string; qrSvg: string } | null;
  required: boolean;
};

type Answer = {
  ok: boolean;
  message: string | null;
  fields?: FieldErrors;
  intent?: string;
  recoveryCodes?: string[];
} | null;

/** The secret in groups of four, as authenticator apps show it. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, "$1 ").trim();

/**
 * The profile's "Two-factor sign-in" (decision 0060): switch on (QR code and secret, confirmed by a code,
 * then the recovery codes, shown once), or switch off with the password and a code. Plain forms: works
 * without JavaScript.
 */
export function TwoFactorSection({
  view,
  mustEnrol,
  answer,
}: {
  view: View;
  mustEnrol: boolean;
  answer: Answer;
}) {
  const { t } = useTranslation("auth");
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const errors = answer?.ok === false ? answer.fields : undefined;
  return (
    <section id="two-factor" className="form" data-testid="two-factor" aria-labelledby="two-factor-title">
      <h2 id="two-factor-title">{t("two_factor.title")}</h2>
      {mustEnrol && (
        <p className="alert warning" role="alert" data-testid="two-factor-required">
          {t("two_factor.must_enrol")}
        </p>
      )}
      {answer?.message && (
        <p
          className={`alert ${answer.ok ? "success" : "error"}`}
          role={answer.ok ? "status" : "alert"}
          data-testid="two-factor-message"
        >
          {t(answer.message)}
        </p>
      )}
      {answer?.recoveryCodes ? (
        <div data-testid="recovery-codes-panel">
          <p>{t("two_factor.recovery_lead")}</p>
          <ul className="recovery-codes" data-testid="recovery-codes" style={{ fontFamily: "monospace" }}>
            {answer.recoveryCodes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
          <p className="field-hint">{t("two_factor.recovery_once")}</p>
          {mustEnrol && (
            <p>
              <Link className="button" to="/account">
                {t("two_factor.continue")}
              </Link>
            </p>
          )}
        </div>
      ) : view.enabled ? (
        <>
          <p data-testid="two-factor-on">{t("two_factor.on", { count: view.recoveryLeft })}</p>
          {view.required && <p className="field-hint">{t("two_factor.required_note")}</p>}
          <Form method="post" className="form" data-testid="two-factor-disable">
            <input type="hidden" name="intent" value="two_factor_disable" />
            <FormField
              idPrefix="two-factor-off"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              label={t("fields.password")}
              errors={errors}
            />
            <FormField
              idPrefix="two-factor-off"
              name="code"
              autoComplete="one-time-code"
              required
              maxLength={40}
              label={t("two_factor.code_label")}
              hint={t("two_factor.code_hint")}
              errors={errors}
            />
            <div className="actions">
              <button type="submit" className="button secondary" disabled={busy}>
                {t("two_factor.disable")}
              </button>
            </div>
          </Form>
        </>
      ) : view.pending ? (
        <>
          <p>{t("two_factor.scan")}</p>
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(view.pending.qrSvg)}`}
            alt={t("two_factor.qr_alt")}
            width={200}
            height={200}
            data-testid="two-factor-qr"
          />
          <p>
            {t("two_factor.secret_label")}{" "}
            <code data-testid="two-factor-secret" data-secret={view.pending.secret}>
              {grouped(view.pending.secret)}
            </code>
          </p>
          <Form method="post" className="form" data-testid="two-factor-confirm">
            <input type="hidden" name="intent" value="two_factor_confirm" />
            <FormField
              idPrefix="two-factor"
              name="code"
              autoComplete="one-time-code"
              inputMode="numeric"
              required
              maxLength={40}
              label={t("two_factor.first_code")}
              errors={errors}
            />
            <div className="actions">
              <button type="submit" className="button" disabled={busy}>
                {t("two_factor.confirm")}
              </button>
            </div>
          </Form>
        </>
      ) : (
        <>
          <p>{t("two_factor.off")}</p>
          <Form method="post" data-testid="two-factor-start">
            <input type="hidden" name="intent" value="two_factor_start" />
            <button type="submit" className="button" disabled={busy}>
              {t("two_factor.start")}
            </button>
          </Form>
        </>
      )}
    </section>
  );
}
