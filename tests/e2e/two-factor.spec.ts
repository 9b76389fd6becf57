/**
 * Two-factor sign-in (decision 0060): a new employee (invited by the admin, so no demo
 * account other tests sign in with is changed) switches it on in the profile: the page shows a QR code
 * and the key, the test reads the key and computes the code with the same library an authenticator app
 * uses, and the recovery codes appear once. Signed out, the password alone leads to the code step; the
 * code signs them in.
 */
import { Secret, TOTP } from "otpauth";
import { docsScreenshot, expect, expectAccessible, test } from "./fixtures";
import { logIn } from "./fixtures-auth";

/** What the authenticator app shows `offsetSec` from now (the next step's code: the enrolment used this one). */
const appCode = (key: string, offsetSec = 0) =>
  new TOTP({ secret: Secret.fromBase32(key), digits: 6, period: 30, algorithm: "SHA1" }).generate({
    timestamp: Date.now() + offsetSec * 1000,
  });

test("an employee switches on two-factor sign-in and signs in with a code", { tag: "@desktop-only" }, async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const tag = `${Date.now().toString(36)}d`;
  const email = `tom.totp.${tag}@example.org`;
  const password = "Toms langes Passwort";

  // The admin invites the employee; the link comes from the test mailbox.
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await logIn(admin, "admin");
  await admin.goto("/en/account/settings/people");
  const invite = admin.getByTestId("invite-form");
  await invite.getByLabel("First name").fill("Tom");
  await invite.getByLabel("Last name").fill(`Totp ${tag}`);
  await invite.getByLabel("E-mail address").fill(email);
  await invite.getByLabel("Language of the invitation").selectOption("en");
  await invite.getByLabel("Sales").check();
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expect(admin.getByTestId("people-message")).toBeVisible();
  await admin.goto("/en/account/settings/mailbox");
  const mail = admin.getByTestId("mail").filter({ hasText: email }).first();
  await mail.locator("summary").click();
  const link = await mail.getByRole("link", { name: /\/invitation\// }).getAttribute("href");
  expect(link).toBeTruthy();

  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto(new URL(link!).pathname);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Repeat password").fill(password);
  await page.getByRole("button", { name: "Save password and sign in" }).click();
  await expect(page).toHaveURL(/\/en\/account$/);

  // Enrol from the profile.
  await page.goto("/en/account/settings/profile");
  const section = page.getByTestId("two-factor");
  await expect(section.getByRole("heading", { name: "Two-factor sign-in" })).toBeVisible();
  await section.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  await expect(section.getByTestId("two-factor-qr")).toBeVisible();
  const key = await section.getByTestId("two-factor-secret").getAttribute("data-secret");
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  // The key as shown, in groups of four, is the same key.
  expect((await section.getByTestId("two-factor-secret").textContent())?.replace(/\s/g, "")).toBe(key);
  await expectAccessible(page);
  // The section with the page around it: scrolled so the QR code and the form are in view.
  await page.evaluate(() => {
    document.getElementById("two-factor")?.scrollIntoView({ block: "start" });
    window.scrollBy(0, -96);
  });
  await docsScreenshot(page, { path: "docs/screenshots/two-factor-enrol-desktop.png" });
  await section.getByLabel("Code from the app").fill(appCode(key!));
  await section.getByRole("button", { name: "Switch on" }).click();
  await expect(section.getByTestId("two-factor-message")).toHaveText("Two-factor sign-in is on.");
  const codes = section.getByTestId("recovery-codes").locator("li");
  await expect(codes).toHaveCount(10);
  await expect(section).toContainText("These codes are shown only now.");
  await expectAccessible(page);
  // Shown once: a reload shows the state, not the key or the codes.
  await page.goto("/en/account/settings/profile");
  await expect(section.getByTestId("two-factor-on")).toContainText("Unused recovery codes: 10");
  await expect(section.getByTestId("two-factor-secret")).toHaveCount(0);
  await expect(section.getByTestId("recovery-codes")).toHaveCount(0);

  // Sign out, sign in: the password leads to the code step.
  await context.clearCookies();
  await page.goto("/en/login");
  const form = page.getByTestId("login-form");
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="password"]').fill(password);
  await form.locator('button[type="submit"]').click();
  const step = page.getByTestId("two-factor-form");
  await expect(step).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Enter your code");
  await expectAccessible(page);
  // A wrong code is refused and the step asks again.
  await step.getByLabel("Code").fill(appCode(key!, 3600));
  await step.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByTestId("login-error")).toHaveText(
    "The code is not correct or was used already. Please enter the current code.",
  );
  // The enrolment used this step's code; the app's next code (inside the window) signs in.
  await page.getByTestId("two-factor-form").getByLabel("Code").fill(appCode(key!, 30));
  await page.getByTestId("two-factor-form").getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/en\/account$/);
  await expect(page.getByTestId("employee-dashboard")).toBeVisible();
  await context.close();
  await adminContext.close();
});
