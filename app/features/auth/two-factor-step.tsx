import { Form, Link, useNavigation } from "react-router";
import { useTranslation } from "../../core/i18n/react";
import { type FieldErrors, FormField } from "../../ui/form-field";

/**
 * The login's second step (decision 0060): the code from the authenticator app or a recovery code, with
 * the password step's challenge. Posts to the login page's action; works without JavaScript.
 */
export function TwoFactorStep({
  challenge,
  redirectTo,
  errors,
}: {
  challenge: string;
  redirectTo?: string | null;
  errors?: FieldErrors;
}) {
  const { t } = useTranslation("auth");
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <Form method="post" action="/login" className="form" data-testid="two-factor-form">
      <p className="lead">{t("two_factor.login_lead")}</p>
      <input type="hidden" name="intent" value="two_factor" />
      <input type="hidden" name="challenge" value={challenge} />
      {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
      <FormField
        idPrefix="two-factor"
        name="code"
        autoComplete="one-time-code"
        required
        autoFocus
        maxLength={40}
        spellCheck={false}
        label={t("two_factor.code_label")}
        hint={t("two_factor.code_hint")}
        errors={errors}
      />
      <button type="submit" className="button block" disabled={busy}>
        {busy ? t("login.submitting") : t("two_factor.verify")}
      </button>
      <p style={{ margin: 0 }}>
        <Link to="/login" reloadDocument>
          {t("two_factor.start_over")}
        </Link>
      </p>
    </Form>
  );
}
