import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { logIn } from "./fixtures-auth";

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

async function openUserMenu(page: Page) {
  await page.getByTestId("user-menu").click();
}

/** Fills and sends the login form inside the top menu's user dropdown. */
async function logInFromDropdown(page: Page, email: string, password: string) {
  await openUserMenu(page);
  const form = page.getByTestId("menu-login-form");
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="password"]').fill(password);
  await form.locator('button[type="submit"]').click();
}

test("a visitor signs up, logs in from the dropdown and accepts the terms", async ({ page }) => {
  const email = `lena.${unique()}@example.org`;
  const password = "my long demo password";
  await page.goto("/en/signup");
  await expectAccessible(page);
  await page.getByLabel("First name").fill("Lena");
  await page.getByLabel("Last name").fill("Vogel");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Repeat password").fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/en\/signedup$/);
  await expect(page.getByRole("heading", { name: "Welcome!" })).toBeVisible();

  await logInFromDropdown(page, email, password);
  await expect(page).toHaveURL(/\/en\/account$/);
  // A new customer has not accepted the terms yet: the acceptance dialog is in the way.
  const dialog = page.getByTestId("terms-dialog");
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  const accept = dialog.getByTestId("accept-terms");
  // The button is disabled while the call runs.
  let disabledWhileRunning = false;
  await page.route("**/api/clientacceptterms.json", async (route) => {
    disabledWhileRunning = await accept.isDisabled();
    await route.continue();
  });
  await accept.click();
  await expect(dialog).toBeHidden();
  expect(disabledWhileRunning).toBe(true);
  await page.reload();
  await expect(page.getByTestId("terms-dialog")).toBeHidden();

  // A customer's menu: dashboard, orders, profile, logout; never settings or page editing.
  await openUserMenu(page);
  const links = page.getByTestId("user-links");
  await expect(links.getByRole("link", { name: "Dashboard" })).toBeVisible();
  await expect(links.getByRole("link", { name: "Orders" })).toBeVisible();
  await expect(links.getByRole("link", { name: "Profile" })).toHaveAttribute("href", "/en/account/profile");
  await expect(links.getByRole("link", { name: "Settings" })).toHaveCount(0);
  await expect(links.getByRole("link", { name: "Edit this page" })).toHaveCount(0);
  await expect(links.getByRole("link", { name: "Help" })).toHaveCount(0);
  await links.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/en$/);
  await openUserMenu(page);
  await expect(page.getByTestId("menu-login-form")).toBeVisible();
});

test("a wrong password gets one message that names neither field", { tag: "@desktop-only" }, async ({
  page,
}) => {
  await page.goto("/de/login");
  await page.getByLabel("E-Mail-Adresse").fill("customer@autohaus-brandt.example");
  await page.getByLabel("Passwort").fill("falsches-passwort");
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect(page.getByTestId("login-error")).toHaveText("E-Mail-Adresse oder Passwort ist nicht korrekt.");
  await expect(page.getByLabel("E-Mail-Adresse")).toHaveValue("customer@autohaus-brandt.example");
});

test("a password is reset through the development mailbox", { tag: "@desktop-only" }, async ({
  page,
  browser,
  baseURL,
}) => {
  // A fresh customer, so parallel projects do not share the account.
  const email = `reset.${unique()}@example.org`;
  await page.goto("/en/signup");
  await page.getByLabel("First name").fill("Rita");
  await page.getByLabel("Last name").fill("Reset");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("first password 123");
  await page.getByLabel("Repeat password").fill("first password 123");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/signedup$/);

  await page.goto("/en/forgotpassword");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByRole("button", { name: "Send link" }).click();
  await expect(page.getByTestId("forgot-sent")).toBeVisible();

  // An admin reads the mail in the development mailbox (no SMTP_URL here).
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await logIn(admin, "admin");
  await admin.goto("/en/account/settings/mailbox");
  const mail = admin
    .getByTestId("mail")
    .filter({ hasText: email })
    .filter({ hasText: "Reset your password" })
    .first();
  await mail.locator("summary").click();
  const link = await mail.getByRole("link", { name: /\/forgotpassword\// }).getAttribute("href");
  await adminContext.close();
  expect(link).toBeTruthy();

  await page.goto(new URL(link!).pathname);
  await page.getByLabel("New password").fill("second password 456");
  await page.getByLabel("Repeat password").fill("second password 456");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page).toHaveURL(/\/en\/login\?notice=password_changed$/);
  await expect(page.getByRole("status").filter({ hasText: "Your password has been changed." })).toBeVisible();
  await page.getByTestId("login-form").locator('input[name="email"]').fill(email);
  await page.getByTestId("login-form").locator('input[name="password"]').fill("second password 456");
  await page.getByTestId("login-form").locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/en\/account$/);
  // The link was single-use.
  await page.goto(new URL(link!).pathname);
  await expect(page.getByTestId("token-invalid")).toBeVisible();
});

test("an admin changes the site's name in settings and the site shows it at once", {
  tag: "@desktop-only",
}, async ({ page }) => {
  await logIn(page, "admin");
  await page.goto("/en/account/settings");
  await expectAccessible(page);
  const name = page.getByLabel("Name of the website");
  const original = await name.inputValue();
  await name.fill(`${original} Test`);
  await page.getByRole("button", { name: "Save configuration" }).click();
  await expect(page.getByTestId("settings-message")).toHaveText(
    "The settings have been saved and apply to the website now.",
  );
  await page.goto("/en/contact");
  await expect(page).toHaveTitle(new RegExp(`${original} Test`));
  await page.goto("/en/account/settings");
  await page.getByLabel("Name of the website").fill(original);
  await page.getByRole("button", { name: "Save configuration" }).click();
  await expect(page.getByTestId("settings-message")).toBeVisible();
});

test("an employee saves the profile; errors show the first server message", { tag: "@desktop-only" }, async ({
  page,
}) => {
  await logIn(page, "sales");
  await page.goto("/en/account/settings/profile");
  await expectAccessible(page);
  // Longer than the server allows (the browser does not check this one).
  await page.getByLabel("First name").fill("S".repeat(101));
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("profile-message")).toHaveText("This entry is too long.");
  await page.getByLabel("First name").fill("Selin");
  await page.getByLabel("Urgent").check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("profile-message")).toHaveText("Your details have been saved.");
  await page.reload();
  await expect(page.getByLabel("Urgent")).toBeChecked();
});

test("a social login that is not set up says so", { tag: "@desktop-only" }, async ({ page }) => {
  await page.goto("/de/login/google");
  await expect(page.getByTestId("social-not-configured")).toContainText(
    "Die Anmeldung mit Google ist für diese Website nicht eingerichtet.",
  );
});
