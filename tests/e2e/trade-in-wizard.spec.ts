import sharp from "sharp";
import { docsScreenshot, expect, expectAccessible, test } from "./fixtures";

/**
 * The trade-in wizard on a 390 px phone in German: after Volkswagen the model field suggests
 * only Volkswagen's models (any other can be typed); the step counter goes up by one per step and keeps
 * its total when an accident-free car skips the damage step ("Schritt 3 von 6" was followed by
 * "Schritt 4 von 5"); a photo chosen shows its thumbnail without an upload button; brands beyond the
 * dealer's twelve (Seat, Škoda, Dacia ...) are taken. Screenshot of the result step.
 */
// The phone of the issue: 390 px wide (the project's phone is 360).
test.use({ viewport: { width: 390, height: 844 } });

test("the trade-in wizard on a phone: models by brand, a steady counter, photos uploaded on choose, any brand", async ({
  page,
  isPhone,
}) => {
  test.skip(!isPhone, "the phone's wizard (390 px, German); the desktop runs click-wizard.spec.ts");
  test.setTimeout(90_000);
  expect(page.viewportSize()?.width).toBe(390);
  const photo = await sharp({
    create: { width: 800, height: 600, channels: 3, background: { r: 160, g: 60, b: 40 } },
  })
    .jpeg()
    .toBuffer();

  await page.goto("/de/inzahlungnahme");
  const next = page.getByTestId("wizard-next");
  const progress = page.getByTestId("wizard-progress");
  const counters: string[] = [];
  let shown = "";
  const counter = async () => {
    // The URL changes before the new step has rendered: wait until the counter shows something new.
    if (shown) await expect(progress).not.toHaveText(shown);
    const text = (await progress.textContent()) ?? "";
    shown = text;
    const found = /Schritt (\d+) von (\d+)/.exec(text);
    expect(found, text).not.toBeNull();
    counters.push(`${found![1]}/${found![2]}`);
  };

  // 1. The vehicle: Volkswagen narrows the model suggestions to its models.
  const brand = page.locator('input[name="brand"]');
  const model = page.locator('input[name="model"]');
  const modelSuggestions = page.getByTestId("wizard-model-suggestions").locator("option");
  await brand.fill("Volkswagen");
  await expect(modelSuggestions.first()).toHaveAttribute("value", /./);
  const vwModels = await modelSuggestions.evaluateAll((options) =>
    options.map((o) => (o as HTMLOptionElement).value),
  );
  expect(vwModels).toContain("Golf");
  expect(vwModels).toContain("Polo");
  for (const other of ["A3", "X5", "Model 3", "Picanto", "Corsa"]) expect(vwModels).not.toContain(other);
  // Another brand: its models instead.
  await brand.fill("Kia");
  await expect(page.locator('[data-testid="wizard-model-suggestions"] option[value="Picanto"]')).toHaveCount(
    1,
  );
  await expect(page.locator('[data-testid="wizard-model-suggestions"] option[value="Golf"]')).toHaveCount(0);
  // The brands people trade in are suggested and taken: Škoda, with a model typed.
  await expect(page.locator('[data-testid="wizard-brand-suggestions"] option[value="Seat"]')).toHaveCount(1);
  await brand.fill("Škoda");
  await model.fill("Fabia");
  await counter();
  await expectAccessible(page);
  await next.click();

  // 2. The details.
  await expect(page).toHaveURL(/step=details/);
  await counter();
  await page.locator('input[name="firstRegistration"]').fill("2018-03");
  await page.locator('input[name="mileageKm"]').fill("92.500");
  await page.locator('input[name="fuel"][value="petrol"]').check();
  await page.locator('input[name="gearbox"][value="manual"]').check();
  await next.click();

  // 3. The condition: accident-free skips the damage step.
  await expect(page).toHaveURL(/step=condition/);
  await counter();
  await page.locator('input[name="accidentFree"][value="yes"]').check();
  await page.locator('input[name="serviceHistory"][value="full"]').check();
  await page.locator('input[name="owners"]').fill("2");
  await next.click();

  // 4. The photos: choosing one uploads it; its thumbnail appears, no upload button pressed (or shown).
  await expect(page).toHaveURL(/step=photos/);
  await counter();
  await expect(page.getByRole("button", { name: "Fotos hochladen" })).toBeHidden();
  await page.locator('input[type="file"][name="photos"]').setInputFiles({
    name: "auto.jpg",
    mimeType: "image/jpeg",
    buffer: photo,
  });
  const thumbs = page.getByTestId("wizard-photos").locator("img");
  await expect(thumbs).toHaveCount(1);
  await expect(
    page.getByTestId("wizard-photos").getByRole("button", { name: "Foto 1 entfernen" }),
  ).toBeVisible();
  await expect
    .poll(() => thumbs.first().evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.getByText("1 von höchstens 8 Fotos")).toBeVisible();
  await expectAccessible(page);
  await next.click();

  // 5. The contact details, and the result.
  await expect(page).toHaveURL(/step=contact/);
  await counter();
  await page.locator('input[name="firstName"]').fill("Sina");
  await page.locator('input[name="lastName"]').fill(`Skoda${Date.now().toString(36)}`);
  await page.locator('input[name="email"]').fill(`sina-${Date.now().toString(36)}@example.org`);
  await page.locator('input[name="privacy"]').check();
  await expect(next).toHaveText("Absenden");
  await next.click();
  await expect(page.getByTestId("wizard-done")).toBeVisible();
  await expect(page.getByTestId("wizard-result")).toBeVisible();

  // The counter went up by one per step and its total never changed (decision 0059).
  expect(counters).toEqual(["1/6", "2/6", "3/6", "4/6", "5/6"]);
  await expectAccessible(page);
  await docsScreenshot(page, { path: "docs/screenshots/trade-in-result-phone-de.png", fullPage: true });
});
