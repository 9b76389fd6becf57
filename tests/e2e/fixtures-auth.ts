import type { Browser, Page } from "@playwright/test";
import { DEMO_PASSWORD } from "../../seed/content/accounts";
import { expect } from "./fixtures";

/** Demo accounts of seed/content/accounts.ts, by the role they stand for. */
export const DEMO = {
  admin: "admin@autohaus-brandt.example",
  manager: "manager@autohaus-brandt.example",
  sales: "sales@autohaus-brandt.example",
  customer: "customer@autohaus-brandt.example",
  holding: "holding@autohaus-brandt.example",
} as const;

/** Logs a demo user in through the login page, as a person would; ends on their account dashboard. */
export async function logIn(page: Page, who: keyof typeof DEMO, locale = "en") {
  await page.goto(`/${locale}/login`);
  const form = page.getByTestId("login-form");
  await form.locator('input[name="email"]').fill(DEMO[who]);
  await form.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/account$`));
}

/**
 * A new customer account of its own, made through the sign-up page in a browser of its own and with the
 * terms accepted at its first login, as a buyer does. For journeys that put things into an account's
 * cart: the demo customer is signed in by other tests at the same time, and a login moves the visitor's
 * cart into the account's cart, so two runs on one account would see each other's lines.
 */
export async function newCustomer(browser: Browser, baseURL: string | undefined) {
  const email = `buyer.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@example.org`;
  const password = "my long buyer password";
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto("/en/signup");
  await page.getByLabel("First name").fill("Katrin");
  await page.getByLabel("Last name").fill("Käufer");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Repeat password").fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/en\/signedup$/);
  await page.goto("/en/login");
  const form = page.getByTestId("login-form");
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="password"]').fill(password);
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/en\/account$/);
  await page.getByTestId("terms-dialog").getByTestId("accept-terms").click();
  await expect(page.getByTestId("terms-dialog")).toBeHidden();
  await context.close();
  return { email, password };
}
