/**
 * The checkout, orderComplete and account orders pages through the real server app (built React Router
 * app): what a browser without JavaScript gets, and what hostile form posts get. The services' own rules
 * (concurrency, stock, release) are tested in commerce.int.test.ts.
 */
import { randomUUID } from "node:crypto";
import { and, asc, eq, gt, isNotNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translate } from "../../app/core/i18n/messages.server";
import { cars, items, jobs, locations, mailLinks, orders, outbox } from "../../app/db/schema";
import { DEMO_ACCOUNTS } from "../../seed/content/accounts";
import { createTestDatabase, sweepDrivers, type TestDatabase } from "../setup/test-db";
import { createTestApp, hasBuild, loginCookie, type TestRequest } from "../setup/test-server";

// Without a build (`npm run build`) these tests are skipped, and `npm test` names the reason.

const FORM_HEADERS = { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost" };

describe.runIf(hasBuild()).each(sweepDrivers())("checkout pages on %s", (driver) => {
  let database: TestDatabase;
  let request: TestRequest;
  let itemId = "";
  let itemPrice = 0;
  let locationId = 0;
  let usedCar = 0;
  let usedCarLocation = 0;

  /** A visitor with one item in the cart (the visitor cookie, `name=value`). */
  async function visitorWithCart(extra?: { carNumber?: number }): Promise<string> {
    const add = await request("/api/cart/lines.json", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ kind: "item", itemId, quantity: 2 }),
    });
    expect(add.status).toBeLessThan(300);
    const cookie = (add.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    expect(cookie).not.toBe("");
    if (extra?.carNumber) {
      const car = await request("/api/cart/lines.json", {
        method: "POST",
        headers: { "content-type": "application/json", cookie },
        body: JSON.stringify({ kind: "used_car", carNumber: extra.carNumber }),
      });
      expect(car.status).toBeLessThan(300);
    }
    return cookie;
  }

  function form(over: Record<string, string | undefined> = {}): string {
    const fields: Record<string, string | undefined> = {
      idempotencyKey: randomUUID(),
      "customer.firstName": "Jana",
      "customer.lastName": "Roth",
      "customer.email": "jana.roth@example.org",
      fulfilment: "pickup",
      locationId: String(locationId),
      paymentMethod: "bank_transfer",
      acceptTerms: "on",
      acceptCancellationPolicy: "on",
      ...over,
    };
    return new URLSearchParams(
      Object.entries(fields).flatMap(([k, v]) => (v === undefined ? [] : [[k, v]])),
    ).toString();
  }

  const post = (path: string, body: string, cookie?: string) =>
    request(path, { method: "POST", headers: { ...FORM_HEADERS, ...(cookie ? { cookie } : {}) }, body });

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    request = await createTestApp(database.handle.db);
    const db = database.handle.db;
    const [item] = await db
      .select({ id: items.id, price: items.priceMinor })
      .from(items)
      .where(and(eq(items.isActive, true), gt(items.stock, 5)))
      .orderBy(asc(items.priceMinor))
      .limit(1);
    itemId = item!.id;
    itemPrice = item!.price;
    const [car] = await db
      .select({ number: cars.number, locationId: cars.locationId })
      .from(cars)
      .where(and(isNotNull(cars.publishedAt), eq(cars.status, "available")))
      .orderBy(asc(cars.number))
      .limit(1);
    usedCar = car!.number;
    usedCarLocation = car!.locationId ?? 0;
    const [location] = await db
      .select({ id: locations.id })
      .from(locations)
      .orderBy(asc(locations.id))
      .limit(1);
    locationId = location!.id;
  });
  afterAll(() => database?.drop());

  it("shows an empty cart with a link to the cart, in the reduced menu", async () => {
    const res = await request("/de/checkout");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('data-testid="checkout-empty"');
    expect(html).toContain('href="/de/warenkorb"');
    expect(html).toContain('data-desktop="checkout"');
  });

  it("shows the form with the cart, a fresh idempotency key and the login link back to checkout", async () => {
    const cookie = await visitorWithCart();
    const html = await (await request("/en/checkout", { headers: { cookie } })).text();
    expect(html).toContain('data-testid="checkout-form"');
    expect(html).toContain('data-testid="checkout-login-hint"');
    expect(html).toContain("redirectTo=%2Fcheckout");
    expect(html).toMatch(/name="idempotencyKey" value="[0-9a-f-]{36}"/);
    expect(html).toContain('data-testid="payment-bank_transfer"');
  });

  it("places an order without JavaScript, once per key, and thanks only its visitor", async () => {
    const cookie = await visitorWithCart();
    const body = form({ totalMinor: "1", unitPriceMinor: "1", status: "paid", paymentStatus: "paid" });
    const res = await post("/de/checkout", body, cookie);
    expect(res.status).toBe(303);
    const location = res.headers.get("location") ?? "";
    expect(location).toMatch(/^\/de\/orderComplete\?order=[A-Za-z0-9-]+$/);
    const number = decodeURIComponent(location.split("order=")[1] ?? "");

    // Posted prices and statuses are ignored: the order carries the server's price.
    const [order] = await database.handle.db
      .select({ total: orders.totalMinor, status: orders.status, paymentStatus: orders.paymentStatus })
      .from(orders)
      .where(eq(orders.number, number));
    expect(order).toEqual({ total: itemPrice * 2, status: "placed", paymentStatus: "pending" });

    // The same form again (double click, retry) answers the same order.
    const again = await post("/de/checkout", body, cookie);
    expect(again.status).toBe(303);
    expect(again.headers.get("location")).toBe(location);
    expect(await database.handle.db.$count(orders, eq(orders.number, number))).toBe(1);

    const thanks = await request(location, { headers: { cookie } });
    expect(thanks.status).toBe(200);
    const html = await thanks.text();
    expect(html).toContain('data-testid="order-complete"');
    expect(html).toContain(number);
    expect(html).toContain('data-testid="transfer-reference"');
    // No invoice before the dealer confirms the order: the page says it follows.
    expect(html).not.toContain('data-testid="invoice-link"');
    expect(html).toContain('data-testid="invoice-later"');
    expect((await request(`/api/orders/placed/${number}/invoice.pdf`, { headers: { cookie } })).status).toBe(
      404,
    );

    // Nobody else sees it: no cookie, another visitor, a made-up number.
    for (const headers of [{}, { cookie: await visitorWithCart() }] as Record<string, string>[]) {
      const other = await request(location, { headers });
      expect(other.status).toBe(404);
      const text = await other.text();
      expect(text).toContain('data-testid="order-complete-none"');
      expect(text).not.toContain('data-testid="order-number"');
    }
    expect((await request("/de/orderComplete?order=A-0000-999999", { headers: { cookie } })).status).toBe(
      404,
    );
    expect((await request("/de/orderComplete?order=%27%3B--", { headers: { cookie } })).status).toBe(404);
    const none = await request("/de/orderComplete", { headers: { cookie } });
    expect(none.status).toBe(200);
    expect(await none.text()).toContain('data-testid="order-complete-none"');
  });

  it("opens a guest's order from the mail's link in any browser, read-only, with its invoice (issue 37)", async () => {
    const db = database.handle.db;
    const email = `link.${randomUUID().slice(0, 8)}@example.org`;
    const cookie = await visitorWithCart();
    const res = await post("/de/checkout", form({ "customer.email": email }), cookie);
    expect(res.status).toBe(303);
    const number = decodeURIComponent((res.headers.get("location") ?? "").split("order=")[1] ?? "");
    const mailsTo = async () =>
      (
        await db
          .select({ payload: outbox.payload })
          .from(outbox)
          .where(and(eq(outbox.kind, "mail"), sql`${outbox.payload}->>'to' = ${email}`))
          .orderBy(asc(outbox.createdAt))
      ).map((m) => m.payload as { text: string });
    const [placed] = await mailsTo();
    const link = /https?:\/\/\S+\/orderComplete\/([A-Za-z0-9_-]{20,64})/.exec(placed!.text);
    expect(link, placed!.text).not.toBeNull();
    // The old form of the link (number only) opens nothing in another browser: the token does.
    expect(placed!.text).not.toContain("orderComplete?order=");
    const path = new URL(link![0]).pathname;

    // Another browser (the phone's mail app): no cookie at all.
    const opened = await request(path);
    expect(opened.status).toBe(200);
    const html = await opened.text();
    expect(html).toContain(`Ihre Bestellung ${number}`);
    expect(html).toContain('data-testid="order-state"');
    expect(html).toContain("Eingegangen");
    expect(html).toContain('data-testid="invoice-later"');

    // Confirmed by the dealer: the status mail's link (a new token) shows it, with the invoice.
    const [manager] = DEMO_ACCOUNTS.filter((a) => a.roles.includes("manager"));
    const staff = await loginCookie(request, manager!.email, { ip: "10.30.2.1" });
    const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.number, number));
    const confirm = await request(`/api/orders/${row!.id}/confirm.json`, {
      method: "POST",
      headers: { cookie: staff, origin: "http://localhost" },
    });
    expect(confirm.status).toBe(200);
    const confirmed = (await mailsTo()).at(-1)!;
    const second = /https?:\/\/\S+(\/orderComplete\/[A-Za-z0-9_-]{20,64})/.exec(confirmed.text);
    expect(second, confirmed.text).not.toBeNull();
    const now = await (await request(second![1]!)).text();
    expect(now).toContain("Bestätigt");
    const invoice = /href="(\/api\/orders\/placed\/[^"]+\?token=[^"]+)"/.exec(now);
    expect(invoice).not.toBeNull();
    const pdf = await request(invoice![1]!.replaceAll("&amp;", "&"));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toContain("application/pdf");
    // Without the token, or with it for another number, the invoice is nobody's.
    const token = link![1]!;
    expect((await request(`/api/orders/placed/${number}/invoice.pdf`)).status).toBe(404);
    expect((await request(`/api/orders/placed/A-0000-999999/invoice.pdf?token=${token}`)).status).toBe(404);

    // A made-up token, and an expired one, say so (404) and show no order.
    for (const bad of ["x".repeat(30), "%27%3B--"]) {
      const other = await request(`/de/orderComplete/${bad}`);
      expect(other.status).toBe(404);
      const text = await other.text();
      expect(text).toContain("Dieser Link ist abgelaufen oder ungültig");
      expect(text).not.toContain(number);
    }
    await db
      .update(mailLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(mailLinks.kind, "order_view"));
    const expired = await request(path);
    expect(expired.status).toBe(404);
    expect(await expired.text()).not.toContain(number);
  });

  it("refuses a form without the acceptance boxes with 400, translated, and keeps what was typed", async () => {
    const cookie = await visitorWithCart();
    const res = await post(
      "/en/checkout",
      form({ acceptTerms: undefined, acceptCancellationPolicy: undefined, note: "Bitte anrufen" }),
      cookie,
    );
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('data-testid="error-summary"');
    expect(html).toContain("Please accept the terms and conditions.");
    expect(html).toContain('value="jana.roth@example.org"');
    expect(html).toContain("Bitte anrufen");
  });

  it.each([
    ["a key that is no uuid", { idempotencyKey: "not-a-uuid" }],
    ["an unknown payment method", { paymentMethod: "cash_on_moon" }],
    ["paying at pickup with delivery", { fulfilment: "delivery", paymentMethod: "pay_at_pickup" }],
    ["pickup without a location", { locationId: undefined }],
    ["a broken e-mail address", { "customer.email": "jana@" }],
  ])("answers %s with 400 and places nothing", async (_, over) => {
    const cookie = await visitorWithCart();
    const before = await database.handle.db.$count(orders);
    const res = await post("/en/checkout", form(over), cookie);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('data-testid="error-summary"');
    expect(await database.handle.db.$count(orders)).toBe(before);
  });

  it("refuses delivery for a used car, reserves it at pickup, and tells a later buyer why not", async () => {
    const cookie = await visitorWithCart({ carNumber: usedCar });
    const rival = await visitorWithCart({ carNumber: usedCar });
    const page = await (await request("/en/checkout", { headers: { cookie } })).text();
    expect(page).toContain('data-testid="pickup-only"');
    expect(page).not.toContain('data-testid="fulfilment-delivery"');
    const refused = await post(
      "/en/checkout",
      form({
        fulfilment: "delivery",
        "deliveryAddress.street": "Hauptstraße",
        "deliveryAddress.houseNumber": "1",
        "deliveryAddress.zipCode": "10115",
        "deliveryAddress.city": "Berlin",
        "deliveryAddress.country": "DE",
      }),
      cookie,
    );
    expect(refused.status).toBe(400);
    // Buying a car asks for the postal address: without it 400, the field explained, the rest kept.
    expect(page).toContain('name="addressRequired"');
    const noAddress = await post(
      "/en/checkout",
      form({
        locationId: String(usedCarLocation),
        addressRequired: "1",
        "deliveryAddress.street": "Hauptstraße",
      }),
      cookie,
    );
    expect(noAddress.status).toBe(400);
    const explained = await noAddress.text();
    expect(explained).toContain(translate("en", "validation:required"));
    expect(explained).toContain('value="Hauptstraße"');
    // A used car is picked up where it stands.
    const address = {
      addressRequired: "1",
      "deliveryAddress.street": "Hauptstraße",
      "deliveryAddress.houseNumber": "1",
      "deliveryAddress.zipCode": "10115",
      "deliveryAddress.city": "Berlin",
      "deliveryAddress.country": "DE",
    };
    const placed = await post(
      "/en/checkout",
      form({ locationId: String(usedCarLocation), ...address }),
      cookie,
    );
    expect(placed.status).toBe(303);
    const thanks = await (await request(placed.headers.get("location")!, { headers: { cookie } })).text();
    expect(thanks).toContain('data-testid="reserved-info"');

    // The rival had the same car in the cart: a conflict, in words, and the cart as it is now.
    const late = await post("/en/checkout", form({ locationId: String(usedCarLocation), ...address }), rival);
    expect(late.status).toBe(409);
    const html = await late.text();
    expect(html).toContain('data-testid="checkout-conflict"');
    expect(html).toContain('data-testid="line-problem"');
    expect(html).toContain('value="jana.roth@example.org"');
  });

  it("lists a customer's orders and shows the detail to them and staff, not to other customers", async () => {
    const client = DEMO_ACCOUNTS.find((a) => a.project === "dealer" && a.roles[0] === "client")!;
    const other = DEMO_ACCOUNTS.find((a) => a.project === "dealer" && a.roles[0] === "business_client")!;
    const admin = DEMO_ACCOUNTS.find((a) => a.project === "dealer" && a.roles[0] === "admin")!;
    const clerk = DEMO_ACCOUNTS.find((a) => a.project === "dealer" && a.roles[0] === "database_clerk")!;
    const clientCookie = await loginCookie(request, client.email, { ip: "10.30.0.1" });
    const add = await request("/api/cart/lines.json", {
      method: "POST",
      headers: { "content-type": "application/json", cookie: clientCookie },
      body: JSON.stringify({ kind: "item", itemId, quantity: 1 }),
    });
    expect(add.status).toBeLessThan(300);
    const checkout = await (await request("/en/checkout", { headers: { cookie: clientCookie } })).text();
    expect(checkout).toContain('data-testid="checkout-signed-in"');
    expect(checkout).toContain(`value="${client.email}"`);
    const res = await post("/en/checkout", form({ "customer.email": client.email }), clientCookie);
    expect(res.status).toBe(303);
    const number = decodeURIComponent((res.headers.get("location") ?? "").split("order=")[1] ?? "");

    const list = await (await request("/en/account/orders", { headers: { cookie: clientCookie } })).text();
    expect(list).toContain('data-view="mine"');
    expect(list).toContain(number);
    const detail = await request(`/en/account/orders/${number}`, { headers: { cookie: clientCookie } });
    expect(detail.status).toBe(200);
    const detailHtml = await detail.text();
    // The invoice comes with the dealer's confirmation.
    expect(detailHtml).toContain('data-testid="invoice-later"');
    expect(detailHtml).not.toContain('data-testid="order-confirm"');

    const otherCookie = await loginCookie(request, other.email, { ip: "10.30.0.2" });
    expect((await request(`/en/account/orders/${number}`, { headers: { cookie: otherCookie } })).status).toBe(
      404,
    );
    // A customer cannot confirm, not even their own order.
    expect((await post(`/en/account/orders/${number}`, "intent=confirm", clientCookie)).status).toBe(403);

    const [job] = await database.handle.db
      .select({ id: jobs.id, workflowId: jobs.workflowId })
      .from(orders)
      .innerJoin(jobs, eq(jobs.id, orders.jobId))
      .where(eq(orders.number, number));
    const jobHref = `href="/en/account/jobs/${job!.workflowId}/${job!.id}"`;
    for (const staff of [admin, clerk]) {
      const cookie = await loginCookie(request, staff.email, { ip: `10.30.1.${staff.roles[0]?.length}` });
      const all = await (await request("/en/account/orders?status=placed", { headers: { cookie } })).text();
      expect(all).toContain('data-view="all"');
      expect(all).toContain(number);
      const html = await (await request(`/en/account/orders/${number}`, { headers: { cookie } })).text();
      expect(html).toContain('data-testid="order-confirm"');
      // Straight to the job page, for those who work leads only (the clerk does not).
      if (staff === admin) expect(html).toContain(jobHref);
      else expect(html).not.toContain('data-testid="order-job-link"');
    }
    expect(detailHtml).not.toContain('data-testid="order-job-link"');
    const adminCookie = await loginCookie(request, admin.email, { ip: "10.30.2.1" });
    const confirmed = await post(
      `/en/account/orders/${number}`,
      "intent=confirm&status=completed",
      adminCookie,
    );
    expect(confirmed.status).toBe(200);
    const [row] = await database.handle.db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.number, number));
    expect(row?.status).toBe("confirmed");
    expect((await post(`/en/account/orders/${number}`, "intent=delete", adminCookie)).status).toBe(400);
    expect((await post("/en/account/orders/A-0000-999999", "intent=cancel", adminCookie)).status).toBe(404);

    // The job's timeline says what happened to the order, in the page's language, and links to it
    // for those the order page lets in.
    const jobPage = `/account/jobs/${job!.workflowId}/${job!.id}`;
    const timeline = await (await request(`/de${jobPage}`, { headers: { cookie: adminCookie } })).text();
    const digits = itemPrice % 100 === 0 ? 0 : 2;
    const total = new Intl.NumberFormat("de-DE", {
      style: "currency",
      currency: "EUR",
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(itemPrice / 100);
    expect(timeline).toContain(`Bestellung ${number} eingegangen, Summe ${total}`);
    expect(timeline).toContain(`Bestellung ${number} bestätigt`);
    expect(timeline).toContain(`href="/de/account/orders/${number}"`);
    const sales = DEMO_ACCOUNTS.find((a) => a.project === "dealer" && a.roles[0] === "sales")!;
    const salesCookie = await loginCookie(request, sales.email, { ip: "10.30.2.2" });
    const salesView = await request(`/en${jobPage}`, { headers: { cookie: salesCookie } });
    expect(salesView.status).toBe(200);
    const salesHtml = await salesView.text();
    expect(salesHtml).toContain(`Order ${number} confirmed`);
    expect(salesHtml).not.toContain('data-testid="order-event-link"');
  });
});
