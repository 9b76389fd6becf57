/**
 * The order a job carries: a checkout opens one PURCHASE job per order, and whoever may work
 * that job (the visibility policy, decision 0047) sees the order on the job page and changes it there,
 * without the database section's Orders permission. Winning the job confirms its placed order
 * (docs/decisions/0049-won-job-confirms-order.md).
 */

import { desc, inArray } from "drizzle-orm";
import { orders } from "../../db/schema";
import { err, type Result } from "../../shared/result";
import type { ServiceContext } from "../context/service-context.server";
import { scoped, type TenantScope } from "../context/tenant-scope.server";
import type { OrderSummary } from "./cart-types";
import type { Fulfilment, OrderStatus, PaymentMethod, PaymentStatus } from "./commerce-enums";
import { documentsOfWorkableOrder, type OrderDocumentView } from "./documents.service.server";
import { availableActions, isOrderAction, type OrderAction } from "./order-transitions";
import { carsOfOrder, findOrderOfJob, listLinesOfOrder, type OrderRow } from "./orders.repo.server";
import { changeOrder, mayWorkOrder, type OrderChangeOptions, type OrderError } from "./orders.service.server";

/**
 * The used car's hold as the job shows it: held online until a time, kept without an end (the dealer
 * confirmed), or lapsed (the hold ended before anyone confirmed the order; the car is on sale again).
 */
export type ReservationState =
  | { state: "held"; until: string }
  | { state: "kept" }
  | { state: "lapsed" }
  | null;

export type JobOrderPanel = {
  id: string;
  number: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod;
  fulfilment: Fulfilment;
  currency: string;
  totalMinor: number;
  createdAt: string;
  reservation: ReservationState;
  lines: {
    name: string;
    brandName: string | null;
    variant: string | null;
    quantity: number;
    totalMinor: number;
  }[];
  documents: OrderDocumentView[];
  /** What the viewer may do now (order-transitions.ts), in the workflow's order. */
  actions: OrderAction[];
};

const OPEN: readonly string[] = ["placed", "confirmed", "ready"];

function reservationOf(
  status: string,
  carsOfLines: { status: string; reservedUntil: Date | null }[],
): ReservationState {
  if (carsOfLines.length === 0 || !OPEN.includes(status)) return null;
  const held = carsOfLines.filter((c) => c.status === "reserved");
  if (held.length === 0) return { state: "lapsed" };
  const ends = held.flatMap((c) => (c.reservedUntil ? [c.reservedUntil.getTime()] : []));
  if (ends.length < held.length) return { state: "kept" };
  return { state: "held", until: new Date(Math.min(...ends)).toISOString() };
}

/** The job's order for the job page, or null (no order, or the viewer may not work it). */
export async function jobOrderPanel(ctx: ServiceContext, jobId: number): Promise<JobOrderPanel | null> {
  const scope = scoped(ctx);
  const order = await findOrderOfJob(scope, jobId);
  if (!order || !(await mayWorkOrder(ctx, order))) return null;
  const [lines, carRows, documents] = [
    await listLinesOfOrder(scope, order.id),
    await carsOfOrder(scope, order.id),
    await documentsOfWorkableOrder(ctx, order),
  ];
  const state = { status: order.status as OrderStatus, paymentStatus: order.paymentStatus as PaymentStatus };
  return {
    id: order.id,
    number: order.number,
    status: state.status,
    paymentStatus: state.paymentStatus,
    paymentMethod: order.paymentMethod as PaymentMethod,
    fulfilment: order.fulfilment as Fulfilment,
    currency: order.currency,
    totalMinor: order.totalMinor,
    createdAt: order.createdAt.toISOString(),
    reservation: reservationOf(order.status, carRows),
    lines: lines.map((l) => ({
      name: l.name,
      brandName: l.brandName,
      variant: l.variant,
      quantity: l.quantity,
      totalMinor: l.totalMinor,
    })),
    documents,
    actions: availableActions(state),
  };
}

/** A change of the job's order from the job page (`action` as the form sends it). */
export async function changeOrderOfJob(
  ctx: ServiceContext,
  jobId: number,
  action: unknown,
  options: OrderChangeOptions = {},
): Promise<Result<OrderSummary, OrderError>> {
  if (!isOrderAction(action))
    return err({ code: "conflict", message: "commerce:errors.order_action_unknown" });
  const order = await findOrderOfJob(scoped(ctx), jobId);
  if (!order) return err({ code: "not_found" });
  return changeOrder(ctx, order.id, action, options);
}

/** The newest order of each of these jobs that carries one (one statement however many jobs). */
async function findNewestOrdersOfJobs(scope: TenantScope, jobIds: number[]): Promise<OrderRow[]> {
  if (!jobIds.length) return [];
  return scope.db
    .selectDistinctOn([orders.jobId])
    .from(orders)
    .where(scope.where(orders, inArray(orders.jobId, jobIds)))
    .orderBy(orders.jobId, desc(orders.createdAt));
}

/**
 * Winning jobs confirms the placed order each carries (inside the job change's transaction): the
 * customer gets the confirmation with the invoice, the car stays reserved. An order in any other state
 * (already confirmed, cancelled, lapsed and cancelled) is left as it is. Answers the confirmed orders'
 * numbers.
 */
export async function confirmOrdersOfWonJobs(
  tx: ServiceContext,
  jobIds: number[],
  options: OrderChangeOptions = {},
): Promise<string[]> {
  // The jobs' orders in one read; only the placed ones (few: a checkout's job) are confirmed one by one.
  const placed = (await findNewestOrdersOfJobs(scoped(tx), jobIds)).filter((o) => o.status === "placed");
  const numbers: string[] = [];
  for (const order of placed) {
    const done = await changeOrder(tx, order.id, "confirm", options);
    if (done.ok) numbers.push(done.value.number);
  }
  return numbers;
}
