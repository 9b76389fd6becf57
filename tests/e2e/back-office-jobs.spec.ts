/**
 * In the browser: a storefront request becomes a job that employees work, on a desktop and on
 * a phone; filters live in the URL; the kanban board changes a job's status; Hot Leads explain
 * themselves; every screen passes axe.
 */
import { expect, expectAccessible, test } from "./fixtures";
import { logIn } from "./fixtures-auth";

test.describe("the back office works the leads", () => {
  test("a visitor sends the contact form; a sales employee finds the lead, comments, sets a deadline and wins it", async ({
    page,
    browser,
  }) => {
    const who = `Erika Lead${Date.now() % 1_000_000}`;
    const visitor = await browser.newPage();
    await visitor.goto("/en/contact");
    await visitor.getByLabel("Name").fill(who);
    await visitor.getByLabel("E-mail").fill(`erika.${Date.now()}@example.com`);
    await visitor.getByLabel("Subject").selectOption("general");
    await visitor.getByLabel("Your message").fill("Do you take my old Passat in part exchange?");
    await visitor.getByLabel(/I agree/).check();
    await visitor.getByRole("button", { name: "Send message" }).click();
    await expect(visitor.getByTestId("contact-sent")).toBeVisible();
    await visitor.close();

    await logIn(page, "sales");
    await page.goto(`/en/account/jobs?q=${encodeURIComponent(who.split(" ")[1]!)}`);
    const link = page.getByTestId("job-link").filter({ hasText: who });
    await expect(link).toHaveCount(1);
    await link.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(who);
    await expect(page.getByTestId("job-timeline")).toContainText("Request received");
    await expect(page.getByText("Do you take my old Passat in part exchange?")).toBeVisible();

    await page.getByLabel("Add a comment").fill("Called back, she comes on Saturday.");
    await page.getByTestId("job-comment-submit").click();
    await expect(page.getByTestId("job-timeline")).toContainText("Called back, she comes on Saturday.");

    await page.getByLabel(/^Deadline/).fill("2030-05-17T10:30");
    await page.getByTestId("job-deadline-submit").click();
    await expect(page.getByTestId("job-deadline")).toContainText("2030");

    await page.getByLabel("Note for the win (optional)").fill("Bought the Golf");
    await page.getByTestId("job-won").click();
    await expect(page.getByTestId("job-status")).toContainText("Won");
    await expect(page.getByTestId("job-timeline")).toContainText("Won");
    await expectAccessible(page);
  });

  test("a manager filters by workflow, status and a date preset, and a reload keeps them", {
    tag: "@desktop-only",
  }, async ({ page }) => {
    await logIn(page, "manager");
    await page.goto("/en/account/jobs");
    await expect(page.getByTestId("jobs-screen")).toBeVisible();
    const add = page.getByTestId("filter-add");

    await add.click();
    await page.locator('button[data-field="workflow"]').click();
    // The checkbox follows the URL, which the click rewrites.
    await page.getByRole("checkbox", { name: "Vehicle sales" }).click();
    // Picking a workflow sets its system types.
    await expect(page).toHaveURL(/workflow=\d+/);
    await expect(page).toHaveURL(/systemType=CAR_REQUEST/);
    await page.keyboard.press("Escape");

    await add.click();
    await page.locator('button[data-field="status"]').click();
    await page.getByRole("checkbox", { name: "New" }).click();
    await expect(page).toHaveURL(/status=\d+/);
    await page.keyboard.press("Escape");

    await add.click();
    await page.locator('button[data-field="period"]').click();
    await page.locator('button[data-preset="last_30_days"]').click();
    await expect(page).toHaveURL(/dateFrom=\d{4}-\d{2}-\d{2}&dateTo=\d{4}-\d{2}-\d{2}/);
    await page.keyboard.press("Escape");

    const url = page.url();
    await page.reload();
    expect(page.url()).toBe(url);
    const bar = page.getByTestId("filter-bar");
    await expect(bar).toContainText("Vehicle sales");
    await expect(bar).toContainText("New");
    await expect(bar).toContainText("Last 30 days");
    // Select, priority, client, workflow, vehicle, status.
    const statuses = page.getByRole("table").locator("tbody tr td:nth-child(6)");
    const count = await statuses.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) await expect(statuses.nth(i)).toHaveText("New");
    await expectAccessible(page);
  });

  test("the sidebar's workflow counter follows a change without a reload", { tag: "@desktop-only" }, async ({
    page,
  }) => {
    // The holding admin: no other test gives them favourite workflows or looks at their sidebar.
    await logIn(page, "holding");
    const listWorkflows = async () =>
      (
        (await (await page.request.get("/api/workflows.json")).json()) as {
          workflows: { id: number; system_types: string[]; count_open: number }[];
        }
      ).workflows;
    const workflow = (await listWorkflows()).find((w) => w.system_types.includes("TRADE_IN"))!;
    const openCount = async () => (await listWorkflows()).find((w) => w.id === workflow.id)?.count_open;
    const favorite = (on: boolean) =>
      page.request.put(`/api/workflows/${workflow.id}/favorite.json`, { data: { favorite: on } });
    expect((await favorite(true)).status()).toBe(200);
    const { rows } = (await (await page.request.get(`/api/jobs.json?workflow=${workflow.id}`)).json()) as {
      rows: { id: number }[];
    };
    const job = rows[0]!;
    try {
      await page.goto("/en/account");
      const counter = page
        .locator(`a[href="/en/account/jobs/${workflow.id}"]`)
        .first()
        .getByTestId("nav-counter")
        .locator("[aria-hidden]");
      const before = Number(await counter.textContent());
      expect(before).toBe(await openCount());
      const removed = await page.request.patch(`/api/jobs/${job.id}.json`, { data: { type: "delete" } });
      expect(removed.status()).toBe(200);
      // The page asks again every 30 s and whenever it becomes visible: the latter, now. Other tests may
      // add leads meanwhile, so the counter is compared with what the API says.
      await expect(async () => {
        await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
        const now = await openCount();
        expect(now).not.toBe(before);
        await expect(counter).toHaveText(String(now), { timeout: 2_000 });
      }).toPass({ timeout: 15_000 });
    } finally {
      await page.request.patch(`/api/jobs/${job.id}.json`, { data: { type: "restore" } });
      await favorite(false);
    }
  });

  test("a manager drags a job to another status on the kanban board", { tag: "@desktop-only" }, async ({
    page,
  }) => {
    await logIn(page, "manager");
    // The sales workflow (the employee's workflow list is the API's).
    const { workflows } = (await (await page.request.get("/api/workflows.json")).json()) as {
      workflows: { id: number; label: string }[];
    };
    const sales = workflows.find((w) => w.label === "sales")!;
    await page.goto(`/en/account/jobs/${sales.id}`);
    await page.getByTestId("display-kanban").click();
    await expect(page).toHaveURL(/display=kanban/);
    const columns = page.locator("[data-column]");
    await expect(columns.first()).toBeVisible();
    const first = columns.nth(0);
    const target = columns.nth(1);
    const card = first.locator("[data-card]").first();
    const cardId = await card.getAttribute("data-card");
    const before = await target.locator("[data-card]").count();
    const handle = card.getByRole("button", { name: /^Drag / });
    const from = await handle.boundingBox();
    const to = await target.boundingBox();
    if (!from || !to) throw new Error("no geometry");
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + 40, from.y + 10, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + 60, { steps: 15 });
    // The card moves at once; the change is saved by a request the reload below must not overtake.
    const saved = page.waitForResponse(
      (r) => r.url().endsWith(`/api/jobs/${cardId}.json`) && r.request().method() === "PATCH",
    );
    await page.mouse.up();
    await expect(target.locator(`[data-card="${cardId}"]`)).toHaveCount(1);
    expect((await saved).status()).toBe(200);
    await page.reload();
    await expect(page.locator(`[data-column] [data-card="${cardId}"]`)).toHaveCount(1);
    await expect(columns.nth(1).locator(`[data-card="${cardId}"]`)).toHaveCount(1);
    expect(await columns.nth(1).locator("[data-card]").count()).toBe(before + 1);
    await expectAccessible(page);
  });

  test("Hot Leads show why a lead ranks first; statistics show charts with their numbers", {
    tag: "@desktop-only",
  }, async ({ page }) => {
    await logIn(page, "manager");
    await page.goto("/en/account/jobs/lls");
    const first = page.getByTestId("hot-lead").first();
    await expect(first).toBeVisible();
    for (const factor of ["Recency", "Engagement", "Value of the request", "Kind of request", "Priority"]) {
      await expect(first).toContainText(factor);
    }
    const scores = await page.getByTestId("hot-score").allTextContents();
    const points = scores.map((s) => Number.parseInt(s, 10));
    expect([...points].sort((a, b) => b - a)).toEqual(points);
    await expectAccessible(page);

    await page.goto("/en/account/jobs/statistics");
    await expect(page.getByTestId("statistics-kpis")).toBeVisible();
    await expect(page.getByRole("table").first()).toBeVisible();
    await expect(page.getByTestId("filter-bar")).toContainText("Last 30 days");
    await expectAccessible(page);
  });

  test("the dashboard's numbers open the employee's filtered list", { tag: "@desktop-only" }, async ({
    page,
  }) => {
    await logIn(page, "sales");
    const open = page.getByTestId("dashboard-number-open");
    await expect(open).toBeVisible();
    const n = Number.parseInt((await open.locator("strong").textContent()) ?? "0", 10);
    await open.click();
    await expect(page).toHaveURL(/\/en\/account\/jobs\?assignee=/);
    await expect(page.getByTestId("jobs-total")).toContainText(String(n));
  });
});
