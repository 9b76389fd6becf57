import { Link, redirect } from "react-router";
import { mergeCartAtLogin } from "../../core/commerce/cart.service.server";
import { mergeFavoritesAtLogin } from "../../core/favorites/favorites.service.server";
import { FORM_MESSAGES, messagesFor } from "../../core/i18n/messages.server";
import { useTranslation } from "../../core/i18n/react";
import { redirectTargetSchema } from "../../core/identity/auth-schema";
import { logIn, logOut, SESSION_DAYS } from "../../core/identity/identity.service.server";
import { sessionCookie } from "../../core/identity/session-cookie";
import { configuredProviders } from "../../core/identity/social";
import { LoginForm } from "../../features/auth/login-form";
import { SocialButtons } from "../../features/auth/social-buttons";
import { actionFailure } from "../../shared/action-result";
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
    messages: messagesFor(ctx.locale, ["auth.forgot", "auth.reset", "auth.social.failed", FORM_MESSAGES]),
  };
}

/** E-mail and password login (also the target of the top menu's login form). */
/** A refused attempt's Retry-After reaches browsers without JavaScript too. */
export function headers({ actionHeaders, parentHeaders }: Route.HeadersArgs) {
  return withActionHeaders(parentHeaders, actionHeaders);
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const result = await logIn(context.services, Object.fromEntries(form), {
    ip: context.clientIp,
    userAgent: request.headers.get("user-agent"),
    origin: context.origin,
    throttle: context.authThrottle,
  });
  const values = echoValues(form);
  if (!result.ok) {
    const message =
      result.error.code === "invalid"
        ? null
        : result.error.code === "throttled"
          ? "auth:login.throttled"
          : "auth:login.failed";
    return actionFailure(result.error, { message, values });
  }
  // A session that existed before (another account) ends; the new one gets a new id.
  await logOut(context.services, context.sessionToken);
  const headers = new Headers();
  headers.append(
    "Set-Cookie",
    sessionCookie(result.value.token, context.secureCookies, SESSION_DAYS * 86_400),
  );
  // Favorites parked and the cart filled anonymously move into the account; the visitor cookie is dropped.
  await mergeCartAtLogin(context.services, request.headers.get("cookie"), result.value.user.id);
  const dropVisitor = await mergeFavoritesAtLogin(
    context.services,
    request.headers.get("cookie"),
    result.value.user.id,
    context.secureCookies,
  );
  if (dropVisitor) headers.append("Set-Cookie", dropVisitor);
  // The target may carry the locale prefix (`/en/cars`), which React Router would add a second time.
  const target = result.value.redirectTo;
  const prefix = splitLocale(routeUrl(request).pathname).locale;
  return redirect(target ? redirectInBasename(target, prefix, context.origin) : "/account", { headers });
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
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
        values={actionData?.values}
      />
      <SocialButtons providers={loaderData.providers} />
      <p>
        {t("login.no_account")} <Link to="/signup">{t("login.signup")}</Link> ·{" "}
        <Link to="/businessSignup">{t("login.business")}</Link>
      </p>
    </div>
  );
}
