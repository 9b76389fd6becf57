/**
 * Two-factor sign-in for employees (decision 0060): enrolment with a first code and
 * recovery codes shown once (stored as hashes, the secret sealed); the password alone gives no session,
 * the code does, once; wrong codes are throttled like passwords; a recovery code works once; a project
 * that requires it lets an employee without it do nothing but enrol (customers are never asked); an
 * admin resets it for a lost phone, audited; hostile input is refused.
 */
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toSessionUser } from "../../app/core/identity/identity.service.server";
import { resetTwoFactor, setTwoFactorRequired } from "../../app/core/people/people.service.server";
import type { Project } from "../../app/core/tenancy/project";
import { resolveProject } from "../../app/core/tenancy/tenancy.service.server";
import { codeAt, TOTP_PERIOD_SEC } from "../../app/core/two-factor/totp";
import { findTwoFactor } from "../../app/core/two-factor/two-factor.repo.server";
import {
  confirmEnrolment,
  disableTwoFactor,
  startEnrolment,
  twoFactorView,
} from "../../app/core/two-factor/two-factor.service.server";
import { openSecret } from "../../app/core/two-factor/two-factor-secret.server";
import type { Db } from "../../app/db/client.server";
import { peopleAudit, sessions, users, userTwoFactor } from "../../app/db/schema";
import { createTestDatabase, serviceContextFor, type TestDatabase, testDrivers } from "../setup/test-db";
import { createTestApp, hasBuild, type TestRequest } from "../setup/test-server";

const PASSWORD = "autohaus-demo";
const KEY = "test-two-factor-key-0123456789-abcdefghij";
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);
let ipCounter = 0;
const freshIp = () => `10.77.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

describe.each(testDrivers())("two-factor sign-in on %s", (driver) => {
  let database: TestDatabase;
  let request: TestRequest;
  let dealer: Project;
  const db = (): Db => database.handle.db;
  const previousKey = process.env.TWO_FACTOR_KEY;

  beforeAll(async () => {
    process.env.TWO_FACTOR_KEY = KEY;
    database = await createTestDatabase(driver);
    request = await createTestApp(db());
    dealer = (await resolveProject(db(), "localhost"))!;
  }, 120_000);
  afterAll(async () => {
    process.env.TWO_FACTOR_KEY = previousKey;
    await database?.drop();
  });

  const row = async (email: string) => (await db().select().from(users).where(eq(users.email, email)))[0]!;
  const as = async (email: string, now?: Date) =>
    serviceContextFor(db(), dealer, {
      locale: "en",
      principal: toSessionUser(await row(email), dealer),
      now,
    });

  /** Enrols through the services with a clock `minutes` ago, so codes of now are of a later step. */
  async function enrol(email: string, minutes = 10) {
    const then = ago(minutes);
    const ctx = await as(email, then);
    expect(await startEnrolment(ctx)).toEqual({ ok: true, value: null });
    const view = await twoFactorView(ctx);
    const secret = view.ok ? view.value.pending?.secret : undefined;
    if (!secret) throw new Error("no pending secret");
    const confirmed = await confirmEnrolment(ctx, { code: codeAt(secret, then) });
    if (!confirmed.ok) throw new Error(`enrolment failed: ${JSON.stringify(confirmed.error)}`);
    return { secret, recoveryCodes: confirmed.value.recoveryCodes };
  }

  const json = (body: unknown, ip: string, cookie?: string) => ({
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ip, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  const passwordStep = (email: string, ip: string) =>
    request("/api/auth/login.json", json({ email, password: PASSWORD }, ip));
  const codeStep = (challenge: string, code: string, ip: string) =>
    request("/api/auth/login/two-factor.json", json({ challenge, code }, ip));
  async function challengeFor(email: string, ip: string): Promise<string> {
    const res = await passwordStep(email, ip);
    expect(res.status).toBe(202);
    expect(res.headers.get("set-cookie")).toBeNull();
    const body = (await res.json()) as { two_factor: { challenge: string; expires_in_seconds: number } };
    expect(body.two_factor.expires_in_seconds).toBe(600);
    return body.two_factor.challenge;
  }
  const cookieOf = (res: Response) => (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  async function signIn(email: string, code: (secret: string) => string, secret: string) {
    const ip = freshIp();
    const res = await codeStep(await challengeFor(email, ip), code(secret), ip);
    expect(res.status).toBe(200);
    return cookieOf(res);
  }

  it("enrols with a first code: recovery codes shown once and stored as hashes, the secret sealed and never shown again", async () => {
    const email = "sales@autohaus-brandt.example";
    const ctx = await as(email);
    expect(await twoFactorView(ctx)).toMatchObject({ ok: true, value: { enabled: false, pending: null } });
    await startEnrolment(ctx);
    const pending = await twoFactorView(ctx);
    const secret = pending.ok ? pending.value.pending!.secret : "";
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(pending.ok && pending.value.pending!.qrSvg).toContain("<svg");
    // The secret is stored sealed under TWO_FACTOR_KEY, not as typed into the app.
    const stored = (await findTwoFactor(db(), (await row(email)).id))!;
    expect(stored.secret).not.toContain(secret);
    expect(stored.secret.startsWith("v1:")).toBe(true);
    expect(openSecret(stored.secret)).toBe(secret);
    // A wrong first code does not switch it on.
    const now = new Date();
    const wrong = String((Number(codeAt(secret, now)) + 5) % 1_000_000).padStart(6, "0");
    expect(await confirmEnrolment(ctx, { code: wrong })).toMatchObject({
      ok: false,
      error: { code: "invalid", fields: { code: ["auth:two_factor.code_wrong"] } },
    });
    expect(await confirmEnrolment(ctx, { code: "" })).toMatchObject({
      ok: false,
      error: { code: "invalid" },
    });
    const confirmed = await confirmEnrolment(ctx, { code: codeAt(secret, now) });
    expect(confirmed.ok).toBe(true);
    const codes = confirmed.ok ? confirmed.value.recoveryCodes : [];
    expect(codes).toHaveLength(10);
    const enabled = (await findTwoFactor(db(), (await row(email)).id))!;
    expect(enabled.enabledAt).not.toBeNull();
    expect(enabled.recoveryCodes).toHaveLength(10);
    for (const hash of enabled.recoveryCodes) expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(enabled)).not.toContain(codes[0]!.replace("-", ""));
    // From now on the page shows neither the secret nor the codes; a second confirmation is refused.
    expect(await twoFactorView(ctx)).toEqual({
      ok: true,
      value: { enabled: true, recoveryLeft: 10, pending: null, required: false },
    });
    expect(await confirmEnrolment(ctx, { code: codeAt(secret, now) })).toMatchObject({
      ok: false,
      error: { code: "conflict" },
    });
    expect(await startEnrolment(ctx)).toMatchObject({ ok: false, error: { code: "conflict" } });
    // Customers have no two-factor sign-in to enrol in.
    expect(await startEnrolment(await as("customer@autohaus-brandt.example"))).toMatchObject({
      ok: false,
      error: { code: "forbidden" },
    });
    await db()
      .delete(userTwoFactor)
      .where(eq(userTwoFactor.userId, (await row(email)).id));
  });

  it("the password alone makes no session; the current code does, once", async () => {
    const email = "manager@autohaus-brandt.example";
    const { secret } = await enrol(email);
    const userId = (await row(email)).id;
    const before = (await db().select().from(sessions).where(eq(sessions.userId, userId))).length;
    const ip = freshIp();
    const challenge = await challengeFor(email, ip);
    expect((await db().select().from(sessions).where(eq(sessions.userId, userId))).length).toBe(before);
    const now = new Date();
    const code = codeAt(secret, now);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    const refused = await codeStep(challenge, wrong, ip);
    expect(refused.status).toBe(401);
    expect(refused.headers.get("set-cookie")).toBeNull();
    const res = await codeStep(challenge, code, ip);
    expect(res.status).toBe(200);
    const cookie = cookieOf(res);
    const session = await request("/api/auth/session.json", { headers: { cookie } });
    expect(((await session.json()) as { user: { email: string } }).user.email).toBe(email);
    // The challenge is spent, and the same code does not sign in a second time (replay).
    expect((await codeStep(challenge, code, ip)).status).toBe(401);
    const again = await codeStep(await challengeFor(email, ip), code, ip);
    expect(again.status).toBe(401);
    // "The code is not correct or was used already", not "the sign-in took too long".
    const refusal = ((await again.json()) as { error: { code: string; message: string } }).error;
    expect(refusal.code).toBe("unauthorized");
    expect(refusal.message).toContain("used already");
    // The next step's code (one step ahead is inside the window) still works.
    const next = codeAt(secret, new Date(now.getTime() + TOTP_PERIOD_SEC * 1000));
    expect((await codeStep(await challengeFor(email, ip), next, ip)).status).toBe(200);
  });

  it("wrong codes are throttled like passwords: five per account and address, then 429 even for the right code", async () => {
    const email = "cms@autohaus-brandt.example";
    const { secret } = await enrol(email);
    const ip = freshIp();
    const challenge = await challengeFor(email, ip);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await codeStep(challenge, "000000", ip)).status);
    // The password step counted once: four wrong codes answer 401, the fifth is over the limit.
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const blocked = await codeStep(challenge, codeAt(secret, new Date()), ip);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    // From another address the owner gets in (decision 0016: no lock-out by others).
    const other = freshIp();
    expect((await codeStep(await challengeFor(email, other), codeAt(secret, new Date()), other)).status).toBe(
      200,
    );
  });

  it("a recovery code signs in once", async () => {
    const email = "database@autohaus-brandt.example";
    const { secret, recoveryCodes } = await enrol(email);
    const code = recoveryCodes[3]!;
    // Typed in capitals and with a space instead of the dash, it still counts.
    await signIn(email, () => code.toUpperCase().replace("-", " "), secret);
    const ip = freshIp();
    expect((await codeStep(await challengeFor(email, ip), code, ip)).status).toBe(401);
    const view = await twoFactorView(await as(email));
    expect(view.ok && view.value.recoveryLeft).toBe(9);
  });

  it("a project that requires it lets employees without it only enrol; customers are never asked", async () => {
    const admin = await as("admin@autohaus-brandt.example");
    const email = "inventory@autohaus-brandt.example";
    expect(await setTwoFactorRequired(await as(email), { required: "on" })).toMatchObject({
      ok: false,
      error: { code: "forbidden" },
    });
    expect(await setTwoFactorRequired(admin, { required: "on" })).toEqual({ ok: true, value: null });
    dealer = (await resolveProject(db(), "localhost"))!;
    expect(dealer.config.two_factor_required).toBe(true);
    try {
      const ip = freshIp();
      const login = await passwordStep(email, ip);
      expect(login.status).toBe(200);
      const cookie = cookieOf(login);
      const session = (await (await request("/api/auth/session.json", { headers: { cookie } })).json()) as {
        user: { roles: string[] };
      };
      expect(session.user.roles).toEqual([]);
      // Back-office API: refused until enrolled.
      expect((await request("/api/push/public-key.json", { headers: { cookie } })).status).toBe(403);
      if (hasBuild()) {
        const page = await request("/en/account", { headers: { cookie } });
        expect(page.status).toBe(302);
        expect(page.headers.get("location")).toContain("/account/profile#two-factor");
        const items = await request("/en/account/items", { headers: { cookie } });
        expect(items.status).toBe(302);
        const profile = await request("/en/account/profile", { headers: { cookie } });
        expect(profile.status).toBe(200);
        expect(await profile.text()).toContain('data-testid="two-factor-required"');
      }
      // Enrolling is allowed to them (the service sees the flag), and then everything is back.
      const flagged = serviceContextFor(db(), dealer, {
        locale: "en",
        principal: { ...toSessionUser(await row(email), dealer), roles: [], twoFactorEnrolRequired: true },
      });
      expect((await startEnrolment(flagged)).ok).toBe(true);
      await enrol(email);
      expect((await request("/api/push/public-key.json", { headers: { cookie } })).status).toBe(200);
      // A customer signs in with the password alone and keeps their account.
      const customer = await passwordStep("customer@autohaus-brandt.example", freshIp());
      expect(customer.status).toBe(200);
      const customerCookie = cookieOf(customer);
      const me = (await (
        await request("/api/auth/session.json", { headers: { cookie: customerCookie } })
      ).json()) as { user: { roles: string[] } };
      expect(me.user.roles).toEqual(["client"]);
      expect(
        (await request("/api/account/profile.json", { headers: { cookie: customerCookie } })).status,
      ).toBe(200);
    } finally {
      const adminNow = await as("admin@autohaus-brandt.example");
      expect((await setTwoFactorRequired(adminNow, { required: "" })).ok).toBe(true);
      dealer = (await resolveProject(db(), "localhost"))!;
    }
    const audit = await db()
      .select({ action: peopleAudit.action })
      .from(peopleAudit)
      .where(eq(peopleAudit.projectId, dealer.id))
      .orderBy(desc(peopleAudit.id))
      .limit(2);
    expect(audit.map((a) => a.action)).toEqual(["two_factor_optional", "two_factor_required"]);
  });

  it("an admin resets a lost phone's two-factor sign-in, audited; nobody else may", async () => {
    const email = "sales@autohaus-brandt.example";
    await enrol(email);
    const userId = (await row(email)).id;
    expect(await resetTwoFactor(await as("manager@autohaus-brandt.example"), { userId })).toMatchObject({
      ok: false,
      error: { code: "forbidden" },
    });
    expect(await resetTwoFactor(await as("customer@autohaus-brandt.example"), { userId })).toMatchObject({
      ok: false,
      error: { code: "forbidden" },
    });
    expect(await resetTwoFactor(await as("admin@autohaus-brandt.example"), { userId })).toEqual({
      ok: true,
      value: null,
    });
    const [entry] = await db()
      .select()
      .from(peopleAudit)
      .where(and(eq(peopleAudit.subjectId, userId), eq(peopleAudit.action, "two_factor_reset")));
    expect(entry).toMatchObject({ subject: email, actorName: expect.any(String) });
    // The password alone signs in again; a second reset has nothing to reset.
    expect((await passwordStep(email, freshIp())).status).toBe(200);
    expect(await resetTwoFactor(await as("admin@autohaus-brandt.example"), { userId })).toMatchObject({
      ok: false,
      error: { code: "conflict" },
    });
  });

  it("switching it off needs the password and a code", async () => {
    const email = "sales@autohaus-brandt.example";
    const { secret } = await enrol(email, 5);
    const ctx = await as(email);
    const code = codeAt(secret, new Date());
    expect(await disableTwoFactor(ctx, { password: "wrong-password", code })).toMatchObject({
      ok: false,
      error: { code: "invalid", fields: { password: ["auth:two_factor.password_wrong"] } },
    });
    expect(await disableTwoFactor(ctx, { password: PASSWORD, code: "123" })).toMatchObject({
      ok: false,
      error: { code: "invalid", fields: { code: ["auth:two_factor.code_wrong"] } },
    });
    expect(await disableTwoFactor(ctx, { password: PASSWORD, code })).toEqual({ ok: true, value: null });
    expect(await findTwoFactor(db(), (await row(email)).id)).toBeNull();
  });

  it("refuses hostile input at the second step", async () => {
    const email = "manager@autohaus-brandt.example";
    const ip = freshIp();
    const challenge = await challengeFor(email, ip);
    const send = (body: unknown) => request("/api/auth/login/two-factor.json", json(body, freshIp()));
    for (const body of [
      {},
      { challenge },
      { challenge, code: 123456 },
      { challenge: ["x"], code: "123456" },
      { challenge: "x".repeat(10_000), code: "123456" },
      { challenge, code: "1".repeat(10_000) },
    ]) {
      expect((await send(body)).status).toBe(400);
    }
    for (const code of [
      "' OR 1=1 --",
      "<script>alert(1)</script>",
      "000000\u0000",
      "１２３４５６",
      "../../etc",
    ]) {
      const res = await send({ challenge, code });
      expect(res.status).toBe(401);
      expect(res.headers.get("set-cookie")).toBeNull();
    }
    // A made-up challenge, and one from another site, lead nowhere.
    expect((await send({ challenge: "A".repeat(27), code: "123456" })).status).toBe(401);
    const other = await request("/api/auth/login/two-factor.json", {
      ...json({ challenge, code: "123456" }, freshIp()),
      host: "community.localhost",
    });
    expect(other.status).toBe(401);
    // A login form post of the second step without JavaScript answers a page, never a session.
    if (hasBuild()) {
      const res = await request("/en/login", {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: "http://localhost",
          "x-forwarded-for": freshIp(),
        },
        body: new URLSearchParams({ intent: "two_factor", challenge, code: "000000" }).toString(),
      });
      expect(res.status).toBe(401);
      expect(res.headers.get("set-cookie")).toBeNull();
      expect(await res.text()).toContain('data-testid="two-factor-form"');
    }
  });
});
