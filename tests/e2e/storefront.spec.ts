import { expect, expectAccessible, openNavigation, test, useHighContrast } from "./fixtures";

test.describe("a visitor browses the storefront", () => {
  test("the home page shows the dealer, its brands and its locations", async ({ page }) => {
    const res = await page.goto("/");
    expect(res?.status()).toBe(200);
    await expect(page).toHaveTitle(/Autohaus Brandt/);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("home-brands").getByRole("link")).toHaveCount(12);
    await expectAccessible(page);
  });

  test("the home page in high contrast meets 7:1", { tag: "@desktop-only" }, async ({
    page,
    context,
    baseURL,
  }) => {
    await useHighContrast(context, baseURL!);
    await page.goto("/en");
    await expect(page.locator("html")).toHaveAttribute("data-contrast", "high");
    await expectAccessible(page, { highContrast: true });
  });

  test("the high-contrast toggle switches the theme and is remembered", async ({ page, isPhone }) => {
    await page.goto("/en/aboutUs");
    // On a phone the switch sits in the menu panel.
    await openNavigation(page, isPhone);
    const testId = isPhone ? "contrast-toggle-menu" : "contrast-toggle";
    const toggle = page.getByTestId(testId);
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await toggle.click();
    await expect(page.locator("html")).toHaveAttribute("data-contrast", "high");
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-contrast", "high");
    await expect(page.getByTestId(testId)).toHaveAttribute("aria-pressed", "true");
    await expectAccessible(page, { highContrast: true });
  });

  test("a CMS page shows its content from the database", { tag: "@desktop-only" }, async ({ page }) => {
    await page.goto("/en/imprint");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Imprint|Legal/i);
    await expect(page.locator(".prose")).toContainText("HRB 123456");
    await expectAccessible(page);
  });

  test("the blog lists posts and opens one", { tag: "@desktop-only" }, async ({ page }) => {
    await page.goto("/en/blog");
    const first = page.getByTestId("post-list").getByRole("link").first();
    const title = (await first.textContent())?.trim() ?? "";
    await expectAccessible(page);
    await first.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.locator("link[rel=canonical]")).toHaveAttribute("href", /\/en\/blog\//);
    await expectAccessible(page);
  });

  test("locations: from the list to a location with opening hours", { tag: "@desktop-only" }, async ({
    page,
  }) => {
    await page.goto("/standorte");
    await expect(page.getByTestId("location-list").getByRole("article")).toHaveCount(3);
    await expectAccessible(page);
    await page.getByRole("link", { name: "Autohaus Brandt Hamburg" }).click();
    await expect(page).toHaveURL(/\/standorte\/\d+-hamburg-rothenburgsort$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Autohaus Brandt Hamburg");
    await expect(page.getByRole("table")).toContainText("08:30–18:30");
    await expectAccessible(page);
  });

  test("the language switch keeps the page and replaces the prefix", { tag: "@desktop-only" }, async ({
    page,
  }) => {
    await page.goto("/de/aboutUs");
    const menu = page.getByTestId("language-menu");
    await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    await page.getByRole("link", { name: "Polski" }).click();
    await expect(page).toHaveURL(/\/pl\/aboutUs$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "pl");
    await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    await page.getByRole("link", { name: "Türkçe" }).click();
    await expect(page).toHaveURL(/\/tr\/aboutUs$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "tr");
    await expectAccessible(page);
  });

  test("an unknown address shows the not-found page with status 404", { tag: "@desktop-only" }, async ({
    page,
  }) => {
    const res = await page.goto("/en/this-page-does-not-exist");
    expect(res?.status()).toBe(404);
    await expect(page.getByTestId("not-found").getByRole("heading", { level: 1 })).toHaveText(
      "Page not found",
    );
    await expect(page.getByRole("link", { name: "Go to the home page" })).toBeVisible();
    await expectAccessible(page);
  });

  test("the privacy policy opens in a dialog from the contact form", async ({ page }) => {
    await page.goto("/en/contact");
    await page.getByTestId("open-privacypolicy").click();
    const dialog = page.getByTestId("dialog-privacypolicy");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading", { level: 2 }).first()).not.toHaveText("Privacy policy…");
    await expect(dialog.locator(".prose")).toContainText(/GDPR|Art\. 6/);
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Close" }).last().click();
    await expect(dialog).toBeHidden();
  });

  test("a visitor sends the contact form and sees the confirmation", { tag: "@desktop-only" }, async ({
    page,
  }) => {
    await page.goto("/en/contact");
    await page.getByLabel("Name").fill("Maria Schulz");
    await page.getByLabel("E-mail").fill("maria@example.com");
    await page.getByLabel("Subject").selectOption("service");
    await page.getByLabel("Your message").fill("Could I book an inspection for next week?");
    await page.getByLabel(/I agree/).check();
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByTestId("contact-sent")).toContainText("Thank you");
    await expect(page).toHaveURL(/sent=1/);
  });

  test("the main navigation works on every viewport", async ({ page, isPhone }) => {
    await page.goto("/en");
    await openNavigation(page, isPhone);
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    await expect(nav).toBeVisible();
    await nav.getByRole("link", { name: "Locations" }).click();
    await expect(page).toHaveURL(/\/en\/locations$/);
    if (isPhone) await expect(nav).toBeHidden();
  });

  test("the new-cars dropdown opens and lists brands", async ({ page, isPhone }) => {
    await page.goto("/en");
    await openNavigation(page, isPhone);
    const trigger = page.getByRole("button", { name: "Show more about New cars" });
    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    const panel = page.locator(`#${await trigger.getAttribute("aria-controls")}`);
    await panel.getByRole("link", { name: "BMW" }).click();
    await expect(page).toHaveURL(/\/en\/bmw-models$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("BMW models");
  });

  // Three page kinds on the phone too (home, a location, a form); the others are checked on the desktop.
  const onPhoneToo = new Set(["/de", "/de/standorte/1-berlin-charlottenburg", "/en/contact"]);
  for (const path of [
    "/de",
    "/en/imprint",
    "/pl/blog",
    "/tr/locations",
    "/de/standorte/1-berlin-charlottenburg",
    "/en/contact",
    "/en/no-such-page",
  ]) {
    test(`${path} has no serious accessibility problem and 7:1 contrast in high-contrast mode`, {
      tag: onPhoneToo.has(path) ? [] : ["@desktop-only"],
    }, async ({ page, context, baseURL }) => {
      await useHighContrast(context, baseURL!);
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("data-contrast", "high");
      await expectAccessible(page, { highContrast: true });
      // Nothing is wider than the viewport.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
