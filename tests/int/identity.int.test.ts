import { and, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authTokens, outbox, projects, sessions, users } from "../../app/db/schema";
import { createTestDatabase, type TestDatabase, testDrivers } from "../setup/test-db";
import { createTestApp, hasBuild, loginCookie, type TestRequest } from "../setup/test-server";

const json = (body: unknown, extra: Record<string, string> = {}) => ({
  method: "POST",
  headers: { "content-type": "application/json", ...extra },
  body: JSON.stringify(body),
});

/** A form post as a browser on this site sends it (same Origin). */
const form = (fields: Record<string, string>, extra: Record<string, string> = {}) => ({
  method: "POST",
  headers: {
    "content-type": "application/x-www-form-urlencoded",
    origin: "http://localhost",
    ...extra,
  },
  body: new URLSearchParams(fields).toString(),
});

let ipCounter = 0;
const freshIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

describe.each(testDrivers())("identity on %s", (driver) => {
  let database: TestDatabase;
  let request: TestRequest;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    request = await createTestApp(database.handle.db);
  });
  afterAll(() => database?.drop());

  const db = () => database.handle.db;

  async function latestMailTo(email: string) {
    const rows = await db()
      .select()
      .from(outbox)
      .where(sql`${outbox.payload}->>'to' = ${email}`)
      .orderBy(sql`${outbox.createdAt} desc`)
      .limit(1);
    return rows[0]?.payload as { to: string; subject: string; text: string } | undefined;
  }

  it("logs in with a new httpOnly, SameSite=Lax session cookie and knows the user", async () => {
    const res = await request(
      "/api/auth/login.json",
      json(
        { email: "Admin@Autohaus-Brandt.example", password: "autohaus-demo" },
        { "x-forwarded-for": freshIp() },
      ),
    );
    expect(res.status).toBe(200);
    const setCookie = res.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^autohaus_session=[\w-]{20,};/);
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Lax");
    const cookie = setCookie.split(";")[0]!;
    const session = await request("/api/auth/session.json", { headers: { cookie } });
    const body = (await session.json()) as { user: { email: string; roles: string[]; logged: boolean } };
    expect(body.user).toMatchObject({
      email: "admin@autohaus-brandt.example",
      roles: ["admin"],
      logged: true,
    });
    // Only the hash of the token is stored.
    const token = cookie.split("=")[1]!;
    const stored = await db().select({ id: sessions.id }).from(sessions);
    expect(stored.some((s) => s.id === token)).toBe(false);
  });

  it("answers a wrong password and an unknown e-mail the same way", async () => {
    const wrong = await request(
      "/api/auth/login.json",
      json(
        { email: "sales@autohaus-brandt.example", password: "wrong-password" },
        { "x-forwarded-for": freshIp() },
      ),
    );
    const unknown = await request(
      "/api/auth/login.json",
      json(
        { email: "nobody@autohaus-brandt.example", password: "wrong-password" },
        { "x-forwarded-for": freshIp() },
      ),
    );
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  it("rotates the session at login: the session from before is ended", async () => {
    const before = await loginCookie(request, "manager@autohaus-brandt.example");
    const res = await request(
      "/api/auth/login.json",
      json(
        { email: "manager@autohaus-brandt.example", password: "autohaus-demo" },
        { cookie: before, "x-forwarded-for": freshIp() },
      ),
    );
    const after = (res.headers.get("set-cookie") ?? "").split(";")[0]!;
    expect(after).not.toBe(before);
    const old = await (await request("/api/auth/session.json", { headers: { cookie: before } })).json();
    expect(old).toEqual({ user: null });
  });

  const login = (email: string, password: string, ip: string) =>
    request("/api/auth/login.json", json({ email, password }, { "x-forwarded-for": ip }));

  it("locks an address out of an account after 5 failures, never the account's owner", async () => {
    const email = "cms@autohaus-brandt.example";
    const attacker = freshIp();
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 7; i++) {
      const res = await login(email, `wrong-${i}-password`, attacker);
      statuses.push(res.status);
      if (res.status === 429) retryAfter = res.headers.get("retry-after");
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    // From that address even the right password waits: it may be the attacker's lucky guess.
    expect((await login(email, "autohaus-demo", attacker)).status).toBe(429);
    // The owner, from their own address, gets in (after a short wait at most).
    expect((await login(email, "autohaus-demo", freshIp())).status).toBe(200);
  });

  it("slows down guesses spread over many addresses instead of refusing them", async () => {
    const email = "cms@autohaus-brandt.example";
    const timings: number[] = [];
    for (let i = 0; i < 7; i++) {
      const started = performance.now();
      const res = await login(email, `spread-${i}-password`, freshIp());
      timings.push(performance.now() - started);
      expect(res.status).toBe(401);
    }
    // The first three at once, then a growing wait (250, 500, 1000, 2000 ms; capped at 3 s).
    expect(timings[6]! - timings[0]!).toBeGreaterThan(1500);
    const started = performance.now();
    expect((await login(email, "autohaus-demo", freshIp())).status).toBe(200);
    expect(performance.now() - started).toBeLessThan(3000 + 2000);
    // The owner is back: the next login has no wait left.
    const next = performance.now();
    expect((await login(email, "autohaus-demo", freshIp())).status).toBe(200);
    expect(performance.now() - next).toBeLessThan(timings[6]! - 1000);
  });

  it("throttles logins per IP address across accounts", async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      const res = await request(
        "/api/auth/login.json",
        json({ email: `guess${i}@example.org`, password: "wrong-password" }, { "x-forwarded-for": ip }),
      );
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429]);
    // Another visitor is not affected.
    const other = await request(
      "/api/auth/login.json",
      json({ email: "guess0@example.org", password: "wrong-password" }, { "x-forwarded-for": freshIp() }),
    );
    expect(other.status).toBe(401);
  });

  it("validates login input with a translated 400", async () => {
    const res = await request(
      "/api/auth/login.json?lang=de",
      json({ email: "not-an-email", password: "" }, { "x-forwarded-for": freshIp() }),
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { fields: Record<string, string[]> } };
    expect(body.error.fields.email?.[0]).toBe("Bitte geben Sie eine gültige E-Mail-Adresse ein.");
  });

  it("refuses cookie-authenticated form posts from another site (CSRF)", async () => {
    const cookie = await loginCookie(request, "customer@autohaus-brandt.example");
    const evil = await request("/api/clientacceptterms.json", {
      method: "POST",
      headers: {
        cookie,
        origin: "https://evil.example",
        "content-type": "application/x-www-form-urlencoded",
      },
      body: "",
    });
    expect(evil.status).toBe(403);
    const logout = await request("/account/logout", form({}, { cookie, origin: "https://evil.example" }));
    expect(logout.status).toBe(403);
    const still = await (await request("/api/auth/session.json", { headers: { cookie } })).json();
    expect(still).toMatchObject({ user: { email: "customer@autohaus-brandt.example" } });
  });

  it("records the terms acceptance: 401 without a session, then needs_terms turns false", async () => {
    const browserPost = (cookie?: string) => ({
      method: "POST",
      headers: { origin: "http://localhost", ...(cookie ? { cookie } : {}) },
    });
    expect((await request("/api/clientacceptterms.json", browserPost())).status).toBe(401);
    // A customer who accepted an older version of the terms is asked again.
    await db()
      .update(users)
      .set({ termsVersion: null })
      .where(eq(users.email, "business@autohaus-brandt.example"));
    const cookie = await loginCookie(request, "business@autohaus-brandt.example");
    const before = (await (await request("/api/auth/session.json", { headers: { cookie } })).json()) as {
      user: { needs_terms: boolean };
    };
    expect(before.user.needs_terms).toBe(true);
    const accept = await request("/api/clientacceptterms.json", browserPost(cookie));
    expect(accept.status).toBe(204);
    const after = (await (await request("/api/auth/session.json", { headers: { cookie } })).json()) as {
      user: { needs_terms: boolean };
    };
    expect(after.user.needs_terms).toBe(false);
  });

  it("logs out: the cookie is cleared and the session is gone", async () => {
    const cookie = await loginCookie(request, "database@autohaus-brandt.example");
    const res = await request("/api/auth/logout.json", {
      method: "POST",
      headers: { cookie, origin: "http://localhost" },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get("set-cookie")).toMatch(/Max-Age=0/);
    expect(await (await request("/api/auth/session.json", { headers: { cookie } })).json()).toEqual({
      user: null,
    });
  });

  it.runIf(hasBuild())("signs up without telling whether the address was taken", async () => {
    const fresh = await request(
      "/en/signup",
      form(
        {
          first_name: "Lena",
          last_name: "Vogel",
          email: "lena.vogel@example.org",
          password: "a long enough password",
          password_repeat: "a long enough password",
        },
        { "x-forwarded-for": freshIp() },
      ),
    );
    const taken = await request(
      "/en/signup",
      form(
        {
          first_name: "Kasia",
          last_name: "Nowak",
          email: "customer@autohaus-brandt.example",
          password: "a long enough password",
          password_repeat: "a long enough password",
        },
        { "x-forwarded-for": freshIp() },
      ),
    );
    expect(fresh.status).toBe(303);
    expect(taken.status).toBe(303);
    expect(fresh.headers.get("location")).toBe(taken.headers.get("location"));
    expect(fresh.headers.get("location")).toBe("/en/signedup");
    // The new customer can log in; the existing one got a mail instead of a second account.
    await loginCookie(request, "lena.vogel@example.org", { password: "a long enough password" });
    expect((await latestMailTo("customer@autohaus-brandt.example"))?.text).toContain("/en/forgotpassword");
    const count = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.email, "customer@autohaus-brandt.example"));
    expect(count[0]?.n).toBe(1);
  });

  it.runIf(hasBuild())(
    "shows sign-up errors in the visitor's language and keeps what was typed",
    async () => {
      const res = await request(
        "/de/signup",
        form(
          {
            first_name: "Ole",
            last_name: "",
            email: "ole@example.org",
            password: "short",
            password_repeat: "other",
          },
          { "x-forwarded-for": freshIp() },
        ),
      );
      expect(res.status).toBe(400);
      const html = await res.text();
      expect(html).toContain("Das Passwort muss mindestens 10 Zeichen haben.");
      expect(html).toContain("Bitte füllen Sie dieses Feld aus.");
      expect(html).toContain('value="ole@example.org"');
      expect(html).not.toContain('value="short"');
    },
  );

  it.runIf(hasBuild())("creates a business client awaiting approval", async () => {
    const res = await request(
      "/en/businessSignup",
      form(
        {
          company_name: "Fuhrpark Nord GmbH",
          vat_id: "de811111111",
          street: "Hafenweg 3",
          zip_code: "20457",
          city: "Hamburg",
          phone: "+49 40 555 0101",
          first_name: "Jan",
          last_name: "Petersen",
          email: "jan@fuhrpark-nord.example",
          password: "a long enough password",
          password_repeat: "a long enough password",
        },
        { "x-forwarded-for": freshIp() },
      ),
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/en/businessSignupComplete");
    const [user] = await db().select().from(users).where(eq(users.email, "jan@fuhrpark-nord.example"));
    expect(user?.roles).toEqual(["business_client"]);
    expect(user?.approvedAt).toBeNull();
    expect(user?.companyName).toBe("Fuhrpark Nord GmbH");
  });

  it.runIf(hasBuild())("resets a password with a mailed, single-use, expiring link", async () => {
    const email = "inventory@autohaus-brandt.example";
    const oldSession = await loginCookie(request, email);
    const unknown = await request(
      "/en/forgotpassword",
      form({ email: "ghost@example.org" }, { "x-forwarded-for": freshIp() }),
    );
    const known = await request("/en/forgotpassword", form({ email }, { "x-forwarded-for": freshIp() }));
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    expect(await latestMailTo("ghost@example.org")).toBeUndefined();
    const mail = await latestMailTo(email);
    const link = /(https?:\/\/\S+\/forgotpassword\/(\S+))/.exec(mail?.text ?? "");
    expect(link).not.toBeNull();
    const path = new URL(link![1]!).pathname;
    expect(path).toMatch(/^\/en\/forgotpassword\//);
    expect((await request(path)).status).toBe(200);
    // Another site of the installation does not accept it.
    expect((await request(path, { host: "community.localhost" })).status).toBe(404);

    const reset = await request(
      path,
      form({ password: "brand new password 1", password_repeat: "brand new password 1" }),
    );
    expect(reset.status).toBe(303);
    expect(reset.headers.get("location")).toBe("/en/login?notice=password_changed");
    // Used once: the same link is now invalid; every old session ended; the new password works.
    expect((await request(path)).status).toBe(404);
    const again = await request(
      path,
      form({ password: "another new password", password_repeat: "another new password" }),
    );
    expect(again.status).toBe(404);
    expect(
      await (await request("/api/auth/session.json", { headers: { cookie: oldSession } })).json(),
    ).toEqual({ user: null });
    await loginCookie(request, email, { password: "brand new password 1" });
  });

  it.runIf(hasBuild())(
    "mails reset links to the site's own domain, whatever Host the request named",
    async () => {
      const email = "database@autohaus-brandt.example";
      const res = await request("/en/forgotpassword", {
        ...form({ email }, { "x-forwarded-for": freshIp(), origin: "http://evil.example" }),
        host: "evil.example",
      });
      expect(res.status).toBe(200);
      const text = (await latestMailTo(email))?.text ?? "";
      expect(text).toContain("https://autohaus-brandt.example/en/forgotpassword/");
      expect(text).not.toContain("evil.example");
    },
  );

  it.runIf(hasBuild())("does not accept an expired reset link", async () => {
    const email = "sales@autohaus-brandt.example";
    await request("/en/forgotpassword", form({ email }, { "x-forwarded-for": freshIp() }));
    const link = /\/en\/forgotpassword\/(\S+)/.exec((await latestMailTo(email))?.text ?? "");
    const [user] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
    await db()
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(authTokens.userId, user!.id)));
    const res = await request(`/en/forgotpassword/${link![1]}`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("This link is invalid or has expired");
  });

  it.runIf(hasBuild())("throttles password reset requests per account", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await request(
        "/en/forgotpassword",
        form({ email: "manager@autohaus-brandt.example" }, { "x-forwarded-for": freshIp() }),
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it("saves the profile through the API, with translated errors", async () => {
    const cookie = await loginCookie(request, "customer@autohaus-brandt.example");
    const bad = await request("/api/account/profile.json?lang=pl", {
      method: "PUT",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify({ first_name: "", last_name: "Nowak", language: "pl" }),
    });
    expect(bad.status).toBe(400);
    const badBody = (await bad.json()) as { error: { fields: Record<string, string[]> } };
    expect(badBody.error.fields.first_name?.[0]).toBe("Wypełnij to pole.");
    const ok = await request("/api/account/profile.json", {
      method: "PUT",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify({ first_name: "Kasia", last_name: "Nowak", company: "", language: "pl" }),
    });
    expect(ok.status).toBe(200);
    const profile = (await (await request("/api/account/profile.json", { headers: { cookie } })).json()) as {
      first_name: string;
      language: string;
    };
    expect(profile).toMatchObject({ first_name: "Kasia", language: "pl" });
  });

  it.runIf(hasBuild())(
    "uploads an avatar, resized by sharp to 256 px WebP, served to its owner and kept by the browser only",
    async () => {
      const cookie = await loginCookie(request, "sales@autohaus-brandt.example", {
        password: "autohaus-demo",
      }).catch(() => "");
      const who =
        cookie ||
        (await loginCookie(request, "manager@autohaus-brandt.example").catch(() =>
          loginCookie(request, "admin@autohaus-brandt.example"),
        ));
      const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#c03030" } })
        .png()
        .toBuffer();
      const body = new FormData();
      body.set("first_name", "Selin");
      body.set("last_name", "Yılmaz");
      body.set("company", "");
      body.set("language", "tr");
      body.set("sound_danger", "on");
      body.set("avatar", new File([png], "me.png", { type: "image/png" }));
      const res = await request("/en/account/settings/profile", {
        method: "POST",
        headers: { cookie: who, origin: "http://localhost" },
        body,
      });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain("Your details have been saved.");
      const me = (await (
        await request("/api/account/profile.json", { headers: { cookie: who } })
      ).json()) as { avatar: string; sounds: Record<string, boolean> };
      expect(me.avatar).toMatch(/^\/api\/avatars\/[0-9a-f]{24}\.webp$/);
      expect(me.sounds).toEqual({ success: false, information: false, warning: false, danger: true });
      // Not public (decision 0043): without a session there is nothing to see.
      expect((await request(me.avatar)).status).toBe(401);
      const image = await request(me.avatar, { headers: { cookie: who } });
      expect(image.status).toBe(200);
      expect(image.headers.get("cache-control")).toMatch(/^private/);
      const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: "webp", width: 256, height: 256 });
    },
  );

  it.runIf(hasBuild())(
    "refuses a file that is not a picture with a translated first error, keeping the saved profile",
    async () => {
      const cookie = await loginCookie(request, "admin@autohaus-brandt.example");
      const body = new FormData();
      body.set("first_name", "Changed");
      body.set("last_name", "Brandt");
      body.set("language", "de");
      body.set(
        "avatar",
        new File([new TextEncoder().encode("not an image")], "x.png", { type: "image/png" }),
      );
      const res = await request("/de/account/settings/profile", {
        method: "POST",
        headers: { cookie, origin: "http://localhost" },
        body,
      });
      expect(res.status).toBe(400);
      expect(await res.text()).toContain(
        "Bitte wählen Sie ein Bild im Format JPEG, PNG, WebP, AVIF oder GIF.",
      );
      const me = (await (await request("/api/account/profile.json", { headers: { cookie } })).json()) as {
        first_name: string;
      };
      expect(me.first_name).toBe("Anna");
    },
  );

  it.runIf(hasBuild())(
    "applies an admin's settings change to the site at once, even with caches on",
    async () => {
      const cached = await createTestApp(db(), { pageCacheSeconds: 60, projectCacheMs: 60_000 });
      const cookie = await loginCookie(cached, "admin@autohaus-brandt.example");
      expect(await (await cached("/en/contact")).text()).toContain("Autohaus Brandt");
      const current = (await (
        await cached("/api/account/settings.json", { headers: { cookie } })
      ).json()) as Record<string, unknown> & { features: Record<string, boolean> };
      const { features, ...rest } = current;
      const body = {
        ...rest,
        name: "Autohaus Brandt & Söhne",
        ...Object.fromEntries(Object.entries(features).map(([k, v]) => [`feature_${k}`, v])),
      };
      const res = await cached("/api/account/settings.json", {
        method: "PUT",
        headers: { cookie, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(200);
      expect(await (await cached("/en/contact")).text()).toContain("Autohaus Brandt &amp; Söhne");
      const bad = await cached("/api/account/settings.json?lang=de", {
        method: "PUT",
        headers: { cookie, "content-type": "application/json" },
        body: JSON.stringify({ ...body, knowledgeBaseUrl: "not a url" }),
      });
      expect(bad.status).toBe(400);
      await db()
        .update(projects)
        .set({ name: "Autohaus Brandt" })
        .where(eq(projects.slug, "autohaus-brandt"));
    },
  );
});
