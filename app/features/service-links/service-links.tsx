import {
  Car as CarNode,
  KeyRound as KeyRoundNode,
  Repeat as RepeatNode,
  ShoppingBag as ShoppingBagNode,
  Wrench as WrenchNode,
} from "lucide";
import { Link } from "react-router";
import { useTranslation } from "../../core/i18n/react";
import { type PageKey, routePath } from "../../shared/route-table";
import { icon } from "../../ui/icon";
import { useSite } from "../../ui/site-data";
import styles from "./service-links.module.css";

const Car = icon(CarNode);
const KeyRound = icon(KeyRoundNode);
const Repeat = icon(RepeatNode);
const ShoppingBag = icon(ShoppingBagNode);
const Wrench = icon(WrenchNode);

/** What a page that shows `ServiceLinks` adds to its `messagesFor` namespaces. */
export const SERVICE_LINK_MESSAGES = ["store.home.service", "store.home.more_services"] as const;

/** The dealer's services a buyer can use online, each with the feature flag that switches it on. */
const SERVICES = [
  { key: "used_cars", page: "cars", icon: Car, feature: null },
  { key: "trade_in", page: "buyback", icon: Repeat, feature: "trade_in" },
  { key: "service", page: "carService", icon: Wrench, feature: "service_booking" },
  { key: "rental", page: "carRental", icon: KeyRound, feature: "rental" },
  { key: "shop", page: "shop", icon: ShoppingBag, feature: "shop" },
] as const satisfies ReadonlyArray<{ key: string; page: PageKey; icon: unknown; feature: string | null }>;

export type ServiceKey = (typeof SERVICES)[number]["key"];

/**
 * Tiles of the project's services (home page), or on a service's own page the others it offers
 * ("More from us"): the texts are `store:home.service.*`, so a page that shows them loads
 * `SERVICE_LINK_MESSAGES`. Services the project has switched off are not offered.
 */
export function ServiceLinks({
  current,
  title,
}: {
  current?: ServiceKey;
  title: "services_title" | "more_services";
}) {
  const { t } = useTranslation("store");
  const site = useSite();
  const shown = SERVICES.filter(
    (s) => s.key !== current && (s.feature === null || site.project.features[s.feature]),
  );
  const headingId = `service-links-${current ?? "all"}`;
  return (
    <section
      className={current ? `container ${styles.section}` : "container"}
      aria-labelledby={headingId}
      data-testid="service-links"
    >
      <h2 id={headingId}>{t(`home.${title}`)}</h2>
      <ul className={styles.services}>
        {shown.map(({ icon: Icon, key, page }) => (
          <li key={key}>
            <Link className={`card ${styles.service}`} to={routePath(page, site.locale)}>
              <Icon aria-hidden size={28} />
              <span className={styles.serviceTitle}>{t(`home.service.${key}.title`)}</span>
              <span className="muted">{t(`home.service.${key}.text`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
