/** Rows of `push_subscriptions` (decision 0034), always inside the caller's tenant scope. */
import { and, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import { pushSubscriptions, sessions } from "../../db/schema";
import type { TenantScope } from "../context/tenant-scope.server";

export type StoredSubscription = {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
};

/**
 * Stores the browser's subscription for the user and enables it again, or takes the endpoint over: the
 * same user (another session, new keys after a renewal), or another employee signed in on the same
 * browser, which proves it by sending the stored keys (only that browser has them; decision 0046). Null
 * when the endpoint is another user's and the keys differ: that row is left as it is.
 */
export async function upsertSubscription(
  scope: TenantScope,
  values: {
    userId: string;
    sessionId: string;
    endpoint: string;
    p256dh: string;
    auth: string;
    userAgent: string | null;
  },
) {
  const [row] = await scope.db
    .insert(pushSubscriptions)
    .values(scope.stamp(values))
    .onConflictDoUpdate({
      target: [pushSubscriptions.projectId, pushSubscriptions.endpoint],
      set: {
        userId: values.userId,
        sessionId: values.sessionId,
        p256dh: values.p256dh,
        auth: values.auth,
        userAgent: values.userAgent,
        disabledAt: null,
        disabledReason: null,
      },
      setWhere: and(
        scope.owns(pushSubscriptions),
        or(
          eq(pushSubscriptions.userId, values.userId),
          and(eq(pushSubscriptions.p256dh, values.p256dh), eq(pushSubscriptions.auth, values.auth)),
        ),
      ),
    })
    .returning({ id: pushSubscriptions.id });
  return row ?? null;
}

/** Removes the user's subscription of this endpoint; true when there was one. */
export async function deleteSubscription(scope: TenantScope, userId: string, endpoint: string) {
  const rows = await scope.db
    .delete(pushSubscriptions)
    .where(
      scope.where(
        pushSubscriptions,
        eq(pushSubscriptions.userId, userId),
        eq(pushSubscriptions.endpoint, endpoint),
      ),
    )
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/**
 * The user's subscriptions that a push service has not turned away, of sessions still signed in (an
 * expired session's row stays until the session is next seen or pruned; it gets nothing meanwhile).
 */
export async function activeSubscriptions(
  scope: TenantScope,
  userId: string,
  now: Date,
): Promise<StoredSubscription[]> {
  return scope.db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .innerJoin(sessions, eq(sessions.id, pushSubscriptions.sessionId))
    .where(
      and(
        scope.where(
          pushSubscriptions,
          eq(pushSubscriptions.userId, userId),
          isNull(pushSubscriptions.disabledAt),
        ),
        scope.owns(sessions),
        gt(sessions.expiresAt, now),
      ),
    )
    .orderBy(pushSubscriptions.createdAt);
}

/** Which of these users have an active subscription on this project (whom a push can reach). */
export async function usersWithActiveSubscriptions(
  scope: TenantScope,
  userIds: readonly string[],
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await scope.db
    .selectDistinct({ userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(
      scope.where(
        pushSubscriptions,
        inArray(pushSubscriptions.userId, [...userIds]),
        isNull(pushSubscriptions.disabledAt),
      ),
    );
  return new Set(rows.map((r) => r.userId));
}

/** How many active subscriptions the user has on this project (the panel's state, tests). */
export async function countActiveSubscriptions(scope: TenantScope, userId: string): Promise<number> {
  const [row] = await scope.db
    .select({ n: sql<number>`count(*)::int` })
    .from(pushSubscriptions)
    .where(
      scope.where(
        pushSubscriptions,
        eq(pushSubscriptions.userId, userId),
        isNull(pushSubscriptions.disabledAt),
      ),
    );
  return Number(row?.n ?? 0);
}

export async function markSubscriptionUsed(scope: TenantScope, id: string) {
  await scope.db
    .update(pushSubscriptions)
    .set({ lastUsedAt: sql`now()` })
    .where(scope.where(pushSubscriptions, eq(pushSubscriptions.id, id)));
}

/** The push service answered 404/410: the browser's subscription is gone; no more pushes to it. */
export async function disableSubscription(scope: TenantScope, id: string, reason: string) {
  await scope.db
    .update(pushSubscriptions)
    .set({ disabledAt: sql`now()`, disabledReason: reason.slice(0, 200) })
    .where(
      and(scope.where(pushSubscriptions, eq(pushSubscriptions.id, id)), isNull(pushSubscriptions.disabledAt)),
    );
}
