import { expect, expectAccessible, test } from "./fixtures";

// The first demo car (100001); the demo dealer offers financing, leasing and subscriptions.
const CAR_DE = "/de/gebrauchtwagen/x-100001";

test.describe("issue 14: financing, leasing and subscription", () => {
  test("a buyer on a phone asks for a leasing offer from a car page with the terms they chose", async ({
    page,
    isPhone,
  }, testInfo) => {
    test.skip(!isPhone, "the phone is the story; the desktop layout is covered by the car page tests");
    await page.goto(CAR_DE);
    const section = page.locator("#financing");
    await section.getByRole("link", { name: "Leasing", exact: true }).click();
    const calculator = page.getByTestId("leasing-calculator");
    await expect(calculator).toBeVisible();
    // The calculator is live once its lazy chunk hydrated: the no-JavaScript button goes away.
    await expect(calculator.getByRole("button", { name: "Neu berechnen" })).toHaveCount(0);
    const rate = page.getByTestId("leasing-rate");
    const before = await rate.textContent();
    // More kilometres a year: a lower residual value, a higher rate.
    await calculator.getByLabel("Fahrleistung pro Jahr").selectOption("25000");
    await expect(rate).not.toHaveText(before!);
    const chosen = await rate.textContent();

    const form = page.getByTestId("rate-request-form");
    await expect(form.locator('input[name="km"]')).toHaveValue("25000");
    await form.getByLabel("Name").fill("Lena Schulz");
    await form.getByLabel("E-Mail").fill("lena.leasing@example.com");
    await form.getByLabel(/Ich bin damit einverstanden/).check();
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath("leasing-calculator-phone.png"), fullPage: false });
    await form.getByRole("button", { name: "Leasingangebot anfragen" }).click();

    const sent = page.getByTestId("rate-request-sent");
    await expect(sent).toBeVisible();
    await expect(sent).toContainText("Vielen Dank für Ihre Anfrage!");
    // The page shows the leasing tab again after the redirect.
    await expect(page.getByTestId("leasing-calculator")).toBeVisible();
    expect(chosen).toMatch(/€ monatlich$/);
    await expectAccessible(page);
    await sent.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath("leasing-request-sent-phone.png") });
  });
});
