import { expect, expectAccessible, test } from "./fixtures";

/**
 * A dealer applies for community membership on the community site, on a phone in German:
 * the form is accessible, a wrong file and missing consents are named in German, and the application
 * with its trade register extract (PDF) is received.
 */
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

test("a dealer applies for community membership with the trade register extract", async ({
  page,
  baseURL,
  isPhone,
}) => {
  test.skip(!isPhone, "the journey is the phone's (German); the integration tests cover the rest");
  const community = baseURL!.replace("//localhost", "//community.localhost");
  await page.goto(`${community}/de/communityMemberJoin`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Community-Mitglied werden");
  await expectAccessible(page);

  const form = page.getByTestId("community-join-form");
  await form.getByLabel("Firmenname").fill("Autohandel Nord GmbH");
  await form.getByLabel("USt-IdNr.").fill("DE123456789");
  await form.getByLabel("Straße und Hausnummer").fill("Hafenstraße 1");
  await form.getByLabel("PLZ").fill("20457");
  await form.getByLabel("Ort").fill("Hamburg");
  await form.getByLabel("Vorname").fill("Jana");
  await form.getByLabel("Nachname").fill("Kraus");
  await form.getByLabel("E-Mail").fill(`jana.kraus.${Date.now()}@example.org`);
  await form.getByLabel("Telefon").fill("+49 40 123456");
  // A text file named .pdf: refused by its content.
  await form.getByLabel("Handelsregisterauszug").setInputFiles({
    name: "auszug.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("kein PDF"),
  });
  await page.getByTestId("community-join-submit").click();
  await expect(page.getByText("Bitte akzeptieren Sie die Mitgliedsbedingungen.").first()).toBeVisible();

  await form.getByRole("checkbox").nth(0).check();
  await form.getByRole("checkbox").nth(1).check();
  await page.getByTestId("community-join-submit").click();
  await expect(page.getByText("Bitte fügen Sie eine PDF-, JPEG- oder PNG-Datei bei.").first()).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel("Handelsregisterauszug").setInputFiles({
    name: "auszug.pdf",
    mimeType: "application/pdf",
    buffer: PDF,
  });
  await page.getByTestId("community-join-submit").click();
  await expect(page.getByTestId("community-join-sent")).toContainText("Vielen Dank für Ihren Antrag");
  await expectAccessible(page);
  await page.screenshot({ path: "test-results/community-join-phone.png", fullPage: true });
});
