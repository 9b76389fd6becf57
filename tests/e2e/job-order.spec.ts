import type { Page } from "@playwright/test";
import { DEMO_PASSWORD } from "../../seed/content/accounts";
import { docsScreenshot, expect, expectAccessible, test } from "./fixtures";

/**
 * A job that carries an order (decision 0049), in German: a guest orders an accessory;
 * the salesperson (no Orders permission) opens the purchase job, sees the order with its state, total,
 * items and "no invoice yet", marks the job as won, and the order is confirmed on the spot with its
 * invoice, which downloads as a PDF.
 * `JOB_ORDER_SCREENSHOTS=1` writes docs/screenshots/job-order-desktop-de.png.
 */

async function guestOrder(page: Page, lastName: string): Promise<string> {
  await page.goto("/de/shop?category=accessories");
  const card = page
    .locator('[data-testid="shop-item"]:is([data-stock="in_stock"],[data-stock="low"])')
    .first();
  await card.getByTestId("shop-item-quantity").fill("1");
  await card.getByTestId("add-to-cart").click();
  await expect(card.getByTestId("cart-added")).toBeVisible();
  await page.goto("/de/checkout");
  const form = page.getByTestId("checkout-form");
  await form.getByLabel("Vorname").fill("Jana");
  await form.getByLabel("Nachname").fill(lastName);
  await form.getByLabel("E-Mail", { exact: true }).fill(`${lastName.toLowerCase()}@example.org`);
  const pickup = form.getByTestId("fulfilment-pickup");
  if ((await pickup.count()) > 0) await pickup.check();
  await form.getByTestId("pickup-location").first().check();
  await form.getByTestId("payment-bank_transfer").check();
  await form.getByTestId("acceptTerms").check();
  await form.getByTestId("acceptCancellationPolicy").check();
  await page.getByTestId("place-order").click();
  await expect(page).toHaveURL(/\/de\/orderComplete\?order=/);
  return ((await page.getByTestId("order-number").textContent()) ?? "").trim();
}

test.describe("the order on its job", () => {
  test.describe.configure({ timeout: 120_000 });

  test("der Verkauf sieht die Bestellung am Vorgang; gewonnen bestätigt sie mit Rechnung", {
    tag: "@desktop-only",
  }, async ({ browser, baseURL, page }) => {
    const lastName = `AuftragDesk${Date.now()}`;
    const guest = await browser.newContext({ baseURL });
    const number = await guestOrder(await guest.newPage(), lastName);
    expect(number).toMatch(/^A-\d{4}-\d{6}$/);
    await guest.close();

    await page.goto("/de/login");
    const login = page.getByTestId("login-form");
    await login.locator('input[name="email"]').fill("sales@autohaus-brandt.example");
    await login.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await login.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/de\/account$/);
    await page.goto(`/de/account/jobs?q=${lastName}`);
    await page.getByTestId("job-link").first().click();
    await expect(page).toHaveURL(/\/de\/account\/jobs\/\d+\/\d+$/);

    // The order on the job: number, state, total, items; no invoice before the confirmation.
    const panel = page.getByTestId("job-order");
    await expect(panel).toHaveAttribute("data-status", "placed");
    await expect(panel.getByRole("heading", { level: 2 })).toHaveText(`Bestellung ${number}`);
    await expect(panel.getByTestId("order-status")).toHaveText("Eingegangen");
    await expect(panel.getByTestId("job-order-total")).toContainText("€");
    await expect(panel.getByTestId("job-order-no-documents")).toBeVisible();
    await expect(panel.getByTestId("job-order-pending")).toBeVisible();
    await expect(panel.getByTestId("job-order-confirm")).toBeVisible();
    await expect(page.getByTestId("job-won-confirms")).toContainText(number);
    await expectAccessible(page);

    // Won: the order is confirmed, its invoice made, and it downloads.
    await page.getByTestId("job-won").click();
    await expect(page.getByTestId("job-screen")).toHaveAttribute("data-visibility", "won");
    await expect(panel).toHaveAttribute("data-status", "confirmed");
    await expect(panel.getByTestId("order-status")).toHaveText("Bestätigt");
    await expect(panel.getByTestId("job-order-confirm")).toHaveCount(0);
    const invoice = panel.getByTestId("job-order-document");
    await expect(invoice).toHaveCount(1);
    await expect(invoice).toHaveAttribute("data-direction", "outgoing");
    const href = await invoice.getByTestId("job-order-document-download").getAttribute("href");
    expect(href).toMatch(/^\/api\/orders\/documents\/\d+\/file$/);
    const pdf = await page.request.get(href ?? "");
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toContain("application/pdf");
    await expect(page.getByTestId("job-timeline")).toContainText(number);
    await expectAccessible(page);

    // The order's next steps are on the job too: the payment arrives.
    await panel.getByTestId("job-order-mark_paid").click();
    await expect(page.getByTestId("job-message")).toHaveText(
      "Die Zahlung ist erfasst. Der Kunde wurde benachrichtigt.",
    );
    await expect(panel.getByTestId("order-payment-badge")).toHaveText("Bezahlt");
    await expect(panel.getByTestId("job-order-mark_paid")).toHaveCount(0);
    if (process.env.JOB_ORDER_SCREENSHOTS) {
      await docsScreenshot(panel, { path: "docs/screenshots/job-order-desktop-de.png" });
    }
  });
});
