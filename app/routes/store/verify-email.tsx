import { data, Form, Link, useNavigation } from "react-router";
import { messagesFor } from "../../core/i18n/messages.server";
import { useTranslation } from "../../core/i18n/react";
import { VERIFY_TOKEN_HOURS } from "../../core/identity/auth-schema";
import {
  resendVerificationForLink,
  verifyEmail,
} from "../../core/identity/email-verification.service.server";
import { noStoreHeaders } from "../../features/mail-links/no-store";
import { actionFailure, actionSuccess } from "../../shared/action-result";
import { withActionHeaders } from "../../shared/headers";
import type { PageMeta } from "../../ui/site-data";
import type { Route } from "./+types/verify-email";
import { pageContext } from "./page-context.server";

/**
 * `verifyemail/{token}`: the mailed link that confirms an account's e-mail address
 * (docs/decisions/0044-verified-addresses.md). Opening it confirms the address, in any browser, signed
 * in or not; a used or expired link says so and offers a new one, sent to the account's own address.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = pageContext(request, context);
  const result = await verifyEmail(ctx.services, params.token);
  const state = result.ok ? result.value.outcome : result.error.message;
  const meta: PageMeta = { title: ctx.t(`auth:verify.${state}.title`), noindex: true };
  return data(
    { state, signedIn: context.user !== null, meta, messages: messagesFor(ctx.locale, ["auth"]) },
    // An expired or used link is a page with an offer (a new link); only an unknown one is not found.
    { status: state === "invalid" ? 404 : 200 },
  );
}

/**
 * Never stored (the page changes when the link is used, and is the link holder's alone); a refused
 * attempt's Retry-After reaches browsers without JavaScript too.
 */
export function headers({ actionHeaders, parentHeaders }: Route.HeadersArgs) {
  return withActionHeaders(noStoreHeaders({ parentHeaders }), actionHeaders);
}

/** "Send a new link" on an expired or used link's page. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const ctx = pageContext(request, context);
  const result = await resendVerificationForLink(ctx.services, params.token, {
    ip: context.clientIp,
    userAgent: request.headers.get("user-agent"),
    origin: context.origin,
    throttle: context.authThrottle,
  });
  if (!result.ok) {
    const message = result.error.code === "throttled" ? "auth:verify.throttled" : null;
    return actionFailure(result.error, { message });
  }
  return actionSuccess(result.value.sent ? "auth:verify.sent" : "auth:verify.already_verified.text");
}

export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const { state, signedIn } = loaderData;
  const confirmed = state === "verified" || state === "already_verified";
  return (
    <div className="container page narrow" data-testid="verify-email" data-state={state}>
      <h1>{t(`verify.${state}.title`)}</h1>
      <p className="lead">{t(`verify.${state}.text`, { hours: VERIFY_TOKEN_HOURS })}</p>
      {actionData?.message && (
        <p
          className={`alert ${actionData.ok ? "success" : "error"}`}
          role={actionData.ok ? "status" : "alert"}
          data-testid="verify-answer"
        >
          {t(actionData.message, { hours: VERIFY_TOKEN_HOURS })}
        </p>
      )}
      <div className="actions">
        {state === "expired" && !actionData?.ok && (
          <Form method="post">
            <button type="submit" className="button" disabled={busy}>
              {t("verify.resend")}
            </button>
          </Form>
        )}
        <Link className={confirmed ? "button" : "button secondary"} to={signedIn ? "/account" : "/login"}>
          {t(signedIn ? "verify.to_account" : "verify.to_login")}
        </Link>
      </div>
    </div>
  );
}
