/**
 * In the browser: a CMS editor opens "edit page" from the user menu on the German about page,
 * changes a paragraph and adds an image (with alt text), previews the draft on its private link,
 * publishes German only, and sees the change on the live German page while the English page is as it
 * was. The tree and the editor pass axe; on a phone both render usable.
 */
import type { Page } from "@playwright/test";
import sharp from "sharp";
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

async function pngFile() {
  const buffer = await sharp({
    create: { width: 320, height: 200, channels: 3, background: { r: 200, g: 30, b: 40 } },
  })
    .png()
    .toBuffer();
  return { name: "auto.png", mimeType: "image/png", buffer };
}

test.describe("the CMS editor", () => {
  test("edits the German about page from the user menu and publishes German only", {
    tag: "@desktop-only",
  }, async ({ page, browser }) => {
    test.setTimeout(120_000);
    const stamp = `E2E-Absatz ${Date.now()}`;
    const visitor = await browser.newPage();
    // The English page before: it must stay exactly so.
    await visitor.goto("/en/aboutUs");
    const englishBefore = await visitor.locator("article .prose").innerHTML();
    // The German page once, so the micro-cache holds it: publishing must reach visitors anyway.
    await visitor.goto("/de/aboutUs");
    await expect(visitor.locator("article")).not.toContainText(stamp);

    await logInAsEditor(page);
    await page.goto("/de/aboutUs");
    await page.getByTestId("user-menu").click();
    await page.getByTestId("user-links").getByRole("link", { name: "Diese Seite bearbeiten" }).click();
    await expect(page).toHaveURL(/\/de\/account\/cms\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Über uns");
    await expect(page.getByTestId("cms-tab-de")).toHaveAttribute("aria-current", "page");
    await expectAccessible(page);

    // The rich-text editor loads on its own (lazily) and replaces the plain HTML field.
    const editor = page.locator(".ProseMirror");
    await expect(editor).toBeVisible();
    await editor.locator("p").first().click();
    await page.keyboard.press("End");
    await page.keyboard.press("Enter");
    await page.keyboard.type(stamp);

    // An image with its alternative text, uploaded and inserted at the cursor.
    await page.getByLabel("Bilddatei (JPEG, PNG oder WebP)").setInputFiles(await pngFile());
    await page.getByLabel("Alternativtext (Pflicht)").fill("Rotes Testauto");
    await page.getByRole("button", { name: "Hochladen und einfügen" }).click();
    await expect(page.getByText("Bild eingefügt.")).toBeVisible();
    await expect(editor.locator('img[alt="Rotes Testauto"]')).toHaveCount(1);

    // Autosave shows its state; the plain save keeps a version.
    await expect(page.getByTestId("cms-save-state")).toContainText("Entwurf gespeichert", {
      timeout: 10_000,
    });
    await page.getByRole("button", { name: "Entwurf speichern" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Entwurf gespeichert." })).toBeVisible();
    await expect(page.getByTestId("cms-state")).toHaveText("geändert");

    // Preview on the private link, in the real page frame, not indexed; visitors still see the old page.
    const previewHref = await page.getByTestId("cms-preview").getAttribute("href");
    const preview = await browser.newPage();
    const previewResponse = await preview.goto(previewHref!);
    expect(previewResponse?.headers()["cache-control"]).toContain("no-store");
    await expect(preview.getByTestId("cms-preview-page")).toContainText(stamp);
    await expect(preview.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(preview.locator("header")).toBeVisible();
    await preview.close();
    await visitor.goto("/de/aboutUs");
    await expect(visitor.locator("article")).not.toContainText(stamp);

    // Publish German only.
    await page.getByTestId("cms-publish").click();
    await expect(page.getByRole("status").filter({ hasText: "Veröffentlicht" })).toBeVisible();
    await expect(page.getByTestId("cms-state")).toHaveText("veröffentlicht");

    await visitor.goto("/de/aboutUs");
    await expect(visitor.locator("article")).toContainText(stamp);
    await expect(visitor.locator('article img[alt="Rotes Testauto"]')).toHaveCount(1);
    await visitor.goto("/en/aboutUs");
    await expect(visitor.locator("article")).not.toContainText(stamp);
    expect(await visitor.locator("article .prose").innerHTML()).toBe(englishBefore);
    await visitor.close();

    // Versions: compare the last one with the draft.
    await page
      .getByTestId("cms-versions")
      .getByRole("link", { name: "Mit dem Entwurf vergleichen" })
      .first()
      .click();
    await expect(page.getByTestId("cms-diff")).toBeVisible();
  });

  test("the page tree lists pages, moves one with the buttons and passes axe", {
    tag: "@desktop-only",
  }, async ({ page }) => {
    await logInAsEditor(page);
    await page.goto("/de/account/cms");
    await expect(page.getByRole("heading", { level: 1, name: "Website-Seiten" })).toBeVisible();
    const rows = page.getByTestId("cms-tree-row");
    await expect(rows.first()).toBeVisible();
    await expect(page.getByTestId("cms-tree")).toContainText("Über uns");
    await expectAccessible(page);
    // A new page, created and then put in the bin and back.
    const title = `Testseite Desktop ${Date.now()}`;
    await page.getByLabel("Titel").fill(title);
    await page.getByRole("button", { name: "Anlegen" }).click();
    await expect(page).toHaveURL(/\/de\/account\/cms\/[0-9a-f-]{36}$/);
    await page.getByRole("link", { name: /Zurück zum Seitenbaum/ }).click();
    const row = rows.filter({ hasText: title });
    await expect(row).toHaveCount(1);
    await row.getByRole("button", { name: `In den Papierkorb: ${title}` }).click();
    await expect(page.getByTestId("cms-bin")).toContainText(title);
    await page
      .getByTestId("cms-bin")
      .locator("li")
      .filter({ hasText: title })
      .getByRole("button", { name: "Wiederherstellen" })
      .click();
    await expect(rows.filter({ hasText: title })).toHaveCount(1);
    // One up with the button (a plain form post).
    const titles = async () => rows.locator("a").allInnerTexts();
    const before = (await titles()).indexOf(title);
    await rows
      .filter({ hasText: title })
      .getByRole("button", { name: `Nach oben: ${title}` })
      .click();
    await expect(page.getByRole("status").filter({ hasText: "Seite verschoben." })).toBeVisible();
    await expect.poll(async () => (await titles()).indexOf(title)).toBeLessThan(before);
    // Nothing sticks out sideways.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
  });

  test("moves a page by drag and drop with the keyboard", { tag: "@desktop-only" }, async ({ page }) => {
    await logInAsEditor(page);
    // A parent with two subpages of this test's own (other tests change the top level meanwhile).
    const stamp = Date.now();
    const parent = `Tastatur-Eltern ${stamp}`;
    const first = `Tastatur-Erste ${stamp}`;
    const title = `Tastatur-Zweite ${stamp}`;
    for (const [name, under] of [
      [parent, null],
      [first, parent],
      [title, parent],
    ] as const) {
      await page.goto("/de/account/cms");
      await page.getByLabel("Titel").fill(name);
      if (under) await page.getByLabel("Übergeordnete Seite").selectOption({ label: under });
      await page.getByRole("button", { name: "Anlegen" }).click();
      await expect(page).toHaveURL(/\/de\/account\/cms\/[0-9a-f-]{36}$/);
    }
    await page.goto("/de/account/cms");
    const rows = page.getByTestId("cms-tree-row");
    const titles = async () => rows.locator("a").allInnerTexts();
    const before = await titles();
    expect(before.indexOf(title)).toBe(before.indexOf(first) + 1);
    // Space picks up; the arrows move it until the spoken announcement names a row above; Space drops
    // it in front of that row.
    const handle = page.getByRole("button", { name: `${title} verschieben` });
    await handle.focus();
    await page.keyboard.press("Space");
    const live = page.locator('[id^="DndLiveRegion"]');
    await expect(live).toContainText(`${title} aufgenommen`);
    await keyboardDragReady(page);
    let target = "";
    for (let i = 0; i < 10 && !target; i++) {
      const said = await pressAndHear(page, live, "ArrowUp");
      const over = / wird vor (.+) gelegt\.$/.exec(said)?.[1];
      if (over && over !== title) target = over;
    }
    expect(target).toBe(first);
    await page.keyboard.press("Space");
    await expect(page.getByRole("status").filter({ hasText: "Seite verschoben." })).toBeVisible();
    await expect
      .poll(async () => {
        const after = await titles();
        return after.indexOf(title) < after.indexOf(target);
      })
      .toBe(true);
  });

  test("works without JavaScript: create, write HTML in the plain field, save, publish", {
    tag: "@desktop-only",
  }, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await logInAsEditor(page);
    await page.goto("/de/account/cms");
    const title = `Ohne Skript ${Date.now()}`;
    await page.getByLabel("Titel").fill(title);
    await page.getByRole("button", { name: "Anlegen" }).click();
    await expect(page).toHaveURL(/\/de\/account\/cms\/[0-9a-f-]{36}$/);
    const field = page.locator('textarea[name="contentHtml"]');
    await expect(field).toBeVisible();
    await field.fill('<p>Geschrieben ohne JavaScript</p><img src="/x.webp">');
    await page.getByRole("button", { name: "Entwurf speichern" }).click();
    // Refused (an image without alternative text), and what was typed is still there.
    await expect(page.getByRole("alert").first()).toContainText("Alternativtext");
    await expect(field).toHaveValue(/Geschrieben ohne JavaScript/);
    await field.fill("<p>Geschrieben ohne JavaScript</p>");
    await page.getByTestId("cms-publish").click();
    await expect(page.getByRole("status").filter({ hasText: "Veröffentlicht" })).toBeVisible();
    const slug = await page.locator('input[name="slug"]').inputValue();
    await page.goto(`/de/${slug}`);
    await expect(page.locator("article")).toContainText("Geschrieben ohne JavaScript");
    await context.close();
  });

  test("the editor renders usable on a phone", async ({ page, isPhone }) => {
    test.skip(!isPhone, "phone layout");
    await logInAsEditor(page);
    await page.goto("/de/account/cms");
    await page.getByTestId("cms-tree").getByRole("link", { name: "Impressum" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Impressum");
    await expect(page.locator(".ProseMirror")).toBeVisible();
    await expect(page.getByTestId("cms-publish")).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    await expectAccessible(page);
  });
});
