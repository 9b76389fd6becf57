import { Form, Link, useNavigation } from "react-router";
import { FORM_MESSAGES, messagesFor } from "../../core/i18n/messages.server";
import { useTranslation } from "../../core/i18n/react";
import { RESET_TOKEN_MINUTES } from "../../core/identity/auth-schema";
import { requestPasswordReset } from "../../core/identity/identity.service.server";
import { actionFailure, actionSuccess } from "../../shared/action-result";
import { withActionHeaders } from "../../shared/headers";
import { echoValues, FormField } from "../../ui/form-field";
import type { PageMeta } from "../../ui/site-data";
import type { Route } from "./+types/forgot-password";
import { pageContext } from "./page-context.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = pageContext(request, context);
  const meta: PageMeta = { title: ctx.t("auth:forgot.title"), noindex: true };
  return { meta, messages: messagesFor(ctx.locale, ["auth", FORM_MESSAGES]) };
}

/** Always the same answer, whether or not the address has an account (no enumeration). */
/** A refused attempt's Retry-After reaches browsers without JavaScript too. */
export function headers({ actionHeaders, parentHeaders }: Route.HeadersArgs) {
  return withActionHeaders(parentHeaders, actionHeaders);
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = pageContext(request, context);
  const form = await request.formData();
  const result = await requestPasswordReset(ctx.services, Object.fromEntries(form), {
    ip: context.clientIp,
    userAgent: request.headers.get("user-agent"),
    origin: context.origin,
    throttle: context.authThrottle,
  });
  const values = echoValues(form);
  if (!result.ok) {
    const message = result.error.code === "throttled" ? "auth:forgot.throttled" : null;
    return actionFailure(result.error, { message, values });
  }
  return actionSuccess(null, { sent: true });
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <div className="container page narrow" data-testid="forgot-password">
      <h1>{t("forgot.title")}</h1>
      {actionData?.ok && actionData.sent ? (
        <div className="alert success" role="status" data-testid="forgot-sent">
          <p style={{ margin: 0 }}>{t("forgot.sent", { minutes: RESET_TOKEN_MINUTES })}</p>
        </div>
      ) : (
        <>
          <p className="lead">{t("forgot.lead")}</p>
          {actionData?.message && (
            <p className="alert error" role="alert">
              {t(actionData.message)}
            </p>
          )}
          <Form method="post" className="form">
            <FormField
              idPrefix="forgot"
              name="email"
              type="email"
              autoComplete="email"
              required
              label={t("fields.email")}
              errors={actionData?.fields}
              defaultValue={actionData?.values?.email}
            />
            <button type="submit" className="button" disabled={busy}>
              {t("forgot.submit")}
            </button>
          </Form>
        </>
      )}
      <p>
        <Link to="/login">{t("forgot.back")}</Link>
      </p>
    </div>
  );
}
