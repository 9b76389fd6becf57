import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { logIn } from "./fixtures-auth";

/**
 * Parks a car the way a browser without JavaScript does: the favorite button's form posted from the
 * page (same origin, the page's cookies), without depending on how the car list and detail pages
 * place the button.
 */
async function parkWithoutJavaScript(page: Page, baseURL: string, car: number): Promise<boolean> {
  const res = await page.request.post("/en/favorites", {
    form: { intent: "add", car: String(car), redirectTo: "/favorites" },
    headers: { origin: baseURL },
    maxRedirects: 0,
  });
  return res.status() === 303;
}

test("an anonymous buyer parks two cars, reloads, logs in and still has them", {
  tag: "@desktop-only",
}, async ({ page, baseURL, context }) => {
  const origin = baseURL ?? "http://localhost:3199";
  await page.goto("/en/favorites");
  await expect(page.getByRole("heading", { level: 1, name: "Your favourites" })).toBeVisible();
  await expect(page.getByTestId("favorites-empty")).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse our used cars" })).toHaveAttribute("href", "/en/cars");
  await expectAccessible(page);
  // Looking did not set any cookie.
  expect((await context.cookies()).map((c) => c.name)).not.toContain("autohaus_visitor");

  const parked: number[] = [];
  for (let car = 100_011; parked.length < 2; car++) {
    if (await parkWithoutJavaScript(page, origin, car)) parked.push(car);
  }
  expect((await context.cookies()).find((c) => c.name === "autohaus_visitor")?.httpOnly).toBe(true);

  await page.reload();
  for (const car of parked) await expect(page.getByTestId(`favorite-card-${car}`)).toBeVisible();
  await expect(page.getByTestId("favorites-count")).toHaveText("2 cars parked");
  const menuLink = page.getByRole("link", { name: "Favourites: 2 cars" });
  await expect(menuLink).toBeVisible();
  await expect(page.getByTestId("menu-favorites-count")).toHaveText("2");
  await expectAccessible(page);

  await logIn(page, "customer");
  await page.goto("/en/favorites");
  for (const car of parked) await expect(page.getByTestId(`favorite-card-${car}`)).toBeVisible();
  await expect(page.getByText("The cars you parked, kept in your account.")).toBeVisible();
  await expect(page.getByRole("link", { name: /^Favourites: \d+ cars$/ })).toBeVisible();
  expect((await context.cookies()).map((c) => c.name)).not.toContain("autohaus_visitor");

  // Unparking one: it leaves the page and the count goes down.
  const first = parked[0]!;
  const before = Number(await page.getByTestId("menu-favorites-count").textContent());
  await page.getByTestId(`remove-${first}`).click();
  await expect(page.getByTestId(`favorite-card-${first}`)).toHaveCount(0);
  await expect(page.getByTestId("menu-favorites-count")).toHaveText(String(before - 1));
  await expectAccessible(page);
});

test("the favorites page speaks German under /de/favoriten", { tag: "@desktop-only" }, async ({ page }) => {
  await page.goto("/de/favoriten");
  await expect(page.getByRole("heading", { level: 1, name: "Ihre Favoriten" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Unsere Gebrauchtwagen ansehen" })).toHaveAttribute(
    "href",
    "/de/gebrauchtwagen",
  );
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});

test("a buyer parks a car from the list with the heart on its card, and it stays parked", async ({
  page,
  isPhone,
}) => {
  // Desktop and phone share one database: each filters to its own slice of the stock.
  await page.goto(isPhone ? "/en/cars?fuel=petrol&sort=price_asc" : "/en/cars?fuel=diesel&sort=price_asc");
  const card = page.getByTestId("car-card").first();
  const heart = card.getByRole("button", { name: /^Park / });
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("menu-favorites-count")).toHaveText("1");
  await expectAccessible(page);

  await page.reload();
  await expect(
    page
      .getByTestId("car-card")
      .first()
      .getByRole("button", { name: /^Park / }),
  ).toHaveAttribute("aria-pressed", "true");
  await page.goto("/en/favorites");
  await expect(page.getByTestId("favorites-count")).toHaveText("1 car parked");
});
