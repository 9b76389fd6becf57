/** Drizzle queries of orders and order lines; tenant tables through the tenant scope. */
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  type SQL,
  sql,
} from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { cars, clients, documents, items, jobs, locations, orderLines, orders } from "../../db/schema";
import { scopeOf, type TenantScope } from "../context/tenant-scope.server";
import { insertJobEvent } from "../leads/jobs.repo.server";
import type { Fulfilment, OrderStatus, PaymentMethod, PaymentStatus } from "./commerce-enums";

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = Omit<typeof orders.$inferInsert, "projectId" | "id" | "seq">;
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, "projectId" | "id" | "orderId">;

export async function findOrderByKey(scope: TenantScope, key: string): Promise<OrderRow | null> {
  const [row] = await scope.db
    .select()
    .from(orders)
    .where(scope.where(orders, eq(orders.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}

export async function findOrderByNumber(scope: TenantScope, number: string): Promise<OrderRow | null> {
  const [row] = await scope.db
    .select()
    .from(orders)
    .where(scope.where(orders, eq(orders.number, number)))
    .limit(1);
  return row ?? null;
}

export async function findOrderById(scope: TenantScope, id: string): Promise<OrderRow | null> {
  const [row] = await scope.db
    .select()
    .from(orders)
    .where(scope.where(orders, eq(orders.id, id)))
    .limit(1);
  return row ?? null;
}

/** Inserts the order under a provisional number and answers its id and sequence value. */
export async function insertOrder(scope: TenantScope, values: NewOrder) {
  const [row] = await scope.db
    .insert(orders)
    .values(scope.stamp(values))
    .returning({ id: orders.id, seq: orders.seq });
  return row!;
}

export async function setOrderNumber(scope: TenantScope, id: string, number: string) {
  await scope.db
    .update(orders)
    .set({ number })
    .where(scope.where(orders, eq(orders.id, id)));
}

export async function insertOrderLines(scope: TenantScope, orderId: string, lines: readonly NewOrderLine[]) {
  if (lines.length === 0) return;
  await scope.db.insert(orderLines).values(lines.map((l) => scope.stamp({ ...l, orderId })));
}

export async function listLinesOfOrder(scope: TenantScope, orderId: string) {
  return scope.db
    .select()
    .from(orderLines)
    .where(scope.where(orderLines, eq(orderLines.orderId, orderId)))
    .orderBy(asc(orderLines.position));
}

/**
 * Reserves a published, available used car until `until` (the checkout's provisional or full hold,
 * commerce/reservation-rules.ts), atomically: of two checkouts of one car exactly one gets the row (the
 * other waits for its commit, re-checks the status and gets none).
 */
export async function reserveCar(scope: TenantScope, carId: string, until: Date): Promise<boolean> {
  const rows = await scope.db
    .update(cars)
    .set({ status: "reserved", reservedUntil: until, updatedAt: sql`now()` })
    .where(scope.where(cars, eq(cars.id, carId), eq(cars.status, "available"), isNotNull(cars.publishedAt)))
    .returning({ id: cars.id });
  return rows.length === 1;
}

/**
 * The online holds open at `now` of orders placed with `email` (the buyer's client row), with the
 * earliest end: cars still reserved with an end (an employee's confirmation clears it and ends the
 * online hold's count), of orders neither completed nor cancelled.
 */
export async function openHoldsOf(
  scope: TenantScope,
  email: string,
  now: Date,
): Promise<{ count: number; firstEnd: Date | null }> {
  const [row] = await scope.db
    .select({
      count: sql<number>`count(distinct ${cars.id})::int`,
      firstEnd: sql<string | null>`min(${cars.reservedUntil})`,
    })
    .from(orders)
    .innerJoin(clients, and(eq(clients.id, orders.clientId), scope.owns(clients)))
    .innerJoin(orderLines, and(eq(orderLines.orderId, orders.id), scope.owns(orderLines)))
    .innerJoin(cars, and(eq(cars.id, orderLines.carId), scope.owns(cars)))
    .where(
      scope.where(
        orders,
        eq(clients.email, email.trim().toLowerCase()),
        inArray(orders.status, ["placed", "confirmed", "ready"]),
        eq(cars.status, "reserved"),
        gt(cars.reservedUntil, now),
      ),
    );
  return { count: row?.count ?? 0, firstEnd: row?.firstEnd ? new Date(row.firstEnd) : null };
}

/**
 * Extends the provisional holds of an order's used cars to `until` (the buyer confirmed the order
 * mail's link): only cars this order still holds online at `now`. Answers how many were extended.
 */
export async function extendHolds(scope: TenantScope, orderId: string, until: Date, now: Date) {
  const held = scope.db
    .select({ id: orderLines.carId })
    .from(orderLines)
    .where(scope.where(orderLines, eq(orderLines.orderId, orderId), isNotNull(orderLines.carId)));
  const rows = await scope.db
    .update(cars)
    .set({ reservedUntil: until, updatedAt: sql`now()` })
    .where(
      scope.where(cars, inArray(cars.id, held), eq(cars.status, "reserved"), gt(cars.reservedUntil, now)),
    )
    .returning({ id: cars.id });
  return rows.length;
}

/** Takes `quantity` of a stocked item, never below 0; false when not enough is left. */
export async function takeStock(scope: TenantScope, itemId: string, quantity: number): Promise<boolean> {
  const rows = await scope.db
    .update(items)
    .set({ stock: sql`${items.stock} - ${quantity}`, updatedAt: sql`now()` })
    .where(scope.where(items, eq(items.id, itemId), isNotNull(items.stock), gte(items.stock, quantity)))
    .returning({ id: items.id });
  return rows.length === 1;
}

export async function restoreStock(scope: TenantScope, itemId: string, quantity: number) {
  await scope.db
    .update(items)
    .set({ stock: sql`${items.stock} + ${quantity}`, updatedAt: sql`now()` })
    .where(scope.where(items, eq(items.id, itemId), isNotNull(items.stock)));
}

/** Ends the online reservation of an order's cars (cancel): reserved cars become available again. */
export async function releaseCars(scope: TenantScope, carIds: readonly string[]) {
  if (carIds.length === 0) return;
  await scope.db
    .update(cars)
    .set({ status: "available", reservedUntil: null, updatedAt: sql`now()` })
    .where(scope.where(cars, inArray(cars.id, [...carIds]), eq(cars.status, "reserved")));
}

/** Keeps an order's cars reserved without an end (an employee confirmed the order). */
export async function keepCarsReserved(scope: TenantScope, carIds: readonly string[]) {
  if (carIds.length === 0) return;
  await scope.db
    .update(cars)
    .set({ reservedUntil: null, updatedAt: sql`now()` })
    .where(scope.where(cars, inArray(cars.id, [...carIds]), eq(cars.status, "reserved")));
}

/**
 * Changes an order's status and/or payment status only from the given states, in one conditional
 * UPDATE: of two employees clicking at once, exactly one gets the row (the other waits for the first
 * commit, re-checks the condition and gets none). Answers the changed row, or null.
 */
export async function updateOrderState(
  scope: TenantScope,
  id: string,
  from: { statuses: readonly OrderStatus[]; paymentStatuses?: readonly PaymentStatus[] },
  to: { status?: OrderStatus; paymentStatus?: PaymentStatus },
  at: Date,
): Promise<OrderRow | null> {
  const rows = await scope.db
    .update(orders)
    .set({ ...to, updatedAt: at })
    .where(
      scope.where(
        orders,
        eq(orders.id, id),
        inArray(orders.status, [...from.statuses]),
        from.paymentStatuses ? inArray(orders.paymentStatus, [...from.paymentStatuses]) : undefined,
      ),
    )
    .returning();
  return rows[0] ?? null;
}

/** The job an order belongs to, as the visibility policy reads it (null: none, or another project's). */
export async function findOrderJob(
  scope: TenantScope,
  jobId: number,
): Promise<{ id: number; assigneeId: string | null; workflowId: number } | null> {
  const [row] = await scope.db
    .select({ id: jobs.id, assigneeId: jobs.assigneeId, workflowId: jobs.workflowId })
    .from(jobs)
    .where(scope.where(jobs, eq(jobs.id, jobId)))
    .limit(1);
  return row ?? null;
}

/** The newest order a job carries (a checkout opens one job per order), or null. */
export async function findOrderOfJob(scope: TenantScope, jobId: number): Promise<OrderRow | null> {
  const [row] = await scope.db
    .select()
    .from(orders)
    .where(scope.where(orders, eq(orders.jobId, jobId)))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return row ?? null;
}

/** Whether the order has its outgoing invoice already (made when the dealer confirms it). */
export async function hasInvoiceDocument(scope: TenantScope, orderId: string): Promise<boolean> {
  const [row] = await scope.db
    .select({ id: documents.id })
    .from(documents)
    .where(
      scope.where(
        documents,
        eq(documents.orderId, orderId),
        eq(documents.docType, "invoice"),
        eq(documents.direction, "outgoing"),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The used cars of an order's lines with their reservation (the job's order panel). */
export async function carsOfOrder(scope: TenantScope, orderId: string) {
  return scope.db
    .select({ id: cars.id, status: cars.status, reservedUntil: cars.reservedUntil })
    .from(orderLines)
    .innerJoin(cars, and(eq(cars.id, orderLines.carId), scope.owns(cars)))
    .where(scope.where(orderLines, eq(orderLines.orderId, orderId)));
}

export async function insertInvoiceDocument(
  scope: TenantScope,
  doc: {
    jobId: number | null;
    orderId: string;
    clientId: string;
    number: string;
    amountMinor: number;
    currency: string;
    at: Date;
  },
) {
  await scope.db.insert(documents).values(
    scope.stamp({
      jobId: doc.jobId,
      orderId: doc.orderId,
      clientId: doc.clientId,
      docType: "invoice",
      direction: "outgoing" as const,
      number: doc.number,
      amountMinor: doc.amountMinor,
      currency: doc.currency,
      cdate: doc.at,
      mdate: doc.at,
    }),
  );
}

const lineCount = sql<number>`(select count(*)::int from ${orderLines} where ${orderLines.orderId} = ${orders.id})`;

/**
 * The orders an anonymous visitor placed as a guest join the account they log in to: only orders
 * without a user (one already in an account stays there). Answers how many joined.
 */
export async function adoptVisitorOrders(scope: TenantScope, visitorId: string, userId: string, at: Date) {
  const rows = await scope.db
    .update(orders)
    .set({ userId, updatedAt: at })
    .where(scope.where(orders, eq(orders.visitorId, visitorId), isNull(orders.userId)))
    .returning({ id: orders.id });
  return rows.length;
}

/** A signed-in user's orders, newest first (index orders_user_idx). */
export async function listOrdersOfUser(scope: TenantScope, userId: string, limit = 200) {
  return scope.db
    .select({ order: orders, lineCount })
    .from(orders)
    .where(scope.where(orders, eq(orders.userId, userId)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

/** The order's client, location (if any) and its job's workflow (if any) for the detail page and the invoice. */
export async function findOrderParties(
  scope: TenantScope,
  order: Pick<OrderRow, "clientId" | "locationId" | "jobId">,
) {
  const [client] = await scope.db
    .select({
      firstName: clients.firstName,
      lastName: clients.lastName,
      companyName: clients.companyName,
      email: clients.email,
      phone: clients.phone,
    })
    .from(clients)
    .where(scope.where(clients, eq(clients.id, order.clientId)))
    .limit(1);
  const [location] = order.locationId
    ? await scope.db
        .select({
          id: locations.id,
          name: locations.name,
          city: locations.city,
          street: locations.street,
          houseNumber: locations.houseNumber,
          zipCode: locations.zipCode,
          country: locations.country,
          phone: locations.phone,
          email: locations.email,
        })
        .from(locations)
        .where(scope.where(locations, eq(locations.id, order.locationId)))
        .limit(1)
    : [];
  const [job] = order.jobId
    ? await scope.db
        .select({ workflowId: jobs.workflowId })
        .from(jobs)
        .where(scope.where(jobs, eq(jobs.id, order.jobId)))
        .limit(1)
    : [];
  return { client: client ?? null, location: location ?? null, workflowId: job?.workflowId ?? null };
}

function escapeLike(word: string): string {
  return word.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** What the back office's order list filters by (each empty list or undefined: no filter). */
export type OrderCriteria = {
  statuses: readonly OrderStatus[];
  paymentStatuses: readonly PaymentStatus[];
  paymentMethods: readonly PaymentMethod[];
  fulfilments: readonly Fulfilment[];
  locationIds: readonly number[];
  /** Placed at or after (inclusive) / before (exclusive). */
  createdFrom?: Date;
  createdTo?: Date;
  words: readonly string[];
};

function orderConditions(c: OrderCriteria): (SQL | undefined)[] {
  const conditions: (SQL | undefined)[] = [];
  if (c.statuses.length > 0) conditions.push(inArray(orders.status, [...c.statuses]));
  if (c.paymentStatuses.length > 0) conditions.push(inArray(orders.paymentStatus, [...c.paymentStatuses]));
  if (c.paymentMethods.length > 0) conditions.push(inArray(orders.paymentMethod, [...c.paymentMethods]));
  if (c.fulfilments.length > 0) conditions.push(inArray(orders.fulfilment, [...c.fulfilments]));
  if (c.locationIds.length > 0) conditions.push(inArray(orders.locationId, [...c.locationIds]));
  if (c.createdFrom) conditions.push(gte(orders.createdAt, c.createdFrom));
  if (c.createdTo) conditions.push(lt(orders.createdAt, c.createdTo));
  for (const word of c.words) {
    conditions.push(
      sql`lower(${orders.number} || ' ' || ${clients.firstName} || ' ' || ${clients.lastName} || ' ' || coalesce(${clients.companyName}, '') || ' ' || coalesce(${clients.email}, '')) like ${`%${escapeLike(word)}%`}`,
    );
  }
  return conditions;
}

/** One keyset page of the project's orders, newest first, filtered (index orders_project_created_idx). */
export async function listOrdersOfProject(
  scope: TenantScope,
  params: OrderCriteria & {
    limit: number;
    after: [string, string] | null;
    before: [string, string] | null;
  },
) {
  const conditions = orderConditions(params);
  if (params.after) {
    conditions.push(
      sql`(${orders.createdAt}, ${orders.id}) < (${params.after[0]}::timestamptz, ${params.after[1]}::uuid)`,
    );
  } else if (params.before) {
    conditions.push(
      sql`(${orders.createdAt}, ${orders.id}) > (${params.before[0]}::timestamptz, ${params.before[1]}::uuid)`,
    );
  }
  const backwards = Boolean(!params.after && params.before);
  return scope.db
    .select({
      order: orders,
      lineCount,
      clientFirstName: clients.firstName,
      clientLastName: clients.lastName,
      clientCompany: clients.companyName,
    })
    .from(orders)
    .innerJoin(clients, and(eq(clients.id, orders.clientId), scope.owns(clients)))
    .where(scope.where(orders, ...conditions))
    .orderBy(
      ...(backwards ? [asc(orders.createdAt), asc(orders.id)] : [desc(orders.createdAt), desc(orders.id)]),
    )
    .limit(params.limit + 1);
}

/** How many orders match the same filters (for the list's heading), capped at `cap`. */
export async function countOrdersOfProject(scope: TenantScope, criteria: OrderCriteria, cap = 1000) {
  const inner = scope.db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(clients, and(eq(clients.id, orders.clientId), scope.owns(clients)))
    .where(scope.where(orders, ...orderConditions(criteria)))
    .limit(cap + 1)
    .as("capped");
  const [row] = await scope.db.select({ n: count() }).from(inner);
  return row?.n ?? 0;
}

/** A car the release task put back on sale, and the order that held it. */
export type ReleasedHold = { projectId: string; orderId: string; carId: string };

/**
 * Maintenance (a periodic task, core/background): online holds that ended by `now` (a provisional hold
 * the buyer did not confirm, or the 48 hours), in every project, become available again; each order's
 * job gets a "reservation expired" event. Confirmed orders cleared `reserved_until` and are not touched.
 * `tell` runs in the same transaction with the released holds (the scheduler's task tells the buyers:
 * release-notices.server.ts, decision 0069).
 */
export async function releaseExpiredReservations(
  db: Db,
  now: Date = new Date(),
  tell?: (tx: Db, released: ReleasedHold[], now: Date) => Promise<unknown>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const holds: ReleasedHold[] = [];
    const released = await tx
      .update(cars)
      .set({ status: "available", reservedUntil: null, updatedAt: sql`now()` })
      .where(and(eq(cars.status, "reserved"), isNotNull(cars.reservedUntil), lte(cars.reservedUntil, now)))
      .returning({ id: cars.id, projectId: cars.projectId });
    for (const car of released) {
      const scope = scopeOf(tx as unknown as Db, car.projectId);
      const [latest] = await scope.db
        .select({ jobId: orders.jobId, number: orders.number, orderId: orders.id })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(scope.where(orderLines, eq(orderLines.carId, car.id), scope.owns(orders)))
        .orderBy(desc(orders.createdAt))
        .limit(1);
      if (latest) holds.push({ projectId: car.projectId, orderId: latest.orderId, carId: car.id });
      if (latest?.jobId) {
        await insertJobEvent(scope, {
          jobId: latest.jobId,
          kind: "order",
          actorId: null,
          data: { action: "reservation_expired", number: latest.number, orderId: latest.orderId },
          at: now,
        });
      }
    }
    if (tell && holds.length > 0) await tell(tx as unknown as Db, holds, now);
    return released.length;
  });
}
