import type { Page } from "@playwright/test";
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
