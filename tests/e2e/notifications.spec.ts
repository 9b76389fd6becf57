/**
 * In the browser: a visitor's contact request pops up for the signed-in sales employee within
 * 2 seconds, plays the information sound only while that sound setting is on, hides itself after 20 s
 * (the page's clock is fast-forwarded), and lands in the top menu's notifications list with its read
 * state; the list passes axe. Visitors get no bell and no stream; customers get both, and a manager's
 * confirmation of a customer's order shows up live on the customer's bell and opens the order (decision 0064).
 */
import type { Browser, Page } from "@playwright/test";
import { formatDateTime } from "../../app/shared/date-time";
import { orderShopArticle } from "../setup/shop-order";
import { docsScreenshot, expect, expectAccessible, test } from "./fixtures";
import { logIn, newCustomer } from "./fixtures-auth";

/** Records every attempt to play a sound (the browser would refuse without a user gesture anyway). */
async function spyOnSounds(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __plays: string[] };
    w.__plays = [];
    HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
      w.__plays.push(new URL(this.src).pathname);
      return Promise.resolve();
    };
  });
}

const plays = (page: Page) => page.evaluate(() => (window as unknown as { __plays: string[] }).__plays);

/** Sends the storefront contact form as a visitor in a separate browser context. */
async function sendLead(browser: Browser, name: string) {
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto("/en/contact");
  await visitor.getByLabel("Name").fill(name);
  await visitor.getByLabel("E-mail").fill(`lead.${Date.now()}@example.com`);
  await visitor.getByLabel("Subject").selectOption("general");
  await visitor.getByLabel("Your message").fill("Is the blue Golf still available?");
  await visitor.getByLabel(/I agree/).check();
  await visitor.getByRole("button", { name: "Send message" }).click();
  await visitor.getByTestId("contact-sent").waitFor();
  await context.close();
}

/** Opens a back-office page and waits until its event stream is connected. */
async function openWithStream(page: Page, path: string) {
  const stream = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/events");
  await page.goto(path);
  expect((await stream).status()).toBe(200);
  await expect(page.getByTestId("menu-notifications")).toBeVisible();
}

async function setInformationSound(page: Page, on: boolean) {
  await page.goto("/en/account/settings/profile");
  const box = page.getByRole("checkbox", { name: "Information" });
  if (on) await box.check();
  else await box.uncheck();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(/saved/i).first()).toBeVisible();
}

test.describe("live notifications", () => {
  // One employee's sound setting per project: the tests must not run side by side. The phone project
  // uses the manager (also a lead worker), so desktop and phone can run at the same time.
  test.describe.configure({ mode: "serial" });
  // The browser in another zone than the dealer: the bell's times must still be the dealer's.
  test.use({ timezoneId: "America/New_York" });
  const employee = (isPhone: boolean) => (isPhone ? "manager" : "sales");
  test("a new lead pops up for the sales employee within 2 seconds with its sound, and hides after 20 s", async ({
    page,
    browser,
    isPhone,
  }) => {
    await spyOnSounds(page);
    await page.clock.install();
    await logIn(page, employee(isPhone));
    await setInformationSound(page, true);
    await openWithStream(page, "/en/account");
    const name = `Nora Popup${Date.now() % 1_000_000}`;
    await sendLead(browser, name);
    const toast = page.getByTestId("notification-toast").filter({ hasText: name });
    await expect(toast).toBeVisible({ timeout: 2_000 });
    await expect(toast).toContainText("New lead");
    await expect(page.getByTestId("menu-notifications-count")).toBeVisible();
    expect(await plays(page)).toContain("/sounds/information.wav");

    // A toast hides itself after 20 s. The page's clock also runs on by itself (a loaded machine may take a few real
    // seconds between the checks), so: still there 15 s on, gone 21 s on.
    await page.clock.fastForward(15_000);
    await expect(toast).toBeVisible();
    await page.clock.fastForward(6_000);
    await expect(toast).toBeHidden();
    await page.screenshot({ path: test.info().outputPath("after-toast.png") });
  });

  test("no sound while the setting for the type is off; the list shows the lead unread, then read", {
    tag: "@desktop-only",
  }, async ({ page, browser }) => {
    await spyOnSounds(page);
    await logIn(page, "sales");
    await setInformationSound(page, false);
    await openWithStream(page, "/en/account");
    const name = `Otto Silent${Date.now() % 1_000_000}`;
    await sendLead(browser, name);
    const toast = page.getByTestId("notification-toast").filter({ hasText: name });
    await expect(toast).toBeVisible({ timeout: 2_000 });
    await docsScreenshot(page, {
      path: "docs/screenshots/notifications-toast-desktop.png",
    });
    expect(await plays(page)).toEqual([]);
    await toast.getByRole("button", { name: "Close notification" }).click();
    await expect(toast).toBeHidden();

    await page.getByTestId("menu-notifications").click();
    const list = page.getByTestId("notifications-list");
    await expect(list).toBeVisible();
    const item = list.getByRole("listitem").filter({ hasText: name });
    await expect(item).toContainText("Unread");
    // The time in the project's zone (Europe/Berlin, not the browser's New York) and the
    // page's language: day, month, year and a 24-hour clock on an English page.
    const time = item.locator("time");
    const iso = (await time.getAttribute("datetime")) ?? "";
    expect(iso).toMatch(/Z$/);
    await expect(time).toHaveText(formatDateTime(iso, "en", "Europe/Berlin"));
    await expect(time).toHaveText(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/);
    await docsScreenshot(page, {
      path: "docs/screenshots/notifications-list-desktop.png",
    });
    await expectAccessible(page);
    await list.getByRole("button", { name: "Mark all as read" }).click();
    await expect(item).toContainText("Read");
    await expect(page.getByTestId("menu-notifications-count")).toBeHidden();

    // Clicking the entry opens the job and records the click.
    await item.getByRole("link").click();
    await expect(page).toHaveURL(/\/en\/account\/jobs\/\d+\/\d+/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    // The same time on a German page, the German way.
    await page.goto("/de/account");
    await page.getByTestId("menu-notifications").click();
    const german = page.getByTestId("notifications-list").getByRole("listitem").filter({ hasText: name });
    await expect(german.locator("time")).toHaveText(formatDateTime(iso, "de", "Europe/Berlin"));
    await expect(german.locator("time")).toHaveText(/^\d{2}\.\d{2}\.\d{2,4}, \d{2}:\d{2}$/);
    await page.keyboard.press("Escape");
    await setInformationSound(page, true);
  });

  test("visitors get no notifications item and load no event stream; a signed-in customer gets both", {
    tag: "@desktop-only",
  }, async ({ page }) => {
    const streams: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/events")) streams.push(r.url());
    });
    await page.goto("/en");
    await expect(page.getByTestId("user-menu")).toBeVisible();
    await expect(page.getByTestId("menu-notifications")).toHaveCount(0);
    expect(streams).toEqual([]);
    // Customers hear about their orders, offers, appointments and rentals (decision 0064).
    await logIn(page, "customer", "de");
    await openWithStream(page, "/de");
    expect(streams.some((u) => new URL(u).searchParams.get("lang") === "de")).toBe(true);
    await page.getByTestId("menu-notifications").click();
    await expect(page.getByTestId("notifications-list")).toBeVisible();
    await expect(page.getByTestId("notifications-list")).toContainText("Benachrichtigungen");
  });

  test("a manager confirms a customer's order in another browser: the customer's bell shows it live and opens the order", async ({
    page,
    browser,
    baseURL,
    isPhone,
  }) => {
    // A customer of their own (the demo customer's cart is used by other tests at the same time).
    const buyer = await newCustomer(browser, baseURL);
    await page.goto("/de/login");
    const form = page.getByTestId("login-form");
    await form.locator('input[name="email"]').fill(buyer.email);
    await form.locator('input[name="password"]').fill(buyer.password);
    await form.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/de\/account$/);

    // The customer orders a shop article for pickup (through the checkout API, as the checkout page does).
    const { order } = await orderShopArticle(page, baseURL, {
      customer: { firstName: "Katrin", lastName: "Käufer", email: buyer.email },
      paymentMethod: "pay_at_pickup",
    });

    await openWithStream(page, "/de");
    await expect(page.getByTestId("menu-notifications-count")).toHaveCount(0);

    // The manager confirms it in the back office, in a browser of their own.
    const office = await browser.newContext({ baseURL });
    const manager = await office.newPage();
    await logIn(manager, "manager");
    await manager.goto(`/en/account/orders/${order.number}`);
    await manager.getByTestId("order-confirm").click();
    await expect(manager.getByTestId("order-confirm")).toHaveCount(0);
    await office.close();

    // Live, in the page's language, without a reload.
    const toast = page.getByTestId("notification-toast").filter({ hasText: order.number });
    await expect(toast).toContainText(`Bestellung ${order.number} bestätigt`, { timeout: 5_000 });
    await expect(page.getByTestId("menu-notifications-count")).toHaveText("1");
    // Seven icons in the customer's bar (language, favorites, cart, cars, bell, account, menu) still fit a
    // 360 px phone: nothing scrolls sideways, and the toast is on the screen.
    const width = page.viewportSize()!.width;
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const box = (await toast.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    await docsScreenshot(page, {
      path: `docs/screenshots/customer-notification-${isPhone ? "phone" : "desktop"}.png`,
      fullPage: false,
    });
    await page.getByTestId("menu-notifications").click();
    const list = page.getByTestId("notifications-list");
    const link = list.getByRole("link", { name: `Bestellung ${order.number} bestätigt` });
    await expect(link).toHaveAttribute("href", `/de/account/orders/${order.number}`);
    await expectAccessible(page);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/de/account/orders/${order.number}$`));
    await expect(page.getByTestId("order-title")).toContainText(order.number);
    await expect(page.getByTestId("menu-notifications-count")).toHaveCount(0);
  });
});
