/**
 * Tenant scope (decision 0020): two projects hold the same kinds of rows, and no service called for
 * project A returns or changes a row of project B, for every table with a `project_id` column. The
 * tables come from the Drizzle schema: a new tenant-owned table fails this test until it is listed in
 * COVERAGE with the services that reach it (and those services are called below).
 */
import { createECDH, randomBytes, randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, getTableColumns, getTableName, isTable, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bookScheduledCall,
  sendCallbackLink,
  viewScheduledCall,
} from "../../app/core/callbacks/scheduled-call.service.server";
import {
  getCarDetail,
  getSentCarRequest,
  getSimilarCars,
  submitCarRequest,
} from "../../app/core/catalog/car-detail.service.server";
import { parseCarFilters } from "../../app/core/catalog/car-filters";
import { searchCars } from "../../app/core/catalog/car-search.service.server";
import { publishCar } from "../../app/core/catalog/publish-car.service.server";
import { clientList } from "../../app/core/clients/client-filters";
import {
  clientOptions,
  eraseClient,
  exportClient,
  getClientPage,
  listClients,
  mergeClients,
  previewMerge,
  updateClientData,
} from "../../app/core/clients/clients.service.server";
import {
  getNavigation,
  getPageBySlugPath,
  getPost,
  getSystemPage,
  listPosts,
} from "../../app/core/cms/cms.service.server";
import {
  createPage,
  diffVersion,
  duplicatePage,
  getPageEdit,
  getPageTree,
  getPreview,
  movePage,
  previewToken,
  publishLanguage,
  purgePage,
  restoreVersion,
  saveDraft,
  schedulePublish,
  trashPage,
} from "../../app/core/cms/cms-editor.service.server";
import {
  deleteNavLink,
  listNavEditor,
  moveNavLink,
  saveNavLink,
  stepNavLink,
} from "../../app/core/cms/nav-editor.service.server";
import { carSitemapXml, sitemapXml } from "../../app/core/cms/sitemap.server";
import {
  addToCart,
  cartSummary,
  getCart,
  mergeCartAtLogin,
  removeCartLine,
  setCartLineQuantity,
} from "../../app/core/commerce/cart.service.server";
import { checkoutInit, placeOrder } from "../../app/core/commerce/checkout.service.server";
import {
  listDocuments,
  readOrderDocumentFile,
  setDocumentFlags,
  uploadOrderInvoice,
} from "../../app/core/commerce/documents.service.server";
import { documentList } from "../../app/core/commerce/documents-filters";
import { orderList } from "../../app/core/commerce/order-filters";
import {
  cancelOrder,
  changeOrder,
  confirmOrder,
  getOrderDetail,
  getPlacedOrder,
  invoicePdf,
  listMyOrders,
  listProjectOrders,
} from "../../app/core/commerce/orders.service.server";
import { getShopItem, listShopItems } from "../../app/core/commerce/shop.service.server";
import {
  addNote,
  attachReply,
  getTimeline,
  logCall,
  searchClients,
  sendClientMail,
} from "../../app/core/communication/communication.service.server";
import { submitContactForm } from "../../app/core/contact/contact.service.server";
import { type ServiceContext, withTransaction } from "../../app/core/context/service-context.server";
import { scopeOf } from "../../app/core/context/tenant-scope.server";
import {
  authenticateApiToken,
  exportJobsCsv,
  feedJobs,
  listApiTokens,
  listDmsExports,
  revokeApiToken,
} from "../../app/core/dms/dms.service.server";
import {
  addFavorite,
  compareFavorites,
  favoriteCarNumbers,
  favoriteCount,
  listFavorites,
  mergeFavoritesAtLogin,
  removeFavorite,
} from "../../app/core/favorites/favorites.service.server";
import { localFileStore } from "../../app/core/files/local-file-store.server";
import {
  emailTaken,
  isResetTokenValid,
  logIn,
  requestPasswordReset,
  resetPassword,
  sessionUser,
  signUp,
} from "../../app/core/identity/identity.service.server";
import { userForSocialIdentity } from "../../app/core/identity/social.server";
import { tokenHash } from "../../app/core/identity/tokens.server";
import {
  assignInbound,
  getMailboxView,
  ingestMail,
  listUnassigned,
  markInboundSpam,
  updateMailboxSettings,
} from "../../app/core/inbound-mail/inbound.service.server";
import {
  getLeadRules,
  removeLeadRule,
  saveLeadRule,
  setLeadRuleEnabled,
} from "../../app/core/inbound-mail/lead-rules.service.server";
import { claimMailboxLease } from "../../app/core/inbound-mail/mailbox.repo.server";
import { carHistory, changeCarPrices, changeCarStates } from "../../app/core/inventory/car-changes.server";
import {
  changeEditorCarState,
  getEditorCar,
  saveRentalPrices,
  updateCar,
} from "../../app/core/inventory/car-editor.service.server";
import { reorderCarImages, setCarCover } from "../../app/core/inventory/car-images.server";
import { parseCarOverviewFilters } from "../../app/core/inventory/car-overview";
import { carOverview } from "../../app/core/inventory/car-overview.service.server";
import { itemSchemas, parseItemList } from "../../app/core/items/item-schema";
import {
  addItemImages,
  addVariant,
  createItem,
  getItemForEdit,
  listItems,
  moveItemImage,
  removeItemImage,
  removeVariant,
  reorderItemImages,
  setItemImageAlt,
  updateItem,
  updateVariant,
} from "../../app/core/items/items.service.server";
import { createLead } from "../../app/core/leads/create-lead.service.server";
import { filterOptions } from "../../app/core/leads/filter-options.service.server";
import { dashboardNumbers, hotLeads, jobStatistics } from "../../app/core/leads/insights.service.server";
import { jobList } from "../../app/core/leads/job-filters";
import { applyJobAction, getJob, listJobs } from "../../app/core/leads/jobs.service.server";
import {
  deleteJobView,
  listSavedJobViews,
  renameJobView,
  saveJobView,
} from "../../app/core/leads/saved-job-views.service.server";
import { listWorkflows, setWorkflowFavorite } from "../../app/core/leads/workflows.service.server";
import { getLocation, listLocations } from "../../app/core/locations/locations.service.server";
import { issueMailLink, unsubscribe as leaveCategory } from "../../app/core/mail/mail-links.server";
import { readMailbox } from "../../app/core/mail/mailbox.service.server";
import { confirmUnsubscribe, viewUnsubscribe } from "../../app/core/mail/unsubscribe.service.server";
import { notifyCriticalJobs } from "../../app/core/notifications/job-notifications.server";
import {
  listNotifications,
  markNotificationClicked,
  markNotificationsRead,
  notificationsAfter,
} from "../../app/core/notifications/notifications.service.server";
import {
  acceptInvitation,
  changeLocations,
  changeRoles,
  changeTeamMember,
  deactivatePerson,
  deleteTeamAction,
  invitationState,
  invitePerson,
  peopleScreen,
  reactivatePerson,
  renameTeamAction,
  resendInvitation,
  revokeInvitation,
  sendPasswordReset,
} from "../../app/core/people/people.service.server";
import { activeSubscriptions } from "../../app/core/push/push.repo.server";
import {
  registerPushSubscription,
  unregisterPushSubscription,
} from "../../app/core/push/push.service.server";
import { pushHandler } from "../../app/core/push/push-handler.server";
import { queuePush } from "../../app/core/push/queue.server";
import { bookRentalCar, searchRentalCars } from "../../app/core/rental/rental.service.server";
import {
  bookService,
  cancelAppointment,
  moveAppointment,
  viewAppointment,
  viewServiceBooking,
} from "../../app/core/service-booking/service-booking.service.server";
import {
  addShare,
  getSharedResource,
  removeShare,
  shareTargets,
  updateShareSettings,
} from "../../app/core/sharing/sharing.service.server";
import type { Project } from "../../app/core/tenancy/project";
import { resolveProject } from "../../app/core/tenancy/tenancy.service.server";
import {
  getTour,
  listTours,
  recordTourEvent,
  runnableTours,
  saveTour,
} from "../../app/core/tours/tours.service.server";
import { customerCars, customerJobs } from "../../app/core/trade-in/customer-cars.service.server";
import {
  answerInvitation,
  inviteCustomer,
  viewInvitation,
} from "../../app/core/trade-in/invitations.service.server";
import { getTradeIn, listTradeInPhotos } from "../../app/core/trade-in/trade-in.service.server";
import { setTradeInOffer } from "../../app/core/trade-in/trade-in-edit.service.server";
import {
  readTradeInPhoto,
  removeTradeInPhoto,
  storeTradeInPhoto,
} from "../../app/core/trade-in/trade-in-photos.server";
import {
  getFunctionalContent,
  saveFunctionalContent,
} from "../../app/core/wizards/functional-content.service.server";
import {
  answerStep,
  findWizardSession,
  issueResumeToken,
  openWizard,
  stepBack,
} from "../../app/core/wizards/wizards.service.server";
import type { Db } from "../../app/db/client.server";
import * as schema from "../../app/db/schema";
import {
  createTestDatabase,
  SESSION_DEFAULTS,
  serviceContextFor,
  type TestDatabase,
  testDrivers,
} from "../setup/test-db";

/** Every tenant-owned table, and the services of project A that are called on project B's rows. */
const COVERAGE: Record<string, string> = {
  cars: "searchCars, getCarDetail, getSimilarCars, publishCar, addFavorite, sitemaps, carOverview",
  car_requests: "submitCarRequest, getSentCarRequest",
  cms_pages: "getSystemPage, getPageBySlugPath, sitemapXml, getPageTree, movePage, trashPage, purgePage",
  cms_page_drafts: "getPageEdit, saveDraft, schedulePublish, duplicatePage, getPreview",
  cms_page_versions: "getPageEdit, diffVersion, restoreVersion",
  cms_slug_redirects: "publishLanguage, getPageBySlugPath (redirectedPagePath)",
  contact_requests: "submitContactForm",
  favorites:
    "listFavorites, compareFavorites, favoriteCount, favoriteCarNumbers, removeFavorite, mergeFavoritesAtLogin",
  users: "logIn, emailTaken, requestPasswordReset, signUp",
  sessions: "sessionUser",
  auth_tokens: "isResetTokenValid, resetPassword",
  oauth_accounts: "userForSocialIdentity",
  business_signups: "signUp",
  outbox: "readMailbox",
  locations: "listLocations, getLocation, submitContactForm",
  nav_links: "getNavigation, listNavEditor, saveNavLink, deleteNavLink, moveNavLink, stepNavLink",
  posts: "listPosts, getPost, sitemapXml",
  post_translations: "listPosts, getPost, sitemapXml",
  clients:
    "createLead (by e-mail), filterOptions(clients), listJobs, listClients, getClientPage, clientOptions, updateClientData, previewMerge, mergeClients, exportClient, eraseClient",
  client_merges: "mergeClients, getClientPage (merges into the client), exportClient",
  mailboxes: "getMailboxView, updateMailboxSettings, claimMailboxLease (the reader's lease)",
  inbound_mails: "listUnassigned, assignInbound, markInboundSpam, ingestMail (Message-ID of B's mail)",
  mail_lead_rules: "getLeadRules, saveLeadRule (B's rule id), setLeadRuleEnabled, removeLeadRule, ingestMail",
  communications:
    "getTimeline, searchClients, sendClientMail, attachReply, logCall, addNote, mergeClients, eraseClient",
  jobs: "listJobs, getJob, applyJobAction, hotLeads, jobStatistics, dashboardNumbers, filterOptions",
  job_events: "getJob, applyJobAction",
  documents:
    "getJob, listJobs (document filters), listDocuments, setDocumentFlags, readOrderDocumentFile, uploadOrderInvoice",
  workflows: "listWorkflows, setWorkflowFavorite, filterOptions(workflows)",
  workflow_statuses: "listWorkflows, applyJobAction(status), filterOptions(statuses)",
  workflow_favorites: "listWorkflows, setWorkflowFavorite",
  teams: "getSharedResource, addShare (team targets), shareTargets(team)",
  team_members: "listJobs, listWorkflows, getJob (shared with the viewer's teams), getSharedResource",
  resource_shares:
    "getSharedResource, addShare, removeShare, shareTargets, listJobs, listWorkflows, getJob (row-level sharing)",
  resource_share_settings: "getSharedResource, updateShareSettings",
  notifications:
    "listNotifications, markNotificationsRead, markNotificationClicked, notificationsAfter, notifyCriticalJobs",
  items:
    "listShopItems, getShopItem, addToCart, getCart, listItems, getItemForEdit, createItem, updateItem, addVariant, updateVariant, removeVariant",
  item_images:
    "getItemForEdit, addItemImages, setItemImageAlt, reorderItemImages, moveItemImage, removeItemImage",
  carts: "getCart, cartSummary, addToCart, mergeCartAtLogin, checkoutInit, placeOrder",
  cart_lines: "getCart, setCartLineQuantity, removeCartLine, mergeCartAtLogin",
  orders:
    "listMyOrders, getOrderDetail, getPlacedOrder, listProjectOrders, confirmOrder, cancelOrder, changeOrder, invoicePdf, placeOrder",
  order_lines: "getOrderDetail, confirmOrder, cancelOrder, invoicePdf",
  trade_ins: "getTradeIn, customerJobs, customerCars",
  trade_in_photos: "listTradeInPhotos, getTradeIn, readTradeInPhoto, removeTradeInPhoto, storeTradeInPhoto",
  functional_contents: "getFunctionalContent, saveFunctionalContent, openWizard",
  wizards: "openWizard",
  wizard_sessions: "findWizardSession, answerStep, stepBack, issueResumeToken",
  mail_links:
    "viewInvitation, answerInvitation, viewScheduledCall, bookScheduledCall, viewUnsubscribe, confirmUnsubscribe",
  mail_unsubscribes: "confirmUnsubscribe, viewUnsubscribe, sendCallbackLink (isUnsubscribed)",
  trade_in_invitations: "viewInvitation, answerInvitation, inviteCustomer, setTradeInOffer",
  rental_cars: "searchRentalCars, bookRentalCar",
  rental_bookings: "searchRentalCars (blocked cars), bookRentalCar, rentalConfirmation",
  service_offerings: "viewServiceBooking, bookService",
  service_appointments:
    "viewServiceBooking (booked slots), bookService, viewAppointment, cancelAppointment, moveAppointment",
  api_tokens: "listApiTokens, revokeApiToken, authenticateApiToken",
  dms_exports: "listDmsExports, exportJobsCsv, feedJobs",
  car_status_history: "getEditorCar, carHistory, changeCarStates, changeEditorCarState",
  car_price_history: "getEditorCar, carHistory, changeCarPrices, updateCar",
  push_subscriptions:
    "registerPushSubscription, unregisterPushSubscription, pushHandler (activeSubscriptions, markSubscriptionUsed, disableSubscription)",
  tours: "listTours, getTour, saveTour, runnableTours, recordTourEvent",
  tour_progress: "runnableTours, recordTourEvent, listTours (completed count)",
  tour_step_stats: "getTour (statistics), recordTourEvent",
  people_audit:
    "peopleScreen, invitePerson, changeRoles, deactivatePerson, reactivatePerson, resendInvitation, revokeInvitation, sendPasswordReset, renameTeamAction, deleteTeamAction, changeTeamMember",
  user_locations: "peopleScreen (each person's locations), invitePerson (locations), changeLocations",
  saved_job_views:
    "listSavedJobViews, saveJobView, renameJobView, deleteJobView, getSharedResource(job_view), addShare(job_view)",
};

/** Project A's own call-back wizard (the one the demo seeds). */
async function openWizardOf(ctx: Parameters<typeof openWizard>[0]) {
  const opened = await openWizard(ctx, { systemType: "CALLBACK" });
  if (!opened.ok) throw new Error("no call-back wizard");
  return opened.value;
}

/** The tables of the schema with a `project_id` column. */
function tenantTables(): PgTable[] {
  return (Object.values(schema) as unknown[]).filter(
    (value): value is PgTable =>
      isTable(value) && Object.values(getTableColumns(value as PgTable)).some((c) => c.name === "project_id"),
  );
}

const META = { ip: "10.99.0.1", userAgent: null, origin: "http://localhost", throttle: false };

/** Project B's rows of every tenant table, as JSON per table (the "nothing changed" baseline). */
async function snapshot(db: Db, projectId: string) {
  const out: Record<string, string> = {};
  for (const table of tenantTables()) {
    const rows = await db
      .select()
      .from(table)
      .where(eq((table as unknown as { projectId: AnyPgColumn }).projectId, projectId));
    out[getTableName(table)] = JSON.stringify(rows.map((r) => JSON.stringify(r)).sort());
  }
  return out;
}

/** Text values of B's rows that appear in none of A's: finding one in A's answers is a leak. */
async function fingerprints(db: Db, a: string, b: string): Promise<Set<string>> {
  const seen = (rows: Record<string, unknown>[]) =>
    new Set(
      rows.flatMap((r) =>
        Object.values(r).filter((v): v is string => typeof v === "string" && v.length >= 6),
      ),
    );
  // A's values of every table: a name that B has as a user and A as a client is no sign of a leak.
  const ofA = new Set<string>();
  const ofB = new Set<string>();
  for (const table of tenantTables()) {
    const column = (table as unknown as { projectId: AnyPgColumn }).projectId;
    for (const v of seen(await db.select().from(table).where(eq(column, a)))) ofA.add(v);
    for (const v of seen(await db.select().from(table).where(eq(column, b)))) ofB.add(v);
  }
  return new Set([...ofB].filter((v) => !ofA.has(v)));
}

describe.each(testDrivers())("tenant scope on %s", (driver) => {
  let database: TestDatabase;
  let db: Db;
  let A: Project;
  let B: Project;
  const b = {
    carNumber: 0,
    carId: "",
    locationId: 0,
    requestId: "",
    visitorId: "",
    sessionToken: "",
    resetToken: "",
    memberEmail: "member@brandt-community.example",
    memberId: "",
    pushEndpoint: "",
    jobId: 0,
    workflowId: 0,
    statusId: 0,
    teamId: 0,
    postSlug: "",
    notificationId: "",
    notificationUserId: "",
    pageSlug: "",
    itemId: "",
    imageId: "",
    cartLineId: "",
    orderId: "",
    orderNumber: "",
    photoId: "",
    clientEmail: "",
    wizardId: 0,
    contentId: 0,
    wizardSessionId: "",
    resumeToken: "",
    invitationToken: "",
    callbackToken: "",
    unsubscribeToken: "",
    offeringId: 0,
    appointmentToken: "",
    dmsToken: "",
    dmsTokenId: "",
    cmsPageId: "",
    cmsVersionId: "",
    cmsPreviewToken: "",
    keptClientId: "",
    inboundId: "",
    leadRuleId: "",
    tourId: "",
    tourStepId: "",
    viewId: "",
    inviteeId: "",
    inviteToken: "",
  };

  // Taken once the seeding is done: B's rows (each row of SERVICES must leave them as they are), the
  // values only B has, and the callers on A's side.
  let before: Record<string, string>;
  let prints: Set<string>;
  let ctxA: ServiceContext;
  let publicA: ServiceContext;
  let visitorB: { kind: "visitor"; visitorId: string };
  const all = jobList.parse(new URLSearchParams("visibility=showOpen"));
  /** The answers of A's services in the current row of SERVICES. */
  let answers: unknown[] = [];
  const call = async <T>(p: Promise<T>) => {
    const value = await p;
    answers.push(value);
    return value;
  };

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    db = database.handle.db;
    A = (await resolveProject(db, "localhost"))!;
    B = (await resolveProject(db, "community.localhost"))!;
    // The demo gives the dealer (A) and the community site (B) content, users and navigation; both get
    // the other kinds here through their own services: a location, a published car with a request, a
    // contact message, a visitor's favorite, a session, a reset token, a social link, a business
    // sign-up and mail.
    await seedKinds(A, "customer@autohaus-brandt.example", "a");
    Object.assign(b, await seedKinds(B, b.memberEmail, "b"));
    const [post] = await db
      .select({ slug: schema.postTranslations.slug })
      .from(schema.postTranslations)
      .where(eq(schema.postTranslations.projectId, B.id))
      .limit(1);
    b.postSlug = post!.slug;
    // tours, tour_progress, tour_step_stats: a tour of each project, run once by an employee.
    await seedTour(A, "a");
    Object.assign(b, await seedTour(B, "b"));
    // people_audit (decision 0061): each project's admin invites an employee (a user, an invitation
    // token, a mail and an audit entry of its own).
    await seedInvite(A, "a");
    Object.assign(b, await seedInvite(B, "b"));
    before = await snapshot(db, B.id);
    prints = await fingerprints(db, A.id, B.id);
    ctxA = serviceContextFor(db, A, { locale: "de", principal: adminOf(A) });
    publicA = serviceContextFor(db, A, { locale: "de" });
    visitorB = { kind: "visitor", visitorId: b.visitorId };
  });

  async function seedInvite(project: Project, tag: string) {
    const [user] = await db
      .select()
      .from(schema.users)
      .where(eq(schema.users.projectId, project.id))
      .limit(1);
    const ctx = serviceContextFor(db, project, {
      locale: "de",
      principal: { ...adminOf(project), id: user!.id },
    });
    const email = `invitee-${tag}-only@example.org`;
    // user_locations (decision 0061): the invitee works at one of the project's locations.
    const [place] = await db
      .select({ id: schema.locations.id })
      .from(schema.locations)
      .where(eq(schema.locations.projectId, project.id))
      .limit(1);
    const invited = await invitePerson(
      ctx,
      {
        first_name: `${tag.toUpperCase()}-only`,
        last_name: "Invitee",
        email,
        language: "de",
        roles: ["sales"],
        locations: [String(place!.id)],
      },
      { origin: "http://localhost" },
    );
    if (!invited.ok) throw new Error("invitePerson failed");
    const [mail] = await db
      .select()
      .from(schema.outbox)
      .where(and(eq(schema.outbox.projectId, project.id), sql`${schema.outbox.payload}->>'to' = ${email}`));
    const token = /\/invitation\/([\w-]+)/.exec(String((mail!.payload as { text: string }).text))![1]!;
    return { inviteeId: invited.value.id, inviteToken: token };
  }

  async function seedTour(project: Project, tag: string) {
    const [user] = await db
      .select()
      .from(schema.users)
      .where(eq(schema.users.projectId, project.id))
      .limit(1);
    const ctx = serviceContextFor(db, project, {
      locale: "de",
      principal: { ...adminOf(project), id: user!.id },
    });
    const saved = await saveTour(ctx, randomUUID(), {
      name: `${tag.toUpperCase()}-only tour`,
      type: "jobs",
      steps: [
        { selector: `[data-tour="${tag}-only-step"]`, content: { de: `${tag.toUpperCase()}-only Schritt` } },
      ],
    });
    if (!saved.ok) throw new Error("saveTour failed");
    const stepId = saved.value.steps[0]!.id;
    await recordTourEvent(ctx, saved.value.id, { stepId, event: "shown" });
    await recordTourEvent(ctx, saved.value.id, { stepId, event: "completed" });
    // saved_job_views: a view of each project; B's is shared (with its own project's user).
    const view = await saveJobView(ctx, { name: `${tag.toUpperCase()}-only view`, query: "priority=3" });
    if (!view.ok) throw new Error("saveJobView failed");
    if (tag === "b") {
      await db.insert(schema.resourceShares).values({
        projectId: project.id,
        resourceType: "job_view",
        resourceId: view.value.id,
        shareWithType: "user",
        shareWithId: user!.id,
      });
    }
    return { tourId: saved.value.id, tourStepId: stepId, viewId: view.value.id };
  }

  async function seedKinds(project: Project, memberEmail: string, tag: string) {
    const ctx = serviceContextFor(db, project, { locale: "de" });
    const [location] = await db
      .insert(schema.locations)
      .values({
        projectId: project.id,
        slug: `${tag}-only-place`,
        name: `${tag.toUpperCase()}-only place`,
        city: `${tag.toUpperCase()}only`,
        street: `${tag.toUpperCase()}-Strasse`,
        houseNumber: "1",
        zipCode: "10115",
        country: "DE",
        email: `${tag}-team@${tag}-only.example`,
        openingHours: {},
        services: [],
      } as unknown as typeof schema.locations.$inferInsert)
      .returning();
    const locationId = location!.id;
    const [template] = await db.select().from(schema.cars).where(eq(schema.cars.projectId, A.id)).limit(1);
    const { id: _id, number: _n, ...copy } = template!;
    const [car] = await db
      .insert(schema.cars)
      .values({
        ...copy,
        projectId: project.id,
        locationId,
        variant: `${tag.toUpperCase()}-only variant`,
        publishedAt: new Date(),
      } as typeof schema.cars.$inferInsert)
      .returning();
    // car_status_history, car_price_history: the car was created, then published, and reduced.
    await db.insert(schema.carStatusHistory).values([
      { projectId: project.id, carId: car!.id, fromState: null, toState: "draft", source: "create" },
      { projectId: project.id, carId: car!.id, fromState: "draft", toState: "published", source: "editor" },
    ]);
    await db.insert(schema.carPriceHistory).values({
      projectId: project.id,
      carId: car!.id,
      oldPriceMinor: car!.priceMinor + 1_000_00,
      newPriceMinor: car!.priceMinor,
      source: `${tag}-only-source`,
    });
    // rental_cars, rental_bookings: the car rented out once.
    await db.insert(schema.rentalCars).values({
      carId: car!.id,
      projectId: project.id,
      dayRateMinor: 50_00,
      weekendRateMinor: 110_00,
      weekRateMinor: 250_00,
      depositMinor: 500_00,
      includedKmPerDay: 200,
      extraKmMinor: 25,
    });
    await db.insert(schema.rentalBookings).values({
      projectId: project.id,
      carId: car!.id,
      pickupLocationId: locationId,
      returnLocationId: locationId,
      startsAt: new Date("2030-03-01T09:00:00Z"),
      endsAt: new Date("2030-03-02T09:00:00Z"),
      blockedUntil: new Date("2030-03-02T11:00:00Z"),
      priceMinor: 50_00,
      depositMinor: 500_00,
      includedKm: 200,
      currency: "EUR",
    });
    const request = await submitCarRequest(
      ctx,
      car!.number,
      {
        kind: "question",
        name: `${tag.toUpperCase()} Only`,
        email: `buyer@${tag}-only.example`,
        message: `A question only ${tag} has`,
        privacy: "on",
      },
      { origin: "http://localhost" },
    );
    expect(request.ok).toBe(true);
    const contact = await submitContactForm(ctx, {
      name: `${tag.toUpperCase()} Only`,
      email: `buyer@${tag}-only.example`,
      subject: "general",
      message: `A message that only ${tag} has`,
      privacy: "on",
      locationId: String(locationId),
    });
    expect(contact.ok).toBe(true);
    const visitorId = randomUUID();
    expect((await addFavorite(ctx, { kind: "visitor", visitorId }, car!.number)).ok).toBe(true);
    const login = await logIn(ctx, { email: memberEmail, password: "autohaus-demo" }, META);
    expect(login.ok).toBe(true);
    await requestPasswordReset(ctx, { email: memberEmail }, META);
    const mails = await readMailbox(serviceContextFor(db, project, { principal: adminOf(project) }));
    const reset = mails.find((m) => m.to === memberEmail && /[A-Za-z0-9_-]{27}/.test(m.text));
    const resetToken = /\/([A-Za-z0-9_-]{27})(?![A-Za-z0-9_-])/.exec(reset?.text ?? "")?.[1] ?? "";
    expect(resetToken).not.toBe("");
    const signup = await signUp(
      ctx,
      {
        first_name: "Bert",
        last_name: "Business",
        email: `business@${tag}-only.example`,
        password: `${tag} only password 1`,
        password_repeat: `${tag} only password 1`,
        company_name: `${tag.toUpperCase()}-only GmbH`,
        vat_id: "DE999999999",
        street: `${tag.toUpperCase()}-Strasse 2`,
        zip_code: "10115",
        city: `${tag.toUpperCase()}only`,
        phone: "+49 30 999",
      },
      META,
      true,
    );
    expect(signup.ok).toBe(true);
    const [member] = await db.select().from(schema.users).where(eq(schema.users.email, memberEmail));
    // push_subscriptions: the member's browser, subscribed in its signed-in session.
    const pushEndpoint = `https://fcm.googleapis.com/fcm/send/${tag}-only-endpoint`;
    await db.insert(schema.pushSubscriptions).values({
      projectId: project.id,
      userId: member!.id,
      sessionId: tokenHash(login.ok ? login.value.token : ""),
      endpoint: pushEndpoint,
      p256dh: createECDH("prime256v1").generateKeys().toString("base64url"),
      auth: randomBytes(16).toString("base64url"),
      userAgent: `${tag.toUpperCase()}-only browser`,
    });
    await db.insert(schema.oauthAccounts).values({
      projectId: project.id,
      provider: "google",
      providerUserId: `${tag}-only-google-id`,
      userId: member!.id,
    });
    // Leads: the requests above made clients, jobs and events; a document, a team and a favourite too.
    const [job] = await db.select().from(schema.jobs).where(eq(schema.jobs.projectId, project.id)).limit(1);
    await db.insert(schema.documents).values({
      projectId: project.id,
      jobId: job!.id,
      docType: "offer",
      direction: "outgoing",
      number: `${tag.toUpperCase()}-only-offer-1`,
      currency: "EUR",
    });
    const [team] = await db
      .insert(schema.teams)
      .values({ projectId: project.id, name: `${tag.toUpperCase()}-only team` })
      .returning();
    await db
      .insert(schema.teamMembers)
      .values({ projectId: project.id, teamId: team!.id, userId: member!.id });
    await db
      .insert(schema.workflowFavorites)
      .values({ projectId: project.id, userId: member!.id, workflowId: job!.workflowId });
    // Sharing: the job's workflow shared with the team, and re-sharing allowed.
    await db.insert(schema.resourceShares).values({
      projectId: project.id,
      resourceType: "workflow",
      resourceId: String(job!.workflowId),
      shareWithType: "team",
      shareWithId: String(team!.id),
    });
    await db.insert(schema.resourceShareSettings).values({
      projectId: project.id,
      resourceType: "workflow",
      resourceId: String(job!.workflowId),
      mayBeShared: true,
    });
    const [notification] = await db
      .insert(schema.notifications)
      .values({
        projectId: project.id,
        userId: member!.id,
        key: `${tag}-only-notification`,
        type: "information",
        content: `${tag.toUpperCase()}-only notification`,
        data: {
          dismissAfter: 20_000,
          body: `${tag.toUpperCase()}-only body`,
          requireInteraction: false,
          timestamp: new Date().toISOString(),
          data: { id: "" },
        },
      })
      .returning();
    // Commerce: an item, a cart with a line, an order with a line.
    const [item] = await db
      .insert(schema.items)
      .values({
        projectId: project.id,
        sku: `${tag}-only-sku`,
        category: "accessories",
        name: { de: `${tag.toUpperCase()}-only item` },
        priceMinor: 1000,
        stock: 5,
      })
      .returning();
    // item_images: a picture of the item.
    const [itemImage] = await db
      .insert(schema.itemImages)
      .values({
        projectId: project.id,
        itemId: item!.id,
        position: 0,
        path: `/uploads/items/${tag}-only-picture/large.webp`,
        width: 640,
        height: 480,
        alt: { de: `${tag.toUpperCase()}-only picture` },
      })
      .returning();
    const [cart] = await db.insert(schema.carts).values({ projectId: project.id, visitorId }).returning();
    const [cartLine] = await db
      .insert(schema.cartLines)
      .values({ projectId: project.id, cartId: cart!.id, kind: "item", itemId: item!.id, quantity: 2 })
      .returning();
    const [order] = await db
      .insert(schema.orders)
      .values({
        projectId: project.id,
        number: `${tag.toUpperCase()}-only-order-1`,
        idempotencyKey: `${tag}-only-key`,
        clientId: job!.clientId,
        jobId: job!.id,
        fulfilment: "pickup",
        locationId,
        paymentMethod: "pay_at_pickup",
        currency: "EUR",
        netMinor: 840,
        vatMinor: 160,
        totalMinor: 1000,
        language: "de",
        termsAcceptedAt: new Date(),
      })
      .returning();
    await db.insert(schema.orderLines).values({
      projectId: project.id,
      orderId: order!.id,
      position: 1,
      kind: "item",
      itemId: item!.id,
      name: `${tag.toUpperCase()}-only item`,
      quantity: 1,
      unitPriceMinor: 1000,
      vatRateBp: 1900,
      totalMinor: 1000,
    });
    // Trade-ins: the job becomes a trade-in with its vehicle and a photo.
    await db.update(schema.jobs).set({ systemType: "TRADE_IN" }).where(eq(schema.jobs.id, job!.id));
    await db.insert(schema.tradeIns).values({
      projectId: project.id,
      jobId: job!.id,
      brandName: `${tag.toUpperCase()}-only brand`,
      modelName: `${tag.toUpperCase()}-only model`,
      condition: { damageDescription: `${tag.toUpperCase()}-only scratch` },
      estimateLowMinor: 1_000_000,
      estimateHighMinor: 1_200_000,
      estimateExpiresAt: new Date(Date.now() + 86_400_000),
      offerMinor: 1_100_000,
    });
    const [photo] = await db
      .insert(schema.tradeInPhotos)
      .values({ projectId: project.id, jobId: job!.id, width: 800, height: 600, bytes: 4321 })
      .returning();
    const [client] = await db.select().from(schema.clients).where(eq(schema.clients.id, job!.clientId));
    // Click wizards: the demo's call-back wizard, a visitor's session with a resume link.
    const wizard = await openWizard(ctx, { systemType: "CALLBACK" });
    if (!wizard.ok) throw new Error(`no call-back wizard on ${project.slug}`);
    const wizardAccess = { owner: { kind: "visitor" as const, visitorId }, resumeToken: null };
    const answered = await answerStep(ctx, wizard.value, wizardAccess, {
      stepId: "topic",
      sessionId: "",
      values: { topic: "purchase" },
    });
    if (!answered.ok || answered.value.kind !== "next") throw new Error("wizard step refused");
    const resume = await issueResumeToken(ctx, wizard.value, wizardAccess, answered.value.sessionId);
    if (!resume.ok) throw new Error("no resume token");
    // Mailed links: an invitation with its link, a call-back link, an unsubscribe link and a
    // recorded unsubscribe.
    const mailScope = scopeOf(db, project.id);
    const [invitation] = await db
      .insert(schema.tradeInInvitations)
      .values({
        projectId: project.id,
        jobId: job!.id,
        offerMinor: 777_700,
        offerExpiresAt: new Date(Date.now() + 86400_000),
      })
      .returning();
    const linkEmail = `${tag}-only-links@example.org`;
    const now = new Date();
    const invitationToken = await issueMailLink(mailScope, {
      kind: "trade_in_invitation",
      email: linkEmail,
      category: "trade_in",
      jobId: job!.id,
      data: { invitationId: invitation!.id },
      now,
    });
    const callbackToken = await issueMailLink(mailScope, {
      kind: "scheduled_call",
      email: linkEmail,
      category: "callback",
      jobId: job!.id,
      locationId,
      now,
    });
    const unsubscribeToken = await issueMailLink(mailScope, {
      kind: "unsubscribe",
      email: linkEmail,
      category: "marketing",
      now,
    });
    await leaveCategory(mailScope, linkEmail, "callback", now);
    // Workshop service booking: an offering at the location, a booked appointment filling
    // every bay at one time, and its manage link.
    const [offering] = await db
      .insert(schema.serviceOfferings)
      .values({
        projectId: project.id,
        locationId,
        code: `${tag}-only-service`,
        name: { de: `${tag}-only-service-name` },
        durationMinutes: 60,
        priceMinor: 4242,
      })
      .returning();
    const [appointment] = await db
      .insert(schema.serviceAppointments)
      .values({
        projectId: project.id,
        locationId,
        offeringId: offering!.id,
        bay: 1,
        startsAt: new Date(Date.now() + 3 * 86400_000),
        endsAt: new Date(Date.now() + 3 * 86400_000 + 3600_000),
        vehicle: { brand: `${tag}-only-brand`, model: "X", plate: `${tag}-only-plate` },
        email: `${tag}-only-appointment@example.org`,
        language: "de",
      })
      .returning();
    const appointmentToken = await issueMailLink(mailScope, {
      kind: "service_appointment",
      email: `${tag}-only-appointment@example.org`,
      locationId,
      data: { appointmentId: appointment!.id },
      now,
    });
    // client_merges: a duplicate of the request's client merged into it.
    const [duplicate] = await db
      .insert(schema.clients)
      .values({
        projectId: project.id,
        firstName: `${tag.toUpperCase()}-only`,
        lastName: "Dublette",
        email: `dup@${tag}-only.example`,
        language: "de",
      })
      .returning();
    const merged = await mergeClients(
      serviceContextFor(db, project, { principal: { ...adminOf(project), id: member!.id } }),
      { keepId: client!.id, mergeId: duplicate!.id },
    );
    expect(merged.ok).toBe(true);
    // communications: a logged call about the kept client (B has the feature off, so stored
    // directly; A's services must not reach it either way).
    await db.insert(schema.communications).values({
      projectId: project.id,
      clientId: client!.id,
      kind: "call",
      direction: "in",
      subject: `${tag.toUpperCase()}-only call subject`,
      body: `${tag}-only call note`,
      durationSeconds: 120,
      occurredAt: new Date(),
    });
    // Inbound mail: the project's mailbox and an unassigned mail read from it.
    await db.insert(schema.mailboxes).values({
      projectId: project.id,
      imapUrl: `imap://${tag}-only:secret@${tag}-only.example/INBOX`,
      replyAddress: `crm@${tag}-only.example`,
      state: "connected",
    });
    const [inbound] = await db
      .insert(schema.inboundMails)
      .values({
        projectId: project.id,
        messageId: `<${tag}-only@mail.example>`,
        fromAddress: `stranger@${tag}-only.example`,
        subject: `${tag.toUpperCase()}-only inbound subject`,
        textBody: `${tag}-only inbound body`,
        receivedAt: new Date(),
        kind: "mail",
        route: "unassigned",
      })
      .returning();
    // A lead rule for mails from the project's own portal.
    const [leadRule] = await db
      .insert(schema.mailLeadRules)
      .values({
        projectId: project.id,
        name: `${tag.toUpperCase()}-only rule`,
        senderPattern: `@${tag}-only-portal.example`,
        sourceLabel: `${tag}-only-source`,
        labels: { email: "E-Mail:" },
      })
      .returning();
    // DMS export: an API token (only its hash stored) and a recorded export.
    const dmsToken = `ahdms_${tag}-only-dms-token-0123456789`;
    const [apiToken] = await db
      .insert(schema.apiTokens)
      .values({
        projectId: project.id,
        name: `${tag.toUpperCase()}-only token`,
        tokenHash: tokenHash(dmsToken),
        scopes: ["dms:read"],
      })
      .returning();
    await db.insert(schema.dmsExports).values({
      projectId: project.id,
      format: "json",
      via: "api",
      tokenId: apiToken!.id,
      jobCount: 7,
      query: `source=${tag}-only-export`,
    });
    return {
      offeringId: offering!.id,
      appointmentToken,
      dmsToken,
      dmsTokenId: apiToken!.id,
      ...(await seedCms(project, tag)),
      keptClientId: client!.id,
      inboundId: inbound!.id,
      leadRuleId: leadRule!.id,
      photoId: photo!.id,
      clientEmail: client!.email ?? "",
      wizardId: wizard.value.id,
      contentId: wizard.value.content.id,
      wizardSessionId: answered.value.sessionId,
      resumeToken: resume.value.token,
      invitationToken,
      callbackToken,
      unsubscribeToken,
      jobId: job!.id,
      workflowId: job!.workflowId,
      statusId: job!.statusId,
      teamId: team!.id,
      carNumber: car!.number,
      carId: car!.id,
      locationId,
      requestId: request.ok ? (request.value.id ?? "") : "",
      visitorId,
      sessionToken: login.ok ? login.value.token : "",
      memberId: member!.id,
      pushEndpoint,
      resetToken,
      itemId: item!.id,
      imageId: itemImage!.id,
      cartLineId: cartLine!.id,
      orderId: order!.id,
      orderNumber: order!.number,
      notificationId: notification!.id,
      notificationUserId: member!.id,
    };
  }
  afterAll(() => database?.drop());

  /** cms_page_drafts, cms_page_versions, cms_slug_redirects: a page published, then renamed. */
  async function seedCms(project: Project, tag: string) {
    const [user] = await db
      .select()
      .from(schema.users)
      .where(eq(schema.users.projectId, project.id))
      .limit(1);
    const ctx = serviceContextFor(db, project, {
      locale: "de",
      principal: { ...adminOf(project), id: user!.id },
    });
    const created = await createPage(ctx, { title: `${tag.toUpperCase()}-only CMS page` });
    if (!created.ok) throw new Error("createPage failed");
    const id = created.value.id;
    const input = {
      title: `${tag.toUpperCase()}-only CMS page`,
      slug: `${tag}-only-cms`,
      contentHtml: `<p>${tag}-only text</p>`,
    };
    await saveDraft(ctx, { id, lang: "de", input });
    await publishLanguage(ctx, { id, lang: "de" });
    await saveDraft(ctx, { id, lang: "de", input: { ...input, slug: `${tag}-only-cms-renamed` } });
    await publishLanguage(ctx, { id, lang: "de" });
    const edit = await getPageEdit(ctx, id);
    const token = await previewToken(ctx, id);
    if (!edit.ok || !token.ok) throw new Error("CMS seed failed");
    return {
      cmsPageId: id,
      cmsVersionId: edit.value.languages[0]!.versions[0]!.id,
      cmsPreviewToken: token.value,
    };
  }

  /** A principal with the admin role on a project (readMailbox reads as the signed-in user). */
  function adminOf(project: Project) {
    return {
      id: randomUUID(),
      email: `admin@${project.slug}.example`,
      roles: ["admin"],
      inHolding: false,
      projectId: project.id,
      companyId: project.companyId,
      firstName: "Ad",
      lastName: "Min",
      ...SESSION_DEFAULTS,
    };
  }

  it("lists every tenant-owned table of the schema in its coverage", () => {
    const tables = tenantTables().map(getTableName).sort();
    expect(tables.length).toBeGreaterThan(10);
    const missing = tables.filter((t) => !(t in COVERAGE));
    expect(missing, "tenant-owned tables without a tenant-scope check").toEqual([]);
    expect(Object.keys(COVERAGE).filter((t) => !tables.includes(t))).toEqual([]);
  });

  it("both projects hold rows of every tenant-owned table", async () => {
    for (const table of tenantTables()) {
      const column = (table as unknown as { projectId: AnyPgColumn }).projectId;
      for (const project of [A, B]) {
        const rows = await db.select().from(table).where(eq(column, project.id)).limit(1);
        expect(rows.length, `${getTableName(table)} of ${project.slug}`).toBe(1);
      }
    }
  });

  it("project B holds values of its own that a leak would show", () => {
    expect(prints.size).toBeGreaterThan(20);
  });

  /**
   * One row per group of tables: the services of project A called on B's rows. Each row's answers must
   * hold no value of B's rows, and B's rows must be as they were after it. A new tenant-owned table gets
   * its row here (and its entry in COVERAGE).
   */
  const SERVICES: { name: string; tables: string[]; run: () => Promise<void> }[] = [
    {
      name: "cars, car_requests: searchCars, getCarDetail, getSimilarCars, publishCar, submitCarRequest, getSentCarRequest, sitemaps",
      tables: ["cars", "car_requests"],
      run: async () => {
        // cars, car_requests
        await call(searchCars(ctxA, parseCarFilters(new URLSearchParams("condition=all"))));
        expect((await call(getCarDetail(ctxA, b.carNumber))).ok).toBe(false);
        await call(
          getSimilarCars(ctxA, {
            id: b.carId,
            modelId: (await carOf(b.carId)).modelId,
            bodyType: (await carOf(b.carId)).bodyType,
            priceMinor: (await carOf(b.carId)).priceMinor,
          }),
        );
        expect((await call(publishCar(ctxA, b.carId))).ok).toBe(false);
        expect(
          (
            await call(
              submitCarRequest(
                ctxA,
                b.carNumber,
                {
                  kind: "question",
                  name: "Al",
                  email: "al@a.example",
                  message: "Asking about B",
                  privacy: "on",
                },
                { origin: "http://localhost" },
              ),
            )
          ).ok,
        ).toBe(false);
        expect(await call(getSentCarRequest(ctxA, b.carNumber, b.requestId))).toBeNull();
        await call(sitemapXml(ctxA, "http://localhost"));
        await call(carSitemapXml(ctxA, "http://localhost", Math.floor(b.carNumber / 10_000)));
      },
    },
    {
      name: "car_status_history, car_price_history: getEditorCar, carHistory, changeCarStates, changeEditorCarState, changeCarPrices, updateCar, saveRentalPrices, reorderCarImages, setCarCover",
      tables: ["car_status_history", "car_price_history"],
      run: async () => {
        // car_status_history, car_price_history: B's car is not found by the editor's services,
        // its history is empty for A, and no state, price, picture or rental change reaches it.
        expect((await call(getEditorCar(ctxA, b.carNumber))).ok).toBe(false);
        expect(await call(carHistory(ctxA, b.carId))).toEqual({ states: [], prices: [] });
        expect((await call(changeCarStates(ctxA, [b.carId], "sold", "editor"))).ok).toBe(false);
        expect((await call(changeEditorCarState(ctxA, b.carId, "draft"))).ok).toBe(false);
        expect(
          (await call(changeCarPrices(ctxA, [b.carId], { kind: "amount", deltaMinor: -100 }, "bulk"))).ok,
        ).toBe(false);
        const editorInput = { ...(await carFormOf(b.carId)), locationId: "" };
        expect((await call(updateCar(ctxA, b.carId, editorInput))).ok).toBe(false);
        expect(
          (
            await call(
              saveRentalPrices(ctxA, b.carId, {
                rentalCar: "on",
                dayRate: "1",
                weekendRate: "1",
                weekRate: "1",
                deposit: "0",
                includedKmPerDay: "0",
                extraKm: "0",
              }),
            )
          ).ok,
        ).toBe(false);
        expect((await call(reorderCarImages(ctxA, b.carId, []))).ok).toBe(false);
        expect((await call(setCarCover(ctxA, b.carId, b.carId))).ok).toBe(false);
      },
    },
    {
      name: "cms_pages, cms_page_drafts, cms_page_versions, cms_slug_redirects: the CMS editor's services",
      tables: ["cms_pages", "cms_page_drafts", "cms_page_versions", "cms_slug_redirects"],
      run: async () => {
        // cms_pages, cms_page_drafts, cms_page_versions, cms_slug_redirects: A's CMS editor
        // neither sees nor changes B's page, versions, preview or old addresses.
        const tree = await call(getPageTree(ctxA));
        expect(tree.ok && tree.value.pages.some((p) => p.id === b.cmsPageId)).toBe(false);
        expect((await call(getPageEdit(ctxA, b.cmsPageId))).ok).toBe(false);
        const hostile = { title: "Taken over", slug: "taken-over", contentHtml: "<p>x</p>" };
        expect((await call(saveDraft(ctxA, { id: b.cmsPageId, lang: "de", input: hostile }))).ok).toBe(false);
        expect((await call(publishLanguage(ctxA, { id: b.cmsPageId, lang: "de" }))).ok).toBe(false);
        expect(
          (await call(schedulePublish(ctxA, { id: b.cmsPageId, lang: "de", at: "2099-01-01T00:00" }))).ok,
        ).toBe(false);
        expect((await call(duplicatePage(ctxA, b.cmsPageId))).ok).toBe(false);
        expect((await call(movePage(ctxA, { id: b.cmsPageId, parentId: null, index: 0 }))).ok).toBe(false);
        expect((await call(trashPage(ctxA, b.cmsPageId))).ok).toBe(false);
        expect((await call(purgePage(ctxA, b.cmsPageId))).ok).toBe(false);
        expect((await call(diffVersion(ctxA, b.cmsVersionId))).ok).toBe(false);
        expect((await call(restoreVersion(ctxA, b.cmsVersionId))).ok).toBe(false);
        expect((await call(previewToken(ctxA, b.cmsPageId))).ok).toBe(false);
        expect((await call(getPreview(ctxA, b.cmsPreviewToken))).ok).toBe(false);
        expect((await call(getPageBySlugPath(ctxA, ["b-only-cms"]))).ok).toBe(false);
      },
    },
    {
      name: "nav_links, posts, post_translations: getSystemPage, getNavigation, the navigation editor, listPosts, getPost",
      tables: ["nav_links", "posts", "post_translations"],
      run: async () => {
        // cms_pages, nav_links, posts, post_translations
        await call(getSystemPage(ctxA, "imprint"));
        await call(getNavigation(ctxA));
        await call(listNavEditor(ctxA));
        const [navOfB] = await db
          .select()
          .from(schema.navLinks)
          .where(eq(schema.navLinks.projectId, B.id))
          .orderBy(schema.navLinks.position)
          .limit(1);
        expect(navOfB).toBeTruthy();
        if (navOfB) {
          const content = { de: { text: "Von A", link: "/", dropdown: "" } };
          expect((await call(saveNavLink(ctxA, { id: navOfB.id, content }))).ok).toBe(false);
          expect((await call(moveNavLink(ctxA, { id: navOfB.id, index: 5 }))).ok).toBe(false);
          expect((await call(stepNavLink(ctxA, navOfB.id, "down"))).ok).toBe(false);
          expect((await call(deleteNavLink(ctxA, navOfB.id))).ok).toBe(false);
          const [still] = await db.select().from(schema.navLinks).where(eq(schema.navLinks.id, navOfB.id));
          expect(still).toEqual(navOfB);
        }
        await call(listPosts(ctxA, "news", null));
        const postOfB = await call(getPost(ctxA, "news", b.postSlug));
        if (postOfB.ok) expect(JSON.stringify(postOfB.value)).not.toContain(B.id);
        await call(getPageBySlugPath(ctxA, ["b-only-page"]));
      },
    },
    {
      name: "locations, contact_requests: listLocations, getLocation, submitContactForm",
      tables: ["locations", "contact_requests"],
      run: async () => {
        // locations, contact_requests
        await call(listLocations(ctxA));
        expect((await call(getLocation(ctxA, b.locationId))).ok).toBe(false);
        expect(
          (
            await call(
              submitContactForm(ctxA, {
                name: "Al",
                email: "al@a.example",
                subject: "general",
                message: "Sent to B's location?",
                privacy: "on",
                locationId: String(b.locationId),
              }),
            )
          ).ok,
        ).toBe(false);
      },
    },
    {
      name: "favorites: listFavorites, compareFavorites, favoriteCount, favoriteCarNumbers, removeFavorite, addFavorite, mergeFavoritesAtLogin",
      tables: ["favorites"],
      run: async () => {
        // favorites
        expect(await call(listFavorites(ctxA, visitorB))).toEqual([]);
        expect((await call(compareFavorites(ctxA, visitorB, [b.carNumber, b.carNumber]))).ok).toBe(false);
        expect(await call(favoriteCount(ctxA, visitorB))).toBe(0);
        expect(await call(favoriteCarNumbers(ctxA, visitorB))).toEqual([]);
        expect((await call(removeFavorite(ctxA, visitorB, b.carNumber))).ok).toBe(false);
        expect((await call(addFavorite(ctxA, visitorB, b.carNumber))).ok).toBe(false);
        await call(
          mergeFavoritesAtLogin(ctxA, `autohaus_visitor=${b.visitorId}`, (await userOfA()).id, false),
        );
      },
    },
    {
      name: "users, sessions, auth_tokens, oauth_accounts, business_signups, outbox: logIn, emailTaken, requestPasswordReset, sessionUser, resetPassword, userForSocialIdentity, readMailbox, signUp",
      tables: ["users", "sessions", "auth_tokens", "oauth_accounts", "business_signups", "outbox"],
      run: async () => {
        // users, sessions, auth_tokens, oauth_accounts, business_signups, outbox
        expect((await call(logIn(ctxA, { email: b.memberEmail, password: "autohaus-demo" }, META))).ok).toBe(
          false,
        );
        expect(await call(emailTaken(ctxA, b.memberEmail))).toBe(false);
        await call(requestPasswordReset(ctxA, { email: b.memberEmail }, META));
        expect(await call(sessionUser(ctxA, b.sessionToken))).toBeNull();
        expect(await call(isResetTokenValid(ctxA, b.resetToken))).toBe(false);
        expect(
          (
            await call(
              resetPassword(ctxA, b.resetToken, {
                password: "taken over 12345",
                password_repeat: "taken over 12345",
              }),
            )
          ).ok,
        ).toBe(false);
        const linked = await call(
          userForSocialIdentity(ctxA, {
            provider: "google",
            providerUserId: "b-only-google-id",
            email: null,
            emailVerified: false,
            firstName: "",
            lastName: "",
          }),
        );
        expect(linked).toBeNull();
        await call(readMailbox(ctxA));
        // The same e-mail signs up on A: a new account of A; B's account and sign-up stay as they are.
        await call(
          signUp(
            ctxA,
            {
              first_name: "Bert",
              last_name: "Business",
              email: "business@b-only.example",
              password: "a side password 1",
              password_repeat: "a side password 1",
              company_name: "A-side GmbH",
              vat_id: "DE111111111",
              street: "A-Strasse 1",
              zip_code: "10115",
              city: "Aonly",
              phone: "+49 30 111",
            },
            META,
            true,
          ),
        );
      },
    },
    {
      name: "notifications: listNotifications, markNotificationClicked, markNotificationsRead, notificationsAfter, notifyCriticalJobs",
      tables: ["notifications"],
      run: async () => {
        // notifications: even a principal with B's user id sees and changes nothing of B's through A.
        const asBUserInA = serviceContextFor(db, A, {
          locale: "de",
          principal: { ...adminOf(A), id: b.notificationUserId },
        });
        const listedNotes = await call(listNotifications(asBUserInA));
        expect(listedNotes.ok && listedNotes.value.items.length).toBe(0);
        expect((await call(markNotificationClicked(asBUserInA, b.notificationId))).ok).toBe(false);
        await call(markNotificationsRead(asBUserInA, { ids: [b.notificationId] }));
        await call(markNotificationsRead(asBUserInA, { all: true }));
        expect(await call(notificationsAfter(asBUserInA, b.notificationUserId, 0))).toEqual([]);
        await call(notifyCriticalJobs(ctxA));
      },
    },
    {
      name: "jobs, job_events, workflows, workflow_statuses, workflow_favorites: listJobs, getJob, applyJobAction, listWorkflows, setWorkflowFavorite",
      tables: ["clients", "jobs", "job_events", "workflows", "workflow_statuses", "workflow_favorites"],
      run: async () => {
        // clients, jobs, job_events, documents, workflows, workflow_statuses, workflow_favorites
        const listed = await call(listJobs(ctxA, all));
        expect(listed.ok && listed.value.rows.some((r) => r.id === b.jobId)).toBe(false);
        expect((await call(getJob(ctxA, b.jobId))).ok).toBe(false);
        expect(
          (await call(applyJobAction(ctxA, [b.jobId], { type: "comment", text: "A was here" }))).ok,
        ).toBe(false);
        expect(
          (await call(applyJobAction(ctxA, [b.jobId], { type: "status", statusId: b.statusId }))).ok,
        ).toBe(false);
        await call(listWorkflows(ctxA));
        expect((await call(setWorkflowFavorite(ctxA, b.workflowId, true))).ok).toBe(false);
      },
    },
    {
      name: "resource_shares, resource_share_settings, teams, team_members: getSharedResource, addShare, removeShare, updateShareSettings, shareTargets, a sales employee's listJobs",
      tables: ["resource_shares", "resource_share_settings", "teams", "team_members"],
      run: async () => {
        // resource_shares, resource_share_settings, teams, team_members: B's workflow is unknown
        // to A, B's team no target of A's workflow, and a sales employee of A sees no job of B's shares.
        const wfB = String(b.workflowId);
        const [wfA] = await db
          .select()
          .from(schema.workflows)
          .where(eq(schema.workflows.projectId, A.id))
          .limit(1);
        expect((await call(getSharedResource(ctxA, "workflow", wfB))).ok).toBe(false);
        expect(
          (
            await call(
              addShare(ctxA, "workflow", wfB, { shareWithType: "team", shareWithId: String(b.teamId) }),
            )
          ).ok,
        ).toBe(false);
        expect(
          (
            await call(
              addShare(ctxA, "workflow", String(wfA!.id), {
                shareWithType: "team",
                shareWithId: String(b.teamId),
              }),
            )
          ).ok,
        ).toBe(false);
        expect((await call(removeShare(ctxA, "workflow", wfB, "team", String(b.teamId)))).ok).toBe(false);
        expect((await call(updateShareSettings(ctxA, "workflow", wfB, false))).ok).toBe(false);
        await call(getSharedResource(ctxA, "workflow", String(wfA!.id)));
        await call(shareTargets(ctxA, "workflow", String(wfA!.id), "team", ""));
        const salesOfA = { ...adminOf(A), roles: ["sales"] };
        const salesCtx = serviceContextFor(db, A, { locale: "de", principal: salesOfA });
        const salesList = await call(listJobs(salesCtx, all));
        expect(salesList.ok && salesList.value.rows.some((r) => r.id === b.jobId)).toBe(false);
        await call(listWorkflows(salesCtx));
      },
    },
    {
      name: "jobs (insights): hotLeads, jobStatistics, dashboardNumbers, filterOptions",
      tables: ["jobs"],
      run: async () => {
        await call(hotLeads(ctxA, all));
        await call(jobStatistics(ctxA, jobList.parse(new URLSearchParams("dateFrom=2020-01-01"))));
        await call(dashboardNumbers(ctxA));
        for (const name of ["clients", "brands", "workflows", "sources", "tags", "employees"] as const) {
          await call(filterOptions(ctxA, name, undefined, all));
        }
        await call(
          filterOptions(
            ctxA,
            "statuses",
            undefined,
            jobList.parse(new URLSearchParams(`workflow=${b.workflowId}`)),
          ),
        );
      },
    },
    {
      name: "carts, cart_lines, orders, order_lines: getCart, cartSummary, addToCart, setCartLineQuantity, removeCartLine, mergeCartAtLogin, checkoutInit, placeOrder, the order services",
      tables: ["carts", "cart_lines", "orders", "order_lines"],
      run: async () => {
        // items, carts, cart_lines, orders, order_lines: B's visitor, item, line and order are unknown to A.
        expect(await call(getCart(ctxA, visitorB))).toMatchObject({ lines: [], count: 0 });
        expect(await call(cartSummary(ctxA, visitorB))).toMatchObject({ lines: [], count: 0 });
        expect(
          await call(addToCart(ctxA, visitorB, { kind: "item", itemId: b.itemId, quantity: 1 })),
        ).toEqual({
          ok: false,
          error: { code: "not_found" },
        });
        expect((await call(addToCart(ctxA, visitorB, { kind: "used_car", carNumber: b.carNumber }))).ok).toBe(
          false,
        );
        expect((await call(setCartLineQuantity(ctxA, visitorB, b.cartLineId, 1))).ok).toBe(false);
        expect((await call(removeCartLine(ctxA, visitorB, b.cartLineId))).ok).toBe(false);
        await call(mergeCartAtLogin(ctxA, `autohaus_visitor=${b.visitorId}`, (await userOfA()).id));
        const init = await call(checkoutInit(ctxA, visitorB));
        expect(init.locations.some((l) => l.id === b.locationId)).toBe(false);
        expect(
          (
            await call(
              placeOrder(ctxA, visitorB, {
                idempotencyKey: randomUUID(),
                customer: { firstName: "Al", lastName: "A", email: "al@a.example" },
                fulfilment: "pickup",
                locationId: b.locationId,
                paymentMethod: "bank_transfer",
                acceptTerms: true,
                acceptCancellationPolicy: true,
              }),
            )
          ).ok,
        ).toBe(false);
        expect(await call(listMyOrders(ctxA))).toEqual([]);
        expect((await call(getOrderDetail(ctxA, b.orderNumber))).ok).toBe(false);
        expect((await call(getPlacedOrder(ctxA, visitorB, b.orderNumber))).ok).toBe(false);
        const projectOrders = await call(listProjectOrders(ctxA, orderList.parse(new URLSearchParams())));
        expect(projectOrders.ok && projectOrders.value.rows.some((r) => r.id === b.orderId)).toBe(false);
        expect((await call(confirmOrder(ctxA, b.orderId))).ok).toBe(false);
        expect((await call(cancelOrder(ctxA, b.orderId))).ok).toBe(false);
        expect((await call(invoicePdf(ctxA, b.orderNumber))).ok).toBe(false);
      },
    },
    {
      name: "documents, items (shop): changeOrder, listDocuments, setDocumentFlags, readOrderDocumentFile, uploadOrderInvoice, listShopItems, getShopItem",
      tables: ["documents", "items"],
      run: async () => {
        // The order's status changes and documents.
        for (const action of ["mark_paid", "hand_over"] as const)
          expect((await call(changeOrder(ctxA, b.orderId, action))).ok).toBe(false);
        const [docB] = await db
          .select({ id: schema.documents.id })
          .from(schema.documents)
          .where(eq(schema.documents.orderId, b.orderId));
        const docsA = await call(listDocuments(ctxA, documentList.parse(new URLSearchParams("limit=100"))));
        expect(docsA.ok && docsA.value.rows.some((r) => r.id === docB?.id)).toBe(false);
        expect((await call(setDocumentFlags(ctxA, docB?.id ?? 0, { isActive: false }))).ok).toBe(false);
        expect((await call(readOrderDocumentFile(ctxA, docB?.id ?? 0))).ok).toBe(false);
        expect((await call(uploadOrderInvoice(ctxA, b.orderNumber, {}, null))).ok).toBe(false);
        const shop = await call(listShopItems(ctxA, {}));
        expect(shop.items.some((i) => i.id === b.itemId)).toBe(false);
        expect((await call(getShopItem(ctxA, b.itemId))).ok).toBe(false);
      },
    },
    {
      name: "items, item_images (back office): listItems, getItemForEdit, updateItem, the variant and picture services, createItem",
      tables: ["items", "item_images"],
      run: async () => {
        // items, item_images in the back office: B's item, variant and picture are unknown to A.
        const adminItems = await call(listItems(ctxA, parseItemList(new URLSearchParams("q=only"))));
        expect(adminItems.ok && adminItems.value.rows.some((r) => r.id === b.itemId)).toBe(false);
        expect((await call(getItemForEdit(ctxA, b.itemId))).ok).toBe(false);
        const itemInput = itemSchemas("de").item.parse({
          sku: "b-only-sku",
          category: "care",
          name_de: "Taken over",
          price: "1,00",
          vat: "1900",
          stock: "0",
        });
        expect((await call(updateItem(ctxA, b.itemId, itemInput))).ok).toBe(false);
        const variantInput = itemSchemas("de").variant.parse({ sku: "A-VAR-1", variant_de: "X", price: "1" });
        expect((await call(addVariant(ctxA, b.itemId, variantInput))).ok).toBe(false);
        expect((await call(updateVariant(ctxA, b.itemId, b.itemId, variantInput))).ok).toBe(false);
        expect((await call(removeVariant(ctxA, b.itemId, b.itemId))).ok).toBe(false);
        const uploads = await mkdtemp(path.join(tmpdir(), "tenant-items-"));
        const picture = new File(
          [
            new Uint8Array(
              await sharp({ create: { width: 400, height: 300, channels: 3, background: "#808080" } })
                .png()
                .toBuffer(),
            ),
          ],
          "p.png",
          { type: "image/png" },
        );
        expect((await call(addItemImages(ctxA, b.itemId, [picture], localFileStore(uploads)))).ok).toBe(
          false,
        );
        const [itemOfA] = await db.select().from(schema.items).where(eq(schema.items.sku, "a-only-sku"));
        const altInput = itemSchemas("de").alt.parse({ alt_de: "taken" });
        for (const itemId of [b.itemId, itemOfA!.id]) {
          expect((await call(setItemImageAlt(ctxA, itemId, b.imageId, altInput))).ok).toBe(false);
          expect((await call(moveItemImage(ctxA, itemId, b.imageId, "up"))).ok).toBe(false);
          expect((await call(removeItemImage(ctxA, itemId, b.imageId, localFileStore(uploads)))).ok).toBe(
            false,
          );
        }
        expect((await call(reorderItemImages(ctxA, b.itemId, [b.imageId]))).ok).toBe(false);
        expect((await call(reorderItemImages(ctxA, itemOfA!.id, [b.imageId]))).ok).toBe(false);
        // B's SKU does not block A (SKUs are unique per project); the new item is A's.
        const ownItem = await call(createItem(ctxA, itemInput));
        expect(ownItem.ok).toBe(true);
        await rm(uploads, { recursive: true, force: true });
      },
    },
    {
      name: "cars (back office): carOverview",
      tables: ["cars"],
      run: async () => {
        // cars in the car overview: B's car is not counted.
        const overview = await call(carOverview(ctxA, parseCarOverviewFilters(new URLSearchParams())));
        const carsOfA = await db
          .select({ id: schema.cars.id })
          .from(schema.cars)
          .where(eq(schema.cars.projectId, A.id));
        expect(overview.ok && overview.value.total).toBe(carsOfA.length);
      },
    },
    {
      name: "trade_ins, trade_in_photos: getTradeIn, listTradeInPhotos, readTradeInPhoto, removeTradeInPhoto, storeTradeInPhoto, customerJobs, customerCars",
      tables: ["trade_ins", "trade_in_photos"],
      run: async () => {
        // trade_ins, trade_in_photos: B's trade-in, photo and client e-mail are unknown to A.
        expect((await call(getTradeIn(ctxA, b.jobId))).ok).toBe(false);
        expect(await call(listTradeInPhotos(ctxA, b.jobId))).toEqual([]);
        const photoOfB = { photoId: b.photoId, variant: "thumb" as const, visitorId: b.visitorId };
        expect((await call(readTradeInPhoto(ctxA, photoOfB))).ok).toBe(false);
        expect(
          (await call(removeTradeInPhoto(ctxA, { sessionId: randomUUID(), photoId: b.photoId }))).ok,
        ).toBe(false);
        expect(
          (await call(storeTradeInPhoto(ctxA, { sessionId: randomUUID(), file: new File(["x"], "x.jpg") })))
            .ok,
        ).toBe(false);
        const customerOfA = { ...adminOf(A), roles: ["client"], email: b.clientEmail };
        const ctxCustomer = serviceContextFor(db, A, { locale: "de", principal: customerOfA });
        const own = await call(
          customerJobs(ctxCustomer, { workflow: "TRADE_IN", isActive: "true", sort: "-cdate", limit: 50 }),
        );
        expect(own.ok && own.value.some((c) => c.jobId === b.jobId)).toBe(false);
        expect((await call(customerCars(ctxCustomer)))?.cars?.some((c) => c.jobId === b.jobId)).toBe(false);
      },
    },
    {
      name: "functional_contents, wizards, wizard_sessions: openWizard, getFunctionalContent, saveFunctionalContent, findWizardSession, answerStep, stepBack, issueResumeToken",
      tables: ["functional_contents", "wizards", "wizard_sessions"],
      run: async () => {
        // functional_contents, wizards, wizard_sessions: B's wizard, texts, session and resume link are unknown to A.
        expect((await call(openWizard(ctxA, { id: b.wizardId }))).ok).toBe(false);
        expect((await call(getFunctionalContent(ctxA, b.contentId))).ok).toBe(false);
        const ownContent = await call(getFunctionalContent(ctxA, (await openWizardOf(ctxA)).content.id));
        expect(ownContent.ok).toBe(true);
        if (ownContent.ok) {
          const { id: _i, key: _k, wizardId: _w, updatedAt: _u, ...input } = ownContent.value;
          expect((await call(saveFunctionalContent(ctxA, b.contentId, input))).ok).toBe(false);
        }
        const wizardA = await openWizardOf(ctxA);
        for (const access of [
          { owner: visitorB, resumeToken: null },
          { owner: null, resumeToken: b.resumeToken },
        ]) {
          expect(await call(findWizardSession(ctxA, wizardA, access))).toBeNull();
          const step = { stepId: "topic", sessionId: b.wizardSessionId, values: { topic: "service" } };
          expect((await call(answerStep(ctxA, wizardA, access, step))).ok).toBe(false);
          await call(stepBack(ctxA, wizardA, access, { stepId: "time", sessionId: b.wizardSessionId }));
          expect((await call(issueResumeToken(ctxA, wizardA, access, b.wizardSessionId))).ok).toBe(false);
        }
      },
    },
    {
      name: "rental_cars, rental_bookings: searchRentalCars, bookRentalCar",
      tables: ["rental_cars", "rental_bookings"],
      run: async () => {
        // rental_cars, rental_bookings: B's location and car are unknown to A's rental.
        const rentalSearch = {
          pickupLocation: String(b.locationId),
          returnLocation: String(b.locationId),
          pickupDate: "2030-03-04",
          pickupTime: "10:00",
          returnDate: "2030-03-05",
          returnTime: "10:00",
        };
        expect((await call(searchRentalCars(ctxA, rentalSearch))).ok).toBe(false);
        const rentalForm = {
          ...rentalSearch,
          car: b.carId,
          name: "Al Ay",
          email: "al@a.example",
          phone: "+49 30 1234",
          birthDate: "1980-01-01",
          privacy: "on",
        };
        expect((await call(bookRentalCar(ctxA, rentalForm))).ok).toBe(false);
      },
    },
    {
      name: "mail_links, mail_unsubscribes, trade_in_invitations: invitation, call-back and unsubscribe links, setTradeInOffer, inviteCustomer, sendCallbackLink",
      tables: ["mail_links", "mail_unsubscribes", "trade_in_invitations"],
      run: async () => {
        // mail_links, mail_unsubscribes, trade_in_invitations: B's tokens are unknown links on A's site,
        // and A's employees cannot work B's job.
        expect(await call(viewInvitation(publicA, b.invitationToken))).toMatchObject({
          ok: false,
          error: { message: "invalid" },
        });
        expect((await call(answerInvitation(publicA, b.invitationToken, "accepted"))).ok).toBe(false);
        expect(await call(viewScheduledCall(publicA, b.callbackToken))).toMatchObject({
          ok: false,
          error: { message: "invalid" },
        });
        expect(
          (await call(bookScheduledCall(publicA, b.callbackToken, { slot: "2030-01-07T10:00" }))).ok,
        ).toBe(false);
        expect(await call(viewUnsubscribe(publicA, b.unsubscribeToken))).toMatchObject({
          ok: false,
          error: { message: "invalid" },
        });
        expect((await call(confirmUnsubscribe(publicA, b.unsubscribeToken))).ok).toBe(false);
        expect((await call(setTradeInOffer(ctxA, b.jobId, { amount: "1" }))).ok).toBe(false);
        expect((await call(inviteCustomer(ctxA, b.jobId, { origin: "http://localhost" }))).ok).toBe(false);
        expect((await call(sendCallbackLink(ctxA, b.jobId, { origin: "http://localhost" }))).ok).toBe(false);
      },
    },
    {
      name: "service_offerings, service_appointments: viewServiceBooking, bookService, viewAppointment, cancelAppointment, moveAppointment",
      tables: ["service_offerings", "service_appointments"],
      run: async () => {
        // service_offerings, service_appointments: B's location, service and manage link are unknown on A.
        const svc = await call(
          viewServiceBooking(publicA, { locationId: b.locationId, offeringId: b.offeringId }),
        );
        expect(svc.ok && svc.value.location?.id).not.toBe(b.locationId);
        expect(svc.ok && svc.value.offering).toBeFalsy();
        const svcForm = {
          locationId: String(b.locationId),
          offeringId: String(b.offeringId),
          slot: "2030-01-07T10:00",
          brand: "VW",
          model: "Golf",
          name: "A Visitor",
          email: "a-visitor@example.org",
          phone: "+49 30 1",
          privacy: "on",
        };
        expect((await call(bookService(publicA, svcForm, { origin: "http://localhost" }))).ok).toBe(false);
        expect(await call(viewAppointment(publicA, b.appointmentToken))).toMatchObject({
          ok: false,
          error: { message: "invalid" },
        });
        expect(
          (await call(cancelAppointment(publicA, b.appointmentToken, { origin: "http://localhost" }))).ok,
        ).toBe(false);
        expect(
          (
            await call(
              moveAppointment(
                publicA,
                b.appointmentToken,
                { slot: "2030-01-07T10:00" },
                { origin: "http://localhost" },
              ),
            )
          ).ok,
        ).toBe(false);
      },
    },
    {
      name: "api_tokens, dms_exports: listApiTokens, revokeApiToken, authenticateApiToken, listDmsExports, exportJobsCsv, feedJobs",
      tables: ["api_tokens", "dms_exports"],
      run: async () => {
        // api_tokens, dms_exports: B's token is unknown on A (and cannot be revoked there); A's lists and
        // exports hold only A's rows.
        await call(listApiTokens(ctxA));
        expect((await call(revokeApiToken(ctxA, b.dmsTokenId))).ok).toBe(false);
        expect(await authenticateApiToken(ctxA, `Bearer ${b.dmsToken}`)).toBeNull();
        await call(listDmsExports(ctxA));
        const [adminA] = await db
          .select()
          .from(schema.users)
          .where(eq(schema.users.email, "admin@autohaus-brandt.example"));
        const csvCtx = serviceContextFor(db, A, {
          locale: "de",
          principal: { ...adminOf(A), id: adminA!.id },
        });
        await call(exportJobsCsv(csvCtx, new URLSearchParams("visibility=showOpen")));
        const [tokenOfA] = await db
          .select()
          .from(schema.apiTokens)
          .where(eq(schema.apiTokens.projectId, A.id));
        await call(feedJobs(ctxA, tokenOfA!.id, new URLSearchParams()));
      },
    },
    {
      name: "clients, client_merges: listClients, clientOptions, getClientPage, exportClient, updateClientData, previewMerge, mergeClients, eraseClient",
      tables: ["clients", "client_merges"],
      run: async () => {
        // clients, client_merges: A's list, picker and services know nothing of B's clients.
        await call(
          listClients(ctxA, clientList.parse(new URLSearchParams("include=merged&include=erased&limit=100"))),
        );
        await call(clientOptions(ctxA, "b-only", null));
        expect((await call(getClientPage(ctxA, b.keptClientId))).ok).toBe(false);
        expect((await call(exportClient(ctxA, b.keptClientId))).ok).toBe(false);
        expect(
          (
            await call(
              updateClientData(ctxA, b.keptClientId, {
                kind: "person",
                lastName: "Hijacked",
                language: "de",
              }),
            )
          ).ok,
        ).toBe(false);
        const ownClient = await clientOfA();
        expect((await call(previewMerge(ctxA, { keepId: ownClient.id, mergeId: b.keptClientId }))).ok).toBe(
          false,
        );
        expect((await call(mergeClients(ctxA, { keepId: ownClient.id, mergeId: b.keptClientId }))).ok).toBe(
          false,
        );
        expect((await call(mergeClients(ctxA, { keepId: b.keptClientId, mergeId: ownClient.id }))).ok).toBe(
          false,
        );
        expect((await call(eraseClient(ctxA, b.keptClientId, { confirmation: "LÖSCHEN" }))).ok).toBe(false);
      },
    },
    {
      name: "communications: searchClients, getTimeline, sendClientMail, attachReply, logCall, addNote",
      tables: ["communications"],
      run: async () => {
        // communications: B's client is not found by A's communication center, and nothing can
        // be written to it from A.
        await call(searchClients(ctxA, "b-only dublette"));
        expect((await call(getTimeline(ctxA, b.keptClientId, { limit: 20 }))).ok).toBe(false);
        expect(
          (
            await call(
              sendClientMail(
                ctxA,
                b.keptClientId,
                { template: "follow_up", subject: "Hi", body: "Hello" },
                "http://localhost",
              ),
            )
          ).ok,
        ).toBe(false);
        const when = new Date(Date.now() - 60_000).toISOString();
        expect(
          (await call(attachReply(ctxA, b.keptClientId, { subject: "Re", body: "x", receivedAt: when }))).ok,
        ).toBe(false);
        expect(
          (
            await call(
              logCall(ctxA, b.keptClientId, { direction: "in", minutes: "2", note: "", calledAt: when }),
            )
          ).ok,
        ).toBe(false);
        expect((await call(addNote(ctxA, b.keptClientId, { body: "note" }))).ok).toBe(false);
        await call(getTimeline(ctxA, (await clientOfA()).id, { limit: 20 }));
      },
    },
    {
      name: "mailboxes, inbound_mails: getMailboxView, listUnassigned, assignInbound, markInboundSpam, updateMailboxSettings, ingestMail, claimMailboxLease",
      tables: ["mailboxes", "inbound_mails"],
      run: async () => {
        // A's communication centre shows A's mailbox and unassigned mail only; B's mail cannot be assigned
        // (not even to A's own client) or marked as spam from A; A's settings and lease change A's row; a
        // mail A reads with the Message-ID of B's mail is A's own.
        const commA = { ...ctxA, project: { ...A, features: { ...A.features, communication: true } } };
        await call(getMailboxView(commA, undefined));
        await call(listUnassigned(commA));
        const ownClient = await clientOfA();
        expect((await call(assignInbound(commA, { mailId: b.inboundId, clientId: ownClient.id }))).ok).toBe(
          false,
        );
        expect((await call(markInboundSpam(commA, b.inboundId))).ok).toBe(false);
        expect(
          (
            await call(
              updateMailboxSettings(commA, { imapUrl: "imap://a:b@a.example/INBOX", replyAddress: "" }),
            )
          ).ok,
        ).toBe(true);
        expect(await claimMailboxLease(scopeOf(db, A.id), "tenant-scope-test", 30)).toBe(true);
        await ingestMail(publicA, {
          messageId: "<b-only@mail.example>",
          uidValidity: 1,
          uid: 1,
          fromAddress: "stranger@b-only.example",
          fromName: "",
          recipients: [],
          subject: "copy",
          text: "copy",
          html: null,
          receivedAt: new Date(),
          kind: "mail",
          inReplyTo: null,
          references: [],
          reportText: "",
          sizeBytes: 10,
          overLimit: false,
          attachments: [],
        });
      },
    },
    {
      name: "mail_lead_rules: getLeadRules, saveLeadRule, setLeadRuleEnabled, removeLeadRule, ingestMail",
      tables: ["mail_lead_rules"],
      run: async () => {
        // A's admin sees A's rules only and cannot change, switch or delete B's rule by its id; a mail
        // from the portal of B's rule, read by A, matches no rule of A's and makes no job.
        const commA = { ...ctxA, project: { ...A, features: { ...A.features, communication: true } } };
        const rules = await call(getLeadRules(commA));
        expect(rules.ok && rules.value.rules.some((r) => r.id === b.leadRuleId)).toBe(false);
        const edit = { name: "x", senderPattern: "@x.example", sourceLabel: "x", ruleId: b.leadRuleId };
        expect((await call(saveLeadRule(commA, edit))).ok).toBe(false);
        expect((await call(setLeadRuleEnabled(commA, b.leadRuleId, false))).ok).toBe(false);
        expect((await call(removeLeadRule(commA, b.leadRuleId))).ok).toBe(false);
        const routed = await ingestMail(publicA, {
          messageId: "<b-rule@mail.example>",
          uidValidity: 1,
          uid: 2,
          fromAddress: "leads@b-only-portal.example",
          fromName: "",
          recipients: [],
          subject: "lead",
          text: "E-Mail: rule-lead@example.com",
          html: null,
          receivedAt: new Date(),
          kind: "mail",
          inReplyTo: null,
          references: [],
          reportText: "",
          sizeBytes: 10,
          overLimit: false,
          attachments: [],
        });
        expect(routed).toMatchObject({ route: "unassigned", jobId: null });
      },
    },
    {
      name: "clients: createLead with B's client's e-mail",
      tables: ["clients"],
      run: async () => {
        // A lead with B's client's e-mail becomes a client of A, not B's.
        await call(
          createLead(
            serviceContextFor(db, A, { locale: "de" }),
            "CONTACT",
            { name: "B Only", email: "buyer@b-only.example", language: "de", privacyAccepted: true },
            {},
          ),
        );
      },
    },
    {
      name: "push_subscriptions: registerPushSubscription, unregisterPushSubscription, activeSubscriptions, queuePush, pushHandler",
      tables: ["push_subscriptions"],
      run: async () => {
        // push_subscriptions: A's employee registering or removing B's endpoint touches only A's
        // rows; a push queued on A for B's member finds no subscription to send to.
        const adminAEmail = "admin@autohaus-brandt.example";
        const adminLogin = await logIn(
          serviceContextFor(db, A),
          { email: adminAEmail, password: "autohaus-demo" },
          META,
        );
        expect(adminLogin.ok).toBe(true);
        const [adminRowA] = await db.select().from(schema.users).where(eq(schema.users.email, adminAEmail));
        const pushCtx = serviceContextFor(db, A, {
          locale: "de",
          principal: { ...adminOf(A), id: adminRowA!.id },
        });
        const pushBody = {
          endpoint: b.pushEndpoint,
          keys: {
            p256dh: createECDH("prime256v1").generateKeys().toString("base64url"),
            auth: randomBytes(16).toString("base64url"),
          },
        };
        expect(
          await call(
            registerPushSubscription(pushCtx, pushBody, {
              sessionToken: adminLogin.ok ? adminLogin.value.token : null,
              userAgent: "A browser",
            }),
          ),
        ).toEqual({ ok: true, value: { registered: true, subscriptions: 1 } });
        const asMemberOfB = serviceContextFor(db, A, { principal: { ...adminOf(A), id: b.memberId } });
        expect(await call(unregisterPushSubscription(asMemberOfB, { endpoint: b.pushEndpoint }))).toEqual({
          ok: true,
          value: { removed: false, subscriptions: 0 },
        });
        expect(await activeSubscriptions(scopeOf(db, A.id), b.memberId, new Date())).toEqual([]);
        const pushed = await withTransaction(serviceContextFor(db, A), (tx) =>
          queuePush(tx, { userId: b.memberId, notificationId: "tenant-check", title: "For B's member?" }),
        );
        let sends = 0;
        const noNetwork = pushHandler({ subject: "mailto:test@example.org", timeoutMs: 1 });
        await noNetwork(
          {
            id: pushed!,
            projectId: A.id,
            kind: "push",
            attempts: 1,
            payload: (await outboxPayload(pushed!)) as never,
          },
          { db },
        ).then(() => sends++);
        expect(sends).toBe(1);
        await db.delete(schema.outbox).where(eq(schema.outbox.id, pushed!));
        await db
          .delete(schema.pushSubscriptions)
          .where(
            and(
              eq(schema.pushSubscriptions.projectId, A.id),
              eq(schema.pushSubscriptions.userId, adminRowA!.id),
            ),
          );
      },
    },
    {
      name: "tours, tour_progress, tour_step_stats: listTours, getTour, saveTour, runnableTours, recordTourEvent",
      tables: ["tours", "tour_progress", "tour_step_stats"],
      run: async () => {
        // tours, tour_progress, tour_step_stats: B's tour is not found, not saved over, not run.
        await call(listTours(ctxA));
        expect((await call(getTour(ctxA, b.tourId))).ok).toBe(false);
        expect(
          (
            await call(
              saveTour(ctxA, b.tourId, {
                name: "Taken over by A",
                type: "job",
                steps: [{ id: b.tourStepId, selector: "#a", content: { de: "A" } }],
              }),
            )
          ).ok,
        ).toBe(false);
        await call(runnableTours(ctxA));
        expect(
          (await call(recordTourEvent(ctxA, b.tourId, { stepId: b.tourStepId, event: "dropped" }))).ok,
        ).toBe(false);
      },
    },
    {
      name: "saved_job_views: listSavedJobViews, renameJobView, deleteJobView, getSharedResource, addShare, saveJobView",
      tables: ["saved_job_views"],
      run: async () => {
        // saved_job_views: B's view is not listed,
        // not renamed, not deleted, and its shares are not found.
        const views = await call(listSavedJobViews(ctxA));
        expect(views.ok && views.value.some((v) => v.id === b.viewId)).toBe(false);
        expect((await call(renameJobView(ctxA, b.viewId, { name: "Taken over by A" }))).ok).toBe(false);
        expect((await call(deleteJobView(ctxA, b.viewId))).ok).toBe(false);
        expect((await call(getSharedResource(ctxA, "job_view", b.viewId))).ok).toBe(false);
        expect(
          (
            await call(
              addShare(ctxA, "job_view", b.viewId, { shareWithType: "company", shareWithId: A.companyId }),
            )
          ).ok,
        ).toBe(false);
        // A view on B's workflow: not one of A's workflows.
        expect(
          (await call(saveJobView(ctxA, { name: "A view", query: "", workflowId: String(b.workflowId) }))).ok,
        ).toBe(false);
      },
    },
    {
      name: "people_audit, user_locations, users, teams: peopleScreen, changeLocations, changeRoles, (de|re)activatePerson, invitations, team actions, acceptInvitation",
      tables: ["people_audit", "user_locations", "users", "teams", "auth_tokens"],
      run: async () => {
        // people_audit, users, auth_tokens, teams (decision 0061): A's admin neither lists nor changes B's
        // people, invitations, teams or audit; B's invitation link is unknown on A's site.
        const people = await call(peopleScreen(ctxA));
        expect(people.ok).toBe(true);
        expect(
          people.ok && people.value.people.some((p) => p.id === b.inviteeId || p.id === b.memberId),
        ).toBe(false);
        expect(people.ok && people.value.locations.some((l) => l.id === b.locationId)).toBe(false);
        // B's location is not one A's admin can give A's own people (nor invite with).
        const aPerson = people.ok ? people.value.people.find((p) => !p.self && p.manageable) : undefined;
        if (aPerson)
          expect(
            (await call(changeLocations(ctxA, { userId: aPerson.id, locations: [b.locationId] }))).ok,
          ).toBe(false);
        const origin = { origin: "http://localhost" };
        for (const userId of [b.inviteeId, b.memberId]) {
          expect((await call(changeRoles(ctxA, { userId, roles: ["manager"] }))).ok).toBe(false);
          expect((await call(changeLocations(ctxA, { userId, locations: [] }))).ok).toBe(false);
          expect((await call(deactivatePerson(ctxA, { userId }))).ok).toBe(false);
          expect((await call(reactivatePerson(ctxA, { userId }))).ok).toBe(false);
          expect((await call(resendInvitation(ctxA, { userId }, origin))).ok).toBe(false);
          expect((await call(revokeInvitation(ctxA, { userId }))).ok).toBe(false);
          expect((await call(sendPasswordReset(ctxA, { userId }, origin))).ok).toBe(false);
        }
        expect((await call(renameTeamAction(ctxA, { teamId: b.teamId, name: "Taken over" }))).ok).toBe(false);
        expect((await call(deleteTeamAction(ctxA, { teamId: b.teamId }))).ok).toBe(false);
        expect((await call(changeTeamMember(ctxA, { teamId: b.teamId, userId: b.memberId }, true))).ok).toBe(
          false,
        );
        expect((await call(invitationState(ctxA, b.inviteToken))).state).toBe("invalid");
        const pw = { password: "taken over by A!", password_repeat: "taken over by A!" };
        expect((await call(acceptInvitation(ctxA, b.inviteToken, pw, null))).ok).toBe(false);
      },
    },
  ];

  it("every tenant-owned table has a row of services in the table below", () => {
    const reached = new Set(SERVICES.flatMap((s) => s.tables));
    expect(Object.keys(COVERAGE).filter((t) => !reached.has(t))).toEqual([]);
    expect([...reached].filter((t) => !(t in COVERAGE))).toEqual([]);
  });

  it.each(SERVICES.map((row) => [row.name, row] as const))(
    "no service of project A returns or changes a row of project B: %s",
    async (_name, { run }) => {
      answers = [];
      await run();
      const text = JSON.stringify(answers);
      const leaked = [...prints].filter((p) => text.includes(p));
      expect(leaked, "values of project B in answers of project A").toEqual([]);
      expect(await snapshot(db, B.id)).toEqual(before);
    },
  );

  /** A valid editor form for a car (its own values, a lower price), as a page would post it. */
  async function carFormOf(id: string): Promise<Record<string, string>> {
    const car = await carOf(id);
    return {
      condition: car.condition,
      brandId: car.brandId,
      modelId: car.modelId,
      variant: "Changed by A",
      firstRegistration: car.firstRegistration?.slice(0, 7) ?? "",
      mileageKm: String(car.mileageKm),
      fuel: car.fuel,
      gearbox: car.gearbox,
      powerKw: String(car.powerKw),
      bodyType: car.bodyType,
      colour: car.colour,
      doors: String(car.doors),
      seats: String(car.seats),
      price: "1000",
    };
  }

  async function outboxPayload(id: string) {
    const [row] = await db.select().from(schema.outbox).where(eq(schema.outbox.id, id));
    return row!.payload;
  }

  async function userOfA() {
    const [row] = await db.select().from(schema.users).where(eq(schema.users.projectId, A.id)).limit(1);
    return row!;
  }

  async function clientOfA() {
    const [row] = await db.select().from(schema.clients).where(eq(schema.clients.projectId, A.id)).limit(1);
    return row!;
  }

  async function carOf(id: string) {
    const [row] = await db.select().from(schema.cars).where(eq(schema.cars.id, id));
    return row!;
  }
});
