import { expect, expectAccessible, test } from "./fixtures";
import { logIn } from "./fixtures-auth";

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

// A phone of 390 px, the page in German (docs/decisions/0044-verified-addresses.md).
test.use({ viewport: { width: 390, height: 844 } });

test("a new customer confirms their e-mail address with the mailed link, opened in a fresh browser", {
  tag: "@desktop-only",
}, async ({ page, browser, baseURL }) => {
  const email = `vera.${unique()}@example.org`;
  const password = "mein langes Demo-Passwort";
  await page.goto("/de/signup");
  await page.getByLabel("Vorname").fill("Vera");
  await page.getByLabel("Nachname").fill("Prüfer");
  await page.getByLabel("E-Mail-Adresse").fill(email);
  await page.getByLabel("Passwort", { exact: true }).fill(password);
  await page.getByLabel("Passwort wiederholen").fill(password);
  await page.getByRole("button", { name: "Konto erstellen" }).click();
  await expect(page).toHaveURL(/\/de\/signedup$/);
  await expect(page.getByText("Link geschickt, der Ihre Adresse bestätigt")).toBeVisible();

  // Signed in, not yet confirmed: the account says so and can send the link again.
  await page.goto("/de/login");
  const form = page.getByTestId("login-form");
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="password"]').fill(password);
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/de\/account$/);
  await page.getByTestId("terms-dialog").getByTestId("accept-terms").click();
  await expect(page.getByTestId("terms-dialog")).toBeHidden();
  const notice = page.getByTestId("verify-email-notice");
  await expect(notice).toContainText("Bitte bestätigen Sie Ihre E-Mail-Adresse");
  await expectAccessible(page);
  await notice.getByRole("button", { name: "Link erneut senden" }).click();
  await expect(page.getByTestId("verify-email-answer")).toHaveText(
    "Wir haben Ihnen einen neuen Link geschickt. Bitte sehen Sie in Ihrem Posteingang nach.",
  );

  // The welcome mail, read in the development mailbox (no SMTP_URL here), says what the link does.
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await logIn(admin, "admin");
  await admin.goto("/en/account/settings/mailbox");
  const mail = admin
    .getByTestId("mail")
    .filter({ hasText: email })
    .filter({ hasText: "Willkommen bei" })
    .first();
  await mail.locator("summary").click();
  await expect(mail).toContainText("gültig für 48 Stunden");
  const link = await mail.getByRole("link", { name: /\/verifyemail\// }).getAttribute("href");
  await adminContext.close();
  expect(link).toBeTruthy();

  // Opened in another browser, signed out: the address is confirmed, and the page says so.
  const fresh = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const phone = await fresh.newPage();
  await phone.goto(new URL(link!).pathname);
  const confirmed = phone.getByTestId("verify-email");
  await expect(confirmed).toHaveAttribute("data-state", "verified");
  await expect(phone.getByRole("heading", { level: 1 })).toHaveText("Ihre E-Mail-Adresse ist bestätigt");
  await expect(confirmed.getByRole("link", { name: "Anmelden" })).toBeVisible();
  await expectAccessible(phone);
  // The link works once; opened again it says the address is confirmed already.
  await phone.reload();
  await expect(confirmed).toHaveAttribute("data-state", "already_verified");
  await fresh.close();

  // Back in the first browser: the notice is gone.
  await page.reload();
  await expect(page.getByTestId("customer-dashboard")).toBeVisible();
  await expect(page.getByTestId("verify-email-notice")).toHaveCount(0);
});
