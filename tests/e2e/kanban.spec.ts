/**
 * The job board never closes a lead by accident (decision 0048): a manager drags a card across the
 * board on a laptop and the page itself never scrolls sideways; a drop into a lost status asks for the
 * reason, cancelling leaves the job open; every move can be undone; on a phone the card's "move to"
 * control does the same.
 */
import type { Page } from "@playwright/test";
import { docsScreenshot, expect, expectAccessible, test } from "./fixtures";
import { logIn } from "./fixtures-auth";

type Status = { id: number; name: string; outcome: "open" | "won" | "lost" };

/** The sales workflow's board (the employee's workflow list is the API's). */
async function openBoard(page: Page) {
  const { workflows } = (await (await page.request.get("/api/workflows.json")).json()) as {
    workflows: { id: number; label: string; statuses: Status[] }[];
  };
  const sales = workflows.find((w) => w.label === "sales")!;
  const url = `/en/account/jobs/${sales.id}?display=kanban`;
  await page.goto(url);
  await expect(page.locator("[data-column]").first()).toBeVisible();
  return { url, statuses: sales.statuses };
}

/** Drags a card by its handle onto a column, with the pointer moving as a hand would. */
async function drag(page: Page, cardId: string, columnId: string) {
  const handle = page.locator(`[data-card="${cardId}"]`).getByRole("button", { name: /^Drag / });
  await handle.scrollIntoViewIfNeeded();
  const from = await handle.boundingBox();
  if (!from) throw new Error("no handle");
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 40, from.y + 10, { steps: 5 });
  // Towards the board's right edge: the columns scroll under the card until the target is in view.
  const target = page.locator(`[data-column="${columnId}"]`);
  for (let i = 0; i < 60; i++) {
    const box = await target.boundingBox();
    const viewport = page.viewportSize()!;
    if (box && box.x + box.width / 2 < viewport.width - 40) {
      await page.mouse.move(box.x + box.width / 2, box.y + 60, { steps: 10 });
      break;
    }
    const scroller = (await page.getByTestId("kanban-scroller").boundingBox())!;
    await page.mouse.move(scroller.x + scroller.width - 10, from.y + 10, { steps: 2 });
    await page.waitForTimeout(100);
  }
  await page.mouse.up();
}

/** The job's state as its API tells it. */
async function jobState(page: Page, cardId: string) {
  const job = (await (await page.request.get(`/api/jobs/${cardId}.json`)).json()) as {
    statusId: number;
    visibility: string;
    closeReason: string | null;
  };
  return job;
}

test.describe("the job board never closes a lead by accident", () => {
  test("at 1,280 px a manager drags a card to the far end of the board; the page never scrolls sideways", {
    tag: "@desktop-only",
  }, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await logIn(page, "manager");
    const { statuses } = await openBoard(page);
    // The page is no wider than the window; the board scrolls inside itself.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    const open = statuses.filter((s) => s.outcome === "open");
    const far = open.at(-1)!;
    const card = page.locator(`[data-column="${open[0]!.id}"] [data-card]`).nth(1);
    const cardId = (await card.getAttribute("data-card"))!;
    const saved = page.waitForResponse(
      (r) => r.url().endsWith(`/api/jobs/${cardId}.json`) && r.request().method() === "PATCH",
    );
    await drag(page, cardId, String(far.id));
    expect((await saved).status()).toBe(200);
    await expect(page.locator(`[data-column="${far.id}"] [data-card="${cardId}"]`)).toHaveCount(1);
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
    expect((await jobState(page, cardId)).statusId).toBe(far.id);

    // Undo: back in its first column, through the same server action.
    await expect(page.getByTestId("kanban-undo-toast")).toContainText("moved to");
    const undone = page.waitForResponse(
      (r) => r.url().endsWith(`/api/jobs/${cardId}.json`) && r.request().method() === "PATCH",
    );
    await page.getByTestId("kanban-undo").click();
    expect((await undone).status()).toBe(200);
    await expect(page.locator(`[data-column="${open[0]!.id}"] [data-card="${cardId}"]`)).toHaveCount(1);
    await expect(page.getByTestId("kanban-undo-toast")).toContainText("is back in");
    expect((await jobState(page, cardId)).statusId).toBe(open[0]!.id);
    await expectAccessible(page);
  });

  test("a drop into a lost status asks why; cancel leaves the job open, a reason loses it, undo reopens it", {
    tag: "@desktop-only",
  }, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await logIn(page, "manager");
    const { url, statuses } = await openBoard(page);
    const lost = statuses.find((s) => s.outcome === "lost")!;
    const home = statuses.filter((s) => s.outcome === "open")[2]!;
    const card = page.locator(`[data-column="${home.id}"] [data-card]`).first();
    const cardId = (await card.getAttribute("data-card"))!;

    await drag(page, cardId, String(lost.id));
    const dialog = page.getByTestId("job-outcome-dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Why was it lost?");
    await expectAccessible(page);
    await dialog.getByTestId("job-outcome-cancel").click();
    await expect(dialog).toBeHidden();
    await expect(page.locator(`[data-column="${home.id}"] [data-card="${cardId}"]`)).toHaveCount(1);
    await page.goto(url);
    await expect(page.locator(`[data-column="${home.id}"] [data-card="${cardId}"]`)).toHaveCount(1);
    expect(await jobState(page, cardId)).toMatchObject({ visibility: "open", statusId: home.id });

    // The reason is required: confirming without one keeps the dialog open.
    await drag(page, cardId, String(lost.id));
    await expect(dialog).toBeVisible();
    await dialog.getByTestId("job-outcome-confirm").click();
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Why was it lost?").selectOption("bought_elsewhere");
    const saved = page.waitForResponse(
      (r) => r.url().endsWith(`/api/jobs/${cardId}.json`) && r.request().method() === "PATCH",
    );
    await dialog.getByTestId("job-outcome-confirm").click();
    expect((await saved).status()).toBe(200);
    await expect(dialog).toBeHidden();
    expect(await jobState(page, cardId)).toMatchObject({
      visibility: "lost",
      statusId: lost.id,
      closeReason: "bought_elsewhere",
    });

    await page.getByTestId("kanban-undo").click();
    await expect(page.getByTestId("kanban-undo-toast")).toContainText("is back in");
    expect(await jobState(page, cardId)).toMatchObject({ visibility: "open", statusId: home.id });
    await page.goto(url);
    await expect(page.locator(`[data-column="${home.id}"] [data-card="${cardId}"]`)).toHaveCount(1);
  });

  test("on a phone the card's 'move to' control moves it, and a lost status asks why", async ({
    page,
    isPhone,
  }) => {
    test.skip(!isPhone, "the phone's way of moving a card");
    await page.setViewportSize({ width: 390, height: 844 });
    await logIn(page, "manager");
    const { statuses } = await openBoard(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const open = statuses.filter((s) => s.outcome === "open");
    const lost = statuses.find((s) => s.outcome === "lost")!;
    const card = page.locator(`[data-column="${open[3]!.id}"] [data-card]`).first();
    const cardId = (await card.getAttribute("data-card"))!;
    const select = card.getByLabel("Move to");
    // The select shows whole status names (no "Valu", "Offe").
    expect(await select.evaluate((el: HTMLSelectElement) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    await select.selectOption(String(open[1]!.id));
    await card.getByRole("button", { name: "Move", exact: true }).click();
    await expect(page.locator(`[data-column="${open[1]!.id}"] [data-card="${cardId}"]`)).toHaveCount(1);
    await expect(page.getByTestId("kanban-undo-toast")).toContainText("moved to");
    await expect.poll(async () => (await jobState(page, cardId)).statusId).toBe(open[1]!.id);

    const moved = page.locator(`[data-card="${cardId}"]`);
    await moved.getByLabel("Move to").selectOption(String(lost.id));
    await moved.getByRole("button", { name: "Move", exact: true }).click();
    const dialog = page.getByTestId("job-outcome-dialog");
    await expect(dialog).toBeVisible();
    await dialog.getByTestId("job-outcome-cancel").click();
    await expect(dialog).toBeHidden();
    await expect(moved.getByLabel("Move to")).toHaveValue(String(open[1]!.id));
    expect(await jobState(page, cardId)).toMatchObject({ visibility: "open", statusId: open[1]!.id });
    await expectAccessible(page);
  });

  test("screenshots of the board at 1,440 and 1,280 px", { tag: "@desktop-only" }, async ({ page }) => {
    await logIn(page, "manager");
    for (const width of [1440, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await openBoard(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await docsScreenshot(page, { path: `docs/screenshots/kanban-${width}.png` });
    }
  });
});
