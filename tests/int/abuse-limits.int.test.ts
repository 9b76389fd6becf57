/**
 * Abuse limits of the storefront's holds (docs/decisions/0045-abuse-limits.md) on PGlite and PostgreSQL:
 * a script with made-up addresses must not take the used-car stock or the rental fleet off sale. Per
 * client address and per e-mail address the next reservation is refused (429, Retry-After, translated
 * message) and the car stays on sale; a guest's car is held only provisionally until the order mail's
 * link is used (then 48 hours); a guest's rental is capped in length and in number.
 */
import { randomUUID } from "node:crypto";
import { and, asc, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addToCart } from "../../app/core/commerce/cart.service.server";
import type { CartOwner } from "../../app/core/commerce/cart-types";
import { placeOrder } from "../../app/core/commerce/checkout.service.server";
import { confirmOrderHold } from "../../app/core/commerce/order-hold.service.server";
import { releaseExpiredReservations } from "../../app/core/commerce/orders.repo.server";
import {
  OPEN_RESERVATIONS_PER_EMAIL,
  PROVISIONAL_HOLD_MINUTES,
} from "../../app/core/commerce/reservation-rules";
import { translate } from "../../app/core/i18n/messages.server";
import { THROTTLE_RULES } from "../../app/core/identity/throttle-rules";
import { closedDaysOf } from "../../app/core/locations/closed-days";
import { bookRentalCar, searchRentalCars } from "../../app/core/rental/rental.service.server";
import { MAX_GUEST_RENTAL_DAYS, OPEN_GUEST_BOOKINGS_PER_EMAIL } from "../../app/core/rental/rental-limits";
import type { Project } from "../../app/core/tenancy/project";
import { resolveProject } from "../../app/core/tenancy/tenancy.service.server";
import type { Db } from "../../app/db/client.server";
import { cars, jobEvents, locations, outbox } from "../../app/db/schema";
import { checkoutForm } from "../setup/checkout-form";
import { createTestDatabase, serviceContextFor, type TestDatabase, testDrivers } from "../setup/test-db";
import { createTestApp, hasBuild, type TestRequest } from "../setup/test-server";

/**
 * Fridays noon from `first` on, a week apart, leaving out those whose Friday or the Monday after is a
 * public holiday in Hamburg (its rentals refuse those days: decision 0050). Fifty of them.
 */
function openFridays(first: Date): Date[] {
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const closed = closedDaysOf({ country: "DE", region: "HH", closedDays: [] }, day(first), 600, "en");
  const out: Date[] = [];
  for (let i = 0; out.length < 50; i++) {
    const start = new Date(first.getTime() + i * 7 * 24 * 3_600_000);
    const monday = new Date(start.getTime() + 3 * 24 * 3_600_000);
    if (!closed[day(start)] && !closed[day(monday)]) out.push(start);
  }
  return out;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const FORM_HEADERS = { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost" };

describe.each(testDrivers())("abuse limits on %s", (driver) => {
  let database: TestDatabase;
  let db: Db;
  let project: Project;
  let other: Project;
  let request: TestRequest;
  const free: { number: number; locationId: number }[] = [];
  let ipSeq = 0;
  /** A client address of its own for each test (the per-address count lasts a day). */
  const newIp = () => `10.77.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;
  const nextCar = () => {
    const car = free.shift();
    if (!car) throw new Error("out of demo cars");
    return car;
  };

  async function carStatus(number: number) {
    const [row] = await db
      .select({ status: cars.status, reservedUntil: cars.reservedUntil })
      .from(cars)
      .where(and(eq(cars.projectId, project.id), eq(cars.number, number)));
    return row!;
  }

  /** A visitor's cart with one used car, through the API (the visitor cookie `name=value`). */
  async function cartWith(number: number): Promise<string> {
    const res = await request("/api/cart/lines.json", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost" },
      body: JSON.stringify({ kind: "used_car", carNumber: number }),
    });
    expect(res.status).toBeLessThan(300);
    return (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  }

  /** Checks out one used car through the JSON API from `ip` with `email`. */
  async function apiCheckout(ip: string, email: string, car = nextCar()) {
    const cookie = await cartWith(car.number);
    const res = await request("/api/checkout.json", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: "http://localhost",
        "accept-language": "de",
        "x-forwarded-for": ip,
        cookie,
      },
      body: JSON.stringify(
        checkoutForm({
          locationId: car.locationId,
          customer: { firstName: "Max", lastName: "Muster", email },
        }),
      ),
    });
    return { res, car, cookie };
  }

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    db = database.handle.db;
    project = (await resolveProject(db, "localhost"))!;
    other = (await resolveProject(db, "community.localhost"))!;
    request = await createTestApp(db);
    const rows = await db
      .select({ number: cars.number, locationId: cars.locationId })
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
      .limit(30);
    free.push(...rows.map((r) => ({ number: r.number, locationId: r.locationId! })));
  });
  afterAll(() => database?.drop());

  it("refuses the next reservation from one client address with 429, Retry-After and a translated message; the car stays on sale", async () => {
    const ip = newIp();
    const limit = THROTTLE_RULES.reservation.perIp.limit;
    for (let i = 0; i < limit; i++) {
      const { res } = await apiCheckout(ip, `script-${randomUUID().slice(0, 8)}@example.invalid`);
      expect(res.status, `reservation ${i + 1}`).toBe(201);
    }
    const { res, car } = await apiCheckout(ip, `script-${randomUUID().slice(0, 8)}@example.invalid`);
    expect(res.status).toBe(429);
    const retry = Number(res.headers.get("retry-after"));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(86_400);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("too_many_requests");
    expect(body.error.message).toBe(translate("de", "commerce:errors.reservations_from_address"));
    expect(body.error.message).not.toContain("commerce:");
    expect(await carStatus(car.number)).toMatchObject({ status: "available", reservedUntil: null });
    // Another address is not affected.
    expect((await apiCheckout(newIp(), `buyer-${randomUUID().slice(0, 8)}@example.com`)).res.status).toBe(
      201,
    );
  });

  it("refuses one more open reservation for an e-mail address than allowed, from any client address", async () => {
    const email = `many-${randomUUID().slice(0, 8)}@example.invalid`;
    for (let i = 0; i < OPEN_RESERVATIONS_PER_EMAIL; i++) {
      expect((await apiCheckout(newIp(), email)).res.status).toBe(201);
    }
    const { res, car } = await apiCheckout(newIp(), email.toUpperCase());
    expect(res.status).toBe(429);
    // Until the first hold ends: at most the provisional time.
    const retry = Number(res.headers.get("retry-after"));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(PROVISIONAL_HOLD_MINUTES * 60);
    const body = (await res.json()) as { error: { message: string } };
    expect(body.error.message).toBe(translate("de", "commerce:errors.too_many_reservations"));
    expect(await carStatus(car.number)).toMatchObject({ status: "available" });
  });

  it("holds a guest's car only provisionally: it is on sale again after the provisional time unless the mailed link confirmed it, then 48 hours", async () => {
    const at = new Date();
    const ctx = (now: Date, p: Project = project) => serviceContextFor(db, p, { locale: "en", now });
    const order = async () => {
      const car = nextCar();
      const owner: CartOwner = { kind: "visitor", visitorId: randomUUID() };
      await addToCart(ctx(at), owner, { kind: "used_car", carNumber: car.number });
      const email = `guest-${randomUUID().slice(0, 8)}@example.com`;
      const placed = await placeOrder(
        ctx(at),
        owner,
        checkoutForm({ locationId: car.locationId, customer: { firstName: "A", lastName: "B", email } }),
        { origin: "https://autohaus.example", requester: { ip: newIp(), limits: true } },
      );
      expect(placed.ok).toBe(true);
      const mails = await db.select().from(outbox).where(eq(outbox.kind, "mail"));
      const mail = mails.map((m) => m.payload as { to: string; text: string }).find((m) => m.to === email)!;
      const token = /https:\/\/autohaus\.example\/en\/orderConfirm\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
      expect(token, mail.text).toBeTruthy();
      expect(mail.text).toContain(String(PROVISIONAL_HOLD_MINUTES));
      return { car, token: token!, number: placed.ok ? placed.value.number : "" };
    };
    const unconfirmed = await order();
    const confirmed = await order();
    expect((await carStatus(unconfirmed.car.number)).reservedUntil!.getTime()).toBe(
      at.getTime() + PROVISIONAL_HOLD_MINUTES * MINUTE,
    );

    // The link is refused for another project, and works once within the provisional time.
    const elsewhere = await confirmOrderHold(
      ctx(new Date(at.getTime() + 5 * MINUTE), other),
      confirmed.token,
    );
    expect(elsewhere).toMatchObject({ ok: false, error: { code: "not_found", message: "invalid" } });
    const ok = await confirmOrderHold(ctx(new Date(at.getTime() + 10 * MINUTE)), confirmed.token);
    expect(ok).toMatchObject({ ok: true, value: { number: confirmed.number } });
    const again = await confirmOrderHold(ctx(new Date(at.getTime() + 11 * MINUTE)), confirmed.token);
    expect(again).toMatchObject({ ok: false, error: { code: "not_found", message: "used" } });
    expect((await carStatus(confirmed.car.number)).reservedUntil!.getTime()).toBe(at.getTime() + 48 * HOUR);
    const events = await db
      .select({ data: jobEvents.data })
      .from(jobEvents)
      .where(eq(jobEvents.kind, "order"));
    expect(events.some((e) => (e.data as { action?: string }).action === "hold_confirmed")).toBe(true);

    // After the provisional time the unconfirmed car is on sale again; its link has expired.
    await releaseExpiredReservations(db, new Date(at.getTime() + (PROVISIONAL_HOLD_MINUTES + 1) * MINUTE));
    expect(await carStatus(unconfirmed.car.number)).toMatchObject({
      status: "available",
      reservedUntil: null,
    });
    expect(await carStatus(confirmed.car.number)).toMatchObject({ status: "reserved" });
    const late = await confirmOrderHold(
      ctx(new Date(at.getTime() + (PROVISIONAL_HOLD_MINUTES + 1) * MINUTE)),
      unconfirmed.token,
    );
    expect(late).toMatchObject({ ok: false, error: { code: "not_found", message: "expired" } });
    expect(await carStatus(unconfirmed.car.number)).toMatchObject({ status: "available" });

    // The confirmed one holds for 48 hours from the order, then it is on sale again too.
    await releaseExpiredReservations(db, new Date(at.getTime() + 47 * HOUR));
    expect(await carStatus(confirmed.car.number)).toMatchObject({ status: "reserved" });
    await releaseExpiredReservations(db, new Date(at.getTime() + 48 * HOUR + MINUTE));
    expect(await carStatus(confirmed.car.number)).toMatchObject({ status: "available" });
  });

  it("a bogus confirm token is refused without a query; hostile values never reach the database", async () => {
    const ctx = serviceContextFor(db, project, { locale: "en" });
    for (const token of ["", "x", "../../etc/passwd", "'; drop table cars; --", "a".repeat(5000), "%00"]) {
      expect(await confirmOrderHold(ctx, token)).toMatchObject({ ok: false, error: { code: "not_found" } });
    }
  });

  describe("rental", () => {
    // Tuesday 24 November 2026, 10:00 in Hamburg (the rental tests' clock).
    const NOW = new Date("2026-11-24T09:00:00Z");
    let hamburg = 0;
    const ctx = () => serviceContextFor(db, project, { locale: "en", now: NOW });
    /**
     * Friday noon of the `n`-th week from 27 November whose Friday and Monday are open in Hamburg (not
     * Christmas, New Year or Easter: decision 0050) to the Monday after, or `days` long.
     */
    const period = (n: number, days = 3) => {
      const start = openFridays(new Date(Date.UTC(2026, 10, 27, 12)))[n]!;
      const end = new Date(start.getTime() + days * 24 * HOUR);
      const day = (d: Date) => d.toISOString().slice(0, 10);
      return {
        pickupLocation: String(hamburg),
        returnLocation: String(hamburg),
        pickupDate: day(start),
        pickupTime: "12:00",
        returnDate: day(end),
        returnTime: "12:00",
      };
    };
    const booking = async (n: number, email: string, days = 3) => {
      const found = await searchRentalCars(ctx(), period(n, Math.min(days, 3)));
      const car = found.ok ? found.value.cars[0]!.carId : "";
      return {
        ...period(n, days),
        car,
        name: "Ayşe Łukasik",
        email,
        phone: "+49 40 123456",
        birthDate: "1990-05-17",
        privacy: "on",
      };
    };

    beforeAll(async () => {
      const [row] = await db
        .select({ id: locations.id })
        .from(locations)
        .where(and(eq(locations.projectId, project.id), eq(locations.slug, "hamburg-rothenburgsort")));
      hamburg = row!.id;
    });

    it("refuses a guest's rental longer than the cap, saying the cap, in the search and the booking", async () => {
      // Eight weeks, as in the finding.
      const long = await bookRentalCar(
        ctx(),
        await booking(0, `long-${randomUUID().slice(0, 8)}@example.invalid`, 56),
      );
      expect(long).toMatchObject({ ok: false, error: { code: "invalid" } });
      if (long.ok || long.error.code !== "invalid") return;
      expect(long.error.fields.returnDate).toEqual(["rental:errors.too_long_guest"]);
      for (const lang of ["de", "en", "pl", "tr"] as const)
        expect(translate(lang, "rental:errors.too_long_guest")).toContain(String(MAX_GUEST_RENTAL_DAYS));
      const search = await searchRentalCars(ctx(), period(0, MAX_GUEST_RENTAL_DAYS + 1));
      expect(search).toMatchObject({ ok: false, error: { code: "invalid" } });
      // The cap itself is allowed (four weeks, Friday noon to Friday noon).
      const four = await bookRentalCar(
        ctx(),
        await booking(40, `four-${randomUUID().slice(0, 8)}@example.com`, MAX_GUEST_RENTAL_DAYS),
      );
      expect(four.ok, JSON.stringify(four)).toBe(true);
    });

    it("refuses a guest one more open booking per e-mail address, and one more per client address in a day (429)", async () => {
      const email = `renter-${randomUUID().slice(0, 8)}@example.invalid`;
      for (let i = 0; i < OPEN_GUEST_BOOKINGS_PER_EMAIL; i++) {
        const r = await bookRentalCar(ctx(), await booking(1 + i, email), {
          requester: { ip: newIp(), limits: true },
        });
        expect(r.ok, JSON.stringify(r)).toBe(true);
      }
      const third = await bookRentalCar(ctx(), await booking(5, email.toUpperCase()), {
        requester: { ip: newIp(), limits: true },
      });
      expect(third).toMatchObject({
        ok: false,
        error: { code: "throttled", message: "rental:errors.too_many_bookings" },
      });
      if (!third.ok && third.error.code === "throttled") expect(third.error.retryAfterSec).toBeGreaterThan(0);

      const ip = newIp();
      const limit = THROTTLE_RULES.rentalBooking.perIp.limit;
      for (let i = 0; i < limit; i++) {
        const r = await bookRentalCar(
          ctx(),
          await booking(10 + i, `ip-${i}-${randomUUID().slice(0, 8)}@example.invalid`),
          {
            requester: { ip, limits: true },
          },
        );
        expect(r.ok, JSON.stringify(r)).toBe(true);
      }
      const next = await bookRentalCar(
        ctx(),
        await booking(20, `ip-x-${randomUUID().slice(0, 8)}@example.invalid`),
        {
          requester: { ip, limits: true },
        },
      );
      expect(next).toMatchObject({
        ok: false,
        error: { code: "throttled", message: "rental:errors.bookings_from_address" },
      });
      for (const lang of ["de", "en", "pl", "tr"] as const) {
        expect(translate(lang, "rental:errors.bookings_from_address")).not.toContain("rental:");
        expect(translate(lang, "rental:errors.too_many_bookings")).not.toContain("rental:");
      }
    });
  });

  describe.skipIf(!hasBuild())("pages", () => {
    it("the rental form answers 429 with Retry-After, shows the message and keeps what the guest typed", async () => {
      const NOW = new Date();
      const [row] = await db
        .select({ id: locations.id })
        .from(locations)
        .where(and(eq(locations.projectId, project.id), eq(locations.slug, "hamburg-rothenburgsort")));
      const hamburg = String(row!.id);
      // Fridays noon to Mondays noon, some weeks ahead (Hamburg's opening hours), one week each.
      const friday = new Date(Date.UTC(NOW.getUTCFullYear(), NOW.getUTCMonth(), NOW.getUTCDate() + 14, 12));
      friday.setUTCDate(friday.getUTCDate() + ((5 - friday.getUTCDay() + 7) % 7));
      const fridays = openFridays(friday);
      const week = (n: number) => {
        const start = fridays[n]!;
        const end = new Date(start.getTime() + 3 * 24 * HOUR);
        const day = (d: Date) => d.toISOString().slice(0, 10);
        return {
          pickupLocation: hamburg,
          returnLocation: hamburg,
          pickupDate: day(start),
          pickupTime: "12:00",
          returnDate: day(end),
          returnTime: "12:00",
        };
      };
      const ip = newIp();
      const ctx = serviceContextFor(db, project, { locale: "de" });
      const guest = (n: number) => ({
        name: "Jana Roth",
        email: `page-${n}-${randomUUID().slice(0, 8)}@example.invalid`,
        phone: "+49 40 1234567",
        birthDate: "1988-04-01",
        privacy: "on",
      });
      const carFor = async (n: number) => {
        const found = await searchRentalCars(ctx, week(n));
        return found.ok ? found.value.cars[0]!.carId : "";
      };
      for (let n = 0; n < THROTTLE_RULES.rentalBooking.perIp.limit; n++) {
        const r = await bookRentalCar(
          ctx,
          { ...week(n), car: await carFor(n), ...guest(n) },
          {
            requester: { ip, limits: true },
          },
        );
        expect(r.ok, JSON.stringify(r)).toBe(true);
      }
      const n = THROTTLE_RULES.rentalBooking.perIp.limit;
      const car = await carFor(n);
      const query = new URLSearchParams(week(n)).toString();
      const res = await request(`/de/vermietung?${query}&car=${car}`, {
        method: "POST",
        headers: { ...FORM_HEADERS, "x-forwarded-for": ip },
        body: new URLSearchParams({ ...week(n), car, ...guest(n), name: "Kemal Yıldız" }).toString(),
      });
      expect(res.status).toBe(429);
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      const html = await res.text();
      expect(html).toContain('data-testid="rental-refused"');
      expect(html).toContain(translate("de", "rental:errors.bookings_from_address"));
      expect(html).toContain('value="Kemal Yıldız"');
    });

    it("the checkout form answers 429 with Retry-After, shows the message and keeps what the buyer typed", async () => {
      const email = `form-${randomUUID().slice(0, 8)}@example.invalid`;
      for (let i = 0; i < OPEN_RESERVATIONS_PER_EMAIL; i++) {
        expect((await apiCheckout(newIp(), email)).res.status).toBe(201);
      }
      const car = nextCar();
      const cookie = await cartWith(car.number);
      const body = new URLSearchParams({
        idempotencyKey: randomUUID(),
        "customer.firstName": "Jana",
        "customer.lastName": "Roth",
        "customer.email": email,
        // Buying a car asks for the postal address (decision 0056); the page says so with addressRequired.
        addressRequired: "1",
        "deliveryAddress.street": "Hauptstraße",
        "deliveryAddress.houseNumber": "1",
        "deliveryAddress.zipCode": "10115",
        "deliveryAddress.city": "Berlin",
        "deliveryAddress.country": "DE",
        fulfilment: "pickup",
        locationId: String(car.locationId),
        paymentMethod: "bank_transfer",
        acceptTerms: "on",
        acceptCancellationPolicy: "on",
      });
      const res = await request("/en/checkout", {
        method: "POST",
        headers: { ...FORM_HEADERS, cookie, "x-forwarded-for": newIp() },
        body: body.toString(),
      });
      expect(res.status).toBe(429);
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      const html = await res.text();
      expect(html).toContain(translate("en", "commerce:errors.too_many_reservations"));
      expect(html).toContain(`value="${email}"`);
      expect(html).toContain('value="Jana"');
      expect(await carStatus(car.number)).toMatchObject({ status: "available" });
    });

    it("the order page asks a guest to confirm; the mailed link confirms once, then says so; bogus and foreign links are refused", async () => {
      const email = `link-${randomUUID().slice(0, 8)}@example.com`;
      const { res, car, cookie } = await apiCheckout(newIp(), email);
      expect(res.status).toBe(201);
      const { order } = (await res.json()) as { order: { number: string } };
      const thanks = await request(`/en/orderComplete?order=${order.number}`, { headers: { cookie } });
      expect(await thanks.text()).toContain('data-provisional="true"');
      const mails = await db.select().from(outbox).where(eq(outbox.kind, "mail"));
      const text = mails
        .map((m) => m.payload as { to: string; text: string })
        .find((m) => m.to === email)!.text;
      const path = /https?:\/\/[^/\s]+(\/(?:de\/)?orderConfirm\/[A-Za-z0-9_-]+)/.exec(text)?.[1];
      expect(path, text).toBeTruthy();
      expect(await carStatus(car.number)).toMatchObject({ status: "reserved" });
      // Another site does not know the link.
      expect((await request(path!, { host: "community.localhost" })).status).toBe(404);
      const first = await request(path!);
      expect(first.status).toBe(200);
      const page = await first.text();
      expect(page).toContain('data-testid="order-hold-confirmed"');
      expect(page).toContain(order.number);
      expect(first.headers.get("cache-control") ?? "").toContain("no-store");
      const second = await request(path!);
      expect(second.status).toBe(410);
      expect(await second.text()).toContain('data-reason="used"');
      expect((await request("/orderConfirm/not-a-token")).status).toBe(404);
      expect((await request(`/en/orderConfirm/${"A".repeat(40)}`)).status).toBe(404);
      const held = await carStatus(car.number);
      expect(held.reservedUntil!.getTime() - Date.now()).toBeGreaterThan(47 * HOUR);
      const after = await request(`/en/orderComplete?order=${order.number}`, { headers: { cookie } });
      expect(await after.text()).toContain('data-provisional="false"');
    });
  });
});
