/**
 * The permission matrix: every account route and every API endpoint against every role and a visitor,
 * asserting what the SERVER answers. The expectations are written out by hand (not derived from
 * app/shared/account-routes.ts), so a wrong rule there fails here. A route or endpoint without a row
 * fails the test too, so nothing new escapes the matrix.
 */
import { createECDH, randomBytes } from "node:crypto";
import { and, asc, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translate } from "../../app/core/i18n/messages.server";
import { resolveProject } from "../../app/core/tenancy/tenancy.service.server";
import {
  cars,
  clients,
  cmsPages,
  functionalContents,
  inboundMails,
  items,
  jobs,
  mailLeadRules,
  orders,
  posts,
  projects,
  teams,
  users,
  workflows,
} from "../../app/db/schema";
import { ACCOUNT_ROUTES } from "../../app/shared/account-routes";
import { DEMO_TOURS } from "../../seed/content/tours";
import { DEALER_PRINCIPALS, type DealerPrincipal, dealerAccount } from "../setup/demo-principals";
import { createTestDatabase, sweepDrivers, type TestDatabase } from "../setup/test-db";
import { createTestApp, hasBuild, loginCookie, type TestRequest } from "../setup/test-server";

const WHO = DEALER_PRINCIPALS;
type Who = DealerPrincipal;
const CUSTOMERS: Who[] = ["client", "business_client"];
const EMPLOYEES: Who[] = WHO.filter((w) => w !== "anonymous" && !CUSTOMERS.includes(w));
/** The role group `workflows`: who works leads (CMS editors and database staff do not). */
const LEAD_WORKERS: Who[] = ["admin", "manager", "sales", "holding_admin"];
const SIGNED_IN: Who[] = [...EMPLOYEES, ...CUSTOMERS];

/**
 * "ok" 200, "login" redirect to the login page, "deny" 403, "missing" 404 (allowed in, but there is no
 * such thing), or a redirect to another path.
 */
type Outcome = "ok" | "login" | "deny" | "missing" | { redirect: string };

/** Account screens: who may open them on the demo dealer site (shop, articles, news, blog, communication on). */
const PAGES: Array<{
  path: string;
  key: string;
  allow: Who[];
  redirect?: Partial<Record<Who, string>>;
  /** A lead's address sends those who may open it on to its job. */
  leadsToJob?: boolean;
  /** The path names nothing that exists: those let in get 404, the others 403 (no probing). */
  missing?: boolean;
  /** Let in, but the row is not theirs to see (a client not shared with them): 404. */
  missingFor?: Who[];
}> = [
  { key: "dashboard", path: "/account", allow: SIGNED_IN },
  // The communication center: staff who deal with clients, not CMS editors; the feature-off
  // answer (404 for everyone) is in communication.int.test.ts.
  {
    key: "communication",
    path: "/account/communication",
    allow: ["admin", "manager", "sales", "database_clerk", "inventory_manager", "holding_admin"],
  },
  { key: "jobs", path: "/account/jobs", allow: LEAD_WORKERS },
  { key: "jobsStatistics", path: "/account/jobs/statistics", allow: LEAD_WORKERS },
  { key: "hotLeads", path: "/account/jobs/lls", allow: LEAD_WORKERS },
  // {workflow} and {job}: an open, unassigned demo job (set in beforeAll), which every lead worker may open.
  { key: "workflowJobs", path: "/account/jobs/{workflow}", allow: LEAD_WORKERS },
  { key: "job", path: "/account/jobs/{workflow}/{job}", allow: LEAD_WORKERS },
  { key: "lead", path: "/account/leads/{job}", allow: LEAD_WORKERS, leadsToJob: true },
  { key: "cars", path: "/account/cars", allow: ["admin", "inventory_manager", "holding_admin"] },
  {
    key: "carsOverview",
    path: "/account/cars/overview",
    allow: ["admin", "inventory_manager", "holding_admin"],
  },
  { key: "items", path: "/account/items", allow: ["admin", "inventory_manager", "holding_admin"] },
  // The car editor: the extended database group only; {car} is a demo car of the dealer.
  { key: "carNew", path: "/account/cars/new", allow: ["admin", "inventory_manager", "holding_admin"] },
  { key: "carEdit", path: "/account/cars/{car}", allow: ["admin", "inventory_manager", "holding_admin"] },
  { key: "itemNew", path: "/account/items/new", allow: ["admin", "inventory_manager", "holding_admin"] },
  // {item}: a demo item of the dealer (set in beforeAll).
  { key: "itemEdit", path: "/account/items/{item}", allow: ["admin", "inventory_manager", "holding_admin"] },
  {
    key: "clients",
    path: "/account/clients",
    allow: ["admin", "manager", "database_clerk", "inventory_manager", "holding_admin"],
  },
  {
    key: "client",
    // {client}: a client of the demo dealer (set in beforeAll). Other employees may open a client only
    // when it is shared with them (decision 0031), or, working leads, when they may open one of its jobs
    // (decision 0047): sales may open this one (it has unassigned jobs), the CMS editor gets "not found".
    path: "/account/clients/{client}",
    allow: ["admin", "manager", "sales", "database_clerk", "inventory_manager", "holding_admin"],
    missingFor: ["cms_editor"],
  },
  {
    key: "orders",
    path: "/account/orders",
    allow: ["admin", "manager", "database_clerk", "inventory_manager", "holding_admin", ...CUSTOMERS],
  },
  {
    key: "order",
    path: "/account/orders/A-0000-000000",
    allow: ["admin", "manager", "database_clerk", "inventory_manager", "holding_admin", ...CUSTOMERS],
    missing: true,
  },
  { key: "cms", path: "/account/cms", allow: ["admin", "cms_editor", "holding_admin"] },
  { key: "cmsArticles", path: "/account/cms/articles", allow: ["admin", "cms_editor", "holding_admin"] },
  { key: "cmsNews", path: "/account/cms/news", allow: ["admin", "cms_editor", "holding_admin"] },
  { key: "cmsBlogPosts", path: "/account/cms/blogPosts", allow: ["admin", "cms_editor", "holding_admin"] },
  { key: "cmsNavigation", path: "/account/cms/navigation", allow: ["admin", "cms_editor", "holding_admin"] },
  // {newsPost}/{blogPost}: one of the dealer's posts of each kind (set in beforeAll).
  {
    key: "cmsNewsPost",
    path: "/account/cms/news/{newsPost}",
    allow: ["admin", "cms_editor", "holding_admin"],
  },
  {
    key: "cmsBlogPost",
    path: "/account/cms/blogPosts/{blogPost}",
    allow: ["admin", "cms_editor", "holding_admin"],
  },
  // {cmsPage}: the dealer's about page (set in beforeAll); a bogus id is 404 for editors (cms-editing test).
  { key: "cmsPage", path: "/account/cms/{cmsPage}", allow: ["admin", "cms_editor", "holding_admin"] },
  { key: "settings", path: "/account/settings", allow: EMPLOYEES },
  {
    key: "settingsProfile",
    path: "/account/settings/profile",
    allow: EMPLOYEES,
    redirect: { client: "/account/profile", business_client: "/account/profile" },
  },
  {
    key: "profile",
    path: "/account/profile",
    allow: CUSTOMERS,
    redirect: Object.fromEntries(EMPLOYEES.map((w) => [w, "/account/settings/profile"])),
  },
  {
    key: "functionalContent",
    path: "/account/settings/functionalContent/{content}",
    allow: ["admin", "cms_editor", "holding_admin"],
  },
  { key: "mailbox", path: "/account/settings/mailbox", allow: ["admin", "holding_admin"] },
  { key: "dms", path: "/account/settings/dms", allow: ["admin", "holding_admin"] },
  // Closed days of the locations (decision 0050).
  { key: "settingsLocations", path: "/account/settings/locations", allow: ["admin", "holding_admin"] },
  // People: employees, invitations, roles, deactivation, teams, audit (decision 0061).
  { key: "people", path: "/account/settings/people", allow: ["admin", "holding_admin"] },
  // The holding's companies and sites (decision 0062): holding admins acting for the holding only.
  { key: "holding", path: "/account/settings/holding", allow: ["holding_admin"] },
  // Guided tours: the list and the editor, for admins; {tour} is the demo job-list tour.
  { key: "tours", path: "/account/settings/tours", allow: ["admin", "holding_admin"] },
  { key: "tourNew", path: "/account/settings/tours/new", allow: ["admin", "holding_admin"] },
  { key: "tour", path: "/account/settings/tours/{tour}", allow: ["admin", "holding_admin"] },
];

function expected(row: (typeof PAGES)[number], who: Who): Outcome {
  if (who === "anonymous") return "login";
  const to = row.redirect?.[who];
  if (to) return { redirect: to };
  if (row.leadsToJob && row.allow.includes(who))
    return { redirect: `/account/jobs/${someWorkflow}/${unassignedJob}` };
  if (row.allow.includes(who)) return row.missing ? "missing" : "ok";
  if (row.missingFor?.includes(who)) return "missing";
  return "deny";
}

/** API endpoints: expected status per caller. */
type ApiRow = {
  method: string;
  path: string;
  /** OpenAPI path this row covers (null: an endpoint the document leaves out on purpose). */
  doc: string | null;
  body?: (ctx: { settings: unknown; who: Who }) => unknown;
  status: (who: Who) => number;
};
const adminOnly = (ok: number) => (who: Who) =>
  who === "anonymous" ? 401 : who === "admin" || who === "holding_admin" ? ok : 403;
const signedIn = (ok: number) => (who: Who) => (who === "anonymous" ? 401 : ok);
const everyone = (ok: number) => () => ok;
const leadWorkers = (ok: number) => (who: Who) =>
  who === "anonymous" ? 401 : LEAD_WORKERS.includes(who) ? ok : 403;
/** An open job nobody is assigned to and a workflow, for the jobs rows (set in beforeAll). */
let unassignedJob = 0;
let someWorkflow = 0;
/** A published, available car anyone may put in a cart (set in beforeAll). */
let cartCar = 0;
/**
 * Orders in the back office: the database role group, for the page and the API alike (decision 0025);
 * sales staff without it follow an order on its job.
 */
const ORDER_STAFF: Who[] = ["admin", "manager", "database_clerk", "inventory_manager", "holding_admin"];
const orderStaff = (ok: number) => (who: Who) =>
  who === "anonymous" ? 401 : ORDER_STAFF.includes(who) ? ok : 403;
/** The database role group (clients and orders). */
const DATABASE_STAFF: Who[] = ["admin", "manager", "database_clerk", "inventory_manager", "holding_admin"];
const databaseStaff = (ok: number) => (who: Who) =>
  who === "anonymous" ? 401 : DATABASE_STAFF.includes(who) ? ok : 403;
/** A client of the demo dealer, for the clients rows (set in beforeAll). */
let dealerClient = "";
/** Browser push: every signed-in user, for their own browser (decision 0064). */
const browserKey = createECDH("prime256v1");
browserKey.generateKeys();
const pushSubscription = (who: Who) => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/matrix-${who}`,
  expirationTime: null,
  keys: {
    p256dh: browserKey.getPublicKey().toString("base64url"),
    auth: randomBytes(16).toString("base64url"),
  },
});
/** The demo team (sales is a member), for the sharing rows (set in beforeAll). */
let demoTeam = 0;
/**
 * Sharing (decision 0031): employees only. A workflow is seen by lead workers (others: 404,
 * like a missing one) and managed by those who may see all jobs. Other types: none registered yet.
 */
const WORKFLOW_MANAGERS: Who[] = ["admin", "manager", "holding_admin"];
const shareStatus = (ok: number, managers: Who[], seers: Who[]) => (who: Who) =>
  who === "anonymous"
    ? 401
    : !EMPLOYEES.includes(who)
      ? 403
      : managers.includes(who)
        ? ok
        : seers.includes(who)
          ? 403
          : 404;
const NO_LINE = "7d0c4b8e-0f6a-4a55-9a1e-2b3c4d5e6f70";
const NO_ORDER = "5b9e2f3a-1c4d-4e8f-a0b1-c2d3e4f5a6b7";
/** The demo tour of the job list (seed/content/tours.ts), its first step and a valid body for it. */
const DEMO_TOUR = DEMO_TOURS[0]!.id;
const DEMO_TOUR_STEP = DEMO_TOURS[0]!.steps[0]!.id;
const DEMO_TOUR_BODY = {
  name: DEMO_TOURS[0]!.name,
  type: DEMO_TOURS[0]!.type,
  targetGroups: DEMO_TOURS[0]!.targetGroups,
  steps: DEMO_TOURS[0]!.steps,
};

const API: ApiRow[] = [
  { method: "GET", path: "/api/health", doc: "/health", status: everyone(200) },
  {
    method: "GET",
    path: "/api/pages/privacypolicy.json",
    doc: "/pages/privacypolicy.json",
    status: everyone(200),
  },
  {
    method: "GET",
    path: "/api/pages/termsofservice.json",
    doc: "/pages/termsofservice.json",
    status: everyone(200),
  },
  {
    method: "GET",
    path: "/api/pages/contractinfo.json",
    doc: "/pages/contractinfo.json",
    status: everyone(200),
  },
  { method: "GET", path: "/api/auth/session.json", doc: "/auth/session.json", status: everyone(200) },
  {
    method: "POST",
    path: "/api/auth/login.json",
    doc: "/auth/login.json",
    body: ({ who }) => ({ email: `nobody-${who}@example.org`, password: "wrong-password" }),
    status: everyone(401),
  },
  // The login's second step (decision 0060): open to all, like the password step; an unknown challenge is 401.
  {
    method: "POST",
    path: "/api/auth/login/two-factor.json",
    doc: "/auth/login/two-factor.json",
    body: () => ({ challenge: "A".repeat(27), code: "123456" }),
    status: everyone(401),
  },
  {
    method: "GET",
    path: "/api/auth/callback/google?code=x&state=y",
    // The social providers' browser redirect: not an operation for API clients, so not documented.
    doc: null,
    status: everyone(302),
  },
  {
    method: "POST",
    path: "/api/clientacceptterms.json",
    doc: "/clientacceptterms.json",
    status: signedIn(204),
  },
  // A new link that confirms the account's address (decision 0044): any signed-in account; the demo
  // accounts are confirmed, so nothing is sent.
  {
    method: "POST",
    path: "/api/auth/verification.json",
    doc: "/auth/verification.json",
    status: signedIn(200),
  },
  { method: "GET", path: "/api/account/profile.json", doc: "/account/profile.json", status: signedIn(200) },
  {
    method: "PUT",
    path: "/api/account/profile.json",
    doc: "/account/profile.json",
    body: () => ({ first_name: "Test", last_name: "Person", language: "de" }),
    status: signedIn(200),
  },
  {
    method: "GET",
    path: "/api/account/settings.json",
    doc: "/account/settings.json",
    status: adminOnly(200),
  },
  {
    method: "PUT",
    path: "/api/account/settings.json",
    doc: "/account/settings.json",
    body: ({ settings }) => settings,
    status: adminOnly(200),
  },
  { method: "GET", path: "/api/account/mailbox.json", doc: "/account/mailbox.json", status: adminOnly(200) },
  // Favorites belong to whoever parks them: a visitor (anonymous id cookie) or a signed-in user.
  { method: "GET", path: "/api/favorites.json", doc: "/favorites.json", status: everyone(200) },
  { method: "PUT", path: "/api/favorites/{car}.json", doc: "/favorites/{car}", status: everyone(200) },
  { method: "DELETE", path: "/api/favorites/{car}.json", doc: "/favorites/{car}", status: everyone(200) },
  // The back office's jobs: those who work leads only; sales see their own and unassigned
  // jobs, and the job used here is unassigned, so each of them may read and comment it.
  { method: "GET", path: "/api/workflows.json", doc: "/workflows.json", status: leadWorkers(200) },
  {
    method: "PUT",
    path: "/api/workflows/{workflow}/favorite.json",
    doc: "/workflows/{id}/favorite.json",
    body: () => ({ favorite: true }),
    status: leadWorkers(200),
  },
  {
    method: "GET",
    path: "/api/jobs.json?workflow=TRADE_IN&isActive=true&sort=cdate_desc",
    doc: "/jobs.json",
    status: leadWorkers(200),
  },
  { method: "GET", path: "/api/jobs/{job}.json", doc: "/jobs/{id}.json", status: leadWorkers(200) },
  {
    method: "PATCH",
    path: "/api/jobs/{job}.json",
    doc: "/jobs/{id}.json",
    body: ({ who }) => ({ type: "comment", text: `Matrix check by ${who}` }),
    status: leadWorkers(200),
  },
  {
    method: "POST",
    path: "/api/jobs/bulk.json",
    doc: "/jobs/bulk.json",
    body: () => ({ ids: [unassignedJob], action: { type: "star", starred: true } }),
    status: leadWorkers(200),
  },
  {
    method: "GET",
    path: "/api/jobs/statistics.json",
    doc: "/jobs/statistics.json",
    status: leadWorkers(200),
  },
  { method: "GET", path: "/api/jobs/hot-leads.json", doc: "/jobs/hot-leads.json", status: leadWorkers(200) },
  {
    method: "GET",
    path: "/api/jobs/filter-options/brands.json?autocomplete=b&workflow=TRADE_IN",
    doc: "/jobs/filter-options/{list}.json",
    status: leadWorkers(200),
  },
  {
    method: "GET",
    path: "/api/account/dashboard.json",
    doc: "/account/dashboard.json",
    status: leadWorkers(200),
  },
  // Logout last: it ends the session it is called with.
  // Commerce: the cart and checkout are the visitor's or the user's; a line or order that
  // is not the caller's is not found. Account orders need a session; the back office's, staff.
  { method: "GET", path: "/api/cart.json", doc: "/cart.json", status: everyone(200) },
  {
    method: "POST",
    path: "/api/cart/lines.json",
    doc: "/cart/lines.json",
    body: () => ({ kind: "used_car", carNumber: cartCar }),
    status: everyone(200),
  },
  {
    method: "PATCH",
    path: `/api/cart/lines/${NO_LINE}.json`,
    doc: "/cart/lines/{lineId}.json",
    body: () => ({ quantity: 1 }),
    status: everyone(404),
  },
  {
    method: "DELETE",
    path: `/api/cart/lines/${NO_LINE}.json`,
    doc: "/cart/lines/{lineId}.json",
    status: everyone(404),
  },
  { method: "GET", path: "/api/checkout.json", doc: "/checkout.json", status: everyone(200) },
  {
    method: "POST",
    path: "/api/checkout.json",
    doc: "/checkout.json",
    body: () => ({}),
    status: everyone(400),
  },
  { method: "GET", path: "/api/account/orders.json", doc: "/account/orders.json", status: signedIn(200) },
  {
    method: "GET",
    path: "/api/account/orders/A-2026-999999.json",
    doc: "/account/orders/{number}.json",
    status: signedIn(404),
  },
  {
    method: "GET",
    path: "/api/account/orders/A-2026-999999/invoice.pdf",
    doc: "/account/orders/{number}/invoice.pdf",
    status: signedIn(404),
  },
  {
    // Whoever placed the order (visitor cookie or session); nobody here placed this one.
    method: "GET",
    path: "/api/orders/placed/A-2026-999999/invoice.pdf",
    doc: "/orders/placed/{number}/invoice.pdf",
    status: everyone(404),
  },
  { method: "GET", path: "/api/orders.json?status=placed&q=a", doc: "/orders.json", status: orderStaff(200) },
  {
    method: "POST",
    path: `/api/orders/${NO_ORDER}/confirm.json`,
    doc: "/orders/{id}/confirm.json",
    status: orderStaff(404),
  },
  ...["mark-paid", "mark-ready", "hand-over", "cancel"].map((action) => ({
    method: "POST",
    path: `/api/orders/${NO_ORDER}/${action}.json`,
    doc: `/orders/{id}/${action}.json`,
    status: orderStaff(404),
  })),
  {
    method: "GET",
    path: "/api/orders/documents.json?view=documents&docDirection=ingoing&hasErrors=false&isActive=true&currency=EUR&docType=invoice",
    doc: "/orders/documents.json",
    status: orderStaff(200),
  },
  {
    method: "GET",
    path: "/api/orders/documents/999999/file",
    doc: "/orders/documents/{id}/file",
    status: orderStaff(404),
  },
  // Customers' own trade-in jobs; trade-in photos only for their owner or lead workers (an
  // unknown photo is nobody's: 404 for every caller, never 401/403 telling that it might exist).
  {
    method: "GET",
    path: "/api/customer/jobs.json?workflow=TRADE_IN&isActive=true&sort=-cdate",
    doc: "/customer/jobs.json",
    status: (who) => (who === "anonymous" ? 401 : CUSTOMERS.includes(who) ? 200 : 403),
  },
  {
    method: "GET",
    path: `/api/trade-in/photos/${NO_LINE}/thumb.webp`,
    doc: "/trade-in/photos/{photoId}/{file}",
    status: everyone(404),
  },
  // Avatars are not public (decision 0043): signed-in users only; an unknown avatar is nobody's.
  {
    method: "GET",
    path: "/api/avatars/000000000000000000000000.webp",
    doc: "/avatars/{file}",
    status: signedIn(404),
  },
  // In-page notifications are every signed-in user's own (employees get them; a customer's
  // list is empty); an unknown or someone else's notification is 404.
  { method: "GET", path: "/api/events", doc: "/events", status: signedIn(200) },
  { method: "GET", path: "/api/notifications.json", doc: "/notifications.json", status: signedIn(200) },
  {
    method: "POST",
    path: "/api/notifications/read.json",
    doc: "/notifications/read.json",
    body: () => ({ all: true }),
    status: signedIn(200),
  },
  {
    method: "POST",
    path: `/api/notifications/${NO_LINE}/click.json`,
    doc: "/notifications/{notificationId}/click.json",
    body: () => ({}),
    status: signedIn(404),
  },
  // The clients' duplicate picker and GDPR export, for the database role group; an unknown
  // client is 404 for them.
  {
    method: "GET",
    path: "/api/clients/options.json?q=a",
    doc: "/clients/options.json",
    status: databaseStaff(200),
  },
  {
    method: "GET",
    path: `/api/clients/${NO_ORDER}/export.json`,
    doc: "/clients/{id}/export.json",
    status: databaseStaff(404),
  },
  {
    method: "GET",
    path: "/api/clients/{client}/export.json",
    doc: "/clients/{id}/export.json",
    status: databaseStaff(200),
  },
  // A stored attachment of a client's mail: employees who may open the client; an unknown one is 404
  // for every employee (not 403: whether it exists is not told), customers 403, visitors 401.
  {
    method: "GET",
    path: "/api/clients/documents/999999/file",
    doc: "/clients/documents/{id}/file",
    status: (who) => (who === "anonymous" ? 401 : EMPLOYEES.includes(who) ? 404 : 403),
  },
  {
    method: "GET",
    path: "/api/sharedresources/workflow/{workflow}.json",
    doc: "/sharedresources/{type}/{id}.json",
    status: shareStatus(200, LEAD_WORKERS, LEAD_WORKERS),
  },
  {
    // Clients (decision 0031): the database group manages their shares; other employees do not find one
    // that is not shared with them.
    method: "GET",
    path: "/api/sharedresources/client/{client}.json",
    doc: "/sharedresources/{type}/{id}.json",
    status: shareStatus(200, DATABASE_STAFF, DATABASE_STAFF),
  },
  {
    // Tours are shareable (decision 0032): admins read and manage their shares; a malformed id is 404.
    method: "GET",
    path: "/api/sharedresources/tour/1.json",
    doc: "/sharedresources/{type}/{id}.json",
    status: shareStatus(404, [], []),
  },
  {
    method: "GET",
    path: `/api/sharedresources/tour/${DEMO_TOUR}.json`,
    doc: "/sharedresources/{type}/{id}.json",
    status: shareStatus(200, ["admin", "holding_admin"], ["admin", "holding_admin"]),
  },
  {
    method: "POST",
    path: "/api/sharedresources/workflow/{workflow}.json",
    doc: "/sharedresources/{type}/{id}.json",
    body: () => ({ shareWithType: "team", shareWithId: demoTeam }),
    status: shareStatus(200, WORKFLOW_MANAGERS, LEAD_WORKERS),
  },
  {
    method: "PUT",
    path: "/api/sharedresources/workflow/{workflow}.json",
    doc: "/sharedresources/{type}/{id}.json",
    body: () => ({ mayBeShared: false }),
    status: shareStatus(200, WORKFLOW_MANAGERS, LEAD_WORKERS),
  },
  {
    method: "GET",
    path: "/api/sharedresources/workflow/{workflow}/targets.json?shareWithType=user&q=a",
    doc: "/sharedresources/{type}/{id}/targets.json",
    status: shareStatus(200, WORKFLOW_MANAGERS, LEAD_WORKERS),
  },
  {
    // Saved job views (decision 0031 addendum): only the owner and holders of a share see one; an unknown
    // (or another project's) view is 404 for every employee.
    method: "GET",
    path: `/api/sharedresources/job_view/${NO_ORDER}.json`,
    doc: "/sharedresources/{type}/{id}.json",
    status: shareStatus(404, [], []),
  },
  {
    method: "POST",
    path: "/api/sharedresources/job_view/not-a-view.json",
    doc: "/sharedresources/{type}/{id}.json",
    body: () => ({ shareWithType: "team", shareWithId: demoTeam }),
    status: shareStatus(404, [], []),
  },
  {
    // A share nobody holds: 404 for every employee (it is looked up before the right to remove it).
    method: "DELETE",
    path: `/api/sharedresources/client/{client}/user/${NO_ORDER}.json`,
    doc: "/sharedresources/{type}/{id}/{shareWithType}/{shareId}.json",
    status: shareStatus(404, [], []),
  },
  // The DMS CSV for those who see all jobs; the feed answers only to an API token, never to
  // a session (every caller here has none: 401).
  {
    method: "GET",
    path: "/api/dms/jobs.csv?systemType=CONTACT",
    doc: "/dms/jobs.csv",
    status: (who) =>
      who === "anonymous" ? 401 : ["admin", "manager", "holding_admin"].includes(who) ? 200 : 403,
  },
  { method: "GET", path: "/api/dms/jobs.json", doc: "/dms/jobs.json", status: everyone(401) },
  // The stock list's CSV export and import template, for the databaseExtended group.
  {
    method: "GET",
    path: "/api/account/cars.csv?brand=bmw&state=sold",
    doc: "/account/cars.csv",
    status: (who) =>
      who === "anonymous" ? 401 : ["admin", "inventory_manager", "holding_admin"].includes(who) ? 200 : 403,
  },
  {
    method: "GET",
    path: "/api/account/cars-template.csv",
    doc: "/account/cars-template.csv",
    status: (who) =>
      who === "anonymous" ? 401 : ["admin", "inventory_manager", "holding_admin"].includes(who) ? 200 : 403,
  },
  // A trade register extract: lead workers only; an unknown one is 404 for them.
  {
    method: "GET",
    path: "/api/community/documents/999999",
    doc: "/community/documents/{id}",
    status: leadWorkers(404),
  },
  // Browser push subscriptions of every signed-in user, each their own (decisions 0034, 0064).
  { method: "GET", path: "/api/push/public-key.json", doc: "/push/public-key.json", status: signedIn(200) },
  {
    method: "POST",
    path: "/api/push/subscriptions.json",
    doc: "/push/subscriptions.json",
    body: ({ who }) => pushSubscription(who),
    status: signedIn(200),
  },
  {
    method: "POST",
    path: "/api/push/subscriptions/remove.json",
    doc: "/push/subscriptions/remove.json",
    body: ({ who }) => ({ endpoint: pushSubscription(who).endpoint }),
    status: signedIn(200),
  },
  // Guided tours: read and save for admins (an unknown id is 404 for them); the
  // runner's step events for employees the tour targets (the demo job-list tour: lead workers; other
  // employees are not shown it, so it is not found for them).
  { method: "GET", path: `/api/tours/${DEMO_TOUR}.json`, doc: "/tours/{id}.json", status: adminOnly(200) },
  { method: "GET", path: `/api/tours/${NO_ORDER}.json`, doc: "/tours/{id}.json", status: adminOnly(404) },
  {
    method: "PUT",
    path: `/api/tours/${DEMO_TOUR}.json`,
    doc: "/tours/{id}.json",
    body: () => DEMO_TOUR_BODY,
    status: adminOnly(200),
  },
  {
    method: "POST",
    path: `/api/tours/${DEMO_TOUR}/events.json`,
    doc: "/tours/{id}/events.json",
    body: () => ({ stepId: DEMO_TOUR_STEP, event: "shown" }),
    status: (who) =>
      who === "anonymous" ? 401 : LEAD_WORKERS.includes(who) ? 200 : EMPLOYEES.includes(who) ? 404 : 403,
  },
  { method: "POST", path: "/api/auth/logout.json", doc: "/auth/logout.json", status: everyone(204) },
];

/** The settings form body that keeps the demo project as it is. */
function settingsBody(view: Record<string, unknown> & { features: Record<string, boolean> }) {
  const { features, ...rest } = view;
  return { ...rest, ...Object.fromEntries(Object.entries(features).map(([k, v]) => [`feature_${k}`, v])) };
}

describe.each(sweepDrivers())("permission matrix on %s", (driver) => {
  let database: TestDatabase;
  let request: TestRequest;
  const cookies = new Map<Who, string>();
  const covered: string[] = [];
  /** The dealer's first functional content (a wizard's texts), for the editor's row. */
  let dealerContent = 0;
  let dealerItem = "";
  /** A car every visitor may park (published, available), for the favorites rows. */
  let publishedCar = 0;
  /** The dealer's about page, for the CMS editor's rows. */
  let cmsPage = "";
  /** One news item and one blog post of the dealer, for the post editors' rows. */
  let newsPost = "";
  let blogPost = "";

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    request = await createTestApp(database.handle.db);
    const [car] = await database.handle.db
      .select({ number: cars.number })
      .from(cars)
      .where(and(isNotNull(cars.publishedAt), eq(cars.status, "available")))
      .orderBy(asc(cars.number))
      .limit(1);
    publishedCar = car!.number;
    cartCar = car!.number;
    const dealer = (await resolveProject(database.handle.db, "localhost"))!;
    const [job] = await database.handle.db
      .select({ id: jobs.id, workflowId: jobs.workflowId })
      .from(jobs)
      .where(and(eq(jobs.projectId, dealer.id), isNull(jobs.assigneeId), eq(jobs.visibility, "open")))
      .orderBy(asc(jobs.id))
      .limit(1);
    unassignedJob = job!.id;
    const [client] = await database.handle.db
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.projectId, dealer.id))
      .orderBy(asc(clients.createdAt))
      .limit(1);
    dealerClient = client!.id;
    const [team] = await database.handle.db
      .select({ id: teams.id })
      .from(teams)
      .where(eq(teams.projectId, dealer.id))
      .limit(1);
    demoTeam = team!.id;
    someWorkflow = job!.workflowId;
    const [content] = await database.handle.db
      .select({ id: functionalContents.id })
      .from(functionalContents)
      .where(eq(functionalContents.projectId, dealer.id))
      .orderBy(asc(functionalContents.id))
      .limit(1);
    dealerContent = content!.id;
    const [about] = await database.handle.db
      .select({ id: cmsPages.id })
      .from(cmsPages)
      .where(and(eq(cmsPages.projectId, dealer.id), eq(cmsPages.systemKey, "aboutUs")));
    cmsPage = about!.id;
    for (const kind of ["news", "blog"] as const) {
      const [post] = await database.handle.db
        .select({ id: posts.id })
        .from(posts)
        .where(and(eq(posts.projectId, dealer.id), eq(posts.kind, kind)))
        .limit(1);
      if (kind === "news") newsPost = post!.id;
      else blogPost = post!.id;
    }
    const [item] = await database.handle.db
      .select({ id: items.id })
      .from(items)
      .where(and(eq(items.projectId, dealer.id), isNull(items.parentId)))
      .limit(1);
    dealerItem = item!.id;
    for (const who of WHO) {
      if (who === "anonymous") continue;
      const { email } = dealerAccount(who);
      cookies.set(who, await loginCookie(request, email, { ip: `10.20.0.${WHO.indexOf(who)}` }));
    }
  });
  afterAll(async () => {
    console.info(`[permission matrix, ${driver}] ${covered.length} checks:\n${covered.join("\n")}`);
    await database?.drop();
  });

  it("has a row for every account route and every documented API endpoint", async () => {
    const routeKeys = ACCOUNT_ROUTES.map((r) => r.key).sort();
    expect(PAGES.map((p) => p.key).sort()).toEqual(routeKeys);
    const doc = (await (await request("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`),
    );
    const rows = API.filter((r) => r.doc !== null).map((r) => `${r.method} ${r.doc}`);
    expect([...new Set(rows)].sort()).toEqual(documented.sort());
  });

  describe.runIf(hasBuild())("account screens", () => {
    it.each(PAGES.map((row) => [row.path, row] as const))(
      "%s answers every role as the matrix says",
      async (_path, row) => {
        const mismatches: string[] = [];
        for (const who of WHO) {
          const cookie = cookies.get(who);
          const path = row.path
            .replace("{workflow}", String(someWorkflow))
            .replace("{job}", String(unassignedJob))
            .replace("{content}", String(dealerContent))
            .replace("{item}", dealerItem)
            .replace("{car}", String(publishedCar))
            .replace("{cmsPage}", cmsPage)
            .replace("{newsPost}", newsPost)
            .replace("{blogPost}", blogPost)
            .replace("{client}", dealerClient)
            .replace("{tour}", DEMO_TOUR);
          const res = await request(`/en${path}`, { headers: cookie ? { cookie } : {} });
          const want = expected(row, who);
          const location = res.headers.get("location") ?? "";
          const got: Outcome =
            res.status === 200
              ? "ok"
              : res.status === 403
                ? "deny"
                : res.status === 404
                  ? "missing"
                  : res.status === 302 && location.startsWith("/en/login?redirectTo=")
                    ? "login"
                    : res.status === 302
                      ? { redirect: location.replace(/^\/en/, "") }
                      : ("other" as never);
          covered.push(`GET ${row.path} as ${who}: ${JSON.stringify(got)} (${res.status})`);
          if (JSON.stringify(got) !== JSON.stringify(want)) {
            mismatches.push(`as ${who}: expected ${JSON.stringify(want)}, got ${res.status} ${location}`);
          }
        }
        expect(mismatches).toEqual([]);
      },
    );
  });

  /** A form post as a browser sends it, signed in as `who` (a visitor: no cookie). */
  const postForm = (path: string, who: Who, body: Record<string, string>) => {
    const cookie = cookies.get(who);
    return request(path, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: "http://localhost",
        ...(cookie ? { cookie } : {}),
      },
      body: new URLSearchParams(body).toString(),
    });
  };

  /**
   * Account form actions, refused on the server and not only hidden: each post is answered with `status`
   * for the roles in `allowed` (they get past the permission check to validation or the lookup; nothing
   * is written), 403 for every other signed-in role, and a redirect to the login page for a visitor.
   */
  type FormPost = {
    path: (who: Who) => string;
    body: Record<string, string> | (() => Record<string, string>);
    allowed: Who[];
    status: number;
  };
  const ADMINS: Who[] = ["admin", "holding_admin"];
  const STOCK: Who[] = ["admin", "inventory_manager", "holding_admin"];
  const EDITORS: Who[] = ["admin", "cms_editor", "holding_admin"];
  const FORMS: Array<{ screen: string; posts: FormPost[] }> = [
    {
      // A name too short: settings are a change (decision 0046), so only a bad value is refused.
      screen: "settings",
      posts: [{ path: () => "/en/account/settings", body: { name: "H" }, allowed: ADMINS, status: 400 }],
    },
    {
      // An invitation without an address.
      screen: "people (invite)",
      posts: [
        {
          path: () => "/en/account/settings/people",
          body: { intent: "invite", first_name: "Ima", last_name: "Hacker", roles: "admin" },
          allowed: ADMINS,
          status: 400,
        },
      ],
    },
    {
      // No such person.
      screen: "people (locations)",
      posts: [
        {
          path: () => "/en/account/settings/people",
          body: { intent: "locations", userId: "nobody", locations: "1" },
          allowed: ADMINS,
          status: 400,
        },
      ],
    },
    {
      // The people screen's reset (lost phone) with no such person; the own profile's confirmation
      // without a started enrolment: employees reach the service (409), customers have no two-factor
      // sign-in (403).
      screen: "two-factor reset and confirmation",
      posts: [
        {
          path: () => "/en/account/settings/people",
          body: { intent: "two_factor_reset", userId: "not-a-uuid" },
          allowed: ADMINS,
          status: 400,
        },
        {
          path: (who) => (CUSTOMERS.includes(who) ? "/en/account/profile" : "/en/account/settings/profile"),
          body: { intent: "two_factor_confirm", code: "123456" },
          allowed: EMPLOYEES,
          status: 409,
        },
      ],
    },
    {
      // A company without a name: only the holding admin.
      screen: "holding",
      posts: [
        {
          path: () => "/en/account/settings/holding",
          body: { intent: "company", legalName: "Hacker GmbH" },
          allowed: ["holding_admin"],
          status: 400,
        },
      ],
    },
    {
      // An empty note on a demo client: staff who deal with clients, not CMS editors.
      screen: "communication center",
      posts: [
        {
          path: () => `/en/account/communication?client=${dealerClient}`,
          body: { intent: "add_note", body: "" },
          allowed: EMPLOYEES.filter((who) => who !== "cms_editor"),
          status: 400,
        },
      ],
    },
    {
      // The inbound mail's forms on the communication center: assigning and marking spam for staff who deal
      // with clients (a malformed id is refused, an unknown mail is not found), the mailbox settings for
      // admins (an IMAP URL of another scheme is refused).
      screen: "communication center (inbound mail)",
      posts: [
        {
          path: () => "/en/account/communication",
          body: { intent: "assign_mail", mailId: "not-a-uuid", clientEmail: "x@example.org" },
          allowed: EMPLOYEES.filter((who) => who !== "cms_editor"),
          status: 400,
        },
        {
          path: () => "/en/account/communication",
          body: { intent: "spam_mail", mailId: NO_ORDER },
          allowed: EMPLOYEES.filter((who) => who !== "cms_editor"),
          status: 404,
        },
        {
          path: () => "/en/account/communication",
          body: { intent: "mailbox_settings", imapUrl: "ftp://user:pw@mail.example/INBOX", replyAddress: "" },
          allowed: ADMINS,
          status: 400,
        },
        // Lead rules: admins only; a sender that is no address is refused, an unknown rule is not found.
        {
          path: () => "/en/account/communication",
          body: { intent: "lead_rule_save", name: "Portal", senderPattern: "portal", sourceLabel: "portal" },
          allowed: ADMINS,
          status: 400,
        },
        {
          path: () => "/en/account/communication",
          body: { intent: "lead_rule_toggle", ruleId: NO_ORDER, enabled: "0" },
          allowed: ADMINS,
          status: 404,
        },
        {
          path: () => "/en/account/communication",
          body: { intent: "lead_rule_delete", ruleId: "not-a-uuid" },
          allowed: ADMINS,
          status: 404,
        },
      ],
    },
    {
      // A bogus selection.
      screen: "stock list (bulk action)",
      posts: [
        {
          path: () => "/en/account/cars",
          body: { intent: "bulk", action: "unpublish", ids: "not-a-car" },
          allowed: STOCK,
          status: 400,
        },
      ],
    },
    {
      // An unknown state and an empty car.
      screen: "car editor",
      posts: [
        {
          path: () => `/en/account/cars/${publishedCar}`,
          body: { intent: "state", to: "stolen" },
          allowed: STOCK,
          status: 400,
        },
        {
          path: () => "/en/account/cars/new",
          body: { intent: "save", variant: "Hijacked" },
          allowed: STOCK,
          status: 400,
        },
      ],
    },
    {
      // An empty SKU, for a new item and an existing one: the extended database group.
      screen: "item editor",
      posts: [
        {
          path: () => "/en/account/items/new",
          body: { intent: "save", sku: "", price: "1" },
          allowed: STOCK,
          status: 400,
        },
        {
          path: () => `/en/account/items/${dealerItem}`,
          body: { intent: "save", sku: "", price: "1" },
          allowed: STOCK,
          status: 400,
        },
      ],
    },
    {
      // An invalid element name.
      screen: "functional-content editor",
      posts: [
        {
          path: () => `/en/account/settings/functionalContent/${dealerContent}`,
          body: {
            lang: "en",
            lang_header: "Hijacked",
            "form_elements.0.orig": "",
            "form_elements.0.name": "not a name!",
          },
          allowed: EDITORS,
          status: 400,
        },
      ],
    },
    {
      // An empty title; moving a system page (the rule's refusal).
      screen: "CMS editor and page tree",
      posts: [
        {
          path: () => `/en/account/cms/${cmsPage}`,
          body: { intent: "save", lang: "en", title: "" },
          allowed: EDITORS,
          status: 400,
        },
        {
          path: () => "/en/account/cms",
          // The page is known once beforeAll ran.
          body: () => ({ intent: "step", id: cmsPage, step: "down" }),
          allowed: EDITORS,
          status: 400,
        },
      ],
    },
    {
      // An empty title for a new news item and for a blog post.
      screen: "news and blog posts",
      posts: [
        {
          path: () => "/en/account/cms/news",
          body: { intent: "create", title: "" },
          allowed: EDITORS,
          status: 400,
        },
        {
          path: () => `/en/account/cms/blogPosts/${blogPost}`,
          body: { intent: "save", lang: "en", title: "" },
          allowed: EDITORS,
          status: 400,
        },
      ],
    },
    {
      // Lead workers reach validation (a bad query: 400) and the lookup (nobody's view: 404).
      screen: "job list (saved views)",
      posts: [
        {
          path: () => "/en/account/jobs",
          body: { intent: "saveView", name: "Hijacked", query: "evil=1" },
          allowed: LEAD_WORKERS,
          status: 400,
        },
        {
          path: () => "/en/account/jobs",
          body: { intent: "renameView", viewId: NO_ORDER, name: "Hijacked" },
          allowed: LEAD_WORKERS,
          status: 404,
        },
        {
          path: () => "/en/account/jobs",
          body: { intent: "deleteView", viewId: NO_ORDER },
          allowed: LEAD_WORKERS,
          status: 404,
        },
      ],
    },
    {
      // Incomplete bodies: the database group.
      screen: "client page",
      posts: ["edit", "merge", "erase"].map((intent) => ({
        path: () => `/en/account/clients/${dealerClient}`,
        body: { intent, mergeId: "not-an-id", confirmation: "no" },
        allowed: DATABASE_STAFF,
        status: 400,
      })),
    },
  ];

  describe.runIf(hasBuild())("account form actions", () => {
    it.each(FORMS.map((row) => [row.screen, row] as const))(
      "%s: refused on the server for every role the matrix denies, not only hidden",
      async (_screen, row) => {
        const results: string[] = [];
        for (const who of WHO) {
          const statuses: number[] = [];
          for (const post of row.posts) {
            const path = post.path(who);
            const body = typeof post.body === "function" ? post.body() : post.body;
            const res = await postForm(path, who, body);
            statuses.push(res.status);
            covered.push(`POST ${path} ${body.intent ?? ""} as ${who}: ${res.status}`);
          }
          results.push(`${who}:${statuses.join("/")}`);
        }
        expect(results).toEqual(
          WHO.map(
            (who) =>
              `${who}:${row.posts
                .map((p) => (who === "anonymous" ? 302 : p.allowed.includes(who) ? p.status : 403))
                .join("/")}`,
          ),
        );
      },
    );
  });

  it("orders: a customer sees only their own, staff the database group's view, another project's order is not found", async () => {
    const db = database.handle.db;
    const dealer = (await resolveProject(db, "localhost"))!;
    const community = (await resolveProject(db, "community.localhost"))!;
    // Three orders: the demo client's, a guest's on this site, and one on another site (same numbers' shape).
    const made: Record<string, { id: string; number: string }> = {};
    const [customer] = await db
      .select()
      .from(users)
      .where(eq(users.email, "customer@autohaus-brandt.example"));
    for (const [key, project, userId] of [
      ["own", dealer, customer!.id],
      ["guest", dealer, null],
      ["foreign", community, null],
    ] as const) {
      const [client] = await db
        .insert(clients)
        .values({ projectId: project.id, firstName: "Matrix", lastName: key, language: "en" })
        .returning({ id: clients.id });
      const number = `A-2026-9${String(Object.keys(made).length).padStart(5, "0")}`;
      const [order] = await db
        .insert(orders)
        .values({
          projectId: project.id,
          number,
          idempotencyKey: `matrix-${key}`,
          userId,
          clientId: client!.id,
          fulfilment: "pickup",
          paymentMethod: "bank_transfer",
          currency: "EUR",
          netMinor: 1000,
          vatMinor: 190,
          totalMinor: 1190,
          language: "en",
          termsAcceptedAt: new Date(),
        })
        .returning({ id: orders.id, number: orders.number });
      made[key] = order!;
    }
    const results: string[] = [];
    const check = async (who: Who, path: string, init: RequestInit = {}) => {
      const cookie = cookies.get(who);
      const res = await request(path, {
        ...init,
        headers: { origin: "http://localhost", ...(cookie ? { cookie } : {}), ...(init.headers ?? {}) },
      });
      covered.push(`${init.method ?? "GET"} ${path} as ${who}: ${res.status}`);
      return res.status;
    };
    for (const who of ["anonymous", "client", "sales", "database_clerk"] as const) {
      const row: string[] = [who];
      row.push(`own-api:${await check(who, `/api/account/orders/${made.own!.number}.json`)}`);
      row.push(`guest-api:${await check(who, `/api/account/orders/${made.guest!.number}.json`)}`);
      row.push(`foreign-api:${await check(who, `/api/account/orders/${made.foreign!.number}.json`)}`);
      row.push(
        `foreign-confirm:${await check(who, `/api/orders/${made.foreign!.id}/confirm.json`, { method: "POST" })}`,
      );
      row.push(`documents-api:${await check(who, "/api/orders/documents.json?docDirection=outgoing")}`);
      if (hasBuild()) {
        row.push(`own-page:${await check(who, `/en/account/orders/${made.own!.number}`)}`);
        row.push(`guest-page:${await check(who, `/en/account/orders/${made.guest!.number}`)}`);
        row.push(`foreign-page:${await check(who, `/en/account/orders/${made.foreign!.number}`)}`);
      }
      results.push(row.join(" "));
    }
    const pages = (own: number, guest: number, foreign: number) =>
      hasBuild() ? ` own-page:${own} guest-page:${guest} foreign-page:${foreign}` : "";
    expect(results).toEqual([
      `anonymous own-api:401 guest-api:401 foreign-api:401 foreign-confirm:401 documents-api:401${pages(302, 302, 302)}`,
      `client own-api:200 guest-api:404 foreign-api:404 foreign-confirm:403 documents-api:403${pages(200, 404, 404)}`,
      `sales own-api:404 guest-api:404 foreign-api:404 foreign-confirm:403 documents-api:403${pages(403, 403, 403)}`,
      `database_clerk own-api:200 guest-api:200 foreign-api:404 foreign-confirm:404 documents-api:200${pages(200, 200, 404)}`,
    ]);
    // The client's list shows their own order and no one else's; the documents view is the staff's only.
    if (hasBuild()) {
      const html = await (
        await request("/en/account/orders?view=documents", { headers: { cookie: cookies.get("client")! } })
      ).text();
      expect(html).toContain(made.own!.number);
      expect(html).not.toContain(made.guest!.number);
      expect(html).toContain('data-view="mine"');
      const staff = await (
        await request("/en/account/orders?view=documents", {
          headers: { cookie: cookies.get("database_clerk")! },
        })
      ).text();
      expect(staff).toContain('data-view="documents"');
    }
  });

  it.runIf(hasBuild())(
    "inbound mail: another project's mail, malformed ids and oversize fields are 4xx with a translated message, another project's admin changes nothing",
    async () => {
      const db = database.handle.db;
      const dealer = (await resolveProject(db, "localhost"))!;
      const community = (await resolveProject(db, "community.localhost"))!;
      const mailOf = async (projectId: string, tag: string) => {
        const [row] = await db
          .insert(inboundMails)
          .values({
            projectId,
            messageId: `<matrix-${tag}@kunde.example>`,
            fromAddress: `${tag}@kunde.example`,
            subject: `Matrix ${tag}`,
            receivedAt: new Date(),
            kind: "mail",
            route: "unassigned",
          })
          .returning({ id: inboundMails.id });
        return row!.id;
      };
      const own = await mailOf(dealer.id, "own");
      const foreign = await mailOf(community.id, "foreign");
      // An admin of the other project (same password as the demo accounts), signed in there.
      const [template] = await db
        .select()
        .from(users)
        .where(eq(users.email, dealerAccount("admin").email));
      const { id: _id, ...rest } = template!;
      await db.insert(users).values({
        ...rest,
        email: "admin@brandt-community.example",
        projectId: community.id,
        companyId: community.companyId,
      });
      const otherAdmin = await loginCookie(request, "admin@brandt-community.example", {
        host: "community.localhost",
        ip: "10.20.1.1",
      });
      const post = (body: Record<string, string>, cookie = cookies.get("admin")!) =>
        request("/en/account/communication", {
          method: "POST",
          headers: {
            "content-type": "application/x-www-form-urlencoded",
            origin: "http://localhost",
            cookie,
          },
          body: new URLSearchParams(body).toString(),
        });
      const answers: string[] = [];
      const answer = async (what: string, res: Response) => {
        const html = await res.text();
        covered.push(`POST /en/account/communication ${what} as admin: ${res.status}`);
        answers.push(`${what}:${res.status}`);
        // Never a raw catalogue key on the page.
        expect(html).not.toMatch(/"?(validation|communication):[a-z_.]+"?\s*<\//);
        return html;
      };
      await answer(
        "foreign-assign",
        await post({ intent: "assign_mail", mailId: foreign, clientId: dealerClient }),
      );
      await answer("foreign-spam", await post({ intent: "spam_mail", mailId: foreign }));
      await answer("number-id", await post({ intent: "spam_mail", mailId: "42" }));
      await answer(
        "injected-id",
        await post({ intent: "assign_mail", mailId: "' OR 1=1 --", clientId: dealerClient }),
      );
      const badJob = await answer(
        "word-job",
        await post({ intent: "assign_mail", mailId: own, clientId: dealerClient, jobId: "abc" }),
      );
      expect(badJob).toContain(translate("en", "validation:invalid_value"));
      const longMail = await answer(
        "oversize-email",
        await post({ intent: "assign_mail", mailId: own, clientEmail: `${"a".repeat(400)}@example.org` }),
      );
      expect(longMail).toContain(translate("en", "validation:too_long"));
      const longReply = await answer(
        "oversize-reply-address",
        await post({
          intent: "mailbox_settings",
          imapUrl: "",
          replyAddress: `${"r".repeat(300)}@example.org`,
        }),
      );
      expect(longReply).toContain(translate("en", "validation:too_long"));
      await answer(
        "oversize-url",
        await post({
          intent: "mailbox_settings",
          imapUrl: `imap://u:p@${"h".repeat(600)}/INBOX`,
          replyAddress: "",
        }),
      );
      // Lead rules: an oversize label and another project's workflow are refused in words; another
      // project's rule is not found.
      const rule = {
        intent: "lead_rule_save",
        name: "Portal",
        senderPattern: "@portal.example",
        sourceLabel: "p",
      };
      const longLabel = await answer("oversize-label", await post({ ...rule, label_email: "E".repeat(61) }));
      expect(longLabel).toContain(translate("en", "validation:too_long"));
      const [foreignWorkflow] = await db
        .select({ id: workflows.id })
        .from(workflows)
        .where(eq(workflows.projectId, community.id))
        .limit(1);
      const otherWorkflow = await answer(
        "foreign-workflow",
        await post({ ...rule, workflowId: String(foreignWorkflow!.id) }),
      );
      expect(otherWorkflow).toContain(translate("en", "validation:invalid_choice"));
      const [foreignRule] = await db
        .insert(mailLeadRules)
        .values({
          projectId: community.id,
          name: "Theirs",
          senderPattern: "@their.example",
          sourceLabel: "t",
        })
        .returning({ id: mailLeadRules.id });
      await answer("foreign-rule", await post({ ...rule, ruleId: foreignRule!.id }));
      await answer(
        "foreign-rule-delete",
        await post({ intent: "lead_rule_delete", ruleId: foreignRule!.id }),
      );
      // The other project's admin: a visitor to this site (to the login page), and their own site has no
      // inbound mail of this dealer to touch.
      const visitor = await post({ intent: "spam_mail", mailId: own }, otherAdmin);
      answers.push(`other-admin:${visitor.status}`);
      const mailboxApi = await request("/api/account/mailbox.json", { headers: { cookie: otherAdmin } });
      answers.push(`other-admin-api:${mailboxApi.status}`);
      expect(answers).toEqual([
        "foreign-assign:404",
        "foreign-spam:404",
        "number-id:404",
        "injected-id:400",
        "word-job:400",
        "oversize-email:400",
        "oversize-reply-address:400",
        "oversize-url:400",
        "oversize-label:400",
        "foreign-workflow:400",
        "foreign-rule:404",
        "foreign-rule-delete:404",
        "other-admin:302",
        "other-admin-api:401",
      ]);
      // Nothing moved: both mails still wait in their own project's list.
      const left = await db
        .select({ id: inboundMails.id, route: inboundMails.route })
        .from(inboundMails)
        .where(inArray(inboundMails.id, [own, foreign]));
      expect(left.map((r) => r.route)).toEqual(["unassigned", "unassigned"]);
    },
  );

  it.runIf(hasBuild())("the CMS editor: hostile input as an editor is 404 or 400, never a 500", async () => {
    const post = postForm;
    // Hostile input as an editor: bogus ids and languages are 404, never a 500.
    const editor = "cms_editor" as const;
    const bogus = [
      await post("/en/account/cms/42", editor, { intent: "save", lang: "en", title: "x" }),
      await post("/en/account/cms/00000000-0000-4000-8000-000000000000", editor, {
        intent: "publish",
        lang: "en",
        title: "x",
      }),
      await post(`/en/account/cms/${cmsPage}`, editor, { intent: "publish", lang: "xx", title: "x" }),
      await post(`/en/account/cms/${cmsPage}`, editor, { intent: "restore", versionId: "' OR 1=1" }),
      await post("/en/account/cms", editor, { intent: "trash", id: "../../etc/passwd" }),
      await post("/en/account/cms", editor, { intent: "move", id: cmsPage, parentId: "nope", index: "-5" }),
    ];
    expect(bogus.map((r) => r.status)).toEqual([404, 404, 404, 404, 404, 404]);
    const unknownIntent = await post("/en/account/cms", editor, { intent: "explode" });
    expect(unknownIntent.status).toBe(400);
    const huge = await post(`/en/account/cms/${cmsPage}`, editor, {
      intent: "save",
      lang: "en",
      title: "x".repeat(5000),
    });
    expect(huge.status).toBe(400);
  });

  it.runIf(hasBuild())(
    "the page tree needs a content feature; the edit-page editor only the CMS role",
    async () => {
      const db = database.handle.db;
      const dealer = (await resolveProject(db, "localhost"))!;
      const features = dealer.features;
      const cookie = cookies.get("cms_editor")!;
      try {
        await db
          .update(projects)
          .set({ features: { ...features, articles: false, news: false, blog: false } })
          .where(eq(projects.id, dealer.id));
        const tree = await request("/en/account/cms", { headers: { cookie } });
        const editor = await request(`/en/account/cms/${cmsPage}`, { headers: { cookie } });
        const sales = await request(`/en/account/cms/${cmsPage}`, {
          headers: { cookie: cookies.get("sales")! },
        });
        covered.push(`GET /account/cms without content features as cms_editor: ${tree.status}`);
        expect([tree.status, editor.status, sales.status]).toEqual([403, 200, 403]);
      } finally {
        await db.update(projects).set({ features }).where(eq(projects.id, dealer.id));
      }
    },
  );

  it.runIf(hasBuild())(
    "news and blog posts: each list needs its own flag, hostile input as an editor is 404 or 400",
    async () => {
      const db = database.handle.db;
      const dealer = (await resolveProject(db, "localhost"))!;
      const post = postForm;
      const editor = "cms_editor" as const;
      const hostile = [
        await post("/en/account/cms/news/42", editor, { intent: "save", lang: "en", title: "x" }),
        await post("/en/account/cms/news/00000000-0000-4000-8000-000000000000", editor, { intent: "delete" }),
        // A blog post's id under the news list is not a news item.
        await post(`/en/account/cms/news/${blogPost}`, editor, { intent: "publish" }),
        await post(`/en/account/cms/blogPosts/${blogPost}`, editor, {
          intent: "save",
          lang: "xx",
          title: "x",
        }),
        await post(`/en/account/cms/blogPosts/${blogPost}`, editor, { intent: "explode" }),
        await post(`/en/account/cms/blogPosts/${blogPost}`, editor, {
          intent: "save",
          lang: "en",
          title: "x".repeat(5000),
          publishedAt: "not a time",
        }),
        await post(`/en/account/cms/blogPosts/${blogPost}`, editor, {
          intent: "save",
          lang: "en",
          title: "ok",
          slug: "Bad Slug!",
        }),
      ];
      expect(hostile.map((r) => r.status)).toEqual([404, 404, 404, 404, 400, 400, 400]);
      const cookie = cookies.get(editor)!;
      const features = dealer.features;
      try {
        await db
          .update(projects)
          .set({ features: { ...features, news: false, blog: true } })
          .where(eq(projects.id, dealer.id));
        const statuses = [
          (await request("/en/account/cms/news", { headers: { cookie } })).status,
          (await request(`/en/account/cms/news/${newsPost}`, { headers: { cookie } })).status,
          (await post("/en/account/cms/news", editor, { intent: "create", title: "Flag off" })).status,
          (await request("/en/account/cms/blogPosts", { headers: { cookie } })).status,
        ];
        covered.push(`cms/news with the news flag off as cms_editor: ${statuses.join("/")}`);
        expect(statuses).toEqual([403, 403, 403, 200]);
      } finally {
        await db.update(projects).set({ features }).where(eq(projects.id, dealer.id));
      }
    },
  );

  /** The demo project's settings as the admin's form sends them back (read once, before the first row). */
  let settings: unknown;
  it.each(API.map((row, index) => [`${row.method} ${row.path}`, row, index] as const))(
    "API %s answers every role as the matrix says",
    async (_name, row, index) => {
      settings ??= settingsBody(
        (await (
          await request("/api/account/settings.json", { headers: { cookie: cookies.get("admin")! } })
        ).json()) as never,
      );
      const mismatches: string[] = [];
      for (const who of WHO) {
        const cookie = cookies.get(who);
        const body = row.body?.({ settings, who });
        const path = row.path
          .replace("{car}", String(publishedCar))
          .replace("{job}", String(unassignedJob))
          .replace("{client}", dealerClient)
          .replace("{workflow}", String(someWorkflow));
        const res = await request(path, {
          method: row.method,
          headers: {
            origin: "http://localhost",
            "x-forwarded-for": `10.30.${index}.${WHO.indexOf(who)}`,
            ...(body ? { "content-type": "application/json" } : {}),
            ...(cookie ? { cookie } : {}),
          },
          body: body ? JSON.stringify(body) : undefined,
        });
        covered.push(`${row.method} ${path} as ${who}: ${res.status}`);
        // The live event stream never ends by itself.
        if (res.headers.get("content-type")?.startsWith("text/event-stream")) await res.body?.cancel();
        if (res.status !== row.status(who)) {
          mismatches.push(`as ${who}: expected ${row.status(who)}, got ${res.status}`);
        }
        if (res.status === 401 || res.status === 403) {
          const error = (await res.json()) as { error: { code: string; message: string } };
          expect(error.error.message.length, `the ${res.status} answer's message as ${who}`).toBeGreaterThan(
            3,
          );
        }
      }
      expect(mismatches).toEqual([]);
    },
  );
});
