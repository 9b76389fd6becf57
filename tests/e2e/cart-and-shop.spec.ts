import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";

/**
 * The shop, the cart page and the top menu's cart dropdown, in German. Desktop and phone run side by
 * side on one database, each in its own browser context (its own visitor cookie, so its own cart).
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

/** Item ids of the shop's articles that can be ordered (from the cards' anchors). */
async function orderableItemIds(page: Page): Promise<string[]> {
  await page.goto("/de/shop");
  return page
    .locator('[data-testid="shop-item"]:not([data-stock="out"])')
    .evaluateAll((cards) => cards.map((c) => c.id.replace(/^item-/, "")));
}

/** The first used car from `from` on that can be reserved online (the car page offers the button). */
async function reservableCar(page: Page, from: number): Promise<number> {
  for (let car = from; car < from + 40; car++) {
    const res = await page.goto(`/de/gebrauchtwagen/x-${car}`);
    if (res?.ok() && (await page.getByTestId("reserve-online").count()) > 0) return car;
  }
  throw new Error(`no reservable car from ${from}`);
}

test("ein Besucher legt Zubehör aus dem Shop in den Warenkorb, ändert die Menge und entfernt es", async ({
  page,
  isPhone,
}) => {
  await page.goto("/de/shop");
  await expect(page.getByRole("heading", { level: 1, name: "Shop" })).toBeVisible();
  await expectAccessible(page);

  // The accessories: a category link keeps its state in the URL.
  await page.getByTestId("shop-category-accessories").click();
  await expect(page).toHaveURL(/\/de\/shop\?category=accessories$/);
  await expect(page.getByTestId("shop-category-accessories")).toHaveAttribute("aria-current", "page");
  // A seeded item with stock for four (items made by other tests on the shared server may have variants
  // with less stock than their card shows in total).
  const card = page
    .locator('[data-testid="shop-item"][data-stock="in_stock"]')
    .filter({ hasNotText: /E2E/ })
    .first();
  const name = (await card.getByRole("heading", { level: 2 }).textContent()) ?? "";
  expect(name).not.toBe("");

  await card.getByTestId("shop-item-quantity").fill("2");
  await card.getByTestId("add-to-cart").click();
  await expect(card.getByTestId("cart-added")).toContainText(`${name} liegt jetzt in Ihrem Warenkorb.`);
  await expect(card.getByTestId("cart-added-view")).toHaveAttribute("href", "/de/warenkorb");
  await expect(page.getByTestId("cart-badge")).toHaveText("2");
  // The page stayed where it was: no navigation, the category still chosen.
  await expect(page).toHaveURL(/\/de\/shop\?category=accessories$/);

  const dropdown = await openCartDropdown(page, isPhone);
  await expect(dropdown.getByTestId("cart-dropdown-line")).toHaveCount(1);
  await expect(dropdown).toContainText(name);
  await expect(dropdown.getByTestId("cart-dropdown-checkout")).toHaveAttribute("href", "/de/checkout");
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("cart-dropdown")).toHaveCount(0);

  await openCartDropdown(page, isPhone);
  await page.getByTestId("cart-dropdown-show").click();
  await expect(page).toHaveURL(/\/de\/warenkorb$/);
  // Navigating closed the dropdown.
  await expect(page.getByTestId("cart-dropdown")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: "Ihr Warenkorb" })).toBeVisible();
  const line = page.getByTestId("cart-line");
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(name);
  await expect(line.getByTestId("cart-line-quantity")).toHaveValue("2");
  await expect(page.getByTestId("cart-checkout")).toHaveAttribute("href", "/de/checkout");
  await expect(page.getByTestId("cart-total")).toBeVisible();
  await expectAccessible(page);

  const unit = (await line.getByTestId("cart-line-unit").textContent()) ?? "";
  await line.getByTestId("cart-line-increase").click();
  await expect(line.getByTestId("cart-line-quantity")).toHaveValue("3");
  await expect(page.getByTestId("cart-badge")).toHaveText("3");
  await line.getByTestId("cart-line-decrease").click();
  await expect(page.getByTestId("cart-badge")).toHaveText("2");
  await line.getByTestId("cart-line-quantity").fill("4");
  await expect(page.getByTestId("cart-badge")).toHaveText("4");
  expect(unit).toMatch(/€/);

  await line.getByTestId("cart-line-remove").click();
  await expect(page.getByTestId("cart-empty")).toBeVisible();
  await expect(page.getByTestId("cart-badge")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Gebrauchtwagen ansehen" })).toHaveAttribute(
    "href",
    "/de/gebrauchtwagen",
  );
  await expect(page.getByRole("link", { name: "Neuwagen konfigurieren" })).toHaveAttribute(
    "href",
    "/de/fahrzeugmarke-waehlen",
  );
  await expectAccessible(page);
});

test("ein konfigurierter Neuwagen und ein Gebrauchtwagen kommen in den Warenkorb", {
  tag: "@desktop-only",
}, async ({ page }) => {
  const configuration = "/de/bmw-kaufen/x5/automatik/diesel/austattung";
  await page.goto(configuration);
  const total = (await page.getByTestId("config-total").textContent()) ?? "";
  await page.getByTestId("config-cart").getByTestId("add-to-cart").click();
  await expect(page.getByTestId("config-cart").getByTestId("cart-added")).toContainText(
    "BMW X5 liegt jetzt in Ihrem Warenkorb.",
  );
  await expect(page.getByTestId("cart-badge")).toHaveText("1");

  const car = await reservableCar(page, 100_021);
  await expect(page.getByTestId("reserve-online-block")).toContainText("48 Stunden");
  await page.getByTestId("reserve-online").click();
  await expect(page.getByTestId("cart-added")).toBeVisible();
  await expect(page.getByTestId("cart-badge")).toHaveText("2");

  await page.getByTestId("cart-added-view").click();
  await expect(page).toHaveURL(/\/de\/warenkorb$/);
  const newCar = page.locator('[data-testid="cart-line"][data-kind="new_car"]');
  const usedCar = page.locator('[data-testid="cart-line"][data-kind="used_car"]');
  await expect(newCar).toContainText("X5");
  await expect(newCar.getByTestId("cart-line-total")).toHaveText(total);
  // The line leads back to the configuration.
  await expect(newCar.getByRole("link").first()).toHaveAttribute(
    "href",
    /\/de\/bmw-kaufen\/x5\/automatik\/diesel\/austattung/,
  );
  await expect(usedCar.getByTestId("cart-line-quantity-fixed")).toHaveText("1");
  await expect(usedCar.getByRole("link").first()).toHaveAttribute("href", new RegExp(`-${car}$`));
  await expect(page.getByTestId("cart-used-car-note")).toContainText("48 Stunden");
  await expectAccessible(page);
});

test("das Dropdown zeigt höchstens 6 Positionen und „N weitere“", async ({ page, isPhone, baseURL }) => {
  const ids = await orderableItemIds(page);
  const lines: object[] = ids.slice(0, 8).map((itemId) => ({ kind: "item", itemId, quantity: 1 }));
  // Fewer articles than eight: used cars fill the cart up.
  for (let car = isPhone ? 100_071 : 100_061; lines.length < 8; car++)
    lines.push({ kind: "used_car", carNumber: car });
  let added = 0;
  for (const body of lines) {
    const res = await page.request.post("/api/cart/lines.json", {
      data: body,
      headers: { origin: baseURL ?? "" },
    });
    if (res.ok()) added++;
  }
  expect(added).toBeGreaterThanOrEqual(7);

  await page.goto("/de/warenkorb");
  await expect(page.getByTestId("cart-line")).toHaveCount(added);
  const dropdown = await openCartDropdown(page, isPhone);
  await expect(dropdown.getByTestId("cart-dropdown-line")).toHaveCount(6);
  await expect(dropdown.getByTestId("cart-dropdown-more")).toHaveText(
    added - 6 === 1 ? "und 1 weiterer Artikel" : `und ${added - 6} weitere Artikel`,
  );
  await expect(dropdown.getByTestId("cart-dropdown-total")).toHaveText(
    (await page.getByTestId("cart-total").textContent()) ?? "",
  );
  await expectAccessible(page);

  // An outside click closes it (after the 300 ms animation).
  // Above the panel (the demo's notice): on a phone the six lines reach the bottom of the screen.
  await page.mouse.click(5, 5);
  await expect(page.getByTestId("cart-dropdown")).toHaveCount(0);
});

test("ohne JavaScript ist das Warenkorb-Symbol ein Link und der Shop legt per Formular in den Warenkorb", {
  tag: "@desktop-only",
}, async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("/de/shop?category=care");
  await expect(page.getByTestId("menu-cart")).toHaveAttribute("href", "/de/warenkorb");
  const card = page.locator('[data-testid="shop-item"]:not([data-stock="out"])').first();
  const id = ((await card.getAttribute("id")) ?? "").replace(/^item-/, "");
  await card.getByTestId("add-to-cart").click();
  await expect(page).toHaveURL(new RegExp(`/de/shop\\?category=care&added=${id}#item-${id}$`));
  await expect(page.locator(`#item-${id}`).getByTestId("cart-added")).toBeVisible();
  await expect(page.getByTestId("cart-badge")).toHaveText("1");

  await page.getByTestId("menu-cart").click();
  await expect(page).toHaveURL(/\/de\/warenkorb$/);
  await page.getByTestId("cart-line-increase").click();
  await expect(page).toHaveURL(/\/de\/warenkorb\?notice=updated$/);
  await expect(page.getByTestId("cart-line-quantity")).toHaveValue("2");
  await page.getByTestId("cart-line-remove").click();
  await expect(page.getByTestId("cart-notice")).toHaveText("Der Artikel wurde aus Ihrem Warenkorb entfernt.");
  await expect(page.getByTestId("cart-empty")).toBeVisible();
  await context.close();
});
