import { Link, redirect } from "react-router";
import { mergeCartAtLogin } from "../../core/commerce/cart.service.server";
import { mergeFavoritesAtLogin } from "../../core/favorites/favorites.service.server";
import { FORM_MESSAGES, messagesFor } from "../../core/i18n/messages.server";
import { useTranslation } from "../../core/i18n/react";
import { redirectTargetSchema } from "../../core/identity/auth-schema";
import { logIn, logOut, SESSION_DAYS } from "../../core/identity/identity.service.server";
import { sessionCookie } from "../../core/identity/session-cookie";
import { configuredProviders } from "../../core/identity/social";
import { completeTwoFactorLogin } from "../../core/two-factor/two-factor.service.server";
import { LoginForm } from "../../features/auth/login-form";
import { SocialButtons } from "../../features/auth/social-buttons";
import { TwoFactorStep } from "../../features/auth/two-factor-step";
import { actionFailure, actionSuccess } from "../../shared/action-result";
import { withActionHeaders } from "../../shared/headers";
import { splitLocale } from "../../shared/locale-path";
import { routeUrl } from "../../shared/route-url";
import { redirectInBasename } from "../../shared/safe-redirect";
import { echoValues } from "../../ui/form-field";
import type { PageMeta } from "../../ui/site-data";
import type { Route } from "./+types/login";
import { pageContext } from "./page-context.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = pageContext(request, context);
  const redirectTo = redirectTargetSchema.parse(ctx.url.searchParams.get("redirectTo") ?? undefined);
  if (context.user) {
    throw redirect(redirectTo ? redirectInBasename(redirectTo, ctx.prefix, context.origin) : "/account");
  }
  const meta: PageMeta = { title: ctx.t("auth:login.title"), noindex: true };
  return {
    meta,
    redirectTo,
    providers: configuredProviders(context.project.config),
    notice: ctx.url.searchParams.get("notice"),
    messages: messagesFor(ctx.locale, [
      "auth.forgot",
      "auth.reset",
      "auth.social.failed",
      "auth.two_factor",
      FORM_MESSAGES,
    ]),
  };
}

/** E-mail and password login (also the target of the top menu's login form). */
/** A refused attempt's Retry-After reaches browsers without JavaScript too. */
export function headers({ actionHeaders, parentHeaders }: Route.HeadersArgs) {
  return withActionHeaders(parentHeaders, actionHeaders);
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const meta = {
    ip: context.clientIp,
    userAgent: request.headers.get("user-agent"),
    origin: context.origin,
    throttle: context.authThrottle,
  };
  const values = echoValues(form);
  // The second step (decision 0060): the challenge of the password step and a code.
  if (form.get("intent") === "two_factor") {
    const second = await completeTwoFactorLogin(context.services, Object.fromEntries(form), meta);
    if (!second.ok) {
      const { code: _typed, ...kept } = values;
      const message =
        second.error.code === "throttled"
          ? "auth:login.throttled"
          : second.error.code === "unauthorized"
            ? second.error.message
            : "auth:two_factor.code_required";
      // An expired challenge goes back to the password; otherwise the same step asks again.
      const expired = second.error.code === "unauthorized" && message === "auth:two_factor.expired";
      return actionFailure(second.error, { message, values: expired ? {} : kept });
    }
    return signedIn(request, context, second.value.token, second.value.user.id, values.redirectTo ?? null);
  }
  const result = await logIn(context.services, Object.fromEntries(form), meta);
  if (!result.ok && result.error.code === "unauthorized" && result.error.twoFactor) {
    const redirectTo = redirectTargetSchema.parse(values.redirectTo ?? undefined);
    return actionSuccess(null, { twoFactor: { challenge: result.error.twoFactor.challenge, redirectTo } });
  }
  if (!result.ok) {
    const message =
      result.error.code === "invalid"
        ? null
        : result.error.code === "throttled"
          ? "auth:login.throttled"
          : "auth:login.failed";
    return actionFailure(result.error, { message, values });
  }
  return signedIn(request, context, result.value.token, result.value.user.id, result.value.redirectTo);
}

/** The new session's cookie, the visitor's cart and favourites moved in, and on to the target. */
async function signedIn(
  request: Request,
  context: Route.ActionArgs["context"],
  token: string,
  userId: string,
  redirectTo: unknown,
) {
  // A session that existed before (another account) ends; the new one gets a new id.
  await logOut(context.services, context.sessionToken);
  const headers = new Headers();
  headers.append("Set-Cookie", sessionCookie(token, context.secureCookies, SESSION_DAYS * 86_400));
  // Favorites parked and the cart filled anonymously move into the account; the visitor cookie is dropped.
  await mergeCartAtLogin(context.services, request.headers.get("cookie"), userId);
  const dropVisitor = await mergeFavoritesAtLogin(
    context.services,
    request.headers.get("cookie"),
    userId,
    context.secureCookies,
  );
  if (dropVisitor) headers.append("Set-Cookie", dropVisitor);
  // The target may carry the locale prefix (`/en/cars`), which React Router would add a second time.
  const target = redirectTargetSchema.parse(redirectTo ?? undefined);
  const prefix = splitLocale(routeUrl(request).pathname).locale;
  return redirect(target ? redirectInBasename(target, prefix, context.origin) : "/account", { headers });
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  // The second step: after the password (a challenge), or again after a wrong code.
  const step =
    actionData && "twoFactor" in actionData
      ? actionData.twoFactor
      : actionData && !actionData.ok && actionData.values.challenge
        ? { challenge: actionData.values.challenge, redirectTo: actionData.values.redirectTo ?? null }
        : null;
  if (step) {
    return (
      <div className="container page narrow" data-testid="login-page">
        <h1>{t("two_factor.login_title")}</h1>
        {actionData?.message && (
          <p className="alert error" role="alert" data-testid="login-error">
            {t(actionData.message)}
          </p>
        )}
        <TwoFactorStep challenge={step.challenge} redirectTo={step.redirectTo} errors={actionData?.fields} />
      </div>
    );
  }
  return (
    <div className="container page narrow" data-testid="login-page">
      <h1>{t("login.title")}</h1>
      <p className="lead">{t("login.lead")}</p>
      {loaderData.notice === "social_failed" && (
        <p className="alert error" role="alert">
          {t("social.failed")}
        </p>
      )}
      {loaderData.notice === "password_changed" && (
        <p className="alert success" role="status">
          {t("reset.done")}
        </p>
      )}
      {actionData?.message && (
        <p className="alert error" role="alert" data-testid="login-error">
          {t(actionData.message)}
        </p>
      )}
      <LoginForm
        idPrefix="login"
        redirectTo={loaderData.redirectTo}
        errors={actionData?.fields}
        values={actionData?.values ?? undefined}
      />
      <SocialButtons providers={loaderData.providers} />
      <p>
        {t("login.no_account")} <Link to="/signup">{t("login.signup")}</Link> ·{" "}
        <Link to="/businessSignup">{t("login.business")}</Link>
      </p>
    </div>
  );
}
