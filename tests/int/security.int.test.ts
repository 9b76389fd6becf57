/**
 * Findings of the independent security test: the development mailbox, redirect
 * targets, malformed input that must not become a 500, cookie names on HTTPS, the client address
 * behind proxies, body limits, headers of static files and uploads, favorites answering alike, and HSTS.
 * Login throttling is in identity.int.test.ts.
 */
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enqueueMail } from "../../app/core/mail/outbox.server";
import { cars, jobEvents, jobs, projects, serviceAppointments } from "../../app/db/schema";
import { DEMO_PROJECT_SLUG } from "../../seed/demo.server";
import { createTestDatabase, type TestDatabase, testDrivers } from "../setup/test-db";
import { createTestApp, hasBuild, loginCookie, type TestRequest } from "../setup/test-server";

let ipCounter = 0;
const freshIp = () => `10.91.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

/** A form post as a browser on this site sends it (same Origin). */
const form = (fields: Record<string, string>, extra: Record<string, string> = {}) => ({
  method: "POST",
  headers: {
    "content-type": "application/x-www-form-urlencoded",
    origin: "http://localhost",
    "x-forwarded-for": freshIp(),
    ...extra,
  },
  body: new URLSearchParams(fields).toString(),
});

const ADMIN = "admin@autohaus-brandt.example";
const HOLDING = "holding@autohaus-brandt.example";
const CUSTOMER = "customer@autohaus-brandt.example";

describe.each(testDrivers())("security findings on %s", (driver) => {
  let database: TestDatabase;
  let request: TestRequest;
  let dealerId: string;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    request = await createTestApp(database.handle.db, { authThrottle: false });
    const [dealer] = await database.handle.db
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.slug, DEMO_PROJECT_SLUG));
    dealerId = dealer!.id;
  });
  afterAll(() => database?.drop());

  const db = () => database.handle.db;

  describe("1. the development mailbox", () => {
    type Mailbox = { mails: Array<{ to: string; subject: string }> };
    const mailbox = async (cookie: string, req = request) => {
      const res = await req("/api/account/mailbox.json", { headers: { cookie } });
      return { status: res.status, body: res.status === 200 ? ((await res.json()) as Mailbox) : null };
    };

    it("does not exist where the server says so (production, SMTP_URL): API, page and link", async () => {
      const production = await createTestApp(db(), { devMailbox: false, authThrottle: false });
      const cookie = await loginCookie(production, ADMIN);
      const api = await production("/api/account/mailbox.json", { headers: { cookie } });
      expect(api.status).toBe(404);
      expect(((await api.json()) as { error: { code: string } }).error.code).toBe("not_found");
      const doc = (await (await production("/api/openapi.json")).json()) as { paths: object };
      expect(Object.keys(doc.paths)).not.toContain("/account/mailbox.json");
      if (hasBuild()) {
        const page = await production("/en/account/settings/mailbox", { headers: { cookie } });
        expect(page.status).toBe(404);
        expect(await page.text()).toContain("Page not found");
        // Not even a visitor is sent to the login page for it.
        expect((await production("/en/account/settings/mailbox")).status).toBe(404);
        const settings = await (await production("/en/account/settings", { headers: { cookie } })).text();
        expect(settings).not.toContain("/account/settings/mailbox");
      }
    });

    it("elsewhere says it is a testing tool, and the settings page links to it", async () => {
      if (!hasBuild()) return;
      const cookie = await loginCookie(request, ADMIN);
      const page = await request("/de/account/settings/mailbox", { headers: { cookie } });
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('data-testid="mailbox-testing-only"');
      expect(html).toContain("Ein Testwerkzeug für Entwicklung und Demo");
      const settings = await (await request("/en/account/settings", { headers: { cookie } })).text();
      expect(settings).toContain('href="/en/account/settings/mailbox"');
    });

    it("shows nobody the mail of an account ranking above them", async () => {
      const stamp = Date.now();
      for (const to of [HOLDING, ADMIN, CUSTOMER, `nobody.${stamp}@example.org`]) {
        await enqueueMail(db(), dealerId, {
          to,
          subject: `Reset ${stamp}`,
          text: "https://localhost/en/forgotpassword/secret",
        });
      }
      const seenBy = async (email: string) => {
        const { status, body } = await mailbox(await loginCookie(request, email));
        expect(status).toBe(200);
        return body!.mails.filter((m) => m.subject === `Reset ${stamp}`).map((m) => m.to);
      };
      // The site admin: their own, lower and unknown addresses, but not the holding admin's.
      expect((await seenBy(ADMIN)).sort()).toEqual([ADMIN, CUSTOMER, `nobody.${stamp}@example.org`].sort());
      // The holding admin outranks everybody here.
      expect(await seenBy(HOLDING)).toHaveLength(4);
      if (hasBuild()) {
        const cookie = await loginCookie(request, ADMIN);
        const html = await (await request("/en/account/settings/mailbox", { headers: { cookie } })).text();
        expect(html).toContain(CUSTOMER);
        expect(html).not.toContain(HOLDING);
      }
    });
  });

  describe("2. and 3. redirect targets", () => {
    const contrast = (back: string, value = "high") =>
      request("/preferences/contrast", form({ value, back }));

    it("sends the contrast switch back only to a path on this site, never answering 500", async () => {
      for (const [back, location] of [
        ["/en/cars?x=1", "/en/cars?x=1"],
        ["/\t/evil.example", "/"],
        ["/\n/evil.example", "/"],
        ["/a\nb", "/"],
        ["/cars\r\nSet-Cookie: x=1", "/"],
        ["//evil.example", "/"],
        ["/\\evil.example", "/"],
        ["/%2F%2Fevil.example", "/"],
        ["https://evil.example", "/"],
        ["javascript:alert(1)", "/"],
      ] as const) {
        const res = await contrast(back);
        expect(res.status, JSON.stringify(back)).toBe(303);
        expect(res.headers.get("location"), JSON.stringify(back)).toBe(location);
        expect(res.headers.get("set-cookie")).toMatch(/^ah_contrast=high/);
      }
      // A theme that does not exist is refused.
      expect((await contrast("/", "neon")).status).toBe(400);
    });

    it.runIf(hasBuild())("sends the login only to a path on this site", async () => {
      for (const target of [
        "//evil.example",
        "/\t/evil.example",
        "/%2F%2Fevil.example",
        "https://evil.example",
      ]) {
        const res = await request(
          "/en/login",
          form({ email: CUSTOMER, password: "autohaus-demo", redirectTo: target }),
        );
        expect(res.status, target).toBe(302);
        expect(res.headers.get("location"), target).toBe("/en/account");
      }
    });

    it.runIf(hasBuild())(
      "answers a broken percent-escape in a page path with the translated 404",
      async () => {
        for (const [path, text] of [
          ["/en/%E0%A4%A", "Page not found"],
          ["/de/%E0%A4%A", "Seite nicht gefunden"],
          ["/%E0%A4%A", "Seite nicht gefunden"],
          ["/en/%E0%A4%A/x", "Page not found"],
          ["/en/buy-bmw/%E0%A4%A", "Page not found"],
          ["/en/pages/%E0%A4%A", "Page not found"],
        ] as const) {
          const res = await request(path);
          expect(res.status, path).toBe(404);
          expect(await res.text(), path).toContain(text);
        }
        const cookie = await loginCookie(request, ADMIN);
        const account = await request("/en/account/clients/%E0%A4%A", { headers: { cookie } });
        expect(account.status).toBe(404);
      },
    );
  });

  describe("5. the session cookie's name", () => {
    const https = { "x-forwarded-proto": "https" };
    const who = async (cookie: string, headers: Record<string, string> = {}) =>
      (
        (await (await request("/api/auth/session.json", { headers: { cookie, ...headers } })).json()) as {
          user: { email: string } | null;
        }
      ).user?.email ?? null;

    it("accepts on HTTPS only the __Host- cookie, on plain http only the bare one", async () => {
      const res = await request("/api/auth/login.json", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": freshIp(), ...https },
        body: JSON.stringify({ email: CUSTOMER, password: "autohaus-demo" }),
      });
      expect(res.status).toBe(200);
      const set = res.headers.get("set-cookie") ?? "";
      expect(set).toMatch(/^__Host-autohaus_session=[\w-]+; Path=\/; HttpOnly; SameSite=Lax;.*Secure/);
      const token = set.split(";")[0]!.split("=")[1]!;
      expect(await who(`__Host-autohaus_session=${token}`, https)).toBe(CUSTOMER);
      // The bare name, as a sibling subdomain or a plain-http response could plant it, does not count.
      expect(await who(`autohaus_session=${token}`, https)).toBeNull();
      expect(await who(`autohaus_session=${token}`)).toBe(CUSTOMER);
      expect(await who(`__Host-autohaus_session=${token}`)).toBeNull();
    });
  });

  describe("6. the client address behind proxies", () => {
    const failedLogin = (req: TestRequest, xff: string) =>
      req("/api/auth/login.json", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": xff },
        body: JSON.stringify({ email: `guess.${Math.random()}@example.org`, password: "wrong-password" }),
      });

    it("takes the address the trusted proxy appended, not the one the client wrote", async () => {
      const throttled = await createTestApp(db(), { trustProxy: 1 });
      const ip = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i < 22; i++) {
        // A client forging a new address in front of every attempt is still the same client.
        statuses.push((await failedLogin(throttled, `198.51.100.${i}, ${ip}`)).status);
      }
      expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(20)).toEqual([429, 429]);
    });

    it("counts hops from the right behind two proxies", async () => {
      const twoProxies = await createTestApp(db(), { trustProxy: 2 });
      const ip = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) {
        statuses.push((await failedLogin(twoProxies, `198.51.100.${i}, ${ip}, 10.0.0.${i}`)).status);
      }
      expect(statuses[19]).toBe(401);
      expect(statuses[20]).toBe(429);
    });
  });

  describe("7. request body limits", () => {
    const big = "x".repeat(100 * 1024);

    it("answers an oversized JSON body with 413 in the API's error shape, in the client's language", async () => {
      const res = await request("/api/auth/login.json?lang=de", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": freshIp() },
        body: JSON.stringify({ email: CUSTOMER, password: big }),
      });
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({
        error: { code: "payload_too_large", message: "Die Anfrage ist zu groß." },
      });
    });

    it("counts a body without Content-Length (chunked) too", async () => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let i = 0; i < 10; i++) controller.enqueue(new TextEncoder().encode(big.slice(0, 10 * 1024)));
          controller.close();
        },
      });
      const res = await request("/api/auth/login.json", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": freshIp() },
        body,
        duplex: "half",
      } as RequestInit);
      expect(res.status).toBe(413);
    });

    it.runIf(hasBuild())("answers an oversized form with a translated 413", async () => {
      const res = await request("/pl/contact", form({ name: "Jan", message: big }));
      expect(res.status).toBe(413);
      expect(res.headers.get("content-type")).toContain("text/html");
      const page = await res.text();
      expect(page).toContain('<html lang="pl">');
      expect(page).toContain("Żądanie jest zbyt duże.");
    });

    it.runIf(hasBuild())(
      "refuses a form post that is not a form (JSON) with a translated 415 page, not a 500",
      async () => {
        const res = await request("/tr/contact", {
          method: "POST",
          headers: { "content-type": "application/json", origin: "http://localhost" },
          body: JSON.stringify({ name: "Jan", message: "hi" }),
        });
        expect(res.status).toBe(415);
        const html = await res.text();
        expect(html).toContain('<html lang="tr">');
        // It says what happened (no "marked fields" on a page that has none).
        expect(html).toContain("Bu form gönderilemedi.");
      },
    );

    it.runIf(hasBuild())("refuses a cross-origin form post with a translated 403 page", async () => {
      const res = await request(
        "/de/contact",
        form({ name: "Jan", message: "hi" }, { origin: "https://evil.example" }),
      );
      expect(res.status).toBe(403);
      expect(await res.text()).toContain('<html lang="de">');
    });

    it.runIf(hasBuild())("lets the profile form carry an avatar, up to its own limit", async () => {
      const cookie = await loginCookie(request, "sales@autohaus-brandt.example");
      const post = (bytes: number) => {
        const body = new FormData();
        body.set("first_name", "Selin");
        body.set("last_name", "Yılmaz");
        body.set("language", "en");
        body.set("avatar", new File([new Uint8Array(bytes)], "me.png", { type: "image/png" }));
        return request("/en/account/settings/profile", {
          method: "POST",
          headers: { cookie, origin: "http://localhost" },
          body,
        });
      };
      // Over 64 KB is fine here (not a picture, so the form says so) …
      const upload = await post(200 * 1024);
      expect(upload.status).toBe(400);
      expect(await upload.text()).toContain("JPEG, PNG, WebP, AVIF");
      // … over the avatar limit is not.
      expect((await post(6 * 1024 * 1024)).status).toBe(413);
    });
  });

  describe("8. static files and uploads", () => {
    it.runIf(hasBuild())(
      "carry nosniff; uploads a sandboxing CSP, and only public pictures are served from the folder",
      async () => {
        const uploadDir = path.join(tmpdir(), `autohaus-security-uploads-${process.pid}`);
        // A public upload (a shop item picture); anything else in the folder is never served straight.
        const item = "5f0e9a3c-2b7d-4e18-a6c4-9d3b1e7f2a60";
        mkdirSync(path.join(uploadDir, "items", item), { recursive: true });
        writeFileSync(path.join(uploadDir, "items", item, "card.webp"), new Uint8Array([82, 73, 70, 70]));
        writeFileSync(path.join(uploadDir, "items", item, "x.html"), "<script>alert(1)</script>");
        const files = await createTestApp(db(), { uploadDir, clientBuildDir: "build/client" });

        const asset = readdirSync("build/client/assets").find((f) => f.endsWith(".js"))!;
        for (const file of [`/assets/${asset}`, "/favicon.svg"]) {
          const res = await files(file);
          expect(res.status, file).toBe(200);
          expect(res.headers.get("x-content-type-options"), file).toBe("nosniff");
        }
        const picture = await files(`/uploads/items/${item}/card.webp`);
        expect(picture.status).toBe(200);
        expect(picture.headers.get("x-content-type-options")).toBe("nosniff");
        expect(picture.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
        expect(picture.headers.get("content-disposition")).toBeNull();
        const html = await files(`/uploads/items/${item}/x.html`);
        expect(html.status).toBe(404);
        expect(html.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
        expect(await html.text()).not.toContain("<script>");
      },
    );
  });

  describe("9. removing a favorite", () => {
    it("answers 404 for an unpublished car as for an unknown one, unless it was parked", async () => {
      const rows = await db()
        .select({ number: cars.number })
        .from(cars)
        .where(and(eq(cars.projectId, dealerId), isNotNull(cars.publishedAt)))
        .limit(2);
      const [hidden, parked] = rows.map((r) => r.number) as [number, number];
      const own = (cookie?: string) => ({ origin: "http://localhost", ...(cookie ? { cookie } : {}) });
      const first = await request(`/api/favorites/${parked}.json`, { method: "PUT", headers: own() });
      const cookie = first.headers.getSetCookie()[0]!.split(";")[0]!;
      await db().update(cars).set({ publishedAt: null }).where(eq(cars.number, hidden));
      await db().update(cars).set({ publishedAt: null }).where(eq(cars.number, parked));
      try {
        const del = (n: number, c?: string) =>
          request(`/api/favorites/${n}.json`, { method: "DELETE", headers: own(c) });
        expect((await del(999_999_999, cookie)).status).toBe(404);
        expect((await del(hidden, cookie)).status).toBe(404);
        expect((await del(hidden)).status).toBe(404);
        expect(
          (await request(`/api/favorites/${hidden}.json`, { method: "PUT", headers: own(cookie) })).status,
        ).toBe(404);
        // A car parked before it was taken off can still be removed, once.
        expect((await del(parked, cookie)).status).toBe(200);
        expect((await del(parked, cookie)).status).toBe(404);
        if (hasBuild()) {
          const page = await request(
            "/en/favorites",
            form({ intent: "remove", car: String(hidden) }, { cookie }),
          );
          expect(page.status).toBe(404);
        }
      } finally {
        await db().update(cars).set({ publishedAt: new Date() }).where(eq(cars.number, hidden));
        await db().update(cars).set({ publishedAt: new Date() }).where(eq(cars.number, parked));
      }
    });
  });

  describe("10. login redirects with a locale prefix", () => {
    it.runIf(hasBuild())("lands on the page asked for, with the prefix once", async () => {
      const login = (page: string, redirectTo: string) =>
        request(page, form({ email: CUSTOMER, password: "autohaus-demo", redirectTo }));
      for (const [page, target, location] of [
        ["/en/login", "/en/cars?x=1", "/en/cars?x=1"],
        ["/en/login", "/cars?x=1", "/en/cars?x=1"],
        ["/login", "/en/cars?x=1", "/en/cars?x=1"],
        ["/login", "/gebrauchtwagen", "/gebrauchtwagen"],
        ["/en/login", "/de/gebrauchtwagen", "http://localhost/de/gebrauchtwagen"],
      ] as const) {
        const res = await login(page, target);
        expect(res.status, `${page} ${target}`).toBe(302);
        expect(res.headers.get("location"), `${page} ${target}`).toBe(location);
      }
      // Already signed in: the login page sends the visitor on the same way.
      const cookie = await loginCookie(request, CUSTOMER);
      const again = await request("/en/login?redirectTo=%2Fen%2Fcars%3Fx%3D1", { headers: { cookie } });
      expect(again.status).toBe(302);
      expect(again.headers.get("location")).toBe("/en/cars?x=1");
    });
  });

  describe("11. HSTS", () => {
    it("is sent only where the visitor came over HTTPS", async () => {
      const plain = await request("/api/health");
      expect(plain.headers.get("strict-transport-security")).toBeNull();
      const secure = await request("/api/health", { headers: { "x-forwarded-proto": "https" } });
      expect(secure.headers.get("strict-transport-security")).toBe("max-age=15552000; includeSubDomains");
      // Without a trusted proxy, the header is the client's word and proves nothing.
      const direct = await createTestApp(db(), { trustProxy: 0 });
      const forged = await direct("/api/health", { headers: { "x-forwarded-proto": "https" } });
      expect(forged.headers.get("strict-transport-security")).toBeNull();
    });
  });

  describe("12. trade-in photos and the customer's job list (issue 13)", () => {
    it("answers hostile photo URLs with 404 and bad list filters with a translated 400, never 500", async () => {
      for (const path of [
        "/api/trade-in/photos/x/thumb.webp",
        "/api/trade-in/photos/..%2F..%2Fetc%2Fpasswd/thumb.webp",
        "/api/trade-in/photos/00000000-0000-0000-0000-000000000000/..%2Flarge.webp",
        `/api/trade-in/photos/${"a".repeat(5000)}/large.webp`,
        "/api/trade-in/photos/00000000-0000-0000-0000-000000000000/thumb.webp%00.png",
        "/api/trade-in/photos/00000000-0000-0000-0000-000000000000/original.jpg",
      ]) {
        const res = await request(path, { headers: { cookie: "autohaus_visitor=' or 1=1 --" } });
        expect(res.status, path).toBe(404);
        expect(((await res.json()) as { error: { code: string } }).error.code).toBe("not_found");
      }
      const cookie = await loginCookie(request, "customer@autohaus-brandt.example");
      for (const q of [
        "workflow=TRADE_IN'%20or%201=1",
        "sort=-cdate,id",
        `limit=${"9".repeat(400)}`,
        "workflow=",
      ]) {
        const res = await request(`/api/customer/jobs.json?${q}`, {
          headers: { cookie, "accept-language": "pl" },
        });
        expect(res.status, q).toBe(400);
        const body = (await res.json()) as { error: { code: string; message: string } };
        expect(body.error.code).toBe("invalid");
        expect(body.error.message).not.toMatch(/^api\.|^validation:/);
      }
    });
  });
  describe("13. workshop service booking (issue 14)", () => {
    it.runIf(hasBuild())(
      "answers hostile queries, forms and links with 4xx, never 500, and saves nothing",
      async () => {
        const count = async () => (await db().select().from(serviceAppointments)).length;
        const before = await count();
        for (const q of [
          "",
          "?location=abc&service=%27%20or%201=1&day=2026-13-45",
          `?location=${"9".repeat(400)}`,
        ]) {
          const res = await request(`/de/onlineterminbuchung${q}`);
          expect(res.status, q).toBe(200);
        }
        for (const fields of <Record<string, string>[]>[
          {},
          { locationId: "1", offeringId: "1", slot: "2030-01-07T10:00" },
          { locationId: "x'; drop table jobs; --", offeringId: "-1", slot: "<script>", privacy: "yes" },
          {
            locationId: "1",
            offeringId: "2",
            slot: "2026-02-30T10:00",
            brand: "a".repeat(5000),
            email: "x@",
          },
        ]) {
          const res = await request("/de/onlineterminbuchung", form(fields));
          expect(res.status, JSON.stringify(fields).slice(0, 80)).toBe(400);
          // Every field error is a catalogue key (translated on the page), never a library's own text.
          const html = await res.text();
          expect(html).not.toMatch(/Invalid input|expected (string|number)/);
        }
        // A well-formed booking of a time that is not offered (too soon): 409 "just taken", form kept.
        const taken = await request(
          "/de/onlineterminbuchung",
          form({
            locationId: "1",
            offeringId: "2",
            slot: "2020-01-07T10:00",
            brand: "VW",
            model: "Golf",
            name: "Anna Schmidt",
            email: "anna@example.org",
            phone: "+49 30 1234",
            privacy: "on",
          }),
        );
        expect(taken.status).toBe(409);
        expect(await taken.text()).toContain("Diese Zeit wurde gerade vergeben");
        for (const token of ["x", "..%2F..%2Fetc%2Fpasswd", "a".repeat(5000), "A".repeat(27)]) {
          const page = await request(`/de/car-service/appointment/${token}`);
          expect(page.status, token.slice(0, 20)).toBe(404);
          const post = await request(`/de/car-service/appointment/${token}`, form({ intent: "cancel" }));
          expect(post.status, token.slice(0, 20)).toBe(404);
        }
        expect(await count()).toBe(before);
        // A site without the feature has no booking page.
        const community = await request("/de/onlineterminbuchung", { host: "community.localhost" });
        expect(community.status).toBe(404);
      },
    );
  });
  describe("14. the DMS feed and the community application (issue 14)", () => {
    it("answers hostile tokens with 401 JSON and hostile paging with a translated 400, never 500", async () => {
      for (const authorization of [
        "Bearer ' or 1=1 --",
        `Bearer ${"a".repeat(5000)}`,
        "Basic YWRtaW46YWRtaW4=",
        "Bearer",
        "bearer ahdms_nothing_here_at_all",
      ]) {
        const res = await request("/api/dms/jobs.json", { headers: { authorization } });
        expect(res.status, authorization.slice(0, 20)).toBe(401);
        expect(((await res.json()) as { error: { code: string } }).error.code).toBe("unauthorized");
      }
      const { createApiToken } = await import("../../app/core/dms/dms.service.server");
      const { resolveProject } = await import("../../app/core/tenancy/tenancy.service.server");
      const { serviceContextFor } = await import("../setup/test-db");
      const { toSessionUser } = await import("../../app/core/identity/identity.service.server");
      const { users } = await import("../../app/db/schema");
      const project = (await resolveProject(db(), "localhost"))!;
      const [admin] = await db().select().from(users).where(eq(users.email, "admin@autohaus-brandt.example"));
      const created = await createApiToken(
        serviceContextFor(db(), project, { principal: toSessionUser(admin!, project) }),
        { name: "security" },
      );
      if (!created.ok) throw new Error(created.error.code);
      const before = (await db().select().from(projects)).length;
      for (const q of [
        "updatedSince=2025-13-45T99:00:00Z",
        "updatedSince=' or 1=1 --",
        `limit=${"9".repeat(400)}`,
        "limit=-1",
        "cursor=eyJhIjoxfQ",
        `cursor=${"A".repeat(300)}`,
      ]) {
        const res = await request(`/api/dms/jobs.json?${q}`, {
          headers: { authorization: `Bearer ${created.value.token}`, "accept-language": "tr" },
        });
        expect(res.status, q).toBe(400);
        const body = (await res.json()) as { error: { code: string; fields: Record<string, string[]> } };
        expect(body.error.code).toBe("invalid");
        expect(JSON.stringify(body.error.fields)).not.toMatch(/dms:|validation:/);
      }
      // Unknown filter values are dropped like the job list drops them, never a 500.
      const odd = await request("/api/dms/jobs.json?systemType=DROP%20TABLE&location=abc&q=%00", {
        headers: { authorization: `Bearer ${created.value.token}` },
      });
      expect(odd.status).toBe(200);
      expect((await db().select().from(projects)).length).toBe(before);
    });

    it("refuses a hostile application with 400 and stores nothing; a bare GET elsewhere is 404", async () => {
      const { jobs } = await import("../../app/db/schema");
      const count = async () => (await db().select().from(jobs)).length;
      const before = await count();
      const form = new FormData();
      form.set("company_name", "<script>alert(1)</script>");
      form.set("vat_id", "' or 1=1 --");
      form.set("email", "a@b");
      form.set("terms", "yes");
      form.set("document", new File([Buffer.from("%PDF-1.4 <script>")], "../../etc/passwd.pdf"));
      const res = await request("/de/communityMemberJoin", {
        method: "POST",
        host: "community.localhost",
        headers: { origin: "http://community.localhost" },
        body: form,
      });
      expect(res.status).toBe(400);
      const html = await res.text();
      expect(html).not.toContain("<script>alert(1)</script>");
      expect(html).toContain("Bitte fügen Sie eine PDF-, JPEG- oder PNG-Datei bei.");
      expect(await count()).toBe(before);
      const dealerSite = await request("/de/communityMemberJoin", {
        method: "POST",
        headers: { origin: "http://localhost" },
        body: form,
      });
      expect(dealerSite.status).toBe(404);
    });
  });

  describe("15. ids and text the database cannot hold (found by the fuzz suite, issue 18)", () => {
    it("answers ids past PostgreSQL's integer range with 404 and NUL in a text with 400, never 500", async () => {
      const admin = await loginCookie(request, ADMIN);
      const big = "2147483648";
      const doc = await request(`/api/community/documents/${big}`, { headers: { cookie: admin } });
      expect(doc.status).toBe(404);
      expect(((await doc.json()) as { error: { code: string } }).error.code).toBe("not_found");
      for (const init of [{}, form({ intent: "comment", text: "x" }, { cookie: admin })]) {
        const job = await request(`/en/account/jobs/5/${big}`, {
          ...init,
          headers: { cookie: admin, ...((init as { headers?: Record<string, string> }).headers ?? {}) },
        });
        expect(job.status, JSON.stringify(init)).toBe(404);
      }
      // List filters with such ids: a value the database cannot hold is no filter value at all.
      for (const path of [`/api/jobs.json?workflow=${big}`, `/api/orders.json?location=${big}`]) {
        const res = await request(path, { headers: { cookie: admin } });
        expect(res.status, path).toBeLessThan(500);
      }
      const nul = await request("/api/push/subscriptions/remove.json", {
        method: "POST",
        headers: { cookie: admin, "content-type": "application/json" },
        body: JSON.stringify({ endpoint: "https://fcm.googleapis.com/fcm/send/a\u0000b" }),
      });
      expect(nul.status).toBe(400);
      expect(((await nul.json()) as { error: { code: string } }).error.code).toBe("invalid");
    });

    it("answers a NUL character in any text the database would store with a translated 400, and stores nothing", async () => {
      const admin = await loginCookie(request, ADMIN);
      const [job] = await db()
        .select({ id: jobs.id, workflowId: jobs.workflowId })
        .from(jobs)
        .where(eq(jobs.projectId, dealerId))
        .limit(1);
      const events = async () =>
        (await db().select({ id: jobEvents.id }).from(jobEvents).where(eq(jobEvents.jobId, job!.id))).length;
      const before = await events();
      // The API's job comment: its schema lets any text through; PostgreSQL's text cannot hold NUL.
      const api = await request(`/api/jobs/${job!.id}.json?lang=de`, {
        method: "PATCH",
        headers: { cookie: admin, "content-type": "application/json", origin: "http://localhost" },
        body: JSON.stringify({ type: "comment", text: "Rückruf\u0000 morgen" }),
      });
      expect(api.status).toBe(400);
      const body = (await api.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe("invalid");
      expect(body.error.message).toMatch(/Anfrage/);
      // The same comment as the job page's form post (no JavaScript): the translated 400 page.
      const page = await request(
        `/de/account/jobs/${job!.workflowId}/${job!.id}`,
        form({ intent: "comment", text: "Rückruf\u0000 morgen" }, { cookie: admin }),
      );
      expect(page.status).toBe(400);
      expect(await page.text()).toContain("Formular");
      expect(await events()).toBe(before);
      // Without the NUL the same comment is stored: the 400 was about the character, not the request.
      const ok = await request(`/api/jobs/${job!.id}.json`, {
        method: "PATCH",
        headers: { cookie: admin, "content-type": "application/json", origin: "http://localhost" },
        body: JSON.stringify({ type: "comment", text: "Rückruf morgen" }),
      });
      expect(ok.status).toBe(200);
      expect(await events()).toBe(before + 1);
    });
  });
});
