/**
 * The job list's filter popovers in the browser: every filter whose options the server searches loads
 * them (or says plainly that there are none), typing into a picker's search keeps every keystroke and
 * narrows the options, and picking a location and a brand narrows the list.
 */
import type { Locator, Page } from "@playwright/test";
import { docsScreenshot, expect, test } from "./fixtures";
import { logIn } from "./fixtures-auth";

/** The filters of the job list whose options come from the server (an autocomplete picker each). */
const SERVER_FILTERS = [
  "assignee",
  "owner",
  "brand",
  "model",
  "location",
  "ownerLocation.city",
  "whiteLabelProject",
  "source",
  "tags",
  "leadTags",
  "labels",
] as const;
/** Filters with a short fixed list the page already has (checkboxes). */
const FIXED_FILTERS = [
  "workflow",
  "systemType",
  "viewType",
  "isActive",
  "priority",
  "cdate",
  "mdate",
  "language",
  "isStarred",
  "docType",
  "docDirection",
  "currency",
  "hasErrors",
] as const;

const LOADED = /^(?:\d+ options?|No matches\.)$/;

async function openFilter(page: Page, key: string) {
  const add = page.getByTestId("filter-add");
  if ((await add.getAttribute("aria-expanded")) !== "true") await add.click();
  await page.locator(`button[data-field="${key}"]`).click();
}

/** The open picker's status line once its first answer is in: a count or "no matches", never the error. */
async function pickerLoaded(picker: Locator) {
  const status = picker.getByRole("status");
  await expect(status).toHaveText(LOADED);
  await expect(status).not.toHaveText(/could not be loaded/);
  return status;
}

/** Runs `steps` with the page's CPU slowed down fourfold (Chromium's DevTools protocol). */
async function slowCpu(page: Page, steps: () => Promise<void>) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  try {
    await steps();
  } finally {
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    await cdp.detach();
  }
}

const rowsOf = (page: Page) => page.getByRole("table").locator("tbody tr");

/** The list's number of matches ("123 jobs"). */
async function totalOf(page: Page): Promise<number> {
  const text = (await page.getByTestId("jobs-total").textContent()) ?? "";
  return Number(text.replace(/[^\d]/g, ""));
}

/** Ticks one option of a fixed filter by its label and waits for the URL to carry it. */
async function tick(page: Page, key: string, label: string | RegExp, url: RegExp) {
  await openFilter(page, key);
  // The box follows the URL (the list's state), so it is clicked, not `check()`ed.
  await page.getByRole("checkbox", { name: label }).click();
  await expect(page).toHaveURL(url);
  await page.keyboard.press("Escape");
}

test.describe("employees filter the job list", () => {
  test.beforeEach(async ({ page, isPhone }) => {
    // A common phone's width (390 px) rather than the narrowest one we design for.
    if (isPhone) await page.setViewportSize({ width: 390, height: 844 });
  });

  test("picks a location and a brand from the filter popovers and sees only those jobs", async ({ page }) => {
    await logIn(page, "manager");
    await page.goto("/en/account/jobs");
    await expect(page.getByTestId("jobs-screen")).toBeVisible();
    const before = await rowsOf(page).count();
    expect(before).toBeGreaterThan(1);

    await openFilter(page, "location");
    const picker = page.getByTestId("autocomplete-picker");
    const options = picker.getByRole("option");
    await pickerLoaded(picker);
    const allLocations = await options.count();
    expect(allLocations).toBeGreaterThan(1);
    const search = picker.getByRole("combobox");
    // Quick typing on a slow machine (a quarter of this one's speed): no keystroke may get lost.
    await slowCpu(page, async () => {
      await search.pressSequentially("Ham");
      await expect(search).toHaveValue("Ham");
    });
    await expect(options).toHaveCount(1);
    await expect(options.first()).toContainText("Hamburg");
    await options.first().click();
    await expect(page).toHaveURL(/[?&]location=\d+/);
    await expect(page.getByTestId("filter-bar")).toContainText("Hamburg");
    await page.keyboard.press("Escape");

    await openFilter(page, "brand");
    const brands = page.getByTestId("autocomplete-picker");
    await pickerLoaded(brands);
    const brandOption = brands.getByRole("option").first();
    const brand = (await brandOption.locator("span").nth(1).textContent())?.trim() ?? "";
    expect(brand).not.toBe("");
    await brandOption.click();
    await expect(page).toHaveURL(new RegExp(`[?&]brand=${encodeURIComponent(brand)}`));
    await page.keyboard.press("Escape");

    // Columns: selection, priority, client (the row header), workflow, vehicle, status, assignee with
    // location.
    const vehicles = page.getByRole("table").locator("tbody tr > :nth-child(5)");
    await expect
      .poll(async () => {
        const texts = await vehicles.allTextContents();
        return texts.length > 0 && texts.length < before && texts.every((t) => t.startsWith(brand));
      })
      .toBe(true);
    for (const cell of await page.getByRole("table").locator("tbody tr > :nth-child(7)").all())
      await expect(cell).toContainText("Hamburg");
  });

  test("the source filter names each source in the page's language, never the stored value", {
    tag: "@desktop-only",
  }, async ({ page }) => {
    await logIn(page, "manager");
    await page.goto("/de/account/jobs");
    await expect(page.getByTestId("jobs-screen")).toBeVisible();
    await openFilter(page, "source");
    const picker = page.getByTestId("autocomplete-picker");
    // A German page: "5 Einträge" once the answer is in.
    await expect(picker.getByRole("status")).toHaveText(/^\d+ Eintr(?:ag|äge)$/);
    const labels = (await picker.getByRole("option").locator("span:nth-child(2)").allTextContents()).map(
      (t) => t.trim(),
    );
    expect(labels.length).toBeGreaterThan(0);
    const german = ["Website", "Telefon", "Laufkundschaft", "E-Mail", "Partner", "Import", "Onlineshop"];
    for (const label of labels) expect([...german, "Vermietung", "Sonstige"]).toContain(label);
    await picker.getByRole("combobox").pressSequentially("webs");
    await expect(picker.getByRole("option")).toHaveCount(1);
    await picker.getByRole("option").first().click();
    await expect(page).toHaveURL(/[?&]source=website/);
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("filter-bar")).toContainText("Website");
  });

  test("every filter popover lists its options, never the loading error", { tag: "@desktop-only" }, async ({
    page,
  }) => {
    await logIn(page, "manager");
    await page.goto("/en/account/jobs");
    await expect(page.getByTestId("jobs-screen")).toBeVisible();
    for (const key of SERVER_FILTERS) {
      await openFilter(page, key);
      const picker = page.getByTestId("autocomplete-picker");
      const status = await pickerLoaded(picker);
      const text = (await status.textContent()) ?? "";
      if (text !== "No matches.") await expect(picker.getByRole("option").first()).toBeVisible();
      await page.keyboard.press("Escape");
    }
    // The company filter is for holding members and admins only.
    await page.getByTestId("filter-add").click();
    await expect(page.locator('button[data-field="company"]')).toHaveCount(0);
    await page.keyboard.press("Escape");
    for (const key of FIXED_FILTERS) {
      await openFilter(page, key);
      await expect(page.getByRole("checkbox").first()).toBeVisible();
      await page.keyboard.press("Escape");
    }
    // A workflow brings its statuses.
    await openFilter(page, "workflow");
    await page.getByRole("checkbox").first().click();
    await expect(page).toHaveURL(/[?&]workflow=\d+/);
    await page.keyboard.press("Escape");
    await openFilter(page, "status");
    await expect(page.getByRole("checkbox").first()).toBeVisible();
  });

  test("a holding member also filters by company", { tag: "@desktop-only" }, async ({ page }) => {
    await logIn(page, "holding");
    await page.goto("/en/account/jobs");
    await expect(page.getByTestId("jobs-screen")).toBeVisible();
    await openFilter(page, "company");
    const picker = page.getByTestId("autocomplete-picker");
    await pickerLoaded(picker);
    await expect(picker.getByRole("option").first()).toBeVisible();
  });

  test("language and age filters narrow the list; a workflow column tells the jobs apart", {
    tag: "@desktop-only",
  }, async ({ page }) => {
    await logIn(page, "manager");
    await page.goto("/en/account/jobs?visibility=showWon");
    await expect(page.getByTestId("jobs-screen")).toBeVisible();
    const all = await totalOf(page);
    expect(all).toBeGreaterThan(3);

    // Every row names its workflow and kind of request.
    await expect(page.getByRole("columnheader", { name: "Workflow" })).toBeVisible();
    const workflows = page.getByTestId("job-workflow");
    await expect(workflows.first()).toBeVisible();
    for (const text of await workflows.allTextContents()) expect(text.trim()).not.toBe("");

    await tick(page, "language", "German", /[?&]language=de/);
    await expect.poll(() => totalOf(page)).toBeLessThan(all);
    const german = await totalOf(page);
    expect(german).toBeGreaterThan(0);
    await expect(page.getByTestId("filter-bar")).toContainText("Language: German");

    await tick(page, "mdate", "in the last 7 days", /[?&]mdate=7/);
    await expect.poll(() => totalOf(page)).toBeLessThan(german);
    // One value at a time: ticking another age replaces it.
    await tick(page, "mdate", "in the last 3 days", /[?&]mdate=3(?:&|$)/);
    await expect(page).not.toHaveURL(/mdate=7/);
    await expect(page.getByTestId("filter-bar")).toContainText("Changed recently: in the last 3 days");

    await page.goto("/en/account/jobs");
    const open = await totalOf(page);
    await tick(page, "cdate", "in the last day", /[?&]cdate=1/);
    await expect.poll(() => totalOf(page)).toBeLessThan(open);
    await expect(page.getByTestId("filter-bar")).toContainText("Received recently: in the last day");

    // isActive is the job's state: the decided ones are the won and the lost ones.
    await page.goto("/en/account/jobs?isActive=false");
    const decided = await totalOf(page);
    await page.goto("/en/account/jobs?visibility=showLost");
    expect(decided).toBe(all + (await totalOf(page)));
  });

  test("a filter key jobs do not have is named as not applied, and the list stays whole", {
    tag: "@desktop-only",
  }, async ({ page }) => {
    await logIn(page, "manager");
    await page.goto("/en/account/jobs");
    const all = await totalOf(page);
    await page.goto("/en/account/jobs?isSystem=true&ai=1");
    const notice = page.getByTestId("filters-not-applied");
    await expect(notice).toContainText("Not applied: isSystem, ai");
    expect(await totalOf(page)).toBe(all);
    await notice.getByRole("link").click();
    await expect(page).not.toHaveURL(/isSystem|ai=/);
    await expect(notice).toHaveCount(0);
  });

  test("screenshot: the filter bar with every filter (holding member)", { tag: "@desktop-only" }, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 1400 });
    await logIn(page, "holding");
    await page.goto("/en/account/jobs?language=de&cdate=7&brand=Volkswagen");
    await expect(page.getByTestId("jobs-screen")).toBeVisible();
    await page.getByTestId("filter-add").click();
    const list = page.locator('button[data-field="company"]');
    await expect(list).toBeVisible();
    for (const key of [...FIXED_FILTERS, ...SERVER_FILTERS, "period", "company"])
      await expect(page.locator(`button[data-field="${key}"]`)).toHaveCount(1);
    // On screen the list scrolls inside the popover; the picture shows it whole.
    await page.addStyleTag({ content: '[data-testid="popover"] { max-height: none !important; }' });
    await docsScreenshot(page, { path: "docs/screenshots/job-filters.png", fullPage: true });
  });

  test("Hot Leads say how the request's value weighed them; statistics name each status's workflow", {
    tag: "@desktop-only",
  }, async ({ page }) => {
    // Two pages with charts and pictures: about 20 s on a busy machine.
    test.slow();
    await logIn(page, "manager");
    await page.goto("/en/account/jobs/lls");
    const lead = page.getByTestId("hot-lead").first();
    await expect(lead).toBeVisible();
    await expect(lead.locator('[data-factor="engagement"]')).toContainText(/counted at \d+ %/);
    await expect(lead.locator('[data-factor="vehicle_value"]')).toContainText("Value of the request");
    await page.screenshot({ path: "test-results/hot-leads-desktop.png" });

    await page.goto("/en/account/jobs/statistics");
    // One chart of statuses per workflow: each "New" under its workflow's name.
    for (const workflow of ["Vehicle sales", "Trade-in"]) {
      const chart = page.getByRole("figure", { name: `Jobs by status: ${workflow}`, exact: true });
      await expect(chart).toBeVisible();
      await expect(chart.getByRole("rowheader", { name: "New", exact: true })).toHaveCount(1);
    }
    await expect(page.getByRole("figure", { name: "Jobs by status", exact: true })).toHaveCount(0);
    await page
      .getByRole("figure", { name: "Jobs by status: Trade-in", exact: true })
      .screenshot({ path: "test-results/statistics-desktop.png" });
  });
});
