/**
 * The buyer's confirmation of a provisional car hold (docs/decisions/0045-abuse-limits.md): the order
 * mail's link (a single-use mail link of kind `order_hold`, valid as long as the provisional hold)
 * extends the hold of the order's used cars to the full reservation, counted from the order's time.
 */
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { mailLinks, orders } from "../../db/schema";
import { err, ok, type Result } from "../../shared/result";
import { type ServiceContext, withTransaction } from "../context/service-context.server";
import { scoped } from "../context/tenant-scope.server";
import { insertJobEvent } from "../leads/jobs.repo.server";
import { type MailLinkProblem, useMailLink } from "../mail/mail-links.server";
import { extendHolds } from "./orders.repo.server";
import { confirmedUntil } from "./reservation-rules";

export type ConfirmedHold = { number: string; until: Date };

export type ConfirmHoldError =
  | MailLinkProblem
  /** The link was valid but the order holds no car any more (cancelled, or an employee released it). */
  | { code: "conflict"; message: "commerce:errors.hold_lapsed" };

/** Uses the link of `token`: the order's cars stay reserved until 48 hours after the order. */
export async function confirmOrderHold(
  ctx: ServiceContext,
  token: string,
): Promise<Result<ConfirmedHold, ConfirmHoldError>> {
  const now = ctx.clock.now();
  return withTransaction(ctx, async (tx) => {
    const scope = scoped(tx);
    const link = await useMailLink(scope, "order_hold", token, now);
    if (!link.ok) return link;
    const orderId = typeof link.value.data.orderId === "string" ? link.value.data.orderId : "";
    const [order] = await scope.db
      .select({ id: orders.id, number: orders.number, createdAt: orders.createdAt, jobId: orders.jobId })
      .from(orders)
      .where(scope.where(orders, eq(orders.id, orderId)))
      .limit(1);
    if (!order) return err({ code: "not_found", message: "invalid" } as const);
    const until = confirmedUntil(order.createdAt);
    if ((await extendHolds(scope, order.id, until, now)) === 0) {
      return err({ code: "conflict", message: "commerce:errors.hold_lapsed" } as const);
    }
    if (order.jobId) {
      await insertJobEvent(scope, {
        jobId: order.jobId,
        kind: "order",
        actorId: null,
        data: { action: "hold_confirmed", number: order.number, orderId: order.id },
        at: now,
      });
    }
    return ok({ number: order.number, until });
  });
}

/**
 * Whether the order's car is still held only provisionally (its confirmation link is unused and
 * valid at the context's time): the order-complete page asks the buyer to use it.
 */
export async function awaitsHoldConfirmation(ctx: ServiceContext, orderId: string): Promise<boolean> {
  const scope = scoped(ctx);
  const [row] = await scope.db
    .select({ hash: mailLinks.tokenHash })
    .from(mailLinks)
    .where(
      scope.where(
        mailLinks,
        eq(mailLinks.kind, "order_hold"),
        sql`${mailLinks.data}->>'orderId' = ${orderId}`,
        and(isNull(mailLinks.usedAt), gt(mailLinks.expiresAt, ctx.clock.now())),
      ),
    )
    .limit(1);
  return Boolean(row);
}
