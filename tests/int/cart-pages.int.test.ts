import { and, asc, eq, gt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cars, items, projects } from "../../app/db/schema";
import { createTestDatabase, type TestDatabase, testDrivers } from "../setup/test-db";
import { createTestApp, hasBuild } from "../setup/test-server";

// Without a build (`npm run build`) these tests are skipped, and `npm test` names the reason.

let ip = 0;
/** A form post as a browser without JavaScript sends it (same origin). */
const form = (fields: Record<string, string>, cookie?: string) => ({
  method: "POST",
  headers: {
    "content-type": "application/x-www-form-urlencoded",
    origin: "http://localhost",
    "x-forwarded-for": `10.9.${Math.floor(++ip / 250)}.${ip % 250}`,
    ...(cookie ? { cookie } : {}),
  },
  body: new URLSearchParams(fields).toString(),
});

const visitorCookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith("autohaus_visitor="))
    ?.split(";")[0] ?? null;

describe.runIf(hasBuild()).each(testDrivers())("shop and cart pages on %s", (driver) => {
  let database: TestDatabase;
  let request: Awaited<ReturnType<typeof createTestApp>>;
  let itemId = "";
  let itemName = "";

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    request = await createTestApp(database.handle.db);
    const [row] = await database.handle.db
      .select({ id: items.id, name: items.name })
      .from(items)
      .innerJoin(projects, eq(projects.id, items.projectId))
      .where(and(eq(projects.isDefault, true), eq(items.category, "accessories"), gt(items.stock, 5)))
      .orderBy(asc(items.position))
      .limit(1);
    itemId = row!.id;
    itemName = (row!.name as Record<string, string>).de ?? "";
  });
  afterAll(() => database?.drop());

  it("shows the shop with categories, prices incl. VAT and its search in the URL", async () => {
    const res = await request("/de/shop");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('data-testid="shop-page"');
    expect(html).toContain('data-testid="shop-category-accessories"');
    expect(html).toContain("inkl. 19\u00a0% MwSt.");
    expect(html).toContain(itemName);
    // An unknown category or an overlong search shows the whole shop, not an error.
    expect((await request("/de/shop?category=nope")).status).toBe(200);
    const searched = await (await request(`/de/shop?q=${encodeURIComponent(itemName)}`)).text();
    expect(searched).toContain('<meta name="robots" content="noindex"/>');
    expect(searched).toContain(itemName);
    const none = await (await request("/de/shop?q=zzzqqq")).text();
    expect(none).toContain('data-testid="shop-empty"');
  });

  it("an empty cart is a friendly page, private and not indexed, and looking sets no cookie", async () => {
    const res = await request("/warenkorb");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('data-testid="cart-empty"');
    expect(html).toContain('href="/gebrauchtwagen"');
    expect(html).toContain('href="/fahrzeugmarke-waehlen"');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(visitorCookieOf(res)).toBeNull();
    // Without JavaScript the menu's cart is a link to this page.
    expect(html).toMatch(/<a[^>]+data-testid="menu-cart"[^>]+href="\/warenkorb"/);
  });

  it("works without JavaScript: add from the shop, change the quantity, remove", async () => {
    const added = await request(
      "/de/shop?category=accessories",
      form({
        intent: "add",
        kind: "item",
        itemId,
        quantity: "2",
        redirectTo: "/de/shop?category=accessories",
      }),
    );
    expect(added.status).toBe(303);
    expect(added.headers.get("location")).toBe(
      `/de/shop?category=accessories&added=${itemId}#item-${itemId}`,
    );
    const cookie = visitorCookieOf(added)!;
    expect(cookie).toMatch(/^autohaus_visitor=/);

    const back = await request(`/de/shop?category=accessories&added=${itemId}`, { headers: { cookie } });
    const shop = await back.text();
    expect(back.headers.get("cache-control")).toContain("private");
    expect(shop).toMatch(/data-testid="cart-badge">2</);
    expect(shop).toContain(`${itemName} liegt jetzt in Ihrem Warenkorb.`);

    const page = await (await request("/de/warenkorb", { headers: { cookie } })).text();
    const lineId = /data-line="([0-9a-f-]{36})"/.exec(page)?.[1];
    expect(lineId).toBeTruthy();
    expect(page).toContain('data-testid="cart-checkout" href="/de/checkout"');

    const set = await request(
      "/de/warenkorb",
      form({ intent: "set", line: lineId!, quantity: "3", redirectTo: "/warenkorb" }, cookie),
    );
    expect(set.status).toBe(303);
    expect(set.headers.get("location")).toBe("/de/warenkorb?notice=updated");
    expect(await (await request("/de/warenkorb", { headers: { cookie } })).text()).toMatch(
      /data-testid="cart-badge">3</,
    );

    // Nonsense is a 400 with a translated message, never a server error.
    for (const quantity of ["abc", "0", "500"]) {
      const bad = await request("/de/warenkorb", form({ intent: "set", line: lineId!, quantity }, cookie));
      expect(bad.status, quantity).toBe(400);
      expect(await bad.text()).toContain("Bitte wählen Sie eine Menge zwischen 1 und 99.");
    }

    const removed = await request(
      "/de/warenkorb",
      form({ intent: "remove", line: lineId!, redirectTo: "/warenkorb" }, cookie),
    );
    expect(removed.status).toBe(303);
    expect(removed.headers.get("location")).toBe("/de/warenkorb?notice=removed");
    const empty = await (await request("/de/warenkorb?notice=removed", { headers: { cookie } })).text();
    expect(empty).toContain("Der Artikel wurde aus Ihrem Warenkorb entfernt.");
    expect(empty).toContain('data-testid="cart-empty"');
  });

  it("answers bad add forms with 400 or 404 and a translated message", async () => {
    const cases: [Record<string, string>, number][] = [
      [{ intent: "buy" }, 400],
      [{ intent: "add", kind: "spaceship" }, 400],
      [{ intent: "add", kind: "item", itemId: "not-a-uuid" }, 400],
      [{ intent: "add", kind: "item", itemId: "00000000-0000-4000-8000-000000000000" }, 404],
      [{ intent: "add", kind: "used_car", carNumber: "999999999" }, 404],
      [{ intent: "remove", line: "00000000-0000-4000-8000-000000000000" }, 404],
    ];
    for (const [fields, status] of cases) {
      const res = await request("/de/warenkorb", form(fields));
      expect(res.status, JSON.stringify(fields)).toBe(status);
      expect(await res.text()).toContain('data-testid="cart-error"');
    }
  });

  it("reserves a used car and a configured new car from their pages' forms", async () => {
    const used = await request(
      "/de/warenkorb",
      form({
        intent: "add",
        kind: "used_car",
        carNumber: "100021",
        redirectTo: "/de/gebrauchtwagen/x-100021",
      }),
    );
    expect([303, 409]).toContain(used.status);
    const cookie = visitorCookieOf(used) ?? undefined;
    const configured = await request(
      "/de/warenkorb",
      form(
        {
          intent: "add",
          kind: "new_car",
          brand: "bmw",
          model: "x5",
          gear: "automatic",
          fuel: "diesel",
          options: "tech_package",
          colour: "",
          redirectTo: "/de/bmw-kaufen/x5/automatik/diesel/austattung?o=tech_package",
        },
        cookie,
      ),
    );
    expect(configured.status).toBe(303);
    expect(configured.headers.get("location")).toBe(
      "/de/bmw-kaufen/x5/automatik/diesel/austattung?o=tech_package&added=1",
    );
  });

  it("marks a car someone else took and holds the checkout back until it is removed", async () => {
    const [car] = await database.handle.db
      .select({ id: cars.id, number: cars.number })
      .from(cars)
      .where(eq(cars.status, "available"))
      .orderBy(asc(cars.number))
      .offset(5)
      .limit(1);
    const added = await request(
      "/de/warenkorb",
      form({ intent: "add", kind: "used_car", carNumber: String(car!.number), redirectTo: "/warenkorb" }),
    );
    expect(added.status).toBe(303);
    const cookie = visitorCookieOf(added)!;
    await database.handle.db.update(cars).set({ status: "reserved" }).where(eq(cars.id, car!.id));
    const html = await (await request("/de/warenkorb", { headers: { cookie } })).text();
    expect(html).toContain('data-problem="car_unavailable"');
    expect(html).toContain("Dieses Fahrzeug wurde gerade von jemand anderem reserviert.");
    expect(html).toMatch(/<button[^>]+disabled=""[^>]+data-testid="cart-checkout"/);
    await database.handle.db.update(cars).set({ status: "available" }).where(eq(cars.id, car!.id));
  });
});
