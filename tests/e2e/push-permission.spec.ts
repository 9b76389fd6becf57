/**
 * Browser notifications in the browser, on a desktop and on a phone: the profile's browser notifications panel
 * in the three permission states. Granted is the browser's real permission, given by the test
 * (`grantPermissions`); default and denied, which a test cannot set in Chromium, are the page's view of
 * `Notification.permission` replaced before any script runs. The dismissed flag toggles notifications
 * and persists in local storage; a failed permission request shows denied; axe checks every state.
 */
import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { logIn } from "./fixtures-auth";

const DISMISSED_KEY = "autohaus.notifications.dismissed";
const PROFILE = "/en/account/settings/profile";

/** Makes the page see `permission`; `request` is what Notification.requestPermission() does. */
async function fakePermission(
  page: Page,
  permission: "default" | "denied",
  request: "grant" | "fail" | "deny",
) {
  await page.addInitScript(
    ([initial, answer]) => {
      let current = initial as NotificationPermission;
      Object.defineProperty(Notification, "permission", { configurable: true, get: () => current });
      Notification.requestPermission = async () => {
        if (answer === "fail") throw new Error("the permission prompt could not be shown");
        current = answer === "grant" ? "granted" : "denied";
        return current;
      };
    },
    [permission, request] as const,
  );
}

function panel(page: Page) {
  return page.getByTestId("browser-notifications");
}

test("granted: a toggle, and the dismissed flag persists in local storage", async ({
  page,
  context,
  baseURL,
}) => {
  test.slow();
  await context.grantPermissions(["notifications"], { origin: baseURL });
  await logIn(page, "sales");
  await page.goto(PROFILE);
  await expect(panel(page)).toHaveAttribute("data-permission", "granted");
  await expect(panel(page).getByRole("heading", { name: "Browser notifications" })).toBeVisible();
  const toggle = page.getByRole("switch", { name: "Show browser notifications" });
  await expect(toggle).toBeChecked();
  await expect(page.getByTestId("browser-notifications-status")).toHaveText(
    "Active: this browser shows your notifications.",
  );
  // Signed in and granted: the notifications worker is registered for the whole site.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration("/");
        return registration?.active?.scriptURL ?? registration?.installing?.scriptURL ?? null;
      }),
    )
    .toMatch(/\/notifications-sw\.js$/);
  await expectAccessible(page);

  await toggle.uncheck();
  await expect(page.getByTestId("browser-notifications-status")).toHaveText("Switched off in this browser.");
  expect(await page.evaluate((key) => localStorage.getItem(key), DISMISSED_KEY)).toBe("1");
  await page.reload();
  await expect(page.getByRole("switch", { name: "Show browser notifications" })).not.toBeChecked();
  await expect(page.getByTestId("browser-notifications-status")).toHaveText("Switched off in this browser.");
  await page.screenshot({ path: test.info().outputPath("push-granted-off.png"), fullPage: true });

  await page.getByRole("switch", { name: "Show browser notifications" }).check();
  await expect(page.getByTestId("browser-notifications-status")).toHaveText(
    "Active: this browser shows your notifications.",
  );
  expect(await page.evaluate((key) => localStorage.getItem(key), DISMISSED_KEY)).toBeNull();
});

test("default: an allow button; the browser's answer shows the toggle", { tag: "@desktop-only" }, async ({
  page,
}) => {
  await fakePermission(page, "default", "grant");
  await logIn(page, "sales");
  await page.goto(PROFILE);
  await expect(panel(page)).toHaveAttribute("data-permission", "default");
  await expect(panel(page)).toContainText("Notifications are not allowed for this site in this browser yet.");
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath("push-default.png"), fullPage: true });
  await page.getByRole("button", { name: "Allow notifications" }).click();
  await expect(panel(page)).toHaveAttribute("data-permission", "granted");
  await expect(page.getByRole("switch", { name: "Show browser notifications" })).toBeChecked();
});

test("a failed permission request shows denied, silently", { tag: "@desktop-only" }, async ({ page }) => {
  await fakePermission(page, "default", "fail");
  const warnings: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "warning") warnings.push(m.text());
  });
  await logIn(page, "sales");
  await page.goto(PROFILE);
  await page.getByRole("button", { name: "Allow notifications" }).click();
  await expect(panel(page)).toHaveAttribute("data-permission", "denied");
  await expect(page.getByTestId("browser-notifications-inactive")).toHaveText("Inactive");
  // Logged for developers, no error message on the page.
  expect(warnings.some((w) => w.includes("the permission request failed"))).toBe(true);
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test("denied: inactive, with instructions for Chrome, Firefox, Safari and Edge", async ({ page }) => {
  await fakePermission(page, "denied", "deny");
  await logIn(page, "sales");
  await page.goto(PROFILE);
  await expect(panel(page)).toHaveAttribute("data-permission", "denied");
  await expect(page.getByTestId("browser-notifications-inactive")).toHaveText("Inactive");
  await expect(panel(page)).toContainText("This browser blocks notifications for this site.");
  await expect(page.getByRole("button", { name: "Allow notifications" })).toHaveCount(0);
  await expect(page.getByRole("switch")).toHaveCount(0);
  // This is Chromium: its instructions are open, the other browsers' one click away.
  await expect(page.getByTestId("browser-instructions-chrome")).toHaveAttribute("open", "");
  for (const name of ["Firefox", "Safari", "Edge"]) {
    await panel(page).getByText(name, { exact: true }).click();
  }
  await expect(page.getByTestId("browser-instructions-safari")).toContainText("Safari › Settings › Websites");
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath("push-denied.png"), fullPage: true });
});

test("customers get the browser notifications panel, told what it brings them; the worker is served uncached", {
  tag: "@desktop-only",
}, async ({ page }) => {
  // Customers are notified of their orders, offers, appointments and rentals (decision 0064).
  await logIn(page, "customer");
  await page.goto("/en/account/profile");
  await expect(page.getByTestId("profile")).toBeVisible();
  await expect(panel(page)).toContainText(
    "when something changes with your orders, offers, workshop appointments or rentals",
  );
  await expect(panel(page)).not.toContainText("job");
  const sw = await page.request.get("/notifications-sw.js");
  expect(sw.status()).toBe(200);
  expect(sw.headers()["content-type"]).toBe("text/javascript; charset=utf-8");
  expect(sw.headers()["cache-control"]).toBe("no-cache");
});
