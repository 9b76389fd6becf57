import { DEMO_PASSWORD } from "../../seed/content/accounts";
import { expect, expectAccessible, test } from "./fixtures";

const INVENTORY = "inventory@autohaus-brandt.example";

/** The storefront's price as digits only ("35.999 €" / "€35,999" -> "35999"). */
const digits = (text: string) => text.replace(/\D/g, "");

test.describe("the stock list (account/cars)", () => {
  test("an inventory manager filters the list, lowers two cars' prices by 10 % and the storefront shows them", {
    tag: "@desktop-only",
  }, async ({ page }) => {
    // Long: a list of 25 cars with an accessibility check, a bulk action and two storefront pages.
    test.setTimeout(90_000);
    await page.goto("/en/login");
    const login = page.getByTestId("login-form");
    await login.locator('input[name="email"]').fill(INVENTORY);
    await login.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await login.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/en\/account$/);

    await page.goto("/en/account/cars");
    await expect(page.getByRole("heading", { level: 1, name: "Cars" })).toBeVisible();
    const filters = page.getByTestId("stock-filters");
    await filters.getByLabel("Published", { exact: true }).check();
    await filters.getByLabel("Brand", { exact: true }).selectOption("volkswagen");
    await filters.getByLabel("Sort", { exact: true }).selectOption("price_desc");
    await filters.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/\/en\/account\/cars\?state=published&brand=volkswagen&sort=price_desc$/);

    // The filters survive a reload: the URL holds them, the form shows them, every row matches.
    await page.reload();
    await expect(filters.getByLabel("Published", { exact: true })).toBeChecked();
    await expect(filters.getByLabel("Brand", { exact: true })).toHaveValue("volkswagen");
    const rows = page.getByTestId("stock-row");
    await expect(rows.first()).toBeVisible();
    const count = await rows.count();
    expect(count).toBeGreaterThanOrEqual(4);
    for (let i = 0; i < count; i++) {
      await expect(rows.nth(i).getByTestId("car-state")).toHaveText("Published");
      await expect(rows.nth(i).getByTestId("stock-car-link")).toContainText("Volkswagen");
    }
    await expectAccessible(page);

    const picked = [0, 1];
    const cars: { number: string; price: number }[] = [];
    for (const i of picked) {
      const row = rows.nth(i);
      cars.push({
        number: (await row.getAttribute("data-number")) ?? "",
        price: Number(digits((await row.getByTestId("stock-price-now").textContent()) ?? "")),
      });
      await row.getByTestId("stock-select").check();
    }
    const bulk = page.getByTestId("stock-bulk");
    await bulk.getByLabel("Action", { exact: true }).selectOption("price");
    await bulk.getByLabel("Price change by").selectOption("percent");
    await bulk.getByLabel("Change (e.g. -10 or 500)").fill("-10");
    await bulk.getByRole("button", { name: "Apply to selected cars" }).click();
    await expect(page.getByTestId("stock-bulk-message")).toHaveText("Prices changed: 2 of 2 selected cars.");
    // The list stays filtered and shows the reduction.
    await expect(page).toHaveURL(/state=published&brand=volkswagen/);

    for (const car of cars) {
      const lowered = Math.floor(car.price * 0.9);
      await page.goto(`/en/cars/x-${car.number}`);
      await expect(page).toHaveURL(new RegExp(`/en/cars/[a-z0-9-]+-${car.number}$`));
      await expect(page.getByTestId("car-price").first()).toBeVisible();
      expect(digits((await page.getByTestId("car-price").first().textContent()) ?? "")).toContain(
        String(lowered),
      );
    }
  });

  test("a database clerk cannot open the stock list", { tag: "@desktop-only" }, async ({ page }) => {
    await page.goto("/en/login");
    const login = page.getByTestId("login-form");
    await login.locator('input[name="email"]').fill("database@autohaus-brandt.example");
    await login.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await login.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/en\/account$/);
    const res = await page.goto("/en/account/cars");
    expect(res?.status()).toBe(403);
  });
});
