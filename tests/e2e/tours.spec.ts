/**
 * Guided tours in the browser: an admin opens the job-list tour in the tour editor (settings ->
 * guided tours), sees a refused save keep nothing, drags a step to a new place with the keyboard, saves
 * and sees `tour_saved`; a sales employee gets the tour by itself once on the job list, starts it again
 * from the user menu and steps through it, and the editor's statistics count it. Axe on the editor; on
 * a phone the editor fits the screen.
 */
import type { Page } from "@playwright/test";
import { DEMO_PASSWORD } from "../../seed/content/accounts";
import { DEMO_TOURS } from "../../seed/content/tours";
import { docsScreenshot, expect, expectAccessible, keyboardDragReady, test } from "./fixtures";

const ADMIN = "admin@autohaus-brandt.example";
const SALES = "sales@autohaus-brandt.example";
const JOB_LIST = DEMO_TOURS[0]!;

async function logIn(page: Page, email: string) {
  await page.goto("/en/login");
  const form = page.getByTestId("login-form");
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/en\/account$/);
}

/** Undo the suite-wide "no automatic tours" switch (fixtures.ts) for this page. */
async function allowAutostart(page: Page) {
  await page.addInitScript(() => window.localStorage.removeItem("autohaus:tours-autostart"));
}

test.describe.configure({ mode: "serial" });

test.describe("guided tours", () => {
  test("an admin reorders the job-list tour's steps and saves it", { tag: "@desktop-only" }, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await logIn(page, ADMIN);
    await page.goto("/en/account/settings");
    await page.getByTestId("settings-tours-link").click();
    await expect(page).toHaveURL(/\/en\/account\/settings\/tours$/);
    await page.getByRole("link", { name: "Edit tour Job list" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit tour: Job list");
    await expectAccessible(page);

    await page.getByRole("tab", { name: /Steps/ }).click();
    const rows = page.getByTestId("tour-step-row");
    await expect(rows).toHaveCount(JOB_LIST.steps.length);
    await expect(rows.nth(0).getByTestId("tour-step-selector")).toHaveValue(JOB_LIST.steps[0]!.selector);
    await expectAccessible(page);

    // An empty selector is refused on submit, the message next to the field, and nothing is saved.
    await rows.nth(0).getByTestId("tour-step-selector").fill("");
    await page.getByTestId("tour-save").click();
    await expect(page.getByTestId("tour-message")).toHaveText("Please enter the element's CSS selector.");
    await expect(rows.nth(0)).toContainText("Please enter the element's CSS selector.");
    await page.reload();
    await page.getByRole("tab", { name: /Steps/ }).click();
    await expect(rows.nth(0).getByTestId("tour-step-selector")).toHaveValue(JOB_LIST.steps[0]!.selector);

    // Keyboard drag and drop: step 1 picked up by its handle, moved down over step 2, dropped there.
    const handle = page.getByRole("button", { name: "Move step 1", exact: true });
    await handle.focus();
    await page.keyboard.press("Space");
    const live = page.locator('[id^="DndLiveRegion"]');
    await expect(live).toContainText("Picked up step 1.");
    await keyboardDragReady(page);
    await page.keyboard.press("ArrowDown");
    await expect(live).toContainText("Step 1 is over step 2.");
    await page.keyboard.press("Space");
    await expect(rows.nth(0).getByTestId("tour-step-selector")).toHaveValue(JOB_LIST.steps[1]!.selector);
    await expect(rows.nth(1).getByTestId("tour-step-selector")).toHaveValue(JOB_LIST.steps[0]!.selector);

    // A new step, added and filled in, then saved with the new order.
    await page.getByTestId("tour-add-step").click();
    await expect(rows).toHaveCount(JOB_LIST.steps.length + 1);
    const added = rows.nth(JOB_LIST.steps.length);
    await added.getByTestId("tour-step-selector").fill('[data-tour="job-list-title"] h1');
    await added.getByTestId("tour-step-content-en").fill("The list's title.");
    await added.getByTestId("tour-step-content-de").fill("Der Titel der Liste.");
    await page.getByTestId("tour-save").click();
    await expect(page.getByTestId("tour-message")).toHaveText("The tour has been saved.");

    await page.reload();
    await page.getByRole("tab", { name: /Steps/ }).click();
    await expect(rows).toHaveCount(JOB_LIST.steps.length + 1);
    await expect(rows.nth(0).getByTestId("tour-step-selector")).toHaveValue(JOB_LIST.steps[1]!.selector);
    await expect(rows.nth(1).getByTestId("tour-step-selector")).toHaveValue(JOB_LIST.steps[0]!.selector);

    // The extra step removed again, the first two back in their place (the next test runs the tour).
    await rows.nth(JOB_LIST.steps.length).getByTestId("tour-step-remove").click();
    await page.getByRole("button", { name: "Move step 2", exact: true }).focus();
    await page.keyboard.press("Space");
    await expect(live).toContainText("Picked up step 2.");
    await keyboardDragReady(page);
    await page.keyboard.press("ArrowUp");
    await expect(live).toContainText("Step 2 is over step 1.");
    await page.keyboard.press("Space");
    await page.getByTestId("tour-save").click();
    await expect(page.getByTestId("tour-message")).toHaveText("The tour has been saved.");
    await expect(rows.nth(0).getByTestId("tour-step-selector")).toHaveValue(JOB_LIST.steps[0]!.selector);
  });

  test("a sales employee gets the job-list tour once, restarts it from the menu and steps through", {
    tag: "@desktop-only",
  }, async ({ page }) => {
    test.setTimeout(90_000);
    await allowAutostart(page);
    await logIn(page, SALES);
    await page.goto("/en/account/jobs");
    const popover = page.locator(".driver-popover");
    // It starts by itself, pointing at the list's title; closed on the first step.
    await expect(popover).toBeVisible({ timeout: 10_000 });
    await expect(popover.locator(".driver-popover-description")).toHaveText(JOB_LIST.steps[0]!.content.en!);
    await expect(page.locator('[data-tour="job-list-title"]')).toHaveClass(/driver-active-element/);
    await page.keyboard.press("Escape");
    await expect(popover).toBeHidden();

    // Not again by itself.
    await page.reload();
    await page.waitForTimeout(1500);
    await expect(popover).toBeHidden();

    // Started again from the user menu, stepped through to the end.
    await page.getByTestId("user-menu").click();
    await page.getByTestId("tour-help").getByRole("button", { name: "Start tour: Job list" }).click();
    await expect(popover).toBeVisible();
    for (const [i, step] of JOB_LIST.steps.entries()) {
      await expect(popover.locator(".driver-popover-description")).toHaveText(step.content.en!);
      await expect(popover.locator(".driver-popover-progress-text")).toHaveText(
        `${i + 1} of ${JOB_LIST.steps.length}`,
      );
      await expect(page.locator(step.selector)).toHaveClass(/driver-active-element/);
      await popover.locator(".driver-popover-next-btn").click();
    }
    await expect(popover).toBeHidden();

    // The job page has its own tour; each of its selectors finds its element there.
    await page.getByTestId("job-link").first().click();
    await expect(page.getByTestId("job-screen")).toBeVisible();
    for (const step of DEMO_TOURS[1]!.steps) {
      await expect(page.locator(step.selector), step.selector).toHaveCount(1);
    }
    await expect(popover.locator(".driver-popover-description")).toHaveText(
      DEMO_TOURS[1]!.steps[0]!.content.en!,
    );
    await page.keyboard.press("Escape");
    await expect(popover).toBeHidden();

    // What the editor's statistics show for the tour, read as the admin would.
    await page.context().clearCookies();
    await logIn(page, ADMIN);
    await page.goto(`/en/account/settings/tours/${JOB_LIST.id}`);
    await page.getByRole("tab", { name: /Steps/ }).click();
    const stats = page.getByTestId("tour-statistics").locator("tbody tr");
    await expect(stats).toHaveCount(JOB_LIST.steps.length);
    // Step 1: shown twice (automatic start, then from the menu), completed once, closed once.
    await expect(stats.nth(0).locator("td")).toHaveText(["2", "1", "1"]);
    await expect(stats.nth(3).locator("td")).toHaveText(["1", "1", "0"]);
    await expectAccessible(page);
    await page.screenshot({ path: "test-results/tour-editor-statistics.png", fullPage: true });
  });

  test("an admin picks a step's element on the screen itself and shares the tour (issue 36)", {
    tag: "@desktop-only",
  }, async ({ page }) => {
    test.setTimeout(90_000);
    const kind = "desktop";
    await logIn(page, ADMIN);
    await page.goto("/en/account/settings/tours/new");
    // A tour not yet saved has nothing to share.
    await expect(page.getByText("Save the tour before sharing it.")).toBeVisible();
    await page.getByLabel("Name").fill(`Picked on screen (${kind})`);
    await page.getByLabel("Screen the tour runs on").selectOption("clients");
    await page.getByRole("checkbox", { name: "Administrators" }).check();
    await page.getByRole("tab", { name: /Steps/ }).click();
    await page.getByTestId("tour-add-step").click();
    const row = page.getByTestId("tour-step-row").first();
    await row.getByTestId("tour-step-content-de").fill("Die Überschrift der Kundenliste.");

    // "Pick on screen" opens the step's screen in a window in picking mode.
    const [picker] = await Promise.all([
      page.waitForEvent("popup"),
      row.getByRole("button", { name: "Pick on screen: the element of step 1" }).click(),
    ]);
    await expect(picker).toHaveURL(/\/en\/account\/clients\?tourPick=/);
    await expect(picker.getByTestId("tour-picker")).toBeVisible();
    await expect(picker.getByTestId("tour-picker")).toContainText("pick the element for step 1");
    const heading = picker.getByTestId("clients-screen").getByRole("heading", { level: 1 });
    await heading.hover();
    await expect(picker.getByTestId("tour-picker-outline")).toBeVisible();
    await docsScreenshot(picker, { path: `docs/screenshots/tour-picker-${kind}.png` });
    // A click picks (it follows nothing): the window closes and the selector is in the step's field.
    // The click closes its own window: Playwright may then report the page closed before the click's
    // own wait ends, which is the outcome this step wants.
    await Promise.all([
      picker.waitForEvent("close"),
      heading.click().catch((error: unknown) => {
        if (!picker.isClosed()) throw error;
      }),
    ]);
    const selector = row.getByTestId("tour-step-selector");
    await expect(selector).toHaveValue('[data-testid="clients-screen"] h1');
    await expect(page.getByTestId("tour-message")).toHaveText(
      "Step 1: the element's selector was filled in. Save the tour to keep it.",
    );
    await page.getByTestId("tour-save").click();
    await expect(page.getByTestId("tour-message")).toHaveText("The tour has been saved.");
    await expect(page).toHaveURL(/\/en\/account\/settings\/tours\/[0-9a-f-]{36}$/);

    // The picked selector finds exactly the heading on the clients screen.
    const saved = await selector.inputValue();
    const tourUrl = page.url();
    await page.goto("/en/account/clients");
    await expect(page.locator(saved)).toHaveCount(1);
    await expect(page.locator(saved)).toHaveText("Clients");

    // The editor has the share button of workflows, saved views and clients.
    await page.goto(tourUrl);
    await page.getByTestId("tour-share-open").click();
    const dialog = page.getByTestId("tour-share-dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading")).toHaveText(`Share “Picked on screen (${kind})”`);
    await dialog.getByRole("tab", { name: /Users/ }).click();
    // (The sales employee: the clients screen is not theirs, so the tour stays out of other tests' way.)
    await dialog.getByRole("combobox", { name: "Add a user" }).fill("Selin");
    await dialog.getByTestId("share-option").filter({ hasText: "Selin Yılmaz" }).click();
    await expect(dialog.getByTestId("share-message")).toHaveText("Share settings updated.");
    await expect(dialog.getByTestId("share-list-users")).toContainText("Selin Yılmaz");
    await expectAccessible(page);
    await docsScreenshot(page, { path: `docs/screenshots/tour-share-${kind}.png` });
  });

  test("an edited tour starts again by itself for the manager it targets, without a reload (issue 36)", {
    tag: "@desktop-only",
  }, async ({ page, browser }) => {
    test.setTimeout(90_000);
    await logIn(page, ADMIN);
    // A tour of the clients screen for managers (all-jobs users), made through the API as the editor does.
    const id = crypto.randomUUID();
    const name = `Managers' clients ${id.slice(0, 8)}`;
    const body = (en: string) => ({
      name,
      type: "clients",
      targetGroups: ["allJobs"],
      position: 0,
      steps: [{ selector: '[data-testid="clients-screen"] h1', content: { de: `${en} (de)`, en } }],
    });
    const put = await page.request.put(`/api/tours/${id}.json`, {
      data: body("Your team's clients, all of them."),
      headers: { origin: new URL(page.url()).origin },
    });
    expect(put.status()).toBe(200);

    const context = await browser.newContext();
    const manager = await context.newPage();
    await allowAutostart(manager);
    await logIn(manager, "manager@autohaus-brandt.example");
    const popover = manager.locator(".driver-popover");
    const description = popover.locator(".driver-popover-description");
    const close = async () => {
      await Promise.all([
        manager.waitForResponse((r) => r.url().includes(`/api/tours/${id}/events.json`) && r.ok()),
        manager.keyboard.press("Escape"),
      ]);
      await expect(popover).toBeHidden();
    };
    await manager.goto("/en/account/clients");
    await expect(description).toHaveText("Your team's clients, all of them.", { timeout: 10_000 });
    await close();

    // The admin edits the tour's text in the editor.
    await page.goto(`/en/account/settings/tours/${id}`);
    await page.getByRole("tab", { name: /Steps/ }).click();
    await page.getByTestId("tour-step-content-en").first().fill("Edited: every client of the dealer.");
    await page.getByTestId("tour-save").click();
    await expect(page.getByTestId("tour-message")).toHaveText("The tour has been saved.");

    // The manager, still in the same page, goes to the dashboard and back to the clients through the
    // sidebar: the edited tour starts by itself with its new text.
    await manager.getByTestId("nav-dashboard").click();
    await expect(manager).toHaveURL(/\/en\/account$/);
    await manager.getByTestId("nav-clients").click();
    await expect(manager).toHaveURL(/\/en\/account\/clients$/);
    await expect(description).toHaveText("Edited: every client of the dealer.", { timeout: 10_000 });
    await close();
    // Seen now: not again by itself.
    await manager.reload();
    await manager.waitForTimeout(1500);
    await expect(popover.filter({ hasText: name })).toHaveCount(0);
    await context.close();
  });

  test("the tour editor fits a phone", async ({ page, isPhone }) => {
    test.skip(!isPhone, "phone layout only");
    await logIn(page, ADMIN);
    await page.goto(`/en/account/settings/tours/${JOB_LIST.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit tour: Job list");
    await page.getByRole("tab", { name: /Steps/ }).click();
    await expect(page.getByTestId("tour-step-row").first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    await expectAccessible(page);
    await page.screenshot({ path: "test-results/tour-editor-phone.png", fullPage: true });
  });
});
