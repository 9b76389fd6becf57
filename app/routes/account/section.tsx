import { Link } from "react-router";
import { useTranslation } from "../../core/i18n/react";
import { matchAccountPath } from "../../shared/account-routes";
import { splitLocale } from "../../shared/locale-path";
import { SectionNote } from "../../ui/sidebar/section-note";
import { notFound, pageContext } from "../store/page-context.server";
import type { Route } from "./+types/section";
import { requireAccess } from "./guard.server";

/** Back-office screens whose features arrive with later issues: gated now, content later. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const match = matchAccountPath(splitLocale(new URL(request.url).pathname).rest);
  if (!match) notFound();
  const key = match.def.key;
  requireAccess(request, context, key);
  const ctx = pageContext(request, context);
  return { key, meta: { title: ctx.t(`account:sections.${key}`), noindex: true } };
}

export default function Section({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  return (
    <section data-testid="account-section" data-section={loaderData.key}>
      <h1>{t(`sections.${loaderData.key}`)}</h1>
      <SectionNote testId="section-later">{t("section.later")}</SectionNote>
      <p>
        <Link to="/account">{t("section.back")}</Link>
      </p>
    </section>
  );
}
