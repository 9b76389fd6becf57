import { data, Form, Link, redirect, useNavigation } from "react-router";
import { FORM_MESSAGES, messagesFor } from "../../core/i18n/messages.server";
import { useTranslation } from "../../core/i18n/react";
import { PASSWORD_MIN } from "../../core/identity/auth-schema";
import { isResetTokenValid, resetPassword } from "../../core/identity/identity.service.server";
import { actionFailure } from "../../shared/action-result";
import { FormField } from "../../ui/form-field";
import type { PageMeta } from "../../ui/site-data";
import type { Route } from "./+types/reset-password";
import { pageContext } from "./page-context.server";

/** `forgotpassword/{token}`: a single-use link valid for an hour; anything else gets a clear 404 page. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = pageContext(request, context);
  const valid = await isResetTokenValid(context.services, params.token);
  const meta: PageMeta = {
    title: ctx.t(valid ? "auth:reset.title" : "store:token.invalid_title"),
    noindex: true,
  };
  return data(
    { valid, meta, messages: messagesFor(ctx.locale, ["store.token", "auth", FORM_MESSAGES]) },
    { status: valid ? 200 : 404 },
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await request.formData();
  const result = await resetPassword(context.services, params.token, Object.fromEntries(form));
  // An unknown or used link (not_found) shows the "expired" notice.
  if (!result.ok) return actionFailure(result.error, { message: null });
  return redirect("/login?notice=password_changed", 303);
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["auth", "store"]);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  if (!loaderData.valid || actionData?.code === "not_found") {
    return (
      <div className="container page narrow" data-testid="token-invalid">
        <h1>{t("store:token.invalid_title")}</h1>
        <p className="lead">{t("store:token.invalid_text.forgotPasswordToken")}</p>
        <div className="actions">
          <Link className="button" to="/forgotpassword">
            {t("store:token.next.forgotPasswordToken")}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className="container page narrow" data-testid="reset-password">
      <h1>{t("reset.title")}</h1>
      <p className="lead">{t("reset.lead")}</p>
      <Form method="post" className="form">
        <FormField
          idPrefix="reset"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN}
          label={t("fields.new_password")}
          hint={t("signup.password_hint", { min: PASSWORD_MIN })}
          errors={actionData?.fields}
        />
        <FormField
          idPrefix="reset"
          name="password_repeat"
          type="password"
          autoComplete="new-password"
          required
          label={t("fields.password_repeat")}
          errors={actionData?.fields}
        />
        <button type="submit" className="button" disabled={busy}>
          {t("reset.submit")}
        </button>
      </Form>
    </div>
  );
}
