/**
 * A link to a path of this site that costs little to render (decision 0018, seventh round).
 *
 * React Router's `<Link>` resolves its path twice per render (`useHref` and the click handler's
 * `useResolvedPath`), keeps prefetch state and reads the location: about 4 % of a signed-in job list's
 * server time for its 60 links. `AppLink` renders the same anchor (the href under the locale basename,
 * `data-discover` for lazy route discovery) from one context read, and navigates on the client the
 * same way: a plain left click without modifier keys on a link without a target is taken over and handed
 * to the router's `navigate` (pushing, or replacing when the link points at the current URL, as
 * `<Link>` does); any other click is the browser's. Without JavaScript it is an ordinary link.
 *
 * For absolute paths of this site (`/account/jobs?sort=…`) and queries of the current page (`?sort=…`);
 * any other `to` is handed to React Router's `<Link>`. Where a link needs React Router's other features
 * (state, prefetch, view transitions, NavLink's active class), use React Router's own.
 */
import {
  type AnchorHTMLAttributes,
  createContext,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
} from "react";
import { Link, NavLink, useHref, useLocation, useNavigate } from "react-router";

type Go = (to: string, options: { replace: boolean; preventScrollReset?: boolean }) => void;

/** The router's navigate and the locale basename (`/en`, or `/`), read once per page. */
type Navigation = { go: Go; basename: string };

const GoContext = createContext<Navigation | null>(null);

/**
 * Gives every `AppLink` below the router's navigate and basename (one hook call per page instead of one
 * per link). The basename is React Router's `useHref("/")`: the site's root under the locale prefix.
 */
export function AppLinkNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const basename = useHref("/");
  const go = useCallback<Go>((to, options) => void navigate(to, options), [navigate]);
  const value = useMemo(() => ({ go, basename }), [go, basename]);
  return <GoContext.Provider value={value}>{children}</GoContext.Provider>;
}

/** `/en` + `/account/jobs` = `/en/account/jobs`; `/` under `/en` is `/en` (React Router's `useHref`). */
export function hrefUnder(basename: string, to: string): string {
  if (basename === "/" || basename === "") return to;
  const base = basename.endsWith("/") ? basename.slice(0, -1) : basename;
  if (to === "/") return base;
  if (to.startsWith("/?") || to.startsWith("/#")) return base + to.slice(1);
  return base + to;
}

/** React Router's rule for a click it may take over: left button, no modifier, no other target. */
export function isPlainClick(
  event: Pick<MouseEvent, "button" | "metaKey" | "altKey" | "ctrlKey" | "shiftKey" | "defaultPrevented">,
  target: string | undefined,
): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === "_self") &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/**
 * NavLink's rule for the current page (case-insensitive, as NavLink's default): the location is the
 * link's path or lies below it; the site's root only matches itself.
 */
export function isCurrentPath(locationPathname: string, to: string): boolean {
  const target = (to.split(/[?#]/, 1)[0] || "/").toLowerCase();
  const here = locationPathname.toLowerCase();
  if (here === target) return true;
  const end = target !== "/" && target.endsWith("/") ? target.length - 1 : target.length;
  return here.startsWith(target) && here.charAt(end) === "/";
}

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  /** An absolute path of this site, with its query: `/account/jobs?sort=priority_desc`. */
  to: string;
  /** `aria-current="page"` while the page is at this path or below it (what NavLink marks). */
  markCurrent?: boolean;
  replace?: boolean;
  preventScrollReset?: boolean;
};

export function AppLink({ to, replace, preventScrollReset, onClick, target, markCurrent, ...rest }: Props) {
  const { pathname } = useLocation();
  const navigation = useContext(GoContext);
  // A query of the current page (`?sort=…`) is this page's path with it, as `<Link>` resolves it.
  const path = to.startsWith("?") ? pathname + to : to;
  // Outside `AppLinkNavigation` (or for another kind of path) React Router's own link does the work.
  if (!navigation || !path.startsWith("/") || path.startsWith("//")) {
    const Other = markCurrent ? NavLink : Link;
    return (
      <Other
        {...rest}
        to={to}
        replace={replace}
        preventScrollReset={preventScrollReset}
        onClick={onClick}
        target={target}
      />
    );
  }
  const { go, basename } = navigation;
  const href = hrefUnder(basename, path);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isPlainClick(event, target)) return;
    event.preventDefault();
    const here = window.location.pathname + window.location.search + window.location.hash;
    go(path, { replace: replace ?? here === href, preventScrollReset });
  };
  const current = markCurrent && isCurrentPath(pathname, path) ? "page" : rest["aria-current"];
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={handleClick}
      aria-current={current}
      data-discover="true"
    />
  );
}
