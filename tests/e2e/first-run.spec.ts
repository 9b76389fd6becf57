/**
 * Issue 38's first run: a production server on an empty database (PostgreSQL with TEST_DATABASE_URL,
 * else PGlite) prints its setup link; the dealer opens it, sets the installation up in German and
 * signs in as its first admin. Each project (desktop, phone) starts a server of its own.
 */
import { type FreshServer, startFreshServer } from "../setup/fresh-server";
import { expect, expectAccessible, test } from "./fixtures";
import { completeSetup, FIRST_RUN } from "./fixtures-setup";

test.describe.configure({ mode: "serial", timeout: 240_000 });
test.use({ locale: "de-DE" });

let server: FreshServer;

test.beforeAll(async () => {
  test.setTimeout(200_000);
  server = await startFreshServer();
});
test.afterAll(async () => {
  await server?.stop();
});

test("an empty production installation is set up in the browser and its admin signs in", async ({
  page,
  isPhone,
}) => {
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
  await page.screenshot({
    path: `docs/screenshots/setup-${isPhone ? "phone" : "desktop"}-de.png`,
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

test("the demo says on every page that its passwords are public", async ({ page }) => {
  // The browser tests' own server runs the demo as a bare `npm start` does (DEMO=1).
  await page.goto("/de");
  const banner = page.getByRole("note").filter({ hasText: "autohaus-demo" });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText("Geben Sie keine echten Daten ein");
  await page.goto("/en/cars");
  await expect(page.getByRole("note").filter({ hasText: "public password" })).toBeVisible();
});
