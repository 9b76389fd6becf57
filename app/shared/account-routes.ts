/**
 * The account area as data: every path, its route module and who may open it. The
 * server's guard (routes/account/guard.server.ts), the sidebar and the permission matrix test read it.
 * Pure: no I/O, no React.
 */
import {
  canSeeOrdersLink,
  canSeeWebsiteSection,
  canUseCommunication,
  type FeatureSet,
  inGroup,
  type Principal,
  type RoleGroup,
  websiteLinks,
} from "./permissions";
import { decodeSegment } from "./route-table";

export type AccountRouteKey =
  | "dashboard"
  | "communication"
  | "jobs"
  | "jobsStatistics"
  | "hotLeads"
  | "workflowJobs"
  | "job"
  | "cars"
  | "carsOverview"
  | "carNew"
  | "carEdit"
  | "clients"
  | "client"
  | "items"
  | "itemNew"
  | "itemEdit"
  | "orders"
  | "order"
  | "lead"
  | "cms"
  | "cmsArticles"
  | "cmsNewsPost"
  | "cmsBlogPost"
  | "cmsNews"
  | "cmsBlogPosts"
  | "cmsPage"
  | "cmsNavigation"
  | "settings"
  | "settingsProfile"
  | "profile"
  | "functionalContent"
  | "mailbox"
  | "settingsLocations"
  | "people"
  | "holding"
  | "dms"
  | "tours"
  | "tourNew"
  | "tour";

/** Who may open a screen: signed in, plus any of these role groups, plus a feature flag. */
export type Access = {
  groups?: readonly RoleGroup[];
  feature?: keyof FeatureSet;
  /** Custom rule instead of groups (orders: database staff, or customers with the shop). */
  rule?: (user: Principal, features: FeatureSet) => boolean;
};

export type AccountRouteDef = {
  key: AccountRouteKey;
  /** Path below `account/` ("" is the dashboard). */
  path: string;
  file: string;
  access: Access;
};

/** The holding screen: a holding admin who acts for the whole holding (`in_holding`). */
export const isHoldingAdmin = (user: Principal) => user.inHolding && user.roles.includes("holding_admin");

/** Orders: database staff see the project's, customers with the shop (or the orders flag) their own. */
const mayOpenOrders = (user: Principal, features: FeatureSet) =>
  inGroup(user, "database") || canSeeOrdersLink(user, features);

export const ACCOUNT_ROUTES: readonly AccountRouteDef[] = [
  { key: "dashboard", path: "", file: "routes/account/dashboard.tsx", access: {} },
  {
    key: "communication",
    path: "communication",
    file: "routes/account/communication.tsx",
    access: { rule: canUseCommunication },
  },
  {
    key: "jobsStatistics",
    path: "jobs/statistics",
    file: "routes/account/statistics.tsx",
    access: { groups: ["workflows"] },
  },
  {
    key: "hotLeads",
    path: "jobs/lls",
    file: "routes/account/hot-leads.tsx",
    access: { groups: ["workflows"] },
  },
  { key: "jobs", path: "jobs", file: "routes/account/jobs.tsx", access: { groups: ["workflows"] } },
  {
    key: "workflowJobs",
    path: "jobs/:workflowId",
    file: "routes/account/jobs.tsx",
    access: { groups: ["workflows"] },
  },
  {
    key: "job",
    path: "jobs/:workflowId/:jobId",
    file: "routes/account/job.tsx",
    access: { groups: ["workflows"] },
  },
  { key: "cars", path: "cars", file: "routes/account/cars.tsx", access: { groups: ["databaseExtended"] } },
  {
    key: "carsOverview",
    path: "cars/overview",
    file: "routes/account/cars-overview.tsx",
    access: { groups: ["databaseExtended"] },
  },
  { key: "items", path: "items", file: "routes/account/items.tsx", access: { groups: ["databaseExtended"] } },
  {
    key: "itemNew",
    path: "items/new",
    file: "routes/account/item-edit.tsx",
    access: { groups: ["databaseExtended"] },
  },
  {
    key: "itemEdit",
    path: "items/:id",
    file: "routes/account/item-edit.tsx",
    access: { groups: ["databaseExtended"] },
  },
  // The car editor: static "cars/new" and "cars/overview" win over "cars/:number".
  {
    key: "carNew",
    path: "cars/new",
    file: "routes/account/car-edit.tsx",
    access: { groups: ["databaseExtended"] },
  },
  {
    key: "carEdit",
    path: "cars/:number",
    file: "routes/account/car-edit.tsx",
    access: { groups: ["databaseExtended"] },
  },
  { key: "clients", path: "clients", file: "routes/account/clients.tsx", access: { groups: ["database"] } },
  // Every employee may ask: the page shows a client to the database group, or read-only to an employee
  // the client is shared with (decision 0031); others get 404 from its loader.
  { key: "client", path: "clients/:id", file: "routes/account/client.tsx", access: { groups: ["employee"] } },
  { key: "orders", path: "orders", file: "routes/account/orders.tsx", access: { rule: mayOpenOrders } },
  { key: "order", path: "orders/:number", file: "routes/account/order.tsx", access: { rule: mayOpenOrders } },
  { key: "lead", path: "leads/:id", file: "routes/account/lead.tsx", access: { groups: ["workflows"] } },
  // The website section needs the CMS group plus a content feature; each list its own flag.
  { key: "cms", path: "cms", file: "routes/account/cms.tsx", access: { rule: canSeeWebsiteSection } },
  {
    key: "cmsArticles",
    path: "cms/articles",
    file: "routes/account/cms-articles.tsx",
    access: { rule: (user, features) => websiteLinks(user, features).articles },
  },
  {
    key: "cmsNews",
    path: "cms/news",
    file: "routes/account/cms-posts.tsx",
    access: { rule: (user, features) => websiteLinks(user, features).news },
  },
  {
    key: "cmsNewsPost",
    path: "cms/news/:id",
    file: "routes/account/cms-post.tsx",
    access: { rule: (user, features) => websiteLinks(user, features).news },
  },
  {
    key: "cmsBlogPosts",
    path: "cms/blogPosts",
    file: "routes/account/cms-posts.tsx",
    access: { rule: (user, features) => websiteLinks(user, features).blog },
  },
  {
    key: "cmsBlogPost",
    path: "cms/blogPosts/:id",
    file: "routes/account/cms-post.tsx",
    access: { rule: (user, features) => websiteLinks(user, features).blog },
  },
  {
    key: "cmsNavigation",
    path: "cms/navigation",
    file: "routes/account/cms-navigation.tsx",
    access: { rule: canSeeWebsiteSection },
  },
  // The edit-page link needs a CMS role (no content flag): every page of the site is editable.
  { key: "cmsPage", path: "cms/:id", file: "routes/account/cms-page.tsx", access: { groups: ["cms"] } },
  {
    key: "settings",
    path: "settings",
    file: "routes/account/settings.tsx",
    access: { groups: ["employee"] },
  },
  {
    key: "settingsProfile",
    path: "settings/profile",
    file: "routes/account/profile.tsx",
    access: { groups: ["employee"] },
  },
  {
    key: "mailbox",
    path: "settings/mailbox",
    file: "routes/account/mailbox.tsx",
    access: { groups: ["admin"] },
  },
  // Closed days of the locations: holiday region and the dealer's own days (decision 0050).
  {
    key: "settingsLocations",
    path: "settings/locations",
    file: "routes/account/locations-settings.tsx",
    access: { groups: ["admin"] },
  },
  // People (decision 0061): employees, invitations, roles, deactivation, teams, audit.
  {
    key: "people",
    path: "settings/people",
    file: "routes/account/people.tsx",
    access: { groups: ["admin"] },
  },
  // The holding's companies and sites (decision 0062): holding admins of the holding only.
  {
    key: "holding",
    path: "settings/holding",
    file: "routes/account/holding.tsx",
    access: { rule: isHoldingAdmin },
  },
  // The DMS export: CSV download, API tokens and the recorded exports.
  {
    key: "dms",
    path: "settings/dms",
    file: "routes/account/dms.tsx",
    access: { groups: ["admin"] },
  },
  // Guided tours (decision 0032): the list and the editor, for admins.
  {
    key: "tours",
    path: "settings/tours",
    file: "routes/account/tours.tsx",
    access: { groups: ["admin"] },
  },
  {
    key: "tourNew",
    path: "settings/tours/new",
    file: "routes/account/tour.tsx",
    access: { groups: ["admin"] },
  },
  {
    key: "tour",
    path: "settings/tours/:id",
    file: "routes/account/tour.tsx",
    access: { groups: ["admin"] },
  },
  {
    key: "functionalContent",
    path: "settings/functionalContent/:id",
    file: "routes/account/functional-content.tsx",
    access: { groups: ["functionalContentEditors"] },
  },
  {
    key: "profile",
    path: "profile",
    file: "routes/account/profile.tsx",
    access: { rule: (user) => !inGroup(user, "employee") },
  },
];

const BY_KEY = new Map(ACCOUNT_ROUTES.map((r) => [r.key, r]));

export function accountRoute(key: AccountRouteKey): AccountRouteDef {
  const def = BY_KEY.get(key);
  if (!def) throw new Error(`No account route ${key}`);
  return def;
}

/** Whether a signed-in user may open a screen (the server's decision; the UI hides what it refuses). */
export function mayOpen(user: Principal, features: FeatureSet, access: Access): boolean {
  if (access.rule) return access.rule(user, features);
  if (access.groups && !access.groups.some((g) => inGroup(user, g))) return false;
  if (access.feature && !features[access.feature]) return false;
  return true;
}

/** `/account/...` path of a screen (without locale prefix; links keep the prefix by themselves). */
export function accountPath(key: AccountRouteKey, params: Record<string, string> = {}): string {
  const def = accountRoute(key);
  const rest = def.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));
  return rest ? `/account/${rest}` : "/account";
}

/** Splits a `/account/...` path (without locale prefix) into its screen and parameters; static paths win. */
export function matchAccountPath(
  pathname: string,
): { def: AccountRouteDef; params: Record<string, string> } | null {
  const rest = pathname.replace(/^\/account\/?/, "").replace(/\/$/, "");
  if (pathname !== "/account" && !pathname.startsWith("/account/")) return null;
  const segments = rest ? rest.split("/") : [];
  let best: { def: AccountRouteDef; params: Record<string, string>; score: number } | null = null;
  for (const def of ACCOUNT_ROUTES) {
    const pattern = def.path ? def.path.split("/") : [];
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let score = 0;
    const fits = pattern.every((p, i) => {
      const seg = segments[i] ?? "";
      if (p.startsWith(":")) {
        const value = decodeSegment(seg);
        if (value === null) return false;
        params[p.slice(1)] = value;
        return seg.length > 0;
      }
      score++;
      return p === seg;
    });
    if (fits && (!best || score > best.score)) best = { def, params, score };
  }
  return best ? { def: best.def, params: best.params } : null;
}
