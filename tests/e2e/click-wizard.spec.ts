import { expect, expectAccessible, test } from "./fixtures";
import { logIn } from "./fixtures-auth";

const CALLBACK = "/de/clickWizard/type/CALLBACK";

test.describe("issue 13: click wizards", () => {
  test("a visitor asks for a call back in German, goes back once, and gets the success text", async ({
    page,
  }) => {
    await page.goto(CALLBACK);
    await expect(page.getByTestId("wizard-header")).toHaveText("Rückruf vereinbaren");
    // The total is the most steps the wizard can take (decision 0059): it never changes on the way.
    await expect(page.getByTestId("wizard-progress")).toContainText("Schritt 1 von 4");
    await expectAccessible(page);

    // Nothing chosen: told what is missing, in German.
    await page.getByTestId("wizard-next").click();
    await expect(page.getByTestId("error-summary")).toContainText("Bitte füllen Sie dieses Feld aus.");

    await page.getByLabel("Etwas anderes").check();
    await page.getByTestId("wizard-next").click();
    await expect(page).toHaveURL(/step=question/);
    await expect(page.getByTestId("wizard-progress")).toContainText("Schritt 2 von 4");
    await expectAccessible(page);

    // Back: the answer is still there; another topic skips the question.
    await page.getByRole("button", { name: "Zurück" }).click();
    await expect(page).toHaveURL(/step=topic/);
    await expect(page.getByLabel("Etwas anderes")).toBeChecked();
    await page.getByLabel("Fahrzeugkauf").check();
    await page.getByTestId("wizard-next").click();
    await expect(page).toHaveURL(/step=time/);
    await expect(page.getByTestId("wizard-progress")).toContainText("Schritt 2 von 4");
    await expect(page.getByTestId("wizard-hint")).toContainText("Samstags");
    await expectAccessible(page);

    await page.getByLabel("Morgen").check();
    await page.getByLabel("Tageszeit").selectOption("evening");
    await page.getByTestId("wizard-next").click();
    await expect(page).toHaveURL(/step=contact/);
    await expectAccessible(page);

    // Checked while typing: leaving a field with a wrong phone number says so at once.
    const phone = page.getByLabel("Telefonnummer");
    await page.getByLabel("Vorname").fill("Lena");
    await page.getByLabel("Nachname").fill("Schulz");
    await phone.fill("ruf mich an");
    await phone.blur();
    await expect(page.getByText("Bitte geben Sie eine gültige Telefonnummer ein.").first()).toBeVisible();
    await phone.fill("+49 30 1234567");
    await page.getByLabel(/Ich habe die Datenschutzerklärung gelesen/).check();
    await expect(page.getByTestId("wizard-next")).toHaveText("Absenden");
    await page.getByTestId("wizard-next").click();

    await expect(page).toHaveURL(/step=done/);
    await expect(page.getByTestId("wizard-done")).toContainText(
      "Wir rufen Sie im gewünschten Zeitraum zurück.",
    );
    await expectAccessible(page);
  });

  test("without JavaScript a visitor gets through the first trade-in steps", {
    tag: "@desktop-only",
  }, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto("/de/inzahlungnahme");
    await expect(page.getByTestId("wizard-header")).toHaveText("Ihr Auto in Zahlung geben");
    // Brand and model are typed (the list's names suggested; without JavaScript every model).
    await page.getByLabel("Marke").fill("BMW");
    await page.getByLabel("Modell").fill("X5");
    await page.getByTestId("wizard-next").click();
    await expect(page).toHaveURL(/step=details/);
    await expect(page.getByTestId("wizard-progress")).toContainText("Schritt 2 von 6");

    await page.getByLabel("Erstzulassung").fill("2019-04");
    await page.getByLabel("Kilometerstand").fill("abc");
    await page.getByLabel("Diesel").check();
    await page.getByLabel("Automatik").check();
    await page.getByTestId("wizard-next").click();
    await expect(page.getByTestId("error-summary")).toContainText(
      "Bitte geben Sie eine Zahl ein, z. B. 85.000.",
    );
    await expect(page.getByLabel("Diesel")).toBeChecked();
    await page.getByLabel("Kilometerstand").fill("85000");
    await page.getByTestId("wizard-next").click();
    await expect(page).toHaveURL(/step=condition/);
    await expect(page.getByLabel("Ja, unfallfrei")).toBeVisible();
    await context.close();
  });

  test(
    "an editor changes the header and the wizard shows it",
    { tag: "@desktop-only" },
    async ({ page }, testInfo) => {
      // Two sign-ins, the editor and the wizard as a visitor: past 30 s on a loaded 2-core machine.
      test.slow();
      // English, not German, which the other tests read.
      const header = `Rückruf ${testInfo.project.name} ${Date.now()}`;
      await logIn(page, "admin", "en");
      await page.goto("/en/clickWizard/type/CALLBACK");
      await page.getByTestId("wizard-edit-link").click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit texts");
      await page.getByTestId("fc-lang-en").click();
      await expect(page).toHaveURL(/lang=en/);
      await expectAccessible(page);
      await page.locator('input[name="lang_header"]').fill(header);
      await page.getByTestId("fc-save").click();
      await expect(page.getByTestId("fc-message")).toHaveAttribute("role", "status");
      await expect(page.getByTestId("fc-message")).toHaveText("The changes have been saved.");
      await page.goto("/en/clickWizard/type/CALLBACK");
      await expect(page.getByTestId("wizard-header")).toHaveText(header);
    },
  );
});
