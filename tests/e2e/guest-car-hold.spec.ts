import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { logIn } from "./fixtures-auth";

/**
 * A guest buys a used car in one go (docs/decisions/0045-abuse-limits.md): the checkout completes
 * at once, the order page says the car is held for 30 minutes until the order mail's link is used,
 * and the link (read from the development mailbox) confirms the order in one click, in a fresh
 * browser. Desktop and phone each buy their own car.
 */

/** The first used car from `from` on that can be reserved online (the car page offers the button). */
async function reservableCar(page: Page, from: number): Promise<number> {
  for (let car = from; car < from + 40; car++) {
    const res = await page.goto(`/de/gebrauchtwagen/x-${car}`);
    if (res?.ok() && (await page.getByTestId("reserve-online").count()) > 0) return car;
  }
  throw new Error(`no reservable car from ${from}`);
}

test("ein Gast kauft einen Gebrauchtwagen und bestätigt die Bestellung mit einem Klick in der E-Mail", async ({
  page,
  browser,
  baseURL,
  isPhone,
}) => {
  test.setTimeout(120_000);
  await reservableCar(page, isPhone ? 100_131 : 100_091);
  await page.getByTestId("reserve-online").click();
  await expect(page.getByTestId("cart-added")).toBeVisible();
  await page.goto("/de/checkout");
  const email = `gast-${isPhone ? "phone" : "desktop"}-${Date.now()}@example.org`;
  const form = page.getByTestId("checkout-form");
  await form.getByLabel("Vorname").fill("Jana");
  await form.getByLabel("Nachname").fill("Roth");
  await form.getByLabel("E-Mail", { exact: true }).fill(email);
  // Buying a car asks for the postal address.
  await form.getByLabel("Straße", { exact: true }).fill("Hauptstraße");
  await form.getByLabel("Hausnummer", { exact: true }).fill("5");
  await form.getByLabel("PLZ", { exact: true }).fill("10115");
  await form.getByLabel("Ort", { exact: true }).fill("Berlin");
  await form.getByTestId("pickup-location").first().check();
  await form.getByTestId("payment-bank_transfer").check();
  await form.getByTestId("acceptTerms").check();
  await form.getByTestId("acceptCancellationPolicy").check();
  await page.getByTestId("place-order").click();
  await expect(page).toHaveURL(/\/de\/orderComplete\?order=/);
  const number = ((await page.getByTestId("order-number").textContent()) ?? "").trim();
  const notice = page.getByTestId("reserved-info");
  await expect(notice).toHaveAttribute("data-provisional", "true");
  await expect(notice).toContainText("30 Minuten");
  await expectAccessible(page);

  // The order mail, as an admin sees it in the development mailbox (no SMTP_URL here).
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await logIn(admin, "admin");
  await admin.goto("/en/account/settings/mailbox");
  const mail = admin.getByTestId("mail").filter({ hasText: email }).filter({ hasText: number }).first();
  await mail.locator("summary").click();
  const link = await mail.getByRole("link", { name: /\/orderConfirm\// }).getAttribute("href");
  // The mail says what matters for a car: reserved 48 hours, a salesperson confirms within that time.
  await expect(mail).toContainText("In diesen 48 Stunden bestätigt Ihnen ein Verkäufer die Bestellung.");
  // Its link to the order carries a token that opens the order in any browser.
  const orderLink = await mail.getByRole("link", { name: /\/orderComplete\// }).getAttribute("href");
  await adminContext.close();
  expect(link).toBeTruthy();
  expect(orderLink).toBeTruthy();

  // One click in the mail, in another browser: confirmed.
  const mailContext = await browser.newContext({ baseURL });
  const reader = await mailContext.newPage();
  await reader.goto(new URL(link!).pathname);
  await expect(reader.getByTestId("order-hold-confirmed")).toContainText(number);
  await expectAccessible(reader);
  await mailContext.close();

  await page.reload();
  await expect(page.getByTestId("reserved-info")).toHaveAttribute("data-provisional", "false");

  // The order link, opened in the phone's mail app (a browser that never saw the order).
  const phoneMail = await browser.newContext({
    baseURL,
    ...(isPhone ? { viewport: { width: 390, height: 844 } } : {}),
  });
  const reader2 = await phoneMail.newPage();
  await reader2.goto(new URL(orderLink!).pathname);
  await expect(reader2.getByRole("heading", { level: 1 })).toHaveText(`Ihre Bestellung ${number}`);
  await expect(reader2.getByTestId("order-state")).toContainText("Eingegangen");
  await expect(reader2.getByTestId("order-line")).toHaveCount(1);
  await expectAccessible(reader2);
  await phoneMail.close();
});
