/**
 * Tenant isolation: two sites of one installation (the dealer on localhost, the community site on
 * community.localhost). A user of one never reads or changes the other's data, through pages or API.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projects, users } from "../../app/db/schema";
import { createTestDatabase, serviceContextFor, type TestDatabase, testDrivers } from "../setup/test-db";
import { createTestApp, hasBuild, loginCookie, type TestRequest } from "../setup/test-server";

const COMMUNITY = "community.localhost";

describe.each(testDrivers())("tenant isolation on %s", (driver) => {
  let database: TestDatabase;
  let request: TestRequest;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    request = await createTestApp(database.handle.db);
  });
  afterAll(() => database?.drop());

  const login = (email: string, host?: string) =>
    request("/api/auth/login.json", {
      method: "POST",
      host,
      headers: {
        "content-type": "application/json",
        "x-forwarded-for": `10.40.0.${Math.floor(Math.random() * 250)}`,
      },
      body: JSON.stringify({ email, password: "autohaus-demo" }),
    });

  it("a dealer customer or employee cannot log in on the community site", async () => {
    expect((await login("customer@autohaus-brandt.example", COMMUNITY)).status).toBe(401);
    expect((await login("admin@autohaus-brandt.example", COMMUNITY)).status).toBe(401);
    expect((await login("member@brandt-community.example", COMMUNITY)).status).toBe(200);
    expect((await login("member@brandt-community.example")).status).toBe(401);
  });

  it("a session of one site is nobody on the other", async () => {
    const dealerAdmin = await loginCookie(request, "admin@autohaus-brandt.example");
    const onCommunity = await request("/api/auth/session.json", {
      host: COMMUNITY,
      headers: { cookie: dealerAdmin },
    });
    expect(await onCommunity.json()).toEqual({ user: null });
    expect(
      (await request("/api/account/settings.json", { host: COMMUNITY, headers: { cookie: dealerAdmin } }))
        .status,
    ).toBe(401);
    expect(
      (await request("/api/account/mailbox.json", { host: COMMUNITY, headers: { cookie: dealerAdmin } }))
        .status,
    ).toBe(401);
    const put = await request("/api/account/settings.json", {
      method: "PUT",
      host: COMMUNITY,
      headers: { cookie: dealerAdmin, "content-type": "application/json" },
      body: JSON.stringify({ name: "Taken over" }),
    });
    expect(put.status).toBe(401);
    const [community] = await database.handle.db
      .select({ name: projects.name })
      .from(projects)
      .where(eq(projects.slug, "brandt-community"));
    expect(community?.name).toBe("Brandt Community");
  });

  it.runIf(hasBuild())(
    "account pages of the other site send a foreign session to the login page",
    async () => {
      const dealerAdmin = await loginCookie(request, "admin@autohaus-brandt.example");
      const res = await request("/account/settings", { host: COMMUNITY, headers: { cookie: dealerAdmin } });
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toMatch(/^\/login\?redirectTo=/);
    },
  );

  it("a holding user works across the holding's sites, and sees each site's own data", async () => {
    const holding = await loginCookie(request, "holding@autohaus-brandt.example", { host: COMMUNITY });
    const settings = (await (
      await request("/api/account/settings.json", { host: COMMUNITY, headers: { cookie: holding } })
    ).json()) as { name: string };
    expect(settings.name).toBe("Brandt Community");
    const dealerHolding = await loginCookie(request, "holding@autohaus-brandt.example");
    const dealer = (await (
      await request("/api/account/settings.json", { headers: { cookie: dealerHolding } })
    ).json()) as {
      name: string;
    };
    expect(dealer.name).toBe("Autohaus Brandt");
  });

  it("each site's mailbox holds only its own mail", async () => {
    // A reset mail on the community site …
    const { requestPasswordReset } = await import("../../app/core/identity/identity.service.server");
    const { resolveProject } = await import("../../app/core/tenancy/tenancy.service.server");
    const community = (await resolveProject(database.handle.db, COMMUNITY))!;
    await requestPasswordReset(
      serviceContextFor(database.handle.db, community, { locale: "de" }),
      { email: "member@brandt-community.example" },
      {
        ip: "10.40.1.1",
        userAgent: null,
        origin: "http://community.localhost",
        throttle: false,
      },
    );
    const holdingOnCommunity = await loginCookie(request, "holding@autohaus-brandt.example", {
      host: COMMUNITY,
    });
    const holdingOnDealer = await loginCookie(request, "holding@autohaus-brandt.example");
    const seen = async (host: string | undefined, cookie: string) =>
      (
        (await (await request("/api/account/mailbox.json", { host, headers: { cookie } })).json()) as {
          mails: Array<{ to: string }>;
        }
      ).mails.map((m) => m.to);
    expect(await seen(COMMUNITY, holdingOnCommunity)).toContain("member@brandt-community.example");
    expect(await seen(undefined, holdingOnDealer)).not.toContain("member@brandt-community.example");
  });

  it("the same e-mail can be a customer of two dealers, as two separate accounts", async () => {
    const { signUp } = await import("../../app/core/identity/identity.service.server");
    const { resolveProject } = await import("../../app/core/tenancy/tenancy.service.server");
    const community = (await resolveProject(database.handle.db, COMMUNITY))!;
    const result = await signUp(
      serviceContextFor(database.handle.db, community, { locale: "de" }),
      {
        first_name: "Katarzyna",
        last_name: "Nowak",
        email: "customer@autohaus-brandt.example",
        password: "community password 1",
        password_repeat: "community password 1",
      },
      { ip: "10.40.2.1", userAgent: null, origin: "http://community.localhost", throttle: false },
    );
    expect(result).toEqual({ ok: true, value: { created: true } });
    const rows = await database.handle.db
      .select()
      .from(users)
      .where(eq(users.email, "customer@autohaus-brandt.example"));
    expect(rows).toHaveLength(2);
    // Each password opens only its own site.
    expect((await login("customer@autohaus-brandt.example")).status).toBe(200);
    const wrongSite = await request("/api/auth/login.json", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "10.40.3.1" },
      body: JSON.stringify({ email: "customer@autohaus-brandt.example", password: "community password 1" }),
    });
    expect(wrongSite.status).toBe(401);
  });
});
