/**
 * The job list's filter popovers in the browser: every filter whose options the server searches loads
 * them (or says plainly that there are none), typing into a picker's search keeps every keystroke and
 * narrows the options, and picking a location and a brand narrows the list.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
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
const FIXED_FILTERS = ["workflow", "viewType", "priority", "isStarred"] as const;

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

    // Columns: selection, priority, client (the row header), vehicle, status, assignee with location.
    const vehicles = page.getByRole("table").locator("tbody tr > :nth-child(4)");
    await expect
      .poll(async () => {
        const texts = await vehicles.allTextContents();
        return texts.length > 0 && texts.length < before && texts.every((t) => t.startsWith(brand));
      })
      .toBe(true);
    for (const cell of await page.getByRole("table").locator("tbody tr > :nth-child(6)").all())
      await expect(cell).toContainText("Hamburg");
  });

  test("every filter popover lists its options, never the loading error", async ({ page }) => {
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

  test("a holding member also filters by company", async ({ page }) => {
    await logIn(page, "holding");
    await page.goto("/en/account/jobs");
    await expect(page.getByTestId("jobs-screen")).toBeVisible();
    await openFilter(page, "company");
    const picker = page.getByTestId("autocomplete-picker");
    await pickerLoaded(picker);
    await expect(picker.getByRole("option").first()).toBeVisible();
  });
});
