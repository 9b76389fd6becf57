/**
 * Favorites: anonymous visitors park cars through the JSON API and the no-JavaScript form,
 * the visitor cookie appears only with the first favorite, login merges them into the account, sold
 * cars stay visible, and nothing crosses from one site (project) to another.
 */
import { and, asc, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_FAVORITES } from "../../app/core/favorites/favorites";
import { cars, favorites, projects } from "../../app/db/schema";
import { DEMO_PROJECT_SLUG } from "../../seed/demo.server";
import { createTestDatabase, type TestDatabase, testDrivers } from "../setup/test-db";
import { createTestApp, hasBuild, loginCookie, type TestRequest } from "../setup/test-server";

const COMMUNITY = "community.localhost";
const CUSTOMER = "customer@autohaus-brandt.example";

let ipCounter = 0;
const freshIp = () => `10.77.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

/** The `name=value` of the visitor cookie a response sets, or null. */
function visitorCookieOf(res: Response): string | null {
  const set = res.headers.getSetCookie().find((c) => c.startsWith("autohaus_visitor="));
  return set ? (set.split(";")[0] ?? null) : null;
}

/** A form post as a browser on `origin` sends it. */
const form = (fields: Record<string, string>, headers: Record<string, string> = {}) => ({
  method: "POST",
  headers: {
    "content-type": "application/x-www-form-urlencoded",
    origin: "http://localhost",
    "x-forwarded-for": freshIp(),
    ...headers,
  },
  body: new URLSearchParams(fields).toString(),
});

describe.each(testDrivers())("favorites on %s", (driver) => {
  let database: TestDatabase;
  let request: TestRequest;
  let numbers: number[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    request = await createTestApp(database.handle.db, { authThrottle: false });
    const [dealer] = await database.handle.db
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.slug, DEMO_PROJECT_SLUG));
    const rows = await database.handle.db
      .select({ number: cars.number })
      .from(cars)
      .where(and(eq(cars.projectId, dealer!.id), eq(cars.status, "available"), isNotNull(cars.publishedAt)))
      .orderBy(asc(cars.number))
      .limit(12);
    numbers = rows.map((r) => r.number);
    expect(numbers.length).toBe(12);
  });
  afterAll(() => database?.drop());

  const db = () => database.handle.db;
  // A browser sends its Origin with PUT and DELETE; bodiless writes without it are refused (CSRF).
  const own = (host = "localhost", cookie?: string) => ({
    origin: `http://${host}`,
    ...(cookie ? { cookie } : {}),
  });
  const put = (n: number, cookie?: string, host?: string) =>
    request(`/api/favorites/${n}.json`, { method: "PUT", host, headers: own(host, cookie) });
  const del = (n: number, cookie?: string) =>
    request(`/api/favorites/${n}.json`, { method: "DELETE", headers: own(undefined, cookie) });
  const list = async (cookie?: string, host?: string) =>
    (await (await request("/api/favorites.json", { host, headers: cookie ? { cookie } : {} })).json()) as {
      cars: Array<{ number: number; status: string }>;
      count: number;
    };

  it("parks cars anonymously through the API; the visitor cookie comes with the first favorite only", async () => {
    const [a, b] = numbers as [number, number];
    // Looking is free: no cookie for reading an empty list.
    const empty = await request("/api/favorites.json");
    expect(empty.headers.getSetCookie()).toEqual([]);
    expect(await empty.json()).toEqual({ cars: [], count: 0 });

    const first = await put(a);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ car: a, favorite: true, count: 1 });
    const setCookie = first.headers.getSetCookie().join("\n");
    expect(setCookie).toMatch(
      /^autohaus_visitor=[0-9a-f-]{36}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+/,
    );
    const cookie = visitorCookieOf(first)!;

    const second = await put(b, cookie);
    expect(second.headers.getSetCookie()).toEqual([]);
    expect((await second.json()) as object).toMatchObject({ count: 2 });
    // Parking the same car twice changes nothing.
    expect((await (await put(b, cookie)).json()) as object).toMatchObject({ count: 2 });
    expect((await list(cookie)).cars.map((c) => c.number)).toEqual([b, a]);

    const removed = await del(a, cookie);
    expect(await removed.json()).toEqual({ car: a, favorite: false, count: 1 });
    // Removing without any favorites neither fails nor sets a cookie.
    const anonymousDelete = await del(a);
    expect(anonymousDelete.status).toBe(200);
    expect(anonymousDelete.headers.getSetCookie()).toEqual([]);
  });

  it("refuses bad input with 400 and unknown cars with 404, never 500", async () => {
    expect((await request("/api/favorites/abc.json", { method: "PUT", headers: own() })).status).toBe(400);
    expect((await request("/api/favorites/12", { method: "PUT", headers: own() })).status).toBe(400);
    // Without our Origin, a cookie-carrying write is refused.
    expect((await request(`/api/favorites/${numbers[0]}.json`, { method: "PUT" })).status).toBe(403);
    const missing = await put(999_999_999);
    expect(missing.status).toBe(404);
    expect(missing.headers.getSetCookie()).toEqual([]);
    const body = (await missing.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("not_found");
  });

  it("stops at the limit with a translated 409", async () => {
    const visitorId = crypto.randomUUID();
    const [dealer] = await db()
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.slug, DEMO_PROJECT_SLUG));
    const many = await db()
      .select({ id: cars.id })
      .from(cars)
      .where(eq(cars.projectId, dealer!.id))
      .orderBy(asc(cars.number))
      .limit(MAX_FAVORITES + 1);
    const [last, ...rest] = many.reverse();
    await db()
      .insert(favorites)
      .values(rest.map((c) => ({ projectId: dealer!.id, carId: c.id, visitorId })));
    const [lastCar] = await db().select({ number: cars.number }).from(cars).where(eq(cars.id, last!.id));
    const res = await request(`/api/favorites/${lastCar!.number}.json?lang=de`, {
      method: "PUT",
      headers: own(undefined, `autohaus_visitor=${visitorId}`),
    });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { message: string } }).error.message).toContain(
      `${MAX_FAVORITES} Fahrzeuge`,
    );
    await db().delete(favorites).where(eq(favorites.visitorId, visitorId));
  });

  it("keeps each site's favorites to itself", async () => {
    const [a] = numbers as [number];
    const first = await put(a);
    const cookie = visitorCookieOf(first)!;
    // The dealer's car does not exist on the community site …
    const foreign = await put(a, cookie, COMMUNITY);
    expect(foreign.status).toBe(404);
    // … and the dealer site's favorites are invisible there, with the same visitor cookie.
    expect(await list(cookie, COMMUNITY)).toEqual({ cars: [], count: 0 });
    expect((await list(cookie)).count).toBe(1);
  });

  it("shows a sold car as sold instead of dropping it, and drops an unpublished one", async () => {
    const [, , c, d, e] = numbers as [number, number, number, number, number];
    const cookie = visitorCookieOf(await put(c))!;
    await put(d, cookie);
    await put(e, cookie);
    await db().update(cars).set({ status: "sold" }).where(eq(cars.number, c));
    await db().update(cars).set({ publishedAt: null }).where(eq(cars.number, e));
    const { cars: listed, count } = await list(cookie);
    expect(listed).toEqual([
      expect.objectContaining({ number: d, status: "available" }),
      expect.objectContaining({ number: c, status: "sold" }),
    ]);
    expect(count).toBe(2);
    // An unpublished car cannot be parked, but it can be removed.
    expect((await put(e, cookie)).status).toBe(404);
    expect((await del(e, cookie)).status).toBe(200);
    if (hasBuild()) {
      const page = await request("/en/favorites", { headers: { cookie } });
      const html = await page.text();
      expect(page.status).toBe(200);
      expect(html).toContain(`data-testid="favorite-card-${c}" data-state="sold"`);
      expect(html).toContain("This car has been sold.");
      expect(html).not.toContain(`favorite-card-${e}`);
      expect(html).toContain('<meta name="robots" content="noindex"/>');
    }
    await db().update(cars).set({ status: "available" }).where(eq(cars.number, c));
    await db().update(cars).set({ publishedAt: new Date() }).where(eq(cars.number, e));
  });

  it("merges the visitor's favorites into the account at JSON login, without duplicates", async () => {
    const [, , , , , f, g] = numbers as number[] as [number, number, number, number, number, number, number];
    // The customer parked g earlier while signed in.
    const session = await loginCookie(request, CUSTOMER, { ip: freshIp() });
    await put(g, session);
    // Anonymous on another day: f and g.
    const visitor = visitorCookieOf(await put(f))!;
    await put(g, visitor);

    const res = await request("/api/auth/login.json", {
      method: "POST",
      headers: { "content-type": "application/json", cookie: visitor, "x-forwarded-for": freshIp() },
      body: JSON.stringify({ email: CUSTOMER, password: "autohaus-demo" }),
    });
    expect(res.status).toBe(200);
    const cookies = res.headers.getSetCookie();
    expect(cookies.some((c) => c.startsWith("autohaus_session="))).toBe(true);
    expect(cookies.find((c) => c.startsWith("autohaus_visitor="))).toMatch(/^autohaus_visitor=; .*Max-Age=0/);
    const newSession = cookies.find((c) => c.startsWith("autohaus_session="))!.split(";")[0]!;

    const mine = await list(newSession);
    expect(mine.cars.map((c) => c.number).sort()).toEqual([f, g].sort());
    const visitorId = visitor.split("=")[1]!;
    expect(await db().select().from(favorites).where(eq(favorites.visitorId, visitorId))).toEqual([]);
  });

  it.runIf(hasBuild())(
    "the no-JavaScript form parks a car, sets the cookie once, and sends the browser back",
    async () => {
      const [, , , , , , , h, i] = numbers as number[];
      const res = await request(
        "/favorites",
        form({ intent: "add", car: String(h), redirectTo: "/cars?fuel=diesel" }),
      );
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe("/cars?fuel=diesel");
      const cookie = visitorCookieOf(res)!;
      expect(cookie).toMatch(/^autohaus_visitor=/);

      // In German, under the locale prefix; the cookie is not set again.
      const de = await request(
        "/de/favoriten",
        form({ intent: "add", car: String(i), redirectTo: "/favoriten" }, { cookie }),
      );
      expect(de.status).toBe(303);
      expect(de.headers.get("location")).toBe("/de/favoriten");
      expect(visitorCookieOf(de)).toBeNull();
      expect((await list(cookie)).count).toBe(2);

      // The page's root data carries the count: the top menu shows it with an accessible name.
      const page = await request("/en/favorites", { headers: { cookie } });
      const html = await page.text();
      expect(html).toContain('aria-label="Favourites: 2 cars"');
      expect(html).toMatch(/data-testid="menu-favorites-count">2</);
      expect(html).toContain('\\"favoritesCount\\",2');
      expect(page.headers.get("cache-control")).toContain("private");

      const removed = await request(
        "/favorites",
        form({ intent: "remove", car: String(h), redirectTo: "/favorites" }, { cookie }),
      );
      expect(removed.status).toBe(303);
      expect((await list(cookie)).count).toBe(1);

      // Bad input is a 400 page, not an error.
      const bad = await request("/en/favorites", form({ intent: "add", car: "abc" }, { cookie }));
      expect(bad.status).toBe(400);
      expect(await bad.text()).toContain("This request is not valid.");
    },
  );

  it.runIf(hasBuild())("a page view alone sets no cookie", async () => {
    const page = await request("/en/favorites");
    expect(page.status).toBe(200);
    expect(page.headers.getSetCookie()).toEqual([]);
    const html = await page.text();
    expect(html).toContain('data-testid="favorites-empty"');
    expect(html).toContain('aria-label="Favourites"');
    const home = await request("/");
    expect(home.headers.getSetCookie()).toEqual([]);
  });

  it.runIf(hasBuild())("refuses a cross-site form post (CSRF)", async () => {
    const [, , , , , , , , , j] = numbers as number[];
    const res = await request(
      "/favorites",
      form({ intent: "add", car: String(j), redirectTo: "/" }, { origin: "http://evil.example" }),
    );
    expect(res.status).toBe(403);
    expect(visitorCookieOf(res)).toBeNull();
    const [car] = await db().select({ id: cars.id }).from(cars).where(eq(cars.number, j!));
    expect(await db().select().from(favorites).where(eq(favorites.carId, car!.id))).toEqual([]);
  });

  it.runIf(hasBuild())(
    "merges at login through the login page's form (also the top menu's login)",
    async () => {
      const [, , , , , , , , , , k] = numbers as number[];
      const visitor = visitorCookieOf(await put(k!))!;
      const res = await request(
        "/login",
        form({ email: CUSTOMER, password: "autohaus-demo", redirectTo: "/favorites" }, { cookie: visitor }),
      );
      expect([302, 303]).toContain(res.status);
      const cookies = res.headers.getSetCookie();
      expect(cookies.find((c) => c.startsWith("autohaus_visitor="))).toMatch(/Max-Age=0/);
      const session = cookies.find((c) => c.startsWith("autohaus_session="))!.split(";")[0]!;
      expect((await list(session)).cars.map((c) => c.number)).toContain(k);
      // The signed-in page counts the account's favorites.
      const page = await request("/en/favorites", { headers: { cookie: session } });
      expect(await page.text()).toContain(`data-testid="favorite-card-${k}"`);
    },
  );
});
