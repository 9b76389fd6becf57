/**
 * A job that carries an order (decision 0049) on PGlite and
 * PostgreSQL: checkout makes no invoice, confirming makes exactly one; winning the job (its page's
 * "won", or a kanban move to the won status) confirms the placed order, mails the buyer and keeps the car
 * reserved; a salesperson who may work the job changes its order (service, job page and API), another
 * one may not; every document kind downloads through one path; the reservation's lapse notice reaches
 * the assignee once, in their language.
 */
import { randomUUID } from "node:crypto";
import { and, asc, eq, isNotNull, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addToCart } from "../../app/core/commerce/cart.service.server";
import type { CartOwner } from "../../app/core/commerce/cart-types";
import { placeOrder } from "../../app/core/commerce/checkout.service.server";
import { uploadOrderInvoice } from "../../app/core/commerce/documents.service.server";
import { jobOrderPanel } from "../../app/core/commerce/job-order.service.server";
import { changeOrder } from "../../app/core/commerce/orders.service.server";
import { notifyLapsingReservationsEverywhere } from "../../app/core/commerce/reservation-notices.server";
import { LAPSE_NOTICE_HOURS, RESERVATION_HOURS } from "../../app/core/commerce/reservation-rules";
import { translate } from "../../app/core/i18n/messages.server";
import { hashPassword } from "../../app/core/identity/password.server";
import type { SessionUser } from "../../app/core/identity/session-user";
import { applyJobAction } from "../../app/core/leads/jobs.service.server";
import { listWorkflowDefs } from "../../app/core/leads/workflows.service.server";
import type { Project } from "../../app/core/tenancy/project";
import { resolveProject } from "../../app/core/tenancy/tenancy.service.server";
import type { Db } from "../../app/db/client.server";
import { cars, documents, items, jobs, notifications, orders, outbox, users } from "../../app/db/schema";
import {
  createTestDatabase,
  SESSION_DEFAULTS,
  serviceContextFor,
  type TestDatabase,
  testDrivers,
} from "../setup/test-db";
import { createTestApp, hasBuild, loginCookie, type TestRequest } from "../setup/test-server";

const SALES = "sales@autohaus-brandt.example";
const OTHER_SALES = "sales-two@autohaus-brandt.example";
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const HOUR = 3_600_000;

describe.each(testDrivers())("a job that carries an order on %s", (driver) => {
  let database: TestDatabase;
  let db: Db;
  let project: Project;
  let request: TestRequest;
  let sales: SessionUser;
  let otherSales: SessionUser;
  let salesCookie: string;
  let otherCookie: string;
  const carNumbers: number[] = [];

  const ctx = (principal: SessionUser | null, now?: Date) =>
    serviceContextFor(db, project, { locale: "en", principal, now });

  async function sessionUser(email: string): Promise<SessionUser> {
    const [u] = await db.select().from(users).where(eq(users.email, email)).limit(1);
    return {
      id: u!.id,
      email: u!.email,
      roles: u!.roles as SessionUser["roles"],
      inHolding: false,
      projectId: u!.projectId,
      companyId: project.companyId,
      firstName: u!.firstName,
      lastName: u!.lastName,
      ...SESSION_DEFAULTS,
    };
  }

  /** A guest's order (German): one used car picked up at its location, and one care kit. */
  async function place() {
    const owner: CartOwner = { kind: "visitor", visitorId: randomUUID() };
    const guest = serviceContextFor(db, project, { locale: "de" });
    const carNumber = carNumbers.shift();
    if (!carNumber) throw new Error("out of demo cars");
    await addToCart(guest, owner, { kind: "used_car", carNumber });
    const [kit] = await db
      .select()
      .from(items)
      .where(and(eq(items.projectId, project.id), eq(items.sku, "CARE-KIT-001")));
    await addToCart(guest, owner, { kind: "item", itemId: kit!.id, quantity: 1 });
    const car = (await db.select().from(cars).where(eq(cars.number, carNumber)))[0]!;
    const email = `buyer-${randomUUID().slice(0, 8)}@example.com`;
    const placed = await placeOrder(guest, owner, {
      idempotencyKey: randomUUID(),
      customer: { firstName: "Jonas", lastName: "Weber", email },
      // Buying a car asks for the postal address.
      deliveryAddress: {
        street: "Hauptstraße",
        houseNumber: "5",
        zipCode: "10115",
        city: "Berlin",
        country: "DE",
      },
      fulfilment: "pickup",
      locationId: car.locationId!,
      paymentMethod: "bank_transfer",
      acceptTerms: true,
      acceptCancellationPolicy: true,
    });
    if (!placed.ok) throw new Error(`order not placed: ${JSON.stringify(placed.error)}`);
    const [order] = await db.select().from(orders).where(eq(orders.id, placed.value.id));
    return { order: order!, email, car };
  }

  const orderRow = async (id: string) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const invoicesOf = async (orderId: string) =>
    (await db.select().from(documents).where(eq(documents.orderId, orderId))).filter(
      (d) => d.docType === "invoice" && d.direction === "outgoing",
    );
  const mailsTo = async (email: string) =>
    (await db.select().from(outbox).where(eq(outbox.kind, "mail")))
      .map((m) => m.payload as { to: string; subject: string; text: string })
      .filter((m) => m.to === email);
  const assign = (jobId: number, userId: string | null) =>
    db.update(jobs).set({ assigneeId: userId }).where(eq(jobs.id, jobId));

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    db = database.handle.db;
    project = (await resolveProject(db, "localhost"))!;
    request = await createTestApp(db, { authThrottle: false });
    await db.insert(users).values({
      projectId: project.id,
      companyId: project.companyId,
      email: OTHER_SALES,
      passwordHash: await hashPassword("autohaus-demo"),
      roles: ["sales"],
      firstName: "Tilo",
      lastName: "Zweiter",
    });
    const rows = await db
      .select({ number: cars.number })
      .from(cars)
      .where(
        and(
          eq(cars.projectId, project.id),
          eq(cars.status, "available"),
          isNotNull(cars.publishedAt),
          isNotNull(cars.locationId),
        ),
      )
      .orderBy(asc(cars.number))
      .limit(10);
    carNumbers.push(...rows.map((r) => r.number));
    sales = await sessionUser(SALES);
    otherSales = await sessionUser(OTHER_SALES);
    salesCookie = await loginCookie(request, SALES, { ip: "10.52.0.1" });
    otherCookie = await loginCookie(request, OTHER_SALES, { ip: "10.52.0.2" });
  });
  afterAll(() => database?.drop());

  it("seeds demo orders in each state on purchase jobs, with the invoices of confirmed ones", async () => {
    const demo = await db
      .select()
      .from(orders)
      .where(and(eq(orders.projectId, project.id), like(orders.idempotencyKey, "demo-order-%")));
    expect(demo.map((o) => o.status).sort()).toEqual(["cancelled", "completed", "confirmed", "placed"]);
    for (const o of demo) {
      const [job] = await db.select().from(jobs).where(eq(jobs.id, o.jobId!));
      expect(job).toMatchObject({ systemType: "PURCHASE", clientId: o.clientId });
      const docs = await db.select().from(documents).where(eq(documents.orderId, o.id));
      const invoices = docs.filter((d) => d.direction === "outgoing");
      expect(invoices.length, o.status).toBe(["confirmed", "completed"].includes(o.status) ? 1 : 0);
    }
    const ingoing = await db
      .select()
      .from(documents)
      .where(and(eq(documents.projectId, project.id), eq(documents.direction, "ingoing")));
    expect(ingoing.filter((d) => d.fileKey?.startsWith("orders/demo-"))).toHaveLength(1);
  });

  it("makes the invoice when the order is confirmed, not when it is placed, and only once", async () => {
    const { order } = await place();
    expect(await invoicesOf(order.id)).toEqual([]);
    const cancelled = await place();
    expect((await changeOrder(ctx(sales), cancelled.order.id, "cancel")).ok).toBe(true);
    expect(await invoicesOf(cancelled.order.id)).toEqual([]);
    expect((await changeOrder(ctx(sales), order.id, "confirm")).ok).toBe(true);
    const [invoice, ...more] = await invoicesOf(order.id);
    expect(more).toEqual([]);
    expect(invoice).toMatchObject({
      number: order.number,
      amountMinor: order.totalMinor,
      jobId: order.jobId,
    });
    // Later changes make no second invoice.
    expect((await changeOrder(ctx(sales), order.id, "mark_paid")).ok).toBe(true);
    expect(await invoicesOf(order.id)).toHaveLength(1);
  });

  it("confirms the placed order when the job is won on its page, and when it is moved to won", async () => {
    const { order, email, car } = await place();
    expect((await orderRow(order.id)).status).toBe("placed");
    const won = await applyJobAction(ctx(sales), [order.jobId!], { type: "won", reason: null });
    expect(won.ok).toBe(true);
    expect((await orderRow(order.id)).status).toBe("confirmed");
    expect(await invoicesOf(order.id)).toHaveLength(1);
    // The buyer is told (German, the order's language), the car stays reserved without an end.
    expect((await mailsTo(email)).at(-1)!.subject).toBe(
      translate("de", "commerce:mail.status.confirmed.subject", { number: order.number, site: project.name }),
    );
    const held = (await db.select().from(cars).where(eq(cars.id, car.id)))[0]!;
    expect([held.status, held.reservedUntil]).toEqual(["reserved", null]);

    // The kanban: a move to the workflow's won status.
    const second = await place();
    const [job] = await db.select().from(jobs).where(eq(jobs.id, second.order.jobId!));
    const defs = await listWorkflowDefs(ctx(sales));
    const wonStatus = defs.find((w) => w.id === job!.workflowId)!.statuses.find((s) => s.outcome === "won")!;
    const moved = await applyJobAction(ctx(sales), [job!.id], { type: "status", statusId: wonStatus.id });
    expect(moved.ok).toBe(true);
    expect((await orderRow(second.order.id)).status).toBe("confirmed");

    // A cancelled order is not revived by winning its job.
    const third = await place();
    await changeOrder(ctx(sales), third.order.id, "cancel");
    await applyJobAction(ctx(sales), [third.order.jobId!], { type: "won", reason: null });
    expect((await orderRow(third.order.id)).status).toBe("cancelled");
  });

  it("lets the salesperson who may work the job change its order, and refuses another one", async () => {
    const { order } = await place();
    await assign(order.jobId!, sales.id);
    // The other salesperson may not open the job: no panel, no change (service and API), nothing changed.
    expect(await jobOrderPanel(ctx(otherSales), order.jobId!)).toBeNull();
    expect(await changeOrder(ctx(otherSales), order.id, "confirm")).toEqual({
      ok: false,
      error: { code: "forbidden" },
    });
    const refused = await request(`/api/orders/${order.id}/confirm.json`, {
      method: "POST",
      headers: { origin: "http://localhost", cookie: otherCookie },
    });
    expect(refused.status).toBe(403);
    expect((await orderRow(order.id)).status).toBe("placed");
    // The assignee sees the order on the job with the actions its state allows.
    const panel = await jobOrderPanel(ctx(sales), order.jobId!);
    expect(panel).toMatchObject({
      number: order.number,
      status: "placed",
      totalMinor: order.totalMinor,
      actions: ["confirm", "mark_paid", "cancel"],
      documents: [],
      reservation: { state: "held" },
    });
    const api = await request(`/api/orders/${order.id}/confirm.json`, {
      method: "POST",
      headers: { origin: "http://localhost", cookie: salesCookie },
    });
    expect(api.status).toBe(200);
    expect((await orderRow(order.id)).status).toBe("confirmed");
    expect(await jobOrderPanel(ctx(sales), order.jobId!)).toMatchObject({
      status: "confirmed",
      reservation: { state: "kept" },
      actions: ["mark_paid", "mark_ready", "cancel"],
    });
    if (hasBuild()) {
      // The job page: the panel, and its own form cancels the order.
      const page = `/en/account/jobs/${(await db.select().from(jobs).where(eq(jobs.id, order.jobId!)))[0]!.workflowId}/${order.jobId}`;
      const html = await (await request(page, { headers: { cookie: salesCookie } })).text();
      expect(html).toContain('data-testid="job-order"');
      expect(html).toContain(order.number);
      const other = await request(page, {
        method: "POST",
        headers: {
          origin: "http://localhost",
          cookie: otherCookie,
          "content-type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams({ intent: "order", orderAction: "cancel" }).toString(),
      });
      expect([403, 404]).toContain(other.status);
      expect((await orderRow(order.id)).status).toBe("confirmed");
      const cancel = await request(page, {
        method: "POST",
        headers: {
          origin: "http://localhost",
          cookie: salesCookie,
          "content-type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams({ intent: "order", orderAction: "cancel" }).toString(),
      });
      expect(cancel.status).toBe(200);
      expect((await orderRow(order.id)).status).toBe("cancelled");
    }
  });

  it("downloads every document kind through one path, for who may work the job only", async () => {
    const { order } = await place();
    await assign(order.jobId!, sales.id);
    expect((await changeOrder(ctx(sales), order.id, "confirm")).ok).toBe(true);
    const clerk = await sessionUser("database@autohaus-brandt.example");
    const uploaded = await uploadOrderInvoice(
      ctx(clerk),
      order.number,
      { number: "LIEF-1", amount: "99.00" },
      new File([PDF], "supplier.pdf", { type: "application/pdf" }),
    );
    if (!uploaded.ok) throw new Error(JSON.stringify(uploaded.error));
    const panel = await jobOrderPanel(ctx(sales), order.jobId!);
    const docs = panel!.documents;
    expect(docs.map((d) => d.direction).sort()).toEqual(["ingoing", "outgoing"]);
    for (const doc of docs) {
      expect(doc.downloadPath).toBe(`/api/orders/documents/${doc.id}/file`);
      const res = await request(doc.downloadPath!, { headers: { cookie: salesCookie } });
      expect(res.status, doc.direction).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/pdf");
      const body = Buffer.from(await res.arrayBuffer());
      expect(body.subarray(0, 5).toString()).toBe("%PDF-");
      if (doc.direction === "ingoing") expect(body.equals(PDF)).toBe(true);
      else expect(body.length).toBeGreaterThan(1000);
      const other = await request(doc.downloadPath!, { headers: { cookie: otherCookie } });
      expect(other.status).toBe(403);
    }
  });

  it("tells the assignee once, in their language, hours before the reservation lapses", async () => {
    const { order, car } = await place();
    await assign(order.jobId!, otherSales.id);
    await db.update(users).set({ language: "pl" }).where(eq(users.id, otherSales.id));
    // The buyer confirmed the mail's link: the full reservation, 48 hours from the order.
    const until = new Date(order.createdAt.getTime() + RESERVATION_HOURS * HOUR);
    await db.update(cars).set({ reservedUntil: until }).where(eq(cars.id, car.id));
    const lapseNotices = () =>
      db
        .select()
        .from(notifications)
        .where(like(notifications.key, `order-lapse:${order.id}`));
    const at = (hoursBefore: number) => new Date(until.getTime() - hoursBefore * HOUR);
    await notifyLapsingReservationsEverywhere(db, at(LAPSE_NOTICE_HOURS + 1));
    expect(await lapseNotices()).toEqual([]);
    await notifyLapsingReservationsEverywhere(db, at(LAPSE_NOTICE_HOURS - 1));
    const [notice, ...more] = await lapseNotices();
    expect(more).toEqual([]);
    expect(notice).toMatchObject({ userId: otherSales.id, type: "warning" });
    expect(notice!.content).toBe(
      translate("pl", "notifications:order_lapse.title", { number: order.number }),
    );
    expect(notice!.data.data).toMatchObject({ jobId: order.jobId });
    // Once: later runs tell nobody again.
    await notifyLapsingReservationsEverywhere(db, at(2));
    expect(await lapseNotices()).toHaveLength(1);
    // A confirmed order's car has no end: nothing to announce.
    const kept = await place();
    const keptUntil = new Date(kept.order.createdAt.getTime() + RESERVATION_HOURS * HOUR);
    await db.update(cars).set({ reservedUntil: keptUntil }).where(eq(cars.id, kept.car.id));
    await changeOrder(ctx(sales), kept.order.id, "confirm");
    await notifyLapsingReservationsEverywhere(db, new Date(keptUntil.getTime() - HOUR));
    expect(
      await db
        .select()
        .from(notifications)
        .where(sql`${notifications.key} = ${`order-lapse:${kept.order.id}`}`),
    ).toEqual([]);
  });
});
