import { expect, expectAccessible, test } from "./fixtures";
import { logIn } from "./fixtures-auth";

/**
 * A visitor books a workshop appointment (location, service, free slot, car, details), finds
 * the confirmation in the development mailbox with its .ics, and cancels from the mailed link. On the
 * phone in German (desktop in English); the two runs book different services, so they never meet.
 */
test("a visitor books a service appointment, gets the mail with its .ics and cancels from the link", async ({
  page,
  browser,
  baseURL,
  isPhone,
}) => {
  // A long journey (booking, the admin's mailbox, the mailed link): 26 s alone on a 2-core machine,
  // more while the other browser runs; three times the default timeout.
  test.slow();
  const locale = isPhone ? "de" : "en";
  const path = isPhone ? "onlineterminbuchung" : "car-service";
  const email = `werkstatt-${isPhone ? "phone" : "desktop"}-${Date.now()}@example.org`;

  await page.goto(`/${locale}/${path}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    isPhone ? "Werkstatttermin buchen" : "Book a service appointment",
  );
  await expectAccessible(page);
  await page.getByTestId("service-location").first().click();
  await page
    .getByTestId("service-offering")
    .nth(isPhone ? 1 : 2)
    .click();
  const form = page.getByTestId("service-form");
  await expect(form).toBeVisible();
  await expectAccessible(page);

  // Sending without a slot and details: translated errors, nothing booked.
  await page.getByTestId("service-submit").click();
  await expect(page.locator(".field-error").first()).toBeVisible();

  await page.getByTestId("service-slot").first().check();
  await page.locator("#svc-brand").fill("Volkswagen");
  await page.locator("#svc-model").fill("Golf");
  await page.locator("#svc-plate").fill("B-AH 1234");
  await page.locator("#svc-mileageKm").fill("48200");
  await page.locator("#svc-name").fill("Anna Łukasik");
  await page.locator("#svc-email").fill(email);
  await page.locator("#svc-phone").fill("+49 30 1234567");
  await page.locator("#svc-privacy").check();
  await page.getByTestId("service-submit").click();

  const booked = page.getByTestId("service-appointment");
  await expect(booked).toHaveAttribute("data-status", "booked");
  await expect(page.getByTestId("service-notice")).toBeVisible();
  await expectAccessible(page);

  // The confirmation in the development mailbox, with the calendar file.
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await logIn(admin, "admin", locale);
  await admin.goto(`/${locale}/account/settings/mailbox`);
  const mail = admin.getByTestId("mail").filter({ hasText: email }).first();
  await mail.locator("summary").click();
  const attachment = mail.getByTestId("mail-attachment");
  await expect(attachment).toContainText("BEGIN:VCALENDAR");
  await expect(attachment).toContainText("BEGIN:VEVENT");
  await expect(attachment.getByRole("link")).toHaveAttribute("download", "appointment.ics");
  await expectAccessible(admin);
  const link = await mail.getByRole("link", { name: /\/car-service\/appointment\// }).getAttribute("href");
  await adminContext.close();
  expect(link).toBeTruthy();

  // The mailed link: cancel.
  await page.goto(new URL(link!).pathname);
  await expect(page.getByTestId("service-appointment")).toHaveAttribute("data-status", "booked");
  await page.getByTestId("service-cancel").click();
  // The cancellation's post and the page it answers with (slow while the other browser books too).
  await expect(page.getByTestId("service-appointment")).toHaveAttribute("data-status", "cancelled", {
    timeout: 15_000,
  });
  await expectAccessible(page);
});
