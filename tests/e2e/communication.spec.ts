/**
 * The communication center in the browser, on a desktop and on a 360 px phone: a sales employee finds a client
 * in the communication center, sees the enquiry's job in the timeline, sends a templated mail (edited
 * before sending; an admin finds it in the development mailbox), logs a call, attaches the client's
 * reply, filters the timeline by kind (in the URL), and the page passes axe.
 */
import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { logIn } from "./fixtures-auth";

async function sendContact(page: Page, name: string, email: string, message: string) {
  await page.goto("/en/contact");
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Subject").selectOption("general");
  await page.getByLabel("Your message").fill(message);
  await page.getByLabel(/I agree/).check();
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByTestId("contact-sent")).toBeVisible();
}

test("an employee mails a client from a template, logs a call and attaches the reply", async ({
  page,
  browser,
  baseURL,
}) => {
  // A storefront form, two logins, three posts, a mailbox and two axe runs.
  test.slow();
  const tag = `${Date.now() % 1_000_000}${Math.floor(Math.random() * 1000)}`;
  const last = `Kommunikativ${tag}`;
  const email = `kira.${tag}@example.com`;
  const visitor = await browser.newPage();
  await sendContact(visitor, `Kira ${last}`, email, "Is the Octavia still for sale?");
  await visitor.close();

  await logIn(page, "sales");
  await page.goto("/en/account/communication");
  await expect(page.getByRole("heading", { level: 1, name: "Communication centre" })).toBeVisible();
  await page.getByLabel("Name, company, e-mail or phone").fill(`${last.toLowerCase()} KIRA`);
  await page.getByRole("button", { name: "Search" }).click();
  await page
    .getByTestId("comm-client-link")
    .filter({ hasText: `Kira ${last}` })
    .click();
  await expect(page.getByTestId("comm-client-name")).toHaveText(`Kira ${last}`);
  // The enquiry's job is in the timeline.
  const timeline = page.getByTestId("comm-timeline");
  await expect(timeline.locator('[data-kind="job"]')).toContainText("Enquiry received");
  await expectAccessible(page);

  // A templated mail, edited before sending.
  const mail = page.getByTestId("comm-mail-form");
  await mail.getByLabel("Template").selectOption({ label: "Appointment confirmation" });
  await expect(mail.getByLabel("Subject")).toHaveValue("Your appointment at Autohaus Brandt");
  await expect(mail.getByLabel("Message")).toHaveValue(new RegExp(`Hello Kira ${last}`));
  const subject = `Your appointment at Autohaus Brandt (${tag})`;
  await mail.getByLabel("Subject").fill(subject);
  await mail.getByTestId("comm-send").click();
  await expect(page.getByTestId("comm-flash")).toHaveText("The mail is queued for sending.");
  const sent = timeline.locator('[data-kind="mail_out"]').filter({ hasText: subject });
  await expect(sent).toBeVisible();
  await expect(sent.getByTestId("comm-mail-status")).toHaveText("queued");

  // A call, logged by hand.
  const call = page.getByTestId("comm-call-form");
  await call.getByLabel("Direction").selectOption("out");
  await call.getByLabel("Duration in minutes").fill("7");
  await call.getByLabel("Note").fill(`Test drive agreed ${tag}`);
  await call.getByTestId("comm-call-save").click();
  await expect(page.getByTestId("comm-flash")).toHaveText("The call was logged.");
  await expect(timeline.locator('[data-kind="call"]')).toContainText(`Test drive agreed ${tag}`);
  await expect(timeline.locator('[data-kind="call"]')).toContainText("7 minutes");

  // The client's reply, pasted by hand.
  const reply = page.getByTestId("comm-reply-form");
  await reply.getByLabel("Subject").fill(`Re: ${subject}`);
  await reply.getByLabel("Text of the reply").fill("Thursday suits me fine.");
  await reply.getByTestId("comm-reply-save").click();
  await expect(page.getByTestId("comm-flash")).toHaveText("The reply was added to the timeline.");
  const incoming = timeline.locator('[data-kind="mail_in"]');
  await expect(incoming).toContainText("Reply received");
  await expect(incoming).toContainText("Thursday suits me fine.");
  await expectAccessible(page);

  // Only calls: the filter lives in the URL.
  const filter = page.getByTestId("comm-filter");
  await filter.getByLabel("Calls").check();
  await filter.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/kind=call/);
  await expect(timeline.getByTestId("comm-entry")).toHaveCount(1);
  await expect(timeline.locator('[data-kind="call"]')).toBeVisible();
  await page.screenshot({
    path: `test-results/communication-${test.info().project.name}.png`,
    fullPage: true,
  });

  // The mail is in the development mailbox (no SMTP_URL here), as an admin sees it.
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await logIn(admin, "admin");
  await admin.goto("/en/account/settings/mailbox");
  await expect(admin.getByTestId("mail").filter({ hasText: email }).filter({ hasText: subject })).toHaveCount(
    1,
  );
  await adminContext.close();
});

test("a CMS editor cannot open the communication center", { tag: "@desktop-only" }, async ({ page }) => {
  await page.goto("/en/login");
  const form = page.getByTestId("login-form");
  await form.locator('input[name="email"]').fill("cms@autohaus-brandt.example");
  await form.locator('input[name="password"]').fill("autohaus-demo");
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/en\/account$/);
  const response = await page.goto("/en/account/communication");
  expect(response?.status()).toBe(403);
});

test("sales finds only the clients of leads it may work: a colleague's lead stays hidden until it is handed over", {
  tag: "@desktop-only",
}, async ({ page, browser, baseURL }) => {
  test.slow();
  const tag = `${Date.now() % 1_000_000}${Math.floor(Math.random() * 1000)}`;
  const last = `Verborgen${tag}`;
  const visitor = await browser.newPage();
  await sendContact(
    visitor,
    `Vera ${last}`,
    `vera.${tag}@example.com`,
    "Please call me back about the Golf.",
  );
  await visitor.close();

  // The manager takes the new lead.
  const managerContext = await browser.newContext({ baseURL });
  const manager = await managerContext.newPage();
  await logIn(manager, "manager");
  const me = (await (await manager.request.get("/api/auth/session.json")).json()) as { user: { id: string } };
  const { rows } = (await (await manager.request.get(`/api/jobs.json?q=${last}`)).json()) as {
    rows: { id: number }[];
  };
  expect(rows).toHaveLength(1);
  const assign = (assigneeId: string) =>
    manager.request.patch(`/api/jobs/${rows[0]!.id}.json`, { data: { type: "assign", assigneeId } });
  expect((await assign(me.user.id)).status()).toBe(200);

  // Sales searches for the client: nothing, not even its name.
  await logIn(page, "sales");
  await page.goto("/en/account/communication");
  const search = async () => {
    await page.getByLabel("Name, company, e-mail or phone").fill(last);
    await page.getByRole("button", { name: "Search" }).click();
  };
  await search();
  await expect(page.getByTestId("comm-results")).toHaveText("No client matches these words.");
  await expect(page.getByText(`Vera ${last}`)).toHaveCount(0);

  // Handed over to sales: found, with its job in the timeline and the forms to answer.
  const sales = (await (await page.request.get("/api/auth/session.json")).json()) as { user: { id: string } };
  expect((await assign(sales.user.id)).status()).toBe(200);
  await search();
  await page
    .getByTestId("comm-client-link")
    .filter({ hasText: `Vera ${last}` })
    .click();
  await expect(page.getByTestId("comm-client-name")).toHaveText(`Vera ${last}`);
  await expect(page.getByTestId("comm-timeline").locator('[data-kind="job"]').first()).toBeVisible();
  await expect(page.getByTestId("comm-mail-form")).toBeVisible();
  await expect(page.getByTestId("comm-read-only")).toHaveCount(0);
  await managerContext.close();
});
