/**
 * Every back-office screen on a 360 px phone: it opens, shows its heading and nothing makes the page
 * scroll sideways. The journeys through these screens run on the desktop (their own specs); this walk is
 * what the phone adds, one page load each, for the screens whose journeys are not repeated on a phone.
 */
import { expect, test } from "./fixtures";
import { logIn } from "./fixtures-auth";

const SCREENS = [
  "/en/account/communication",
  "/en/account/jobs",
  "/en/account/jobs/statistics",
  "/en/account/jobs/lls",
  "/en/account/cars",
  "/en/account/cars/overview",
  "/en/account/cars/new",
  "/en/account/items",
  "/en/account/items/new",
  "/en/account/clients",
  "/en/account/orders",
  "/en/account/cms",
  "/en/account/cms/articles",
  "/en/account/cms/news",
  "/en/account/cms/navigation",
  "/en/account/settings",
  "/en/account/settings/profile",
  "/en/account/settings/mailbox",
  "/en/account/settings/locations",
  "/en/account/settings/people",
  "/en/account/settings/dms",
  "/en/account/settings/tours",
  "/en/account/settings/tours/new",
];

/** The first link of a list screen that opens one record (a client, an order, an item, a car). */
async function firstRecord(page: import("@playwright/test").Page, list: string, pattern: RegExp) {
  await page.goto(list);
  const hrefs = await page
    .locator("a[href]")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  return hrefs.find((h) => pattern.test(h));
}

async function expectFits(page: import("@playwright/test").Page, path: string) {
  const res = await page.goto(path);
  expect(res?.status(), path).toBe(200);
  await expect(page.getByRole("heading", { level: 1 }).first(), path).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${path} scrolls sideways by ${overflow} px`).toBeLessThanOrEqual(0);
}

test("every back-office screen opens on a phone without sideways scrolling", async ({ page, isPhone }) => {
  test.skip(!isPhone, "the desktop layout is walked by each screen's own journey");
  test.setTimeout(120_000);
  await logIn(page, "admin");
  for (const path of SCREENS) await expectFits(page, path);
  const records = [
    await firstRecord(page, "/en/account/clients", /\/en\/account\/clients\/[^/?]+$/),
    await firstRecord(page, "/en/account/orders", /\/en\/account\/orders\/[^/?]+$/),
    await firstRecord(page, "/en/account/items", /\/en\/account\/items\/(?!new$)[^/?]+$/),
    await firstRecord(page, "/en/account/cars", /\/en\/account\/cars\/(?!new$|overview$)[^/?]+$/),
  ];
  for (const path of records) {
    expect(path, "a list screen links its first record").toBeTruthy();
    await expectFits(page, path!);
  }
});
