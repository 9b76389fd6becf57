/**
 * The holding screen (decision 0062): only a holding admin of the holding opens it and
 * acts (admins of a site, managers and customers get 403; another holding's admin neither sees nor
 * changes this holding's companies and sites); a new site answers on its domain at once, with the first
 * run's starter content, and its admin's invitation is in the outbox; hostile input answers 400 with
 * translated messages and creates nothing; a paused site answers visitors with a translated 503
 * maintenance page (and its API with 503) while its admin keeps the back office; every change is audited.
 */
import { and, count, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addCompany,
  addProject,
  holdingScreen,
  pauseProject,
  resumeProject,
} from "../../app/core/holding/holding.service.server";
import { toSessionUser } from "../../app/core/identity/identity.service.server";
import { hashPassword } from "../../app/core/identity/password.server";
import type { Project } from "../../app/core/tenancy/project";
import { listenForProjectChanges } from "../../app/core/tenancy/project-changes.server";
import { resolveProject } from "../../app/core/tenancy/tenancy.service.server";
import type { Db } from "../../app/db/client.server";
import {
  cmsPageDrafts,
  cmsPages,
  companies,
  holdingAudit,
  holdings,
  navLinks,
  outbox,
  projects,
  users,
  workflows,
} from "../../app/db/schema";
import { createTestDatabase, serviceContextFor, type TestDatabase, testDrivers } from "../setup/test-db";
import { createTestApp, hasBuild, loginCookie, type TestRequest } from "../setup/test-server";

const ORIGIN = { origin: "http://localhost" };
const HOLDING = "holding@autohaus-brandt.example";

describe.each(testDrivers())("the holding screen on %s", (driver) => {
  let database: TestDatabase;
  let request: TestRequest;
  let dealer: Project;
  const db = (): Db => database.handle.db;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    request = await createTestApp(db());
    dealer = (await resolveProject(db(), "autohaus-brandt.example"))!;
  }, 120_000);
  afterAll(() => database?.drop());

  const row = async (email: string) => (await db().select().from(users).where(eq(users.email, email)))[0]!;
  const as = async (email: string | null, project = dealer) =>
    serviceContextFor(db(), project, {
      locale: "en",
      principal: email ? toSessionUser(await row(email), project) : null,
    });
  const projectCount = async () => (await db().select({ n: count() }).from(projects))[0]!.n;
  const companyCount = async () => (await db().select({ n: count() }).from(companies))[0]!.n;
  const site = (over: Record<string, unknown> = {}) => ({
    companyId: dealer.companyId,
    name: "Autohaus Nord",
    domains: "nord-autohaus.example",
    languages: ["de", "en"],
    defaultLanguage: "de",
    currency: "EUR",
    timeZone: "Europe/Berlin",
    adminEmail: "chefin@nord-autohaus.example",
    adminFirstName: "Nora",
    adminLastName: "Nord",
    ...over,
  });

  it("opens for the holding admin only: site admins, managers, sales, customers and visitors are refused", async () => {
    const screen = await holdingScreen(await as(HOLDING));
    expect(screen.ok).toBe(true);
    if (!screen.ok) return;
    const names = screen.value.companies.flatMap((c) => c.sites.map((s) => s.name));
    expect(names.length).toBeGreaterThanOrEqual(2);
    expect(screen.value.companies.flatMap((c) => c.sites).find((s) => s.id === dealer.id)).toMatchObject({
      state: "online",
      current: true,
      domains: expect.arrayContaining(["autohaus-brandt.example"]),
    });
    for (const who of ["admin", "manager", "sales", "customer"]) {
      const ctx = await as(`${who}@autohaus-brandt.example`);
      expect(await holdingScreen(ctx), who).toMatchObject({ ok: false, error: { code: "forbidden" } });
      expect(await addCompany(ctx, {}), who).toMatchObject({ ok: false, error: { code: "forbidden" } });
      expect(await addProject(ctx, site(), ORIGIN), who).toMatchObject({
        ok: false,
        error: { code: "forbidden" },
      });
      expect(await pauseProject(ctx, { projectId: dealer.id }), who).toMatchObject({
        ok: false,
        error: { code: "forbidden" },
      });
    }
    expect(await holdingScreen(await as(null))).toMatchObject({ ok: false, error: { code: "unauthorized" } });
    // A holding_admin without in_holding acts for one company, not for the holding.
    const [narrow] = await db()
      .insert(users)
      .values({
        projectId: dealer.id,
        companyId: dealer.companyId,
        email: "narrow-holding@example.org",
        roles: ["holding_admin"],
        inHolding: false,
        firstName: "Nar",
        lastName: "Row",
      })
      .returning();
    const narrowCtx = serviceContextFor(db(), dealer, { principal: toSessionUser(narrow!, dealer) });
    expect(await holdingScreen(narrowCtx)).toMatchObject({ ok: false, error: { code: "forbidden" } });
    expect((await db().select().from(projects).where(eq(projects.id, dealer.id)))[0]!.pausedAt).toBeNull();
  });

  it("keeps another holding's admin out of this holding's companies and sites", async () => {
    const [other] = await db().insert(holdings).values({ name: "Fremd Holding" }).returning();
    const [otherCompany] = await db()
      .insert(companies)
      .values({ holdingId: other!.id, name: "Fremd GmbH" })
      .returning();
    const [otherProjectRow] = await db()
      .insert(projects)
      .values({
        companyId: otherCompany!.id,
        slug: "fremd",
        name: "Fremd Autos",
        domains: ["fremd-autos.example"],
        languages: ["de"],
        defaultLanguage: "de",
        config: dealer.config,
        features: dealer.features,
      })
      .returning();
    const otherProject = (await resolveProject(db(), "fremd-autos.example"))!;
    expect(otherProject.id).toBe(otherProjectRow!.id);
    const [stranger] = await db()
      .insert(users)
      .values({
        projectId: otherProject.id,
        companyId: otherCompany!.id,
        email: "boss@fremd-autos.example",
        roles: ["holding_admin"],
        inHolding: true,
        firstName: "Fremd",
        lastName: "Boss",
      })
      .returning();
    const own = serviceContextFor(db(), otherProject, { principal: toSessionUser(stranger!, otherProject) });
    const screen = await holdingScreen(own);
    expect(screen.ok && screen.value.companies.map((c) => c.name)).toEqual(["Fremd GmbH"]);
    // The dealer's site and company are not theirs: unknown, nothing changes.
    expect(await pauseProject(own, { projectId: dealer.id })).toMatchObject({
      ok: false,
      error: { code: "not_found" },
    });
    const before = await projectCount();
    expect(await addProject(own, site({ domains: "fremd-neu.example" }), ORIGIN)).toMatchObject({
      ok: false,
      error: { code: "invalid", fields: { companyId: ["holding:errors.unknown_company"] } },
    });
    expect(await projectCount()).toBe(before);
    // Their principal on the dealer's site (a forged context) is refused outright.
    const forged = serviceContextFor(db(), dealer, { principal: toSessionUser(stranger!, dealer) });
    expect(await holdingScreen(forged)).toMatchObject({ ok: false, error: { code: "forbidden" } });
    expect((await db().select().from(projects).where(eq(projects.id, dealer.id)))[0]!.pausedAt).toBeNull();
  });

  it("refuses hostile input field by field and creates nothing", async () => {
    const ctx = await as(HOLDING);
    const before = [await projectCount(), await companyCount()];
    const cases: [Record<string, unknown>, string, string][] = [
      [{ domains: "https://evil.example/path" }, "domains.0", "setup:errors.domain"],
      [{ domains: "localhost" }, "domains.0", "holding:errors.local_domain"],
      [{ domains: "" }, "domains", "holding:errors.domains_required"],
      [{ domains: "autohaus-brandt.example" }, "domains", "holding:errors.domain_taken"],
      // The www. form of a taken domain is the same site.
      [{ domains: "www.autohaus-brandt.example" }, "domains", "holding:errors.domain_taken"],
      [{ languages: ["xx"] }, "languages.0", "validation:invalid_choice"],
      [{ defaultLanguage: "pl" }, "defaultLanguage", "setup:errors.default_language"],
      [{ currency: "DOGE" }, "currency", "validation:invalid_choice"],
      [{ timeZone: "Mars/Olympus" }, "timeZone", "validation:invalid_choice"],
      [{ adminEmail: "not-an-address" }, "adminEmail", "validation:email_invalid"],
      [{ companyId: "not-a-uuid" }, "companyId", "holding:errors.unknown_company"],
    ];
    for (const [over, field, key] of cases) {
      const r = await addProject(ctx, site(over), ORIGIN);
      expect(r, JSON.stringify(over)).toMatchObject({ ok: false, error: { code: "invalid" } });
      if (!r.ok && r.error.code === "invalid") expect(r.error.fields?.[field], field).toEqual([key]);
    }
    const company = await addCompany(ctx, { name: "X", legalName: "", vatId: "no vat", country: "Germany" });
    expect(company).toMatchObject({ ok: false, error: { code: "invalid" } });
    if (!company.ok && company.error.code === "invalid")
      expect(company.error.fields).toMatchObject({
        name: ["validation:required"],
        vatId: ["validation:vat_id_invalid"],
        country: ["setup:errors.country"],
      });
    expect([await projectCount(), await companyCount()]).toEqual(before);
    expect(await db().select().from(users).where(eq(users.email, "chefin@nord-autohaus.example"))).toEqual(
      [],
    );
  });

  it("adds a company and a site with the first run's content, its admin invited by mail, all audited", async () => {
    const ctx = await as(HOLDING);
    const company = await addCompany(ctx, {
      intent: "company",
      name: "Nord Automobile",
      legalName: "Nord Automobile GmbH",
      street: "Hafenstraße",
      houseNumber: "1",
      zipCode: "20457",
      city: "Hamburg",
      country: "de",
      registerNumber: "Amtsgericht Hamburg, HRB 4711",
      vatId: "DE123456789",
      representative: "Nora Nord",
      email: "info@nord-automobile.example",
      phone: "",
    });
    expect(company).toMatchObject({ ok: true });
    if (!company.ok) return;
    const made = await addProject(
      ctx,
      site({ companyId: company.value.id, domains: "Nord-Autohaus.example\nwww.nord-autohaus.example" }),
      ORIGIN,
    );
    expect(made).toMatchObject({ ok: true });
    if (!made.ok) return;
    const [p] = await db().select().from(projects).where(eq(projects.id, made.value.projectId));
    expect(p).toMatchObject({
      name: "Autohaus Nord",
      slug: "autohaus-nord",
      domains: ["nord-autohaus.example", "www.nord-autohaus.example"],
      languages: ["de", "en"],
      defaultLanguage: "de",
      timeZone: "Europe/Berlin",
      isDefault: false,
      pausedAt: null,
      companyId: company.value.id,
    });
    // The first run's templates: legal drafts in both languages to be reviewed, menu, workflows.
    const pages = await db().select().from(cmsPages).where(eq(cmsPages.projectId, p!.id));
    expect(pages.length).toBeGreaterThanOrEqual(8);
    expect(pages.every((x) => x.reviewRequired)).toBe(true);
    const drafts = await db().select().from(cmsPageDrafts).where(eq(cmsPageDrafts.projectId, p!.id));
    expect(drafts.length).toBe(pages.length * 2);
    expect(drafts.find((d) => d.lang === "de" && d.contentHtml.includes("HRB 4711"))).toBeTruthy();
    expect((await db().select().from(navLinks).where(eq(navLinks.projectId, p!.id))).length).toBe(3);
    expect(
      (await db().select().from(workflows).where(eq(workflows.projectId, p!.id))).length,
    ).toBeGreaterThan(0);
    // The first admin: an account of the new site without password, and the invitation mail.
    const admin = await row("chefin@nord-autohaus.example");
    expect(admin).toMatchObject({
      projectId: p!.id,
      companyId: company.value.id,
      roles: ["admin"],
      passwordHash: null,
    });
    const [mail] = await db()
      .select()
      .from(outbox)
      .where(sql`${outbox.payload}->>'to' = 'chefin@nord-autohaus.example'`)
      .orderBy(desc(outbox.createdAt));
    const payload = mail!.payload as { subject: string; text: string };
    expect(payload.subject).toContain("Autohaus Nord");
    expect(payload.text).toContain("http://nord-autohaus.example/de/invitation/");
    // The domain is taken now, also for a second try.
    expect(await addProject(ctx, site({ name: "Zweit", adminEmail: "z@example.org" }), ORIGIN)).toMatchObject(
      {
        ok: false,
        error: { fields: { domains: ["holding:errors.domain_taken"] } },
      },
    );
    // The same name again gets a slug of its own.
    const twin = await addProject(
      ctx,
      site({ domains: "nord-zwei.example", adminEmail: "zwei@nord-zwei.example" }),
      ORIGIN,
    );
    expect(twin.ok && twin.value.slug).toBe("autohaus-nord-2");
    const audit = await db()
      .select()
      .from(holdingAudit)
      .where(eq(holdingAudit.holdingId, dealer.holdingId))
      .orderBy(holdingAudit.id);
    expect(audit.map((a) => [a.action, a.subject])).toEqual([
      ["company_create", "Nord Automobile"],
      ["project_create", "Autohaus Nord"],
      ["project_create", "Autohaus Nord"],
    ]);
    expect(audit[1]).toMatchObject({
      actorName: "Heinrich Brandt",
      detail: {
        domains: ["nord-autohaus.example", "www.nord-autohaus.example"],
        admin: "chefin@nord-autohaus.example",
      },
    });
    const screen = await holdingScreen(ctx);
    expect(screen.ok && screen.value.audit[0]).toMatchObject({
      action: "project_create",
      subject: "Autohaus Nord",
    });
  });

  it("pauses and resumes a site of the holding, audited, and refuses a second pause", async () => {
    const ctx = await as(HOLDING);
    const nord = (await resolveProject(db(), "nord-autohaus.example"))!;
    expect(nord.paused).toBe(false);
    expect(await pauseProject(ctx, { projectId: nord.id })).toMatchObject({ ok: true });
    expect((await resolveProject(db(), "nord-autohaus.example"))!.paused).toBe(true);
    expect(await pauseProject(ctx, { projectId: nord.id })).toMatchObject({
      ok: false,
      error: { code: "conflict", message: "holding:errors.already_paused" },
    });
    expect(await resumeProject(ctx, { projectId: nord.id })).toMatchObject({ ok: true });
    expect((await resolveProject(db(), "nord-autohaus.example"))!.paused).toBe(false);
    const last = await db()
      .select({ action: holdingAudit.action })
      .from(holdingAudit)
      .where(and(eq(holdingAudit.holdingId, dealer.holdingId), eq(holdingAudit.subject, "Autohaus Nord")))
      .orderBy(desc(holdingAudit.id))
      .limit(2);
    expect(last.map((a) => a.action)).toEqual(["resume", "pause"]);
  });

  describe.runIf(hasBuild())("the page", () => {
    const page = (
      cookie: string,
      init: RequestInit & { host?: string } = {},
      path = "/de/account/settings/holding",
      via: TestRequest = request,
    ) =>
      via(path, {
        ...init,
        headers: { cookie, origin: `http://${init.host ?? "localhost"}`, ...(init.headers ?? {}) },
      });
    const post = (cookie: string, fields: Record<string, string | string[]>, via: TestRequest = request) => {
      const body = new URLSearchParams();
      for (const [k, v] of Object.entries(fields)) for (const x of [v].flat()) body.append(k, x);
      return page(
        cookie,
        {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: body.toString(),
        },
        "/de/account/settings/holding",
        via,
      );
    };

    it("opens for the holding admin, 403 for site admins, managers and customers, and so do its actions", async () => {
      const res = await page(await loginCookie(request, HOLDING));
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain("Firmen und Websites");
      expect(html).toContain("autohaus-brandt.example");
      for (const who of ["admin", "manager", "customer"]) {
        const cookie = await loginCookie(request, `${who}@autohaus-brandt.example`);
        expect((await page(cookie)).status, who).toBe(403);
        for (const intent of ["company", "project", "pause", "resume"]) {
          const r = await post(cookie, {
            intent,
            projectId: dealer.id,
            ...site({ domains: "x-evil.example" }),
          });
          expect(r.status, `${who} ${intent}`).toBe(403);
        }
      }
      expect(
        await db()
          .select()
          .from(projects)
          .where(eq(projects.domains, ["x-evil.example"])),
      ).toEqual([]);
      expect((await db().select().from(projects).where(eq(projects.id, dealer.id)))[0]!.pausedAt).toBeNull();
    });

    it("answers hostile input with 400 and German messages, creating nothing", async () => {
      const cookie = await loginCookie(request, HOLDING);
      const before = await projectCount();
      const bad = await post(cookie, {
        intent: "project",
        ...site({ domains: "https://böse.example/x", currency: "DOGE" }),
      });
      expect(bad.status).toBe(400);
      const text = await bad.text();
      expect(text).toContain("Bitte geben Sie Hostnamen wie www.beispiel.de ein");
      expect(text).toContain("Bitte wählen Sie eine der Möglichkeiten.");
      const taken = await post(cookie, {
        intent: "project",
        ...site({ domains: "autohaus-brandt.example" }),
      });
      expect(taken.status).toBe(400);
      expect(await taken.text()).toContain("Eine dieser Domains wird bereits von einer Website verwendet.");
      expect(await projectCount()).toBe(before);
    });

    it("a new site answers on its domain at once, even where the host was remembered; paused it answers visitors 503", async () => {
      // A server that remembers hosts for a minute: the new domain was asked for before it existed.
      const remembering = await createTestApp(db(), { projectCacheMs: 60_000 });
      const host = "sued-autohaus.example";
      const before = await remembering("/", { host });
      expect(await before.text()).not.toContain("Autohaus Süd");
      const cookie = await loginCookie(remembering, HOLDING);
      const made = await post(
        cookie,
        {
          intent: "project",
          ...site({
            name: "Autohaus Süd",
            domains: host,
            languages: ["de", "en"],
            adminEmail: "chef@sued-autohaus.example",
          }),
        },
        remembering,
      );
      expect(made.status).toBe(200);
      expect(await made.text()).toContain("Die Website wurde hinzugefügt");
      const home = await remembering("/", { host });
      expect(home.status).toBe(200);
      expect(await home.text()).toContain("Autohaus Süd");
      const [mail] = await db()
        .select()
        .from(outbox)
        .where(sql`${outbox.payload}->>'to' = 'chef@sued-autohaus.example'`);
      expect((mail!.payload as { text: string }).text).toContain(`http://${host}/de/invitation/`);

      // Paused: visitors get the maintenance page in the site's language, the API 503 too.
      const sued = (await resolveProject(db(), host))!;
      expect((await post(cookie, { intent: "pause", projectId: sued.id }, remembering)).status).toBe(200);
      const closed = await remembering("/", { host });
      expect(closed.status).toBe(503);
      expect(closed.headers.get("retry-after")).toBe("3600");
      expect(closed.headers.get("x-robots-tag")).toBe("noindex");
      const closedHtml = await closed.text();
      expect(closedHtml).toContain("Vorübergehend wegen Wartung geschlossen");
      expect(closedHtml).toContain('name="robots" content="noindex"');
      const english = await remembering("/en/cars", { host });
      expect(english.status).toBe(503);
      expect(await english.text()).toContain("Temporarily closed for maintenance");
      const api = await remembering("/api/cars.json?lang=de", { host });
      expect(api.status).toBe(503);
      expect(((await api.json()) as { error: { message: string } }).error.message).toBe(
        "Diese Website ist wegen Wartung pausiert.",
      );
      // The other sites are untouched.
      expect((await remembering("/", { host: "autohaus-brandt.example" })).status).toBe(200);

      // Its admin (who has set a password by now) signs in and works in the back office.
      await db()
        .update(users)
        .set({ passwordHash: await hashPassword("nord-admin-passwort"), emailVerifiedAt: new Date() })
        .where(eq(users.email, "chef@sued-autohaus.example"));
      const adminCookie = await loginCookie(remembering, "chef@sued-autohaus.example", {
        host,
        password: "nord-admin-passwort",
      });
      const office = await page(adminCookie, { host }, "/de/account", remembering);
      expect(office.status).toBe(200);
      const people = await page(adminCookie, { host }, "/de/account/settings/people", remembering);
      expect(people.status).toBe(200);
      // A visitor's login page stays reachable, so staff can sign in.
      expect((await remembering("/de/login", { host })).status).toBe(200);

      expect((await post(cookie, { intent: "resume", projectId: sued.id }, remembering)).status).toBe(200);
      expect((await remembering("/", { host })).status).toBe(200);
      const audit = await page(cookie, {}, "/de/account/settings/holding", remembering);
      const auditHtml = await audit.text();
      expect(auditHtml).toContain("hat die Website Autohaus Süd fortgesetzt");
      expect(auditHtml).toContain("hat die Website Autohaus Süd pausiert");
    });
  });

  it.runIf(driver === "postgres")(
    "another process hears of a new site at once (LISTEN/NOTIFY), not after its project memory runs out",
    async () => {
      const changes = await listenForProjectChanges(database.url!);
      try {
        const other = await createTestApp(db(), { projectCacheMs: 60_000, projectChanges: changes });
        const host = "west-autohaus.example";
        const res = await other("/api/openapi.json", { host });
        expect(res.status).toBe(200);
        const made = await addProject(
          await as(HOLDING),
          site({ name: "Autohaus West", domains: host, adminEmail: "west@west-autohaus.example" }),
          ORIGIN,
        );
        expect(made.ok).toBe(true);
        if (!made.ok) return;
        await pauseProject(await as(HOLDING), { projectId: made.value.projectId });
        // The other server made no change itself; the notification alone makes it forget.
        let status = 0;
        for (let i = 0; i < 50 && status !== 503; i++) {
          status = (await other("/api/openapi.json", { host })).status;
          if (status !== 503) await new Promise((r) => setTimeout(r, 50));
        }
        expect(status).toBe(503);
      } finally {
        await changes.close();
      }
    },
  );
});
