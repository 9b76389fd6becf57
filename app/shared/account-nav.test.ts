import { describe, expect, it } from "vitest";
import { type AccountNav, accountNav, activeHref, customerNav, type NavItem, navItems } from "./account-nav";
import type { FeatureSet, Principal } from "./permissions";

const as = (...roles: string[]): Principal => ({ roles, inHolding: false });
const ALL_ON: FeatureSet = { shop: true, trade_in: true, articles: true, news: true, blog: true };
const ALL_OFF: FeatureSet = {};
const NO_REDIRECT = { dashboard_redirect: null };
const NONE = { favouriteWorkflows: [] };

const ids = (items: readonly NavItem[]) => items.map((i) => i.id);
const group = (nav: AccountNav, id: string) => nav.groups.find((g) => g.id === id);
const groupIds = (nav: AccountNav, id: string) => ids(group(nav, id)?.items ?? []);
const nav = (user: Principal, features = ALL_ON) => accountNav(user, features, NO_REDIRECT, NONE);

describe("accountNav: the employee sidebar (spec 2, 6)", () => {
  it("gives an admin every group and link", () => {
    const n = nav(as("admin"));
    expect(n.groups.map((g) => g.id)).toEqual(["workflows", "database", "website"]);
    expect(groupIds(n, "workflows")).toEqual(["jobs", "jobsStatistics", "hotLeads"]);
    expect(groupIds(n, "database")).toEqual(["cars", "carsOverview", "clients", "items", "orders"]);
    // People (decision 0061): under the settings, for admins only.
    expect(groupIds(n, "website")).toEqual([
      "cms",
      "cmsArticles",
      "cmsNews",
      "cmsBlogPosts",
      "settings",
      "people",
    ]);
    expect(n.groups[2]?.items.at(-1)).toMatchObject({ href: "/account/settings/people", icon: "people" });
    expect(n.bottom).toMatchObject({ id: "settingsProfile", href: "/account/settings/profile" });
  });

  it("gives sales their lead inbox and statistics instead of all jobs, no database and only settings on the website", () => {
    const n = nav(as("sales"));
    expect(groupIds(n, "workflows")).toEqual(["inbox", "jobsStatistics", "hotLeads"]);
    expect(group(n, "database")).toBeUndefined();
    expect(groupIds(n, "website")).toEqual(["settings"]);
  });

  it("links the lead inbox to the job list with a counter of new and own open jobs", () => {
    for (const role of ["sales", "service_advisor"]) {
      const n = accountNav(as(role), ALL_ON, NO_REDIRECT, { favouriteWorkflows: [], inbox: 1234 });
      const inbox = group(n, "workflows")?.items.find((i) => i.id === "inbox");
      expect(inbox, role).toMatchObject({
        href: "/account/jobs",
        icon: "jobs",
        label: { key: "nav.inbox" },
        counter: { value: "999+", kind: "inbox" },
      });
    }
    const uncounted = group(nav(as("sales")), "workflows")?.items.find((i) => i.id === "inbox");
    expect(uncounted?.counter).toBeUndefined();
  });

  it("gives users who see all jobs no inbox", () => {
    for (const role of ["manager", "admin", "holding_admin"]) {
      const n = accountNav(as(role), ALL_ON, NO_REDIRECT, { favouriteWorkflows: [], inbox: 3 });
      expect(groupIds(n, "workflows"), role).not.toContain("inbox");
    }
  });

  it("gives a manager all jobs with statistics, and clients and orders, but no cars or items", () => {
    const n = nav(as("manager"));
    expect(groupIds(n, "workflows")).toEqual(["jobs", "jobsStatistics", "hotLeads"]);
    expect(groupIds(n, "database")).toEqual(["clients", "orders"]);
    expect(groupIds(n, "website")).toEqual(["settings"]);
  });

  it("gives staff who do not work leads no workflows group", () => {
    for (const role of ["cms_editor", "database_clerk", "inventory_manager"]) {
      expect(group(nav(as(role)), "workflows"), role).toBeUndefined();
    }
  });

  it("gives a database clerk clients and orders only", () => {
    expect(groupIds(nav(as("database_clerk")), "database")).toEqual(["clients", "orders"]);
  });

  it("gives an inventory manager the whole database section", () => {
    expect(groupIds(nav(as("inventory_manager")), "database")).toEqual([
      "cars",
      "carsOverview",
      "clients",
      "items",
      "orders",
    ]);
  });

  it("gives a CMS editor the website section, each content type behind its feature flag", () => {
    expect(groupIds(nav(as("cms_editor")), "website")).toEqual([
      "cms",
      "cmsArticles",
      "cmsNews",
      "cmsBlogPosts",
      "settings",
    ]);
    // Without any content feature there is no website section, only the settings.
    expect(groupIds(nav(as("cms_editor"), ALL_OFF), "website")).toEqual(["settings"]);
    expect(groupIds(nav(as("cms_editor"), { news: true }), "website")).toEqual([
      "cms",
      "cmsNews",
      "settings",
    ]);
    expect(group(nav(as("cms_editor")), "database")).toBeUndefined();
  });

  it("links every item to the screen's path", () => {
    const hrefs = Object.fromEntries(navItems(nav(as("admin"))).map((i) => [i.id, i.href]));
    expect(hrefs).toMatchObject({
      dashboard: "/account",
      jobs: "/account/jobs",
      hotLeads: "/account/jobs/lls",
      cars: "/account/cars",
      carsOverview: "/account/cars/overview",
      cms: "/account/cms",
      cmsBlogPosts: "/account/cms/blogPosts",
      settings: "/account/settings",
    });
    expect(nav(as("sales")).groups[0]?.items[1]).toMatchObject({
      href: "/account/jobs/statistics",
      label: { key: "sections.jobsStatistics" },
    });
  });

  it("uses the project's dashboard_redirect for the dashboard link", () => {
    const n = accountNav(as("sales"), ALL_ON, { dashboard_redirect: "/account/jobs/lls" }, NONE);
    expect(n.dashboard.href).toBe("/account/jobs/lls");
    expect(accountNav(as("sales"), ALL_ON, { dashboard_redirect: "" }, NONE).dashboard.href).toBe("/account");
  });

  it("gives customers no sidebar groups, and their own profile", () => {
    for (const role of ["client", "business_client", "community_member"]) {
      const n = nav(as(role));
      expect(n.groups).toEqual([]);
      expect(n.bottom).toMatchObject({ id: "profile", href: "/account/profile" });
    }
  });
});

describe("accountNav: favourite workflows and their counters", () => {
  const favouriteWorkflows = [
    { id: "12", label: "Trade-in", countOpen: 1500, countMine: 4 },
    { id: "13", label: "Service", countOpen: 999, countMine: 1001 },
  ];
  const withFavourites = (user: Principal) => accountNav(user, ALL_ON, NO_REDIRECT, { favouriteWorkflows });

  it("shows open counts to all-jobs users, capped at 999+", () => {
    const [tradeIn, service] = withFavourites(as("manager")).groups[0]?.items ?? [];
    expect(tradeIn).toMatchObject({
      id: "workflow-12",
      href: "/account/jobs/12",
      label: { text: "Trade-in" },
      counter: { value: "999+", kind: "open" },
    });
    expect(service?.counter).toEqual({ value: "999", kind: "open" });
  });

  it("shows their own counts to everyone else", () => {
    const [tradeIn, service] = withFavourites(as("sales")).groups[0]?.items ?? [];
    expect(tradeIn?.counter).toEqual({ value: "4", kind: "mine" });
    expect(service?.counter).toEqual({ value: "999+", kind: "mine" });
  });

  it("shows the open count of a workflow shared with them (decision 0031)", () => {
    const shared = accountNav(as("sales"), ALL_ON, NO_REDIRECT, {
      favouriteWorkflows: [{ ...favouriteWorkflows[0]!, countOpen: 37, shared: true }],
    });
    expect(shared.groups[0]?.items[0]?.counter).toEqual({ value: "37", kind: "open" });
  });

  it("puts favourites before all jobs", () => {
    expect(groupIds(withFavourites(as("admin")), "workflows")).toEqual([
      "workflow-12",
      "workflow-13",
      "jobs",
      "jobsStatistics",
      "hotLeads",
    ]);
  });

  it("never shows workflows to customers", () => {
    expect(withFavourites(as("client")).groups).toEqual([]);
  });
});

describe("customerNav", () => {
  it("gives a client with the shop dashboard, profile and orders tabs, and trade-in among the cards", () => {
    const c = customerNav(as("client"), ALL_ON, NO_REDIRECT, "en");
    expect(c.tabs.map((t) => t.href)).toEqual(["/account", "/account/profile", "/account/orders"]);
    expect(c.cards.map((t) => t.href)).toEqual([
      "/account/profile",
      "/favorites",
      "/account/orders",
      "/buyback",
    ]);
  });

  it("uses the German paths in German and leaves out what the project does not offer", () => {
    const c = customerNav(as("client"), ALL_OFF, { dashboard_redirect: "/favoriten" }, "de");
    expect(c.tabs.map((t) => t.href)).toEqual(["/favoriten", "/account/profile"]);
    expect(c.cards.map((t) => t.href)).toEqual(["/account/profile", "/favoriten"]);
    expect(customerNav(as("client"), { trade_in: true }, NO_REDIRECT, "de").cards.at(-1)?.href).toBe(
      "/inzahlungnahme",
    );
  });
});

describe("activeHref", () => {
  const hrefs = navItems(nav(as("admin"))).map((i) => i.href);

  it("marks the screen itself", () => {
    expect(activeHref("/account", hrefs)).toBe("/account");
    expect(activeHref("/account/cars/", hrefs)).toBe("/account/cars");
  });

  it("marks the closest ancestor, never the dashboard for other screens", () => {
    expect(activeHref("/account/cars/overview", hrefs)).toBe("/account/cars/overview");
    expect(activeHref("/account/clients/7", hrefs)).toBe("/account/clients");
    expect(activeHref("/account/settings/profile", hrefs)).toBe("/account/settings/profile");
    expect(activeHref("/account/settings/mailbox", hrefs)).toBe("/account/settings");
    expect(activeHref("/account/leads/3", hrefs)).toBeNull();
    expect(activeHref("/account/carsx", hrefs)).toBeNull();
  });
});
