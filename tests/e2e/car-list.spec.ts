import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** Opens the phone's filter panel (on a desktop the filters are always shown). */
async function openFilters(page: Page, isPhone: boolean) {
  const panel = page.getByTestId("filter-panel");
  if (isPhone) await panel.locator("summary").click();
  return panel;
}

const carLinks = (page: Page) =>
  page
    .getByTestId("car-card")
    .locator("h2 a")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")));

test.describe("a buyer narrows the used-car list", () => {
  test("the search box's own example and the names buyers use find cars", { tag: "@desktop-only" }, async ({
    page,
  }) => {
    await page.goto("/gebrauchtwagen");
    const panel = page.getByTestId("filter-panel");
    const search = panel.getByRole("searchbox", { name: "Marke, Modell oder Variante suchen" });
    await expect(search).toHaveAttribute("placeholder", "z. B. Golf TDI");
    await search.fill("Golf TDI");
    await expect(page).toHaveURL(/q=Golf\+TDI/);
    // The URL changes before the narrowed list arrives: each assertion waits for the list it describes
    // (no card without the words, at least one card) instead of reading the cards shown at that moment.
    const cards = page.getByTestId("car-card");
    await expect(cards.filter({ hasNotText: "Volkswagen Golf" })).toHaveCount(0);
    await expect(cards.filter({ hasNotText: "TDI" })).toHaveCount(0);
    await expect(cards.first()).toBeVisible();
    const golfTdi = await cards.count();

    // The short name of the brand, any order, any case; accents need not be typed.
    await search.fill("golf vw");
    await expect(page).toHaveURL(/q=golf\+vw/);
    await expect.poll(() => cards.count()).toBeGreaterThan(golfTdi);
    await expect(cards.filter({ hasNotText: "Volkswagen Golf" })).toHaveCount(0);
    await search.fill("skoda octavia");
    await expect(page).toHaveURL(/q=skoda\+octavia/);
    await expect(cards.first()).toContainText("Škoda Octavia");
  });

  test("“show N cars” closes the phone's filter panel and brings the first result into view", async ({
    page,
    isPhone,
  }) => {
    await page.goto("/gebrauchtwagen");
    const panel = await openFilters(page, isPhone);
    const apply = panel.getByTestId("apply-filters");
    await expect(apply).toHaveText(/^\d+ Fahrzeuge anzeigen$/);
    const unfiltered = (await apply.textContent())!;
    await panel.getByRole("checkbox", { name: /^Diesel/ }).check();
    await expect(page).toHaveURL(/fuel=diesel/);
    // The URL changes before the new count arrives: the button's number is read once it has.
    await expect(apply).not.toHaveText(unfiltered);
    await expect(apply).toHaveText(/^\d+ Fahrzeuge anzeigen$/);
    const shown = (await apply.textContent())!.match(/\d+/)![0];
    await apply.click();
    if (isPhone) await expect(panel).not.toHaveAttribute("open");
    const count = page.getByTestId("result-count");
    await expect(count).toHaveText(`${shown} Fahrzeuge gefunden`);
    await expect(count).toBeInViewport();
    await expect(page.getByTestId("car-card").first()).toBeInViewport({ ratio: 0.5 });

    // A value typed just before pressing the button is applied too.
    await page.evaluate(() => window.scrollTo(0, 0));
    await openFilters(page, isPhone);
    await panel.getByLabel("Preis bis").fill("25000");
    await apply.click();
    await expect(page).toHaveURL(/price_max=25000/);
    if (isPhone) await expect(panel).not.toHaveAttribute("open");
    await expect(page.getByTestId("car-card").first()).toBeInViewport({ ratio: 0.5 });
  });

  test("without JavaScript, applying the filters lands on the results too", { tag: "@desktop-only" }, async ({
    browser,
    viewport,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport });
    const page = await context.newPage();
    await page.goto("/gebrauchtwagen");
    const panel = page.getByTestId("filter-panel");
    const summary = panel.locator("summary");
    if (await summary.isVisible()) await summary.click();
    await panel.getByRole("checkbox", { name: /^Diesel/ }).check();
    await panel.getByTestId("apply-filters").click();
    await expect(page).toHaveURL(/fuel=diesel#results$/);
    await expect(page.getByTestId("result-count")).toBeInViewport();
    await expect(page.getByTestId("car-card").first()).toBeInViewport({ ratio: 0.3 });
    // Previous follows next by keyset, also without JavaScript.
    const first = await carLinks(page);
    await page.getByTestId("next-page").click();
    await expect(page).toHaveURL(/cursor=/);
    await page.getByTestId("prev-page").click();
    expect(await carLinks(page)).toEqual(first);
    await context.close();
  });

  test("a used-car page lists used cars; new ones only when the buyer asks, and the title says so", {
    tag: "@desktop-only",
  }, async ({ page }) => {
    await page.goto("/en/cars?brand=volkswagen");
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText("Used Volkswagen cars");
    const cards = page.getByTestId("car-card");
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) await expect(card).not.toContainText("New car");
    const panel = page.getByTestId("filter-panel");
    await panel.getByRole("radio", { name: /^New cars/ }).check();
    await expect(page).toHaveURL(/condition=new/);
    await expect(heading).toHaveText("New Volkswagen cars");
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) await expect(card).toContainText("New car");
    await panel.getByRole("radio", { name: /^All cars/ }).check();
    await expect(page).toHaveURL(/condition=all/);
    await expect(heading).toHaveText("All Volkswagen cars");
    await panel.getByRole("radio", { name: /^Used and demo cars/ }).check();
    await expect(page).toHaveURL(/\/en\/cars\?brand=volkswagen$/);
    await expect(heading).toHaveText("Used Volkswagen cars");
  });

  test("while a changed search loads, the list shows it is updating and stays usable", {
    tag: "@desktop-only",
  }, async ({ page }) => {
    await page.goto("/en/cars");
    const panel = page.getByTestId("filter-panel");
    const count = page.getByTestId("result-count");
    const before = (await count.textContent())!;
    // A slow connection: the list's data arrives only when released.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => url.pathname.endsWith(".data"),
      async (route) => {
        await held;
        await route.continue().catch(() => undefined); // a superseded request is already gone
      },
    );
    await panel.getByRole("checkbox", { name: /^Diesel/ }).check();
    const results = page.getByTestId("results");
    await expect(results).toHaveAttribute("aria-busy", "true");
    await expect(page.getByTestId("search-updating")).toBeVisible();
    await expect(page.getByTestId("search-updating")).toHaveAccessibleName("Updating the results");
    await expect(count).toHaveText(before);
    await expect(page.getByTestId("car-results")).toHaveCSS("opacity", "0.45");
    await expect(panel.getByTestId("apply-filters").locator("span")).toHaveCSS("opacity", "0.45");
    // Still usable meanwhile: another tick is taken and wins.
    await panel.getByRole("checkbox", { name: /^Petrol/ }).check();
    release();
    await expect(page).toHaveURL(/fuel=diesel&fuel=petrol/);
    await expect(results).toHaveAttribute("aria-busy", "false");
    await expect(page.getByTestId("search-updating")).toHaveCount(0);
    await expect(count).not.toHaveText(before);
    await expect(page.getByTestId("car-results")).toHaveCSS("opacity", "1");
  });

  test("pages forward and back by keyset and always says where the buyer is", {
    tag: "@desktop-only",
  }, async ({ page }) => {
    await page.goto("/en/cars?sort=price_asc");
    const total = (await page.getByTestId("result-count").textContent())!.match(/[\d,]+/)![0];
    const range = page.getByTestId("result-range");
    await expect(range).toHaveText(`1–24 of ${total}`);
    await expect(page.getByTestId("prev-page")).toHaveCount(0);
    const pages = [await carLinks(page)];
    for (const expected of ["25–48", "49–72"]) {
      await page.getByTestId("next-page").click();
      await expect(range).toHaveText(`${expected} of ${total}`);
      pages.push(await carLinks(page));
    }
    await expect(page.getByTestId("result-count")).toContainText("49–72");
    await page.getByTestId("prev-page").click();
    await expect(page).toHaveURL(/before=/);
    await expect(range).toHaveText(`25–48 of ${total}`);
    expect(await carLinks(page)).toEqual(pages[1]);
    await page.getByTestId("prev-page").click();
    // The first page is the list's own address, without a cursor.
    await expect(page).toHaveURL(/\/en\/cars\?sort=price_asc$/);
    await expect(range).toHaveText(`1–24 of ${total}`);
    expect(await carLinks(page)).toEqual(pages[0]);
    await expect(page.getByTestId("prev-page")).toHaveCount(0);
  });
});
