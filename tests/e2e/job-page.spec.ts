/**
 * The job page's small slips: a saved comment leaves the box empty (no accidental second post), the
 * status select shows the status "Mark as won" set, and "Delete" does not look like "Save".
 */
import { expect, test } from "./fixtures";
import { logIn } from "./fixtures-auth";

test("a comment empties the box, marking won updates the status select, delete looks dangerous", {
  tag: "@desktop-only",
}, async ({ page, browser }) => {
  const who = `Jana Slip${Date.now() % 1_000_000}`;
  const visitor = await browser.newPage();
  await visitor.goto("/en/contact");
  await visitor.getByLabel("Name").fill(who);
  await visitor.getByLabel("E-mail").fill(`jana.${Date.now()}@example.com`);
  await visitor.getByLabel("Subject").selectOption("general");
  await visitor.getByLabel("Your message").fill("Is the estate car still available?");
  await visitor.getByLabel(/I agree/).check();
  await visitor.getByRole("button", { name: "Send message" }).click();
  await expect(visitor.getByTestId("contact-sent")).toBeVisible();
  await visitor.close();

  await logIn(page, "sales");
  await page.goto(`/en/account/jobs?q=${encodeURIComponent(who.split(" ")[1]!)}`);
  await page.getByTestId("job-link").filter({ hasText: who }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(who);

  const box = page.getByLabel("Add a comment");
  await box.fill("Sent her the brochure.");
  await page.getByTestId("job-comment-submit").click();
  await expect(page.getByTestId("job-timeline")).toContainText("Sent her the brochure.");
  await expect(box).toHaveValue("");

  const select = page.locator("#job-status-select");
  const before = await select.locator("option:checked").textContent();
  await page.getByTestId("job-won").click();
  await expect(page.getByTestId("job-status")).toContainText("Won");
  const badge = (await page.getByTestId("job-status").textContent()) ?? "";
  const wonStatus = badge.split("·")[1]?.trim() ?? "";
  expect(wonStatus).not.toBe("");
  expect(wonStatus).not.toBe(before?.trim());
  await expect(select.locator("option:checked")).toHaveText(wonStatus);

  const background = (testId: string) =>
    page.getByTestId(testId).evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(await background("job-delete")).not.toBe(await background("job-comment-submit"));
});

test("the job page fits a 360 px phone: nothing makes the page scroll sideways", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // An open job (its won/lost forms are on the page) from a fresh contact request.
  const who = `Lena Schmal${Date.now() % 1_000_000}`;
  const visitor = await browser.newPage();
  await visitor.goto("/en/contact");
  await visitor.getByLabel("Name").fill(who);
  await visitor.getByLabel("E-mail").fill(`lena.${Date.now()}@example.com`);
  await visitor.getByLabel("Subject").selectOption("general");
  await visitor.getByLabel("Your message").fill("Please call me back about the estate car.");
  await visitor.getByLabel(/I agree/).check();
  await visitor.getByRole("button", { name: "Send message" }).click();
  await expect(visitor.getByTestId("contact-sent")).toBeVisible();
  await visitor.close();

  await page.setViewportSize({ width: 360, height: 740 });
  await logIn(page, "manager");
  await page.goto(`/de/account/jobs?q=${encodeURIComponent(who.split(" ")[1]!)}`);
  const fresh = (await page.getByTestId("job-link").filter({ hasText: who }).getAttribute("href")) ?? "";
  // And the newest job of every workflow on the list's first page (their request fields differ).
  await page.goto("/de/account/jobs");
  const hrefs = await page
    .getByTestId("job-link")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  const perWorkflow = new Map<string, string>();
  for (const href of hrefs) {
    const workflow = /\/jobs\/(\d+)\/\d+/.exec(href)?.[1];
    if (workflow && !perWorkflow.has(workflow)) perWorkflow.set(workflow, href);
  }
  expect(fresh).not.toBe("");
  for (const href of [fresh, ...perWorkflow.values()]) {
    await page.goto(href);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The elements reaching past the screen's right edge, named in the message when one does.
    const { scrollWidth, wide } = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const wide = [...document.querySelectorAll("main *")]
        .filter((el) => el.getBoundingClientRect().right > width + 0.5)
        .slice(-3)
        .map(
          (el) =>
            `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 40)} "${(el.textContent ?? "").slice(0, 40)}"`,
        );
      return { scrollWidth: document.documentElement.scrollWidth, wide };
    });
    expect(scrollWidth, `${href}\n${wide.join("\n")}`).toBeLessThanOrEqual(360);
  }
});
