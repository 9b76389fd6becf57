import { expect, expectAccessible, test, useHighContrast } from "./fixtures";

// The demo stock is generated deterministically: the first car (number 100001) is available.
const FIRST_CAR = "/en/cars/x-100001";

test.describe("a buyer looks at one car", () => {
  test("a buyer on a phone browses the pictures, tries a down payment and asks for a test drive", async ({
    page,
    isPhone,
  }) => {
    await page.goto(FIRST_CAR);
    // The name in the address is corrected to the canonical one.
    await expect(page).toHaveURL(/\/en\/cars\/[a-z0-9-]+-100001$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("car-price").first()).toContainText("€");
    await expectAccessible(page);

    const counter = page.getByTestId("gallery-counter");
    await expect(counter).toHaveText("1 / 4");
    await page.getByRole("button", { name: "Next picture" }).click();
    await expect(counter).toHaveText("2 / 4");
    await page.getByRole("link", { name: "Show picture 4 of 4" }).click();
    await expect(counter).toHaveText("4 / 4");
    await expect(page.getByRole("link", { name: "Show picture 4 of 4" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    if (isPhone) {
      // A swipe scrolls the strip; the counter follows the picture in view.
      await page.getByTestId("gallery-strip").evaluate((el) => el.scrollTo({ left: 0, behavior: "instant" }));
      await expect(counter).toHaveText("1 / 4");
    } else {
      await page.getByTestId("gallery-strip").focus();
      await page.keyboard.press("ArrowLeft");
      await expect(counter).toHaveText("3 / 4");
    }

    const rate = page.getByTestId("financing-rate");
    const before = await rate.textContent();
    await page.getByLabel(/Down payment/).fill("0");
    await expect(rate).not.toHaveText(before ?? "");
    const afterZero = await rate.textContent();
    await page.getByLabel("Term").selectOption("84");
    await expect(rate).not.toHaveText(afterZero ?? "");
    await expect(page.getByTestId("financing-example")).toContainText("84 months");

    const form = page.getByTestId("car-request-form");
    // An empty form is stopped in the browser with the same messages the server gives.
    await form.getByRole("button", { name: "Request test drive" }).click();
    await expect(form.locator("#request-name-error")).toHaveText(
      "Please enter your name (at least 2 characters).",
    );
    await form.getByLabel("Name").fill("Lena Schulz");
    await form.getByLabel("E-mail").fill("lena@example.com");
    const day = form.getByLabel("Day of the test drive");
    await day.selectOption({ index: 3 });
    await form.getByLabel("Time").selectOption({ index: 1 });
    await form.getByLabel(/I agree/).check();
    await form.getByRole("button", { name: "Request test drive" }).click();
    await expect(page.getByTestId("request-sent")).toBeVisible();
    await expect(page).toHaveURL(/sent=[0-9a-f-]{36}#request$/);
    await expectAccessible(page);
  });

  test("the German page shows the EnVKV block and the representative example", {
    tag: "@desktop-only",
  }, async ({ page }) => {
    await page.goto("/de/gebrauchtwagen/x-100001");
    await expect(page).toHaveURL(/\/de\/gebrauchtwagen\/[a-z0-9-]+-100001$/);
    await expect(page.getByTestId("envkv")).toContainText("CO2-Klasse");
    await expect(page.getByTestId("financing-example")).toContainText("Effektiver Jahreszins");
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
    await expectAccessible(page);
  });
});

test("the car page in high contrast meets 7:1", { tag: "@desktop-only" }, async ({
  page,
  context,
  baseURL,
}) => {
  await useHighContrast(context, baseURL!);
  await page.goto("/en/cars/x-100001");
  await expect(page.locator("html")).toHaveAttribute("data-contrast", "high");
  await expectAccessible(page, { highContrast: true });
});
