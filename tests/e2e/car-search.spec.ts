import { expect, expectAccessible, test } from "./fixtures";

test.describe("a buyer searches used cars", () => {
  test("on a phone, filters by brand, fuel and maximum price to a car and opens it", async ({
    page,
    isPhone,
  }) => {
    await page.goto("/en/cars");
    const count = page.getByTestId("result-count");
    const before = await count.textContent();
    const panel = page.getByTestId("filter-panel");
    // On a phone the filters sit in a collapsed panel above the results.
    if (isPhone) {
      await expect(panel.getByRole("checkbox", { name: /Volkswagen/ })).toBeHidden();
      await panel.locator("summary").click();
    }
    await panel.getByRole("checkbox", { name: /Volkswagen/ }).check();
    await expect(page).toHaveURL(/brand=volkswagen/);
    await expect(count).not.toHaveText(before ?? "");
    await panel.getByRole("checkbox", { name: /^Petrol/ }).check();
    await expect(page).toHaveURL(/fuel=petrol/);
    await panel.getByLabel("Price up to").fill("60000");
    // Typed values apply after a short pause, and the URL is replaced, not pushed.
    await expect(page).toHaveURL(/price_max=60000/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Used Volkswagen cars");
    const cards = page.getByTestId("car-card");
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) await expect(card).toContainText("Petrol");
    await expectAccessible(page);
    const link = cards.first().getByRole("link").first();
    const href = await link.getAttribute("href");
    expect(href).toMatch(/^\/en\/cars\/volkswagen-[a-z0-9-]+-\d+$/);
    await link.click();
    // The car detail page is built in another slice; the link target is what this part promises.
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  test("the list works without JavaScript: the form submits, the next page follows by keyset", {
    tag: "@desktop-only",
  }, async ({ browser, viewport }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport });
    const page = await context.newPage();
    await page.goto("/gebrauchtwagen");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gebrauchtwagen");
    const panel = page.getByTestId("filter-panel");
    const summary = panel.locator("summary");
    if (await summary.isVisible()) await summary.click();
    await panel.getByRole("checkbox", { name: /^Diesel/ }).check();
    await panel.getByTestId("apply-filters").click();
    await expect(page).toHaveURL(/fuel=diesel/);
    const first = await page.getByTestId("car-card").allTextContents();
    await page.getByTestId("next-page").click();
    await expect(page).toHaveURL(/cursor=/);
    const second = await page.getByTestId("car-card").allTextContents();
    expect(second.length).toBeGreaterThan(0);
    expect(second.some((c) => first.includes(c))).toBe(false);
    await context.close();
  });

  test("an empty result offers to reset the filters", { tag: "@desktop-only" }, async ({ page }) => {
    await page.goto("/en/cars?q=nosuchcarxyz");
    await expect(page.getByTestId("empty-state")).toBeVisible();
    await page.getByTestId("empty-state").getByRole("link").click();
    await expect(page).toHaveURL(/\/en\/cars$/);
    await expect(page.getByTestId("car-card").first()).toBeVisible();
  });

  test("the detail search shows the live number of matches and leads to the list", {
    tag: "@desktop-only",
  }, async ({ page }) => {
    await page.goto("/en/cardetailsearch");
    const count = page.getByTestId("result-count");
    const before = await count.textContent();
    await page.getByRole("checkbox", { name: /^Electric/ }).check();
    await expect(page).toHaveURL(/fuel=electric/);
    await expect(count).not.toHaveText(before ?? "");
    await expectAccessible(page);
    await page.getByTestId("apply-filters").click();
    await expect(page).toHaveURL(/\/en\/cars\?fuel=electric$/);
    await expect(page.getByTestId("car-card").first()).toContainText("Electric");
  });
});
