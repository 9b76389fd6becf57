/**
 * Verified addresses (docs/decisions/0044-verified-addresses.md), on PGlite and PostgreSQL: an account
 * signed up with someone else's e-mail address reaches nothing that was sent under that address as a
 * guest (trade-in jobs and offers, the workshop car, the phone on record) until it opens the link
 * mailed to the address; the link is single-use, expires, works only on its own site; new links are
 * throttled.
 */
// First: the API's zod extension must be in place before any schema is made (identity imports some).
import "@hono/zod-openapi";
import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutInit } from "../../app/core/commerce/checkout.service.server";
import { verifyEmail } from "../../app/core/identity/email-verification.service.server";
import { findUserById, updateUser } from "../../app/core/identity/identity.repo.server";
import {
  requestPasswordReset,
  resetPassword,
  signUp,
  toSessionUser,
} from "../../app/core/identity/identity.service.server";
import { userForSocialIdentity } from "../../app/core/identity/social.server";
import { createLead } from "../../app/core/leads/create-lead.service.server";
import { accountPrefill } from "../../app/core/service-booking/service-booking.service.server";
import type { Project } from "../../app/core/tenancy/project";
import { resolveProject } from "../../app/core/tenancy/tenancy.service.server";
import type { Db } from "../../app/db/client.server";
import { authTokens, outbox, serviceAppointments, serviceOfferings, users } from "../../app/db/schema";
import { createTestDatabase, serviceContextFor, type TestDatabase, testDrivers } from "../setup/test-db";
import { createTestApp, hasBuild, loginCookie, type TestRequest } from "../setup/test-server";

const PASSWORD = "a long enough password";
let ipCounter = 0;
const freshIp = () => `10.44.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const meta = (ip = freshIp()) => ({ ip, userAgent: null, origin: "http://localhost", throttle: false });

describe.each(testDrivers())("verified addresses on %s", (driver) => {
  let database: TestDatabase;
  let db: Db;
  let request: TestRequest;
  let dealer: Project;
  let community: Project;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    db = database.handle.db;
    request = await createTestApp(db);
    dealer = (await resolveProject(db, "autohaus-brandt.example"))!;
    community = (await resolveProject(db, "community.autohaus-brandt.example"))!;
  });
  afterAll(() => database?.drop());

  const guest = () => serviceContextFor(db, dealer, { locale: "de" });
  const userRow = async (email: string) =>
    (
      await db
        .select()
        .from(users)
        .where(and(eq(users.projectId, dealer.id), eq(users.email, email)))
    )[0]!;
  const as = async (email: string, project = dealer) =>
    serviceContextFor(db, project, { locale: "en", principal: toSessionUser(await userRow(email), project) });

  /** The newest mail to an address: its subject, text and the confirmation link's token. */
  async function mailTo(email: string) {
    const [row] = await db
      .select()
      .from(outbox)
      .where(sql`${outbox.payload}->>'to' = ${email}`)
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    const mail = row?.payload as { subject: string; text: string } | undefined;
    const token = /\/verifyemail\/([\w-]+)/.exec(mail?.text ?? "")?.[1];
    return { ...mail, token };
  }

  async function newCustomer(email: string) {
    const made = await signUp(
      serviceContextFor(db, dealer, { locale: "en" }),
      { first_name: "Xenia", last_name: "Neu", email, password: PASSWORD, password_repeat: PASSWORD },
      meta(),
    );
    expect(made).toEqual({ ok: true, value: { created: true } });
    return loginCookie(request, email, { password: PASSWORD, ip: freshIp() });
  }

  /** What the customer job list (the top menu's customer cars) answers, as brand-model names. */
  async function customerCars(cookie: string) {
    const res = await request("/api/customer/jobs.json", { headers: { cookie } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { rows: { jobId: number; modelName: string }[] };
    return body.rows;
  }

  /** A guest's trade-in, workshop booking and phone number under `email`. */
  async function guestRequests(email: string) {
    const lead = await createLead(
      guest(),
      "TRADE_IN",
      { name: "Xaver Gast", email, phone: "+49 30 5550123", language: "de", privacyAccepted: true },
      {},
      { vehicleBrandName: "Škoda", vehicleModelName: "Octavia Gast" },
    );
    if (!lead.ok) throw new Error(lead.error.code);
    const [offering] = await db
      .select()
      .from(serviceOfferings)
      .where(eq(serviceOfferings.projectId, dealer.id))
      .limit(1);
    const startsAt = new Date(Date.UTC(2099, 0, 1 + (ipCounter % 300), 8));
    await db.insert(serviceAppointments).values({
      projectId: dealer.id,
      locationId: offering!.locationId,
      offeringId: offering!.id,
      bay: 1,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3_600_000),
      vehicle: { brand: "Škoda", model: "Octavia Gast", plate: "B-XG 123" },
      email,
      language: "de",
    });
    return lead.value.jobId;
  }

  it("keeps a guest's trade-in, workshop car and phone from an account with the same unverified address, until the mailed link is opened", async () => {
    const email = "x@example.com";
    const guestJob = await guestRequests(email);
    const cookie = await newCustomer(email);

    // Signed up, not verified: none of the guest's data.
    expect((await customerCars(cookie)).map((r) => r.jobId)).not.toContain(guestJob);
    const session = (await (await request("/api/auth/session.json", { headers: { cookie } })).json()) as {
      user: { email_verified: boolean };
    };
    expect(session.user.email_verified).toBe(false);
    expect((await accountPrefill(await as(email)))?.vehicle ?? null).toBeNull();
    expect((await checkoutInit(await as(email), null)).user?.phone).toBeNull();

    // What the account sends itself while signed in is its own at once.
    const own = await createLead(
      await as(email),
      "TRADE_IN",
      { name: "Xenia Neu", email, language: "en", privacyAccepted: true },
      {},
      { vehicleBrandName: "Fiat", vehicleModelName: "Panda Eigen" },
    );
    if (!own.ok) throw new Error(own.error.code);
    expect((await customerCars(cookie)).map((r) => r.jobId)).toEqual([own.value.jobId]);

    // The welcome mail says what the link does and how long it works.
    const mail = await mailTo(email);
    expect(mail.subject).toContain("Welcome");
    expect(mail.text).toContain("48 hours");
    expect(mail.token).toBeTruthy();

    // Opening it (no session needed) confirms the address; the guest's data is the account's now.
    expect(await verifyEmail(guest(), mail.token!)).toEqual({ ok: true, value: { outcome: "verified" } });
    expect((await customerCars(cookie)).map((r) => r.jobId).sort()).toEqual(
      [guestJob, own.value.jobId].sort(),
    );
    expect((await accountPrefill(await as(email)))?.vehicle).toMatchObject({ model: "Octavia Gast" });
    expect((await checkoutInit(await as(email), null)).user?.phone).toBe("+49305550123");
    const after = (await (await request("/api/auth/session.json", { headers: { cookie } })).json()) as {
      user: { email_verified: boolean };
    };
    expect(after.user.email_verified).toBe(true);

    // Single use: the same link again says the address is confirmed already, and changes nothing.
    expect(await verifyEmail(guest(), mail.token!)).toEqual({
      ok: true,
      value: { outcome: "already_verified" },
    });

    // A new address is unproven again: the guest's data leaves the account.
    const user = await userRow(email);
    await updateUser(db, user.id, { email: "x.new@example.com" });
    expect((await findUserById(db, user.id))?.emailVerifiedAt).toBeNull();
    expect((await customerCars(cookie)).map((r) => r.jobId)).toEqual([own.value.jobId]);
  });

  it("refuses a wrong, an expired and another site's link, and offers a new one for an expired link", async () => {
    const email = "y@example.com";
    const guestJob = await guestRequests(email);
    const cookie = await newCustomer(email);
    const { token } = await mailTo(email);
    const user = await userRow(email);

    expect(await verifyEmail(guest(), "not-a-token")).toEqual({
      ok: false,
      error: { code: "not_found", message: "invalid" },
    });
    expect(await verifyEmail(guest(), "x".repeat(10_000))).toMatchObject({ ok: false });
    // The link was made on the dealer's site: on the community site it is unknown, and used up nowhere.
    expect(await verifyEmail(serviceContextFor(db, community), token!)).toEqual({
      ok: false,
      error: { code: "not_found", message: "invalid" },
    });
    // Past its time: expired, the address stays unconfirmed.
    await db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.userId, user.id));
    expect(await verifyEmail(guest(), token!)).toEqual({
      ok: false,
      error: { code: "not_found", message: "expired" },
    });
    expect((await findUserById(db, user.id))?.emailVerifiedAt).toBeNull();
    expect((await customerCars(cookie)).map((r) => r.jobId)).not.toContain(guestJob);

    // The signed-in account asks for a new link; it works.
    const resend = await request("/api/auth/verification.json", {
      method: "POST",
      headers: { cookie, origin: "http://localhost", "x-forwarded-for": freshIp() },
    });
    expect(resend.status).toBe(200);
    expect(await resend.json()).toEqual({ sent: true });
    const again = await mailTo(email);
    expect(again.token).not.toBe(token);
    expect(again.text).toContain("48 hours");
    expect(await verifyEmail(guest(), again.token!)).toMatchObject({ ok: true });
    expect((await customerCars(cookie)).map((r) => r.jobId)).toContain(guestJob);
    // Confirmed: nothing more to send.
    const none = await request("/api/auth/verification.json", {
      method: "POST",
      headers: { cookie, origin: "http://localhost", "x-forwarded-for": freshIp() },
    });
    expect(await none.json()).toEqual({ sent: false });
  });

  it("throttles new links per account and refuses visitors", async () => {
    const email = "z@example.com";
    const cookie = await newCustomer(email);
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 5; i++) {
      const res = await request("/api/auth/verification.json", {
        method: "POST",
        headers: { cookie, origin: "http://localhost", "x-forwarded-for": freshIp() },
      });
      statuses.push(res.status);
      if (res.status === 429) retryAfter = res.headers.get("retry-after");
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    const visitor = await request("/api/auth/verification.json", {
      method: "POST",
      headers: { origin: "http://localhost" },
    });
    expect(visitor.status).toBe(401);
    // From another site, even with the session: refused (the Origin header is checked).
    const evil = await request("/api/auth/verification.json", {
      method: "POST",
      headers: { cookie, origin: "https://evil.example" },
    });
    expect(evil.status).toBe(403);
  });

  it("counts an address confirmed once a password reset link sent to it was used", async () => {
    const email = "reset-verify@example.com";
    await newCustomer(email);
    await requestPasswordReset(serviceContextFor(db, dealer, { locale: "en" }), { email }, meta());
    const [mail] = await db
      .select()
      .from(outbox)
      .where(sql`${outbox.payload}->>'to' = ${email} and ${outbox.payload}->>'text' like '%forgotpassword/%'`)
      .limit(1);
    const token = /forgotpassword\/([\w-]+)/.exec(String((mail!.payload as { text: string }).text))![1]!;
    const reset = await resetPassword(guest(), token, {
      password: `${PASSWORD}!`,
      password_repeat: `${PASSWORD}!`,
    });
    expect(reset.ok).toBe(true);
    expect((await userRow(email)).emailVerifiedAt).not.toBeNull();
  });

  it("mails the link with the business sign-up too, and a social login that vouches for the address confirms it", async () => {
    const email = "firma@example.com";
    const made = await signUp(
      serviceContextFor(db, dealer, { locale: "pl" }),
      {
        first_name: "Zofia",
        last_name: "Firma",
        email,
        password: PASSWORD,
        password_repeat: PASSWORD,
        company_name: "Firma Sp. z o.o.",
        vat_id: "",
        street: "Ulica 1",
        zip_code: "00-001",
        city: "Warszawa",
        phone: "+48 22 123 45 67",
      },
      meta(),
      true,
    );
    expect(made.ok).toBe(true);
    const mail = await mailTo(email);
    expect(mail.text).toContain("48 godz.");
    expect(mail.token).toBeTruthy();
    expect((await userRow(email)).emailVerifiedAt).toBeNull();
    // Google says it verified this address: the existing account is linked and confirmed.
    const linked = await userForSocialIdentity(guest(), {
      provider: "google",
      providerUserId: "google-firma",
      email,
      emailVerified: true,
      firstName: "Zofia",
      lastName: "Firma",
    });
    expect(linked?.emailVerifiedAt).not.toBeNull();
    expect((await userRow(email)).emailVerifiedAt).not.toBeNull();
  });

  it.runIf(hasBuild())(
    "the link's page confirms the address signed out and offers a new link when expired",
    async () => {
      const email = "page@example.com";
      await newCustomer(email);
      const { token } = await mailTo(email);
      const user = await userRow(email);
      // Expired first: says so, offers a new link (sent to the account's address).
      await db
        .update(authTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(authTokens.userId, user.id));
      const expired = await request(`/de/verifyemail/${token}`);
      expect(expired.status).toBe(200);
      const html = await expired.text();
      expect(html).toContain("Dieser Link ist abgelaufen");
      expect(html).toContain("Neuen Link senden");
      const resent = await request(`/de/verifyemail/${token}`, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: "http://localhost",
          "x-forwarded-for": freshIp(),
        },
        body: "",
      });
      expect(resent.status).toBe(200);
      expect(await resent.text()).toContain(
        "Wir haben einen neuen Link an die Adresse Ihres Kontos geschickt",
      );
      const fresh = await mailTo(email);
      expect(fresh.token).not.toBe(token);
      expect(fresh.subject).toContain("Bestätigen Sie Ihre E-Mail-Adresse");
      // Opened in a fresh browser (no cookie): confirmed, and said so.
      const opened = await request(`/de/verifyemail/${fresh.token}`);
      expect(opened.status).toBe(200);
      // Never stored by a browser, a proxy or the page cache: opened again, the page tells the link is used.
      expect(opened.headers.get("cache-control")).toMatch(/no-store/);
      expect(await opened.text()).toContain("Ihre E-Mail-Adresse ist bestätigt");
      expect((await userRow(email)).emailVerifiedAt).not.toBeNull();
      // An unknown link: 404.
      expect((await request("/de/verifyemail/unknown-link")).status).toBe(404);
    },
  );
});
