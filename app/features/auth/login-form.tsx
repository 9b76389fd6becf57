import { Form, Link, useNavigation } from "react-router";
import { useTranslation } from "../../core/i18n/react";
import { type FieldErrors, FormField } from "../../ui/form-field";

/** E-mail and password login; posts to the login page's action (works without JavaScript). */
export function LoginForm({
  idPrefix,
  redirectTo,
  errors,
  values,
  compact = false,
}: {
  idPrefix: string;
  redirectTo?: string | null;
  errors?: FieldErrors;
  values?: Record<string, string>;
  compact?: boolean;
}) {
  const { t } = useTranslation("auth");
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction?.endsWith("/login");
  return (
    <Form method="post" action="/login" className="form" data-testid={`${idPrefix}-form`}>
      {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
      <FormField
        idPrefix={idPrefix}
        name="email"
        type="email"
        autoComplete="username"
        required
        label={t("fields.email")}
        errors={errors}
        defaultValue={values?.email}
      />
      <FormField
        idPrefix={idPrefix}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        label={t("fields.password")}
        errors={errors}
      />
      <button type="submit" className="button block" disabled={busy}>
        {busy ? t("login.submitting") : t("login.submit")}
      </button>
      {!compact && (
        <p style={{ margin: 0 }}>
          <Link to="/forgotpassword">{t("login.forgot")}</Link>
        </p>
      )}
    </Form>
  );
}
