/**
 * Orders after checkout: the customer's list and detail (account/orders), the order-complete
 * page for whoever placed it, the back office's list with its filters and the status changes
 * (confirm, paid, ready, handed over, cancel; rules in order-transitions.ts), and the invoice PDF.
 * Staff are the database role group (orders are a database section), for the page and the
 * API alike; sales staff without it follow an order on its job, where every change is an event
 * (decision 0025). A customer sees only their own orders: anyone else's is not found, like a missing one.
 */

import { projectTimeZone } from "../../shared/date-time";
import { decodeCursor, encodeCursor, type KeysetPage, keysetPage } from "../../shared/lists/keyset-cursor";
import type { Locale } from "../../shared/locales";
import { isLocale } from "../../shared/locales";
import { err, ok, type Result } from "../../shared/result";
import { mayOpenJob } from "../access/visibility.server";
import { can, type ServiceContext, withTransaction } from "../context/service-context.server";
import { scoped } from "../context/tenant-scope.server";
import { changeCarStates } from "../inventory/car-changes.server";
import { insertJobEvent } from "../leads/jobs.repo.server";
import { addDays, zonedTimeToUtc } from "../locations/zoned-time";
import { readMailLink } from "../mail/mail-links.server";
import {
  type CustomerNotificationKind,
  queueCustomerNotification,
} from "../notifications/customer-notifications.server";
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
import { issueOrderViewLink } from "./order-links.server";
import { orderStatusMail } from "./order-mails.server";
import { imageFromSnapshot } from "./order-snapshot";
import { type OrderAction, refusalOf, TRANSITIONS } from "./order-transitions";
import {
  countOrdersOfProject,
  findOrderById,
  findOrderByNumber,
  findOrderJob,
  findOrderParties,
  hasInvoiceDocument,
  insertInvoiceDocument,
  keepCarsReserved,
  listLinesOfOrder,
  listOrdersOfProject,
  listOrdersOfUser,
  type OrderCriteria,
  type OrderRow,
  releaseCars,
  restoreStock,
  updateOrderState,
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
   * placed the order (the visitor cookie or the session). Null until the dealer confirms the order: the
   * invoice is made then (decision 0049).
   */
  invoicePath: string | null;
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

/** Back-office staff of orders: the database role group (page and API agree, decision 0025). */
export function isOrderStaff(ctx: ServiceContext): boolean {
  return can(ctx, "database");
}
const isStaff = isOrderStaff;

/**
 * Whether the principal may work this order (its status changes, its documents): the database staff,
 * or whoever may work the order's job by the visibility policy (decision 0047): sales follow the
 * purchase on its job and confirm, cancel or hand it over there.
 */
export async function mayWorkOrder(ctx: ServiceContext, order: Pick<OrderRow, "jobId">): Promise<boolean> {
  if (isStaff(ctx)) return true;
  if (!ctx.principal || order.jobId === null) return false;
  const job = await findOrderJob(scoped(ctx), order.jobId);
  return job !== null && (await mayOpenJob(ctx, job));
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
  const [lines, parties, invoiced] = [
    await listLinesOfOrder(scope, order.id),
    await findOrderParties(scope, order),
    await hasInvoiceDocument(scope, order.id),
  ];
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
    invoicePath: invoiced ? `/api/account/orders/${encodeURIComponent(order.number)}/invoice.pdf` : null,
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

/**
 * The order as the user or anonymous visitor who placed it may read it, or whoever holds the token of
 * its mail's link (the buyer reading the mail in another browser); anyone else: null.
 */
async function placedOrder(
  ctx: ServiceContext,
  owner: CartOwner | null,
  number: string,
  token?: string | null,
) {
  if ((!owner && !token) || number.length > 40) return null;
  const order = await findOrderByNumber(scoped(ctx), number);
  if (!order) return null;
  const mine =
    owner && (owner.kind === "user" ? order.userId === owner.userId : order.visitorId === owner.visitorId);
  if (mine) return order;
  return token && (await orderOfMailLink(ctx, token)) === order.id ? order : null;
}

/** The order id a valid order mail link names, else null (unknown, expired, another site's). */
async function orderOfMailLink(ctx: ServiceContext, token: string): Promise<string | null> {
  const link = await readMailLink(scoped(ctx), "order_view", token, ctx.clock.now());
  const id = link.ok ? link.value.data.orderId : null;
  return typeof id === "string" ? id : null;
}

/** The invoice path for whoever placed the order: a guest has no session, only the visitor cookie. */
export function placedInvoicePath(number: string, token?: string | null): string {
  const path = `/api/orders/placed/${encodeURIComponent(number)}/invoice.pdf`;
  return token ? `${path}?token=${encodeURIComponent(token)}` : path;
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
  const detail = await detailOf(ctx, order);
  return ok({ ...detail, invoicePath: detail.invoicePath ? placedInvoicePath(order.number) : null });
}

/** The order an order mail's link opens (read-only, for whoever got the mail); its invoice by the same token. */
export async function getOrderByMailLink(
  ctx: ServiceContext,
  token: string,
): Promise<Result<OrderDetail, OrderError>> {
  const id = await orderOfMailLink(ctx, token);
  const order = id ? await findOrderById(scoped(ctx), id) : null;
  if (!order) return err({ code: "not_found" });
  const detail = await detailOf(ctx, order);
  return ok({ ...detail, invoicePath: detail.invoicePath ? placedInvoicePath(order.number, token) : null });
}

/** The list's filters as the repository's criteria: calendar days in the site's time zone (`projectTimeZone`). */
export function orderCriteria(params: OrderListParams, timeZone: string): OrderCriteria {
  const dayStart = (day: string) => zonedTimeToUtc(day, "00:00", timeZone);
  return {
    statuses: params.status,
    paymentStatuses: params.paymentStatus,
    paymentMethods: params.paymentMethod,
    fulfilments: params.fulfilment,
    locationIds: params.location.map(Number),
    createdFrom: params.dateFrom ? dayStart(params.dateFrom) : undefined,
    createdTo: params.dateTo ? dayStart(addDays(params.dateTo, 1)) : undefined,
    words: params.words,
  };
}

/** The back office's order list: keyset pages newest first, the filters of the URL, search by words. */
export async function listProjectOrders(
  ctx: ServiceContext,
  params: OrderListParams,
): Promise<Result<ProjectOrderPage, OrderError>> {
  if (!isStaff(ctx)) return err({ code: "forbidden" });
  const shape = ["timestamp", "uuid"] as const;
  const after = decodeCursor(params.after, shape);
  const before = after ? null : decodeCursor(params.before, shape);
  const scope = scoped(ctx);
  const criteria = orderCriteria(params, projectTimeZone(ctx.project));
  const rows = await listOrdersOfProject(scope, { ...criteria, limit: params.limit, after, before });
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
  const total = await countOrdersOfProject(scope, criteria);
  return ok({ ...page, total: Math.min(total, 1000), totalCapped: total > 1000 });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An order the principal may work: staff, or whoever may work its job; anyone else is refused. */
async function workableOrder(ctx: ServiceContext, orderId: string): Promise<Result<OrderRow, OrderError>> {
  if (!ctx.principal) return err({ code: "forbidden" });
  if (!UUID.test(orderId)) return err({ code: isStaff(ctx) ? "not_found" : "forbidden" });
  const order = await findOrderById(scoped(ctx), orderId);
  if (!order) return err({ code: isStaff(ctx) ? "not_found" : "forbidden" });
  return (await mayWorkOrder(ctx, order)) ? ok(order) : err({ code: "forbidden" });
}

const usedCarIds = (lines: Awaited<ReturnType<typeof listLinesOfOrder>>) =>
  lines.flatMap((l) => (l.kind === "used_car" && l.carId ? [l.carId] : []));

/** What each change does to the order's cars and items, in the order's transaction. */
async function effectsOf(
  tx: ServiceContext,
  action: OrderAction,
  lines: Awaited<ReturnType<typeof listLinesOfOrder>>,
) {
  const scope = scoped(tx);
  const carIds = usedCarIds(lines);
  if (action === "confirm") await keepCarsReserved(scope, carIds);
  if (action === "cancel") {
    await releaseCars(scope, carIds);
    for (const l of lines) if (l.kind === "item" && l.itemId) await restoreStock(scope, l.itemId, l.quantity);
  }
  if (action === "hand_over" && carIds.length > 0) {
    // The car's history shows the sale (car_status_history, source "checkout").
    const sold = await changeCarStates(tx, carIds, "sold", "checkout");
    if (!sold.ok) throw new Error(`cars of the order not sold: ${sold.error.code}`);
  }
}

/** Options of a status change: the site's origin for the link in the customer's mail. */
export type OrderChangeOptions = { origin?: string };

/**
 * One employee action on an order (order-transitions.ts): the status, its effect on cars and stock, the
 * job's event and the customer's mail (in the order's language, through the outbox), together in one
 * transaction. A change the order's state does not allow is a `conflict` with a translated message,
 * and changes nothing; of two concurrent identical changes exactly one happens.
 */
export async function changeOrder(
  ctx: ServiceContext,
  orderId: string,
  action: OrderAction,
  options: OrderChangeOptions = {},
): Promise<Result<OrderSummary, OrderError>> {
  const found = await workableOrder(ctx, orderId);
  if (!found.ok) return found;
  const rule = TRANSITIONS[action];
  return withTransaction(ctx, async (tx) => {
    const scope = scoped(tx);
    const at = tx.clock.now();
    const changed = await updateOrderState(
      scope,
      orderId,
      { statuses: rule.from, paymentStatuses: rule.paymentFrom },
      rule.to,
      at,
    );
    if (!changed) {
      const now = (await findOrderById(scope, orderId)) ?? found.value;
      const state = { status: now.status as OrderStatus, paymentStatus: now.paymentStatus as PaymentStatus };
      return err({
        code: "conflict",
        message: refusalOf(state, action) ?? "commerce:errors.order_closed",
      });
    }
    const lines = await listLinesOfOrder(scope, orderId);
    await effectsOf(tx, action, lines);
    // The invoice is made when the dealer confirms the order, not when it is placed.
    if (action === "confirm" && !(await hasInvoiceDocument(scope, orderId))) {
      await insertInvoiceDocument(scope, {
        jobId: changed.jobId,
        orderId,
        clientId: changed.clientId,
        number: changed.number,
        amountMinor: changed.totalMinor,
        currency: changed.currency,
        at,
      });
    }
    if (changed.jobId) {
      await insertJobEvent(scope, {
        jobId: changed.jobId,
        kind: "order",
        actorId: tx.principal?.id ?? null,
        data: { action: rule.event, number: changed.number, orderId },
        at,
      });
    }
    const parties = await findOrderParties(scope, changed);
    if (parties.client?.email) {
      const locale = isLocale(changed.language) ? changed.language : tx.project.defaultLanguage;
      const site = options.origin ?? `https://${tx.project.domains[0] ?? "localhost"}`;
      const prefix = locale === tx.project.defaultLanguage ? "" : `/${locale}`;
      // A guest has no account: the mail's link carries a token that opens this order in any browser.
      const path = changed.userId
        ? `/account/orders/${encodeURIComponent(changed.number)}`
        : `/orderComplete/${await issueOrderViewLink(
            scope,
            { id: changed.id, email: parties.client.email, jobId: changed.jobId },
            at,
          )}`;
      await tx.outbox.enqueue(
        "mail",
        orderStatusMail(tx.project, {
          event: rule.event,
          number: changed.number,
          locale,
          email: parties.client.email,
          name: `${parties.client.firstName} ${parties.client.lastName}`.trim(),
          fulfilment: changed.fulfilment as Fulfilment,
          paymentMethod: changed.paymentMethod as PaymentMethod,
          totalMinor: changed.totalMinor,
          currency: changed.currency,
          location: parties.location,
          link: `${site}${prefix}${path}`,
        }),
      );
    }
    // The customer's account hears of it too, in the same transaction (decision 0064); a guest has the mail.
    const told = CUSTOMER_TOLD[rule.event];
    if (told)
      await queueCustomerNotification(tx, changed.userId, {
        kind: told,
        key: `${told}:${changed.id}`,
        vars: { number: changed.number },
        href: `/account/orders/${encodeURIComponent(changed.number)}`,
      });
    return ok(summaryOf(changed, lines.length));
  });
}

/** The order events a signed-in customer gets a notification for. */
const CUSTOMER_TOLD: Partial<Record<string, CustomerNotificationKind>> = {
  confirmed: "order_confirmed",
  ready: "order_ready",
  cancelled: "order_cancelled",
};

/**
 * An employee confirms a placed order: its used cars stay reserved (the 48-hour end is cleared, so the
 * release task leaves them), the job records it and the customer is told.
 */
export function confirmOrder(ctx: ServiceContext, orderId: string, options?: OrderChangeOptions) {
  return changeOrder(ctx, orderId, "confirm", options);
}

/** An employee cancels an order: reserved cars become available and stock comes back, in one transaction. */
export function cancelOrder(ctx: ServiceContext, orderId: string, options?: OrderChangeOptions) {
  return changeOrder(ctx, orderId, "cancel", options);
}

/** The order's invoice PDF in the order's language, made now from its stored (immutable) rows. */
export async function renderOrderInvoice(ctx: ServiceContext, order: OrderRow): Promise<Uint8Array> {
  return renderInvoicePdf(ctx.project, await detailOf(ctx, order));
}

async function pdfOf(ctx: ServiceContext, order: OrderRow | null): Promise<Result<Uint8Array, OrderError>> {
  if (!order) return err({ code: "not_found" });
  // No invoice before the dealer confirms the order (decision 0049).
  if (!(await hasInvoiceDocument(scoped(ctx), order.id)))
    return err({ code: "not_found", message: "commerce:errors.invoice_not_yet" });
  return ok(await renderOrderInvoice(ctx, order));
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
  token?: string | null,
): Promise<Result<Uint8Array, OrderError>> {
  return pdfOf(ctx, await placedOrder(ctx, owner, number, token));
}
