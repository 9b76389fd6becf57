/**
 * In the browser, on a desktop and on a phone: a database clerk searches a client by two words
 * in another case, opens the page, edits the phone, merges a duplicate (picked with the autocomplete,
 * previewed with what moves) and finds the duplicate's job on the kept client's page.
 */
import type { Page } from "@playwright/test";
import { DEMO_PASSWORD } from "../../seed/content/accounts";
import { expect, expectAccessible, test } from "./fixtures";

async function sendContact(page: Page, name: string, email: string, message: string) {
  await page.goto("/en/contact");
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Subject").selectOption("general");
  await page.getByLabel("Your message").fill(message);
  await page.getByLabel(/I agree/).check();
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByTestId("contact-sent")).toBeVisible();
}

async function logInAsClerk(page: Page) {
  await page.goto("/en/login");
  const form = page.getByTestId("login-form");
  await form.locator('input[name="email"]').fill("database@autohaus-brandt.example");
  await form.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/en\/account$/);
}

test("a database clerk finds a client by two words, edits the phone and merges a duplicate", async ({
  page,
  browser,
}) => {
  // Two storefront forms, a login, a search, a save, a merge and two axe runs.
  test.slow();
  const tag = `${Date.now() % 1_000_000}${Math.floor(Math.random() * 1000)}`;
  const last = `Zweifach${tag}`;
  const visitor = await browser.newPage();
  await sendContact(visitor, `Quirin ${last}`, `quirin.${tag}@example.com`, "Is the Passat still for sale?");
  await sendContact(
    visitor,
    `Quirin ${last}`,
    `q.${tag}@mail.example`,
    "Second message from my other address.",
  );
  await visitor.close();

  await logInAsClerk(page);
  await page.goto("/en/account/clients");
  await expect(page.getByRole("heading", { level: 1, name: "Clients" })).toBeVisible();
  await page
    .getByRole("searchbox", { name: "Search by name, company, e-mail or phone" })
    .fill(`${last.toLowerCase()} QUIRIN`);
  await expect(page).toHaveURL(/q=/);
  const links = page.getByTestId("client-link");
  await expect(links).toHaveCount(2);
  await expectAccessible(page);
  // The older of the two stays: the list is newest first, so it is the second row.
  await links.nth(1).click();
  await expect(page.getByTestId("client-name")).toHaveText(`Quirin ${last}`);
  await expect(page.getByTestId("client-email")).toHaveText(`quirin.${tag}@example.com`);
  await expect(page.getByTestId("client-job")).toHaveCount(1);

  // Edit the phone.
  await page.getByText("Edit contact data").click();
  await page.getByLabel("Phone").fill("+49 30 1234 5678");
  await page.getByTestId("client-save").click();
  await expect(page.getByTestId("client-flash")).toContainText("saved");
  await expect(page.getByTestId("client-phone")).toHaveText("+493012345678");

  // Merge the duplicate: pick it, see what moves, confirm.
  await page.getByTestId("merge-pick").click();
  const picker = page.getByRole("combobox", { name: "Duplicate" });
  await picker.fill(last);
  const option = page.getByRole("option", { name: new RegExp(`q\\.${tag}@mail\\.example`) });
  await option.click();
  await expect(page.getByTestId("merge-preview")).toBeVisible();
  await expect(page.getByTestId("merge-count-jobs")).toHaveText("1");
  await page.getByTestId("merge-confirm").click();
  await expect(page.getByTestId("client-flash")).toContainText("merged");
  await expect(page.getByTestId("client-job")).toHaveCount(2);
  await expect(page.getByTestId("client-timeline")).toContainText("Enquiry received");
  await expectAccessible(page);

  // The duplicate is gone from the list; the kept client is found.
  await page.goto(`/en/account/clients?q=${encodeURIComponent(`quirin ${last}`)}`);
  await expect(page.getByTestId("client-link")).toHaveCount(1);
});

test("a sales employee cannot open the client list", { tag: "@desktop-only" }, async ({ page }) => {
  await page.goto("/en/login");
  const form = page.getByTestId("login-form");
  await form.locator('input[name="email"]').fill("sales@autohaus-brandt.example");
  await form.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/en\/account$/);
  const response = await page.goto("/en/account/clients");
  expect(response?.status()).toBe(403);
});
