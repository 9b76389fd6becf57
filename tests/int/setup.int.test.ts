/**
 * The first run (decision 0052): an empty installation answers with its setup page,
 * which sets up nothing without the setup token, refuses invalid input with its field errors, creates
 * a working site in one go, and is gone once a project exists. Item 4: a production start with the demo
 * password is refused.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publishLanguage } from "../../app/core/cms/cms-editor.service.server";
import { toSessionUser } from "../../app/core/identity/identity.service.server";
import { runSetup } from "../../app/core/setup/setup.service.server";
import { allProjects } from "../../app/core/tenancy/tenancy.service.server";
import {
  cmsPageDrafts,
  cmsPages,
  cmsPageTranslations,
  companies,
  outbox,
  projects,
  users,
} from "../../app/db/schema";
import { readEnv } from "../../app/env.server";
import { accountsWithDemoPassword, StartRefused, startupChecks } from "../../server/first-run";
import { createLogger } from "../../server/logger";
import { createTestDatabase, serviceContextFor, type TestDatabase, testDrivers } from "../setup/test-db";
import { createTestApp, hasBuild, type TestRequest } from "../setup/test-server";

const TOKEN = "setup-token-for-the-integration-test-0123456789";
const PASSWORD = "Erste-Anmeldung-2026";

/** The setup form as a browser posts it (German page, one location, Mon-Fri and Saturday hours). */
function setupForm(overrides: Record<string, string | null> = {}): URLSearchParams {
  const fields: Record<string, string> = {
    lang: "de",
    token: TOKEN,
    "holding.name": "Muster Mobility GmbH",
    "company.name": "Autohaus Muster",
    "company.legalName": "Autohaus Muster GmbH",
    "company.representative": "Erika Muster",
    "company.street": "Hauptstraße",
    "company.houseNumber": "1",
    "company.zipCode": "10115",
    "company.city": "Berlin",
    "company.country": "DE",
    "company.registerNumber": "Amtsgericht Berlin-Charlottenburg, HRB 12345 B",
    "company.vatId": "DE123456789",
    "company.email": "info@autohaus-muster.example",
    "company.phone": "+49 30 123456",
    "project.name": "Autohaus Muster",
    "project.domains": "www.autohaus-muster.example, autohaus-muster.example",
    "project.defaultLanguage": "de",
    "project.currency": "EUR",
    "project.timeZone": "Europe/Berlin",
    "project.logo": "",
    "project.brandColor": "#aa3300",
    "project.menuDesktop": "default",
    "project.menuMobile": "single_minimalistic",
    "locations.0.name": "Autohaus Muster Berlin",
    "locations.0.street": "Hauptstraße",
    "locations.0.houseNumber": "1",
    "locations.0.zipCode": "10115",
    "locations.0.city": "Berlin",
    "locations.0.country": "DE",
    "locations.0.phone": "",
    "locations.0.email": "",
    "locations.0.hours.mon.opens": "08:00",
    "locations.0.hours.mon.closes": "18:00",
    "locations.0.hours.sat.opens": "09:00",
    "locations.0.hours.sat.closes": "14:00",
    "admin.firstName": "Erika",
    "admin.lastName": "Muster",
    "admin.email": "Erika.Muster@autohaus-muster.example",
    "admin.password": PASSWORD,
    "admin.passwordConfirm": PASSWORD,
  };
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...fields, ...overrides })) if (v !== null) body.append(k, v);
  if (!("project.languages" in overrides)) {
    body.append("project.languages", "de");
    body.append("project.languages", "en");
  }
  return body;
}

const post = (request: TestRequest, body: URLSearchParams) =>
  request("/setup", {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: "http://localhost",
      "accept-language": "de-DE,de;q=0.9",
    },
    body,
  });

describe.each(testDrivers())("first run on an empty installation (%s)", (driver) => {
  let database: TestDatabase;
  let request: TestRequest;
  const projectCount = async () => (await database.handle.db.select().from(projects)).length;

  beforeAll(async () => {
    database = await createTestDatabase(driver, { seed: false });
    request = await createTestApp(database.handle.db, { setupToken: TOKEN });
  }, 180_000);
  afterAll(() => database?.drop());

  it("leads every page to the setup page, whose form is in the browser's language", async () => {
    const home = await request("/", { headers: { "accept-language": "de-DE" } });
    expect(home.status).toBe(302);
    expect(home.headers.get("location")).toBe("/setup");
    const api = await request("/api/pages/home.json");
    expect(api.status).toBe(503);
    const page = await request("/setup", { headers: { "accept-language": "de-DE,de;q=0.9" } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="de"');
    expect(html).toContain("Autohaus einrichten");
    // Without the token in the link, the form asks for it.
    expect(html).toContain('name="token" type="text"');
    const english = await (await request("/setup?lang=en")).text();
    expect(english).toContain("Set up Autohaus");
    const withToken = await (await request(`/setup?token=${TOKEN}`)).text();
    expect(withToken).toContain(`type="hidden" name="token" value="${TOKEN}"`);
  });

  it("sets nothing up without the token or with a wrong one", async () => {
    const missing = await post(request, setupForm({ token: null }));
    expect(missing.status).toBe(403);
    expect(await missing.text()).toContain("Dieses Einrichtungs-Token ist nicht gültig");
    const wrong = await post(request, setupForm({ token: `${TOKEN}x` }));
    expect(wrong.status).toBe(403);
    expect(await projectCount()).toBe(0);
  });

  it("refuses invalid input with translated field errors and writes nothing", async () => {
    const res = await post(
      request,
      setupForm({
        "company.legalName": "",
        "project.domains": "https://example.com/path",
        "locations.0.hours.mon.closes": "07:00",
        "admin.passwordConfirm": "something else",
      }),
    );
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('id="company.legalName" name="company.legalName" aria-invalid="true"');
    expect(html).toContain("Bitte geben Sie Hostnamen wie www.beispiel.de ein");
    expect(html).toContain("Die Schließzeit muss nach der Öffnungszeit liegen.");
    expect(html).toContain('id="admin.passwordConfirm" name="admin.passwordConfirm" aria-invalid="true"');
    // What was typed stays (but never the password).
    expect(html).toContain('value="Erika Muster"');
    expect(html).not.toContain(PASSWORD);
    expect(await projectCount()).toBe(0);
  });

  it("creates a working site, its legal pages as drafts to review, and the admin who signs in", async () => {
    const res = await post(request, setupForm());
    expect(res.status).toBe(201);
    expect(await res.text()).toContain("Ihre Installation ist eingerichtet");
    const db = database.handle.db;

    const [project] = await db.select().from(projects);
    expect(project).toMatchObject({
      name: "Autohaus Muster",
      domains: ["www.autohaus-muster.example", "autohaus-muster.example"],
      languages: ["de", "en"],
      defaultLanguage: "de",
      timeZone: "Europe/Berlin",
      isDefault: true,
    });
    expect(project!.config.brand_color).toBe("#aa3300");
    const [company] = await db.select().from(companies);
    expect(company).toMatchObject({ legalName: "Autohaus Muster GmbH", registerNumber: expect.any(String) });

    // Legal pages: drafts in both languages with the company's data, flagged, not published.
    const pages = await db.select().from(cmsPages).where(eq(cmsPages.projectId, project!.id));
    expect(pages.map((p) => p.systemKey).sort()).toEqual(
      [
        "cancellationPolicy",
        "cookie",
        "financingTerms",
        "imprint",
        "leasingTerms",
        "privacy",
        "rentalTerms",
        "terms",
      ].sort(),
    );
    expect(pages.every((p) => p.reviewRequired)).toBe(true);
    expect(await db.select().from(cmsPageTranslations)).toHaveLength(0);
    const imprint = pages.find((p) => p.systemKey === "imprint")!;
    const drafts = await db.select().from(cmsPageDrafts).where(eq(cmsPageDrafts.pageId, imprint.id));
    expect(drafts.map((d) => d.lang).sort()).toEqual(["de", "en"]);
    const german = drafts.find((d) => d.lang === "de")!;
    expect(german.slug).toBe("impressum");
    expect(german.contentHtml).toContain("Autohaus Muster GmbH");
    expect(german.contentHtml).toContain("HRB 12345 B");
    expect(german.contentHtml).toContain("DE123456789");
    expect(german.contentHtml).toContain("Erika Muster");

    // The admin: lower-cased address, verified at once without SMTP, signs in with the chosen password.
    const [admin] = await db.select().from(users);
    expect(admin).toMatchObject({ email: "erika.muster@autohaus-muster.example", inHolding: true });
    expect(admin!.emailVerifiedAt).not.toBeNull();
    const login = await request("/api/auth/login.json", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "erika.muster@autohaus-muster.example", password: PASSWORD }),
    });
    expect(login.status).toBe(200);

    if (hasBuild()) {
      const home = await request("/", { host: "www.autohaus-muster.example" });
      expect(home.status).toBe(200);
      expect(await home.text()).toContain("Autohaus Muster");
      const local = await request("/");
      expect(local.status).toBe(200);
    }
  });

  it("publishes a legal page once an editor reviewed it: the flag goes, visitors see it", async () => {
    const db = database.handle.db;
    const [project] = await allProjects(db);
    const [admin] = await db.select().from(users);
    const principal = toSessionUser(admin!, project!);
    const [imprint] = await db.select().from(cmsPages).where(eq(cmsPages.systemKey, "imprint"));
    // A draft to review: visitors do not see it yet.
    if (hasBuild()) expect(await (await request("/de/imprint")).text()).not.toContain("HRB 12345 B");
    const ctx = serviceContextFor(db, project!, { principal });
    const published = await publishLanguage(ctx, { id: imprint!.id, lang: "de" });
    expect(published.ok).toBe(true);
    const [after] = await db.select().from(cmsPages).where(eq(cmsPages.id, imprint!.id));
    expect(after!.reviewRequired).toBe(false);
    if (hasBuild()) {
      const page = await request("/de/imprint");
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("HRB 12345 B");
    }
  });

  it("is gone once the installation is set up, whatever token is sent", async () => {
    const page = await request(`/setup?token=${TOKEN}`);
    expect(page.status).not.toBe(200);
    expect(await page.text()).not.toContain('name="admin.password"');
    const again = await post(request, setupForm({ "project.name": "Zweite Seite" }));
    expect(again.status).not.toBe(201);
    expect(await projectCount()).toBe(1);
    const script = await runSetup(
      database.handle.db,
      {},
      { verifyByMail: false, origin: "http://localhost" },
    );
    expect(script.ok).toBe(false);
    expect(await projectCount()).toBe(1);
  });
});

describe("first run with SMTP configured (pglite)", () => {
  it("mails the admin a confirmation link and leaves the address unconfirmed until then", async () => {
    const database = await createTestDatabase("pglite", { seed: false });
    try {
      const request = await createTestApp(database.handle.db, { setupToken: TOKEN, mailConfigured: true });
      const res = await post(request, setupForm());
      expect(res.status).toBe(201);
      expect(await res.text()).toContain("erika.muster@autohaus-muster.example");
      const [admin] = await database.handle.db.select().from(users);
      expect(admin!.emailVerifiedAt).toBeNull();
      const mails = (await database.handle.db.select().from(outbox)).map(
        (row) => row.payload as { to?: string; text?: string },
      );
      const mail = mails.find((m) => m.to === "erika.muster@autohaus-muster.example");
      expect(mail?.text).toMatch(/https?:\/\/[^\s]+\/de\/[^\s]+/);
    } finally {
      await database.drop();
    }
  }, 180_000);
});

describe("a production start with the demo password", () => {
  it("is refused while a demo account has it, allowed for the demo and after the accounts are locked", async () => {
    const database = await createTestDatabase("pglite");
    try {
      const db = database.handle.db;
      const logger = createLogger("silent");
      const production = readEnv({ NODE_ENV: "production" });
      expect(await accountsWithDemoPassword(db)).toContain("admin@autohaus-brandt.example");
      await expect(startupChecks(db, production, logger, { announce: true })).rejects.toThrow(StartRefused);
      await expect(startupChecks(db, production, logger, { announce: true })).rejects.toThrow(
        /demo password.*admin@autohaus-brandt\.example/,
      );
      // The demo itself (a bare `npm start`) runs, with its warning.
      const demo = readEnv({ NODE_ENV: "production", DEMO: "1", SEED_DEMO: "1" });
      await expect(startupChecks(db, demo, logger, { announce: true })).resolves.toBeUndefined();
      // What `npm run setup -- --lock-demo-accounts` does.
      await db.update(users).set({ passwordHash: null });
      await expect(startupChecks(db, production, logger, { announce: true })).resolves.toBeUndefined();
    } finally {
      await database.drop();
    }
  }, 180_000);
});
