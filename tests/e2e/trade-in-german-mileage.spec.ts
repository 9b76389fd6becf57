import { docsScreenshot, expect, test } from "./fixtures";

/**
 * A visitor types the mileage the German way (85.000) in the trade-in wizard; the
 * step is accepted and the wizard ends with the indicative price range (it said "no range" before,
 * having stored a mileage it could not read). An English 85,000 on the German page is refused with a
 * message that shows the German format. Desktop and phone.
 */
test("the trade-in wizard reads a German mileage of 85.000 and shows the estimate", async ({
  page,
  isPhone,
}) => {
  test.setTimeout(90_000);
  await page.goto("/de/inzahlungnahme");
  const next = page.getByTestId("wizard-next");
  await page.locator('input[name="brand"]').fill("Kia");
  await page.locator('input[name="model"]').fill("Picanto");
  await next.click();

  await expect(page).toHaveURL(/step=details/);
  await page.locator('input[name="firstRegistration"]').fill("2019-05");
  await page.locator('input[name="fuel"][value="petrol"]').check();
  await page.locator('input[name="gearbox"][value="manual"]').check();
  const mileage = page.locator('input[name="mileageKm"]');
  await expect(mileage).toHaveAttribute("inputmode", "numeric");
  // English grouping on the German page: refused before the step is accepted, never stored as 85.
  await mileage.fill("85,000");
  await next.click();
  await expect(page.getByTestId("error-summary")).toContainText(
    "ganze Zahl ohne Nachkommastellen ein, z. B. 85.000.",
  );
  await expect(page).toHaveURL(/step=details/);
  await mileage.fill("85.000");
  await next.click();

  await expect(page).toHaveURL(/step=condition/);
  await page.locator('input[name="accidentFree"][value="yes"]').check();
  await page.locator('input[name="serviceHistory"][value="full"]').check();
  await page.locator('input[name="owners"]').fill("1");
  await next.click();
  await expect(page).toHaveURL(/step=photos/);
  await next.click();

  await expect(page).toHaveURL(/step=contact/);
  await page.locator('input[name="firstName"]').fill("Karla");
  await page.locator('input[name="lastName"]').fill(`Kilometer${Date.now().toString(36)}`);
  await page.locator('input[name="email"]').fill(`karla-${Date.now().toString(36)}@example.org`);
  await page.locator('input[name="privacy"]').check();
  await next.click();

  await expect(page.getByTestId("wizard-done")).toBeVisible();
  const result = page.getByTestId("wizard-result");
  await expect(result).toContainText("Unverbindliche Preisspanne:");
  await expect(result).toContainText("€");
  await docsScreenshot(page, {
    path: `docs/screenshots/trade-in-estimate-${isPhone ? "phone" : "desktop"}-de.png`,
    fullPage: true,
  });
});
