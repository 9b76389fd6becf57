import { lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { throttleBuckets } from "../../db/schema";

/** Limits per action: attempts per window, per IP and per account (docs/decisions/0008). */
export const THROTTLE_RULES = {
  login: { perIp: { limit: 20, windowSec: 300 }, perAccount: { limit: 5, windowSec: 900 } },
  signup: { perIp: { limit: 10, windowSec: 3600 }, perAccount: { limit: 3, windowSec: 3600 } },
  reset: { perIp: { limit: 10, windowSec: 3600 }, perAccount: { limit: 3, windowSec: 3600 } },
} as const;
export type ThrottleAction = keyof typeof THROTTLE_RULES;

export type ThrottleVerdict = { ok: true } | { ok: false; retryAfterSec: number };

/**
 * Counts one attempt in a fixed window, atomically in PostgreSQL (so every process shares the count),
 * and says whether it is over the limit.
 */
export async function hit(db: Db, key: string, limit: number, windowSec: number): Promise<ThrottleVerdict> {
  const rows = await db
    .insert(throttleBuckets)
    .values({ key, count: 1, windowEndsAt: sql`now() + make_interval(secs => ${windowSec})` })
    .onConflictDoUpdate({
      target: throttleBuckets.key,
      set: {
        count: sql`CASE WHEN ${throttleBuckets.windowEndsAt} <= now() THEN 1 ELSE ${throttleBuckets.count} + 1 END`,
        windowEndsAt: sql`CASE WHEN ${throttleBuckets.windowEndsAt} <= now() THEN now() + make_interval(secs => ${windowSec}) ELSE ${throttleBuckets.windowEndsAt} END`,
      },
    })
    .returning({
      count: throttleBuckets.count,
      retry: sql<number>`GREATEST(1, CEIL(EXTRACT(EPOCH FROM (${throttleBuckets.windowEndsAt} - now()))))::int`,
    });
  const row = rows[0];
  if (!row || row.count <= limit) return { ok: true };
  return { ok: false, retryAfterSec: Number(row.retry) };
}

/** One attempt of an action, checked against the IP rule and (when known) the account rule. */
export async function throttle(
  db: Db,
  action: ThrottleAction,
  subject: { projectId: string; ip: string; account?: string | null },
): Promise<ThrottleVerdict> {
  const rule = THROTTLE_RULES[action];
  const byIp = await hit(db, `${action}:ip:${subject.ip}`, rule.perIp.limit, rule.perIp.windowSec);
  if (!byIp.ok) return byIp;
  if (subject.account) {
    return hit(
      db,
      `${action}:acct:${subject.projectId}:${subject.account}`,
      rule.perAccount.limit,
      rule.perAccount.windowSec,
    );
  }
  return { ok: true };
}

/** A successful login clears the account's failed attempts. */
export async function clearAccountThrottle(
  db: Db,
  action: ThrottleAction,
  projectId: string,
  account: string,
) {
  await db
    .delete(throttleBuckets)
    .where(sql`${throttleBuckets.key} = ${`${action}:acct:${projectId}:${account}`}`);
}

export async function pruneThrottle(db: Db) {
  await db.delete(throttleBuckets).where(lt(throttleBuckets.windowEndsAt, sql`now()`));
}
