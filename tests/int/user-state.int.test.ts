/**
 * The signed-in user's per-page state read with the session (user-state.server.ts, decision 0018 sixth
 * round) on PGlite and PostgreSQL: it holds what the services would have queried one by one (unread
 * notifications, parked cars, cart lines, favourite workflows, shared tours, tour progress, saved job
 * views), only the
 * project's own rows, and the services answer the same with it as without it. A transaction or another
 * principal does not see it.
 */
import { randomUUID } from "node:crypto";
import { and, eq, isNotNull, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cartSummary } from "../../app/core/commerce/cart.service.server";
import {
  createServiceContext,
  type ServiceContext,
  withPrincipal,
  withTransaction,
} from "../../app/core/context/service-context.server";
import { favoriteCount } from "../../app/core/favorites/favorites.service.server";
import { logIn, sessionUserWithState } from "../../app/core/identity/identity.service.server";
import type { SessionUser } from "../../app/core/identity/session-user";
import { stateOf, type UserState } from "../../app/core/identity/user-state.server";
import { listSavedJobViews } from "../../app/core/leads/saved-job-views.service.server";
import { listWorkflows } from "../../app/core/leads/workflows.service.server";
import { UNREAD_BADGE_CAP } from "../../app/core/notifications/notification-types";
import {
  listNotifications,
  markNotificationsRead,
  unreadNotificationCount,
} from "../../app/core/notifications/notifications.service.server";
import type { Project } from "../../app/core/tenancy/project";
import { resolveProject } from "../../app/core/tenancy/tenancy.service.server";
import { runnableTours } from "../../app/core/tours/tours.service.server";
import {
  cars,
  cartLines,
  carts,
  favorites,
  items,
  notifications,
  resourceShares,
  savedJobViews,
  teamMembers,
  teams,
  tourProgress,
  tours,
  users,
  workflowFavorites,
  workflows,
} from "../../app/db/schema";
import { createTestDatabase, type TestDatabase, testDrivers } from "../setup/test-db";

/** A row of the notifications table for `userId`, read at `readAt` or unread. */
const notification = (projectId: string, userId: string, readAt: Date | null) => ({
  projectId,
  userId,
  key: randomUUID(),
  type: "job_new",
  content: "state test",
  data: {
    dismissAfter: null,
    body: "state test",
    requireInteraction: false,
    timestamp: new Date().toISOString(),
    data: { id: randomUUID() },
  },
  readAt,
});

const META = { ip: "10.77.0.1", userAgent: null, origin: "http://localhost", throttle: false };

describe.each(testDrivers())("the user's per-page state on %s", (driver) => {
  let database: TestDatabase;
  let dealer: Project;
  let community: Project;
  let token: string;
  let manager: SessionUser;

  const read = async (): Promise<{ user: SessionUser; state: UserState | null }> => {
    const ctx = createServiceContext({ db: database.handle.db, project: dealer });
    const session = await sessionUserWithState(ctx, token, true);
    if (!session) throw new Error("no session");
    return session;
  };
  /** The same request as the server builds it: with the state, and without (services query). */
  const contexts = async (): Promise<[ServiceContext, ServiceContext]> => {
    const { user, state } = await read();
    const db = database.handle.db;
    return [
      createServiceContext({ db, project: dealer, principal: user, userState: state }),
      createServiceContext({ db, project: dealer, principal: user }),
    ];
  };

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    const db = database.handle.db;
    dealer = (await resolveProject(db, "localhost"))!;
    community = (await resolveProject(db, "community.localhost"))!;
    const login = await logIn(
      createServiceContext({ db, project: dealer }),
      { email: "manager@autohaus-brandt.example", password: "autohaus-demo" },
      META,
    );
    if (!login.ok) throw new Error("login failed");
    token = login.value.token;
    manager = login.value.user;
  });
  afterAll(() => database?.drop());

  it("is read with the session, only for page reads that ask for it", async () => {
    const { state } = await read();
    expect(state).toMatchObject({ cartLines: 0, favouriteWorkflowIds: [], sharedTourIds: [] });
    const ctx = createServiceContext({ db: database.handle.db, project: dealer });
    expect((await sessionUserWithState(ctx, token, false))?.state).toBeNull();
    // A session of this project is not a session on another one, with or without state.
    const other = createServiceContext({ db: database.handle.db, project: community });
    expect(await sessionUserWithState(other, token, true)).toBeNull();
  });

  it("holds the project's own rows and answers as the services' own queries do", async () => {
    const db = database.handle.db;
    const before = (await read()).state!;
    // Two notifications, one read; one of another project for the same user does not count.
    const note = (projectId: string, readAt: Date | null) => notification(projectId, manager.id, readAt);
    await db
      .insert(notifications)
      .values([note(dealer.id, null), note(dealer.id, new Date()), note(community.id, null)]);
    const [car] = await db
      .select({ id: cars.id })
      .from(cars)
      .where(and(eq(cars.projectId, dealer.id), isNotNull(cars.publishedAt)))
      .limit(1);
    await db.insert(favorites).values({ projectId: dealer.id, carId: car!.id, userId: manager.id });
    const [item] = await db
      .select({ id: items.id })
      .from(items)
      .where(eq(items.projectId, dealer.id))
      .limit(1);
    const [cart] = await db
      .insert(carts)
      .values({ projectId: dealer.id, userId: manager.id })
      .returning({ id: carts.id });
    await db
      .insert(cartLines)
      .values({ projectId: dealer.id, cartId: cart!.id, kind: "item", itemId: item!.id });
    const [workflow] = await db
      .select({ id: workflows.id })
      .from(workflows)
      .where(eq(workflows.projectId, dealer.id))
      .limit(1);
    await db
      .insert(workflowFavorites)
      .values({ projectId: dealer.id, userId: manager.id, workflowId: workflow!.id });
    // A tour for nobody's role, shared with a team of the manager's; another one finished.
    const sharedTour = randomUUID();
    await db.insert(tours).values({
      id: sharedTour,
      projectId: dealer.id,
      name: "Shared with the team",
      type: "jobs",
      targetGroups: ["admin"],
      steps: [{ id: randomUUID(), selector: "h1", content: { en: "Shared" } }],
    });
    const [team] = await db
      .insert(teams)
      .values({ projectId: dealer.id, name: "State test team" })
      .returning({ id: teams.id });
    await db.insert(teamMembers).values({ projectId: dealer.id, teamId: team!.id, userId: manager.id });
    await db.insert(resourceShares).values({
      projectId: dealer.id,
      resourceType: "tour",
      resourceId: sharedTour,
      shareWithType: "team",
      shareWithId: String(team!.id),
    });
    await db
      .insert(tourProgress)
      .values({ projectId: dealer.id, tourId: sharedTour, userId: manager.id, completedAt: new Date() });

    // Saved job views: the manager's own, one of a colleague's shared with the manager's team, one of the
    // colleague's not shared, and one of the community project's that names the manager as owner.
    const [colleague] = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(eq(users.projectId, dealer.id), ne(users.id, manager.id), eq(users.companyId, manager.companyId)),
      )
      .limit(1);
    const view = (projectId: string, ownerId: string, name: string) => ({
      projectId,
      ownerId,
      name,
      query: "priority=3",
    });
    const [own, shared] = await db
      .insert(savedJobViews)
      .values([
        view(dealer.id, manager.id, "B mine"),
        view(dealer.id, colleague!.id, "A shared with my team"),
        view(dealer.id, colleague!.id, "C not shared"),
        view(community.id, manager.id, "D other project"),
      ])
      .returning({ id: savedJobViews.id });
    await db.insert(resourceShares).values({
      projectId: dealer.id,
      resourceType: "job_view",
      resourceId: shared!.id,
      shareWithType: "team",
      shareWithId: String(team!.id),
    });

    const after = (await read()).state!;
    expect(after.unreadNotifications).toBe(before.unreadNotifications + 1);
    expect(after.favoriteCars).toBe(before.favoriteCars + 1);
    expect(after.cartLines).toBe(1);
    expect(after.favouriteWorkflowIds).toEqual([workflow!.id]);
    expect(after.sharedTourIds).toEqual([sharedTour]);
    expect(after.tourProgress).toContainEqual(
      expect.objectContaining({ tourId: sharedTour, completed: true }),
    );

    expect(after.jobViews.map((v) => v.name)).toEqual(["A shared with my team", "B mine"]);
    expect(after.jobViews.map((v) => v.id)).toEqual([shared!.id, own!.id]);

    const [withState, without] = await contexts();
    expect(stateOf(withState)).toEqual(after);
    expect(stateOf(without)).toBeNull();
    const owner = { kind: "user", userId: manager.id } as const;
    expect(await unreadNotificationCount(withState)).toBe(await unreadNotificationCount(without));
    expect(await favoriteCount(withState, owner)).toBe(await favoriteCount(without, owner));
    expect((await cartSummary(withState, owner)).count).toBe(1);
    expect(await cartSummary(withState, owner)).toEqual(await cartSummary(without, owner));
    const favourites = await listWorkflows(withState, { favouritesOnly: true });
    expect(favourites).toEqual(await listWorkflows(without, { favouritesOnly: true }));
    expect(favourites.ok && favourites.value.map((w) => w.id)).toEqual([workflow!.id]);
    const runnable = await runnableTours(withState);
    expect(runnable).toEqual(await runnableTours(without));
    expect(runnable.find((t) => t.id === sharedTour)).toMatchObject({ completed: true, seen: true });
    const views = await listSavedJobViews(withState);
    expect(views).toEqual(await listSavedJobViews(without));
    expect(views.ok && views.value.map((v) => [v.name, v.own])).toEqual([
      ["B mine", true],
      ["A shared with my team", false],
    ]);
  });

  it("counts unread notifications up to the badge's cap; the list still counts them all", async () => {
    const db = database.handle.db;
    const before = (await read()).state!.unreadNotifications;
    const note = () => notification(dealer.id, manager.id, null);
    await db.insert(notifications).values(Array.from({ length: UNREAD_BADGE_CAP + 20 - before }, note));
    const [withState, without] = await contexts();
    expect(stateOf(withState)?.unreadNotifications).toBe(UNREAD_BADGE_CAP);
    expect(await unreadNotificationCount(withState)).toBe(UNREAD_BADGE_CAP);
    expect(await unreadNotificationCount(without)).toBe(UNREAD_BADGE_CAP);
    const list = await listNotifications(without);
    expect(list.ok && list.value.unread).toBe(UNREAD_BADGE_CAP + 20);
    await markNotificationsRead(without, { all: true });
    expect((await read()).state!.unreadNotifications).toBe(0);
  });

  it("is not used for another user, in a transaction or for another principal", async () => {
    const [withState] = await contexts();
    expect(stateOf(withState, randomUUID())).toBeNull();
    expect(stateOf(withPrincipal(withState, manager))).toBeNull();
    await withTransaction(withState, async (tx) => {
      expect(stateOf(tx)).toBeNull();
      // Inside the transaction a change is seen at once, as the services read it themselves.
      await tx.db.delete(workflowFavorites).where(eq(workflowFavorites.userId, manager.id));
      const listed = await listWorkflows(tx, { favouritesOnly: true });
      expect(listed.ok && listed.value).toEqual([]);
    });
  });
});
