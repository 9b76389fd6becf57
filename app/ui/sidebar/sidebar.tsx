import { PanelLeftClose as PanelLeftCloseNode, PanelLeftOpen as PanelLeftOpenNode, X as XNode } from "lucide";
import type { Ref } from "react";
import { useLocation } from "react-router";
import { useTranslation } from "../../core/i18n/react";
import { type AccountNav, activeHref, type NavItem, navItems } from "../../shared/account-nav";
import { AppLink } from "../app-link";
import { icon } from "../icon";
import { useSite } from "../site-data";
import { NavIcon } from "./nav-icon";
import styles from "./sidebar.module.css";
import { useNavLabel } from "./use-nav-label";

const PanelLeftClose = icon(PanelLeftCloseNode);
const PanelLeftOpen = icon(PanelLeftOpenNode);
const X = icon(XNode);

export const SIDEBAR_ID = "account-sidebar";

type Props = {
  nav: AccountNav;
  /** Desktop: icons only, 72 px wide. Ignored below the large breakpoint, where it is a drawer. */
  collapsed: boolean;
  onToggleCollapsed: () => void;
  /** Drawer (below the large breakpoint): shown or hidden off-canvas. */
  open: boolean;
  onClose: () => void;
  /** A link was followed (closes the drawer on small screens). */
  onNavigate: () => void;
  closeRef?: Ref<HTMLButtonElement>;
};

/** The employee sidebar of the account area: dashboard, groups, profile at the bottom. */
export function Sidebar({ nav, collapsed, onToggleCollapsed, open, onClose, onNavigate, closeRef }: Props) {
  const { t } = useTranslation("account");
  const label = useNavLabel();
  const { pathname } = useLocation();
  const current = activeHref(
    pathname,
    navItems(nav).map((i) => i.href),
  );

  const link = (item: NavItem) => {
    const text = label(item);
    return (
      <AppLink
        to={item.href}
        className={styles.link}
        aria-current={item.href === current ? "page" : undefined}
        title={collapsed ? text : undefined}
        onClick={onNavigate}
        data-testid={`nav-${item.id}`}
      >
        <NavIcon icon={item.icon} className={styles.icon} />
        <span className={styles.label}>{text}</span>
        {item.counter && (
          <span className={styles.badge} data-testid="nav-counter">
            <span aria-hidden>{item.counter.value}</span>
            <span className="visually-hidden">
              {t(`nav.counter_${item.counter.kind}`, { count: item.counter.value })}
            </span>
          </span>
        )}
      </AppLink>
    );
  };

  // The project's logo; the scroll logo (usually the compact one) when the project says so for the sidebar.
  const { config } = useSite().project;
  const logo =
    config.use_scroll_logo_for_sidebar && config.scroll_logo ? config.scroll_logo : config.main_logo;

  return (
    <nav
      id={SIDEBAR_ID}
      className={styles.sidebar}
      aria-label={t("nav.label")}
      data-collapsed={collapsed || undefined}
      data-open={open || undefined}
      data-testid="account-sidebar"
    >
      <div className={styles.inner}>
        <div className={styles.head}>
          <img src={logo} alt="" className={styles.logo} data-testid="sidebar-logo" />
          <span className={styles.title}>{t("nav.title")}</span>
          <button
            type="button"
            className={`${styles.iconButton} ${styles.toggle}`}
            aria-controls={SIDEBAR_ID}
            aria-expanded={!collapsed}
            aria-label={collapsed ? t("nav.expand") : t("nav.collapse")}
            title={collapsed ? t("nav.expand") : t("nav.collapse")}
            onClick={onToggleCollapsed}
            data-testid="sidebar-toggle"
          >
            {collapsed ? <PanelLeftOpen aria-hidden size={20} /> : <PanelLeftClose aria-hidden size={20} />}
          </button>
          <button
            ref={closeRef}
            type="button"
            className={`${styles.iconButton} ${styles.close}`}
            aria-label={t("nav.close")}
            onClick={onClose}
            data-testid="sidebar-close"
          >
            <X aria-hidden size={22} />
          </button>
        </div>
        {/* Head and profile stay in place; the groups scroll when the screen is short. */}
        <div className={styles.scroll}>
          <ul className={styles.list}>
            <li>{link(nav.dashboard)}</li>
          </ul>
          {nav.groups.map((group) => (
            <div key={group.id} className={styles.group} data-testid={`nav-group-${group.id}`}>
              <p id={`${SIDEBAR_ID}-${group.id}`} className={styles.groupTitle}>
                <span className={styles.label}>{t(`nav.groups.${group.id}`)}</span>
              </p>
              <ul className={styles.list} aria-labelledby={`${SIDEBAR_ID}-${group.id}`}>
                {group.items.map((item) => (
                  <li key={item.id}>{link(item)}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <ul className={`${styles.list} ${styles.bottom}`}>
          <li>{link(nav.bottom)}</li>
        </ul>
      </div>
    </nav>
  );
}
