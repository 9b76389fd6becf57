/**
 * The job page's small slips: a saved comment leaves the box empty (no accidental second post), the
 * status select shows the status "Mark as won" set, and "Delete" does not look like "Save".
 */
import { expect, test } from "./fixtures";
import { logIn } from "./fixtures-auth";

test("a comment empties the box, marking won updates the status select, delete looks dangerous", async ({
  page,
  browser,
}) => {
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
