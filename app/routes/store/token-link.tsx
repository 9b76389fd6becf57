import { data, Link } from "react-router";
import { messagesFor } from "../../core/i18n/messages.server";
import { useTranslation } from "../../core/i18n/react";
import type { TokenPageKey } from "../../shared/route-table";
import type { PageMeta } from "../../ui/site-data";
import type { Route } from "./+types/token-link";
import { notFound, pageContext } from "./page-context.server";

/**
 * Links from e-mails (password reset, unsubscribe, trade-in invitation, scheduled call). Until the
 * features that issue these tokens exist, no token is valid: every value gets the translated
 * "link invalid or expired" page with status 404, never a server error.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = pageContext(request, context);
  if (!ctx.key) notFound();
  const key = ctx.key as TokenPageKey;
  const meta: PageMeta = { title: ctx.t("store:token.invalid_title"), noindex: true };
  return data({ key, meta, messages: messagesFor(ctx.locale, ["store.token"]) }, { status: 404 });
}

export default function TokenLink({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["store", "pages"]);
  const next = loaderData.key === "forgotPasswordToken" ? "/forgotpassword" : "/contact";
  return (
    <div className="container page narrow" data-testid="token-invalid">
      <p className="eyebrow">{t(`pages:${loaderData.key}.title`)}</p>
      <h1>{t("token.invalid_title")}</h1>
      <p className="lead">{t(`token.invalid_text.${loaderData.key}`)}</p>
      <div className="actions">
        <Link className="button" to={next}>
          {t(`token.next.${loaderData.key}`)}
        </Link>
        <Link className="button secondary" to={"/"}>
          {t("token.home")}
        </Link>
      </div>
    </div>
  );
}
