import { Form, Link, redirect, useNavigation } from "react-router";
import { FORM_MESSAGES, messagesFor } from "../../core/i18n/messages.server";
import { useTranslation } from "../../core/i18n/react";
import { PASSWORD_MIN } from "../../core/identity/auth-schema";
import { signUp } from "../../core/identity/identity.service.server";
import { configuredProviders } from "../../core/identity/social";
import { SocialButtons } from "../../features/auth/social-buttons";
import { actionFailure } from "../../shared/action-result";
import { withActionHeaders } from "../../shared/headers";
import { LegalDialogButton } from "../../ui/dialogs/legal-dialog";
import { echoValues, FormField } from "../../ui/form-field";
import type { PageMeta } from "../../ui/site-data";
import type { Route } from "./+types/signup";
import { pageContext } from "./page-context.server";

/** `signup` (customers) and `businessSignup` (company data; the account waits for approval). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = pageContext(request, context);
  if (context.user) throw redirect("/account");
  const business = ctx.key === "businessSignup";
  const meta: PageMeta = {
    title: ctx.t(business ? "auth:business.title" : "auth:signup.title"),
    description: ctx.t(business ? "auth:business.lead" : "auth:signup.lead"),
  };
  return {
    business,
    meta,
    messages: messagesFor(ctx.locale, ["auth", FORM_MESSAGES]),
    providers: business ? [] : configuredProviders(context.project.config),
  };
}

/** A refused attempt's Retry-After reaches browsers without JavaScript too. */
export function headers({ actionHeaders, parentHeaders }: Route.HeadersArgs) {
  return withActionHeaders(parentHeaders, actionHeaders);
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = pageContext(request, context);
  const business = ctx.key === "businessSignup";
  const form = await request.formData();
  const result = await signUp(
    ctx.services,
    Object.fromEntries(form),
    {
      ip: context.clientIp,
      userAgent: request.headers.get("user-agent"),
      origin: context.origin,
      throttle: context.authThrottle,
    },
    business,
  );
  const values = echoValues(form);
  if (!result.ok) {
    const message = result.error.code === "throttled" ? "auth:signup.throttled" : null;
    return actionFailure(result.error, { message, values });
  }
  // The same answer whether or not the address was taken (no account enumeration).
  return redirect(business ? "/businessSignupComplete" : "/signedup", 303);
}

export default function Signup({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const errors = actionData?.fields;
  const values = actionData?.values ?? {};
  const field = (name: string, props: Record<string, unknown> = {}) => (
    <FormField
      idPrefix="signup"
      name={name}
      label={t(`fields.${name}`)}
      errors={errors}
      defaultValue={name.startsWith("password") ? undefined : values[name]}
      {...props}
    />
  );
  return (
    <div className="container page narrow" data-testid={loaderData.business ? "business-signup" : "signup"}>
      <h1>{t(loaderData.business ? "business.title" : "signup.title")}</h1>
      <p className="lead">{t(loaderData.business ? "business.lead" : "signup.lead")}</p>
      {actionData?.message && (
        <p className="alert error" role="alert">
          {t(actionData.message)}
        </p>
      )}
      {errors && Object.keys(errors).length > 0 && (
        <p className="alert error" role="alert">
          {t("signup.fix_errors")}
        </p>
      )}
      <Form method="post" className="form" noValidate={Boolean(errors)}>
        {loaderData.business && (
          <fieldset className="form">
            <legend>{t("business.company")}</legend>
            {field("company_name", { required: true, autoComplete: "organization" })}
            {field("vat_id", { autoComplete: "off", hint: t("business.vat_hint") })}
            {field("street", { required: true, autoComplete: "street-address" })}
            {field("zip_code", { required: true, autoComplete: "postal-code", inputMode: "numeric" })}
            {field("city", { required: true, autoComplete: "address-level2" })}
            {field("phone", { required: true, type: "tel", autoComplete: "tel" })}
          </fieldset>
        )}
        {field("first_name", { required: true, autoComplete: "given-name" })}
        {field("last_name", { required: true, autoComplete: "family-name" })}
        {field("email", { required: true, type: "email", autoComplete: "email" })}
        {field("password", {
          required: true,
          type: "password",
          autoComplete: "new-password",
          minLength: PASSWORD_MIN,
          hint: t("signup.password_hint", { min: PASSWORD_MIN }),
        })}
        {field("password_repeat", { required: true, type: "password", autoComplete: "new-password" })}
        <div className="field-hint">
          {t("signup.legal_before")}{" "}
          <LegalDialogButton doc="termsofservice">{t("terms.terms_link")}</LegalDialogButton> ·{" "}
          <LegalDialogButton doc="privacypolicy">{t("terms.privacy_link")}</LegalDialogButton>
        </div>
        <button type="submit" className="button" disabled={busy}>
          {busy ? t("signup.submitting") : t(loaderData.business ? "business.submit" : "signup.submit")}
        </button>
      </Form>
      <SocialButtons providers={loaderData.providers} />
      <p>
        {t("signup.have_account")} <Link to="/login">{t("signup.login")}</Link>
      </p>
    </div>
  );
}
