/**
 * In the browser: a CMS editor writes a news item in the back office, keeps it a draft the
 * visitor does not see, publishes it and finds it on the live news page; the list filters in the URL;
 * the articles list finds a page and opens its editor. Axe on each screen.
 */
import type { Page } from "@playwright/test";
import { DEMO_PASSWORD } from "../../seed/content/accounts";
import { expect, expectAccessible, test } from "./fixtures";

async function logInAsEditor(page: Page) {
  await page.goto("/de/login");
  const form = page.getByTestId("login-form");
  await form.locator('input[name="email"]').fill("cms@autohaus-brandt.example");
  await form.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/de\/account$/);
}

test("a CMS editor writes a news item, keeps it a draft, publishes it and the visitor reads it", {
  tag: "@desktop-only",
}, async ({ page, browser }) => {
  test.setTimeout(90_000);
  const stamp = `Desktop ${Date.now()}`;
  const title = `Neue Waschanlage ${stamp}`;
  await logInAsEditor(page);
  await page.goto("/de/account/cms/news");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Neuigkeiten");
  await expectAccessible(page);
  await page.getByLabel("Titel einer neuen News").fill(title);
  await page.getByRole("button", { name: "News anlegen" }).click();
  await expect(page).toHaveURL(/\/de\/account\/cms\/news\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(title);
  await expect(page.getByTestId("post-state")).toHaveText("Entwurf");

  await page.getByLabel("Kurztext").fill("Ab sofort waschen wir Ihr Auto, während Sie warten.");
  const editor = page.locator(".ProseMirror");
  await expect(editor).toBeVisible();
  await editor.click();
  await page.keyboard.type(`Die neue Anlage ${stamp} ist schonend zum Lack.`);
  await page.getByTestId("post-save").click();
  await expect(page.getByRole("status").filter({ hasText: "Gespeichert." })).toBeVisible();
  await expectAccessible(page);

  // A draft: the visitor's news list does not have it.
  const visitor = await browser.newPage();
  await visitor.goto("/de/news");
  await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(visitor.getByText(title)).toHaveCount(0);

  await page.getByTestId("post-publish").click();
  await expect(page.getByTestId("post-state")).toHaveText("Veröffentlicht");
  await visitor.goto("/de/news");
  await visitor.getByRole("link", { name: title }).click();
  await expect(visitor.locator("article .prose").first()).toContainText(
    `Die neue Anlage ${stamp} ist schonend zum Lack.`,
  );
  // Written in German only: the English news list does not show it.
  await visitor.goto("/en/news");
  await expect(visitor.getByText(title)).toHaveCount(0);
  await visitor.close();

  // The list: search and status in the URL; a reload keeps them.
  await page.getByRole("link", { name: "Alle News" }).click();
  await page.getByLabel("Titel durchsuchen").fill(stamp);
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page.getByTestId("post-link")).toHaveCount(1);
  await expect(page.getByTestId("post-link")).toHaveText(title);
  await page.reload();
  await expect(page.getByTestId("post-link")).toHaveText(title);
  await page.goto(`${new URL(page.url()).pathname}${new URL(page.url()).search}&status=draft`);
  await expect(page.getByTestId("posts-empty")).toBeVisible();
  const box = await page.getByTestId("posts-news").boundingBox();
  expect(box?.width ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(1400);
});

test("the articles list finds a page by kind and title and opens its editor", {
  tag: "@desktop-only",
}, async ({ page }) => {
  await logInAsEditor(page);
  await page.goto("/de/account/cms/articles?type=system");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Beiträge");
  await expectAccessible(page);
  await page.getByLabel("Titel durchsuchen").fill("Über");
  await expect(page).toHaveURL(/[?&]q=%C3%9Cber|[?&]q=Über/);
  await page.getByTestId("article-link").filter({ hasText: "Über uns" }).first().click();
  await expect(page).toHaveURL(/\/de\/account\/cms\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId("cms-editor")).toBeVisible();
});

test("a post's publication time is typed and shown in the dealer's zone, which the field names", {
  tag: "@desktop-only",
}, async ({ page }) => {
  const title = `Sommerfest ${Date.now()}`;
  await logInAsEditor(page);
  await page.goto("/de/account/cms/news");
  await page.getByLabel("Titel einer neuen News").fill(title);
  await page.getByRole("button", { name: "News anlegen" }).click();
  await expect(page).toHaveURL(/\/de\/account\/cms\/news\/[0-9a-f-]{36}$/);
  const field = page.getByLabel("Veröffentlichungszeit (Mitteleuropäische Zeit)");
  await field.fill("2099-07-01T14:30");
  await page.getByTestId("post-save").click();
  await expect(page.getByTestId("post-state")).toHaveText("Geplant");
  // 14:30 in Berlin is 12:30 UTC in summer; the page shows the Berlin time back, in the field and the note.
  await expect(field).toHaveValue("2099-07-01T14:30");
  await expect(page.getByText("Geht am 01.07.2099, 14:30 online.")).toBeVisible();
});
