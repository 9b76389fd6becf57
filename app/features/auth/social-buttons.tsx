import { Link } from "react-router";
import { useTranslation } from "../../core/i18n/react";
import type { SocialProvider } from "../../core/identity/social";

/** Buttons for the social logins this site has a client id for (none: nothing is shown). */
export function SocialButtons({ providers }: { providers: readonly SocialProvider[] }) {
  const { t } = useTranslation("auth");
  if (providers.length === 0) return null;
  return (
    <nav className="actions" aria-label={t("social.title")}>
      {providers.map((p) => (
        // A document navigation: the provider's consent page lies outside this app.
        <Link key={p} className="button secondary" to={`/login/${p}`} reloadDocument data-provider={p}>
          {t(`social.${p}`)}
        </Link>
      ))}
    </nav>
  );
}
