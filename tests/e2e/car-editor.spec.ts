/**
 * The car editor in the browser: an inventory manager adds a car with two
 * photos, cannot publish it while the EnVKV data is missing (the reason is on the page), completes it,
 * publishes it and finds it with its photos on the storefront; a database clerk gets the forbidden page.
 */
import sharp from "sharp";
import { DEMO_PASSWORD } from "../../seed/content/accounts";
import { expect, expectAccessible, keyboardDragReady, test } from "./fixtures";

const INVENTORY = "inventory@autohaus-brandt.example";
const CLERK = "database@autohaus-brandt.example";

async function logInAs(page: import("@playwright/test").Page, email: string) {
  await page.goto("/en/login");
  const form = page.getByTestId("login-form");
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/en\/account$/);
}

const jpeg = (background: string) =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background } })
    .jpeg()
    .toBuffer();

test.describe("the car editor", () => {
  test("an inventory manager adds a car with two photos, publishes it once the EnVKV data is complete and finds it on the storefront", {
    tag: "@desktop-only",
  }, async ({ page }) => {
    // A long walk through three screens with uploads and first renders of the photos.
    test.setTimeout(120_000);
    const variant = `1.5 TSI E2E ${Date.now() % 1_000_000}`;
    await logInAs(page, INVENTORY);
    await page.goto("/en/account/cars/new");
    await expect(page.getByTestId("car-editor-title")).toHaveText("Add a car");
    const form = page.getByTestId("car-form");
    await form.getByLabel("Make").selectOption({ label: "Volkswagen" });
    // With JavaScript the model list holds only the chosen make's models.
    const model = form.getByLabel("Model");
    const firstModel = await model.locator("optgroup option").first().getAttribute("value");
    await expect(model.locator("optgroup")).toHaveCount(1);
    await model.selectOption(firstModel!);
    await form.getByLabel("Variant").fill(variant);
    await form.getByLabel("First registration").fill("2022-05");
    await form.getByLabel(/^Mileage/).fill("31000");
    await form.getByLabel("Fuel").selectOption({ label: "Petrol" });
    await form.getByLabel(/^Power/).fill("110");
    await form.getByLabel(/^Price incl. VAT/).fill("21990");
    await form.getByLabel("Location").selectOption({ index: 1 });
    await form.getByLabel("Navigation system").check();
    await form.getByLabel("German").fill("Sparsamer Kompakter mit Navigation.");
    // A mistake first: the browser's check names it and keeps what was typed.
    await form.getByLabel("Doors").fill("many");
    await page.getByTestId("car-save").click();
    await expect(page.getByTestId("error-summary")).toContainText(
      "Please enter a whole number, e.g. 42,500.",
    );
    await expect(form.getByLabel("Variant")).toHaveValue(variant);
    await form.getByLabel("Doors").fill("5");
    await page.getByTestId("car-save").click();

    await expect(page).toHaveURL(/\/en\/account\/cars\/\d+\?created=1$/);
    await expect(page.getByTestId("car-created")).toBeVisible();
    const number = /\/cars\/(\d+)/.exec(page.url())![1]!;
    await expect(page.getByTestId("car-state")).toHaveText("Draft");

    // Publishing is blocked, and the page says why before anyone tries.
    await expect(page.getByTestId("state-to-published")).toBeDisabled();
    const reason = page.getByTestId("publish-reason");
    await expect(reason).toContainText("Combined consumption");
    await expect(reason).toContainText("CO2 emissions combined");
    await expect(reason).toContainText("CO2 class");

    // Two photos at once; the first is the cover.
    await page.getByTestId("car-photos-input").setInputFiles([
      { name: "front.jpg", mimeType: "image/jpeg", buffer: await jpeg("#b03030") },
      { name: "side.jpg", mimeType: "image/jpeg", buffer: await jpeg("#3050b0") },
    ]);
    await page.getByTestId("car-photos-upload").click();
    await expect(page.getByTestId("car-image")).toHaveCount(2);
    await expect(page.getByTestId("car-image-cover")).toHaveCount(1);
    const [first, second] = await page
      .getByTestId("car-image")
      .evaluateAll((els) => els.map((e) => e.getAttribute("data-image-id")));
    // The second becomes the cover (a plain form button).
    await page.getByTestId("car-image").nth(1).getByTestId("image-cover").click();
    await expect(page.getByTestId("car-image").first()).toHaveAttribute("data-image-id", second!);
    await expect(page.getByTestId("car-image").nth(1)).toHaveAttribute("data-image-id", first!);

    // The EnVKV data completes the car; now it can be published.
    // Numbers the English way on the English page (decision 0054).
    await form.getByLabel(/^Combined consumption/).fill("5.1");
    await form.getByLabel(/^CO2 emissions combined/).fill("116");
    await form.getByLabel("CO2 class", { exact: true }).selectOption("D");
    await page.getByTestId("car-save").click();
    await expect(page.getByText("The changes were saved.")).toBeVisible();
    await expect(page.getByTestId("publish-reason")).toHaveCount(0);
    await expectAccessible(page);
    await page.getByTestId("state-to-published").click();
    await expect(page.getByTestId("car-state")).toHaveText("Published");
    await expect(page.getByTestId("car-history")).toContainText("Draft → Published");

    // The storefront's car page, by its number.
    const res = await page.goto(`/en/cars/vw-${number}`);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Volkswagen");
    await expect(page.getByText(variant, { exact: true }).first()).toBeVisible();
    await expect(page.getByTestId("car-price")).toContainText("21,990");
    const picture = page.locator(`img[src*="/media/car/${second}/"]`).first();
    await expect(picture).toBeVisible();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
        timeout: 15_000,
      })
      .toBe(true);
  });

  test("photos are reordered with the keyboard (drag and drop) and, without JavaScript, with the buttons", {
    tag: "@desktop-only",
  }, async ({ page, browser, viewport }) => {
    test.setTimeout(120_000);
    await logInAs(page, INVENTORY);
    // Without JavaScript: the car is created and its photos uploaded and moved by plain forms.
    const cookies = await page.context().cookies();
    const noJs = await browser.newContext({ javaScriptEnabled: false, viewport });
    await noJs.addCookies(cookies);
    const plain = await noJs.newPage();
    await plain.goto("/en/account/cars/new");
    const form = plain.getByTestId("car-form");
    await form.getByLabel("Make").selectOption({ label: "Volkswagen" });
    // Without JavaScript every make's models are offered, grouped by make.
    await form
      .getByLabel("Model")
      .selectOption(
        (await form
          .locator('select[name="modelId"] optgroup[label="Volkswagen"] option')
          .first()
          .getAttribute("value"))!,
      );
    await form.getByLabel("Variant").fill("No-JS 1.0 TSI");
    await form.getByLabel("First registration").fill("2020-02");
    await form.getByLabel(/^Mileage/).fill("60000");
    await form.getByLabel(/^Power/).fill("70");
    await form.getByLabel(/^Price incl. VAT/).fill("12990");
    await plain.getByTestId("car-save").click();
    await expect(plain).toHaveURL(/\/en\/account\/cars\/\d+\?created=1$/);
    await plain.getByTestId("car-photos-input").setInputFiles([
      { name: "a.jpg", mimeType: "image/jpeg", buffer: await jpeg("#aa2222") },
      { name: "b.jpg", mimeType: "image/jpeg", buffer: await jpeg("#22aa22") },
      { name: "c.jpg", mimeType: "image/jpeg", buffer: await jpeg("#2222aa") },
    ]);
    await plain.getByTestId("car-photos-upload").click();
    await expect(plain.getByTestId("car-image")).toHaveCount(3);
    const order = () =>
      page.getByTestId("car-image").evaluateAll((els) => els.map((e) => e.getAttribute("data-image-id")));
    const plainOrder = () =>
      plain.getByTestId("car-image").evaluateAll((els) => els.map((e) => e.getAttribute("data-image-id")));
    const [a, b, c] = await plainOrder();
    await plain.getByTestId("car-image").first().getByTestId("image-down").click();
    await expect(plain.getByTestId("car-image").first()).toHaveAttribute("data-image-id", b!);
    expect(await plainOrder()).toEqual([b, a, c]);
    const url = plain.url().replace(/\?.*$/, "");
    await noJs.close();

    // With JavaScript: Space picks the cover up, the arrow key moves it one place on, Space drops it.
    await page.goto(url);
    await page.getByTestId("car-image-handle").first().focus();
    // Each key waits for the screen reader's announcement of the one before (a key pressed before the
    // sensor has picked the photo up went nowhere on a slow run).
    await page.keyboard.press("Space");
    await expect(page.getByText(/ is over place 1\.$/)).toBeAttached();
    await keyboardDragReady(page);
    await page.keyboard.press("ArrowRight");
    await expect(page.getByText(/ is over place 2\.$/)).toBeAttached();
    await page.keyboard.press("Space");
    await expect(page.getByTestId("car-image").first()).toHaveAttribute("data-image-id", a!);
    await expect(page.getByText("The order was saved.")).toBeVisible();
    await page.reload();
    expect(await order()).toEqual([a, b, c]);
  });

  test("a database clerk cannot open the car list or the editor", { tag: "@desktop-only" }, async ({
    page,
  }) => {
    await logInAs(page, CLERK);
    for (const path of ["/en/account/cars", "/en/account/cars/new"]) {
      const res = await page.goto(path);
      expect(res?.status()).toBe(403);
      await expect(page.getByTestId("not-found")).toContainText("No access");
    }
  });
});
