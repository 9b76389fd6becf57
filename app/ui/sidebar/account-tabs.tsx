import { Link, useLocation } from "react-router";
import { useTranslation } from "../../core/i18n/react";
import { activeHref, type NavItem } from "../../shared/account-nav";
import styles from "./account-tabs.module.css";
import { NavIcon } from "./nav-icon";
import { useNavLabel } from "./use-nav-label";

/** The customers' account navigation: a small row of links above each account screen (no sidebar). */
export function AccountTabs({ items }: { items: readonly NavItem[] }) {
  const { t } = useTranslation("account");
  const label = useNavLabel();
  const { pathname } = useLocation();
  const current = activeHref(
    pathname,
    items.map((i) => i.href),
  );
  return (
    <nav className={styles.tabs} aria-label={t("nav.customer_label")} data-testid="account-tabs">
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id}>
            <Link
              to={item.href}
              className={styles.tab}
              aria-current={item.href === current ? "page" : undefined}
              data-testid={`tab-${item.id}`}
            >
              <NavIcon icon={item.icon} size={18} />
              <span>{label(item)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
