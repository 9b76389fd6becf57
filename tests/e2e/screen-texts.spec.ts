/**
 * On screen: the job page's request box shows labelled, translated values instead of a
 * raw dump (`mileageKm 68000`, `paymentMethod pay_at_pickup`, `fulfilment pickup`, `wizardId 2`), for a
 * trade-in of the demo customer and for an order placed through the checkout API; the development
 * mailbox shows its title, not `mailbox.title`. The crawler of every page is
 * tests/int/screen-texts.int.test.ts.
 */
import { randomUUID } from "node:crypto";
import { orderShopArticle } from "../setup/shop-order";
import { docsScreenshot, expect, test } from "./fixtures";
import { logIn } from "./fixtures-auth";

/** Texts a raw dump would show (field names and enum values). */
const RAW =
  /\b(mileageKm|firstRegistration|accidentFree|serviceHistory|paymentMethod|fulfilment|wizardId|pay_at_pickup)\b/;

test("the job page's request box: labelled values for a trade-in and an order", {
  tag: "@desktop-only",
}, async ({ page, baseURL }) => {
  // An order by a visitor: pickup, paid at pickup, with a note.
  const surname = `Abholer${randomUUID().slice(0, 6)}`;
  await orderShopArticle(page, baseURL, {
    customer: { firstName: "Paula", lastName: surname, email: `${surname.toLowerCase()}@example.com` },
    paymentMethod: "pay_at_pickup",
    note: "Bitte vorher anrufen.",
  });
  await page.context().clearCookies();

  await logIn(page, "manager");
  await page.goto(`/en/account/jobs?q=${surname}`);
  await page.getByTestId("job-link").first().click();
  const box = page.locator("section[aria-labelledby=job-request]");
  await expect(box.locator('[data-field="paymentMethod"]')).toContainText("Payment method");
  await expect(box.locator('[data-field="paymentMethod"] dd')).toHaveText("Pay at pickup");
  await expect(box.locator('[data-field="fulfilment"] dd')).toHaveText("Pickup at the location");
  await expect(box.locator('[data-field="kind"] dd')).toHaveText("Order");
  await expect(box).toContainText("Online shop");
  expect(await box.textContent()).not.toMatch(RAW);
  await docsScreenshot(page, {
    path: "docs/screenshots/job-request-order-desktop.png",
    fullPage: false,
  });

  // The demo customer's trade-in, in German: the wizard's own labels and values.
  await page.goto("/de/account/jobs?systemType=TRADE_IN&q=Nowak");
  await page.getByTestId("job-link").first().click();
  await expect(box.locator('[data-field="mileageKm"] dt')).toHaveText("Kilometerstand");
  await expect(box.locator('[data-field="mileageKm"] dd')).toHaveText(/^\d{2,3}\.\d{3}$/);
  await expect(box.locator('[data-field="firstRegistration"] dd')).toHaveText(/^[A-Za-zä]+ \d{4}$/);
  await expect(box.locator('[data-field="fuel"] dd')).toHaveText("Benzin");
  expect(await box.textContent()).not.toMatch(RAW);
  await docsScreenshot(page, {
    path: "docs/screenshots/job-request-trade-in-desktop.png",
    fullPage: false,
  });
});

test("the development mailbox shows its title and texts, not message keys", { tag: "@desktop-only" }, async ({
  page,
}) => {
  await logIn(page, "admin");
  await page.goto("/en/account/settings/mailbox");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Development mailbox");
  expect(await page.getByTestId("mailbox").textContent()).not.toMatch(/\bmailbox\.\w+/);
});
