/**
 * Numbers in the page's language (decision 0054): every number a person types is read in the page's
 * language. The items admin takes a German price "1.249,90" and a stock "1.000" on the German editor and
 * shows them back that way (and the English way on the English editor, which refuses "24,99" with its
 * example); the car page's financing calculator takes a German down payment "5.000". Desktop and phone.
 */
import { expect, test } from "./fixtures";
import { logIn } from "./fixtures-auth";

// The first demo car (100001); the demo dealer offers financing.
const CAR_DE = "/de/gebrauchtwagen/x-100001";

test("an admin types a German price and stock into the item editor and sees them back the page's way", {
  tag: "@desktop-only",
}, async ({ page }) => {
  const sku = `E2E-NUM-D-${Date.now().toString(36).toUpperCase()}`;
  await logIn(page, "admin", "de");
  await page.goto("/de/account/items/new");
  await expect(page.getByTestId("item-editor")).toBeVisible();
  // The hint gives the example the German way.
  await expect(page.locator("#item-price-hint")).toHaveText("Inklusive MwSt., z. B. 1.234,50");
  await page.locator("#item-sku").fill(sku);
  await page.locator("#item-category").selectOption("accessories");
  await page.locator("#item-name-de").fill(`Fußmatten ${sku}`);
  await page.locator("#item-price").fill("1.249,90");
  await page.locator("#item-stock").fill("1.000");
  await page.getByTestId("item-save").click();
  await expect(page).toHaveURL(/\/de\/account\/items\/[0-9a-f-]{36}\?saved=1$/);
  await expect(page.getByTestId("item-notice")).toContainText("Der Artikel wurde angelegt.");
  // Saved as 1,249.90 € and 1,000 pieces: shown back the German way.
  await expect(page.locator("#item-price")).toHaveValue("1.249,90");
  await expect(page.locator("#item-stock")).toHaveValue("1.000");

  // The same item on the English editor: shown the English way; an English "24,99" is not 24.99 there
  // (a comma groups thousands in English) and is refused with the English example.
  const url = new URL(page.url());
  await page.goto(url.pathname.replace(/^\/de\//, "/en/"));
  await expect(page.locator("#item-price")).toHaveValue("1,249.90");
  await expect(page.locator("#item-stock")).toHaveValue("1,000");
  await page.locator("#item-price").fill("24,99");
  await page.getByTestId("item-save").click();
  await expect(page.getByTestId("error-price")).toHaveText(
    "Please enter a price such as 1,249.90 (at most two decimals).",
  );
  // What was typed is kept; an English "24,990" is 24,990.00 €.
  await expect(page.locator("#item-price")).toHaveValue("24,99");
  await page.locator("#item-price").fill("24,990");
  await page.getByTestId("item-save").click();
  await expect(page.getByTestId("item-notice")).toContainText("saved");
  await page.reload();
  await expect(page.locator("#item-price")).toHaveValue("24,990.00");
});

test("a buyer types a German down payment into the financing calculator and sees the rate for it", async ({
  page,
}) => {
  await page.goto(CAR_DE);
  const calculator = page.getByTestId("financing-calculator");
  const down = calculator.getByLabel(/Anzahlung/);
  // The standard down payment is shown the German way (a thousands dot).
  await expect(down).toHaveValue(/^\d{1,3}(\.\d{3})+$/);
  const rate = page.getByTestId("financing-rate");
  await expect(rate).toHaveText(/monatlich/);
  const before = await rate.textContent();
  await down.fill("5.000");
  // 5.000 is five thousand euros, not five: the example's down payment says so and the rate follows.
  await expect(page.getByTestId("financing-example")).toContainText("5.000 €");
  await expect(rate).not.toHaveText(before ?? "");
  await expect(down).not.toHaveAttribute("aria-invalid", "true");
  // An English "5,000" on the German page is refused with the German example instead of read as 5.
  await down.fill("5,000");
  await expect(down).toHaveAttribute("aria-invalid", "true");
  await expect(calculator.locator(`#${await down.getAttribute("aria-describedby")}`)).toContainText(
    "z. B. 5.000",
  );
});
