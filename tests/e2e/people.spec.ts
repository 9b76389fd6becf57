/**
 * People management (decision 0061): an admin working in German invites a salesperson from the people
 * screen; the invitation arrives in the mailbox; the invitee opens its link in a browser of their own,
 * chooses a password and lands on their dashboard with the lead inbox. The admin then deactivates them,
 * and the invitee's next page load is refused: they are sent to the login page.
 */
import { docsScreenshot, expect, expectAccessible, test } from "./fixtures";
import { logIn } from "./fixtures-auth";

test("an admin invites a salesperson, who sets a password and works; deactivated, they are locked out at once", {
  tag: "@desktop-only",
}, async ({ browser, baseURL }) => {
  test.slow();
  const tag = `${Date.now().toString(36)}d`;
  const email = `lena.lernt.${tag}@example.org`;

  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await logIn(admin, "admin", "de");
  // One obvious place: the sidebar's entry under the settings.
  await admin.getByTestId("nav-people").click();
  await expect(admin).toHaveURL(/\/de\/account\/settings\/people$/);
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText("Mitarbeiter");

  const invite = admin.getByTestId("invite-form");
  await invite.getByLabel("Vorname").fill("Lena");
  await invite.getByLabel("Nachname").fill(`Lernt ${tag}`);
  await invite.getByLabel("E-Mail-Adresse").fill(email);
  await invite.getByLabel("Sprache der Einladung").selectOption("de");
  await invite.getByLabel("Verkauf").check();
  // The locations they work at (decision 0061): the project's, by name.
  const places = invite.getByRole("group", { name: "Standorte" });
  await places.getByLabel("Autohaus Brandt Hamburg").check();
  await places.getByLabel("Autohaus Brandt München").check();
  await invite.getByRole("button", { name: "Einladung senden" }).click();
  await expect(admin.getByTestId("people-message")).toHaveText("Die Einladung ist unterwegs.");
  const row = admin.locator(`[data-testid="person"][data-email="${email}"]`);
  await expect(row.getByTestId("person-state")).toHaveText("Eingeladen");
  await expect(row).toContainText("Verkauf");
  await expect(row.getByTestId("person-locations")).toHaveText(
    "Autohaus Brandt Hamburg, Autohaus Brandt München",
  );
  // The list's location filter: Berlin hides them, Hamburg shows them.
  const filter = admin.getByLabel("Nach Standort filtern");
  await filter.selectOption({ label: "Autohaus Brandt Berlin" });
  await expect(row).toHaveCount(0);
  await filter.selectOption({ label: "Autohaus Brandt Hamburg" });
  await expect(row).toHaveCount(1);
  await filter.selectOption({ label: "Alle Standorte" });
  // Changed to Hamburg only, and recorded.
  await row.getByTestId("person-actions").locator("summary").click();
  const placesForm = row.getByTestId("locations-form");
  await placesForm.getByLabel("Autohaus Brandt München").uncheck();
  await placesForm.getByRole("button", { name: "Standorte speichern" }).click();
  await expect(admin.getByTestId("people-message")).toHaveText("Die Standorte sind gespeichert.");
  await expect(row.getByTestId("person-locations")).toHaveText("Autohaus Brandt Hamburg");
  await expect(admin.getByTestId("people-audit").getByTestId("audit-entry").first()).toContainText(
    `hat die Standorte von ${email} von Autohaus Brandt Hamburg, Autohaus Brandt München auf Autohaus Brandt Hamburg geändert`,
  );

  // The invitation, in the test mailbox.
  await admin.goto("/de/account/settings/mailbox");
  const mail = admin.getByTestId("mail").filter({ hasText: email }).first();
  await mail.locator("summary").click();
  await expect(mail).toContainText("Ihre Einladung zu");
  await expect(mail).toContainText("7 Tage lang");
  const link = await mail.getByRole("link", { name: /\/invitation\// }).getAttribute("href");
  expect(link).toBeTruthy();

  // The invitee, in a browser of their own.
  const inviteeContext = await browser.newContext({ baseURL });
  const invitee = await inviteeContext.newPage();
  await invitee.goto(new URL(link!).pathname);
  await expect(invitee.getByRole("heading", { level: 1 })).toHaveText("Willkommen: Passwort wählen");
  await expectAccessible(invitee);
  await invitee.getByLabel("Passwort", { exact: true }).fill("Lenas langes Passwort");
  await invitee.getByLabel("Passwort wiederholen").fill("Lenas langes Passwort");
  await invitee.getByRole("button", { name: "Passwort speichern und anmelden" }).click();
  await expect(invitee).toHaveURL(/\/de\/account$/);
  await expect(invitee.getByTestId("employee-dashboard")).toBeVisible();
  await expect(invitee.getByTestId("dashboard-number-inbox")).toHaveAttribute("href", "/de/account/jobs");
  await invitee.getByTestId("dashboard-number-inbox").click();
  await expect(invitee).toHaveURL(/\/de\/account\/jobs$/);
  await expect(invitee.getByRole("heading", { level: 1 })).toHaveText("Meine Vorgänge und neue Leads");
  // The link is used up: opened again it says so.
  const again = await inviteeContext.newPage();
  await again.goto(new URL(link!).pathname);
  await expect(again.getByRole("heading", { level: 1 })).toHaveText("Diese Einladung wurde schon verwendet");
  await again.close();

  // The admin sees them active, then deactivates them.
  await admin.goto("/de/account/settings/people");
  await expect(row.getByTestId("person-state")).toHaveText("Aktiv");
  await expectAccessible(admin);
  await docsScreenshot(admin, {
    path: "docs/screenshots/people-desktop.png",
    fullPage: true,
  });
  await row.getByTestId("person-actions").locator("summary").click();
  await row.getByLabel("Offene Vorgänge gehen an").selectOption({ label: "Niemanden (wieder unzugewiesen)" });
  await row.getByRole("button", { name: "Deaktivieren" }).click();
  await expect(admin.getByTestId("people-message")).toHaveText(
    "Der Mitarbeiter ist deaktiviert und überall abgemeldet.",
  );
  await expect(row.getByTestId("person-state")).toHaveText("Deaktiviert");
  await expect(admin.getByTestId("people-audit").getByTestId("audit-entry").first()).toContainText(
    `hat ${email} deaktiviert`,
  );

  // The invitee's next page load is refused: to the login page.
  await invitee.reload();
  await expect(invitee).toHaveURL(/\/de\/login\?redirectTo=/);
  // And signing in again fails with the usual neutral message.
  const form = invitee.getByTestId("login-form");
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="password"]').fill("Lenas langes Passwort");
  await form.locator('button[type="submit"]').click();
  await expect(invitee.getByTestId("login-error")).toBeVisible();
  await inviteeContext.close();
  await adminContext.close();
});
