/**
 * The security rules asserted in one place, response type by response type.
 *  - Headers: every kind of response the server gives (page, page redirect, page 404, form-action error,
 *    API 200/4xx, static file, upload, media picture, event stream, database down) carries the same
 *    protective headers; HSTS only over HTTPS; nothing names the server's software.
 *  - Cookies: every cookie any flow sets (session, anonymous visitor, contrast preference, logout) has
 *    Path=/, SameSite, Secure with the `__Host-` prefix on HTTPS, and HttpOnly unless it is a harmless
 *    preference the page's own script may read (the contrast switch: no identity in it).
 *  - Sessions (ASVS V7): a 160-bit random token stored only as its hash, rotated at login, ended on the
 *    server at logout and by a password reset, refused once expired, bound to its project.
 *  - CSRF: cookie-authenticated form posts from another origin (or with no Origin) are refused, pages and
 *    API alike; JSON needs a content type a cross-site form cannot send.
 *  - Throttling: logins per address end in 429 with Retry-After, in the API's error shape.
 * Headers do not depend on the database driver: this file runs on PGlite only.
 */

import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, isNotNull, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cars, projects, sessions } from "../../app/db/schema";
import { DEMO_PROJECT_SLUG } from "../../seed/demo.server";
import { createTestDatabase, type TestDatabase } from "../setup/test-db";
import { createTestApp, hasBuild, loginCookie, type TestRequest } from "../setup/test-server";

const CUSTOMER = "customer@autohaus-brandt.example";
const MANAGER = "manager@autohaus-brandt.example";
let ip = 0;
const nextIp = () => `10.77.${Math.floor(++ip / 250)}.${ip % 250}`;

/** The headers every response must carry, whatever produced it. */
function expectProtectiveHeaders(res: Response, what: string, https = false) {
  const h = res.headers;
  expect(h.get("x-content-type-options"), what).toBe("nosniff");
  expect(h.get("x-frame-options"), what).toBe("SAMEORIGIN");
  expect(h.get("referrer-policy"), what).toBe("strict-origin-when-cross-origin");
  expect(h.get("cross-origin-opener-policy"), what).toBe("same-origin");
  expect(h.get("cross-origin-resource-policy"), what).toBe("same-origin");
  const csp = h.get("content-security-policy") ?? "";
  expect(csp, what).toMatch(/default-src '(self|none)'/);
  expect(csp, what).toMatch(/frame-ancestors 'self'|sandbox/);
  expect(h.get("x-powered-by"), what).toBeNull();
  expect(h.get("server"), what).toBeNull();
  if (https) expect(h.get("strict-transport-security"), what).toMatch(/max-age=\d{7,}/);
  else expect(h.get("strict-transport-security"), what).toBeNull();
}

type Cookie = { name: string; value: string; attrs: Map<string, string> };
function parseSetCookie(line: string): Cookie {
  const [pair, ...rest] = line.split(";");
  const eqAt = pair!.indexOf("=");
  const attrs = new Map<string, string>();
  for (const a of rest) {
    const [k, ...v] = a.trim().split("=");
    attrs.set(k!.toLowerCase(), v.join("="));
  }
  return { name: pair!.slice(0, eqAt).trim(), value: pair!.slice(eqAt + 1).trim(), attrs };
}

/** Cookies a page's own script may read: preferences without identity in them. */
const READABLE_PREFERENCES = new Set(["ah_contrast"]);

function expectCookieFlags(line: string, what: string, https: boolean) {
  const c = parseSetCookie(line);
  expect(c.attrs.get("path"), `${what}: ${c.name} Path`).toBe("/");
  expect(c.attrs.has("domain"), `${what}: ${c.name} has no Domain`).toBe(false);
  expect(["lax", "strict"], `${what}: ${c.name} SameSite`).toContain(c.attrs.get("samesite")?.toLowerCase());
  const base = c.name.replace(/^__Host-/, "");
  if (!READABLE_PREFERENCES.has(base))
    expect(c.attrs.has("httponly"), `${what}: ${c.name} HttpOnly`).toBe(true);
  if (https) {
    expect(c.attrs.has("secure"), `${what}: ${c.name} Secure`).toBe(true);
    if (c.attrs.has("httponly")) expect(c.name, `${what}: __Host- prefix`).toMatch(/^__Host-/);
  } else {
    expect(c.attrs.has("secure"), `${what}: ${c.name} not Secure on http`).toBe(false);
  }
  const maxAge = Number(c.attrs.get("max-age") ?? "NaN");
  expect(Number.isFinite(maxAge), `${what}: ${c.name} has a Max-Age`).toBe(true);
  // Nothing outlives the 400 days browsers cap a cookie at.
  expect(maxAge, `${what}: ${c.name} Max-Age`).toBeLessThanOrEqual(400 * 86_400);
  return c;
}

describe("security rules (issue 18, item 5) on pglite", () => {
  let database: TestDatabase;
  let request: TestRequest;
  let carNumber: number;
  const uploadDir = path.join(tmpdir(), `autohaus-rules-uploads-${process.pid}`);
  const PUBLIC_PICTURE = "0b6f3c1e-7d2a-4c59-9e41-5a8d2f7c3b10";

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    // A public upload (a shop item picture) and a private one (an avatar, never served from /uploads).
    mkdirSync(path.join(uploadDir, "items", PUBLIC_PICTURE), { recursive: true });
    writeFileSync(
      path.join(uploadDir, "items", PUBLIC_PICTURE, "card.webp"),
      new Uint8Array([82, 73, 70, 70]),
    );
    mkdirSync(path.join(uploadDir, "avatars"), { recursive: true });
    writeFileSync(path.join(uploadDir, "avatars", "a.webp"), new Uint8Array([82, 73, 70, 70]));
    request = await createTestApp(database.handle.db, {
      uploadDir,
      clientBuildDir: "build/client",
      authThrottle: false,
    });
    const [car] = await database.handle.db
      .select({ number: cars.number })
      .from(cars)
      .innerJoin(projects, eq(projects.id, cars.projectId))
      .where(and(eq(projects.slug, DEMO_PROJECT_SLUG), isNotNull(cars.publishedAt), ne(cars.status, "sold")))
      .limit(1);
    carNumber = car!.number;
  });
  afterAll(() => database?.drop());

  /** Both schemes: plain http, and HTTPS as the trusted proxy reports it. */
  const over = (https: boolean, init: RequestInit = {}): RequestInit => {
    const headers = new Headers(init.headers);
    headers.set("x-forwarded-for", nextIp());
    if (https) headers.set("x-forwarded-proto", "https");
    return { ...init, headers };
  };

  it.runIf(hasBuild()).each([false, true])(
    "every response type carries the protective headers (https: %s)",
    async (https) => {
      const customer = await loginCookie(request, CUSTOMER);
      const asset = readdirSync("build/client/assets").find((f) => f.endsWith(".js"))!;
      const cases: [string, string, RequestInit?][] = [
        ["page 200", "/de"],
        ["page 200, signed in", "/en/account", { headers: { cookie: customer } }],
        ["page redirect", "/"],
        ["page 404", "/de/gibt-es-nicht-123"],
        ["car page", `/de/gebrauchtwagen/auto-${carNumber}`],
        ["page of the account area, anonymous (redirect to login)", "/de/account/jobs"],
        [
          "form action refused (invalid input)",
          "/en/login",
          {
            method: "POST",
            headers: {
              "content-type": "application/x-www-form-urlencoded",
              origin: https ? "https://localhost" : "http://localhost",
            },
            body: "email=x&password=",
          },
        ],
        ["API 200", "/api/health"],
        ["API 200, signed in", "/api/auth/session.json", { headers: { cookie: customer } }],
        ["API 401", "/api/account/profile.json"],
        ["API 404", "/api/nothing-here.json"],
        [
          "API 400",
          "/api/auth/login.json",
          { method: "POST", headers: { "content-type": "application/json" }, body: "{" },
        ],
        [
          "API 403 (cross-origin form post)",
          "/api/auth/logout.json",
          {
            method: "POST",
            headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" },
            body: "",
          },
        ],
        [
          "API 413",
          "/api/auth/login.json",
          {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ email: "a".repeat(200_000) }),
          },
        ],
        ["OpenAPI document", "/api/openapi.json"],
        ["static asset", `/assets/${asset}`],
        ["static file", "/favicon.svg"],
        ["static 404", "/assets/nope-123.js"],
        ["robots.txt", "/robots.txt"],
        ["sitemap", "/sitemap.xml"],
        ["upload", `/uploads/items/${PUBLIC_PICTURE}/card.webp`],
        ["upload 404", "/uploads/items/0b6f3c1e-7d2a-4c59-9e41-000000000000/card.webp"],
        ["private upload", "/uploads/avatars/a.webp"],
      ];
      const seen = new Set<number>();
      for (const [what, url, init] of cases) {
        const res = await request(url, over(https, init));
        seen.add(res.status);
        expect(res.status, what).toBeLessThan(500);
        expectProtectiveHeaders(res, `${what} (${url})`, https);
        // Personal answers are never stored by a shared cache.
        const personal = (init?.headers as Record<string, string> | undefined)?.cookie;
        if (personal) expect(res.headers.get("cache-control") ?? "", what).not.toMatch(/public/);
        // Pages carry a nonce CSP without inline scripts; everything else at least default-src.
        if ((res.headers.get("content-type") ?? "").startsWith("text/html") && !url.startsWith("/uploads/")) {
          expect(res.headers.get("content-security-policy"), what).toMatch(/script-src 'nonce-[^']+'/);
          expect(res.headers.get("content-security-policy"), what).not.toMatch(
            /script-src[^;]*unsafe-inline/,
          );
        }
      }
      console.info(
        `[security rules] ${cases.length} response kinds over ${https ? "https" : "http"} (statuses ${[...seen].sort().join(", ")}): protective headers on every one, HSTS ${https ? "on all" : "on none"}`,
      );
      // The list above really covers success, redirect and the error classes.
      for (const status of [200, 302, 400, 401, 403, 404, 413]) {
        expect(
          [...seen].some((s) => s === status || (status === 302 && s >= 301 && s <= 303)),
          String(status),
        ).toBe(true);
      }
    },
  );

  it.runIf(hasBuild())("the event stream carries them too and is never cached", async () => {
    const manager = await loginCookie(request, MANAGER);
    const res = await request("/api/events", over(false, { headers: { cookie: manager } }));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(res.headers.get("cache-control")).toMatch(/no-cache|no-store/);
    expectProtectiveHeaders(res, "event stream");
    await res.body?.cancel();
  });

  it("a database that is gone answers 503 (page, API, health), with the same headers", async () => {
    const gone = await createTestDatabase("pglite", { seed: false });
    const goneRequest = await createTestApp(gone.handle.db);
    await gone.handle.close();
    const res = await goneRequest("/api/health");
    expect(res.status).toBe(503);
    expectProtectiveHeaders(res, "health with the database gone");
    // Pages and the API proper say so too: a translated page, the API's error body.
    const page = await goneRequest("/de", { headers: { "x-forwarded-for": nextIp() } });
    expect(page.status).toBe(503);
    expect(Number(page.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await page.text()).toMatch(/<html lang="de"/);
    expectProtectiveHeaders(page, "page with the database gone");
    const api = await goneRequest("/api/cart.json", { headers: { "x-forwarded-for": nextIp() } });
    expect(api.status).toBe(503);
    const body = (await api.json()) as { error?: { code?: string; message?: string } };
    expect(body.error?.code).toBe("unavailable");
    expect(body.error?.message).toBeTruthy();
    expectProtectiveHeaders(api, "API with the database gone");
  });

  it.each([false, true])("every cookie any flow sets has the right flags (https: %s)", async (https) => {
    const lines: [string, string][] = [];
    const collect = (what: string, res: Response) => {
      for (const line of res.headers.getSetCookie()) lines.push([what, line]);
    };
    // Anonymous visitor: a favorite and a cart line make the visitor cookie.
    const fav = await request(
      `/api/favorites/${carNumber}.json`,
      over(https, { method: "PUT", headers: { origin: https ? "https://localhost" : "http://localhost" } }),
    );
    collect("favorite", fav);
    expect(fav.status, await fav.clone().text()).toBeLessThan(300);
    const visitor = fav.headers.getSetCookie()[0]?.split(";")[0] ?? "";
    expect(visitor).toMatch(/visitor/);
    // Contrast preference (a form post from the page).
    collect(
      "contrast",
      await request(
        "/preferences/contrast",
        over(https, {
          method: "POST",
          headers: {
            "content-type": "application/x-www-form-urlencoded",
            origin: https ? "https://localhost" : "http://localhost",
          },
          body: "value=high&back=/de",
        }),
      ),
    );
    // Login through the API and through the form, then logout.
    const apiLogin = await request(
      "/api/auth/login.json",
      over(https, {
        method: "POST",
        headers: { "content-type": "application/json", cookie: visitor },
        body: JSON.stringify({ email: CUSTOMER, password: "autohaus-demo" }),
      }),
    );
    expect(apiLogin.status).toBe(200);
    collect("API login", apiLogin);
    const formLogin = await request(
      "/en/login",
      over(https, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: https ? "https://localhost" : "http://localhost",
        },
        body: new URLSearchParams({ email: CUSTOMER, password: "autohaus-demo" }).toString(),
      }),
    );
    if (hasBuild()) {
      expect(formLogin.status).toBeLessThan(400);
      collect("form login", formLogin);
    }
    const session = apiLogin.headers
      .getSetCookie()
      .find((l) => l.includes("autohaus_session"))!
      .split(";")[0]!;
    collect(
      "API logout",
      await request(
        "/api/auth/logout.json",
        over(https, { method: "POST", headers: { cookie: session, "content-type": "application/json" } }),
      ),
    );
    const names = new Set<string>();
    for (const [what, line] of lines)
      names.add(expectCookieFlags(line, what, https).name.replace(/^__Host-/, ""));
    console.info(
      `[security rules] cookies over ${https ? "https" : "http"}: ${lines.length} Set-Cookie headers of ${[...names].sort().join(", ")}: Path=/, SameSite, ${https ? "Secure and __Host- where HttpOnly" : "not Secure"}, HttpOnly but the contrast preference`,
    );
    // Every kind of cookie the site sets was looked at.
    expect([...names].sort()).toEqual(expect.arrayContaining(["autohaus_session", "ah_contrast"]));
    expect([...names].some((n) => n.includes("visitor"))).toBe(true);
  });

  describe("sessions", () => {
    it("are 160-bit random tokens stored only as their hash, and end at logout on the server", async () => {
      const cookie = await loginCookie(request, CUSTOMER);
      const token = cookie.split("=")[1]!;
      // ASVS 7.2.3: at least 128 bits of entropy (we draw 160).
      expect(Buffer.from(token, "base64url").length).toBeGreaterThanOrEqual(16);
      const db = database.handle.db;
      const stored = await db.select({ id: sessions.id }).from(sessions);
      expect(stored.some((s) => s.id === token)).toBe(false);
      expect(stored.some((s) => s.id === createHash("sha256").update(token).digest("hex"))).toBe(true);
      const out = await request("/api/auth/logout.json", {
        method: "POST",
        headers: { cookie, "content-type": "application/json" },
      });
      expect(out.status).toBeLessThan(300);
      // The old cookie, replayed, is nobody.
      const replay = await request("/api/account/profile.json", { headers: { cookie } });
      expect(replay.status).toBe(401);
    });

    it("are refused once expired, and only on their own project", async () => {
      const cookie = await loginCookie(request, MANAGER);
      const token = cookie.split("=")[1]!;
      const id = createHash("sha256").update(token).digest("hex");
      const db = database.handle.db;
      expect((await request("/api/account/profile.json", { headers: { cookie } })).status).toBe(200);
      // The same cookie on another site of the installation is not a session there.
      const elsewhere = await request("/api/account/profile.json", {
        host: "community.localhost",
        headers: { cookie },
      });
      expect(elsewhere.status).toBe(401);
      await db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.id, id));
      expect((await request("/api/account/profile.json", { headers: { cookie } })).status).toBe(401);
    });

    it("a login rotates the session (a password reset ends them all: identity.int.test.ts)", async () => {
      const before = await loginCookie(request, CUSTOMER);
      const after = await loginCookie(request, CUSTOMER);
      expect(after).not.toBe(before);
      // A session id planted before login is not adopted: the login answers a new one.
      const planted = await request("/api/auth/login.json", {
        method: "POST",
        headers: { "content-type": "application/json", cookie: before, "x-forwarded-for": nextIp() },
        body: JSON.stringify({ email: CUSTOMER, password: "autohaus-demo" }),
      });
      const issued = planted.headers.getSetCookie().find((l) => l.includes("autohaus_session"))!;
      expect(issued.split(";")[0]).not.toBe(before);
    });
  });

  describe("CSRF", () => {
    it("refuses cookie-authenticated form posts from another origin or without one, pages and API", async () => {
      const cookie = await loginCookie(request, CUSTOMER);
      for (const [url, origin] of [
        ["/api/auth/logout.json", "https://evil.example"],
        ["/api/auth/logout.json", null],
        ["/en/account/settings", "https://evil.example"],
        ["/preferences/contrast", "null"],
      ] as const) {
        const headers: Record<string, string> = {
          "content-type": "application/x-www-form-urlencoded",
          cookie,
        };
        if (origin) headers.origin = origin;
        const res = await request(url, { method: "POST", headers, body: "value=high" });
        expect(res.status, `${url} from ${origin}`).toBe(403);
      }
      // text/plain is what a cross-site form can send instead of JSON: refused the same way.
      const plain = await request("/api/cart/lines.json", {
        method: "POST",
        headers: { "content-type": "text/plain", cookie, origin: "https://evil.example" },
        body: JSON.stringify({ kind: "car", carNumber }),
      });
      expect(plain.status).toBe(403);
      // The session is still there: the refused posts changed nothing.
      expect((await request("/api/account/profile.json", { headers: { cookie } })).status).toBe(200);
    });
  });

  describe("throttling", () => {
    it("ends repeated logins from one address in 429 with Retry-After, in the API's error shape", async () => {
      const throttled = await createTestApp(database.handle.db, { authThrottle: true });
      const address = "10.66.1.1";
      let last: Response | null = null;
      for (let i = 0; i < 40; i++) {
        last = await throttled("/api/auth/login.json", {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": address },
          body: JSON.stringify({ email: `nobody${i}@example.com`, password: "wrong-password" }),
        });
        if (last.status === 429) break;
      }
      expect(last!.status).toBe(429);
      expect(Number(last!.headers.get("retry-after"))).toBeGreaterThan(0);
      const body = (await last!.json()) as { error?: { code?: string; message?: string } };
      expect(body.error?.message).toBeTruthy();
      expectProtectiveHeaders(last!, "429");
    });
  });
});
