/**
 * An inventory manager creates a shop item with a variant and a picture, a visitor finds it in
 * the shop, picks the variant and puts it in the cart ("Item – Variant"); the car overview shows its
 * charts with their numbers as tables; a database clerk is refused both.
 */
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { DEMO_PASSWORD } from "../../seed/content/accounts";
import { expect, expectAccessible, test } from "./fixtures";

async function logInAs(page: Page, email: string) {
  await page.goto("/de/login");
  const form = page.getByTestId("login-form");
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/de\/account$/);
}

test("ein Bestandsmanager legt einen Artikel mit Variante und Bild an, ein Besucher kauft die Variante", {
  tag: "@desktop-only",
}, async ({ page, browser }) => {
  test.slow(); // a whole journey with two uploads, two accessibility scans and a second browser context
  const sku = `E2E-D-${Date.now().toString(36).toUpperCase()}`;
  await logInAs(page, "inventory@autohaus-brandt.example");
  await page.goto("/de/account/items");
  await expect(page.getByRole("heading", { level: 1, name: "Artikel" })).toBeVisible();
  await expectAccessible(page);
  await page.getByTestId("item-new").click();
  await expect(page).toHaveURL(/\/de\/account\/items\/new$/);

  // A price in the German format; the SKU field refuses a duplicate with a German message first.
  await page.locator("#item-sku").fill("ACC-MAT-001");
  await page.locator("#item-category").selectOption("accessories");
  await page.locator("#item-name-de").fill(`Dachträger ${sku}`);
  await page.locator("#item-name-en").fill(`Roof bars ${sku}`);
  await page.locator("#item-price").fill("149,90");
  await page.locator("#item-stock").fill("8");
  await page.getByTestId("item-save").click();
  await expect(page.getByTestId("error-sku")).toHaveText(
    "Diese Artikelnummer hat bereits ein anderer Artikel.",
  );
  // What was typed is kept.
  await expect(page.locator("#item-price")).toHaveValue("149,90");
  await page.locator("#item-sku").fill(sku);
  await page.getByTestId("item-save").click();
  await expect(page).toHaveURL(/\/de\/account\/items\/[0-9a-f-]{36}\?saved=1$/);
  await expect(page.getByTestId("item-notice")).toContainText("Der Artikel wurde angelegt.");

  // A variant with its own SKU, price and stock.
  const variant = page.getByTestId("variant-new");
  await variant.locator('input[name="variant_de"]').fill("Schwarz");
  await variant.locator('input[name="variant_en"]').fill("Black");
  await variant.locator('input[name="sku"]').fill(`${sku}-BLK`);
  await variant.locator('input[name="price"]').fill("159,90");
  await variant.locator('input[name="stock"]').fill("3");
  await variant.getByTestId("variant-add").click();
  await expect(page.getByTestId("variant-form")).toHaveCount(1);
  await expect(page.getByTestId("item-variants").getByRole("heading", { name: "Schwarz" })).toBeVisible();

  // A picture (PNG made here), stored as WebP and shown as the cover.
  const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#2a6fdb" } })
    .png()
    .toBuffer();
  await page
    .locator("#item-images-input")
    .setInputFiles({ name: "dachtraeger.png", mimeType: "image/png", buffer: png });
  await page.getByTestId("image-upload-submit").click();
  await expect(page.getByTestId("item-image")).toHaveCount(1);
  await expect(page.getByTestId("item-image").first()).toContainText("Titelbild");
  await expect(page.getByTestId("item-image").locator("img")).toHaveAttribute(
    "src",
    /\/uploads\/items\/.+\/card\.webp$/,
  );
  await expectAccessible(page);

  // A visitor (no session) finds it in the shop, picks the variant and adds it.
  const visitor = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const shop = await visitor.newPage();
  await shop.goto(`/de/shop?q=${sku}`);
  const card = shop.getByTestId("shop-item").filter({ hasText: `Dachträger ${sku}` });
  await expect(card).toHaveCount(1);
  await expect(card.locator("img")).toHaveAttribute("src", /card\.webp$/);
  const select = card.getByTestId("shop-item-variant");
  await expect(select.locator("option")).toHaveText(["Schwarz – 159,90 €"]);
  await select.selectOption({ label: "Schwarz – 159,90 €" });
  await card.getByTestId("add-to-cart").click();
  await expect(card.getByTestId("cart-added")).toBeVisible();
  await shop.goto("/de/warenkorb");
  await expect(shop.getByTestId("cart-line").filter({ hasText: `Dachträger ${sku} – Schwarz` })).toHaveCount(
    1,
  );
  await visitor.close();
});

test("die Fahrzeugübersicht zeigt Diagramme mit Zahlentabellen und die Standzeit-Liste", {
  tag: "@desktop-only",
}, async ({ page }) => {
  await logInAs(page, "inventory@autohaus-brandt.example");
  await page.goto("/de/account/cars/overview");
  await expect(page.getByRole("heading", { level: 1, name: "Fahrzeugübersicht" })).toBeVisible();
  await expect(page.getByTestId("bar-chart")).toHaveCount(5);
  const total = Number((await page.getByTestId("overview-total").textContent())?.replace(/\D/g, ""));
  expect(total).toBeGreaterThan(0);
  // The state table's numbers add up to the total.
  const stateTable = page.getByTestId("bar-chart").first().getByRole("table");
  const cells = await stateTable.locator("tbody td").allTextContents();
  expect(cells.reduce((n, c) => n + Number(c.replace(/\D/g, "")), 0)).toBe(total);
  await expect(page.getByTestId("overview-longest").getByRole("row")).toHaveCount(11);
  await expectAccessible(page);
  // A filter in the URL narrows the numbers.
  await page.goto("/de/account/cars/overview?state=sold");
  const sold = Number((await page.getByTestId("overview-total").textContent())?.replace(/\D/g, ""));
  expect(sold).toBeLessThan(total);
});

test("ein Datenbank-Sachbearbeiter darf weder Artikel noch die Fahrzeugübersicht öffnen", {
  tag: "@desktop-only",
}, async ({ page }) => {
  await logInAs(page, "database@autohaus-brandt.example");
  for (const path of ["/de/account/items", "/de/account/cars/overview", "/de/account/items/new"]) {
    const res = await page.goto(path);
    expect(res?.status()).toBe(403);
  }
});
