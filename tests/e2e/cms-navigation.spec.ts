/**
 * The navigation editor in the browser: a CMS editor opens it from the page tree, moves
 * "Neuwagen" in front of "Gebrauchtwagen" and renames the latter; the storefront's top menu (already
 * cached before) shows the new order and text at once. The editor passes axe; on a phone it renders.
 */
import type { Page } from "@playwright/test";
import { DEMO_PASSWORD } from "../../seed/content/accounts";
import { expect, expectAccessible, keyboardDragReady, pressAndHear, test } from "./fixtures";

const CMS_EDITOR = "cms@autohaus-brandt.example";

async function logInAsEditor(page: Page) {
  await page.goto("/de/login");
  const form = page.getByTestId("login-form");
  await form.locator('input[name="email"]').fill(CMS_EDITOR);
  await form.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/de\/account$/);
}

const topMenu = (page: Page) => page.locator("#site-nav > ul > li");

test.describe("the navigation editor", () => {
  test("reorders two links and renames one; visitors see it at once", { tag: "@desktop-only" }, async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const renamed = `Gebrauchtwagen ${Date.now() % 10_000}`;
    const visitor = await browser.newPage();
    await visitor.goto("/de/");
    await expect(topMenu(visitor).nth(0)).toContainText("Gebrauchtwagen");
    await expect(topMenu(visitor).nth(1)).toContainText("Neuwagen");

    await logInAsEditor(page);
    await page.goto("/de/account/cms");
    await page.getByRole("link", { name: "Hauptnavigation bearbeiten" }).click();
    await expect(page).toHaveURL(/\/de\/account\/cms\/navigation$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hauptnavigation");
    const rows = page.getByTestId("nav-editor-row");
    await expect(rows.nth(0)).toContainText("Gebrauchtwagen");
    await expect(rows.nth(1)).toContainText("Neuwagen");
    await expectAccessible(page);

    // Reorder: "Neuwagen" up, in front of "Gebrauchtwagen".
    await page.getByRole("button", { name: "Nach oben: Neuwagen" }).click();
    await expect(page.locator("p.alert[role=status]")).toHaveText("Die Reihenfolge wurde gespeichert.");
    await expect(rows.nth(0)).toContainText("Neuwagen");
    await expect(rows.nth(1)).toContainText("Gebrauchtwagen");
    await expect(page.getByTestId("nav-preview-de").locator("li").nth(0)).toContainText("Neuwagen");

    // A javascript: link is refused with a message, and what was typed stays.
    const used = rows.nth(1);
    await used.getByText("„Gebrauchtwagen“ bearbeiten").click();
    const form = used.getByTestId(/^nav-form-/);
    await form.getByLabel("Text").first().fill(renamed);
    await form.getByLabel("Link").first().fill("javascript:alert(1)");
    await form.getByRole("button", { name: "Link speichern" }).click();
    const formAgain = page
      .getByTestId("nav-editor-row")
      .nth(1)
      .getByTestId(/^nav-form-/);
    await expect(formAgain.getByRole("alert")).toContainText("https://");
    await expect(formAgain.getByLabel("Text").first()).toHaveValue(renamed);

    // Rename with a proper link.
    await formAgain.getByLabel("Link").first().fill("/gebrauchtwagen");
    await formAgain.getByRole("button", { name: "Link speichern" }).click();
    await expect(page.locator("p.alert[role=status]")).toHaveText("Der Link wurde gespeichert.");
    await expect(rows.nth(1)).toContainText(renamed);

    // The visitor's menu: new order and new text, without waiting for a cache.
    await visitor.goto("/de/");
    await expect(topMenu(visitor).nth(0)).toContainText("Neuwagen");
    await expect(topMenu(visitor).nth(1)).toContainText(renamed);
    await expect(topMenu(visitor).nth(1).getByRole("link", { name: renamed })).toHaveAttribute(
      "href",
      "/de/gebrauchtwagen",
    );

    // Drag and drop with the keyboard: "Standorte" picked up by its handle, moved up, dropped on the
    // second link, takes its place.
    const handle = page.getByRole("button", { name: "„Standorte“ verschieben" });
    await handle.focus();
    await page.keyboard.press("Space");
    const live = page.locator('[id^="DndLiveRegion"]');
    await expect(live).toContainText("Standorte aufgenommen");
    await keyboardDragReady(page);
    let target = "";
    for (let i = 0; i < 15 && !target; i++) {
      const said = await pressAndHear(page, live, "ArrowUp");
      const over = / wird vor (.+) gelegt\.$/.exec(said)?.[1];
      // Past the links in between (the demo's Service item) to the renamed second link.
      if (over === renamed) target = over;
    }
    expect(target).toBe(renamed);
    await page.keyboard.press("Space");
    await expect(rows.nth(1)).toContainText("Standorte");
    await expect(rows.nth(2)).toContainText(renamed);
    await visitor.goto("/de/");
    await expect(topMenu(visitor).nth(1)).toContainText("Standorte");
    await visitor.close();
  });

  test("gives a link a dropdown of links with the block form; visitors open it", {
    tag: "@desktop-only",
  }, async ({ page, browser }) => {
    await logInAsEditor(page);
    await page.goto("/de/account/cms/navigation");
    const row = page.getByTestId("nav-editor-row").filter({ hasText: "Kontakt" });
    await row.getByText("„Kontakt“ bearbeiten").click();
    const form = row.getByTestId(/^nav-form-/);
    const german = form.locator("fieldset").first();
    // A retry finds the dropdown an earlier attempt saved: start again from none.
    const removeFirst = german.getByRole("button", { name: "Block 1 entfernen" });
    while ((await removeFirst.count()) > 0) await removeFirst.click();
    await expect(german.getByText("Kein Dropdown: Der Link führt direkt zu seiner Adresse.")).toBeVisible();
    await german.getByRole("button", { name: "Block hinzufügen" }).click();
    await german.getByLabel("Art des Blocks").selectOption("links_list");
    await german.getByLabel("Überschrift").fill("Schnellkontakt");
    await german.getByLabel("Link 1: Text").fill("Werkstatt-Termin");
    await german.getByLabel("Link 1: Adresse").fill("/onlineterminbuchung");
    await expectAccessible(page);
    await form.getByRole("button", { name: "Link speichern" }).click();
    await expect(page.locator("p.alert[role=status]")).toHaveText("Der Link wurde gespeichert.");
    await expect(page.getByTestId("nav-editor-row").filter({ hasText: "Kontakt" })).toContainText("Dropdown");

    const visitor = await browser.newPage();
    await visitor.goto("/de/");
    const contact = topMenu(visitor).filter({ hasText: "Kontakt" });
    await contact.getByRole("button").click();
    await expect(visitor.getByRole("link", { name: "Werkstatt-Termin" })).toHaveAttribute(
      "href",
      "/de/onlineterminbuchung",
    );
    await visitor.close();
  });

  test("renders on a phone", async ({ page, isPhone }) => {
    test.skip(!isPhone, "phone layout only");
    await logInAsEditor(page);
    await page.goto("/de/account/cms/navigation");
    await expect(page.getByTestId("nav-editor-row").first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
  });
});
