/**
 * Roles, role groups and the permission rules, in one place for the server (which
 * enforces them) and the UI (which only hides what the server would refuse). Pure: no I/O, no React.
 * See docs/decisions/0007-roles-and-permissions.md.
 */

const CUSTOMER_ROLES = ["client", "business_client", "community_member"] as const;
const EMPLOYEE_ROLES = [
  "sales",
  "service_advisor",
  "manager",
  "cms_editor",
  "database_clerk",
  "inventory_manager",
  "admin",
  "holding_admin",
] as const;

export const ROLES = [...CUSTOMER_ROLES, ...EMPLOYEE_ROLES] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_GROUPS = {
  /** Customers and community members: the customer screen of /account. */
  customer: CUSTOMER_ROLES,
  /** Every back-office user: the employee screen, sidebar and settings. */
  employee: EMPLOYEE_ROLES,
  /** Database section: clients and orders. */
  database: ["database_clerk", "inventory_manager", "manager", "admin", "holding_admin"],
  /** Database, further group: cars, car overview and items. */
  databaseExtended: ["inventory_manager", "admin", "holding_admin"],
  /** Website section and the "edit page" link. */
  cms: ["cms_editor", "admin", "holding_admin"],
  /**
   * Works leads: workflows, jobs, statistics and Hot Leads. Others on the staff (CMS editors, database
   * clerks, inventory managers) have no business with leads and do not see them.
   */
  workflows: ["sales", "service_advisor", "manager", "admin", "holding_admin"],
  /** May see all jobs and open-job counters (others: own counters and statistics). */
  allJobs: ["manager", "admin", "holding_admin"],
  /** The two elevated groups that get functional-content edit links: CMS editors and admins. */
  functionalContentEditors: ["cms_editor", "admin", "holding_admin"],
  /** Project administration: settings, feature flags, company filter. */
  admin: ["admin", "holding_admin"],
} as const satisfies Record<string, readonly Role[]>;
export type RoleGroup = keyof typeof ROLE_GROUPS;

export type Principal = { roles: readonly string[]; inHolding: boolean };

export type FeatureSet = {
  shop?: boolean;
  trade_in?: boolean;
  preview_mode?: boolean;
  /** Orders in the customer's account without the shop (e.g. cars bought at the dealer). */
  orders?: boolean;
  articles?: boolean;
  news?: boolean;
  blog?: boolean;
  communication?: boolean;
  knowledge_base?: boolean;
  knowledgeBaseUrl?: string | null;
};

export function inGroup(user: Principal | null | undefined, group: RoleGroup): boolean {
  if (!user) return false;
  const members: readonly string[] = ROLE_GROUPS[group];
  return user.roles.some((r) => members.includes(r));
}

/**
 * How far an account reaches, for rules where one account must not see what belongs to a higher one
 * (the development mailbox shows reset links: reading a higher account's would take it over). Customers,
 * then employees, then managers, admins and holding admins; a holding-wide employee (`in_holding`) ranks
 * above the same role on one company's sites.
 */
const ROLE_RANK = {
  client: 0,
  business_client: 0,
  community_member: 0,
  sales: 1,
  service_advisor: 1,
  cms_editor: 1,
  database_clerk: 1,
  inventory_manager: 1,
  manager: 2,
  admin: 3,
  holding_admin: 4,
} as const satisfies Record<Role, number>;

export function roleRank(user: Principal): number {
  const base = Math.max(0, ...user.roles.map((r) => (ROLE_RANK as Record<string, number>)[r] ?? 0));
  return base * 2 + (user.inHolding && inGroup(user, "employee") ? 1 : 0);
}

/** Whether `viewer` may read what is addressed to these accounts: none of them ranks above the viewer. */
export function mayReadMailOf(viewer: Principal, recipients: readonly Principal[]): boolean {
  const own = roleRank(viewer);
  return recipients.every((r) => roleRank(r) <= own);
}

/** /account shows the employee screen to employees, the customer screen to everyone else signed in. */
export function accountScreen(user: Principal): "employee" | "customer" {
  return inGroup(user, "employee") ? "employee" : "customer";
}

/** The non-employee profile is account/profile, the employee profile account/settings/profile. */
export function profilePath(user: Principal): string {
  return inGroup(user, "employee") ? "/account/settings/profile" : "/account/profile";
}

/** Holding users see across the holding's companies: they and admins get the company filter. */
export function canFilterByCompany(user: Principal): boolean {
  return user.inHolding || inGroup(user, "admin");
}

export function canSeeWebsiteSection(user: Principal, features: FeatureSet): boolean {
  return inGroup(user, "cms") && Boolean(features.articles || features.news || features.blog);
}

/** Which website links the sidebar shows: each needs the CMS group and its feature flag. */
export function websiteLinks(
  user: Principal,
  features: FeatureSet,
): { articles: boolean; news: boolean; blog: boolean } {
  const cms = inGroup(user, "cms");
  return { articles: cms && !!features.articles, news: cms && !!features.news, blog: cms && !!features.blog };
}

/**
 * The communication center (decision 0035): the project feature `communication`, for the staff
 * who deal with clients: those who work leads and the database staff (CMS editors do not).
 */
export function canUseCommunication(user: Principal, features: FeatureSet): boolean {
  return !!features.communication && (inGroup(user, "workflows") || inGroup(user, "database"));
}

/** The orders link needs the shop feature plus a client role, or the orders feature flag. */
export function canSeeOrdersLink(user: Principal, features: FeatureSet): boolean {
  return inGroup(user, "customer") && (!!features.shop || !!features.orders);
}

/** Customer cars need the trade-in feature and either preview mode or a signed-in customer. */
export function canSeeCustomerCars(user: Principal | null, features: FeatureSet): boolean {
  return !!features.trade_in && (!!features.preview_mode || inGroup(user, "customer"));
}

/** The help link needs an employee role, the knowledge-base feature and its URL. */
export function helpLinkUrl(user: Principal, features: FeatureSet): string | null {
  if (!inGroup(user, "employee") || !features.knowledge_base || !features.knowledgeBaseUrl) return null;
  return features.knowledgeBaseUrl;
}

/** Job counters: all-jobs users see open counts, others only their own and a statistics link. */
export function jobCounterKind(user: Principal): "open" | "mine" {
  return inGroup(user, "allJobs") ? "open" : "mine";
}

/** Counts past this are all shown alike ("999+"): counting further changes nothing on the screen. */
export const SIDEBAR_COUNT_CAP = 1001;

/** Counters above 1000 show "999+" (1000 itself shows "1000"). */
export function formatCounter(count: number): string {
  return count > 1000 ? "999+" : String(Math.max(0, Math.trunc(count)));
}
