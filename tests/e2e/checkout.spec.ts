import type { Locator, Page } from "@playwright/test";
import { docsScreenshot, expect, expectAccessible, noAutomaticTours, test } from "./fixtures";
import { logIn, newCustomer } from "./fixtures-auth";

/**
 * The buyer's journey to an order, in German: configure a car, add an accessory, check out (pickup,
 * bank transfer), see the thanks with the order number and find the order in the account. Desktop and
 * phone run side by side on one database, each in its own browser context (its own cart); the buyer who
 * signs in at the checkout has a new account of their own (see newCustomer).
 */

/** Opens the cart dropdown the way each device does: hovering on desktop, tapping on a phone. */
async function openCartDropdown(page: Page, isPhone: boolean): Promise<Locator> {
  const icon = page.getByTestId("menu-cart");
  if (isPhone) await icon.click();
  else {
    // A fresh hover: the pointer may still rest on the icon from before.
    await page.mouse.move(0, 300);
    await icon.hover();
  }
  const dropdown = page.getByTestId("cart-dropdown");
  await expect(dropdown).toBeVisible();
  return dropdown;
}

/** Puts an accessory into the cart through the shop page, as a visitor does. */
async function addAccessory(page: Page): Promise<string> {
  await page.goto("/de/shop");
  await page.getByTestId("shop-category-accessories").click();
  await expect(page).toHaveURL(/\/de\/shop\?category=accessories$/);
  // A seeded accessory in stock: items other tests make (E2E-...) may be sold out by them meanwhile.
  const card = page
    .locator('[data-testid="shop-item"][data-stock="in_stock"]')
    .filter({ hasNotText: /E2E-/ })
    .first();
  const name = (await card.getByRole("heading", { level: 2 }).textContent()) ?? "";
  await card.getByTestId("shop-item-quantity").fill("1");
  await card.getByTestId("add-to-cart").click();
  await expect(card.getByTestId("cart-added")).toBeVisible();
  return name;
}

/** A guest's order of one accessory through the checkout form; answers the order number. */
async function guestOrder(page: Page): Promise<string> {
  await addAccessory(page);
  await page.goto("/de/checkout");
  const form = page.getByTestId("checkout-form");
  await form.getByLabel("Vorname").fill("Jana");
  await form.getByLabel("Nachname").fill("Roth");
  await form.getByLabel("E-Mail", { exact: true }).fill("jana.roth@example.org");
  await choosePickupAndTransfer(page);
  await acceptTerms(page);
  await page.getByTestId("place-order").click();
  await expect(page).toHaveURL(/\/de\/orderComplete\?order=/);
  return ((await page.getByTestId("order-number").textContent()) ?? "").trim();
}

/** Pickup at the first location offered, bank transfer, both acceptance boxes ticked. */
async function choosePickupAndTransfer(page: Page) {
  const form = page.getByTestId("checkout-form");
  const pickup = form.getByTestId("fulfilment-pickup");
  if ((await pickup.count()) > 0) await pickup.check();
  await form.getByTestId("pickup-location").first().check();
  await form.getByTestId("payment-bank_transfer").check();
}

async function acceptTerms(page: Page) {
  const form = page.getByTestId("checkout-form");
  await form.getByTestId("acceptTerms").check();
  await form.getByTestId("acceptCancellationPolicy").check();
}

test.describe("checkout in German", () => {
  // Eight pages, each checked with axe, on a shared two-core machine.
  test.describe.configure({ timeout: 120_000 });

  test("ein Käufer konfiguriert ein Auto, nimmt Zubehör dazu, meldet sich an der Kasse an und bestellt", async ({
    page,
    isPhone,
    browser,
    baseURL,
  }) => {
    const buyer = await newCustomer(browser, baseURL);
    // 1. The configurator's equipment step puts the configured car into the cart.
    await page.goto("/de/bmw-kaufen/x5/automatik/diesel/austattung");
    await expectAccessible(page);
    await page.getByTestId("config-cart").getByTestId("add-to-cart").click();
    await expect(page.getByTestId("config-cart").getByTestId("cart-added")).toBeVisible();
    await expect(page.getByTestId("cart-badge")).toHaveText("1");

    // 2. An accessory from the shop.
    const accessory = await addAccessory(page);
    await expect(page.getByTestId("cart-badge")).toHaveText("2");
    await expectAccessible(page);

    // 3. Back on the home page, the cart dropdown leads to the checkout.
    await page.goto("/de");
    const dropdown = await openCartDropdown(page, isPhone);
    await expect(dropdown.getByTestId("cart-dropdown-line")).toHaveCount(2);
    await expect(dropdown).toContainText("X5");
    await expect(dropdown).toContainText(accessory);
    await dropdown.getByTestId("cart-dropdown-checkout").click();
    await expect(page).toHaveURL(/\/de\/checkout$/);
    await expect(page.getByRole("heading", { level: 1, name: "Kasse" })).toBeVisible();
    // The reduced menu: no main navigation.
    await expect(page.locator("#site-nav")).toHaveCount(0);
    await expect(page.getByTestId("checkout-summary").getByTestId("order-line")).toHaveCount(2);
    await expectAccessible(page);

    // 4. "Already have an account?": the login comes back to the checkout, the cart moved along.
    await page.getByTestId("checkout-login-hint").getByRole("link", { name: "Anmelden" }).click();
    await expect(page).toHaveURL(/\/de\/login\?redirectTo=%2Fcheckout$/);
    const login = page.getByTestId("login-form");
    await login.locator('input[name="email"]').fill(buyer.email);
    await login.locator('input[name="password"]').fill(buyer.password);
    await login.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/de\/checkout$/);
    await expect(page.getByTestId("checkout-signed-in")).toContainText(buyer.email);
    await expect(page.getByLabel("E-Mail", { exact: true })).toHaveValue(buyer.email);
    await expect(page.getByTestId("checkout-summary").getByTestId("order-line")).toHaveCount(2);
    const total = (await page.getByTestId("checkout-summary").getByTestId("order-total").textContent()) ?? "";

    // 5. A car is bought: the postal address is asked for. Pickup and bank transfer; the
    // terms must be accepted first.
    const address = page.getByTestId("checkout-address");
    await expect(address.locator("legend")).toHaveText("Ihre Anschrift");
    await address.getByLabel("Straße", { exact: true }).fill("Lindenallee");
    await address.getByLabel("Hausnummer", { exact: true }).fill("12");
    await address.getByLabel("PLZ", { exact: true }).fill("20095");
    await address.getByLabel("Ort", { exact: true }).fill("Hamburg");
    await choosePickupAndTransfer(page);
    await page.getByTestId("place-order").click();
    await expect(page.getByTestId("error-summary")).toContainText("Bitte akzeptieren Sie die AGB.");
    await expect(page).toHaveURL(/\/de\/checkout$/);
    await acceptTerms(page);
    await expectAccessible(page);
    await page.getByTestId("place-order").click();

    // 6. Thanks with the real order number, the transfer reference; the invoice follows the confirmation.
    await expect(page).toHaveURL(/\/de\/orderComplete\?order=/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vielen Dank für Ihre Bestellung");
    const number = ((await page.getByTestId("order-number").textContent()) ?? "").trim();
    expect(number).toMatch(/^[A-Z]-\d{4}-\d+$/);
    await expect(page.getByTestId("transfer-reference")).toContainText(number);
    await expect(page.getByTestId("pickup-info")).toBeVisible();
    await expect(page.getByTestId("invoice-later")).toHaveText(
      "Die Rechnung folgt, sobald wir die Bestellung bestätigen.",
    );
    await expect(page.getByTestId("order-total")).toHaveText(total);
    // The cart is empty now.
    await expect(page.getByTestId("cart-badge")).toHaveCount(0);
    await expectAccessible(page);

    // 7. The order in the account.
    await page.getByTestId("to-account-orders").click();
    await expect(page).toHaveURL(/\/de\/account\/orders$/);
    const link = page.getByTestId("order-link").filter({ hasText: number });
    await expect(link).toBeVisible();
    await expectAccessible(page);
    await link.click();
    await expect(page.getByTestId("order-title")).toContainText(number);
    await expect(page.getByTestId("order-address")).toContainText("Lindenallee 12, 20095 Hamburg");
    await expect(page.getByTestId("order-lines").getByTestId("order-line")).toHaveCount(2);
    await expect(page.getByTestId("order-status")).toHaveText("Eingegangen");
    // The invoice is made when the dealer confirms the order.
    await expect(page.getByTestId("invoice-later")).toBeVisible();
    await expectAccessible(page);
  });

  test("ein Gast bestellt Zubehör: fehlende Angaben werden erklärt, das Getippte bleibt", async ({
    page,
    isPhone,
  }) => {
    await addAccessory(page);
    await page.goto("/de/checkout");
    await expect(page.getByTestId("checkout-login-hint")).toBeVisible();
    if (isPhone) {
      // The page as a 390 px phone shows it (README screenshot).
      await page.setViewportSize({ width: 390, height: 844 });
      await docsScreenshot(page, { path: "docs/screenshots/checkout-phone-de.png", fullPage: true });
    }

    const form = page.getByTestId("checkout-form");
    await form.getByLabel("Vorname").fill("Jana");
    await form.getByLabel("Nachname").fill("Roth");
    await form.getByLabel("E-Mail", { exact: true }).fill("jana.roth@");
    await choosePickupAndTransfer(page);
    // Accessories picked up: no postal address asked for.
    await expect(form.getByTestId("checkout-address")).toBeHidden();
    await acceptTerms(page);
    await page.getByTestId("place-order").click();
    const summary = page.getByTestId("error-summary");
    await expect(summary).toContainText("gültige E-Mail-Adresse");
    await expect(form.getByLabel("Vorname")).toHaveValue("Jana");
    await expectAccessible(page);

    await form.getByLabel("E-Mail", { exact: true }).fill("jana.roth@example.org");
    await page.getByTestId("place-order").click();
    await expect(page).toHaveURL(/\/de\/orderComplete\?order=/);
    await expect(page.getByTestId("order-number")).toBeVisible();
    await expect(page.getByTestId("transfer-reference")).toBeVisible();
    // A guest has no account link; the invoice follows the dealer's confirmation.
    await expect(page.getByTestId("to-account-orders")).toHaveCount(0);
    await expect(page.getByTestId("invoice-later")).toBeVisible();
    await expectAccessible(page);

    // Opened again without the order: nothing to thank for.
    await page.goto("/de/orderComplete");
    await expect(page.getByTestId("order-complete-none")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Hier gibt es keine Bestellung anzuzeigen",
    );
  });

  test("das Logo an der Kasse fragt, ob der Kauf abgebrochen werden soll, und führt zur Startseite", {
    tag: "@desktop-only",
  }, async ({ page }) => {
    await addAccessory(page);
    await page.goto("/de/checkout");
    await page.getByRole("button", { name: /Kasse verlassen/ }).click();
    await expect(page.getByText("Bestellvorgang abbrechen?")).toBeVisible();
    await expect(
      page.getByText("Ihr Warenkorb bleibt erhalten, sodass Sie später fortfahren können."),
    ).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("link", { name: "Startseite" }).click();
    await expect(page).toHaveURL(/\/de$/);
    // The cart was kept.
    await expect(page.getByTestId("cart-badge")).toHaveText("1");
  });

  test("eine Verkaufsleiterin findet die Bestellung in der Liste, bestätigt sie und storniert eine andere", {
    tag: "@desktop-only",
  }, async ({ page, browser, baseURL }) => {
    const first = await guestOrder(page);
    const second = await guestOrder(page);

    const staff = await browser.newContext({ baseURL, viewport: page.viewportSize() });
    await noAutomaticTours(staff);
    const desk = await staff.newPage();
    await logIn(desk, "manager", "de");
    await desk.goto("/de/account/orders?status=placed");
    await expect(desk.getByRole("heading", { level: 1, name: "Bestellungen" })).toBeVisible();
    await expect(desk.getByTestId("order-link").filter({ hasText: first })).toBeVisible();
    await expectAccessible(desk);

    await desk.getByTestId("order-link").filter({ hasText: first }).click();
    await expect(desk.getByTestId("order-title")).toContainText(first);
    await expect(desk.getByTestId("order-job-link")).toBeVisible();
    await expectAccessible(desk);
    await desk.getByTestId("order-confirm").click();
    await expect(desk.getByRole("status").filter({ hasText: "Die Bestellung ist bestätigt." })).toBeVisible();
    await expect(desk.getByTestId("order-status")).toHaveText("Bestätigt");

    await desk.goto(`/de/account/orders/${second}`);
    await desk.getByTestId("order-cancel").click();
    await expect(desk.getByTestId("order-status")).toHaveText("Storniert");
    await expect(desk.getByTestId("order-cancel")).toHaveCount(0);

    // The job the order created opens from the order, at its own address; its timeline tells the
    // order's story and leads back to it.
    await desk.goto(`/de/account/orders/${first}`);
    await expect(desk.getByTestId("order-job-link")).toHaveAttribute(
      "href",
      /^\/de\/account\/jobs\/\d+\/\d+$/,
    );
    await desk.getByTestId("order-job-link").click();
    await expect(desk).toHaveURL(/\/de\/account\/jobs\/\d+\/\d+$/);
    const timeline = desk.getByTestId("job-timeline");
    await expect(timeline.locator('[data-action="placed"]')).toContainText(
      `Bestellung ${first} eingegangen, Summe`,
    );
    await expect(timeline.locator('[data-action="confirmed"]')).toContainText(
      `Bestellung ${first} bestätigt`,
    );
    await expectAccessible(desk);
    await timeline.locator('[data-action="confirmed"]').getByTestId("order-event-link").click();
    await expect(desk.getByTestId("order-title")).toContainText(first);
    await staff.close();
  });
});
