/**
 * The first run: a production server on an empty database (PostgreSQL with TEST_DATABASE_URL,
 * else PGlite) prints its setup link; the dealer opens it, sets the installation up in German and
 * signs in as its first admin. Each project (desktop, phone) starts a server of its own.
 */
import { type FreshServer, startFreshServer } from "../setup/fresh-server";
import { mailText, type SmtpSink, startSmtpSink } from "../setup/smtp-sink";
import { docsScreenshot, expect, expectAccessible, test } from "./fixtures";
import { completeSetup, FIRST_RUN } from "./fixtures-setup";

test.describe.configure({ mode: "serial", timeout: 240_000 });
test.use({ locale: "de-DE" });

let server: FreshServer;
/** The installation's mail server: production has no development mailbox, its mail goes out by SMTP. */
let smtp: SmtpSink;

test.beforeAll(async () => {
  test.setTimeout(200_000);
  smtp = await startSmtpSink();
  server = await startFreshServer({ SMTP_URL: smtp.url });
});
test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

/** The text of the first mail to `to` that the installation sent, once it arrived. */
async function mailTo(to: string): Promise<string> {
  let found = "";
  await expect
    .poll(
      () => {
        const raw = smtp.messages.find((m) =>
          new RegExp(`^to:.*${to.replace(/[.+]/g, "\\$&")}`, "im").test(m),
        );
        found = raw ? mailText(raw) : "";
        return found !== "";
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return found;
}

test("an empty production installation is set up in the browser and its admin signs in", {
  tag: "@desktop-only",
}, async ({ page }) => {
  // Any page leads to the setup page, which without the link's token asks for it.
  await page.goto(`${server.origin}/`);
  await expect(page).toHaveURL(`${server.origin}/setup`);
  await expect(page.getByRole("heading", { name: "Autohaus einrichten" })).toBeVisible();
  await expect(page.getByLabel("Einrichtungs-Token")).toBeVisible();

  // The link of the log's "Setup: open …" line carries it.
  await page.goto(server.setupUrl());
  await expect(page.getByRole("heading", { name: "Autohaus einrichten" })).toBeVisible();
  await expect(page.getByLabel("Einrichtungs-Token")).toHaveCount(0);
  await expectAccessible(page);
  await docsScreenshot(page, {
    path: "docs/screenshots/setup-desktop-de.png",
    fullPage: true,
  });

  await completeSetup(page);
  await expect(page.getByText("als zu prüfende Entwürfe angelegt")).toBeVisible();

  // The setup page is gone: the site answers with its own pages now.
  const gone = await page.request.get(server.setupUrl());
  expect(gone.status()).toBe(404);

  await page.getByRole("link", { name: "Anmelden" }).click();
  await expect(page).toHaveURL(`${server.origin}/de/login`);
  const form = page.getByTestId("login-form");
  await form.locator('input[name="email"]').fill(FIRST_RUN.admin.email);
  await form.locator('input[name="password"]').fill(FIRST_RUN.password);
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(`${server.origin}/de/account`);
  await expect(page.getByText(FIRST_RUN.admin.firstName).first()).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(FIRST_RUN.site));
  // A production installation is no demo: no banner.
  await expect(page.locator(".demo-banner")).toHaveCount(0);
});

test("the new admin invites a salesperson by mail, who starts working; deactivated, their session ends at once", {
  tag: "@desktop-only",
}, async ({ page, browser }) => {
  const email = "tom.verkauf.d@autohaus-sommer.example";
  await page.goto(`${server.origin}/de/login`);
  const login = page.getByTestId("login-form");
  await login.locator('input[name="email"]').fill(FIRST_RUN.admin.email);
  await login.locator('input[name="password"]').fill(FIRST_RUN.password);
  await login.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(`${server.origin}/de/account`);

  // The people screen, from the sidebar.
  await page.getByTestId("nav-people").click();
  await expect(page).toHaveURL(`${server.origin}/de/account/settings/people`);
  const invite = page.getByTestId("invite-form");
  await invite.getByLabel("Vorname").fill("Tom");
  await invite.getByLabel("Nachname").fill("Verkauf");
  await invite.getByLabel("E-Mail-Adresse").fill(email);
  await invite.getByLabel("Sprache der Einladung").selectOption("de");
  await invite.getByLabel("Verkauf").check();
  await invite.getByRole("button", { name: "Einladung senden" }).click();
  await expect(page.getByTestId("people-message")).toHaveText("Die Einladung ist unterwegs.");

  // The invitation arrives at the mail server, in German, with its link.
  const text = await mailTo(email);
  expect(text).toContain("Jana Sommer hat Sie in den Verwaltungsbereich von Autohaus Sommer eingeladen.");
  expect(text).toContain("7 Tage lang");
  const link = /https?:\/\/\S+\/invitation\/[A-Za-z0-9_-]+/.exec(text)?.[0];
  expect(link, text).toBeTruthy();

  // The salesperson, in a browser of their own: a password, then the lead inbox.
  const context = await browser.newContext();
  const tom = await context.newPage();
  await tom.goto(`${server.origin}${new URL(link!).pathname}`);
  await tom.getByLabel("Passwort", { exact: true }).fill("Toms langes Passwort");
  await tom.getByLabel("Passwort wiederholen").fill("Toms langes Passwort");
  await tom.getByRole("button", { name: "Passwort speichern und anmelden" }).click();
  await expect(tom).toHaveURL(`${server.origin}/de/account`);
  await tom.getByTestId("dashboard-number-inbox").click();
  await expect(tom).toHaveURL(`${server.origin}/de/account/jobs`);
  await expect(tom.getByRole("heading", { level: 1 })).toHaveText("Meine Vorgänge und neue Leads");

  // Deactivated by the admin: Tom's open session is refused at his next page load.
  await page.goto(`${server.origin}/de/account/settings/people`);
  const row = page.locator(`[data-testid="person"][data-email="${email}"]`);
  await expect(row.getByTestId("person-state")).toHaveText("Aktiv");
  await row.getByTestId("person-actions").locator("summary").click();
  await row.getByRole("button", { name: "Deaktivieren" }).click();
  await expect(row.getByTestId("person-state")).toHaveText("Deaktiviert");
  await tom.reload();
  await expect(tom).toHaveURL(/\/de\/login\?redirectTo=/);
  await context.close();
});

test("the demo says on every page that its passwords are public", { tag: "@desktop-only" }, async ({
  page,
}) => {
  // The browser tests' own server runs the demo as a bare `npm start` does (DEMO=1).
  await page.goto("/de");
  const banner = page.getByRole("note").filter({ hasText: "autohaus-demo" });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText("Geben Sie keine echten Daten ein");
  await page.goto("/en/cars");
  await expect(page.getByRole("note").filter({ hasText: "public password" })).toBeVisible();
});
