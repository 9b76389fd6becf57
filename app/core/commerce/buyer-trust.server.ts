/**
 * What a checkout or a rental booking knows about who is asking, for the abuse limits
 * (docs/decisions/0045-abuse-limits.md): whether the buyer proved an address (a verified account), and
 * the per-address count of holds made from one client address (the shared throttle).
 */
import { and, eq, isNotNull } from "drizzle-orm";
import { users } from "../../db/schema";
import type { ServiceContext } from "../context/service-context.server";
import { hit } from "../identity/throttle.server";
import { THROTTLE_RULES } from "../identity/throttle-rules";

/**
 * Who sent the request: the client address (server/proxy.ts, behind `TRUST_PROXY` hops) and whether the
 * limits apply (`AUTH_THROTTLE`, off only in browser tests and benchmarks). Scripts and tests that call
 * the service without it get the per-e-mail limits, not the per-address ones.
 */
export type Requester = { ip: string; limits: boolean };

/** Whether the signed-in principal's account has a verified e-mail address (never for a visitor). */
export async function isVerifiedBuyer(ctx: ServiceContext): Promise<boolean> {
  const principal = ctx.principal;
  if (!principal) return false;
  const [row] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, principal.id), isNotNull(users.emailVerifiedAt)))
    .limit(1);
  return Boolean(row);
}

/**
 * Counts one hold from the requester's address in this project (inside the transaction that makes
 * it, so a refused or failed attempt is not counted) and answers the seconds to wait when over the rule.
 */
export async function holdsFromAddress(
  ctx: ServiceContext,
  rule: "reservation" | "rentalBooking",
  requester: Requester | undefined,
): Promise<{ ok: true } | { ok: false; retryAfterSec: number }> {
  if (!requester?.limits) return { ok: true };
  const { limit, windowSec } = THROTTLE_RULES[rule].perIp;
  return hit(ctx.db, `${rule}:ip:${ctx.project.id}:${requester.ip}`, limit, windowSec);
}
