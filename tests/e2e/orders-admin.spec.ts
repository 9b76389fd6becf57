import type { Browser, Page } from "@playwright/test";
import { DEMO_PASSWORD } from "../../seed/content/accounts";
import { expect, expectAccessible, test } from "./fixtures";

/**
 * Orders in the back office, in German: a signed-in customer orders an accessory, a database
 * clerk confirms the order, records the payment, makes it ready and hands it over, adds a supplier's
 * invoice (PDF) and finds it in the documents view filtered by `docDirection`; the customer sees
 * "Übergeben" in their orders, and the five mails are in the development mailbox.
 */

const CLERK = "database@autohaus-brandt.example";
const ADMIN = "admin@autohaus-brandt.example";
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

async function logInAs(page: Page, email: string) {
  await page.goto("/de/login");
  const form = page.getByTestId("login-form");
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/de\/account$/);
}

async function signedInPage(browser: Browser, baseURL: string | undefined, email: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await logInAs(page, email);
  return { page, close: () => context.close() };
}

/** The checkout steps of tests/e2e/checkout.spec.ts: one accessory, pickup, bank transfer. */
async function orderAccessory(page: Page): Promise<string> {
  await page.goto("/de/shop?category=accessories");
  const card = page
    .locator('[data-testid="shop-item"]:is([data-stock="in_stock"],[data-stock="low"])')
    .first();
  await card.getByTestId("shop-item-quantity").fill("1");
  await card.getByTestId("add-to-cart").click();
  await expect(card.getByTestId("cart-added")).toBeVisible();
  await page.goto("/de/checkout");
  const form = page.getByTestId("checkout-form");
  for (const [label, value] of [
    ["Vorname", "Kunde"],
    ["Nachname", "Test"],
  ] as const) {
    const field = form.getByLabel(label, { exact: true });
    if ((await field.inputValue()) === "") await field.fill(value);
  }
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

test.describe("orders in the back office", () => {
  test.describe.configure({ timeout: 150_000 });

  test("ein Sachbearbeiter bestätigt, verbucht die Zahlung, stellt bereit und übergibt; der Kunde sieht es", {
    tag: "@desktop-only",
  }, async ({ browser, baseURL }) => {
    const customerEmail = "customer@autohaus-brandt.example";
    const customer = await signedInPage(browser, baseURL, customerEmail);
    const number = await orderAccessory(customer.page);
    expect(number).toMatch(/^A-\d{4}-\d{6}$/);

    // The clerk finds the new order in the list, filtered by status in the URL.
    const clerk = await signedInPage(browser, baseURL, CLERK);
    const c = clerk.page;
    await c.goto("/de/account/orders?status=placed&paymentStatus=pending");
    await expect(c.getByTestId("orders-screen")).toHaveAttribute("data-view", "all");
    await c.getByTestId("order-link").filter({ hasText: number }).click();
    await expect(c).toHaveURL(new RegExp(`/de/account/orders/${number}$`));
    await expectAccessible(c);

    // Only what the state allows: handing over is not offered before the order is ready and paid.
    await expect(c.getByTestId("order-hand-over")).toHaveCount(0);
    for (const [action, status, payment] of [
      ["confirm", "Bestätigt", "Offen"],
      ["mark_paid", "Bestätigt", "Bezahlt"],
      ["mark_ready", "Bereit zur Übergabe", "Bezahlt"],
      ["hand_over", "Übergeben", "Bezahlt"],
    ] as const) {
      await c.getByTestId(`order-${action.replace("_", "-")}`).click();
      await expect(c.getByTestId("order-answer")).toContainText("Der Kunde wurde benachrichtigt.");
      await expect(c.getByTestId("order-status")).toHaveText(status);
      await expect(c.getByTestId("order-payment-badge")).toHaveText(payment);
    }
    await expect(c.getByTestId("order-actions")).toContainText("Diese Bestellung ist abgeschlossen.");

    // The order's documents: the outgoing invoice of checkout; a non-PDF is refused, a PDF is added.
    const docs = c.getByTestId("order-documents");
    await expect(docs.getByTestId("order-document")).toHaveCount(1);
    await expect(docs.getByTestId("order-document").first()).toHaveAttribute("data-direction", "outgoing");
    const upload = c.getByTestId("upload-form");
    await upload.locator('input[name="file"]').setInputFiles({
      name: "rechnung.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("kein PDF"),
    });
    await upload.getByLabel("Rechnungsnummer").fill(`LIEF-${number}`);
    await upload.getByLabel("Betrag").fill("49,90");
    await upload.getByTestId("upload-submit").click();
    await expect(c.getByTestId("upload-answer")).toHaveText("Bitte prüfen Sie die markierten Felder.");
    await expect(c.getByText("Das ist keine vollständige PDF-Datei.")).toBeVisible();
    await expect(c.getByTestId("upload-form").getByLabel("Rechnungsnummer")).toHaveValue(`LIEF-${number}`);
    await c
      .getByTestId("upload-form")
      .locator('input[name="file"]')
      .setInputFiles({ name: "rechnung.pdf", mimeType: "application/pdf", buffer: PDF });
    await c.getByTestId("upload-submit").click();
    await expect(c.getByTestId("upload-answer")).toHaveText("Die Rechnung ist gespeichert.");
    await expect(docs.getByTestId("order-document")).toHaveCount(2);
    await expectAccessible(c);

    // The documents view, filtered by direction in the URL.
    await c.goto("/de/account/orders");
    await c.getByTestId("tab-documents").click();
    await expect(c.getByTestId("orders-screen")).toHaveAttribute("data-view", "documents");
    await c.goto("/de/account/orders?view=documents&docDirection=ingoing");
    await expect(c.getByText(`LIEF-${number}`)).toBeVisible();
    await expect(c.getByTestId("document-direction").filter({ hasText: "Ausgang" })).toHaveCount(0);
    await expectAccessible(c);
    await c.goto("/de/account/orders?view=documents&docDirection=outgoing");
    await expect(c.getByText(`LIEF-${number}`)).toHaveCount(0);
    await expect(c.getByTestId("document-direction").filter({ hasText: "Eingang" })).toHaveCount(0);
    await clerk.close();

    // The customer sees the status in their orders.
    await customer.page.goto("/de/account/orders");
    const card = customer.page.getByTestId("order-card").filter({ hasText: number });
    await expect(card.getByTestId("order-status")).toHaveText("Übergeben");
    await expectAccessible(customer.page);
    await customer.close();

    // The five mails to the customer (confirmation and four changes) in the development mailbox.
    const admin = await signedInPage(browser, baseURL, ADMIN);
    await admin.page.goto("/de/account/settings/mailbox");
    const mails = admin.page
      .getByTestId("mail")
      .filter({ hasText: number })
      .filter({ hasText: customerEmail });
    await expect(mails).toHaveCount(5);
    for (const subject of [
      `Ihre Bestellung ${number} ist bestätigt`,
      `Zahlung für Bestellung ${number} erhalten`,
      `Ihre Bestellung ${number} ist abholbereit`,
      `Ihre Bestellung ${number} ist übergeben`,
    ]) {
      await expect(mails.filter({ hasText: subject })).toHaveCount(1);
    }
    await admin.close();
  });
});
