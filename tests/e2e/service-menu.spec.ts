import { docsScreenshot, expect, openNavigation, test } from "./fixtures";

// Rental, workshop booking, trade-in and the shop are in the menu, and each service's
// page offers the others.
test.describe("a buyer finds the dealer's services", () => {
  test("the menu's Service item leads to the rental, whose page offers the other services", async ({
    page,
    isPhone,
  }) => {
    await page.goto("/");
    await openNavigation(page, isPhone);
    const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
    await nav.getByRole("button", { name: /Service/ }).click();
    for (const name of ["Inzahlungnahme", "Werkstatttermin buchen", "Autovermietung", "Shop"]) {
      await expect(nav.getByRole("link", { name })).toBeVisible();
    }
    await docsScreenshot(page, {
      path: `docs/screenshots/service-menu-${isPhone ? "phone" : "desktop"}.png`,
    });
    await nav.getByRole("link", { name: "Autovermietung" }).click();
    await expect(page).toHaveURL(/\/vermietung$/);

    const more = page.getByTestId("service-links");
    await expect(more.getByRole("heading", { name: "Mehr von uns" })).toBeVisible();
    await expect(more.getByRole("link")).toHaveText([
      /Gebrauchtwagen/,
      /Inzahlungnahme/,
      /Werkstatt/,
      /Shop/,
    ]);
    await more.getByRole("link", { name: /Werkstatt/ }).click();
    await expect(page).toHaveURL(/\/onlineterminbuchung$/);
    await expect(
      page.getByTestId("service-links").getByRole("link", { name: /Autovermietung|Vermietung/ }),
    ).toBeVisible();
  });

  test("the shop and the trade-in page link the other services", async ({ page }) => {
    await page.goto("/en/shop");
    await expect(page.getByTestId("service-links").getByRole("link")).toHaveText([
      /Used cars/,
      /Trade-in/,
      /Workshop/,
      /Rental/,
    ]);
    await page.goto("/en/buyback");
    await expect(page.getByTestId("service-links").getByRole("link")).toHaveText([
      /Used cars/,
      /Workshop/,
      /Rental/,
      /Shop/,
    ]);
  });
});
