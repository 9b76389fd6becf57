/**
 * The signed-in user's small per-page state, read in the same statement as the session (decision 0018,
 * sixth round): the top menu's unread notifications, parked cars and cart lines, the sidebar's favourite
 * workflows, which guided tours are shared with the user and how far the user got in each, and the saved
 * job views the user owns or was given (the job lists' views; seventh round). Every signed-in page needs
 * most of them; asked one query each, they were seven of a job list's ten round trips.
 *
 * Read only for page requests that change nothing (GET and HEAD outside `/api`): a form's POST runs its
 * action and then the loaders in one request, and the loaders must see what the action changed. A
 * transaction and a context signed in as someone else drop it (`withTransaction`, `withPrincipal`), and
 * services use it only for the principal's own rows (`stateOf`); without it they query as before.
 */
import { type AnyColumn, and, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import {
  cars,
  cartLines,
  carts,
  favorites,
  notifications,
  resourceShares,
  tourProgress,
  workflowFavorites,
} from "../../db/schema";
import { literalLimit } from "../context/prepared.server";
import type { ServiceContext } from "../context/service-context.server";
import type { TenantScope } from "../context/tenant-scope.server";
import { type SavedJobViewRow, savedJobViewsOf } from "../leads/saved-job-views.repo.server";
import { UNREAD_BADGE_CAP } from "../notifications/notification-types";
import { sharedResourceIds } from "../sharing/shares.repo.server";

export type UserState = {
  /** Counted up to UNREAD_BADGE_CAP (the badge's "99+"). */
  unreadNotifications: number;
  /** Published cars the user parked (the top menu's heart). */
  favoriteCars: number;
  /** Lines in the user's cart (0: the cart dropdown needs no query). */
  cartLines: number;
  favouriteWorkflowIds: number[];
  /** Tours shared with the user, a team of the user's or the user's company (decision 0031). */
  sharedTourIds: string[];
  /** Tours the user has seen, whether to the end, and when last (ISO; a tour revised since is unseen). */
  tourProgress: { tourId: string; completed: boolean; seenAt: string }[];
  /** Saved job views the user owns or that are shared with the user (decision 0031), by name. */
  jobViews: SavedJobViewRow[];
};

/** What the statement's JSON column holds; parsed, so a change of the SQL cannot pass unnoticed. */
const userStateSchema = z.object({
  unreadNotifications: z.number().int(),
  favoriteCars: z.number().int(),
  cartLines: z.number().int(),
  favouriteWorkflowIds: z.array(z.number().int()),
  sharedTourIds: z.array(z.string()),
  tourProgress: z.array(z.object({ tourId: z.string(), completed: z.boolean(), seenAt: z.string() })),
  jobViews: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      query: z.string(),
      workflowId: z.number().int().nullable(),
      ownerId: z.string(),
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
    }),
  ),
});

const jsonList = (select: SQL) => sql`coalesce((${select}), '[]'::json)`;

/**
 * One JSON column of the session's statement: correlated subqueries on the user's id and company
 * columns of the outer row, each scoped to the project like the services' own queries.
 */
export function userStateColumn(scope: TenantScope, userId: AnyColumn, companyId: AnyColumn): SQL<unknown> {
  const db = scope.db;
  // Counted up to the badge's cap: the badge shows "99+" beyond it.
  const unreadRows = db
    .select({ one: sql`1` })
    .from(notifications)
    .where(scope.where(notifications, eq(notifications.userId, userId), isNull(notifications.readAt)))
    .limit(literalLimit(UNREAD_BADGE_CAP));
  const unread = sql`select count(*)::int from (${unreadRows}) unread`;
  const parked = db
    .select({ n: sql`count(*)::int` })
    .from(favorites)
    .innerJoin(cars, and(eq(cars.id, favorites.carId), scope.owns(cars)))
    .where(scope.where(favorites, eq(favorites.userId, userId), isNotNull(cars.publishedAt)));
  const lines = db
    .select({ n: sql`count(*)::int` })
    .from(cartLines)
    .innerJoin(carts, and(eq(carts.id, cartLines.cartId), scope.owns(carts), eq(carts.userId, userId)))
    .where(scope.owns(cartLines));
  const favourites = db
    .select({ ids: sql`json_agg(${workflowFavorites.workflowId})` })
    .from(workflowFavorites)
    .where(scope.where(workflowFavorites, eq(workflowFavorites.userId, userId)));
  const tours = sharedResourceIds(scope, "tour", { id: userId, companyId });
  const sharedTours = sql`select json_agg(shared.${sql.identifier(resourceShares.resourceId.name)}) from (${tours}) shared`;
  const progress = db
    .select({
      rows: sql`json_agg(json_build_object('tourId', ${tourProgress.tourId}, 'completed', ${tourProgress.completedAt} is not null, 'seenAt', ${tourProgress.updatedAt}))`,
    })
    .from(tourProgress)
    .where(scope.where(tourProgress, eq(tourProgress.userId, userId)));
  const views = savedJobViewsOf(scope, { id: userId, companyId });
  // The subquery's columns keep their table names (workflow_id, …); the JSON takes the row's field names.
  const viewList = sql`select json_agg(json_build_object('id', v.id, 'name', v.name, 'query', v.query, 'workflowId', v.workflow_id, 'ownerId', v.owner_id, 'firstName', v.first_name, 'lastName', v.last_name) order by v.name, v.id) from (${views}) v`;
  return sql`json_build_object(
    'unreadNotifications', (${unread}),
    'favoriteCars', (${parked}),
    'cartLines', (${lines}),
    'favouriteWorkflowIds', ${jsonList(sql`${favourites}`)},
    'sharedTourIds', ${jsonList(sharedTours)},
    'tourProgress', ${jsonList(sql`${progress}`)},
    'jobViews', ${jsonList(viewList)}
  )`;
}

/** The column's value as read (a driver gives parsed JSON; a string is parsed here). */
export function parseUserState(value: unknown): UserState | null {
  const parsed = userStateSchema.safeParse(typeof value === "string" ? JSON.parse(value) : value);
  return parsed.success ? parsed.data : null;
}

/** The state, when the context has it and `userId` is the signed-in user's own. */
export function stateOf(ctx: ServiceContext, userId?: string): UserState | null {
  const state = ctx.userState;
  if (!state || !ctx.principal) return null;
  return userId === undefined || userId === ctx.principal.id ? state : null;
}
