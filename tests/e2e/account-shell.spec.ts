import { expect, expectAccessible, test, useHighContrast } from "./fixtures";
import { logIn } from "./fixtures-auth";

const widthOf = async (page: import("@playwright/test").Page) =>
  (await page.getByTestId("account-sidebar").boundingBox())?.width ?? 0;

test.describe("the account area's employee shell", () => {
  test("an admin sees the sidebar groups, collapses it and it stays collapsed after a reload", {
    tag: "@desktop-only",
  }, async ({ page }) => {
    await logIn(page, "admin");
    const sidebar = page.getByRole("navigation", { name: "Back office" });
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
    for (const name of ["Workflows", "Database", "Website"]) {
      await expect(sidebar.getByRole("list", { name })).toBeVisible();
    }
    await expect(sidebar.getByRole("list", { name: "Workflows" }).getByRole("link")).toHaveText([
      "All jobs",
      "Statistics",
      "Hot Leads",
      // The demo dealer has the communication center.
      "Communication centre",
    ]);
    await expect(sidebar.getByRole("list", { name: "Database" }).getByRole("link")).toHaveText([
      "Cars",
      "Car overview",
      "Clients",
      "Items",
      "Orders",
    ]);
    await expect(sidebar.getByRole("link", { name: "Profile" })).toHaveAttribute(
      "href",
      "/en/account/settings/profile",
    );
    expect(await widthOf(page)).toBe(300);

    const toggle = page.getByRole("button", { name: "Collapse sidebar" });
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await toggle.click();
    await expect(page.getByRole("button", { name: "Expand sidebar" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    await expect.poll(() => widthOf(page)).toBe(72);
    // Icons only, but every link keeps its name and gets a tooltip.
    await expect(sidebar.getByRole("link", { name: "Clients" })).toHaveAttribute("title", "Clients");

    // The server renders the remembered state, so there is no flash of the wide sidebar.
    const html = await (await page.request.get("/en/account")).text();
    expect(html).toMatch(/<nav id="account-sidebar"[^>]*data-collapsed="true"/);

    await page.reload();
    await expect(page.getByRole("button", { name: "Expand sidebar" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    expect(await widthOf(page)).toBe(72);

    await sidebar.getByRole("link", { name: "Clients" }).click();
    await expect(page).toHaveURL(/\/en\/account\/clients$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Clients");
    await expect(sidebar.getByRole("link", { name: "Clients" })).toHaveAttribute("aria-current", "page");
    expect(await widthOf(page)).toBe(72);
  });

  test("where the top menu takes two rows, the sidebar starts below it while the page scrolls", {
    tag: "@desktop-only",
  }, async ({ page }) => {
    // German at 1,024 px: the menu's links wrap onto a second row, so the menu is taller than 4rem.
    await page.setViewportSize({ width: 1024, height: 700 });
    await logIn(page, "admin", "de");
    const header = page.locator("header").first();
    const headerHeight = (await header.boundingBox())?.height ?? 0;
    expect(headerHeight).toBeGreaterThan(80);
    // A little way down, well before the footer (where the sidebar leaves with the page's end).
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    // The sidebar's toggle (its first row) is below the menu, not under it.
    const bottom = async () =>
      ((await header.boundingBox())?.y ?? 0) + ((await header.boundingBox())?.height ?? 0);
    await expect
      .poll(async () => ((await page.getByTestId("sidebar-toggle").boundingBox())?.y ?? 0) - (await bottom()))
      .toBeGreaterThanOrEqual(0);
  });

  test("a sales employee sees their lead inbox and statistics instead of all jobs and no database section", {
    tag: "@desktop-only",
  }, async ({ page }) => {
    await logIn(page, "sales");
    const sidebar = page.getByRole("navigation", { name: "Back office" });
    await expect(sidebar.getByRole("list", { name: "Workflows" }).getByRole("link")).toHaveText([
      /^My jobs and new leads/,
      "Statistics",
      "Hot Leads",
      "Communication centre",
    ]);
    await expect(sidebar.getByRole("list", { name: "Database" })).toHaveCount(0);
    await expect(sidebar.getByRole("list", { name: "Website" }).getByRole("link")).toHaveText(["Settings"]);
    const cards = page.getByTestId("employee-dashboard");
    await expect(cards.getByTestId("card-jobsStatistics")).toHaveAttribute(
      "href",
      "/en/account/jobs/statistics",
    );
    await expect(cards.getByTestId("card-clients")).toHaveCount(0);

    // The server refuses the database section; the sidebar stays to go on from there.
    const res = await page.goto("/en/account/cars");
    expect(res?.status()).toBe(403);
    await expect(page.getByTestId("not-found")).toBeVisible();
    await expect(page.getByTestId("account-sidebar")).toHaveCount(1);
  });

  test("on a phone the sidebar is a drawer that closes on Escape, backdrop and a followed link", async ({
    page,
    isPhone,
  }) => {
    test.skip(!isPhone, "a drawer only below the large breakpoint");
    await logIn(page, "admin");
    const sidebar = page.getByTestId("account-sidebar");
    const menu = page.getByRole("button", { name: "Account menu", exact: true });
    await expect(sidebar).toBeHidden();
    await expect(menu).toHaveAttribute("aria-expanded", "false");

    await menu.click();
    await expect(sidebar).toBeVisible();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("button", { name: "Close account menu" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(sidebar).toBeHidden();
    await expect(menu).toBeFocused();

    await menu.click();
    await expect(sidebar).toBeVisible();
    await page.getByTestId("sidebar-backdrop").click({ position: { x: 340, y: 400 } });
    await expect(sidebar).toBeHidden();

    await menu.click();
    await expect(sidebar).toBeVisible();
    await sidebar.getByRole("link", { name: "Hot Leads" }).click();
    await expect(page).toHaveURL(/\/en\/account\/jobs\/lls$/);
    await expect(sidebar).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hot Leads");
    await expect(menu).toHaveAttribute("aria-expanded", "false");
  });

  test("the employee dashboard is accessible, also in high contrast", async ({ page, context, baseURL }) => {
    await logIn(page, "admin");
    const dashboard = page.getByTestId("employee-dashboard");
    await expect(dashboard.getByRole("heading", { level: 1 })).toHaveText("Hello, Anna");
    await expect(dashboard.getByTestId("dashboard-numbers")).toBeVisible();
    await expect(dashboard.getByTestId("card-carsOverview")).toHaveAttribute(
      "href",
      "/en/account/cars/overview",
    );
    await expect(page).toHaveTitle(/^Dashboard \|/);
    await expectAccessible(page);

    await useHighContrast(context, baseURL!);
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-contrast", "high");
    await expectAccessible(page, { highContrast: true });
  });

  test("a customer gets the customer dashboard, never the sidebar nor employee screens", {
    tag: "@desktop-only",
  }, async ({ page }) => {
    await logIn(page, "customer");
    const dashboard = page.getByTestId("customer-dashboard");
    await expect(dashboard.getByRole("heading", { level: 1 })).toHaveText("Hello, Katarzyna");
    await expect(page.getByTestId("account-sidebar")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Account menu", exact: true })).toHaveCount(0);
    await expect(page.locator('a[href*="/account/jobs"], a[href*="/account/cms"]')).toHaveCount(0);
    const tabs = page.getByRole("navigation", { name: "My account" });
    await expect(tabs.getByRole("link")).toHaveText(["Dashboard", "Profile", "Orders"]);
    await expect(dashboard.getByTestId("card-favorites")).toHaveAttribute("href", "/en/favorites");
    await expect(dashboard.getByTestId("card-tradeIn")).toHaveAttribute("href", "/en/buyback");
    await expectAccessible(page);

    const res = await page.goto("/en/account/jobs");
    expect(res?.status()).toBe(403);
    await expect(page.getByTestId("account-sidebar")).toHaveCount(0);
  });
});
