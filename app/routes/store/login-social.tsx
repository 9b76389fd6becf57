import { Link, redirect } from "react-router";
import { messagesFor } from "../../core/i18n/messages.server";
import { useTranslation } from "../../core/i18n/react";
import type { SocialProvider } from "../../core/identity/social";
import { startSocialLogin } from "../../core/identity/social.server";
import type { PageMeta } from "../../ui/site-data";
import type { Route } from "./+types/login-social";
import { notFound, pageContext } from "./page-context.server";

const PROVIDER_BY_KEY: Record<string, SocialProvider> = {
  loginGoogle: "google",
  loginFacebook: "facebook",
  loginMicrosoft: "microsoft",
};

const flowCookie = (name: string, value: string, secure: boolean) =>
  `${name}=${value}; Path=/api/auth/callback; HttpOnly; SameSite=Lax; Max-Age=600${secure ? "; Secure" : ""}`;

/**
 * `login/google`, `login/facebook`, `login/microsoft`: off to the provider with this site's client id,
 * or a clear page saying the provider is not set up for this site.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = pageContext(request, context);
  const provider = ctx.key ? PROVIDER_BY_KEY[ctx.key] : undefined;
  if (!provider) notFound();
  const start = await startSocialLogin(context.services, provider, context.origin);
  if (start) {
    const headers = new Headers();
    headers.append("Set-Cookie", flowCookie("oauth_state", start.state, context.secureCookies));
    headers.append("Set-Cookie", flowCookie("oauth_verifier", start.codeVerifier, context.secureCookies));
    headers.append("Set-Cookie", flowCookie("oauth_lang", ctx.locale, context.secureCookies));
    throw redirect(start.url, { headers });
  }
  const meta: PageMeta = { title: ctx.t(`auth:social.${provider}`), noindex: true };
  return { provider, meta, messages: messagesFor(ctx.locale, ["auth.social"]) };
}

export default function SocialLogin({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  return (
    <div className="container page narrow" data-testid="social-not-configured">
      <h1>{t(`social.${loaderData.provider}`)}</h1>
      <p className="alert" role="note">
        {t("social.not_configured", { provider: t(`social.name_${loaderData.provider}`) })}
      </p>
      <div className="actions">
        <Link className="button" to="/login">
          {t("social.use_password")}
        </Link>
      </div>
    </div>
  );
}
