/**
 * Sharing in the browser: a manager shares a workflow with the demo team "Verkauf Berlin" in the
 * share dialog; the sales employee, a member of the team signed in in a second browser context, sees
 * the workflow's jobs assigned to others appear (list and job page) and disappear again when the
 * manager removes the share. The dialog passes axe.
 */
import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { logIn } from "./fixtures-auth";

const TEAM = "Verkauf Berlin";

async function userId(page: Page): Promise<string> {
  const res = await page.request.get("/api/auth/session.json");
  return ((await res.json()) as { user: { id: string } }).user.id;
}

// One shared workflow share at a time: the two tests of a project must not interleave.
test.describe.configure({ mode: "serial" });

test(
  "a workflow shared with a team appears for a member of that team, and goes again when removed",
  { tag: "@desktop-only" },
  async ({ page, browser }, testInfo) => {
    test.setTimeout(90_000);
    await logIn(page, "manager");
    const managerId = await userId(page);
    // A job of the manager's: the sales employee sees only their own and unassigned ones.
    const jobsRes = await page.request.get(`/api/jobs.json?assignee=${managerId}&limit=1`);
    const { rows } = (await jobsRes.json()) as { rows: { id: number; workflowId: number }[] };
    expect(rows.length).toBe(1);
    const { id: jobId, workflowId } = rows[0]!;
    // Start from a workflow nobody shares (an earlier run may have left one).
    const before = (await (
      await page.request.get(`/api/sharedresources/workflow/${workflowId}.json`)
    ).json()) as {
      teams: { id: number }[];
    };
    for (const t of before.teams)
      await page.request.delete(`/api/sharedresources/workflow/${workflowId}/team/${t.id}.json`, {
        headers: { origin: new URL(page.url()).origin },
      });

    // The member signs in in a second browser context, with the same viewport.
    const salesContext = await browser.newContext({
      baseURL: new URL(page.url()).origin,
      viewport: page.viewportSize(),
    });
    const sales = await salesContext.newPage();
    await logIn(sales, "sales");
    const list = `/en/account/jobs/${workflowId}?assignee=${managerId}`;
    const jobPage = `/en/account/jobs/${workflowId}/${jobId}`;
    await sales.goto(list);
    await expect(sales.getByTestId("jobs-total")).toContainText(/^0 /);
    expect((await sales.goto(jobPage))?.status()).toBe(404);

    await page.goto(`/en/account/jobs/${workflowId}`);
    await page.getByTestId("share-open").click();
    const dialog = page.getByTestId("share-dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("tab", { name: /Teams/ })).toHaveAttribute("aria-selected", "true");
    await expect(dialog.getByRole("tab", { name: "Settings" })).toBeVisible();
    await expect(dialog.getByTestId("share-empty")).toBeVisible();
    await dialog.getByRole("combobox", { name: "Add a team" }).fill("Verk");
    const option = dialog.getByTestId("share-option").filter({ hasText: TEAM });
    await option.click();
    await expect(dialog.getByTestId("share-message")).toHaveText("Share settings updated.");
    await expect(dialog.getByTestId("share-list-teams")).toContainText(TEAM);
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath("share-dialog.png") });

    // The member sees the manager's jobs of that workflow now, in the list and one by one.
    await sales.goto(list);
    await expect(sales.getByTestId("jobs-total")).not.toContainText(/^0 /);
    await expect(sales.locator(`a[href$="/${jobId}"]`).first()).toBeVisible();
    expect((await sales.goto(jobPage))?.status()).toBe(200);

    // The Settings tab (the manager is authorized) and the keyboard between tabs.
    await dialog.getByRole("tab", { name: /Teams/ }).focus();
    await page.keyboard.press("End");
    await expect(dialog.getByRole("tab", { name: "Settings" })).toHaveAttribute("aria-selected", "true");
    // The box shows the server's answer: it turns on once the change is saved.
    const setting = dialog.getByRole("checkbox", { name: /may share it on/ });
    await setting.click();
    await expect(setting).toBeChecked();
    await expect(dialog.getByTestId("share-message")).toHaveText("Share settings updated.");
    await setting.click();
    await expect(setting).not.toBeChecked();

    // Removing the share closes the workflow's other jobs to the member again.
    await dialog.getByRole("tab", { name: /Teams/ }).click();
    await dialog.getByRole("button", { name: `Remove ${TEAM}` }).click();
    await expect(dialog.getByTestId("share-empty")).toBeVisible();
    await expect(dialog.getByTestId("share-message")).toHaveText("Share settings updated.");
    await sales.goto(list);
    await expect(sales.getByTestId("jobs-total")).toContainText(/^0 /);
    expect((await sales.goto(jobPage))?.status()).toBe(404);
    await salesContext.close();
  },
);

test("the member sees who has the workflow but may not change it; the dialog passes axe", {
  tag: "@desktop-only",
}, async ({ page }) => {
  await logIn(page, "sales");
  const res = await page.request.get("/api/workflows.json");
  const { workflows } = (await res.json()) as { workflows: { id: number; lang_name: string }[] };
  await page.goto(`/en/account/jobs/${workflows[0]!.id}`);
  await page.getByTestId("share-open").click();
  const dialog = page.getByTestId("share-dialog");
  await expect(dialog.getByText("You may see who has access, but not change it.")).toBeVisible();
  await expect(dialog.getByRole("tab", { name: "Settings" })).toHaveCount(0);
  await expect(dialog.getByRole("combobox", { name: "Add a team" })).toHaveCount(0);
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("a client shared with the team opens read-only for its member, and not after removal", {
  tag: "@desktop-only",
}, async ({ page, browser }) => {
  test.setTimeout(90_000);
  await logIn(page, "manager");
  const origin = new URL(page.url()).origin;
  const salesContext = await browser.newContext({ baseURL: origin, viewport: page.viewportSize() });
  const sales = await salesContext.newPage();
  await logIn(sales, "sales");
  // A new client whose only lead the manager works: sales may not open it through a job of its own or
  // an unassigned one (decision 0047). One per viewport, as the two projects run at the same time.
  const tag = `${Date.now() % 1_000_000}${Math.floor(Math.random() * 1000)}`;
  const visitor = await browser.newPage();
  await visitor.goto("/en/contact");
  await visitor.getByLabel("Name").fill(`Gesa Geteilt${tag}`);
  await visitor.getByLabel("E-mail").fill(`gesa.${tag}@example.com`);
  await visitor.getByLabel("Subject").selectOption("general");
  await visitor.getByLabel("Your message").fill("Is the Golf still available?");
  await visitor.getByLabel(/I agree/).check();
  await visitor.getByRole("button", { name: "Send message" }).click();
  await expect(visitor.getByTestId("contact-sent")).toBeVisible();
  await visitor.close();
  const { rows } = (await (await page.request.get(`/api/jobs.json?q=Geteilt${tag}`)).json()) as {
    rows: { id: number; clientId: string }[];
  };
  expect(rows).toHaveLength(1);
  const taken = await page.request.patch(`/api/jobs/${rows[0]!.id}.json`, {
    data: { type: "assign", assigneeId: await userId(page) },
    headers: { origin },
  });
  expect(taken.status()).toBe(200);
  const clientId = rows[0]!.clientId;
  const before = (await (await page.request.get(`/api/sharedresources/client/${clientId}.json`)).json()) as {
    teams: { id: number }[];
  };
  for (const t of before.teams)
    await page.request.delete(`/api/sharedresources/client/${clientId}/team/${t.id}.json`, {
      headers: { origin },
    });
  expect((await sales.goto(`/en/account/clients/${clientId}`))?.status()).toBe(404);

  await page.goto(`/en/account/clients/${clientId}`);
  await page.getByTestId("client-share-open").click();
  const dialog = page.getByTestId("client-share-dialog");
  await dialog.getByRole("combobox", { name: "Add a team" }).fill("Verk");
  await dialog.getByTestId("share-option").filter({ hasText: TEAM }).click();
  await expect(dialog.getByTestId("share-message")).toHaveText("Share settings updated.");
  await expectAccessible(page);

  expect((await sales.goto(`/en/account/clients/${clientId}`))?.status()).toBe(200);
  await expect(sales.getByTestId("client-screen")).toBeVisible();
  await expect(sales.getByTestId("client-edit")).toHaveCount(0);
  await expect(sales.getByTestId("client-privacy")).toHaveCount(0);

  await dialog.getByRole("button", { name: `Remove ${TEAM}` }).click();
  await expect(dialog.getByTestId("share-empty")).toBeVisible();
  expect((await sales.goto(`/en/account/clients/${clientId}`))?.status()).toBe(404);
  await salesContext.close();
});
