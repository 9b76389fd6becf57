import { setTimeout as sleep } from "node:timers/promises";
import { lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { throttleBuckets } from "../../db/schema";
import { progressiveDelayMs, THROTTLE_RULES } from "./throttle-rules";

export type ThrottleVerdict = { ok: true } | { ok: false; retryAfterSec: number };

/**
 * Counts one attempt in a fixed window, atomically in PostgreSQL (so every process shares the count):
 * the count including this attempt, and the seconds left in the window.
 */
async function count(
  db: Db,
  key: string,
  windowSec: number,
): Promise<{ count: number; retryAfterSec: number }> {
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
  return { count: row?.count ?? 1, retryAfterSec: Number(row?.retry ?? windowSec) };
}

/** Counts one attempt and says whether it is over the limit. */
export async function hit(db: Db, key: string, limit: number, windowSec: number): Promise<ThrottleVerdict> {
  const counted = await count(db, key, windowSec);
  return counted.count <= limit ? { ok: true } : { ok: false, retryAfterSec: counted.retryAfterSec };
}

/**
 * One attempt of sign-up, reset or a new confirmation link, checked against the IP rule and (when
 * known) the account rule.
 */
export async function throttle(
  db: Db,
  action: "signup" | "reset" | "verify",
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

const loginKeys = (subject: { projectId: string; ip: string; account: string }) => ({
  ip: `login:ip:${subject.ip}`,
  accountAndIp: `login:acct-ip:${subject.projectId}:${subject.account}:${subject.ip}`,
  account: `login:acct:${subject.projectId}:${subject.account}`,
});

/**
 * One login attempt (docs/decisions/0016-login-throttling.md). Refused (429) only when this address
 * made too many attempts, in all or on this account; an account attacked from elsewhere answers its
 * owner after a short wait (`delayMs`) instead of being locked. The account need not exist: unknown
 * e-mails are counted alike, so the answer does not tell them apart.
 */
export async function throttleLogin(
  db: Db,
  subject: { projectId: string; ip: string; account: string },
): Promise<{ ok: true; delayMs: number } | { ok: false; retryAfterSec: number }> {
  const rule = THROTTLE_RULES.login;
  const keys = loginKeys(subject);
  const byIp = await hit(db, keys.ip, rule.perIp.limit, rule.perIp.windowSec);
  if (!byIp.ok) return byIp;
  const pair = await hit(db, keys.accountAndIp, rule.perAccountAndIp.limit, rule.perAccountAndIp.windowSec);
  if (!pair.ok) return pair;
  const account = await count(db, keys.account, rule.perAccountDelay.windowSec);
  return { ok: true, delayMs: progressiveDelayMs(account.count, rule.perAccountDelay) };
}

/** Waits out a login delay (its own function, so the service reads as what it does). */
export function waitLoginDelay(delayMs: number): Promise<void> {
  return delayMs > 0 ? sleep(delayMs) : Promise.resolve();
}

/**
 * A successful login clears the account's counters: its owner is back, so the next attempt from
 * anywhere starts without a wait, and this address's failures on it are forgiven.
 */
export async function clearLoginThrottle(
  db: Db,
  subject: { projectId: string; ip: string; account: string },
) {
  const keys = loginKeys(subject);
  await db
    .delete(throttleBuckets)
    .where(sql`${throttleBuckets.key} IN (${keys.accountAndIp}, ${keys.account})`);
}

/** Drops expired windows (a periodic task, core/background); returns how many. */
export async function pruneThrottle(db: Db): Promise<number> {
  const rows = await db
    .delete(throttleBuckets)
    .where(lt(throttleBuckets.windowEndsAt, sql`now()`))
    .returning({ key: throttleBuckets.key });
  return rows.length;
}
