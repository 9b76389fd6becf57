/**
 * `invitation/{token}` (decision 0061): the link an admin's invitation mail carries. A valid link asks
 * for a password (the sign-up's minimum), signs the new employee in and sends them to their dashboard;
 * a used, expired or unknown link says which, in the page's language, and never replays.
 */
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { FORM_MESSAGES, messagesFor } from "../../core/i18n/messages.server";
import { useTranslation } from "../../core/i18n/react";
import { PASSWORD_MIN } from "../../core/identity/auth-schema";
import { logOut, SESSION_DAYS } from "../../core/identity/identity.service.server";
import { sessionCookie } from "../../core/identity/session-cookie";
import { acceptInvitation, invitationState } from "../../core/people/people.service.server";
import { actionFailure } from "../../shared/action-result";
import { FormField } from "../../ui/form-field";
import type { PageMeta } from "../../ui/site-data";
import type { Route } from "./+types/accept-invitation";
import { pageContext } from "./page-context.server";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = pageContext(request, context);
  const { state, firstName } = await invitationState(ctx.services, params.token);
  const valid = state === "valid";
  const meta: PageMeta = {
    title: ctx.t(valid ? "people:accept.title" : `people:accept.${state}_title`),
    noindex: true,
  };
  return data(
    {
      state,
      firstName,
      meta,
      messages: messagesFor(ctx.locale, ["people.accept", "auth.signup", FORM_MESSAGES]),
    },
    { status: valid ? 200 : state === "invalid" ? 404 : 410 },
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const ctx = pageContext(request, context);
  const form = await request.formData();
  const result = await acceptInvitation(
    ctx.services,
    params.token,
    Object.fromEntries(form),
    request.headers.get("user-agent"),
  );
  if (!result.ok) return actionFailure(result.error, { message: result.error.message ?? null });
  // Whoever was signed in on this browser before is signed out.
  await logOut(context.services, context.sessionToken);
  const headers = new Headers();
  headers.append(
    "Set-Cookie",
    sessionCookie(result.value.token, context.secureCookies, SESSION_DAYS * 86_400),
  );
  return redirect("/account", { headers });
}

export default function AcceptInvitation({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["people", "auth"]);
  const busy = useNavigation().state === "submitting";
  const gone = actionData && !actionData.ok && actionData.code === "not_found";
  if (loaderData.state !== "valid" || gone) {
    const state = gone ? "used" : loaderData.state;
    return (
      <div className="container page narrow" data-testid="invitation-invalid">
        <h1>{t(`accept.${state}_title`)}</h1>
        <p className="lead">{t(`accept.${state}_text`)}</p>
        <div className="actions">
          <Link className="button" to="/login">
            {t("accept.to_login")}
          </Link>
        </div>
      </div>
    );
  }
  const fields = actionData && !actionData.ok ? actionData.fields : undefined;
  return (
    <div className="container page narrow" data-testid="accept-invitation">
      <h1>{t("accept.title")}</h1>
      <p className="lead">{t("accept.lead", { name: loaderData.firstName ?? "" })}</p>
      <Form method="post" className="form">
        <FormField
          idPrefix="invite"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN}
          label={t("accept.password")}
          hint={t("auth:signup.password_hint", { min: PASSWORD_MIN })}
          errors={fields}
        />
        <FormField
          idPrefix="invite"
          name="password_repeat"
          type="password"
          autoComplete="new-password"
          required
          label={t("accept.password_repeat")}
          errors={fields}
        />
        <button type="submit" className="button" disabled={busy}>
          {t("accept.submit")}
        </button>
      </Form>
    </div>
  );
}
