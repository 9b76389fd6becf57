import { expect, expectAccessible, test } from "./fixtures";

/**
 * Car rental (issue 14) on a phone in German: search the coming weekend at Hamburg (the form's default),
 * see the weekend price, book the first car with the driver's details and see the confirmation; axe on
 * each step. Phone only: the desktop run would book the same car for the same weekend.
 */
test.describe("Autovermietung", () => {
  test.describe.configure({ timeout: 120_000 });

  test("ein Kunde mietet ein Auto für das Wochenende", async ({ page, isPhone }) => {
    test.skip(!isPhone, "booked on the phone (one car, one weekend)");
    await page.goto("/de/vermietung/2-hamburg-rothenburgsort");
    await expect(page.getByRole("heading", { level: 1, name: "Auto mieten" })).toBeVisible();
    await expect(page.getByLabel("Abholort")).toHaveValue("2");
    await expect(page.getByLabel("Abholzeit")).toHaveValue("12:00");
    await expectAccessible(page);

    await page.getByTestId("rental-search-submit").click();
    await expect(page).toHaveURL(/pickupDate=/);
    const first = page.getByTestId("rental-car").first();
    await expect(first).toBeVisible();
    await expect(first.getByTestId("rental-units")).toHaveText(/Wochenende/);
    await expect(first).toContainText("Kaution");
    await page.screenshot({ path: "test-results/rental-1-results.png", fullPage: true });
    await expectAccessible(page);

    await first.getByTestId("rental-book-link").click();
    const form = page.getByTestId("rental-booking-form");
    await expect(form).toBeVisible();
    const price = (await page.getByTestId("rental-price").textContent())?.trim() ?? "";
    await expectAccessible(page);

    // The server refuses a driver under 21 with the field's message, keeping what was typed.
    await form.getByLabel("Vollständiger Name des Fahrers").fill("Jana Roth");
    await form.getByLabel("E-Mail").fill("jana.roth@example.org");
    await form.getByLabel("Telefon").fill("+49 40 1234567");
    await form.getByLabel("Geburtsdatum des Fahrers").fill("2010-04-01");
    await form.getByRole("checkbox").check();
    await page.getByTestId("rental-submit").click();
    await expect(page.getByText("mindestens 21 Jahre alt sein").first()).toBeVisible();

    await form.getByLabel("Geburtsdatum des Fahrers").fill("1988-04-01");
    await page.screenshot({ path: "test-results/rental-2-booking.png", fullPage: true });
    await page.getByTestId("rental-submit").click();
    await expect(page).toHaveURL(/booked=\d+&ref=/);
    const booked = page.getByTestId("rental-booked");
    await expect(booked.getByRole("heading", { name: "Ihr Fahrzeug ist gebucht" })).toBeVisible();
    await expect(booked).toContainText(price);
    await page.screenshot({ path: "test-results/rental-3-booked.png", fullPage: true });
    await expectAccessible(page);
  });
});
