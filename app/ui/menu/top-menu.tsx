import {
  ArrowRight as ArrowRightNode,
  ChevronDown as ChevronDownNode,
  Heart as HeartNode,
  Menu as MenuNode,
  X as XNode,
} from "lucide";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useTranslation } from "../../core/i18n/react";
import { CartMenu } from "../../features/cart/cart-menu";
import { CustomerCarsMenu } from "../../features/customer-cars/customer-cars-menu";
import { routePath } from "../../shared/route-table";
import { AppLink } from "../app-link";
import { icon } from "../icon";
import { type PageMeta, useSite } from "../site-data";
import { CheckoutLogo } from "./checkout-logo";
import { ContrastToggle } from "./contrast-toggle";
import { Dropdown } from "./dropdown";
import { LanguageMenu } from "./language-menu";
import { chooseMenuVariants } from "./menu-variant";
import { navIcon } from "./nav-icons";
import styles from "./top-menu.module.css";
import { usePublishedHeight } from "./use-published-height";
import { useScrollState } from "./use-scroll-state";
import { UserMenu } from "./user-menu";

// Signed-in users only (employees and customers): the notifications item and its event stream (decisions
// 0033, 0064). Visitors never load this chunk.
const LiveNotifications = lazy(() =>
  import("../../features/notifications/live-notifications").then((m) => ({ default: m.LiveNotifications })),
);

const ArrowRight = icon(ArrowRightNode);
const ChevronDown = icon(ChevronDownNode);
const Heart = icon(HeartNode);
const MenuIcon = icon(MenuNode);
const X = icon(XNode);

/** The storefront's top menu in four variants, chosen per viewport by CSS. */
export function TopMenu({ frame }: { frame?: PageMeta["frame"] }) {
  const { t } = useTranslation();
  const site = useSite();
  const location = useLocation();
  const scroll = useScrollState();
  const header = useRef<HTMLElement>(null);
  usePublishedHeight(header);
  const [navOpen, setNavOpen] = useState(false);
  const { config } = site.project;
  const variants = chooseMenuVariants(config.menu, frame?.menuVersion);
  const checkout = variants.desktop === "checkout";

  // biome-ignore lint/correctness/useExhaustiveDependencies: the burger menu closes on navigation
  useEffect(() => setNavOpen(false), [location.pathname]);

  const logo =
    scroll.scrolled && config.use_scroll_logo && config.scroll_logo ? config.scroll_logo : config.main_logo;
  const className = [styles.header, config.menu_class, scroll.scrolled ? config.menu_scroll_class : ""]
    .filter(Boolean)
    .join(" ");

  return (
    <header
      ref={header}
      className={className}
      data-desktop={variants.desktop}
      data-mobile={variants.mobile}
      data-scrolled={scroll.scrolled || undefined}
      data-direction={scroll.direction}
      data-background={frame?.menuBackground ?? undefined}
      data-logo={frame?.logoVersion ?? undefined}
      data-nav-open={navOpen || undefined}
    >
      <div className={`container ${styles.bar}`}>
        {checkout ? (
          <CheckoutLogo logo={logo} name={site.project.name} />
        ) : (
          <AppLink
            to={"/"}
            className={styles.logo}
            aria-label={t("menu.home_link", { name: site.project.name })}
          >
            <img src={logo} alt="" width={160} height={40} />
          </AppLink>
        )}
        {checkout ? (
          <p className={styles.secure}>{t("menu.secure_checkout")}</p>
        ) : (
          <>
            <nav id="site-nav" className={styles.nav} aria-label={t("menu.main_navigation")}>
              <ul className={styles.navList}>
                {site.nav.map((item) => (
                  <li key={item.id} className={`${styles.navItem} ${item.listClassName ?? ""}`}>
                    {item.dropdown.length === 0 ? (
                      item.link && (
                        <AppLink to={item.link} className={styles.navLink} markCurrent>
                          <NavText text={item.text} iconClass={item.iconClass} />
                        </AppLink>
                      )
                    ) : (
                      <Dropdown
                        label={t("menu.open_submenu", { name: item.text })}
                        trigger={({ open, triggerProps }) =>
                          item.link ? (
                            <span className={styles.navSplit}>
                              <AppLink to={item.link} className={styles.navLink} markCurrent>
                                <NavText text={item.text} iconClass={item.iconClass} />
                              </AppLink>
                              <button type="button" className={styles.chevron} {...triggerProps}>
                                <ChevronDown aria-hidden size={16} data-open={open || undefined} />
                              </button>
                            </span>
                          ) : (
                            // A heading without a page of its own: the whole label opens its links (a tap
                            // on the words must not do nothing on a phone).
                            <button
                              type="button"
                              className={`${styles.navLink} ${styles.navButton}`}
                              {...triggerProps}
                            >
                              <NavText text={item.text} iconClass={item.iconClass} />
                              <ChevronDown aria-hidden size={16} data-open={open || undefined} />
                            </button>
                          )
                        }
                      >
                        <div className={styles.dropdownGrid}>
                          {item.dropdown.map((block, i) =>
                            block.type === "links_list" ? (
                              <div key={i}>
                                <p className={styles.dropdownTitle}>{block.title}</p>
                                <ul className={styles.dropdownLinks}>
                                  {block.links.map((l) => (
                                    <li key={l.link}>
                                      <AppLink to={l.link}>{l.title}</AppLink>
                                    </li>
                                  ))}
                                </ul>
                              </div>
                            ) : (
                              <div key={i}>
                                <p className={styles.dropdownTitle}>{block.title}</p>
                                <p className={styles.dropdownText}>{block.content}</p>
                                {block.link && (
                                  <ul className={styles.dropdownLinks}>
                                    <li>
                                      <AppLink to={block.link} className={styles.dropdownCta}>
                                        {block.link_text ?? block.title}
                                        <ArrowRight aria-hidden size={16} />
                                      </AppLink>
                                    </li>
                                  </ul>
                                )}
                              </div>
                            ),
                          )}
                        </div>
                      </Dropdown>
                    )}
                  </li>
                ))}
              </ul>
              {config.menu.high_contrast_icon && <ContrastToggle inMenu />}
            </nav>
            <div className={styles.actions}>
              {config.menu.high_contrast_icon && <ContrastToggle />}
              <LanguageMenu />
              <AppLink
                to={routePath("favorites", site.locale)}
                className={styles.iconButton}
                aria-label={
                  site.favoritesCount > 0
                    ? t("menu.favorites_count", { count: site.favoritesCount })
                    : t("menu.favorites")
                }
                data-testid="menu-favorites"
              >
                <Heart aria-hidden size={20} />
                {site.favoritesCount > 0 && (
                  <span className={styles.countBadge} aria-hidden data-testid="menu-favorites-count">
                    {site.favoritesCount}
                  </span>
                )}
              </AppLink>
              {site.cart && (
                <CartMenu
                  summary={site.cart}
                  locale={site.locale}
                  buttonClass={styles.iconButton}
                  badgeClass={styles.countBadge}
                />
              )}
              {site.customerCars && (
                <CustomerCarsMenu
                  cars={site.customerCars.cars}
                  locale={site.locale}
                  buttonClass={styles.iconButton}
                  badgeClass={styles.countBadge}
                />
              )}
              {site.user?.notifications && (
                <Suspense fallback={null}>
                  <LiveNotifications
                    unread={site.user.notifications.unread}
                    sounds={site.user.notifications.sounds}
                    buttonClass={styles.iconButton}
                    badgeClass={styles.countBadge}
                  />
                </Suspense>
              )}
              <UserMenu buttonClass={styles.iconButton} />
              <button
                type="button"
                className={`${styles.iconButton} ${styles.burger}`}
                aria-controls="site-nav"
                aria-expanded={navOpen}
                aria-label={navOpen ? t("menu.close_menu") : t("menu.open_menu")}
                onClick={() => setNavOpen((v) => !v)}
              >
                {navOpen ? <X aria-hidden size={22} /> : <MenuIcon aria-hidden size={22} />}
              </button>
            </div>
          </>
        )}
      </div>
    </header>
  );
}

/** A link's text with the icon its `iconClass` names, if any (nav-icons.tsx). */
function NavText({ text, iconClass }: { text: string; iconClass: string | null }) {
  const Icon = navIcon(iconClass);
  return (
    <>
      {Icon && <Icon aria-hidden size={16} style={{ verticalAlign: "-0.15em", marginInlineEnd: "0.3em" }} />}
      {text}
    </>
  );
}
