import { Link } from "react-router";
import { messagesFor } from "../../core/i18n/messages.server";
import { useTranslation } from "../../core/i18n/react";
import type { PageMeta } from "../../ui/site-data";
import type { Route } from "./+types/signed-up";
import { pageContext } from "./page-context.server";

/** After sign-up (`signedup`) and business sign-up (`businessSignupComplete`). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = pageContext(request, context);
  const business = ctx.key === "businessSignupComplete";
  const meta: PageMeta = {
    title: ctx.t(business ? "auth:business.done_title" : "auth:signedup.title"),
    noindex: true,
  };
  return { business, meta, messages: messagesFor(ctx.locale, ["auth"]) };
}

export default function SignedUp({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const ns = loaderData.business ? "business" : "signedup";
  return (
    <div className="container page narrow" data-testid="signed-up">
      <h1>{t(loaderData.business ? "business.done_title" : "signedup.title")}</h1>
      <p className="lead">{t(`${ns}.${loaderData.business ? "done_text" : "text"}`)}</p>
      <div className="actions">
        <Link className="button" to="/login">
          {t("signedup.login")}
        </Link>
        <Link className="button secondary" to="/">
          {t("signedup.home")}
        </Link>
      </div>
    </div>
  );
}
