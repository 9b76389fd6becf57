/**
 * The account area's navigation as data: the employee sidebar, the customer
 * tab row and the dashboard cards are all drawn from it, so a link is shown only where the server's
 * `mayOpen()` would let the user in. Pure: no I/O, no React.
 */
import { type AccountRouteKey, accountPath, accountRoute, mayOpen } from "./account-routes";
import type { Locale } from "./locales";
import {
  canSeeOrdersLink,
  type FeatureSet,
  formatCounter,
  inGroup,
  jobCounterKind,
  type Principal,
  profilePath,
} from "./permissions";
import { routePath } from "./route-table";

/** Icon names; the UI maps them to one icon set (ui/sidebar/nav-icon.tsx). */
export type NavIcon =
  | "dashboard"
  | "workflow"
  | "jobs"
  | "statistics"
  | "hotLeads"
  | "communication"
  | "cars"
  | "carsOverview"
  | "clients"
  | "items"
  | "orders"
  | "website"
  | "articles"
  | "news"
  | "blog"
  | "settings"
  | "people"
  | "holding"
  | "profile"
  | "favorites"
  | "tradeIn";

export type NavItem = {
  /** Unique within the model; React key and test id. */
  id: string;
  /** Path without locale prefix (or the project's dashboard_redirect, which may be absolute). */
  href: string;
  icon: NavIcon;
  /** A message key of the `account` namespace, or the text itself (workflows carry their own label). */
  label: { key: string } | { text: string };
  /**
   * Favourite workflows: open jobs (all-jobs users) or own jobs (everyone else); the lead inbox: open
   * unassigned jobs plus own ones. Capped at "999+".
   */
  counter?: { value: string; kind: "open" | "mine" | "inbox" };
};

export type NavGroupId = "workflows" | "database" | "website";
export type NavGroup = { id: NavGroupId; items: NavItem[] };

export type AccountNav = { dashboard: NavItem; groups: NavGroup[]; bottom: NavItem };

/** `shared`: shared with the user (decision 0031), who then sees its open jobs like all-jobs users. */
export type FavouriteWorkflow = {
  id: string;
  label: string;
  countOpen: number;
  countMine: number;
  shared?: boolean;
};
/** `inbox`: open unassigned plus own jobs of a user who may not see all jobs; without it, no counter. */
export type NavCounters = { favouriteWorkflows: readonly FavouriteWorkflow[]; inbox?: number | null };

type DashboardConfig = { dashboard_redirect: string | null };

const ICONS: Partial<Record<AccountRouteKey, NavIcon>> = {
  jobs: "jobs",
  jobsStatistics: "statistics",
  hotLeads: "hotLeads",
  communication: "communication",
  cars: "cars",
  carsOverview: "carsOverview",
  clients: "clients",
  items: "items",
  orders: "orders",
  cms: "website",
  cmsArticles: "articles",
  cmsNews: "news",
  cmsBlogPosts: "blog",
  settings: "settings",
  people: "people",
  holding: "holding",
};

/** A link to an account screen, labelled with the screen's name (`account:sections.<key>`). */
function screen(key: AccountRouteKey, icon: NavIcon = ICONS[key] ?? "dashboard"): NavItem {
  return { id: key, href: accountPath(key), icon, label: { key: `sections.${key}` } };
}

function dashboardItem(config: DashboardConfig): NavItem {
  return {
    id: "dashboard",
    href: config.dashboard_redirect || accountPath("dashboard"),
    icon: "dashboard",
    label: { key: "sections.dashboard" },
  };
}

function profileItem(user: Principal): NavItem {
  const href = profilePath(user);
  const key: AccountRouteKey = href === accountPath("profile") ? "profile" : "settingsProfile";
  return { id: key, href, icon: "profile", label: { key: `sections.${key}` } };
}

/**
 * The employee sidebar: dashboard, the Workflows, Database and Website groups (each link only when the
 * user may open it; empty groups left out) and the profile at the bottom. Customers get no groups: the
 * sidebar is the back office's, their account area has a tab row (`customerNav`).
 */
export function accountNav(
  user: Principal,
  features: FeatureSet,
  config: DashboardConfig,
  counters: NavCounters,
): AccountNav {
  const may = (key: AccountRouteKey) => mayOpen(user, features, accountRoute(key).access);
  const pick = (keys: readonly AccountRouteKey[]) => keys.filter(may).map((key) => screen(key));
  const groups: NavGroup[] = [];

  if (inGroup(user, "employee")) {
    const kind = jobCounterKind(user);
    const leads = inGroup(user, "workflows");
    const favourites = counters.favouriteWorkflows.map<NavItem>((w) => {
      const k = w.shared ? "open" : kind;
      return {
        id: `workflow-${w.id}`,
        href: accountPath("workflowJobs", { workflowId: w.id }),
        icon: "workflow",
        label: { text: w.label },
        counter: { value: formatCounter(k === "open" ? w.countOpen : w.countMine), kind: k },
      };
    });
    // "All jobs" for users who may see all jobs; the others get their statistics, and their lead
    // inbox: the same job list, which shows them new unassigned jobs and their own (decision 0022), or
    // new leads would reach them only through a notification. Managers see statistics too.
    const inbox: NavItem[] =
      leads && kind === "mine" && may("jobs")
        ? [
            {
              id: "inbox",
              href: accountPath("jobs"),
              icon: "jobs",
              label: { key: "nav.inbox" },
              ...(typeof counters.inbox === "number"
                ? { counter: { value: formatCounter(counters.inbox), kind: "inbox" as const } }
                : {}),
            },
          ]
        : [];
    const jobs = leads
      ? [
          ...inbox,
          ...pick(kind === "open" ? ["jobs", "jobsStatistics", "hotLeads"] : ["jobsStatistics", "hotLeads"]),
        ]
      : [];
    // The communication center sits with the leads for those who work them, else with clients.
    const communication = pick(["communication"]);
    groups.push(
      { id: "workflows", items: leads ? [...favourites, ...jobs, ...communication] : [] },
      {
        id: "database",
        items: [
          ...pick(["cars", "carsOverview", "clients"]),
          ...(leads ? [] : communication),
          ...pick(["items", "orders"]),
        ],
      },
      // People sits under the settings, for admins (decision 0061); the holding after it (decision 0062).
      {
        id: "website",
        items: pick(["cms", "cmsArticles", "cmsNews", "cmsBlogPosts", "settings", "people", "holding"]),
      },
    );
  }

  return {
    dashboard: dashboardItem(config),
    groups: groups.filter((g) => g.items.length > 0),
    bottom: profileItem(user),
  };
}

/** A customer's account area: the tab row above each screen and the cards of their dashboard. */
export type CustomerNav = { tabs: NavItem[]; cards: NavItem[] };

export function customerNav(
  user: Principal,
  features: FeatureSet,
  config: DashboardConfig,
  locale: Locale,
): CustomerNav {
  const profile = profileItem(user);
  const orders = canSeeOrdersLink(user, features) ? [screen("orders")] : [];
  const favorites: NavItem = {
    id: "favorites",
    href: routePath("favorites", locale),
    icon: "favorites",
    label: { key: "customer.favorites" },
  };
  const tradeIn: NavItem[] = features.trade_in
    ? [
        {
          id: "tradeIn",
          href: routePath("buyback", locale),
          icon: "tradeIn",
          label: { key: "customer.trade_in" },
        },
      ]
    : [];
  return {
    tabs: [dashboardItem(config), profile, ...orders],
    cards: [profile, favorites, ...orders, ...tradeIn],
  };
}

/** Every link of a sidebar model, top to bottom. */
export function navItems(nav: AccountNav): NavItem[] {
  return [nav.dashboard, ...nav.groups.flatMap((g) => g.items), nav.bottom];
}

/**
 * The href to mark as the current page: the longest one that is the path itself or one of its
 * ancestors (`/account/clients/7` marks clients; `/account/jobs/statistics` marks statistics, not
 * jobs). The dashboard marks only itself, or it would be everything's ancestor.
 */
export function activeHref(pathname: string, hrefs: readonly string[]): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const dashboard = accountPath("dashboard");
  let best: string | null = null;
  for (const href of hrefs) {
    const fits = path === href || (href !== dashboard && path.startsWith(`${href}/`));
    if (fits && (!best || href.length > best.length)) best = href;
  }
  return best;
}

/** The sidebar with fresh counters of its favourite workflows (polled while the page is open). */
export function withWorkflowCounts(
  nav: AccountNav,
  counts: readonly { id: number | string; count_open: number; count_mine: number }[],
): AccountNav {
  const byId = new Map(counts.map((c) => [`workflow-${c.id}`, c]));
  return {
    ...nav,
    groups: nav.groups.map((g) => ({
      ...g,
      items: g.items.map((item) => {
        const c = byId.get(item.id);
        if (!c || !item.counter) return item;
        const value = formatCounter(item.counter.kind === "open" ? c.count_open : c.count_mine);
        return value === item.counter.value ? item : { ...item, counter: { ...item.counter, value } };
      }),
    })),
  };
}
