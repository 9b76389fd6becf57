/**
 * Commerce on PGlite and PostgreSQL: carts priced by the server, checkout as one idempotent
 * transaction, the used car's reservation under concurrency (PostgreSQL only: PGlite is one connection),
 * stock that never goes below zero, the reservation release task, the merge at login, the mail outbox
 * failing without losing the order, and the JSON API with hostile input.
 */
import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dispatchOutbox } from "../../app/core/background/outbox.server";
import {
  addToCart,
  getCart,
  mergeCartAtLogin,
  removeCartLine,
} from "../../app/core/commerce/cart.service.server";
import type { CartOwner } from "../../app/core/commerce/cart-types";
import { checkoutInit, placeOrder } from "../../app/core/commerce/checkout.service.server";
import { releaseExpiredReservations } from "../../app/core/commerce/orders.repo.server";
import {
  cancelOrder,
  confirmOrder,
  getOrderDetail,
  getPlacedOrder,
  invoicePdf,
  listMyOrders,
  placedOrderInvoicePdf,
} from "../../app/core/commerce/orders.service.server";
import { listShopItems } from "../../app/core/commerce/shop.service.server";
import { translate } from "../../app/core/i18n/messages.server";
import type { SessionUser } from "../../app/core/identity/session-user";
import type { Project } from "../../app/core/tenancy/project";
import { resolveProject } from "../../app/core/tenancy/tenancy.service.server";
import type { Db } from "../../app/db/client.server";
import {
  cars,
  clients,
  documents,
  items,
  jobEvents,
  jobs,
  orderLines,
  orders,
  outbox,
  users,
} from "../../app/db/schema";
import { checkoutForm } from "../setup/checkout-form";
import {
  createTestDatabase,
  SESSION_DEFAULTS,
  serviceContextFor,
  type TestDatabase,
  testDrivers,
} from "../setup/test-db";
import { createTestApp, loginCookie, type TestRequest } from "../setup/test-server";

const CUSTOMER = "customer@autohaus-brandt.example";
const visitor = (): CartOwner => ({ kind: "visitor", visitorId: randomUUID() });

describe.each(testDrivers())("commerce on %s", (driver) => {
  let database: TestDatabase;
  let db: Db;
  let project: Project;
  let other: Project;
  let request: TestRequest;
  let staff: SessionUser;
  const carNumbers: number[] = [];

  /** The dealer confirms the order: its invoice is made then (decision 0049). */
  const confirmByNumber = async (number: string) => {
    const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.number, number));
    const done = await confirmOrder(ctx({ principal: staff }), row!.id);
    if (!done.ok) throw new Error(`not confirmed: ${JSON.stringify(done.error)}`);
  };
  const ctx = (options: { principal?: SessionUser | null; locale?: "de" | "en" | "pl" | "tr" } = {}) =>
    serviceContextFor(db, project, { locale: options.locale ?? "en", principal: options.principal ?? null });

  async function carOf(number: number) {
    const [row] = await db.select().from(cars).where(eq(cars.number, number));
    return row!;
  }
  async function itemBySku(sku: string) {
    const [row] = await db
      .select()
      .from(items)
      .where(and(eq(items.projectId, project.id), eq(items.sku, sku)));
    return row!;
  }
  /** A free car's number (each test takes its own). */
  const nextCar = () => {
    const n = carNumbers.shift();
    if (!n) throw new Error("out of demo cars");
    return n;
  };

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
      .limit(20);
    carNumbers.push(...rows.map((r) => r.number));
    const [manager] = await db
      .select()
      .from(users)
      .where(and(eq(users.projectId, project.id), sql`'manager' = any(${users.roles})`))
      .limit(1);
    staff = {
      id: manager!.id,
      email: manager!.email,
      roles: ["manager"],
      inHolding: false,
      projectId: project.id,
      companyId: project.companyId,
      firstName: "Mia",
      lastName: "Manager",
      ...SESSION_DEFAULTS,
    };
  });
  afterAll(() => database?.drop());

  it("prices a cart from the server's data, one line per used car, item quantities add up, dropdown shows six", async () => {
    const owner = visitor();
    const number = nextCar();
    const car = await carOf(number);
    expect((await addToCart(ctx(), owner, { kind: "used_car", carNumber: number })).ok).toBe(true);
    expect((await addToCart(ctx(), owner, { kind: "used_car", carNumber: number })).ok).toBe(true);
    const kit = await itemBySku("CARE-KIT-001");
    await addToCart(ctx(), owner, { kind: "item", itemId: kit.id, quantity: 2 });
    const added = await addToCart(ctx(), owner, { kind: "item", itemId: kit.id, quantity: 3, priceMinor: 1 });
    expect(added.ok).toBe(true);
    const cart = await getCart(ctx(), owner);
    expect(cart.lines.map((l) => [l.kind, l.quantity])).toEqual([
      ["used_car", 1],
      ["item", 5],
    ]);
    expect(cart.lines[0]!.unitPriceMinor).toBe(car.priceMinor);
    expect(cart.lines[1]!.unitPriceMinor).toBe(kit.priceMinor);
    expect(cart.totalMinor).toBe(car.priceMinor + 5 * kit.priceMinor);
    expect(cart.netMinor + cart.vatMinor).toBe(cart.totalMinor);
    expect(cart.hasUsedCar).toBe(true);
    // Another project's item is unknown here; an out-of-stock item cannot be added.
    const [foreign] = await db
      .insert(items)
      .values({
        projectId: other.id,
        sku: "OTHER-1",
        category: "care",
        name: { en: "Other" },
        priceMinor: 100,
        stock: 5,
      })
      .returning();
    expect(await addToCart(ctx(), owner, { kind: "item", itemId: foreign!.id, quantity: 1 })).toEqual({
      ok: false,
      error: { code: "not_found" },
    });
    const soldOut = await itemBySku("CARE-ICE-001");
    expect(await addToCart(ctx(), owner, { kind: "item", itemId: soldOut.id, quantity: 1 })).toEqual({
      ok: false,
      error: { code: "conflict", message: "commerce:errors.out_of_stock" },
    });
    expect(await getCart(ctx(), null)).toMatchObject({ lines: [], count: 0, totalMinor: 0 });
  });

  it("adds a configured new car priced like the configurator, and refuses an unknown option", async () => {
    const owner = visitor();
    const added = await addToCart(ctx(), owner, {
      kind: "new_car",
      brand: "bmw",
      model: "x5",
      gear: "automatic",
      fuel: "diesel",
      options: [],
      colour: null,
    });
    expect(added.ok).toBe(true);
    if (!added.ok) return;
    const line = added.value.lines[0]!;
    expect(line.kind).toBe("new_car");
    expect(line.brandName).toBe("BMW");
    expect(line.href).toBe("/buy-bmw/x5/automatic/diesel/equipment");
    const [{ price }] = (await db
      .execute(
        sql`select p.price_minor as price from model_powertrains p join car_models m on m.id = p.model_id join brands b on b.id = m.brand_id where b.slug = 'bmw' and m.slug = 'x5' and p.gear = 'automatic' and p.fuel = 'diesel'`,
      )
      .then((r) => (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows))) as [{ price: number }];
    expect(line.unitPriceMinor).toBeGreaterThanOrEqual(Number(price));
    const unknown = await addToCart(ctx(), owner, {
      kind: "new_car",
      brand: "bmw",
      model: "x5",
      gear: "automatic",
      fuel: "diesel",
      options: ["no_such_option"],
      colour: null,
    });
    expect(unknown).toEqual({ ok: false, error: { code: "not_found" } });
  });

  it("places an order in one transaction: lead, order, lines, reservation, stock, event and mail (no invoice yet)", async () => {
    const owner = visitor();
    const number = nextCar();
    const car = await carOf(number);
    const kit = await itemBySku("CARE-KIT-001");
    await addToCart(ctx(), owner, { kind: "used_car", carNumber: number });
    await addToCart(ctx(), owner, { kind: "item", itemId: kit.id, quantity: 2 });
    const init = await checkoutInit(ctx(), owner);
    expect(init.fulfilments).toEqual(["pickup"]);
    expect(init.paymentMethods).toEqual(["bank_transfer", "pay_at_pickup", "financing"]);
    expect(init.locations.map((l) => l.id)).toEqual([car.locationId]);
    // Delivery of a used car is refused with a field error, and nothing is stored.
    const refused = await placeOrder(
      ctx(),
      owner,
      checkoutForm({
        fulfilment: "delivery",
        deliveryAddress: { street: "A", houseNumber: "1", zipCode: "10115", city: "Berlin", country: "DE" },
      }),
    );
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.code).toBe("invalid");
    const form = checkoutForm({ locationId: car.locationId, paymentMethod: "financing" });
    const placed = await placeOrder(ctx({ locale: "pl" }), owner, form);
    expect(placed.ok).toBe(true);
    if (!placed.ok) return;
    expect(placed.value.number).toMatch(/^A-\d{4}-\d{6}$/);
    const [order] = await db.select().from(orders).where(eq(orders.id, placed.value.id));
    expect(order).toMatchObject({
      status: "placed",
      visitorId: owner.kind === "visitor" ? owner.visitorId : null,
      language: "pl",
    });
    expect(order!.totalMinor).toBe(car.priceMinor + 2 * kit.priceMinor);
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    expect(lines).toHaveLength(2);
    const reserved = await carOf(number);
    expect(reserved.status).toBe("reserved");
    // A guest holds the car provisionally until the order mail's link is used (abuse-limits.int.test.ts).
    expect(reserved.reservedUntil!.getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(reserved.reservedUntil!.getTime() - Date.now()).toBeLessThanOrEqual(30 * 60_000);
    expect((await itemBySku("CARE-KIT-001")).stock).toBe(kit.stock! - 2);
    const [job] = await db.select().from(jobs).where(eq(jobs.id, order!.jobId!));
    expect(job).toMatchObject({
      systemType: "PURCHASE",
      carId: car.id,
      vehicleValueMinor: order!.totalMinor,
    });
    const events = await db.select().from(jobEvents).where(eq(jobEvents.jobId, job!.id));
    expect(events.map((e) => (e.data as { action?: string }).action ?? e.kind).sort()).toEqual(
      ["created", "financing_requested", "placed"].sort(),
    );
    // The invoice is made when the dealer confirms the order, not at checkout (decision 0049).
    expect(await db.select().from(documents).where(eq(documents.number, placed.value.number))).toEqual([]);
    const mails = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, "mail"), eq(outbox.projectId, project.id)));
    const confirmation = mails.find((m) => (m.payload as { to: string }).to === form.customer.email);
    expect((confirmation!.payload as { subject: string }).subject).toContain(placed.value.number);
    expect((confirmation!.payload as { lang: string }).lang).toBe("pl");
    expect(await getCart(ctx(), owner)).toMatchObject({ lines: [] });
    // The order-complete page: only its placer.
    expect((await getPlacedOrder(ctx(), owner, placed.value.number)).ok).toBe(true);
    expect((await getPlacedOrder(ctx(), visitor(), placed.value.number)).ok).toBe(false);
    // No invoice before the dealer confirms the order: no link, the PDF is not found.
    const before = await getPlacedOrder(ctx(), owner, placed.value.number);
    expect(before.ok && before.value.invoicePath).toBe(null);
    expect(await placedOrderInvoicePdf(ctx(), owner, placed.value.number)).toEqual({
      ok: false,
      error: { code: "not_found", message: "commerce:errors.invoice_not_yet" },
    });
    await confirmByNumber(placed.value.number);
    // Then its invoice, without a session: the guest's link is the one the visitor cookie opens.
    const thanks = await getPlacedOrder(ctx(), owner, placed.value.number);
    expect(thanks.ok && thanks.value.invoicePath).toBe(
      `/api/orders/placed/${placed.value.number}/invoice.pdf`,
    );
    expect((await placedOrderInvoicePdf(ctx(), owner, placed.value.number)).ok).toBe(true);
    expect((await placedOrderInvoicePdf(ctx(), visitor(), placed.value.number)).ok).toBe(false);
    expect((await placedOrderInvoicePdf(ctx(), null, placed.value.number)).ok).toBe(false);
    // The invoice: a PDF with an embedded font (Polish and Turkish letters need it).
    const pdf = await invoicePdf(ctx({ principal: staff }), placed.value.number);
    expect(pdf.ok).toBe(true);
    if (pdf.ok) {
      const text = Buffer.from(pdf.value).toString("latin1");
      expect(text.startsWith("%PDF-")).toBe(true);
      expect(text).toContain("/FontFile2");
    }
    expect((await invoicePdf(ctx(), placed.value.number)).ok).toBe(false);
    // The detail names the job's workflow, so the order page links to the job page itself.
    const detail = await getOrderDetail(ctx({ principal: staff }), placed.value.number);
    expect(detail.ok && [detail.value.jobId, detail.value.workflowId]).toEqual([job!.id, job!.workflowId]);
  });

  it("prefills a signed-in customer's stored postal address; a guest and an item-only cart are not asked", async () => {
    const [customer] = await db
      .select()
      .from(users)
      .where(and(eq(users.projectId, project.id), eq(users.email, CUSTOMER)));
    const principal: SessionUser = {
      ...staff,
      id: customer!.id,
      email: CUSTOMER,
      roles: ["customer"],
      firstName: "Cem",
      lastName: "Kunde",
    };
    // The demo customer's client record gets an address, as the back office's client page stores it.
    await db
      .update(clients)
      .set({ street: "Lindenallee 12a", postalCode: "20095", city: "Hamburg", country: "de" })
      .where(and(eq(clients.projectId, project.id), eq(clients.email, CUSTOMER)));
    const owner: CartOwner = { kind: "user", userId: customer!.id };
    await addToCart(ctx({ principal }), owner, { kind: "used_car", carNumber: nextCar() });
    const init = await checkoutInit(ctx({ principal }), owner);
    expect(init.addressRequired).toBe(true);
    expect(init.user?.address).toEqual({
      street: "Lindenallee",
      houseNumber: "12a",
      zipCode: "20095",
      city: "Hamburg",
      country: "DE",
    });
    // The account's cart is left empty for the tests below.
    for (const line of init.cart.lines) await removeCartLine(ctx({ principal }), owner, line.id);
    expect((await getCart(ctx({ principal }), owner)).lines).toEqual([]);
    const guest = visitor();
    await addToCart(ctx(), guest, {
      kind: "item",
      itemId: (await itemBySku("CARE-KIT-001")).id,
      quantity: 1,
    });
    const items = await checkoutInit(ctx(), guest);
    expect([items.user, items.addressRequired]).toEqual([null, false]);
  });

  it("answers a retried submit with the first order, sequentially and concurrently", async () => {
    const owner = visitor();
    const kit = await itemBySku("MER-KEY-001");
    await addToCart(ctx(), owner, { kind: "item", itemId: kit.id, quantity: 1 });
    const form = checkoutForm({
      fulfilment: "delivery",
      deliveryAddress: {
        street: "Hauptstraße",
        houseNumber: "5",
        zipCode: "10115",
        city: "Berlin",
        country: "DE",
      },
    });
    const first = await placeOrder(ctx(), owner, form);
    const again = await placeOrder(ctx(), owner, form);
    expect(first.ok && again.ok).toBe(true);
    if (!first.ok || !again.ok) return;
    expect(again.value).toEqual({ ...first.value, replayed: true });
    // Someone else with the same key gets no order of theirs.
    expect((await placeOrder(ctx(), visitor(), form)).ok).toBe(false);

    const racer = visitor();
    await addToCart(ctx(), racer, { kind: "item", itemId: kit.id, quantity: 1 });
    const raced = checkoutForm({ locationId: (await checkoutInit(ctx(), racer)).locations[0]!.id });
    const results = await Promise.all([1, 2, 3].map(() => placeOrder(ctx(), racer, raced)));
    const ids = new Set(results.map((r) => (r.ok ? r.value.id : r.error.code)));
    expect(ids.size).toBe(1);
    const rows = await db.select().from(orders).where(eq(orders.idempotencyKey, raced.idempotencyKey));
    expect(rows).toHaveLength(1);
    expect((await itemBySku("MER-KEY-001")).stock).toBe(kit.stock! - 2);
  });

  it("keeps the order when the mail transport fails (the outbox retries later)", async () => {
    const owner = visitor();
    const kit = await itemBySku("CARE-WAX-001");
    await addToCart(ctx(), owner, { kind: "item", itemId: kit.id, quantity: 1 });
    const form = checkoutForm({ locationId: (await checkoutInit(ctx(), owner)).locations[0]!.id });
    const placed = await placeOrder(ctx(), owner, form);
    expect(placed.ok).toBe(true);
    const failing = {
      mail: async () => {
        throw new Error("SMTP down");
      },
    };
    await dispatchOutbox(db, failing, { logger: undefined });
    if (!placed.ok) return;
    const [order] = await db.select().from(orders).where(eq(orders.id, placed.value.id));
    expect(order?.number).toBe(placed.value.number);
    const pending = (await db.select().from(outbox).where(eq(outbox.kind, "mail"))).filter(
      (m) => (m.payload as { to: string }).to === form.customer.email,
    );
    expect(pending).toHaveLength(1);
    expect(pending[0]!.status).not.toBe("sent");
  });

  it("refuses an empty cart and a cart whose car was sold meanwhile, with translated messages saying so", async () => {
    const empty = await placeOrder(ctx(), visitor(), checkoutForm({ locationId: 1 }));
    expect(empty).toEqual({ ok: false, error: { code: "conflict", message: "commerce:errors.cart_empty" } });
    const owner = visitor();
    const number = nextCar();
    await addToCart(ctx(), owner, { kind: "used_car", carNumber: number });
    await db.update(cars).set({ status: "sold" }).where(eq(cars.number, number));
    const cart = await getCart(ctx(), owner);
    expect(cart.lines[0]!.problem).toBe("car_unavailable");
    const refused = await placeOrder(
      ctx(),
      owner,
      checkoutForm({ locationId: (await carOf(number)).locationId }),
    );
    // The buyer learns what happened to the car, as when a concurrent checkout takes it.
    expect(refused).toEqual({
      ok: false,
      error: { code: "conflict", message: "commerce:errors.car_just_sold" },
    });
    expect(translate("de", "commerce:errors.car_just_sold")).not.toBe("commerce:errors.car_just_sold");
  });

  it.runIf(driver === "postgres")("two concurrent checkouts of one used car: exactly one order", async () => {
    const number = nextCar();
    const car = await carOf(number);
    const a = visitor();
    const b = visitor();
    await addToCart(ctx(), a, { kind: "used_car", carNumber: number });
    await addToCart(ctx(), b, { kind: "used_car", carNumber: number });
    const results = await Promise.all(
      [a, b].map((owner) =>
        placeOrder(ctx({ locale: "de" }), owner, checkoutForm({ locationId: car.locationId })),
      ),
    );
    const outcome = results.map((r) =>
      r.ok
        ? `order ${r.value.number}`
        : `${r.error.code}: ${r.error.message} -> "${translate("de", r.error.message ?? "")}"`,
    );
    console.log(
      `[commerce, ${driver}] two concurrent checkouts of car ${number}:\n  ${outcome.join("\n  ")}`,
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const loser = results.find((r) => !r.ok);
    expect(loser).toEqual({
      ok: false,
      error: { code: "conflict", message: "commerce:errors.car_just_sold" },
    });
    const placed = await db.select().from(orderLines).where(eq(orderLines.carId, car.id));
    expect(placed).toHaveLength(1);
  });

  it.runIf(driver === "postgres")("stock never goes below zero under concurrent checkouts", async () => {
    const item = await itemBySku("ACC-ROOF-001");
    await db.update(items).set({ stock: 3 }).where(eq(items.id, item.id));
    const owners = Array.from({ length: 5 }, visitor);
    for (const owner of owners) await addToCart(ctx(), owner, { kind: "item", itemId: item.id, quantity: 1 });
    const location = (await checkoutInit(ctx(), owners[0]!)).locations[0]!.id;
    const results = await Promise.all(
      owners.map((o) => placeOrder(ctx(), o, checkoutForm({ locationId: location }))),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(3);
    expect((await itemBySku("ACC-ROOF-001")).stock).toBe(0);
  });

  it("releases an expired reservation and leaves a confirmed one; cancel gives car and stock back", async () => {
    const place = async () => {
      const owner = visitor();
      const number = nextCar();
      await addToCart(ctx(), owner, { kind: "used_car", carNumber: number });
      const placed = await placeOrder(
        ctx(),
        owner,
        checkoutForm({ locationId: (await carOf(number)).locationId }),
      );
      if (!placed.ok) throw new Error(JSON.stringify(placed.error));
      return { number, order: placed.value };
    };
    const expired = await place();
    const confirmed = await place();
    expect((await confirmOrder(ctx({ principal: staff }), confirmed.order.id)).ok).toBe(true);
    expect((await confirmOrder(ctx(), confirmed.order.id)).ok).toBe(false);
    await db
      .update(cars)
      .set({ reservedUntil: sql`now() - interval '1 minute'` })
      .where(eq(cars.number, expired.number));
    expect(await releaseExpiredReservations(db)).toBeGreaterThanOrEqual(1);
    expect(await carOf(expired.number)).toMatchObject({ status: "available", reservedUntil: null });
    expect(await carOf(confirmed.number)).toMatchObject({ status: "reserved", reservedUntil: null });
    const [{ jobId }] = (await db
      .select({ jobId: orders.jobId })
      .from(orders)
      .where(eq(orders.id, expired.order.id))) as [{ jobId: number }];
    const events = await db.select().from(jobEvents).where(eq(jobEvents.jobId, jobId));
    expect(events.some((e) => (e.data as { action?: string }).action === "reservation_expired")).toBe(true);

    const cancelled = await cancelOrder(ctx({ principal: staff }), confirmed.order.id);
    expect(cancelled.ok).toBe(true);
    expect(await carOf(confirmed.number)).toMatchObject({ status: "available" });
    expect((await cancelOrder(ctx({ principal: staff }), confirmed.order.id)).ok).toBe(false);
  });

  it("moves a visitor's cart into the user's at login: same item once with summed quantity, car once", async () => {
    const [customer] = await db.select().from(users).where(eq(users.email, CUSTOMER));
    const user: CartOwner = { kind: "user", userId: customer!.id };
    const anon = visitor();
    const number = nextCar();
    const kit = await itemBySku("ACC-MAT-001");
    await addToCart(ctx(), user, { kind: "item", itemId: kit.id, quantity: 2 });
    await addToCart(ctx(), user, { kind: "used_car", carNumber: number });
    await addToCart(ctx(), anon, { kind: "item", itemId: kit.id, quantity: 3 });
    await addToCart(ctx(), anon, { kind: "used_car", carNumber: number });
    const wax = await itemBySku("CARE-WAX-001");
    await addToCart(ctx(), anon, { kind: "item", itemId: wax.id, quantity: 1 });
    const visitorId = anon.kind === "visitor" ? anon.visitorId : "";
    await mergeCartAtLogin(ctx(), `autohaus_visitor=${visitorId}`, customer!.id);
    const merged = await getCart(ctx(), user);
    expect(merged.lines.map((l) => [l.kind, l.variant, l.quantity])).toEqual([
      ["item", "ACC-MAT-001", 5],
      ["used_car", merged.lines[1]!.variant, 1],
      ["item", "CARE-WAX-001", 1],
    ]);
    expect(await getCart(ctx(), anon)).toMatchObject({ lines: [] });
    for (const line of merged.lines) await removeCartLine(ctx(), user, line.id);
  });

  it("lets a guest's orders join the account at login: only orders without a user, only this site's", async () => {
    const [customer] = await db.select().from(users).where(eq(users.email, CUSTOMER));
    const guest = visitor();
    const visitorId = guest.kind === "visitor" ? guest.visitorId : "";
    const kit = await itemBySku("CARE-WAX-001");
    const placeAs = async (owner: CartOwner) => {
      await addToCart(ctx(), owner, { kind: "item", itemId: kit.id, quantity: 1 });
      const location = (await checkoutInit(ctx(), owner)).locations[0]!.id;
      const placed = await placeOrder(ctx(), owner, checkoutForm({ locationId: location }));
      if (!placed.ok) throw new Error(JSON.stringify(placed.error));
      return placed.value;
    };
    // An order of this browser already in an account (staff logged in here before) stays there.
    const earlier = await placeAs(guest);
    await db.update(orders).set({ userId: staff.id }).where(eq(orders.id, earlier.id));
    const mine = await placeAs(guest);
    const strangers = await placeAs(visitor());
    // The same visitor id on another site: that site's order is not this account's.
    const [row] = await db.select().from(orders).where(eq(orders.id, mine.id));
    const { id: _id, seq: _seq, ...copy } = row!;
    const [elsewhere] = await db
      .insert(orders)
      .values({ ...copy, projectId: other.id, number: `X-${Date.now()}`, idempotencyKey: randomUUID() })
      .returning({ id: orders.id });

    const user: SessionUser = { ...staff, id: customer!.id, roles: ["client"] };
    expect((await listMyOrders(ctx({ principal: user }))).map((o) => o.number)).not.toContain(mine.number);
    const merged = await mergeCartAtLogin(ctx(), `autohaus_visitor=${visitorId}`, customer!.id);
    expect(merged.adopted).toBe(1);
    const owners = await db
      .select({ id: orders.id, userId: orders.userId })
      .from(orders)
      .where(inArray(orders.id, [earlier.id, mine.id, strangers.id, elsewhere!.id]));
    expect(Object.fromEntries(owners.map((o) => [o.id, o.userId]))).toEqual({
      [earlier.id]: staff.id,
      [mine.id]: customer!.id,
      [strangers.id]: null,
      [elsewhere!.id]: null,
    });
    expect((await listMyOrders(ctx({ principal: user }))).map((o) => o.number)).toContain(mine.number);
    // The order-complete page and its invoice now open for the account, the cookie being gone.
    const asUser: CartOwner = { kind: "user", userId: customer!.id };
    expect((await getPlacedOrder(ctx(), asUser, mine.number)).ok).toBe(true);
    // Logging in again adopts nothing twice.
    expect((await mergeCartAtLogin(ctx(), `autohaus_visitor=${visitorId}`, customer!.id)).adopted).toBe(0);
  });

  it("lists the shop in the request's language, searches every word, counts categories", async () => {
    // 25 listed items: 24 plus one with two variants, which are not listed themselves.
    const all = await listShopItems(ctx({ locale: "de" }));
    expect(all.items.length).toBe(25);
    expect(all.categories.reduce((n, c) => n + c.count, 0)).toBe(25);
    const found = await listShopItems(ctx({ locale: "de" }), { q: "WINTER 18" });
    expect(found.items.map((i) => i.sku)).toEqual(["WHL-WIN-018"]);
    expect(found.items[0]!.name).toBe("Winterkompletträder 18 Zoll Alu");
    const services = await listShopItems(ctx(), { category: "service" });
    expect(services.items.every((i) => i.stock === null && i.inStock)).toBe(true);
  });

  describe("JSON API", () => {
    const json = (method: string, body: unknown, headers: Record<string, string> = {}) => ({
      method,
      headers: { "content-type": "application/json", origin: "http://localhost", ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });

    it("adds to the cart with a new visitor cookie, ignores prices, and answers hostile input without a 500", async () => {
      const kit = await itemBySku("CARE-KIT-001");
      const added = await request(
        "/api/cart/lines.json",
        json("POST", { kind: "item", itemId: kit.id, quantity: 1, unitPriceMinor: 1 }),
      );
      expect(added.status).toBe(200);
      const cookie = added.headers
        .getSetCookie()
        .find((c) => c.startsWith("autohaus_visitor="))!
        .split(";")[0]!;
      const body = (await added.json()) as { cart: { lines: { id: string; unitPriceMinor: number }[] } };
      expect(body.cart.lines[0]!.unitPriceMinor).toBe(kit.priceMinor);
      const lineId = body.cart.lines[0]!.id;
      const hostile: [string, RequestInit, number][] = [
        ["/api/cart/lines.json", json("POST", "{not json", { cookie }), 400],
        [
          "/api/cart/lines.json",
          json("POST", { kind: "item", itemId: "nope", quantity: 1 }, { cookie }),
          400,
        ],
        [
          "/api/cart/lines.json",
          json("POST", { kind: "item", itemId: kit.id, quantity: -5 }, { cookie }),
          400,
        ],
        [
          "/api/cart/lines.json",
          json("POST", { kind: "item", itemId: kit.id, quantity: 1e9 }, { cookie }),
          400,
        ],
        ["/api/cart/lines.json", json("POST", { kind: "used_car", carNumber: 999999999 }, { cookie }), 404],
        ["/api/cart/lines.json", json("POST", { kind: "spaceship" }, { cookie }), 400],
        [`/api/cart/lines/${lineId}.json`, json("PATCH", { quantity: 0 }, { cookie }), 400],
        [`/api/cart/lines/${lineId}.json`, json("PATCH", { quantity: 100 }, { cookie }), 400],
        [`/api/cart/lines/${lineId}.json`, json("PATCH", { quantity: 2 }), 404],
        [`/api/cart/lines/${lineId}.json`, json("DELETE", undefined), 404],
        ["/api/cart/lines/not-a-uuid.json", json("DELETE", undefined, { cookie }), 404],
        ["/api/checkout.json", json("POST", "[", { cookie }), 400],
        ["/api/checkout.json", json("POST", { idempotencyKey: "x" }, { cookie }), 400],
        ["/api/account/orders/A-2026-999999.json", json("GET", undefined), 401],
        [`/api/orders/${randomUUID()}/confirm.json`, json("POST", undefined), 401],
      ];
      for (const [path, init, status] of hostile) {
        const { body: b, ...rest } = init as RequestInit & { body?: string };
        const res = await request(
          path,
          b === undefined || init.method === "GET" || init.method === "DELETE" ? rest : init,
        );
        expect(`${init.method} ${path} ${res.status}`).toBe(`${init.method} ${path} ${status}`);
        const error = (await res.json()) as { error: { code: string; message: string } };
        expect(error.error.message.length).toBeGreaterThan(3);
      }
      const changed = await request(
        `/api/cart/lines/${lineId}.json`,
        json("PATCH", { quantity: 3 }, { cookie }),
      );
      expect(changed.status).toBe(200);
      const cart = (await (await request("/api/cart.json", { headers: { cookie } })).json()) as {
        cart: { count: number };
        summary: { count: number };
      };
      expect(cart.cart.count).toBe(3);
      expect(cart.summary.count).toBe(3);
    });

    it("a car's order needs the postal address: 400 with field errors without it or with a wrong postal code, stored and shown with it", async () => {
      const number = nextCar();
      const car = await carOf(number);
      const added = await request(
        "/api/cart/lines.json",
        json("POST", { kind: "used_car", carNumber: number }),
      );
      expect(added.ok).toBe(true);
      const cookie = added.headers
        .getSetCookie()
        .find((c) => c.startsWith("autohaus_visitor="))!
        .split(";")[0]!;
      const init = (await (
        await request("/api/checkout.json", { headers: { cookie, "accept-language": "de" } })
      ).json()) as {
        addressRequired: boolean;
        countries: string[];
        defaultCountry: string;
        locations: { id: number }[];
      };
      expect(init).toMatchObject({ addressRequired: true, defaultCountry: "DE" });
      expect(init.countries).toEqual(expect.arrayContaining(["DE", "AT", "PL", "TR"]));
      const post = (body: unknown) =>
        request("/api/checkout.json", json("POST", body, { cookie, "accept-language": "de" }));
      const base = { locationId: init.locations[0]!.id };
      const none = await post(checkoutForm({ ...base, deliveryAddress: null }));
      expect(none.status).toBe(400);
      expect(((await none.json()) as { error: { fields: Record<string, string[]> } }).error.fields).toEqual({
        deliveryAddress: [translate("de", "commerce:validation.address_required")],
      });
      const address = {
        street: "Am Markt",
        houseNumber: "3",
        zipCode: "00-950",
        city: "Warszawa",
        country: "PL",
      };
      const wrong = await post(
        checkoutForm({ ...base, deliveryAddress: { ...address, zipCode: "00950", city: "" } }),
      );
      expect(wrong.status).toBe(400);
      expect(((await wrong.json()) as { error: { fields: Record<string, string[]> } }).error.fields).toEqual({
        "deliveryAddress.city": [translate("de", "validation:required")],
        "deliveryAddress.zipCode": [translate("de", "commerce:validation.postal_code_pl")],
      });
      // Nothing was stored: the car is still free.
      expect((await carOf(number)).status).toBe("available");
      const form = checkoutForm({ ...base, deliveryAddress: address });
      const placed = await post(form);
      expect(placed.status).toBe(201);
      const { order } = (await placed.json()) as { order: { number: string } };
      const detail = await getOrderDetail(ctx({ principal: staff }), order.number);
      expect(detail.ok && detail.value.deliveryAddress).toEqual(address);
      const mails = await db.select().from(outbox).where(eq(outbox.kind, "mail"));
      const mail = mails
        .map((m) => m.payload as { to: string; text: string })
        .find((m) => m.to === form.customer.email);
      expect(mail?.text).toContain("Anschrift: Am Markt 3, 00-950 Warszawa, Polen");
      // The mail states the car's VAT rule in the words of the card and the car page.
      expect(mail?.text).toContain(
        translate("de", car.vatDeductible ? "common:vat.regular" : "common:vat.margin_scheme", {
          rate: "19\u00a0%",
        }),
      );
    });

    it("gives a guest the invoice of the order they placed by the visitor cookie; anyone else 404", async () => {
      const kit = await itemBySku("CARE-KIT-001");
      const added = await request(
        "/api/cart/lines.json",
        json("POST", { kind: "item", itemId: kit.id, quantity: 1 }),
      );
      const cookie = added.headers
        .getSetCookie()
        .find((c) => c.startsWith("autohaus_visitor="))!
        .split(";")[0]!;
      const init = (await (await request("/api/checkout.json", { headers: { cookie } })).json()) as {
        locations: { id: number }[];
      };
      const placed = await request(
        "/api/checkout.json",
        json("POST", checkoutForm({ locationId: init.locations[0]!.id }), { cookie }),
      );
      expect(placed.status).toBe(201);
      const { order } = (await placed.json()) as { order: { number: string } };
      const path = `/api/orders/placed/${order.number}/invoice.pdf`;
      // Before the dealer confirms the order there is no invoice: 404 with the reason.
      const early = await request(path, { headers: { cookie, "accept-language": "en" } });
      expect(early.status).toBe(404);
      expect(((await early.json()) as { error: { message: string } }).error.message).toBe(
        translate("en", "commerce:errors.invoice_not_yet"),
      );
      await confirmByNumber(order.number);
      const pdf = await request(path, { headers: { cookie } });
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get("content-type")).toBe("application/pdf");
      expect(
        Buffer.from(await pdf.arrayBuffer())
          .toString("latin1")
          .startsWith("%PDF-"),
      ).toBe(true);
      // The account endpoint still needs a session.
      expect(
        (await request(`/api/account/orders/${order.number}/invoice.pdf`, { headers: { cookie } })).status,
      ).toBe(401);
      const stranger = `autohaus_visitor=${randomUUID()}`;
      const customer = await loginCookie(request, CUSTOMER, { ip: "10.88.0.3" });
      for (const headers of [{}, { cookie: stranger }, { cookie: customer }] as Record<string, string>[]) {
        expect((await request(path, { headers })).status).toBe(404);
      }
      expect(
        (await request("/api/orders/placed/A-2026-999999/invoice.pdf", { headers: { cookie } })).status,
      ).toBe(404);
    });

    it("a guest who logs in in the same browser finds the order in the account", async () => {
      const kit = await itemBySku("CARE-KIT-001");
      const added = await request(
        "/api/cart/lines.json",
        json("POST", { kind: "item", itemId: kit.id, quantity: 1 }),
      );
      const cookie = added.headers
        .getSetCookie()
        .find((c) => c.startsWith("autohaus_visitor="))!
        .split(";")[0]!;
      const init = (await (await request("/api/checkout.json", { headers: { cookie } })).json()) as {
        locations: { id: number }[];
      };
      const placed = await request(
        "/api/checkout.json",
        json("POST", checkoutForm({ locationId: init.locations[0]!.id }), { cookie }),
      );
      const { order } = (await placed.json()) as { order: { number: string } };
      const login = await request(
        "/api/auth/login.json",
        json(
          "POST",
          { email: CUSTOMER, password: "autohaus-demo" },
          { cookie, "x-forwarded-for": "10.88.0.4" },
        ),
      );
      expect(login.status).toBe(200);
      const session = login.headers
        .getSetCookie()
        .find((c) => !c.startsWith("autohaus_visitor="))!
        .split(";")[0]!;
      const mine = (await (
        await request("/api/account/orders.json", { headers: { cookie: session } })
      ).json()) as { orders: { number: string }[] };
      expect(mine.orders.map((o) => o.number)).toContain(order.number);
      await confirmByNumber(order.number);
      const pdf = await request(`/api/account/orders/${order.number}/invoice.pdf`, {
        headers: { cookie: session },
      });
      expect(pdf.status).toBe(200);
    });

    it("places an order (201), a retry answers it (200), the buyer reads it and its invoice, others get 404", async () => {
      const customer = await loginCookie(request, CUSTOMER, { ip: "10.88.0.1" });
      const kit = await itemBySku("MER-MODEL-001");
      await request(
        "/api/cart/lines.json",
        json("POST", { kind: "item", itemId: kit.id, quantity: 1 }, { cookie: customer }),
      );
      const init = (await (
        await request("/api/checkout.json", { headers: { cookie: customer } })
      ).json()) as {
        user: { email: string };
        locations: { id: number }[];
        cart: { lines: unknown[] };
      };
      expect(init.user.email).toBe(CUSTOMER);
      expect(init.cart.lines).toHaveLength(1);
      const form = checkoutForm({
        locationId: init.locations[0]!.id,
        customer: { firstName: "Cem", lastName: "Kunde", email: CUSTOMER },
      });
      const first = await request("/api/checkout.json", json("POST", form, { cookie: customer }));
      expect(first.status).toBe(201);
      const { order } = (await first.json()) as { order: { id: string; number: string } };
      const retry = await request("/api/checkout.json", json("POST", form, { cookie: customer }));
      expect(retry.status).toBe(200);
      expect(((await retry.json()) as { order: { id: string } }).order.id).toBe(order.id);
      const mine = (await (
        await request("/api/account/orders.json", { headers: { cookie: customer } })
      ).json()) as {
        orders: { number: string }[];
      };
      expect(mine.orders.map((o) => o.number)).toContain(order.number);
      const detail = await request(`/api/account/orders/${order.number}.json`, {
        headers: { cookie: customer },
      });
      expect(detail.status).toBe(200);
      await confirmByNumber(order.number);
      const pdf = await request(`/api/account/orders/${order.number}/invoice.pdf`, {
        headers: { cookie: customer },
      });
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get("content-type")).toBe("application/pdf");
      const business = await loginCookie(request, "business@autohaus-brandt.example", {
        ip: "10.88.0.2",
      }).catch(() => null);
      if (business) {
        const foreign = await request(`/api/account/orders/${order.number}.json`, {
          headers: { cookie: business },
        });
        expect(foreign.status).toBe(404);
      }
      expect((await listMyOrders(ctx())).length).toBe(0);
    });
  });
});
