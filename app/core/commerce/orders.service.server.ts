/**
 * Orders after checkout (issue 12): the customer's list and detail (account/orders), the order-complete
 * page for whoever placed it, the back office's list with confirm and cancel, and the invoice PDF.
 * Staff are the database role group (orders are a database section, spec 2) and lead workers, who work
 * the order's job. A customer sees only their own orders: anyone else's is not found, like a missing one.
 */

import { decodeCursor, encodeCursor, type KeysetPage, keysetPage } from "../../shared/lists/keyset-cursor";
import type { Locale } from "../../shared/locales";
import { isLocale } from "../../shared/locales";
import { err, ok, type Result } from "../../shared/result";
import { can, type ServiceContext, withTransaction } from "../context/service-context.server";
import { scoped, type TenantScope } from "../context/tenant-scope.server";
import { insertJobEvent } from "../leads/jobs.repo.server";
import { cartTotals } from "./cart-totals";
import type { CartImage, CartOwner, OrderSummary } from "./cart-types";
import type {
  DeliveryAddress,
  Fulfilment,
  OrderStatus,
  PaymentMethod,
  PaymentStatus,
} from "./commerce-enums";
import { renderInvoicePdf } from "./invoice-pdf.server";
import type { OrderListParams } from "./order-filters";
import { imageFromSnapshot } from "./order-snapshot";
import {
  countOrdersOfProject,
  findOrderById,
  findOrderByNumber,
  findOrderParties,
  keepCarsReserved,
  listLinesOfOrder,
  listOrdersOfProject,
  listOrdersOfUser,
  type OrderRow,
  releaseCars,
  restoreStock,
  updateOrderStatus,
} from "./orders.repo.server";

export type OrderDetailLine = {
  position: number;
  kind: "new_car" | "used_car" | "item";
  name: string;
  brandName: string | null;
  variant: string | null;
  image: CartImage | null;
  quantity: number;
  unitPriceMinor: number;
  vatRateBp: number;
  totalMinor: number;
};

export type OrderDetail = OrderSummary & {
  netMinor: number;
  vatMinor: number;
  vatByRate: { rateBp: number; vatMinor: number }[];
  lines: OrderDetailLine[];
  customer: {
    firstName: string;
    lastName: string;
    companyName: string | null;
    email: string | null;
    phone: string | null;
  } | null;
  location: {
    id: number;
    name: string;
    city: string;
    street: string;
    houseNumber: string;
    zipCode: string;
    phone: string | null;
    email: string | null;
  } | null;
  deliveryAddress: DeliveryAddress | null;
  note: string | null;
  language: Locale;
  /** The bank transfer's reference: the order number. */
  paymentReference: string;
  /**
   * The invoice PDF: `GET` with the session of the buyer or staff; on orderComplete the path for whoever
   * placed the order (the visitor cookie or the session).
   */
  invoicePath: string;
  jobId: number | null;
  /** The job's workflow: the job page is `account/jobs/{workflowId}/{jobId}`. */
  workflowId: number | null;
};

/** One row of the back office's order list. */
export type ProjectOrderRow = OrderSummary & { clientName: string; clientCompany: string | null };
export type ProjectOrderPage = KeysetPage<ProjectOrderRow> & { total: number; totalCapped: boolean };

export type OrderError =
  | { code: "not_found"; message?: string }
  | { code: "forbidden"; message?: string }
  | { code: "conflict"; message: string };

function isStaff(ctx: ServiceContext): boolean {
  return can(ctx, "database") || can(ctx, "workflows");
}

function summaryOf(o: OrderRow, lineCount: number): OrderSummary {
  return {
    id: o.id,
    number: o.number,
    status: o.status as OrderStatus,
    paymentMethod: o.paymentMethod as PaymentMethod,
    paymentStatus: o.paymentStatus as PaymentStatus,
    fulfilment: o.fulfilment as Fulfilment,
    currency: o.currency,
    totalMinor: o.totalMinor,
    lineCount,
    createdAt: o.createdAt.toISOString(),
  };
}

/** The signed-in user's orders, newest first (none for a visitor). */
export async function listMyOrders(ctx: ServiceContext): Promise<OrderSummary[]> {
  if (!ctx.principal) return [];
  const rows = await listOrdersOfUser(scoped(ctx), ctx.principal.id);
  return rows.map((r) => summaryOf(r.order, Number(r.lineCount)));
}

async function detailOf(ctx: ServiceContext, order: OrderRow): Promise<OrderDetail> {
  const scope = scoped(ctx);
  const [lines, parties] = [await listLinesOfOrder(scope, order.id), await findOrderParties(scope, order)];
  return {
    ...summaryOf(order, lines.length),
    netMinor: order.netMinor,
    vatMinor: order.vatMinor,
    vatByRate: cartTotals(lines).vatByRate,
    lines: lines.map((l) => ({
      position: l.position,
      kind: l.kind,
      name: l.name,
      brandName: l.brandName,
      variant: l.variant,
      image: imageFromSnapshot(l.image),
      quantity: l.quantity,
      unitPriceMinor: l.unitPriceMinor,
      vatRateBp: l.vatRateBp,
      totalMinor: l.totalMinor,
    })),
    customer: parties.client,
    location: parties.location
      ? {
          id: parties.location.id,
          name: parties.location.name,
          city: parties.location.city,
          street: parties.location.street,
          houseNumber: parties.location.houseNumber,
          zipCode: parties.location.zipCode,
          phone: parties.location.phone,
          email: parties.location.email,
        }
      : null,
    deliveryAddress: order.deliveryAddress ?? null,
    note: order.note,
    language: isLocale(order.language) ? order.language : ctx.project.defaultLanguage,
    paymentReference: order.number,
    invoicePath: `/api/account/orders/${encodeURIComponent(order.number)}/invoice.pdf`,
    jobId: order.jobId,
    workflowId: order.jobId === null ? null : parties.workflowId,
  };
}

/** An order the principal may read: their own, or any of the site's for staff. */
async function readableOrder(ctx: ServiceContext, number: string): Promise<OrderRow | null> {
  if (!ctx.principal || number.length > 40) return null;
  const order = await findOrderByNumber(scoped(ctx), number);
  if (!order) return null;
  if (order.userId === ctx.principal.id || isStaff(ctx)) return order;
  return null;
}

/** One order for its buyer (account/orders/{number}) or staff; anyone else: not found. */
export async function getOrderDetail(
  ctx: ServiceContext,
  number: string,
): Promise<Result<OrderDetail, OrderError>> {
  const order = await readableOrder(ctx, number);
  return order ? ok(await detailOf(ctx, order)) : err({ code: "not_found" });
}

/** The order as the user or anonymous visitor who placed it may read it; anyone else: null. */
async function placedOrder(ctx: ServiceContext, owner: CartOwner | null, number: string) {
  if (!owner || number.length > 40) return null;
  const order = await findOrderByNumber(scoped(ctx), number);
  const mine =
    order && (owner.kind === "user" ? order.userId === owner.userId : order.visitorId === owner.visitorId);
  return mine ? order : null;
}

/** The invoice path for whoever placed the order: a guest has no session, only the visitor cookie. */
export function placedInvoicePath(number: string): string {
  return `/api/orders/placed/${encodeURIComponent(number)}/invoice.pdf`;
}

/**
 * The order-complete page: only the user or anonymous visitor who placed the order sees it; its invoice
 * path is the one the visitor cookie opens.
 */
export async function getPlacedOrder(
  ctx: ServiceContext,
  owner: CartOwner | null,
  number: string,
): Promise<Result<OrderDetail, OrderError>> {
  const order = await placedOrder(ctx, owner, number);
  if (!order) return err({ code: "not_found" });
  return ok({ ...(await detailOf(ctx, order)), invoicePath: placedInvoicePath(order.number) });
}

/** The back office's order list: keyset pages newest first, status filter, search by number or client. */
export async function listProjectOrders(
  ctx: ServiceContext,
  params: OrderListParams,
): Promise<Result<ProjectOrderPage, OrderError>> {
  if (!isStaff(ctx)) return err({ code: "forbidden" });
  const shape = ["timestamp", "uuid"] as const;
  const after = decodeCursor(params.after, shape);
  const before = after ? null : decodeCursor(params.before, shape);
  const scope = scoped(ctx);
  const statuses = (params.status ?? []) as OrderStatus[];
  const rows = await listOrdersOfProject(scope, {
    statuses,
    words: params.words,
    limit: params.limit,
    after,
    before,
  });
  const page = keysetPage(
    rows.map((r) => ({
      ...summaryOf(r.order, Number(r.lineCount)),
      clientName: `${r.clientFirstName} ${r.clientLastName}`.trim(),
      clientCompany: r.clientCompany,
    })),
    {
      limit: params.limit,
      direction: before ? "before" : "after",
      fromCursor: Boolean(after ?? before),
      cursorOf: (row) => encodeCursor([row.createdAt, row.id]),
    },
  );
  const total = await countOrdersOfProject(scope, statuses);
  return ok({ ...page, total: Math.min(total, 1000), totalCapped: total > 1000 });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function staffOrder(ctx: ServiceContext, orderId: string): Promise<Result<OrderRow, OrderError>> {
  if (!isStaff(ctx)) return err({ code: "forbidden" });
  if (!UUID.test(orderId)) return err({ code: "not_found" });
  const order = await findOrderById(scoped(ctx), orderId);
  return order ? ok(order) : err({ code: "not_found" });
}

type OrderStatusChange = {
  from: readonly OrderRow["status"][];
  to: "confirmed" | "cancelled";
  /** Refused when the order is in none of `from`. */
  conflict: string;
  /** What the change does to the order's cars and items, in the same transaction. */
  apply: (scope: TenantScope, lines: Awaited<ReturnType<typeof listLinesOfOrder>>) => Promise<void>;
};

/** One employee action on an order: status, its effect on cars and stock, and the job's event, together. */
async function changeOrderStatus(
  ctx: ServiceContext,
  orderId: string,
  change: OrderStatusChange,
): Promise<Result<OrderSummary, OrderError>> {
  const found = await staffOrder(ctx, orderId);
  if (!found.ok) return found;
  return withTransaction(ctx, async (tx) => {
    const scope = scoped(tx);
    const at = tx.clock.now();
    if (!(await updateOrderStatus(scope, orderId, change.from, change.to, at))) {
      return err({ code: "conflict", message: change.conflict });
    }
    const lines = await listLinesOfOrder(scope, orderId);
    await change.apply(scope, lines);
    if (found.value.jobId) {
      await insertJobEvent(scope, {
        jobId: found.value.jobId,
        kind: "order",
        actorId: tx.principal?.id ?? null,
        data: { action: change.to, number: found.value.number, orderId },
        at,
      });
    }
    return ok(summaryOf({ ...found.value, status: change.to }, lines.length));
  });
}

const usedCarIds = (lines: Awaited<ReturnType<typeof listLinesOfOrder>>) =>
  lines.flatMap((l) => (l.kind === "used_car" && l.carId ? [l.carId] : []));

/**
 * An employee confirms a placed order: its used cars stay reserved (the 48-hour end is cleared, so the
 * release task leaves them), and the job records it.
 */
export function confirmOrder(
  ctx: ServiceContext,
  orderId: string,
): Promise<Result<OrderSummary, OrderError>> {
  return changeOrderStatus(ctx, orderId, {
    from: ["placed"],
    to: "confirmed",
    conflict: "commerce:errors.order_not_placed",
    apply: (scope, lines) => keepCarsReserved(scope, usedCarIds(lines)),
  });
}

/** An employee cancels an order: reserved cars become available and stock comes back, in one transaction. */
export function cancelOrder(ctx: ServiceContext, orderId: string): Promise<Result<OrderSummary, OrderError>> {
  return changeOrderStatus(ctx, orderId, {
    from: ["placed", "confirmed", "ready"],
    to: "cancelled",
    conflict: "commerce:errors.order_closed",
    apply: async (scope, lines) => {
      await releaseCars(scope, usedCarIds(lines));
      for (const l of lines)
        if (l.kind === "item" && l.itemId) await restoreStock(scope, l.itemId, l.quantity);
    },
  });
}

async function pdfOf(ctx: ServiceContext, order: OrderRow | null): Promise<Result<Uint8Array, OrderError>> {
  if (!order) return err({ code: "not_found" });
  const detail = await detailOf(ctx, order);
  return ok(await renderInvoicePdf(ctx.project, detail));
}

/** The invoice as a PDF in the order's language, made now from the order's stored (immutable) rows. */
export async function invoicePdf(
  ctx: ServiceContext,
  number: string,
): Promise<Result<Uint8Array, OrderError>> {
  return pdfOf(ctx, await readableOrder(ctx, number));
}

/** The same invoice for whoever placed the order (orderComplete), a guest by the visitor cookie included. */
export async function placedOrderInvoicePdf(
  ctx: ServiceContext,
  owner: CartOwner | null,
  number: string,
): Promise<Result<Uint8Array, OrderError>> {
  return pdfOf(ctx, await placedOrder(ctx, owner, number));
}
