import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { logIn } from "./fixtures-auth";

/**
 * The top menu's customer cars: the demo customer's active trade-ins with brand and
 * model, the dealer's offer, and the link to offer another car, in German, on desktop and on a phone.
 */

async function openCustomerCars(page: Page, isPhone: boolean) {
  const icon = page.getByTestId("menu-customer-cars");
  if (isPhone) await icon.click();
  else {
    await page.mouse.move(0, 300);
    await icon.hover();
  }
  const dropdown = page.getByTestId("customer-cars-dropdown");
  await expect(dropdown).toBeVisible();
  return dropdown;
}

test("die Demo-Kundin sieht ihre Fahrzeuge zur Inzahlungnahme im Menü und kann ein neues anbieten", async ({
  page,
  isPhone,
}) => {
  // Visitors do not see the item (no preview mode on the demo site).
  await page.goto("/de");
  await expect(page.getByTestId("menu-customer-cars")).toHaveCount(0);

  await logIn(page, "customer", "de");
  await page.goto("/de");
  const icon = page.getByTestId("menu-customer-cars");
  await expect(icon).toHaveAttribute("aria-label", /^Meine Fahrzeuge: \d+ Inzahlungnahmen?$/);
  const dropdown = await openCustomerCars(page, isPhone);
  await expect(dropdown.getByText("Ihre Fahrzeuge zur Inzahlungnahme")).toBeVisible();
  const items = dropdown.getByTestId("customer-cars-item");
  expect(await items.count()).toBeGreaterThanOrEqual(2);
  // Brand and model, the day, and what the dealer said (an offer or the indicative range).
  await expect(items.first()).toContainText(/angeboten am/);
  // Each car says where it stands: the dealer's offer, the customer's acceptance or the indicative
  // range (other specs make offers on the demo customer's cars while this one runs).
  for (const item of await items.all()) {
    await expect(item).toContainText(
      /Unser Angebot: [\d.]+\s€|Sie haben unser Angebot über [\d.]+\s€ angenommen|Unverbindlicher Preisrahmen: [\d.]+\s€ – [\d.]+\s€/,
    );
  }
  await expectAccessible(page);

  // The link to offer a new vehicle goes to the German trade-in path.
  const offerNew = dropdown.getByTestId("customer-cars-offer-new");
  await expect(offerNew).toHaveText("Neues Fahrzeug anbieten");
  await expect(offerNew).toHaveAttribute("href", "/de/inzahlungnahme");
  await offerNew.click();
  await expect(page).toHaveURL(/\/de\/inzahlungnahme$/);
});

test("the customer cars dropdown works with the keyboard and links to /buyback in English", {
  tag: "@desktop-only",
}, async ({ page }) => {
  await logIn(page, "customer", "en");
  await page.goto("/en");
  const icon = page.getByTestId("menu-customer-cars");
  await icon.focus();
  await page.keyboard.press("Enter");
  const dropdown = page.getByTestId("customer-cars-dropdown");
  await expect(dropdown).toBeVisible();
  await expect(icon).toHaveAttribute("aria-expanded", "true");
  await expect(dropdown.getByTestId("customer-cars-offer-new")).toHaveAttribute("href", "/en/buyback");
  await page.keyboard.press("Escape");
  await expect(dropdown).toBeHidden();
});
