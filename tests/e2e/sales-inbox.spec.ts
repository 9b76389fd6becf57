/**
 * A salesperson may not see all jobs, but must find new leads nobody has taken: the sidebar's inbox
 * opens the job list with them and the salesperson's own jobs, with a counter; on a phone (390 px) the
 * sidebar is a drawer. The dashboard's first number opens the same list.
 */
import { docsScreenshot, expect, expectAccessible, test } from "./fixtures";
import { logIn } from "./fixtures-auth";

test.describe("the sales lead inbox", () => {
  test("a salesperson opens the inbox from the sidebar and finds a new unassigned lead", async ({
    page,
    browser,
    isPhone,
  }) => {
    if (isPhone) await page.setViewportSize({ width: 390, height: 844 });
    const who = `Ines Inbox${Date.now() % 1_000_000}${isPhone ? "p" : "d"}`;
    const visitor = await browser.newPage();
    await visitor.goto("/en/contact");
    await visitor.getByLabel("Name").fill(who);
    await visitor.getByLabel("E-mail").fill(`ines.${Date.now()}.${isPhone ? "p" : "d"}@example.com`);
    await visitor.getByLabel("Subject").selectOption("general");
    await visitor.getByLabel("Your message").fill("Is the blue Golf still available?");
    await visitor.getByLabel(/I agree/).check();
    await visitor.getByRole("button", { name: "Send message" }).click();
    await expect(visitor.getByTestId("contact-sent")).toBeVisible();
    await visitor.close();

    await logIn(page, "sales");
    // The dashboard's first number is the inbox too.
    await expect(page.getByTestId("dashboard-number-inbox")).toHaveAttribute("href", "/en/account/jobs");
    await expect(page.getByTestId("dashboard-number-inbox").locator("strong")).toHaveText(
      /^([1-9]\d*|999\+)$/,
    );

    if (isPhone) await page.getByRole("button", { name: "Account menu", exact: true }).click();
    const sidebar = page.getByRole("navigation", { name: "Back office" });
    const workflows = sidebar.getByRole("list", { name: "Workflows" });
    await expect(workflows.getByRole("link")).toHaveText([
      /^My jobs and new leads/,
      "Statistics",
      "Hot Leads",
      "Communication centre",
    ]);
    const inbox = workflows.getByRole("link", { name: /My jobs and new leads/ });
    await expect(inbox).toHaveAttribute("href", "/en/account/jobs");
    const counter = inbox.getByTestId("nav-counter");
    await expect(counter.locator("[aria-hidden]")).toHaveText(/^([1-9]\d*|999\+)$/);
    await expect(counter).toContainText("New and your open jobs:");
    await expect(inbox).toBeInViewport();

    if (!isPhone) {
      // The page's view of the fixed sidebar (an element screenshot scrolls and resizes it).
      const box = await sidebar.boundingBox();
      if (box) await docsScreenshot(page, { path: "docs/screenshots/sales-sidebar.png", clip: box });
    } else {
      await docsScreenshot(page, { path: "docs/screenshots/sales-sidebar-phone.png" });
    }

    await inbox.click();
    await expect(page).toHaveURL(/\/en\/account\/jobs$/);
    // On a phone a followed link closes the drawer.
    if (isPhone) await expect(inbox).not.toBeInViewport();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("My jobs and new leads");
    // The closed drawer is out of the accessibility tree: the link is found by its test id there.
    await expect(page.getByTestId("nav-inbox")).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("job-link").filter({ hasText: who })).toHaveCount(1);
    await expectAccessible(page);
  });
});
