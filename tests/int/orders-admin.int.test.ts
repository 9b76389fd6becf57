/**
 * Orders in the back office on PGlite and PostgreSQL: every status change writes the status,
 * one job event and one mail to the customer in the order's language; a change the state does not allow
 * is a translated 409 and changes nothing; two concurrent "handed over" give one event (PostgreSQL: PGlite
 * is one connection); handing over sells the used car with a history row; cancel gives car and stock
 * back; the list's filters and keyset pages; the order documents (upload refuses a non-PDF, the spec's
 * document filter keys); another project's order is not found; hostile input never gives a 500.
 */
import { randomUUID } from "node:crypto";
import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addToCart } from "../../app/core/commerce/cart.service.server";
import type { CartOwner } from "../../app/core/commerce/cart-types";
import { placeOrder } from "../../app/core/commerce/checkout.service.server";
import {
  checkPdf,
  listDocuments,
  readOrderDocumentFile,
  setDocumentFlags,
  uploadOrderInvoice,
} from "../../app/core/commerce/documents.service.server";
import { documentList } from "../../app/core/commerce/documents-filters";
import { orderList } from "../../app/core/commerce/order-filters";
import { changeOrder, listProjectOrders } from "../../app/core/commerce/orders.service.server";
import { translate } from "../../app/core/i18n/messages.server";
import type { SessionUser } from "../../app/core/identity/session-user";
import { zonedParts, zonedTimeToUtc } from "../../app/core/locations/zoned-time";
import type { Project } from "../../app/core/tenancy/project";
import { resolveProject } from "../../app/core/tenancy/tenancy.service.server";
import type { Db } from "../../app/db/client.server";
import {
  carStatusHistory,
  cars,
  documents,
  items,
  jobEvents,
  jobs,
  orders,
  outbox,
  users,
} from "../../app/db/schema";
import { projectTimeZone } from "../../app/shared/date-time";
import {
  createTestDatabase,
  SESSION_DEFAULTS,
  serviceContextFor,
  type TestDatabase,
  testDrivers,
} from "../setup/test-db";
import { createTestApp, loginCookie, type TestRequest } from "../setup/test-server";

const CLERK = "database@autohaus-brandt.example";
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

describe.each(testDrivers())("orders in the back office on %s", (driver) => {
  let database: TestDatabase;
  let db: Db;
  let project: Project;
  let other: Project;
  let request: TestRequest;
  let clerk: SessionUser;
  let clerkCookie: string;
  const carNumbers: number[] = [];

  const ctx = (principal: SessionUser | null = clerk, p: Project = project) =>
    serviceContextFor(db, p, { locale: "en", principal });

  async function sessionUser(email: string): Promise<SessionUser> {
    const [u] = await db.select().from(users).where(eq(users.email, email)).limit(1);
    return {
      id: u!.id,
      email: u!.email,
      roles: u!.roles as SessionUser["roles"],
      inHolding: false,
      projectId: u!.projectId,
      companyId: project.companyId,
      firstName: "Daniel",
      lastName: "Krause",
      ...SESSION_DEFAULTS,
    };
  }

  /** A guest's order in Polish: one used car (pickup at its location) and two care kits. */
  async function place(options: { car?: boolean; locale?: "pl" | "tr" | "de" } = {}) {
    const owner: CartOwner = { kind: "visitor", visitorId: randomUUID() };
    const guest = serviceContextFor(db, project, { locale: options.locale ?? "pl" });
    let carNumber: number | null = null;
    if (options.car !== false) {
      carNumber = carNumbers.shift() ?? null;
      if (!carNumber) throw new Error("out of demo cars");
      await addToCart(guest, owner, { kind: "used_car", carNumber });
    }
    const [kit] = await db
      .select()
      .from(items)
      .where(and(eq(items.projectId, project.id), eq(items.sku, "CARE-KIT-001")));
    await addToCart(guest, owner, { kind: "item", itemId: kit!.id, quantity: 2 });
    const car = carNumber ? (await db.select().from(cars).where(eq(cars.number, carNumber)))[0]! : null;
    const locationId =
      car?.locationId ??
      (
        await db
          .execute(sql`select id from locations where project_id = ${project.id} order by id limit 1`)
          .then((r) => (Array.isArray(r) ? r : (r as { rows: { id: number }[] }).rows))
      )[0]!.id;
    const email = `buyer-${randomUUID().slice(0, 8)}@example.com`;
    const placed = await placeOrder(guest, owner, {
      idempotencyKey: randomUUID(),
      customer: { firstName: "Zofia", lastName: "Łukasik", email },
      fulfilment: "pickup",
      locationId,
      // A car bought needs the buyer's postal address (decision 0056).
      deliveryAddress: {
        street: "ul. Długa",
        houseNumber: "5",
        zipCode: "00-950",
        city: "Warszawa",
        country: "PL",
      },
      paymentMethod: "bank_transfer",
      acceptTerms: true,
      acceptCancellationPolicy: true,
    });
    if (!placed.ok) throw new Error(`order not placed: ${JSON.stringify(placed.error)}`);
    const [order] = await db.select().from(orders).where(eq(orders.id, placed.value.id));
    return { order: order!, email, car, kitId: kit!.id };
  }

  const orderRow = async (id: string) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const eventsOf = async (jobId: number) =>
    (await db.select().from(jobEvents).where(eq(jobEvents.jobId, jobId)))
      .filter((e) => e.kind === "order")
      .map((e) => (e.data as { action: string }).action);
  const mailsTo = async (email: string) =>
    (await db.select().from(outbox).where(eq(outbox.kind, "mail")))
      .map((m) => m.payload as { to: string; lang: string; subject: string; text: string })
      .filter((m) => m.to === email);

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    db = database.handle.db;
    project = (await resolveProject(db, "localhost"))!;
    other = (await resolveProject(db, "community.localhost"))!;
    request = await createTestApp(db, { authThrottle: false });
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
      .limit(12);
    carNumbers.push(...rows.map((r) => r.number));
    clerk = await sessionUser(CLERK);
    clerkCookie = await loginCookie(request, CLERK, { ip: "10.40.0.1" });
  });
  afterAll(() => database?.drop());

  it("confirms, marks paid, ready and hands over: status, one event and one Polish mail each; the car is sold", async () => {
    const { order, email, car } = await place();
    expect(await mailsTo(email)).toHaveLength(1); // the order confirmation of checkout
    const steps = [
      ["confirm", { status: "confirmed", paymentStatus: "pending" }, "confirmed"],
      ["mark_paid", { status: "confirmed", paymentStatus: "paid" }, "paid"],
      ["mark_ready", { status: "ready", paymentStatus: "paid" }, "ready"],
      ["hand_over", { status: "completed", paymentStatus: "paid" }, "handed_over"],
    ] as const;
    let mails = 1;
    for (const [action, state, event] of steps) {
      const done = await changeOrder(ctx(), order.id, action, { origin: "https://shop.example" });
      expect(done.ok, action).toBe(true);
      expect(await orderRow(order.id)).toMatchObject(state);
      const events = await eventsOf(order.jobId!);
      expect(events.filter((e) => e === event)).toHaveLength(1);
      const sent = await mailsTo(email);
      expect(sent).toHaveLength(++mails);
      const mail = sent.at(-1)!;
      expect(mail.lang).toBe("pl");
      const key = event === "ready" ? "ready_pickup" : event;
      expect(mail.subject).toBe(
        translate("pl", `commerce:mail.status.${key}.subject`, { number: order.number, site: project.name }),
      );
      // A guest's link carries a token that opens the order in any browser.
      expect(mail.text).toMatch(/https:\/\/shop\.example\/pl\/orderComplete\/[A-Za-z0-9_-]{20,64}\n/);
    }
    const sold = (await db.select().from(cars).where(eq(cars.id, car!.id)))[0]!;
    expect(sold.status).toBe("sold");
    const history = await db.select().from(carStatusHistory).where(eq(carStatusHistory.carId, car!.id));
    expect(history.map((h) => [h.fromState, h.toState, h.source])).toEqual([
      ["reserved", "sold", "checkout"],
    ]);
  });

  it("refuses a change the state does not allow with a translated 409 and changes nothing", async () => {
    const { order, email } = await place({ car: false });
    const before = {
      row: await orderRow(order.id),
      events: await eventsOf(order.jobId!),
      mails: await mailsTo(email),
    };
    const refused = await changeOrder(ctx(), order.id, "hand_over");
    expect(refused).toEqual({
      ok: false,
      error: { code: "conflict", message: "commerce:errors.order_not_ready" },
    });
    const res = await request(`/api/orders/${order.id}/mark-ready.json`, {
      method: "POST",
      headers: { origin: "http://localhost", cookie: clerkCookie, "accept-language": "de" },
    });
    expect(res.status).toBe(409);
    const body = (await res.json()) as { error: { message: string } };
    // In the caller's language (Accept-Language).
    expect(body.error.message).toBe(translate("de", "commerce:errors.order_not_confirmed"));
    expect(await orderRow(order.id)).toEqual(before.row);
    expect(await eventsOf(order.jobId!)).toEqual(before.events);
    expect(await mailsTo(email)).toHaveLength(before.mails.length);
    // The page answers the same refusal in the page's language, and the order stays as it was.
    const page = await request(`/de/account/orders/${order.number}`, {
      method: "POST",
      headers: {
        origin: "http://localhost",
        cookie: clerkCookie,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ intent: "hand_over" }).toString(),
    });
    if (page.status !== 404) {
      // (404 only without a server build, where the page routes do not exist.)
      expect(page.status).toBe(409);
      expect(await page.text()).toContain(translate("de", "commerce:errors.order_not_ready"));
    }
    expect(await orderRow(order.id)).toEqual(before.row);
  });

  it("cancels: the car is available again, the stock comes back, the customer is told", async () => {
    const { order, email, car, kitId } = await place();
    const stock = async () => (await db.select().from(items).where(eq(items.id, kitId)))[0]!.stock!;
    const taken = await stock();
    expect((await changeOrder(ctx(), order.id, "cancel")).ok).toBe(true);
    expect((await db.select().from(cars).where(eq(cars.id, car!.id)))[0]!.status).toBe("available");
    expect(await stock()).toBe(taken + 2);
    expect((await mailsTo(email)).at(-1)!.subject).toContain(order.number);
    expect(await eventsOf(order.jobId!)).toContain("cancelled");
    // Closed: nothing more happens to it.
    expect(await changeOrder(ctx(), order.id, "mark_paid")).toMatchObject({
      ok: false,
      error: { message: "commerce:errors.order_closed" },
    });
  });

  it.runIf(driver === "postgres")(
    "two concurrent hand-overs give one event, one mail and one sale",
    async () => {
      const { order, email, car } = await place();
      for (const a of ["confirm", "mark_paid", "mark_ready"] as const) await changeOrder(ctx(), order.id, a);
      const mails = (await mailsTo(email)).length;
      const [a, b] = await Promise.all([
        changeOrder(ctx(), order.id, "hand_over"),
        changeOrder(ctx(), order.id, "hand_over"),
      ]);
      expect([a.ok, b.ok].sort()).toEqual([false, true]);
      expect((await eventsOf(order.jobId!)).filter((e) => e === "handed_over")).toHaveLength(1);
      expect(await mailsTo(email)).toHaveLength(mails + 1);
      const history = await db.select().from(carStatusHistory).where(eq(carStatusHistory.carId, car!.id));
      expect(history.filter((h) => h.toState === "sold")).toHaveLength(1);
    },
  );

  it("filters the list by status, payment, handover, period and location, with correct keyset pages", async () => {
    const paid = await place({ car: false });
    await changeOrder(ctx(), paid.order.id, "mark_paid");
    const p = (query: string) => orderList.parse(new URLSearchParams(query));
    const list = async (query: string) => {
      const page = await listProjectOrders(ctx(), p(query));
      if (!page.ok) throw new Error("refused");
      return page.value;
    };
    const paidOnly = await list("paymentStatus=paid&limit=100");
    expect(paidOnly.rows.map((r) => r.id)).toContain(paid.order.id);
    expect(paidOnly.rows.every((r) => r.paymentStatus === "paid")).toBe(true);
    expect(paidOnly.total).toBe(paidOnly.rows.length);
    const all = await list("limit=100");
    expect(all.rows.length).toBeGreaterThanOrEqual(4);
    expect((await list("paymentMethod=financing")).rows).toEqual([]);
    expect((await list("fulfilment=delivery")).rows).toEqual([]);
    expect((await list("dateFrom=2000-01-01&dateTo=2000-01-02")).rows).toEqual([]);
    // Today's orders: the ones placed here, not the demo's older ones (seed/commerce/seed-orders.ts).
    const today = zonedParts(new Date(), projectTimeZone(project)).day;
    const start = zonedTimeToUtc(today, "00:00", projectTimeZone(project)).getTime();
    const placedToday = all.rows.filter((r) => Date.parse(r.createdAt) >= start);
    expect(placedToday.length).toBeGreaterThan(0);
    expect((await list(`dateFrom=${today}&limit=100`)).rows.map((r) => r.id)).toEqual(
      placedToday.map((r) => r.id),
    );
    expect((await list(`location=${paid.order.locationId}&limit=100`)).rows.map((r) => r.id)).toContain(
      paid.order.id,
    );
    expect((await list("location=999999")).rows).toEqual([]);
    expect((await list(`q=${paid.order.number.toLowerCase()}`)).rows.map((r) => r.id)).toEqual([
      paid.order.id,
    ]);
    // Pages of one: forward through all, then one back; no row twice, none lost.
    const seen: string[] = [];
    let page = await list("limit=1");
    seen.push(...page.rows.map((r) => r.id));
    while (page.nextCursor) {
      page = await list(`limit=1&after=${page.nextCursor}`);
      seen.push(...page.rows.map((r) => r.id));
    }
    expect(seen).toEqual(all.rows.map((r) => r.id));
    const back = await list(`limit=1&before=${page.prevCursor}`);
    expect(back.rows.map((r) => r.id)).toEqual([seen.at(-2)]);
  });

  it("keeps the order's documents: the outgoing invoice, an uploaded ingoing one; filters and pages", async () => {
    const { order } = await place({ car: false });
    // The outgoing invoice is made when the order is confirmed (decision 0049).
    expect(await db.select().from(documents).where(eq(documents.orderId, order.id))).toEqual([]);
    expect((await changeOrder(ctx(), order.id, "confirm")).ok).toBe(true);
    const [invoice] = await db.select().from(documents).where(eq(documents.orderId, order.id));
    expect(invoice).toMatchObject({ direction: "outgoing", docType: "invoice", number: order.number });
    // A non-PDF, a cut-off PDF and a bad amount are refused; nothing is stored.
    const png = new File([Buffer.from("\x89PNG\r\n\x1a\nxxxx")], "invoice.pdf", { type: "application/pdf" });
    const refused = await uploadOrderInvoice(ctx(), order.number, { number: "R-1", amount: "12,50" }, png);
    expect(refused).toMatchObject({
      ok: false,
      error: { code: "invalid", fields: { file: ["orders:documents.errors.file_type"] } },
    });
    const cut = new File([PDF.subarray(0, 20)], "x.pdf");
    expect((await checkPdf(cut)).ok).toBe(false);
    const bad = await uploadOrderInvoice(
      ctx(),
      order.number,
      { number: "", amount: "12.345" },
      new File([PDF], "x.pdf"),
    );
    expect(bad).toMatchObject({
      ok: false,
      error: { fields: { number: ["validation:required"], amount: ["orders:documents.errors.amount"] } },
    });
    // The amount is read in the page's language (decision 0054): a German "1.234,5" is fine on a German
    // page (only the number is missing), the same on this English page is not an amount.
    const german = serviceContextFor(db, project, { locale: "de", principal: clerk });
    const typedDe = await uploadOrderInvoice(
      german,
      order.number,
      { number: "", amount: "1.234,5" },
      new File([PDF], "x.pdf"),
    );
    expect(typedDe.ok || (typedDe.error.code === "invalid" && typedDe.error.fields)).toEqual({
      number: ["validation:required"],
    });
    const typedEn = await uploadOrderInvoice(
      ctx(),
      order.number,
      { number: "R-2", amount: "1.234,5" },
      new File([PDF], "x.pdf"),
    );
    expect(typedEn).toMatchObject({
      ok: false,
      error: { fields: { amount: ["orders:documents.errors.amount"] } },
    });
    expect(await db.select().from(documents).where(eq(documents.orderId, order.id))).toHaveLength(1);
    const saved = await uploadOrderInvoice(
      ctx(),
      order.number,
      { number: "SUP-77", amount: "1,234.5", currency: "eur" },
      new File([PDF], "supplier.pdf", { type: "application/pdf" }),
    );
    expect(saved.ok).toBe(true);
    if (!saved.ok) return;
    expect(saved.value).toMatchObject({ direction: "ingoing", amountMinor: 123450, currency: "EUR" });
    const file = await readOrderDocumentFile(ctx(), saved.value.id);
    expect(file.ok && file.value.data.equals(PDF)).toBe(true);
    expect(await eventsOf(order.jobId!)).toContain("invoice_added");
    // The list with the spec's keys.
    const docs = async (query: string) => {
      const page = await listDocuments(ctx(), documentList.parse(new URLSearchParams(query)));
      if (!page.ok) throw new Error("refused");
      return page.value;
    };
    // The demo's supplier invoice (seed/commerce/seed-orders.ts) and this one are the ingoing documents.
    const ingoing = (await docs("view=documents&docDirection=ingoing")).rows;
    expect(ingoing.map((r) => r.id)).toContain(saved.value.id);
    expect(ingoing.every((r) => r.direction === "ingoing")).toBe(true);
    expect((await docs("docDirection=outgoing")).rows.every((r) => r.direction === "outgoing")).toBe(true);
    expect((await docs("hasErrors=true")).rows).toEqual([]);
    expect((await setDocumentFlags(ctx(), saved.value.id, { hasErrors: true })).ok).toBe(true);
    expect((await docs("hasErrors=true")).rows.map((r) => r.id)).toEqual([saved.value.id]);
    expect((await docs("isActive=false")).rows).toEqual([]);
    await setDocumentFlags(ctx(), saved.value.id, { isActive: false });
    expect((await docs("isActive=false")).rows.map((r) => r.id)).toEqual([saved.value.id]);
    expect((await docs("currency=PLN")).rows).toEqual([]);
    expect((await docs("docType=offer")).rows).toEqual([]);
    expect((await docs("q=sup-77")).rows.map((r) => r.id)).toEqual([saved.value.id]);
    const all = (await docs("limit=100")).rows.map((r) => r.id);
    const seen: number[] = [];
    let page = await docs("limit=1");
    seen.push(...page.rows.map((r) => r.id));
    while (page.nextCursor) {
      page = await docs(`limit=1&after=${page.nextCursor}`);
      seen.push(...page.rows.map((r) => r.id));
    }
    expect(seen).toEqual(all);
    // The API answers the same list and the file; the file of an unknown document is not found.
    const api = await request("/api/orders/documents.json?docDirection=ingoing&isActive=false", {
      headers: { cookie: clerkCookie },
    });
    expect(api.status).toBe(200);
    expect(((await api.json()) as { rows: { id: number }[] }).rows.map((r) => r.id)).toEqual([
      saved.value.id,
    ]);
    const download = await request(`/api/orders/documents/${saved.value.id}/file`, {
      headers: { cookie: clerkCookie },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await download.arrayBuffer()).equals(PDF)).toBe(true);
    expect(
      (await request("/api/orders/documents/999999/file", { headers: { cookie: clerkCookie } })).status,
    ).toBe(404);
  });

  it("does not find another project's order or document, and refuses those outside the database group", async () => {
    const { order } = await place({ car: false });
    await changeOrder(ctx(), order.id, "confirm");
    // The job is the manager's: sales may not work it, so not its order either (decision 0049).
    const [manager] = await db.select().from(users).where(eq(users.email, "manager@autohaus-brandt.example"));
    await db.update(jobs).set({ assigneeId: manager!.id }).where(eq(jobs.id, order.jobId!));
    const [otherClerk] = await db
      .select()
      .from(users)
      .where(and(eq(users.projectId, other.id), sql`'admin' = any(${users.roles})`))
      .limit(1);
    const foreign = {
      ...clerk,
      id: otherClerk?.id ?? clerk.id,
      roles: ["admin"] as SessionUser["roles"],
      projectId: other.id,
    };
    expect(await changeOrder(ctx(foreign, other), order.id, "confirm")).toEqual({
      ok: false,
      error: { code: "not_found" },
    });
    const [doc] = await db.select().from(documents).where(eq(documents.orderId, order.id));
    expect((await readOrderDocumentFile(ctx(foreign, other), doc!.id)).ok).toBe(false);
    expect(await setDocumentFlags(ctx(foreign, other), doc!.id, { hasErrors: true })).toEqual({
      ok: false,
      error: { code: "not_found" },
    });
    expect(await uploadOrderInvoice(ctx(foreign, other), order.number, {}, null)).toEqual({
      ok: false,
      error: { code: "not_found" },
    });
    const sales = await sessionUser("sales@autohaus-brandt.example");
    expect(await changeOrder(ctx(sales), order.id, "cancel")).toEqual({
      ok: false,
      error: { code: "forbidden" },
    });
    expect((await orderRow(order.id)).status).toBe("confirmed");
  });

  it("answers hostile input without a 500", async () => {
    const { order } = await place({ car: false });
    const post = (path: string) =>
      request(path, { method: "POST", headers: { origin: "http://localhost", cookie: clerkCookie } });
    const get = (path: string) => request(path, { headers: { cookie: clerkCookie } });
    const cases: [Response | Promise<Response>, number][] = [
      [post(`/api/orders/${randomUUID()}/hand-over.json`), 404],
      [post("/api/orders/not-a-uuid/confirm.json"), 404],
      [post(`/api/orders/${order.id}/explode.json`), 404],
      [post(`/api/orders/${order.id.toUpperCase()}/confirm.json`), 200],
      [
        get(`/api/orders.json?status=nope&paymentStatus=${"x".repeat(5000)}&dateFrom=2026-13-45&location=-1`),
        200,
      ],
      [get(`/api/orders.json?after=${"A".repeat(600)}&limit=100000`), 200],
      [
        get(
          `/api/orders/documents.json?hasErrors=maybe&currency=${"E".repeat(300)}&docType=bogus&before=%00`,
        ),
        200,
      ],
      [get("/api/orders/documents/99999999999/file"), 404],
      [get("/api/orders/documents/abc/file"), 404],
    ];
    for (const [res, status] of cases) {
      const r = await res;
      expect(r.status).toBe(status);
      if (status >= 400) {
        const body = (await r.json()) as { error: { message: string } };
        expect(body.error.message.length).toBeGreaterThan(3);
      }
    }
    const huge = await uploadOrderInvoice(
      ctx(),
      order.number,
      { number: "N".repeat(10_000), amount: { evil: true }, currency: 42 },
      "not a file",
    );
    expect(huge).toMatchObject({ ok: false, error: { code: "invalid" } });
    if (!huge.ok && huge.error.code === "invalid") {
      expect(Object.keys(huge.error.fields).sort()).toEqual(["amount", "currency", "file", "number"]);
    }
  });
});
