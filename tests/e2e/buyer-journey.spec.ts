import { expect, test } from "./fixtures";

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

test("a buyer filters to a car, parks it, reloads, signs up, logs in and still has it", async ({
  page,
  isPhone,
}) => {
  await page.goto("/en/cars");
  const panel = page.getByTestId("filter-panel");
  if (isPhone) await panel.locator("summary").click();
  await panel.getByRole("checkbox", { name: /^Diesel/ }).check();
  await expect(page).toHaveURL(/fuel=diesel/);
  const card = page.getByTestId("car-card").first();
  await expect(card).toContainText("Diesel");
  await card.getByRole("link").first().click();

  // The car's own page: the same car, parked from here.
  await expect(page).toHaveURL(/\/en\/cars\/[a-z0-9-]+-\d+$/);
  await expect(page.getByTestId("car-detail")).toBeVisible();
  const number = /-(\d+)$/.exec(new URL(page.url()).pathname)![1]!;
  const heart = page.getByTestId(`favorite-${number}`);
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("menu-favorites-count")).toHaveText("1");

  // Kept on the server against the anonymous visitor: a reload still knows it.
  await page.reload();
  await expect(page.getByTestId(`favorite-${number}`)).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("link", { name: "Favourites: 1 car" })).toBeVisible();

  // A new account, then login from the top menu: the parked car moves into the account.
  const email = `buyer.${unique()}@example.org`;
  const password = "my long buyer password";
  await page.goto("/en/signup");
  await page.getByLabel("First name").fill("Jonas");
  await page.getByLabel("Last name").fill("Käufer");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Repeat password").fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/en\/signedup$/);
  await page.getByTestId("user-menu").click();
  const form = page.getByTestId("menu-login-form");
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="password"]').fill(password);
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/en\/account$/);
  await page.getByTestId("terms-dialog").getByTestId("accept-terms").click();
  await expect(page.getByTestId("terms-dialog")).toBeHidden();

  await page.goto("/en/favorites");
  await expect(page.getByTestId(`favorite-card-${number}`)).toBeVisible();
  await expect(page.getByText("The cars you parked, kept in your account.")).toBeVisible();
  // The anonymous id is gone: logging out leaves no favourites behind on this browser.
  const cookies = await page.context().cookies();
  expect(cookies.some((c) => c.name.endsWith("autohaus_visitor"))).toBe(false);
});
