import { test as plain } from "@playwright/test";
import { expect, expectAccessible, test, useHighContrast } from "./fixtures";

/** "98.020 €" -> 98020 */
const euros = (text: string | null) => Number((text ?? "").replace(/[^0-9,]/g, "").split(",")[0]);

test.describe("a buyer configures a new car in German", () => {
  // Five pages, each checked with axe, on a shared two-core machine.
  test.describe.configure({ timeout: 90_000 });

  test("from the brand list to the equipment, ticking options updates the total", async ({
    page,
    isPhone,
  }) => {
    await page.goto("/de/fahrzeugmarke-waehlen");
    await expectAccessible(page);
    await page.getByTestId("brand-list").getByRole("link", { name: /^BMW/ }).click();

    await expect(page).toHaveURL(/\/de\/bmw-modelle$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("BMW");
    await expectAccessible(page);
    await page.getByRole("link", { name: /BMW X5/ }).click();

    await expect(page).toHaveURL(/\/de\/bmw-kaufen\/x5$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("BMW X5");
    await expect(page.getByRole("heading", { name: "Getriebe und Kraftstoff wählen" })).toBeVisible();
    await expectAccessible(page);
    await page
      .locator('[data-gear="automatic"]')
      .getByRole("link", { name: /Diesel/ })
      .click();

    await expect(page).toHaveURL(/\/de\/bmw-kaufen\/x5\/automatik\/diesel\/austattung$/);
    await expect(page.getByTestId("config-powertrain")).toContainText("Automatik");
    await expect(page.getByTestId("config-powertrain")).toContainText("Diesel");
    await expectAccessible(page);

    // On a phone the total sits in the sticky bar; on a desktop in the summary beside the options.
    const total = page.getByTestId(isPhone ? "config-bar-total" : "config-total");
    await expect(total).toBeVisible();
    const base = euros(await total.textContent());
    expect(base).toBeGreaterThan(50000);

    await page.getByLabel("Sitzheizung vorn").check();
    await expect.poll(async () => euros(await total.textContent())).toBeGreaterThan(base);
    await expect(page).toHaveURL(/\?o=heated_seats$/);

    // A package includes options: they show ticked and are not charged twice.
    await page.getByLabel("Winterpaket").check();
    await expect(page.getByLabel("Sitzheizung vorn")).toBeDisabled();
    await expect(page.getByLabel("Sitzheizung vorn")).toBeChecked();
    await expect(page).toHaveURL(/\?o=winter_package$/);
    const withPackage = euros(await total.textContent());
    expect(withPackage).toBeGreaterThan(base);

    await page.getByLabel("Winterpaket").uncheck();
    await expect.poll(async () => euros(await total.textContent())).toBe(base);
    await page.getByText("Nachtblau", { exact: true }).click();
    await expect(page).toHaveURL(/\?c=midnight_blue$/);
    await expect.poll(async () => euros(await total.textContent())).toBeGreaterThan(base);
    await expect(page.getByTestId("config-rate").first()).toContainText("im Monat");
    await expectAccessible(page);

    // The configuration is in the URL: a reload (or a shared link) shows the same total.
    const shared = euros(await total.textContent());
    await page.reload();
    await expect(page.getByRole("radio", { name: /Nachtblau/ })).toBeChecked();
    expect(euros(await page.getByTestId(isPhone ? "config-bar-total" : "config-total").textContent())).toBe(
      shared,
    );

    // The offer request opens the contact form with the configuration filled in.
    await page.getByTestId("config-offer").click();
    await expect(page).toHaveURL(/\/de\/contact\?subject=purchase/);
    await expect(page.getByLabel("Nachricht")).toHaveValue(/BMW X5.*Nachtblau/s);
  });
});

test("the equipment step in high contrast meets 7:1", { tag: "@desktop-only" }, async ({
  page,
  context,
  baseURL,
}) => {
  await useHighContrast(context, baseURL!);
  await page.goto("/de/bmw-kaufen/x5/automatik/diesel/austattung?o=tech_package");
  await expect(page.getByLabel("Head-up-Display")).toBeDisabled();
  await expectAccessible(page, { highContrast: true });
});

plain.describe("without JavaScript", () => {
  plain.use({ javaScriptEnabled: false });

  plain("the equipment form is priced by the server", { tag: "@desktop-only" }, async ({ page }) => {
    await page.goto("/de/bmw-kaufen/x5/automatik/diesel/austattung");
    const total = page.getByTestId("config-total");
    const base = euros(await total.textContent());
    await page.getByLabel("Sitzheizung vorn").check();
    await page.getByRole("button", { name: "Preis berechnen" }).click();
    await expect(page).toHaveURL(/o=heated_seats/);
    expect(euros(await page.getByTestId("config-total").textContent())).toBeGreaterThan(base);
  });
});
