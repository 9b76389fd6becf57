/**
 * Holding sites (decision 0062): the demo holding admin, working in German, adds a site with a new
 * domain from the holding screen, sees it listed, pauses it (its domain answers visitors with the
 * maintenance page) and resumes it.
 */
import { docsScreenshot, expect, expectAccessible, test } from "./fixtures";
import { logIn } from "./fixtures-auth";

test("a holding admin adds a site with a new domain, pauses and resumes it", {
  tag: "@desktop-only",
}, async ({ page }) => {
  test.slow();
  const tag = `${Date.now().toString(36)}d`;
  const domain = `neu-${tag}.autohaus.example`;
  const name = `Autohaus Neu ${tag}`;

  await logIn(page, "holding", "de");
  // The sidebar's entry under the settings.
  await page.getByTestId("nav-holding").click();
  await expect(page).toHaveURL(/\/de\/account\/settings\/holding$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Holding");
  await expect(page.locator('[data-testid="holding-site"]').first()).toBeVisible();
  await expectAccessible(page);

  const form = page.getByTestId("project-form");
  await form.getByLabel("Firma").selectOption({ index: 0 });
  await form.getByLabel("Name der Website").fill(name);
  await form.getByLabel("Domains").fill(domain);
  await form.getByLabel("Englisch").check();
  await form.getByLabel("Standardsprache").selectOption("de");
  await form.getByLabel("Währung").selectOption("EUR");
  await form.getByLabel("Zeitzone").selectOption("Europe/Berlin");
  await form.getByLabel("Vorname").fill("Nora");
  await form.getByLabel("Nachname").fill("Neu");
  await form.getByLabel("E-Mail").fill(`chefin.${tag}@example.org`);
  await form.getByRole("button", { name: "Website hinzufügen" }).click();
  await expect(page.getByTestId("holding-message")).toContainText("Die Website wurde hinzugefügt");

  const row = page.locator(`[data-testid="holding-site"][data-name="${name}"]`);
  await expect(row).toContainText(domain);
  await expect(row.getByTestId("site-state")).toHaveText("Online");
  // The new domain serves the new site at once.
  const home = await page.request.get("/", { headers: { host: domain } });
  expect(home.status()).toBe(200);
  expect(await home.text()).toContain(name);

  await row.getByRole("button", { name: `${name} pausieren` }).click();
  await expect(page.getByTestId("holding-message")).toHaveText(
    "Die Website ist pausiert: Besucher sehen die Wartungsseite.",
  );
  await expect(row.getByTestId("site-state")).toHaveText("Pausiert");
  const closed = await page.request.get("/", { headers: { host: domain } });
  expect(closed.status()).toBe(503);
  expect(await closed.text()).toContain("Vorübergehend wegen Wartung geschlossen");
  await expect(page.getByTestId("holding-audit-entry").first()).toContainText(
    `hat die Website ${name} pausiert`,
  );
  await docsScreenshot(page, { path: "docs/screenshots/holding-desktop.png", fullPage: true });

  await row.getByRole("button", { name: `${name} fortsetzen` }).click();
  await expect(page.getByTestId("holding-message")).toHaveText("Die Website ist wieder online.");
  await expect(row.getByTestId("site-state")).toHaveText("Online");
  expect((await page.request.get("/", { headers: { host: domain } })).status()).toBe(200);
});
