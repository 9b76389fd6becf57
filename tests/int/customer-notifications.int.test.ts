/**
 * Notifications for signed-in customers (decision 0064) on PGlite and
 * PostgreSQL: their order confirmed, ready and cancelled, an offer on their trade-in, a workshop
 * appointment moved and due tomorrow, a rental confirmed each make exactly one notification for the
 * customer's account, in the customer's language, linked to the page that shows it; guests get none (the
 * mails only); a customer reads, clicks and streams only their own notifications.
 */
import { randomUUID } from "node:crypto";
import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dispatchOutbox } from "../../app/core/background/outbox.server";
import { addToCart } from "../../app/core/commerce/cart.service.server";
import type { CartOwner } from "../../app/core/commerce/cart-types";
import { placeOrder } from "../../app/core/commerce/checkout.service.server";
import { changeOrder } from "../../app/core/commerce/orders.service.server";
import { toSessionUser } from "../../app/core/identity/identity.service.server";
import type { SessionUser } from "../../app/core/identity/session-user";
import { createLead } from "../../app/core/leads/create-lead.service.server";
import { notificationHandler } from "../../app/core/notifications/job-notifications.server";
import { bookRentalCar, searchRentalCars } from "../../app/core/rental/rental.service.server";
import {
  bookService,
  moveAppointment,
  viewAppointment,
  viewServiceBooking,
} from "../../app/core/service-booking/service-booking.service.server";
import { sendServiceReminders } from "../../app/core/service-booking/service-reminders.server";
import type { Project } from "../../app/core/tenancy/project";
import { resolveProject } from "../../app/core/tenancy/tenancy.service.server";
import { inviteCustomer, viewInvitation } from "../../app/core/trade-in/invitations.service.server";
import { setTradeInOffer } from "../../app/core/trade-in/trade-in-edit.service.server";
import type { Db } from "../../app/db/client.server";
import * as schema from "../../app/db/schema";
import { sseReader } from "../setup/sse";
import { createTestDatabase, serviceContextFor, type TestDatabase, testDrivers } from "../setup/test-db";
import { createTestApp, loginCookie, type TestRequest } from "../setup/test-server";

const DEALER = "autohaus-brandt.example";
const ORIGIN = "https://autohaus-brandt.example";
const json = { "content-type": "application/json" };

type ListBody = {
  items: { id: string; key: string; content: string; href: string | null; data: { body: string } }[];
  unread: number;
};

describe.each(testDrivers())("customer notifications on %s", (driver) => {
  let database: TestDatabase;
  let db: Db;
  let project: Project;
  let request: TestRequest;
  let manager: SessionUser;
  let customer: SessionUser;
  let second: SessionUser;
  let customerCookie: string;
  let secondCookie: string;
  const carNumbers: number[] = [];
  const handlers = { notification: notificationHandler() };
  const deliver = () => dispatchOutbox(db, handlers);

  const userOf = async (email: string) => {
    const [row] = await db.select().from(schema.users).where(eq(schema.users.email, email));
    return toSessionUser(row!, project);
  };
  const rowsOf = (userId: string, prefix: string) =>
    db
      .select()
      .from(schema.notifications)
      .where(
        and(eq(schema.notifications.userId, userId), sql`${schema.notifications.key} like ${`${prefix}%`}`),
      );
  /** Every customer notification row (any user) whose key starts with `prefix`. */
  const anyRows = (prefix: string) =>
    db
      .select()
      .from(schema.notifications)
      .where(sql`${schema.notifications.key} like ${`${prefix}%`}`);

  /** An order of one used car, by the signed-in customer (`who`) or a guest (null). */
  async function place(who: SessionUser | null) {
    const owner: CartOwner = who
      ? { kind: "user", userId: who.id }
      : { kind: "visitor", visitorId: randomUUID() };
    const ctx = serviceContextFor(db, project, { locale: "de", principal: who });
    const carNumber = carNumbers.shift();
    if (!carNumber) throw new Error("out of demo cars");
    const added = await addToCart(ctx, owner, { kind: "used_car", carNumber });
    if (!added.ok) throw new Error(JSON.stringify(added.error));
    const [car] = await db.select().from(schema.cars).where(eq(schema.cars.number, carNumber));
    const placed = await placeOrder(ctx, owner, {
      idempotencyKey: randomUUID(),
      customer: {
        firstName: "Katarzyna",
        lastName: "Nowak",
        email: who?.email ?? `guest-${randomUUID().slice(0, 8)}@example.org`,
      },
      // Buying a car asks for the postal address.
      deliveryAddress: {
        street: "Hauptstraße",
        houseNumber: "5",
        zipCode: "10115",
        city: "Berlin",
        country: "DE",
      },
      fulfilment: "pickup",
      locationId: car!.locationId!,
      paymentMethod: "bank_transfer",
      acceptTerms: true,
      acceptCancellationPolicy: true,
    });
    if (!placed.ok) throw new Error(`order not placed: ${JSON.stringify(placed.error)}`);
    return placed.value;
  }

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    db = database.handle.db;
    project = (await resolveProject(db, "localhost"))!;
    request = await createTestApp(db, { authThrottle: false });
    // The customer reads Polish: their notifications are stored and pushed in Polish.
    await db
      .update(schema.users)
      .set({ language: "pl" })
      .where(eq(schema.users.email, `customer@${DEALER}`));
    manager = await userOf(`manager@${DEALER}`);
    customer = await userOf(`customer@${DEALER}`);
    // A second customer of the dealer (same password as the demo customer).
    const [demo] = await db.select().from(schema.users).where(eq(schema.users.id, customer.id));
    await db.insert(schema.users).values({
      projectId: project.id,
      companyId: demo!.companyId,
      email: `second-customer@${DEALER}`,
      passwordHash: demo!.passwordHash,
      roles: ["client"],
      firstName: "Zweite",
      lastName: "Kundin",
      language: "de",
      emailVerifiedAt: new Date(),
      termsAcceptedAt: demo!.termsAcceptedAt,
      termsVersion: demo!.termsVersion,
    });
    second = await userOf(`second-customer@${DEALER}`);
    customerCookie = await loginCookie(request, `customer@${DEALER}`, { ip: "10.61.0.1" });
    secondCookie = await loginCookie(request, `second-customer@${DEALER}`, { ip: "10.61.0.2" });
    const rows = await db
      .select({ number: schema.cars.number })
      .from(schema.cars)
      .where(
        and(
          eq(schema.cars.projectId, project.id),
          eq(schema.cars.status, "available"),
          isNotNull(schema.cars.publishedAt),
          isNotNull(schema.cars.locationId),
        ),
      )
      .orderBy(asc(schema.cars.number))
      .limit(6);
    carNumbers.push(...rows.map((r) => r.number));
    // Whatever the seed queued is delivered now: the tests count only their own.
    await deliver();
  }, 180_000);

  afterAll(async () => {
    await database?.drop();
  });

  it("the customer's order confirmed, ready and cancelled: one notification each, in Polish, linked to the order", async () => {
    const staff = serviceContextFor(db, project, { locale: "de", principal: manager });
    const first = await place(customer);
    expect((await changeOrder(staff, first.id, "confirm")).ok).toBe(true);
    expect((await changeOrder(staff, first.id, "mark_ready")).ok).toBe(true);
    const second = await place(customer);
    expect((await changeOrder(staff, second.id, "cancel")).ok).toBe(true);
    await deliver();
    // A repeated delivery of the same outbox rows writes nothing twice.
    await db.execute(sql`update outbox set status = 'pending' where kind = 'notification'`);
    await deliver();

    const confirmed = await rowsOf(customer.id, `order_confirmed:${first.id}`);
    expect(confirmed).toHaveLength(1);
    expect(confirmed[0]!.content).toBe(`Zamówienie ${first.number} potwierdzone`);
    expect(confirmed[0]!.type).toBe("success");
    expect(confirmed[0]!.data.data.href).toBe(`/account/orders/${first.number}`);
    const ready = await rowsOf(customer.id, `order_ready:${first.id}`);
    expect(ready.map((r) => r.content)).toEqual([`Zamówienie ${first.number} jest gotowe`]);
    const cancelled = await rowsOf(customer.id, `order_cancelled:${second.id}`);
    expect(cancelled.map((r) => r.content)).toEqual([`Zamówienie ${second.number} anulowane`]);
    expect(cancelled[0]!.type).toBe("warning");
    // Nobody else hears of the customer's orders this way.
    expect(await anyRows(`order_confirmed:${first.id}`)).toHaveLength(1);

    // The list reads in the page's language and links to the order.
    const list = await request("/api/notifications.json?lang=de", { headers: { cookie: customerCookie } });
    expect(list.status).toBe(200);
    const body = (await list.json()) as ListBody;
    const item = body.items.find((n) => n.key === `order_confirmed:${first.id}`);
    expect(item).toMatchObject({
      content: `Bestellung ${first.number} bestätigt`,
      href: `/account/orders/${first.number}`,
    });
    expect(body.unread).toBeGreaterThanOrEqual(3);
  });

  it("a customer who allowed browser notifications gets a push in Polish that opens the Polish order page", async () => {
    const [session] = await db
      .select({ id: schema.sessions.id })
      .from(schema.sessions)
      .where(eq(schema.sessions.userId, customer.id))
      .limit(1);
    await db.insert(schema.pushSubscriptions).values({
      projectId: project.id,
      userId: customer.id,
      sessionId: session!.id,
      endpoint: "https://fcm.googleapis.com/fcm/send/customer-notifications-test",
      p256dh: "x",
      auth: "y",
    });
    const staff = serviceContextFor(db, project, { locale: "de", principal: manager });
    const order = await place(customer);
    expect((await changeOrder(staff, order.id, "confirm")).ok).toBe(true);
    await deliver();
    const pushes = (await db.select().from(schema.outbox).where(eq(schema.outbox.kind, "push")))
      .map((r) => r.payload as { userId: string; title: string; data: Record<string, unknown> })
      .filter((p) => p.userId === customer.id);
    expect(pushes).toEqual([
      expect.objectContaining({
        title: `Zamówienie ${order.number} potwierdzone`,
        data: { action: "OPEN_URL", url: `/pl/account/orders/${order.number}` },
      }),
    ]);
    await db.delete(schema.pushSubscriptions).where(eq(schema.pushSubscriptions.userId, customer.id));
  });

  it("a guest's order gets its mails and no notification", async () => {
    const staff = serviceContextFor(db, project, { locale: "de", principal: manager });
    const guest = await place(null);
    expect((await changeOrder(staff, guest.id, "confirm")).ok).toBe(true);
    await deliver();
    expect(await anyRows(`order_confirmed:${guest.id}`)).toHaveLength(0);
    const queued = await db
      .select()
      .from(schema.outbox)
      .where(
        and(
          eq(schema.outbox.kind, "notification"),
          sql`${schema.outbox.payload}->>'type' = 'customer'`,
          sql`${schema.outbox.payload}->>'key' like ${`%${guest.id}`}`,
        ),
      );
    expect(queued).toHaveLength(0);
  });

  it("an offer on the customer's trade-in: one notification with the amount in Polish, linked to the offer page", async () => {
    const staff = serviceContextFor(db, project, { locale: "en", principal: manager });
    const asCustomer = serviceContextFor(db, project, { locale: "de", principal: customer });
    const lead = await createLead(
      asCustomer,
      "TRADE_IN",
      {
        firstName: "Katarzyna",
        lastName: "Nowak",
        email: customer.email,
        language: "de",
        privacyAccepted: true,
      },
      {},
      { vehicleBrandName: "Škoda", vehicleModelName: "Octavia" },
    );
    if (!lead.ok) throw new Error(lead.error.code);
    await db.insert(schema.tradeIns).values({
      jobId: lead.value.jobId,
      projectId: project.id,
      brandName: "Škoda",
      modelName: "Octavia",
      firstRegistration: "2018-05-01",
      mileageKm: 120_000,
      fuel: "diesel",
      gearbox: "manual",
      condition: { accident_free: "yes" },
    });
    expect((await setTradeInOffer(staff, lead.value.jobId, { amount: "9,800", expiresOn: "" })).ok).toBe(
      true,
    );
    const invite = await inviteCustomer(staff, lead.value.jobId, { origin: ORIGIN });
    if (!invite.ok) throw new Error(JSON.stringify(invite.error));
    await deliver();
    const rows = await anyRows(`trade_in_offer:${invite.value.invitationId}`);
    expect(rows.map((r) => r.userId)).toEqual([customer.id]);
    expect(rows[0]!.content).toBe("Oferta za Twój Škoda Octavia");
    expect(rows[0]!.data.body).toMatch(/9\s?800,00\s€/);
    const href = rows[0]!.data.data.href!;
    expect(href).toMatch(/^\/tradeininvitation\/[A-Za-z0-9_-]{20,}$/);
    // The link opens the offer (the page of tradeininvitation/:token).
    const offer = await viewInvitation(asCustomer, href.split("/").pop()!);
    expect(offer.ok && offer.value.offerMinor).toBe(980_000);
  });

  it("a workshop appointment moved and due tomorrow: one notification each, linked to the appointment", async () => {
    const now = new Date("2026-11-30T08:00:00Z");
    const asCustomer = serviceContextFor(db, project, { locale: "de", principal: customer, now });
    const view = await viewServiceBooking(asCustomer, {});
    if (!view.ok) throw new Error("service booking not available");
    const locationId = view.value.locations[0]!.id;
    const [offering] = await db
      .select()
      .from(schema.serviceOfferings)
      .where(
        and(
          eq(schema.serviceOfferings.locationId, locationId),
          eq(schema.serviceOfferings.code, "oil_change"),
        ),
      );
    const form = (slot: string, email: string) => ({
      locationId: String(locationId),
      offeringId: String(offering!.id),
      slot,
      brand: "Volkswagen",
      model: "Golf",
      plate: "B-AH 123",
      mileageKm: "48200",
      name: "Katarzyna Nowak",
      email,
      phone: "+49 30 123456",
      privacy: "on",
    });
    const booked = await bookService(asCustomer, form("2026-12-09T10:00", customer.email), {
      origin: ORIGIN,
    });
    if (!booked.ok) throw new Error(JSON.stringify(booked.error));
    const moved = await moveAppointment(
      asCustomer,
      booked.value.token,
      { slot: "2026-12-09T13:00" },
      { origin: ORIGIN },
    );
    expect(moved.ok).toBe(true);
    // A guest's appointment: mails only.
    const guestCtx = serviceContextFor(db, project, { locale: "de", now });
    const guest = await bookService(guestCtx, form("2026-12-09T15:00", "walkin@example.org"), {
      origin: ORIGIN,
    });
    if (!guest.ok) throw new Error(JSON.stringify(guest.error));
    expect(
      (await moveAppointment(guestCtx, guest.value.token, { slot: "2026-12-10T09:00" }, { origin: ORIGIN }))
        .ok,
    ).toBe(true);
    await deliver();
    const movedRows = await anyRows(`appointment_moved:${booked.value.appointmentId}:`);
    expect(movedRows.map((r) => r.userId)).toEqual([customer.id]);
    expect(movedRows[0]!.content).toBe("Wizyta w serwisie przełożona");
    expect(movedRows[0]!.data.body).toContain("13:00");
    expect(movedRows[0]!.data.data.href).toBe(`/car-service/appointment/${booked.value.token}`);
    expect(await anyRows(`appointment_moved:${guest.value.appointmentId}:`)).toHaveLength(0);

    // The day before: the reminder task tells the customer once, with a link that opens the appointment.
    const dayBefore = new Date("2026-12-08T14:00:00Z");
    await sendServiceReminders(db, dayBefore);
    await sendServiceReminders(db, dayBefore);
    await deliver();
    const tomorrow = await anyRows(`appointment_tomorrow:${booked.value.appointmentId}:`);
    expect(tomorrow.map((r) => r.userId)).toEqual([customer.id]);
    expect(tomorrow[0]!.content).toBe("Twoja wizyta w serwisie jest jutro");
    const href = tomorrow[0]!.data.data.href!;
    expect(href).toMatch(/^\/car-service\/appointment\/[A-Za-z0-9_-]{20,}$/);
    // It opens the appointment (the page of car-service/appointment/:token), as moved.
    const opened = await viewAppointment(asCustomer, href.split("/").pop()!);
    expect(opened.ok && opened.value.id).toBe(booked.value.appointmentId);
    expect(opened.ok && opened.value.time).toBe("13:00");
    expect(await anyRows(`appointment_tomorrow:${guest.value.appointmentId}:`)).toHaveLength(0);
  });

  it("a rental booked by the signed-in customer: one notification linked to its confirmation; a guest's none", async () => {
    const now = new Date("2026-11-24T09:00:00Z");
    const asCustomer = serviceContextFor(db, project, { locale: "de", principal: customer, now });
    const hamburg = (
      await db
        .select({ id: schema.locations.id })
        .from(schema.locations)
        .where(
          and(
            eq(schema.locations.projectId, project.id),
            eq(schema.locations.slug, "hamburg-rothenburgsort"),
          ),
        )
    )[0]!.id;
    const period = {
      pickupLocation: String(hamburg),
      returnLocation: String(hamburg),
      pickupDate: "2026-11-27",
      pickupTime: "12:00",
      returnDate: "2026-11-30",
      returnTime: "12:00",
    };
    const found = await searchRentalCars(asCustomer, period);
    if (!found.ok || found.value.cars.length < 2) throw new Error("no rental cars");
    const booking = (car: string, email: string) => ({
      ...period,
      car,
      name: "Katarzyna Nowak",
      email,
      phone: "+49 40 123456",
      birthDate: "1990-05-17",
      privacy: "on",
    });
    const booked = await bookRentalCar(asCustomer, booking(found.value.cars[0]!.carId, customer.email), {
      origin: ORIGIN,
    });
    if (!booked.ok) throw new Error(JSON.stringify(booked.error));
    const guest = await bookRentalCar(
      serviceContextFor(db, project, { locale: "de", now }),
      booking(found.value.cars[1]!.carId, "renter@example.org"),
      { origin: ORIGIN },
    );
    if (!guest.ok) throw new Error(JSON.stringify(guest.error));
    await deliver();
    const rows = await anyRows("rental_confirmed:");
    expect(rows.map((r) => r.userId)).toEqual([customer.id]);
    expect(rows[0]!.content).toBe(`Wynajem zarezerwowany: ${booked.value.number}`);
    expect(rows[0]!.data.data.href).toBe(
      `/car-rental?booked=${booked.value.jobId}&ref=${booked.value.reference}`,
    );
  });

  it("a customer reads, clicks and streams only their own notifications", async () => {
    const mine = (await (
      await request("/api/notifications.json", { headers: { cookie: customerCookie } })
    ).json()) as ListBody;
    expect(mine.items.length).toBeGreaterThan(0);
    const theirs = (await (
      await request("/api/notifications.json", { headers: { cookie: secondCookie } })
    ).json()) as ListBody;
    expect(theirs.items).toEqual([]);

    // Another customer's notification does not exist for this one: 404, and it stays unclicked.
    const target = mine.items[0]!;
    const foreign = await request(`/api/notifications/${target.id}/click.json`, {
      method: "POST",
      headers: { ...json, cookie: secondCookie },
      body: "{}",
    });
    expect(foreign.status).toBe(404);
    const read = await request("/api/notifications/read.json", {
      method: "POST",
      headers: { ...json, cookie: secondCookie },
      body: JSON.stringify({ ids: [target.id] }),
    });
    expect(await read.json()).toEqual({ unread: 0 });
    const [row] = await db.select().from(schema.notifications).where(eq(schema.notifications.id, target.id));
    expect(row!.clickedAt).toBeNull();
    expect(row!.readAt).toBeNull();
    // Without a session: 401.
    expect((await request("/api/notifications.json")).status).toBe(401);
    expect((await request("/api/events")).status).toBe(401);

    // Each customer's stream carries their own notifications only.
    const mineStream = await request("/api/events?lang=de", { headers: { cookie: customerCookie } });
    const theirStream = await request("/api/events?lang=de", { headers: { cookie: secondCookie } });
    expect(mineStream.status).toBe(200);
    const a = sseReader(mineStream.body!);
    const b = sseReader(theirStream.body!);
    await a.pump(() => a.events.some((e) => e.event === "ready"));
    await b.pump(() => b.events.some((e) => e.event === "ready"));
    const staff = serviceContextFor(db, project, { locale: "de", principal: manager });
    const order = await place(customer);
    expect((await changeOrder(staff, order.id, "confirm")).ok).toBe(true);
    await deliver();
    await a.pump(() => a.events.some((e) => e.event === "notification"));
    const live = a.events.find((e) => e.event === "notification")!;
    expect(JSON.parse(live.data)).toMatchObject({
      key: `order_confirmed:${order.id}`,
      content: `Bestellung ${order.number} bestätigt`,
      href: `/account/orders/${order.number}`,
    });
    // The other customer's stream carries none of it.
    await expect(b.pump(() => b.events.some((e) => e.event === "notification"), 500)).rejects.toThrow();
    await a.cancel();
    await b.cancel();
    // `second` was never told anything.
    expect(await rowsOf(second.id, "")).toEqual([]);
  });
});
