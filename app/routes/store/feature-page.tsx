import { Link } from "react-router";
import type { ContactSubject } from "../../core/contact/contact-subjects";
import { messagesFor } from "../../core/i18n/messages.server";
import { useTranslation } from "../../core/i18n/react";
import { CHECKOUT_MENU_KEYS, type FeaturePageKey } from "../../shared/route-table";
import type { PageMeta } from "../../ui/site-data";
import type { Route } from "./+types/feature-page";
import { notFound, pageContext } from "./page-context.server";

/** The contact form's subject for each screen that is not online yet ("Contact us" preselects it). */
const FEATURE_SUBJECTS = {
  communityMemberJoin: "general",
  clickWizard: "general",
  clickWizardType: "general",
  buyback: "trade_in",
  checkout: "purchase",
  orderComplete: "purchase",
  shop: "purchase",
  cart: "purchase",
  carRental: "rental",
  carService: "service",
} as const satisfies Record<FeaturePageKey, ContactSubject>;

/** A wizard of a workflow's system type asks about that type's subject. */
const SYSTEM_TYPE_SUBJECTS: Record<string, ContactSubject> = {
  PURCHASE: "purchase",
  TRADE_IN: "trade_in",
  RENTAL: "rental",
  SERVICE: "service",
  FINANCING: "financing",
  LEASING: "financing",
  SUBSCRIPTION: "financing",
};

function subjectOf(key: FeaturePageKey, systemType: string | undefined): ContactSubject {
  if (key === "clickWizardType") return SYSTEM_TYPE_SUBJECTS[(systemType ?? "").toUpperCase()] ?? "general";
  return FEATURE_SUBJECTS[key];
}

/**
 * Screens whose features arrive in later slices (cars, cart, rental, account ...). They are part of the
 * route table and show their heading and what the visitor can do meanwhile, promising nothing more.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = pageContext(request, context);
  if (!ctx.key) notFound();
  const key = ctx.key as FeaturePageKey;
  const meta: PageMeta = {
    title: ctx.t(`pages:${key}.title`),
    description: ctx.t(`pages:${key}.description`),
    noindex: true,
    frame: CHECKOUT_MENU_KEYS.includes(key) ? { menuVersion: "checkout" } : undefined,
  };
  return {
    key,
    subject: subjectOf(key, ctx.params.systemType),
    meta,
    messages: messagesFor(ctx.locale, ["store.feature"]),
  };
}

export default function FeaturePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["pages", "store"]);
  return (
    <div className="container page narrow" data-page={loaderData.key}>
      <h1>{t(`${loaderData.key}.title`)}</h1>
      <p className="lead">{loaderData.meta.description}</p>
      <div className="alert" role="note">
        <p style={{ margin: 0 }}>{t("store:feature.not_yet")}</p>
      </div>
      <div className="actions">
        <Link className="button" to={`/contact?subject=${loaderData.subject}`}>
          {t("store:feature.contact")}
        </Link>
        <Link className="button secondary" to={"/locations"}>
          {t("store:feature.visit")}
        </Link>
      </div>
    </div>
  );
}
