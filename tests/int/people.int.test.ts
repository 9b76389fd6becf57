/**
 * People management (decision 0061): only admins may open the people screen and act
 * (sales, managers and customers get 403 for the page and every action); a holding admin reaches the
 * sites of its holding's companies and no others; invitation links are single-use and expire; a
 * deactivated employee's sessions, cookie, event stream, push subscriptions and login end at once and
 * their open jobs go on; every change is audited; nobody removes their own admin role and the last
 * admin stays.
 */
import { createHash } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionUser, toSessionUser } from "../../app/core/identity/identity.service.server";
import type { SessionUser } from "../../app/core/identity/session-user";
import { liveBus, postgresBus, setLiveBus } from "../../app/core/notifications/live-events.server";
import {
  acceptInvitation,
  changeLocations,
  changeRoles,
  changeTeamMember,
  createTeam,
  deactivatePerson,
  deleteTeamAction,
  invitationState,
  invitePerson,
  peopleScreen,
  reactivatePerson,
  renameTeamAction,
  resendInvitation,
  revokeInvitation,
  sendPasswordReset,
} from "../../app/core/people/people.service.server";
import type { Project } from "../../app/core/tenancy/project";
import { resolveProject } from "../../app/core/tenancy/tenancy.service.server";
import type { Db } from "../../app/db/client.server";
import {
  apiTokens,
  authTokens,
  companies,
  holdings,
  jobs,
  locations,
  outbox,
  peopleAudit,
  pushSubscriptions,
  sessions,
  teams,
  userLocations,
  users,
} from "../../app/db/schema";
import { sseReader } from "../setup/sse";
import {
  createTestDatabase,
  employeeAndOpenJob,
  serviceContextFor,
  type TestDatabase,
  testDrivers,
} from "../setup/test-db";
import { createTestApp, hasBuild, loginCookie, type TestRequest } from "../setup/test-server";

const ORIGIN = { origin: "http://localhost" };
const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

describe.each(testDrivers())("people management on %s", (driver) => {
  let database: TestDatabase;
  let request: TestRequest;
  let dealer: Project;
  let community: Project;
  const db = (): Db => database.handle.db;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    request = await createTestApp(db());
    dealer = (await resolveProject(db(), "autohaus-brandt.example"))!;
    community = (await resolveProject(db(), "community.autohaus-brandt.example"))!;
  }, 120_000);
  afterAll(() => database?.drop());

  const row = async (email: string) => (await db().select().from(users).where(eq(users.email, email)))[0]!;
  const principal = async (email: string, project = dealer): Promise<SessionUser> =>
    toSessionUser(await row(email), project);
  const as = async (email: string | null, project = dealer) =>
    serviceContextFor(db(), project, {
      locale: "en",
      principal: email ? await principal(email, project) : null,
    });
  const admin = () => as("admin@autohaus-brandt.example");
  const lastMail = async (to: string) => {
    const [m] = await db()
      .select()
      .from(outbox)
      .where(sql`${outbox.payload}->>'to' = ${to}`)
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    return m?.payload as { subject: string; text: string } | undefined;
  };
  const inviteLink = (text: string) => /\/invitation\/([\w-]+)/.exec(text)?.[1] ?? null;
  const auditOf = async (subject: string) =>
    (
      await db().select().from(peopleAudit).where(eq(peopleAudit.subject, subject)).orderBy(peopleAudit.id)
    ).map((a) => a.action);

  it("an admin invites an employee: an account without password, a hashed 7-day token and a mail in the invitee's language", async () => {
    const now = Date.now();
    const r = await invitePerson(
      await admin(),
      {
        first_name: "Nina",
        last_name: "Nowak",
        email: " Nina.Nowak@Example.org ",
        language: "pl",
        roles: ["sales"],
      },
      ORIGIN,
    );
    expect(r).toMatchObject({ ok: true });
    const user = await row("nina.nowak@example.org");
    expect(user).toMatchObject({
      passwordHash: null,
      roles: ["sales"],
      language: "pl",
      projectId: dealer.id,
    });
    const mail = (await lastMail("nina.nowak@example.org"))!;
    expect(mail.subject).toBe("Zaproszenie do Autohaus Brandt");
    expect(mail.text).toContain("http://localhost/pl/invitation/");
    const token = inviteLink(mail.text)!;
    const [stored] = await db().select().from(authTokens).where(eq(authTokens.userId, user.id));
    // Only the hash is stored, and the link works 7 days.
    expect(stored!.id).toBe(sha256(token));
    expect(stored!.purpose).toBe("invite");
    expect(Math.abs(stored!.expiresAt.getTime() - (now + 7 * 86_400_000))).toBeLessThan(60_000);
    const screen = await peopleScreen(await admin());
    expect(screen.ok && screen.value.people.find((p) => p.email === "nina.nowak@example.org")).toMatchObject({
      state: "invited",
      roles: ["sales"],
      lastLoginAt: null,
    });
    expect(await auditOf("nina.nowak@example.org")).toEqual(["invite"]);
  });

  it("refuses bad invitations with field errors: a taken address, no role, a role the screen does not give, an unknown language", async () => {
    const ctx = await admin();
    const base = {
      first_name: "A",
      last_name: "B",
      email: "fresh@example.org",
      language: "de",
      roles: ["sales"],
    };
    expect(await invitePerson(ctx, { ...base, email: "customer@autohaus-brandt.example" }, ORIGIN)).toEqual({
      ok: false,
      error: { code: "invalid", fields: { email: ["people:errors.email_taken"] } },
    });
    expect(await invitePerson(ctx, { ...base, roles: [] }, ORIGIN)).toMatchObject({
      error: { code: "invalid", fields: { roles: ["people:errors.roles_required"] } },
    });
    for (const roles of [["holding_admin"], ["client"], ["root"]]) {
      expect(await invitePerson(ctx, { ...base, roles }, ORIGIN), roles[0]).toMatchObject({
        error: { code: "invalid", fields: { roles: expect.any(Array) } },
      });
    }
    expect(await invitePerson(ctx, { ...base, language: "fr" }, ORIGIN)).toMatchObject({
      error: { code: "invalid", fields: { language: ["validation:invalid_choice"] } },
    });
    expect(await invitePerson(ctx, { ...base, email: "nope" }, ORIGIN)).toMatchObject({
      error: { code: "invalid", fields: { email: ["validation:email_invalid"] } },
    });
    expect((await db().select().from(users).where(eq(users.email, "fresh@example.org"))).length).toBe(0);
  });

  it("an invitation link sets a password once, signs in, and cannot be replayed", async () => {
    await invitePerson(
      await admin(),
      { first_name: "Ole", last_name: "Olsen", email: "ole@example.org", language: "de", roles: ["sales"] },
      ORIGIN,
    );
    const token = inviteLink((await lastMail("ole@example.org"))!.text)!;
    const guest = serviceContextFor(db(), dealer, { locale: "de" });
    expect(await invitationState(guest, token)).toEqual({ state: "valid", firstName: "Ole" });
    // Too short: the sign-up's minimum.
    expect(
      await acceptInvitation(guest, token, { password: "short", password_repeat: "short" }, null),
    ).toMatchObject({
      ok: false,
      error: { code: "invalid", fields: { password: ["validation:password_too_short"] } },
    });
    const pw = "a long invitee password";
    const done = await acceptInvitation(guest, token, { password: pw, password_repeat: pw }, null);
    expect(done.ok).toBe(true);
    if (!done.ok) return;
    expect((await sessionUser(guest, done.value.token))?.email).toBe("ole@example.org");
    const user = await row("ole@example.org");
    expect(user.passwordHash).not.toBeNull();
    expect(user.emailVerifiedAt).not.toBeNull();
    expect(user.lastLoginAt).not.toBeNull();
    // Used: the page says so, and a second use sets nothing.
    expect((await invitationState(guest, token)).state).toBe("used");
    expect(
      await acceptInvitation(
        guest,
        token,
        { password: "another long one!", password_repeat: "another long one!" },
        null,
      ),
    ).toMatchObject({ ok: false, error: { code: "not_found" } });
    expect((await row("ole@example.org")).passwordHash).toBe(user.passwordHash);
    // On another project's site the link is unknown.
    expect((await invitationState(serviceContextFor(db(), community), token)).state).toBe("invalid");
    expect(await loginCookie(request, "ole@example.org", { password: pw })).toMatch(/=/);
    const screen = await peopleScreen(await admin());
    expect(screen.ok && screen.value.people.find((p) => p.email === "ole@example.org")?.state).toBe("active");
  });

  it("an expired invitation is refused, a resend kills the old link, a revoke removes the invitee", async () => {
    const ctx = await admin();
    await invitePerson(
      ctx,
      {
        first_name: "Eva",
        last_name: "Ex",
        email: "eva@example.org",
        language: "en",
        roles: ["service_advisor"],
      },
      ORIGIN,
    );
    const eva = await row("eva@example.org");
    const first = inviteLink((await lastMail("eva@example.org"))!.text)!;
    await db()
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.id, sha256(first)));
    const guest = serviceContextFor(db(), dealer, { locale: "en" });
    expect((await invitationState(guest, first)).state).toBe("expired");
    const pw = "a long invitee password";
    expect(await acceptInvitation(guest, first, { password: pw, password_repeat: pw }, null)).toMatchObject({
      ok: false,
      error: { code: "not_found" },
    });
    const screen = await peopleScreen(ctx);
    expect(screen.ok && screen.value.people.find((p) => p.id === eva.id)?.state).toBe("invite_expired");

    expect(await resendInvitation(ctx, { userId: eva.id }, ORIGIN)).toEqual({ ok: true, value: null });
    const second = inviteLink((await lastMail("eva@example.org"))!.text)!;
    expect(second).not.toBe(first);
    expect((await invitationState(guest, first)).state).toBe("invalid");
    expect((await invitationState(guest, second)).state).toBe("valid");

    expect(await revokeInvitation(ctx, { userId: eva.id })).toEqual({ ok: true, value: null });
    expect((await db().select().from(users).where(eq(users.id, eva.id))).length).toBe(0);
    expect((await invitationState(guest, second)).state).toBe("invalid");
    expect(await auditOf("eva@example.org")).toEqual(["invite", "resend", "revoke"]);
    // An active employee has no invitation to resend or revoke.
    const sales = await row("sales@autohaus-brandt.example");
    expect(await resendInvitation(ctx, { userId: sales.id }, ORIGIN)).toMatchObject({
      error: { code: "conflict" },
    });
    expect(await revokeInvitation(ctx, { userId: sales.id })).toMatchObject({ error: { code: "conflict" } });
  });

  it("only admins act: sales, managers, customers and visitors are refused by every action", async () => {
    const sales = await row("sales@autohaus-brandt.example");
    const calls = [
      (c: Awaited<ReturnType<typeof as>>) => peopleScreen(c),
      (c: Awaited<ReturnType<typeof as>>) =>
        invitePerson(
          c,
          { first_name: "X", last_name: "Y", email: "x@example.org", language: "de", roles: ["sales"] },
          ORIGIN,
        ),
      (c: Awaited<ReturnType<typeof as>>) => resendInvitation(c, { userId: sales.id }, ORIGIN),
      (c: Awaited<ReturnType<typeof as>>) => revokeInvitation(c, { userId: sales.id }),
      (c: Awaited<ReturnType<typeof as>>) => changeRoles(c, { userId: sales.id, roles: ["manager"] }),
      (c: Awaited<ReturnType<typeof as>>) => changeLocations(c, { userId: sales.id, locations: [] }),
      (c: Awaited<ReturnType<typeof as>>) => deactivatePerson(c, { userId: sales.id }),
      (c: Awaited<ReturnType<typeof as>>) => reactivatePerson(c, { userId: sales.id }),
      (c: Awaited<ReturnType<typeof as>>) => sendPasswordReset(c, { userId: sales.id }, ORIGIN),
      (c: Awaited<ReturnType<typeof as>>) => createTeam(c, { name: "Hackers" }),
    ];
    for (const who of [
      "sales@autohaus-brandt.example",
      "manager@autohaus-brandt.example",
      "customer@autohaus-brandt.example",
      "cms@autohaus-brandt.example",
    ]) {
      const ctx = await as(who);
      for (const [i, call] of calls.entries()) {
        expect(await call(ctx), `${who} #${i}`).toMatchObject({ ok: false, error: { code: "forbidden" } });
      }
    }
    const visitor = await as(null);
    for (const call of calls) expect(await call(visitor)).toMatchObject({ error: { code: "unauthorized" } });
    expect((await row("sales@autohaus-brandt.example")).roles).toEqual(["sales"]);
    expect((await db().select().from(users).where(eq(users.email, "x@example.org"))).length).toBe(0);
  });

  it("a holding admin reaches its holding's sites only; a company admin only its own company's", async () => {
    // The holding admin on the community site (another company of the holding) sees that site's people.
    const holdingOnCommunity = await as("holding@autohaus-brandt.example", community);
    const screen = await peopleScreen(holdingOnCommunity);
    expect(screen.ok).toBe(true);
    expect(screen.ok && screen.value.people.some((p) => p.email === "sales@autohaus-brandt.example")).toBe(
      false,
    );
    // The dealer's admin does not reach the community company's site.
    expect(await peopleScreen(await as("admin@autohaus-brandt.example", community))).toMatchObject({
      error: { code: "forbidden" },
    });
    // A holding admin of another holding does not reach the dealer.
    const [other] = await db().insert(holdings).values({ name: "Other Holding" }).returning();
    const [otherCo] = await db()
      .insert(companies)
      .values({ holdingId: other!.id, name: "Other GmbH" })
      .returning();
    const stranger: SessionUser = {
      ...(await principal("holding@autohaus-brandt.example")),
      id: crypto.randomUUID(),
      companyId: otherCo!.id,
      projectId: community.id,
    };
    const strangerCtx = serviceContextFor(db(), dealer, { principal: stranger });
    expect(await peopleScreen(strangerCtx)).toMatchObject({ error: { code: "forbidden" } });
    // Another site's people are not found from the dealer.
    const member = await row("member@brandt-community.example");
    expect(await changeRoles(await admin(), { userId: member.id, roles: ["sales"] })).toMatchObject({
      error: { code: "not_found" },
    });
    // An admin cannot act on the holding admin, who ranks above.
    const holding = await row("holding@autohaus-brandt.example");
    expect(await deactivatePerson(await admin(), { userId: holding.id })).toMatchObject({
      error: { code: "forbidden" },
    });
  });

  it("deactivation ends sessions, the surviving cookie, the event stream, push and API tokens, refuses login, and hands open jobs on", async () => {
    const email = "sales@autohaus-brandt.example";
    const cookie = await loginCookie(request, email);
    const token = cookie.split("=")[1]!;
    const { user: sales, job } = await employeeAndOpenJob(db(), email);
    await db().update(jobs).set({ assigneeId: sales.id }).where(eq(jobs.id, job.id));
    await db()
      .insert(pushSubscriptions)
      .values({
        projectId: dealer.id,
        userId: sales.id,
        sessionId: sha256(token),
        endpoint: "https://push.example/sales",
        p256dh: "x",
        auth: "y",
      });
    const [apiToken] = await db()
      .insert(apiTokens)
      .values({ projectId: dealer.id, name: "sales feed", tokenHash: sha256("feed"), createdBy: sales.id })
      .returning();
    expect((await request("/api/notifications.json", { headers: { cookie } })).status).toBe(200);
    const manager = await row("manager@autohaus-brandt.example");

    // A colleague who cannot work leads is refused as the receiver.
    const cms = await row("cms@autohaus-brandt.example");
    expect(await deactivatePerson(await admin(), { userId: sales.id, reassign_to: cms.id })).toMatchObject({
      error: { code: "invalid", fields: { reassign_to: ["validation:invalid_choice"] } },
    });
    const r = await deactivatePerson(await admin(), { userId: sales.id, reassign_to: manager.id });
    expect(r).toMatchObject({ ok: true });
    expect(r.ok && r.value.jobsMoved).toBeGreaterThanOrEqual(1);
    const [moved] = await db().select().from(jobs).where(eq(jobs.id, job.id));
    expect(moved!.assigneeId).toBe(manager.id);
    expect(
      (
        await db()
          .select()
          .from(jobs)
          .where(and(eq(jobs.assigneeId, sales.id), eq(jobs.visibility, "open")))
      ).length,
    ).toBe(0);
    expect((await db().select().from(sessions).where(eq(sessions.userId, sales.id))).length).toBe(0);
    expect(
      (await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, sales.id))).length,
    ).toBe(0);
    expect(
      (await db().select().from(apiTokens).where(eq(apiTokens.id, apiToken!.id)))[0]!.revokedAt,
    ).not.toBeNull();

    // The old cookie is refused at once, on pages' API and the event stream alike.
    expect((await request("/api/notifications.json", { headers: { cookie } })).status).toBe(401);
    expect((await request("/api/events", { headers: { cookie } })).status).toBe(401);
    // Even a session row that survived (another process wrote it meanwhile) is refused.
    await db()
      .insert(sessions)
      .values({
        id: sha256(token),
        userId: sales.id,
        projectId: dealer.id,
        expiresAt: new Date(Date.now() + 86_400_000),
      });
    expect((await request("/api/notifications.json", { headers: { cookie } })).status).toBe(401);
    expect(
      (
        await db()
          .select()
          .from(sessions)
          .where(eq(sessions.id, sha256(token)))
      ).length,
    ).toBe(0);
    // Login is refused with the same neutral answer as a wrong password.
    const login = (password: string) =>
      request("/api/auth/login.json", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": "10.77.0.1" },
        body: JSON.stringify({ email, password }),
      });
    const refused = await login("autohaus-demo");
    const wrong = await login("not-the-password");
    expect(refused.status).toBe(401);
    expect(await refused.text()).toBe(await wrong.text());
    // No reset link for a deactivated account, neither by the form nor by the admin.
    expect(await sendPasswordReset(await admin(), { userId: sales.id }, ORIGIN)).toMatchObject({
      error: { code: "conflict" },
    });
    const screen = await peopleScreen(await admin());
    expect(screen.ok && screen.value.people.find((p) => p.id === sales.id)?.state).toBe("deactivated");

    expect(await reactivatePerson(await admin(), { userId: sales.id })).toEqual({ ok: true, value: null });
    expect(await loginCookie(request, email)).toMatch(/=/);
    expect(await auditOf(email)).toEqual(expect.arrayContaining(["deactivate", "reactivate"]));
    const [entry] = await db()
      .select()
      .from(peopleAudit)
      .where(and(eq(peopleAudit.subject, email), eq(peopleAudit.action, "deactivate")));
    expect(entry!.detail).toMatchObject({ to: "Markus Weber", apiTokens: 1 });
    expect(entry!.actorName).toBe("Anna Brandt");
  });

  it("a deactivated employee's open event stream ends within a second (on PostgreSQL through LISTEN/NOTIFY)", async () => {
    // A fresh employee with a password, signed in, with an open stream.
    const email = "stream.ended@example.org";
    const invited = await invitePerson(
      await admin(),
      { first_name: "Stella", last_name: "Stream", email, language: "de", roles: ["sales"] },
      ORIGIN,
    );
    expect(invited).toMatchObject({ ok: true });
    const link = inviteLink((await lastMail(email))!.text)!;
    const password = { password: "stream-ends-now", password_repeat: "stream-ends-now" };
    expect(await acceptInvitation(await as(null), link, password, null)).toMatchObject({ ok: true });
    const cookie = await loginCookie(request, email, { password: "stream-ends-now" });
    const other = await loginCookie(request, "manager@autohaus-brandt.example");

    // On PostgreSQL the deactivation travels through pg_notify, as between two server processes.
    const previous = liveBus();
    const bus = database.url ? await postgresBus(db(), database.url) : previous;
    setLiveBus(bus);
    try {
      const res = await request("/api/events", { headers: { cookie } });
      expect(res.status).toBe(200);
      const sse = sseReader(res.body!);
      await sse.pump(() => sse.events.some((e) => e.event === "ready"));
      // A colleague's stream stays open.
      const colleague = await request("/api/events", { headers: { cookie: other } });
      const kept = sseReader(colleague.body!);
      await kept.pump(() => kept.events.some((e) => e.event === "ready"));

      const started = Date.now();
      const r = await deactivatePerson(await admin(), { userId: (await row(email)).id });
      expect(r).toMatchObject({ ok: true });
      const ended = await sse
        .pump(() => false, 1_000)
        .then(
          () => "open",
          (e: Error) => e.message,
        );
      expect(ended).toBe("stream ended");
      expect(Date.now() - started).toBeLessThan(1_500);
      // The colleague's stream is still there, and the deactivated cookie cannot reopen one.
      await expect(kept.pump(() => false, 300)).rejects.toThrow(/no such event/);
      await kept.cancel();
      expect((await request("/api/events", { headers: { cookie } })).status).toBe(401);
    } finally {
      setLiveBus(previous);
      if (bus !== previous) await bus.close();
    }
  });

  it("deactivation without a colleague sends open jobs back to unassigned; nobody deactivates themselves", async () => {
    const { user: inventory, job } = await employeeAndOpenJob(db(), "inventory@autohaus-brandt.example");
    await db().update(jobs).set({ assigneeId: inventory.id }).where(eq(jobs.id, job.id));
    expect(await deactivatePerson(await admin(), { userId: inventory.id, reassign_to: "" })).toMatchObject({
      ok: true,
    });
    expect((await db().select().from(jobs).where(eq(jobs.id, job.id)))[0]!.assigneeId).toBeNull();
    await reactivatePerson(await admin(), { userId: inventory.id });
    const anna = await row("admin@autohaus-brandt.example");
    expect(await deactivatePerson(await admin(), { userId: anna.id })).toMatchObject({
      error: { code: "conflict", message: "people:errors.self_deactivate" },
    });
  });

  it("changes roles with an audit entry; nobody removes their own admin role; the last admin keeps it", async () => {
    const ctx = await admin();
    const database = await row("database@autohaus-brandt.example");
    expect(
      await changeRoles(ctx, { userId: database.id, roles: ["database_clerk", "inventory_manager"] }),
    ).toEqual({
      ok: true,
      value: null,
    });
    expect((await row("database@autohaus-brandt.example")).roles).toEqual([
      "database_clerk",
      "inventory_manager",
    ]);
    const [entry] = await db()
      .select()
      .from(peopleAudit)
      .where(and(eq(peopleAudit.subjectId, database.id), eq(peopleAudit.action, "roles")));
    expect(entry!.detail).toEqual({
      before: ["database_clerk"],
      after: ["database_clerk", "inventory_manager"],
    });

    const anna = await row("admin@autohaus-brandt.example");
    expect(await changeRoles(ctx, { userId: anna.id, roles: ["manager"] })).toMatchObject({
      error: { code: "invalid", fields: { roles: ["people:errors.own_admin"] } },
    });
    expect((await row("admin@autohaus-brandt.example")).roles).toEqual(["admin"]);

    // The community site's only admin: the holding admin (whose home is the dealer) may not demote them.
    const [only] = await db()
      .insert(users)
      .values({
        projectId: community.id,
        companyId: community.companyId,
        email: "admin@brandt-community.example",
        passwordHash: "x",
        roles: ["admin"],
        firstName: "Olga",
        lastName: "Only",
      })
      .returning();
    const holdingOnCommunity = await as("holding@autohaus-brandt.example", community);
    expect(await changeRoles(holdingOnCommunity, { userId: only!.id, roles: ["manager"] })).toMatchObject({
      error: { code: "invalid", fields: { roles: ["people:errors.last_admin"] } },
    });
    expect(await deactivatePerson(holdingOnCommunity, { userId: only!.id })).toMatchObject({
      error: { code: "conflict", message: "people:errors.last_admin" },
    });
    expect((await db().select().from(users).where(eq(users.id, only!.id)))[0]).toMatchObject({
      roles: ["admin"],
      deactivatedAt: null,
    });
  });

  it("locations: invited with two, listed, changed and audited; another project's location and hostile input are refused", async () => {
    const own = await db()
      .select({ id: locations.id, name: locations.name })
      .from(locations)
      .where(eq(locations.projectId, dealer.id))
      .orderBy(locations.id);
    expect(own.length).toBeGreaterThanOrEqual(2);
    const [first, second] = own as [(typeof own)[0], (typeof own)[0]];
    let [foreign] = await db()
      .select({ id: locations.id })
      .from(locations)
      .where(eq(locations.projectId, community.id))
      .limit(1);
    foreign ??= (
      await db()
        .insert(locations)
        .values({
          projectId: community.id,
          slug: "community-place",
          name: "Community place",
          city: "Berlin",
          street: "Weg",
          houseNumber: "1",
          zipCode: "10115",
        })
        .returning({ id: locations.id })
    )[0]!;
    const email = "lena.lage@example.org";
    const base = { first_name: "Lena", last_name: "Lage", email, language: "de", roles: ["sales"] };
    const placesOf = async (userId: string) =>
      (await db().select().from(userLocations).where(eq(userLocations.userId, userId)))
        .map((r) => r.locationId)
        .sort((a, b) => a - b);

    // Another project's location: refused, nothing stored (no account, no rows).
    expect(
      await invitePerson(
        await admin(),
        { ...base, locations: [String(first.id), String(foreign.id)] },
        ORIGIN,
      ),
    ).toMatchObject({
      ok: false,
      error: { code: "invalid", fields: { locations: ["validation:invalid_choice"] } },
    });
    expect((await db().select().from(users).where(eq(users.email, email))).length).toBe(0);
    // Hostile input: not numbers, negative, huge, SQL.
    for (const bad of ["abc", "-1", "0", "99999999999999", "1; drop table users", ["1", { x: 1 }]]) {
      expect(
        await invitePerson(await admin(), { ...base, locations: bad }, ORIGIN),
        JSON.stringify(bad),
      ).toMatchObject({ ok: false, error: { code: "invalid" } });
    }
    expect((await db().select().from(users).where(eq(users.email, email))).length).toBe(0);

    // Two of the project's own, as the form posts them (repeated fields as strings).
    const invited = await invitePerson(
      await admin(),
      { ...base, locations: [String(first.id), String(second.id), String(first.id)] },
      ORIGIN,
    );
    expect(invited).toMatchObject({ ok: true });
    const id = invited.ok ? invited.value.id : "";
    expect(await placesOf(id)).toEqual([first.id, second.id].sort((a, b) => a - b));
    const [stored] = await db().select().from(userLocations).where(eq(userLocations.userId, id));
    expect(stored!.projectId).toBe(dealer.id);
    const screen = await peopleScreen(await admin());
    expect(screen.ok && screen.value.locations.map((l) => l.id)).toEqual(
      expect.arrayContaining([first.id, second.id]),
    );
    expect(screen.ok && screen.value.locations.some((l) => l.id === foreign.id)).toBe(false);
    expect(screen.ok && screen.value.people.find((p) => p.id === id)?.locations).toEqual(
      [first.id, second.id].sort((a, b) => a - b),
    );
    const [inviteEntry] = await db()
      .select()
      .from(peopleAudit)
      .where(and(eq(peopleAudit.subject, email), eq(peopleAudit.action, "invite")));
    expect((inviteEntry!.detail as { locations: string[] }).locations.sort()).toEqual(
      [first.name, second.name].sort(),
    );

    // Changed to the second only: stored and audited with the names before and after.
    expect(await changeLocations(await admin(), { userId: id, locations: String(second.id) })).toEqual({
      ok: true,
      value: null,
    });
    expect(await placesOf(id)).toEqual([second.id]);
    const [changed] = await db()
      .select()
      .from(peopleAudit)
      .where(and(eq(peopleAudit.subject, email), eq(peopleAudit.action, "locations")));
    expect(changed!.detail).toEqual({
      before: expect.arrayContaining([first.name, second.name]),
      after: [second.name],
    });
    // The same set again: no new entry.
    await changeLocations(await admin(), { userId: id, locations: [String(second.id)] });
    expect((await auditOf(email)).filter((a) => a === "locations")).toHaveLength(1);

    // Another project's location, hostile values and another project's person change nothing.
    expect(
      await changeLocations(await admin(), {
        userId: id,
        locations: [String(second.id), String(foreign.id)],
      }),
    ).toMatchObject({
      ok: false,
      error: { code: "invalid", fields: { locations: ["validation:invalid_choice"] } },
    });
    expect(await changeLocations(await admin(), { userId: id, locations: ["x"] })).toMatchObject({
      error: { code: "invalid" },
    });
    expect(await changeLocations(await admin(), { userId: "nope", locations: [] })).toMatchObject({
      error: { code: "invalid" },
    });
    const member = await row("member@autohaus-brandt.example").catch(() => null);
    if (member && member.projectId !== dealer.id)
      expect(await changeLocations(await admin(), { userId: member.id, locations: [] })).toMatchObject({
        error: { code: "not_found" },
      });
    expect(await placesOf(id)).toEqual([second.id]);

    // None at all is allowed (the checkboxes all cleared).
    expect(await changeLocations(await admin(), { userId: id, locations: [] })).toMatchObject({ ok: true });
    expect(await placesOf(id)).toEqual([]);
  });

  it.runIf(hasBuild())(
    "the page stores the ticked locations and refuses another project's with a 400",
    async () => {
      const cookie = await loginCookie(request, "admin@autohaus-brandt.example");
      const own = await db()
        .select({ id: locations.id })
        .from(locations)
        .where(eq(locations.projectId, dealer.id))
        .orderBy(locations.id);
      const [foreign] = await db()
        .select({ id: locations.id })
        .from(locations)
        .where(eq(locations.projectId, community.id))
        .limit(1);
      const post = (fields: [string, string][]) =>
        request("/de/account/settings/people", {
          method: "POST",
          headers: {
            "content-type": "application/x-www-form-urlencoded",
            origin: "http://localhost",
            cookie,
          },
          body: new URLSearchParams(fields).toString(),
        });
      const invite: [string, string][] = [
        ["intent", "invite"],
        ["first_name", "Paul"],
        ["last_name", "Platz"],
        ["email", "paul.platz@example.org"],
        ["language", "de"],
        ["roles", "sales"],
      ];
      if (foreign) {
        const refused = await post([...invite, ["locations", String(foreign.id)]]);
        expect(refused.status).toBe(400);
        expect(
          (await db().select().from(users).where(eq(users.email, "paul.platz@example.org"))).length,
        ).toBe(0);
      }
      const res = await post([
        ...invite,
        ["locations", String(own[0]!.id)],
        ["locations", String(own[1]!.id)],
      ]);
      expect(res.status).toBeLessThan(400);
      const paul = await row("paul.platz@example.org");
      expect((await db().select().from(userLocations).where(eq(userLocations.userId, paul.id))).length).toBe(
        2,
      );
      const changed = await post([
        ["intent", "locations"],
        ["userId", paul.id],
        ["locations", String(own[1]!.id)],
      ]);
      expect(changed.status).toBeLessThan(400);
      expect(
        (await db().select().from(userLocations).where(eq(userLocations.userId, paul.id))).map(
          (r) => r.locationId,
        ),
      ).toEqual([own[1]!.id]);
    },
  );

  it("sends the usual password-reset link in the employee's language and records it", async () => {
    const manager = await row("manager@autohaus-brandt.example");
    await db().update(users).set({ language: "tr" }).where(eq(users.id, manager.id));
    expect(await sendPasswordReset(await admin(), { userId: manager.id }, ORIGIN)).toEqual({
      ok: true,
      value: null,
    });
    const mail = (await lastMail("manager@autohaus-brandt.example"))!;
    expect(mail.text).toContain("http://localhost/tr/forgotpassword/");
    expect(await auditOf("manager@autohaus-brandt.example")).toContain("reset");
  });

  it("keeps teams: create, rename, fill, empty and delete, each audited; another project's team is not found", async () => {
    const ctx = await admin();
    const created = await createTeam(ctx, { name: "Werkstatt" });
    expect(created.ok).toBe(true);
    const id = created.ok ? created.value.id : 0;
    expect(await createTeam(ctx, { name: "Werkstatt" })).toMatchObject({
      error: { code: "invalid", fields: { name: ["people:errors.team_taken"] } },
    });
    expect(await renameTeamAction(ctx, { teamId: id, name: "Werkstatt Nord" })).toMatchObject({ ok: true });
    const sales = await row("sales@autohaus-brandt.example");
    expect(await changeTeamMember(ctx, { teamId: id, userId: sales.id }, true)).toMatchObject({ ok: true });
    let screen = await peopleScreen(ctx);
    expect(screen.ok && screen.value.teams.find((t) => t.id === id)).toEqual({
      id,
      name: "Werkstatt Nord",
      memberIds: [sales.id],
    });
    expect(await changeTeamMember(ctx, { teamId: id, userId: sales.id }, false)).toMatchObject({ ok: true });
    const [otherTeam] = await db()
      .insert(teams)
      .values({ projectId: community.id, name: "Fremd" })
      .returning();
    expect(await renameTeamAction(ctx, { teamId: otherTeam!.id, name: "Meins" })).toMatchObject({
      error: { code: "not_found" },
    });
    expect(await deleteTeamAction(ctx, { teamId: otherTeam!.id })).toMatchObject({
      error: { code: "not_found" },
    });
    expect(await deleteTeamAction(ctx, { teamId: id })).toMatchObject({ ok: true });
    screen = await peopleScreen(ctx);
    expect(screen.ok && screen.value.teams.some((t) => t.id === id)).toBe(false);
    const actions = screen.ok ? screen.value.audit.map((a) => a.action) : [];
    // Latest first.
    expect(actions.slice(0, 5)).toEqual([
      "team_delete",
      "team_remove",
      "team_add",
      "team_rename",
      "team_create",
    ]);
  });

  describe.runIf(hasBuild())("the page", () => {
    const page = (cookie: string, init: RequestInit = {}, path = "/de/account/settings/people") =>
      request(path, { ...init, headers: { cookie, origin: "http://localhost", ...(init.headers ?? {}) } });
    const post = (cookie: string, fields: Record<string, string | string[]>, path?: string) => {
      const body = new URLSearchParams();
      for (const [k, v] of Object.entries(fields)) for (const x of [v].flat()) body.append(k, x);
      return page(
        cookie,
        {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: body.toString(),
        },
        path,
      );
    };

    it("opens for admins and holding admins, 403 for the rest, and every action is 403 for them too", async () => {
      for (const who of ["admin", "holding"]) {
        const res = await page(await loginCookie(request, `${who}@autohaus-brandt.example`));
        expect(res.status, who).toBe(200);
        expect(await res.text()).toContain("Mitarbeiter einladen");
      }
      const target = (await row("database@autohaus-brandt.example")).id;
      const intents = [
        "invite",
        "resend",
        "revoke",
        "roles",
        "deactivate",
        "reactivate",
        "reset",
        "team_create",
        "team_rename",
        "team_delete",
        "team_add",
        "team_remove",
      ];
      for (const who of ["sales", "manager", "customer"]) {
        const cookie = await loginCookie(request, `${who}@autohaus-brandt.example`);
        expect((await page(cookie)).status, who).toBe(403);
        for (const intent of intents) {
          const res = await post(cookie, { intent, userId: target, roles: "admin", teamId: "1", name: "x" });
          expect(res.status, `${who} ${intent}`).toBe(403);
        }
      }
      expect((await row("database@autohaus-brandt.example")).deactivatedAt).toBeNull();
    });

    it("answers bad input with 400 and a translated message, and an invitation with the German confirmation", async () => {
      const cookie = await loginCookie(request, "admin@autohaus-brandt.example");
      const bad = await post(cookie, {
        intent: "invite",
        first_name: "Paula",
        last_name: "Probe",
        email: "not-an-address",
        language: "de",
      });
      expect(bad.status).toBe(400);
      const text = await bad.text();
      expect(text).toContain("Bitte geben Sie eine gültige E-Mail-Adresse ein.");
      expect(text).toContain("Bitte wählen Sie mindestens eine Rolle.");
      const self = await post(cookie, {
        intent: "deactivate",
        userId: (await row("admin@autohaus-brandt.example")).id,
      });
      expect(self.status).toBe(409);
      expect(await self.text()).toContain("Sie können sich nicht selbst deaktivieren.");
      const unknown = await post(cookie, { intent: "roles", userId: "not-a-uuid", roles: "sales" });
      expect(unknown.status).toBe(400);
      expect(await unknown.text()).toContain("Diesen Mitarbeiter gibt es nicht (mehr).");
      const good = await post(cookie, {
        intent: "invite",
        first_name: "Paula",
        last_name: "Probe",
        email: "paula@example.org",
        language: "de",
        roles: ["sales", "service_advisor"],
      });
      expect(good.status).toBe(200);
      expect(await good.text()).toContain("Die Einladung ist unterwegs.");
      expect((await row("paula@example.org")).roles).toEqual(["sales", "service_advisor"]);
      // The invitee's page: a form now, a clear "used" page after, in the page's language.
      const link = inviteLink((await lastMail("paula@example.org"))!.text)!;
      const open = await request(`/de/invitation/${link}`);
      expect(open.status).toBe(200);
      expect(await open.text()).toContain("Willkommen: Passwort wählen");
      const set = await request(`/de/invitation/${link}`, {
        method: "POST",
        headers: { origin: "http://localhost", "content-type": "application/x-www-form-urlencoded" },
        body: "password=paulas+long+password&password_repeat=paulas+long+password",
      });
      expect(set.status).toBe(302);
      expect(set.headers.get("location")).toBe("/de/account");
      expect(set.headers.get("set-cookie")).toMatch(/session/i);
      const again = await request(`/en/invitation/${link}`);
      expect(again.status).toBe(410);
      expect(await again.text()).toContain("This invitation has been used");
      expect((await request("/en/invitation/unknown-token")).status).toBe(404);
    });
  });
});
