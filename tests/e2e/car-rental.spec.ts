import type { Page } from "@playwright/test";
import { docsScreenshot, expect, expectAccessible, test } from "./fixtures";
import { logIn } from "./fixtures-auth";

/**
 * Car rental in German, on a 390 px phone (München) and on the desktop (Hamburg, a
 * week later, so both runs can book): the form with the site's fields (locations as cards with their
 * whole names, days written 12.12.2026), a Sunday return refused with its reason, Saturday to Monday
 * priced as the advertised weekend, results with the cars' pictures, the summary as a readable list,
 * a driver under 21 refused, the confirmation with its booking number, and the mail with that number in
 * the development mailbox. Axe on each step.
 */

const german = (iso: string) => iso.split("-").reverse().join(".");
const plusDays = (iso: string, n: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
/** The form's Friday ("11.12.2026") as ISO, moved past the Christmas holidays if it falls on them. */
async function formFriday(page: Page, weeks: number): Promise<string> {
  const value = await page.getByLabel("Abholdatum").inputValue();
  const [d, m, y] = value.split(".");
  let friday = plusDays(`${y}-${m}-${d}`, 7 * weeks);
  while (/-12-2[4-9]|-12-3[01]|-01-01/.test(`${friday}${plusDays(friday, 1)}${plusDays(friday, 3)}`))
    friday = plusDays(friday, 7);
  return friday;
}

test.describe("Autovermietung", () => {
  test.describe.configure({ timeout: 150_000 });

  test("Samstag bis Montag zum Wochenendpreis, Sonntag erklärt, Bilder, Buchungsnummer", async ({
    page,
    isPhone,
    browser,
    baseURL,
  }) => {
    if (isPhone) await page.setViewportSize({ width: 390, height: 844 });
    const place = isPhone
      ? { path: "3-muenchen-riem", name: "Autohaus Brandt München", time: "09:00" }
      : { path: "2-hamburg-rothenburgsort", name: "Autohaus Brandt Hamburg", time: "10:00" };
    await page.goto(`/de/vermietung/${place.path}`);
    await expect(page.getByRole("heading", { level: 1, name: "Auto mieten" })).toBeVisible();

    // The pick-up location is a card with its whole name, chosen from the page's address.
    const pickupPlaces = page.getByRole("group", { name: "Abholort" });
    const chosen = pickupPlaces.getByRole("radio", { name: new RegExp(place.name) });
    await expect(chosen).toBeChecked();
    const title = pickupPlaces.getByText(place.name, { exact: true });
    await expect(title).toBeVisible();
    expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    // Days as a German page writes them, with the weekday beside.
    await expect(page.getByLabel("Abholdatum")).toHaveValue(/^\d{2}\.\d{2}\.\d{4}$/);
    await expect(page.getByLabel("Abholzeit")).toHaveValue("12:00");
    await expectAccessible(page);

    const friday = await formFriday(page, isPhone ? 0 : 1);
    const saturday = plusDays(friday, 1);
    const sunday = plusDays(friday, 2);
    const monday = plusDays(friday, 3);
    await page.getByLabel("Abholdatum").fill(german(saturday));
    await page.getByLabel("Abholzeit").selectOption(place.time);
    await page.getByLabel("Rückgabedatum").fill(german(sunday));
    await page.getByLabel("Rückgabezeit").selectOption(place.time);
    await page.getByTestId("rental-search-submit").click();

    // A Sunday return: the refusal says the location is closed on Sundays.
    await expect(page).toHaveURL(/returnDate=/);
    await expect(page.getByText("Der Rückgabeort ist sonntags geschlossen.")).toBeVisible();
    await expect(page.getByLabel("Rückgabedatum")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Abholdatum")).toHaveValue(german(saturday));
    await expectAccessible(page);

    await page.getByLabel("Rückgabedatum").fill(german(monday));
    await page.getByTestId("rental-search-submit").click();
    const first = page.getByTestId("rental-car").first();
    await expect(first).toBeVisible();
    // Saturday to Monday is the advertised weekend, not two days.
    await expect(first.getByTestId("rental-units")).toHaveText("1 × Wochenende");
    await expect(first).toContainText("Wochenende (Fr. 12 Uhr bis Mo. 12 Uhr)");
    // Each result shows the car's picture, loaded.
    for (const media of await page.getByTestId("rental-car-media").all()) {
      const img = media.locator("img");
      await img.scrollIntoViewIfNeeded();
      await expect(img).toHaveAttribute("alt", /\S/);
      await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    }
    // From the top: the sticky header stays where it belongs in the full-page picture.
    await page.evaluate(() => window.scrollTo(0, 0));
    if (isPhone) await docsScreenshot(page, { path: "docs/screenshots/rental-phone-de.png", fullPage: true });
    await expectAccessible(page);

    await first.getByTestId("rental-book-link").click();
    const form = page.getByTestId("rental-booking-form");
    await expect(form).toBeVisible();
    // The summary: each value as wide as the list (never one word a line), the weekend named.
    const summary = page.getByTestId("rental-summary");
    const listWidth = (await summary.boundingBox())!.width;
    for (const dd of await summary.locator("dd").all())
      expect((await dd.boundingBox())!.width).toBeGreaterThan(listWidth * 0.9);
    await expect(page.getByTestId("rental-summary-units")).toHaveText("1 × Wochenende");
    const price = (await page.getByTestId("rental-price").textContent())?.trim() ?? "";
    await expectAccessible(page);

    // The server refuses a driver under 21 with the field's message, keeping what was typed.
    const email = `rental-${isPhone ? "phone" : "desktop"}-${Date.now()}@example.org`;
    await form.getByLabel("Vollständiger Name des Fahrers").fill("Jana Roth");
    await form.getByLabel("E-Mail").fill(email);
    await form.getByLabel("Telefon").fill("+49 40 1234567");
    await form.getByLabel("Geburtsdatum des Fahrers").fill("01.04.2010");
    await form.getByRole("checkbox").check();
    await page.getByTestId("rental-submit").click();
    await expect(page.getByText("mindestens 21 Jahre alt sein").first()).toBeVisible();

    await form.getByLabel("Geburtsdatum des Fahrers").fill("01.04.1988");
    await page.getByTestId("rental-submit").click();
    await expect(page).toHaveURL(/booked=\d+&ref=/);
    const booked = page.getByTestId("rental-booked");
    await expect(booked.getByRole("heading", { name: "Ihr Fahrzeug ist gebucht" })).toBeVisible();
    const number = page.getByTestId("rental-number");
    await expect(number).toHaveText(/^M-\d{4}-\d{6}$/);
    const bookingNumber = (await number.textContent())!.trim();
    await expect(booked).toContainText(`Buchungsnummer: ${bookingNumber}`);
    await expect(booked).toContainText(price);
    await page.evaluate(() => window.scrollTo(0, 0));
    if (isPhone)
      await docsScreenshot(page, {
        path: "docs/screenshots/rental-confirmation-phone-de.png",
        fullPage: true,
      });
    await expectAccessible(page);

    // The confirmation mail carries the same number (the development mailbox, no SMTP_URL here).
    const adminContext = await browser.newContext({ baseURL });
    const admin = await adminContext.newPage();
    await logIn(admin, "admin");
    await admin.goto("/en/account/settings/mailbox");
    // The customer's confirmation (the team's mail names the driver's address too).
    const mail = admin
      .getByTestId("mail")
      .filter({ hasText: email })
      .filter({ hasText: `Ihre Miete ${bookingNumber}` })
      .first();
    await mail.locator("summary").click();
    await expect(mail).toContainText(`Ihre Miete ${bookingNumber}`);
    await expect(mail).toContainText(`Buchungsnummer: ${bookingNumber}`);
    await adminContext.close();
  });
});
