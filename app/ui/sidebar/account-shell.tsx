import { Menu as MenuNode } from "lucide";
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useLocation } from "react-router";
import { useTranslation } from "../../core/i18n/react";
import type { AccountNav } from "../../shared/account-nav";
import { icon } from "../icon";
import { SIDEBAR_ID, Sidebar } from "./sidebar";
import styles from "./sidebar.module.css";
import { sidebarCookie } from "./sidebar-cookie";
import { useMediaQuery } from "./use-media-query";

const Menu = icon(MenuNode);

/** Below the large breakpoint (1024 px) the sidebar is a drawer; keep in step with sidebar.module.css. */
export const DRAWER_QUERY = "(max-width: 1023.98px)";

/**
 * The employees' account frame: the sidebar beside the content on large screens, a drawer opened from a
 * menu button above the content on smaller ones. The collapsed state comes from the server (cookie) so
 * the first paint is right; the drawer's open state is purely client-side.
 */
export function AccountShell({
  nav,
  collapsed: initiallyCollapsed,
  children,
}: {
  nav: AccountNav;
  collapsed: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation("account");
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useState(initiallyCollapsed);
  const [open, setOpen] = useState(false);
  const small = useMediaQuery(DRAWER_QUERY);
  const drawerOpen = open && small;
  const menuRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  const toggleCollapsed = () => {
    const next = !collapsed;
    setCollapsed(next);
    // biome-ignore lint/suspicious/noDocumentCookie: a preference cookie read by the server on the next request
    document.cookie = sidebarCookie(next ? "collapsed" : "expanded");
  };

  /** Closed by the user (Escape, backdrop, close button): focus goes back to the menu button. */
  const dismiss = useCallback(() => {
    // The content (with the menu button) is inert while the drawer is open: leave that state first.
    flushSync(() => setOpen(false));
    menuRef.current?.focus();
  }, []);

  // Growing past the breakpoint, and every navigation (also back and forward), closes the drawer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation and resize only
  useEffect(() => setOpen(false), [pathname, small]);

  useEffect(() => {
    if (!drawerOpen) return;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") dismiss();
    };
    document.addEventListener("keydown", onKey);
    // The page behind the drawer does not scroll.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.removeEventListener("keydown", onKey);
      document.body.style.overflow = overflow;
    };
  }, [drawerOpen, dismiss]);

  return (
    <div className={styles.shell} data-collapsed={collapsed || undefined}>
      <Sidebar
        nav={nav}
        collapsed={collapsed}
        onToggleCollapsed={toggleCollapsed}
        open={drawerOpen}
        onClose={dismiss}
        onNavigate={() => setOpen(false)}
        closeRef={closeRef}
      />
      {drawerOpen && (
        // biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut; Escape and the close button do the same
        // biome-ignore lint/a11y/useKeyWithClickEvents: see above
        <div className={styles.backdrop} onClick={dismiss} data-testid="sidebar-backdrop" />
      )}
      <div className={styles.content} inert={drawerOpen || undefined}>
        <button
          ref={menuRef}
          type="button"
          className={styles.menuButton}
          aria-controls={SIDEBAR_ID}
          aria-expanded={drawerOpen}
          onClick={() => setOpen(true)}
          data-testid="sidebar-open"
        >
          <Menu aria-hidden size={20} />
          <span>{t("nav.open")}</span>
        </button>
        {children}
      </div>
    </div>
  );
}
