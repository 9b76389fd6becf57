import { closedDaysOf } from "../../app/core/locations/closed-days";
import { docsScreenshot, expect, expectAccessible, test } from "./fixtures";
import { logIn } from "./fixtures-auth";

/**
 * Closed days (decision 0050): the admin closes the Berlin location for a day of their own; a buyer
 * booking the workshop there sees the day among the closed days, with the note, and cannot choose it.
 * Christmas and New Year show as public holidays whenever they fall in the offered six weeks.
 */
function closableDay(offsetDays: number): string {
  // A weekday that is no public holiday in Berlin, so the dealer's own note is what the buyer reads.
  for (let i = offsetDays; i < offsetDays + 14; i++) {
    const d = new Date(Date.now() + i * 86_400_000);
    const day = d.toISOString().slice(0, 10);
    const weekday = d.getUTCDay();
    const holiday = closedDaysOf({ country: "DE", region: "BE", closedDays: [] }, day, 1, "de")[day];
    if (weekday >= 1 && weekday <= 5 && !holiday) return day;
  }
  throw new Error("no weekday found");
}

test("an admin closes a location for a day and the workshop booking leaves it out, saying why", async ({
  page,
  browser,
  baseURL,
  isPhone,
}) => {
  test.slow();
  // Desktop and phone close different days, so the two runs do not meet.
  const day = closableDay(isPhone ? 20 : 27);
  const note = `Betriebsausflug ${isPhone ? "Team A" : "Team B"}`;

  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await logIn(admin, "admin", "de");
  await admin.goto("/de/account/settings");
  await admin.getByTestId("settings-locations-link").click();
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText("Standorte: Schließtage");
  const berlin = admin.getByRole("region", { name: /Berlin/ }).first();
  await berlin.getByLabel("Geschlossen am").fill(day);
  await berlin.getByLabel("Hinweis für Kunden (optional)").fill(note);
  await berlin.getByRole("button", { name: "Schließtag hinzufügen" }).click();
  // A live toast (another test's new lead) is a status too: the form's own message is the one meant.
  await expect(
    admin.getByRole("status").filter({ hasText: "Der Schließtag ist hinzugefügt." }),
  ).toBeVisible();
  await expect(
    admin
      .getByRole("region", { name: /Berlin/ })
      .first()
      .getByTestId("own-closed-days"),
  ).toContainText(note);
  await expectAccessible(admin);
  if (isPhone)
    await docsScreenshot(admin, { path: "docs/screenshots/closed-days-settings-phone.png", fullPage: true });
  await adminContext.close();

  await page.goto("/de/onlineterminbuchung");
  await page.getByTestId("service-location").first().click();
  await page.getByTestId("service-offering").first().click();
  const closed = page.getByTestId("closed-days");
  await expect(closed).toContainText("An diesen Tagen geschlossen");
  await expect(closed.locator(`time[datetime="${day}"]`)).toBeVisible();
  await expect(closed).toContainText(note);
  // The day is not among the days the buyer can pick.
  await expect(page.locator(`a[href*="day=${day}"]`)).toHaveCount(0);
  if (isPhone)
    await docsScreenshot(page, { path: "docs/screenshots/closed-days-booking-phone.png", fullPage: true });
});
