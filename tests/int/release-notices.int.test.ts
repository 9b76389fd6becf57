/**
 * The buyer hears of a released car hold (decision 0069) on PGlite and PostgreSQL: when the
 * scheduler's release task puts a car back on sale (a guest's provisional hold whose order-mail link was
 * never used; a customer's 48-hour reservation nobody confirmed), the buyer gets one mail in the order's
 * language that says so, with a link that opens the order, and a customer with an account also gets
 * the `order_released` notification in their language. A confirmed order's car is not released and
 * nobody is told; a second run tells nobody twice.
 */
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backgroundTasks } from "../../app/core/background/background-tasks.server";
import { dispatchOutbox } from "../../app/core/background/outbox.server";
import { addToCart } from "../../app/core/commerce/cart.service.server";
import type { CartOwner } from "../../app/core/commerce/cart-types";
import { placeOrder } from "../../app/core/commerce/checkout.service.server";
import { changeOrder } from "../../app/core/commerce/orders.service.server";
import { PROVISIONAL_HOLD_MINUTES } from "../../app/core/commerce/reservation-rules";
import { toSessionUser } from "../../app/core/identity/identity.service.server";
import type { SessionUser } from "../../app/core/identity/session-user";
import { notificationHandler } from "../../app/core/notifications/job-notifications.server";
import type { Project } from "../../app/core/tenancy/project";
import { resolveProject } from "../../app/core/tenancy/tenancy.service.server";
import type { Db } from "../../app/db/client.server";
import * as schema from "../../app/db/schema";
import { createTestDatabase, serviceContextFor, type TestDatabase, testDrivers } from "../setup/test-db";
import { createTestApp, type TestRequest } from "../setup/test-server";

const DEALER = "autohaus-brandt.example";
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

type Mail = { to: string; lang: string; subject: string; text: string };

describe.each(testDrivers())("released car holds on %s", (driver) => {
  let database: TestDatabase;
  let db: Db;
  let project: Project;
  let request: TestRequest;
  let customer: SessionUser;
  let manager: SessionUser;
  const carNumbers: number[] = [];
  const release = backgroundTasks.find((t) => t.name === "release-expired-reservations")!;
  const deliver = () => dispatchOutbox(db, { notification: notificationHandler() });

  /** The mails to `email` in the outbox, each with its row id. */
  const mailsTo = async (email: string) =>
    (await db.select().from(schema.outbox).where(eq(schema.outbox.kind, "mail")))
      .map((m) => ({ id: m.id, ...(m.payload as Mail) }))
      .filter((m) => m.to === email);
  /** The mails to `email` queued since `before` (an earlier `mailsTo`). */
  const newMails = async (email: string, before: { id: string }[]) => {
    const seen = new Set(before.map((m) => m.id));
    return (await mailsTo(email)).filter((m) => !seen.has(m.id));
  };
  const carOf = async (number: number) =>
    (await db.select().from(schema.cars).where(eq(schema.cars.number, number)))[0]!;

  /** An order of one used car at `at`, by the signed-in customer (`who`) or a guest (null). */
  async function place(who: SessionUser | null, at: Date, locale: "de" | "en" = "de") {
    const owner: CartOwner = who
      ? { kind: "user", userId: who.id }
      : { kind: "visitor", visitorId: randomUUID() };
    const ctx = serviceContextFor(db, project, { locale, principal: who, now: at });
    const carNumber = carNumbers.shift();
    if (!carNumber) throw new Error("out of demo cars");
    const added = await addToCart(ctx, owner, { kind: "used_car", carNumber });
    if (!added.ok) throw new Error(JSON.stringify(added.error));
    const car = await carOf(carNumber);
    const email = who?.email ?? `guest-${randomUUID().slice(0, 8)}@example.org`;
    const placed = await placeOrder(ctx, owner, {
      idempotencyKey: randomUUID(),
      customer: { firstName: "Katarzyna", lastName: "Nowak", email },
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
    return { ...placed.value, carNumber, email };
  }

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    db = database.handle.db;
    project = (await resolveProject(db, "localhost"))!;
    request = await createTestApp(db, { authThrottle: false });
    // The customer reads Polish: the notification is stored in Polish; the mail follows the order's language.
    await db
      .update(schema.users)
      .set({ language: "pl" })
      .where(eq(schema.users.email, `customer@${DEALER}`));
    const userOf = async (email: string) => {
      const [row] = await db.select().from(schema.users).where(eq(schema.users.email, email));
      return toSessionUser(row!, project);
    };
    customer = await userOf(`customer@${DEALER}`);
    manager = await userOf(`manager@${DEALER}`);
    const free = await db
      .select({ number: schema.cars.number })
      .from(schema.cars)
      .where(
        and(
          eq(schema.cars.projectId, project.id),
          eq(schema.cars.status, "available"),
          sql`${schema.cars.locationId} is not null`,
          sql`${schema.cars.priceMinor} > 0`,
        ),
      )
      .orderBy(schema.cars.number)
      .limit(6);
    carNumbers.push(...free.map((c) => c.number));
  });

  afterAll(async () => {
    await database?.drop();
  });

  it("a guest who never used the order mail's link is told the car is on sale again, with a link to the order", async () => {
    const at = new Date(Date.now() - 2 * HOUR);
    const order = await place(null, at);
    expect((await carOf(order.carNumber)).status).toBe("reserved");
    const before = await mailsTo(order.email);

    await release.run({ db, now: new Date(at.getTime() + (PROVISIONAL_HOLD_MINUTES + 1) * MINUTE) });

    expect((await carOf(order.carNumber)).status).toBe("available");
    const mails = await newMails(order.email, before);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.lang).toBe("de");
    expect(mail.subject).toContain(order.number);
    expect(mail.text).toContain(`${PROVISIONAL_HOLD_MINUTES} Minuten`);
    expect(mail.text).toContain("wieder im Verkauf");
    // The guest's link carries a token that opens the order in a browser that never saw it.
    const link = /https?:\/\/[^/\s]+(\/orderComplete\/[A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    expect(link, mail.text).toBeTruthy();
    const page = await request(link!);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(order.number);
    // A guest has no account: no notification.
    const notes = await db
      .select()
      .from(schema.outbox)
      .where(
        and(
          eq(schema.outbox.kind, "notification"),
          sql`${schema.outbox.payload}->>'key' like 'order_released:%'`,
        ),
      );
    expect(notes).toHaveLength(0);

    // A second run (another process, the next period) tells nobody twice.
    await release.run({ db, now: new Date(at.getTime() + (PROVISIONAL_HOLD_MINUTES + 5) * MINUTE) });
    expect(await newMails(order.email, before)).toHaveLength(1);
  });

  it("a customer whose 48-hour reservation nobody confirmed gets a mail and a notification in their language", async () => {
    const at = new Date(Date.now() - 3 * 24 * HOUR);
    const order = await place(customer, at, "en");
    const before = await mailsTo(customer.email);

    await release.run({ db, now: new Date(at.getTime() + 47 * HOUR) });
    expect((await carOf(order.carNumber)).status).toBe("reserved");
    expect(await newMails(customer.email, before)).toHaveLength(0);

    await release.run({ db, now: new Date(at.getTime() + 48 * HOUR + MINUTE) });
    expect((await carOf(order.carNumber)).status).toBe("available");
    const mails = await newMails(customer.email, before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.lang).toBe("en");
    expect(mails[0]!.subject).toContain(order.number);
    expect(mails[0]!.text).toContain("48 hours");
    expect(mails[0]!.text).toContain(`/en/account/orders/${order.number}`);

    await deliver();
    const rows = await db
      .select()
      .from(schema.notifications)
      .where(
        and(
          eq(schema.notifications.userId, customer.id),
          sql`${schema.notifications.key} like 'order_released:%'`,
        ),
      );
    expect(rows).toHaveLength(1);
    // Stored in the customer's profile language (Polish), with the order's number.
    expect(rows[0]!.content).toContain(order.number);
    expect(rows[0]!.content).toMatch(/Rezerwacja/);
  });

  it("a confirmed order's car stays reserved and nobody is told", async () => {
    const at = new Date(Date.now() - 3 * 24 * HOUR);
    const order = await place(customer, at);
    const ctx = serviceContextFor(db, project, {
      locale: "de",
      principal: manager,
      now: new Date(at.getTime() + HOUR),
    });
    const [row] = await db.select().from(schema.orders).where(eq(schema.orders.number, order.number));
    const confirmed = await changeOrder(ctx, row!.id, "confirm");
    expect(confirmed.ok, JSON.stringify(confirmed)).toBe(true);
    const before = await mailsTo(customer.email);

    await release.run({ db, now: new Date(at.getTime() + 49 * HOUR) });

    expect((await carOf(order.carNumber)).status).toBe("reserved");
    const released = (await newMails(customer.email, before)).filter((m) => m.subject.includes(order.number));
    expect(released).toHaveLength(0);
  });
});
