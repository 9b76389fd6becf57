/**
 * Saved job views (decision 0031 addendum) in the browser: a manager saves a filtered view of
 * the job list, shares it with the demo team "Verkauf Berlin" in the share dialog (axe), and the sales
 * employee, a member of the team, finds it in their list of views and opens it with the same filters.
 * The manager deletes it again at the end.
 */
import { expect, expectAccessible, test } from "./fixtures";
import { logIn } from "./fixtures-auth";

const TEAM = "Verkauf Berlin";

test.describe.configure({ mode: "serial" });

test(
  "a manager's saved view shared with a team opens with its filters for a member",
  { tag: "@desktop-only" },
  async ({ page, browser }, testInfo) => {
    test.setTimeout(90_000);
    const name = `Hot leads ${testInfo.project.name} ${Date.now()}`;
    await logIn(page, "manager");
    await page.goto("/en/account/jobs?priority=3&sort=mdate_desc");
    const views = page.getByTestId("saved-views");
    await views.locator("summary").first().click();
    await views.getByTestId("view-name").fill(name);
    await views.getByTestId("view-save").click();
    await expect(page.getByTestId("views-flash")).toHaveText("View saved.");
    const item = page.getByTestId("view-item").filter({ hasText: name });
    await expect(item.getByTestId("view-link")).toHaveAttribute(
      "href",
      "/en/account/jobs?priority=3&sort=mdate_desc",
    );

    await item.getByTestId("view-share-open").click();
    const dialog = item.getByTestId("view-share-dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("tab", { name: "Settings" })).toBeVisible();
    await dialog.getByRole("combobox", { name: "Add a team" }).fill("Verk");
    await dialog.getByTestId("share-option").filter({ hasText: TEAM }).click();
    await expect(dialog.getByTestId("share-message")).toHaveText("Share settings updated.");
    await expect(dialog.getByTestId("share-list-teams")).toContainText(TEAM);
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath("saved-view-share.png") });
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    const salesContext = await browser.newContext({
      baseURL: new URL(page.url()).origin,
      viewport: page.viewportSize(),
    });
    const sales = await salesContext.newPage();
    await logIn(sales, "sales");
    await sales.goto("/en/account/jobs");
    const theirs = sales.getByTestId("view-item").filter({ hasText: name });
    await sales.getByTestId("saved-views").locator("summary").first().click();
    await expect(theirs).toContainText("shared by");
    // A member may open it but not rename, delete or share it.
    await expect(theirs.getByTestId("view-delete")).toHaveCount(0);
    await expect(theirs.getByTestId("view-share-open")).toHaveCount(0);
    await theirs.getByTestId("view-link").click();
    await expect(sales).toHaveURL(/\/en\/account\/jobs\?priority=3&sort=mdate_desc$/);
    // The filter bar shows the view's filter; the list is the one the same URL gives.
    await expect(sales.getByTestId("jobs-screen")).toBeVisible();
    await sales.screenshot({ path: testInfo.outputPath("saved-view-member.png") });
    await salesContext.close();

    // The owner deletes it; its shares go with it.
    await page.getByTestId("view-item").filter({ hasText: name }).getByTestId("view-delete").click();
    await expect(page.getByTestId("views-flash")).toHaveText("View deleted.");
    await expect(page.getByTestId("view-item").filter({ hasText: name })).toHaveCount(0);
  },
);
