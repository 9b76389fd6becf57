import { expect, expectAccessible, test } from "./fixtures";
import { logIn } from "./fixtures-auth";

/**
 * An employee works a trade-in on the job page (offer, invitation), the customer answers from
 * the mail (read in the development mailbox), and the job's timeline shows the answer.
 */
test("an employee makes an offer, invites the customer, and the customer accepts it from the mail", {
  tag: "@desktop-only",
}, async ({ page, browser, baseURL }) => {
  const locale = "en";

  await logIn(page, "manager", locale);
  // The demo's trade-ins until yesterday: other tests add today's (the trade-in wizard's), which would
  // shift the list.
  const yesterday = new Date(Date.now() - 36 * 3_600_000).toISOString().slice(0, 10);
  await page.goto(`/${locale}/account/jobs?workflow=TRADE_IN&sort=cdate_desc&dateTo=${yesterday}`);
  await page.getByTestId("job-link").nth(0).click();
  const panel = page.getByTestId("trade-in-panel");
  await expect(panel).toBeVisible();
  const email = (await page.locator('a[href^="mailto:"]').first().textContent())?.trim() ?? "";
  expect(email).toContain("@");

  await panel.locator("#trade-in-amount").fill("8750");
  await panel.getByTestId("trade-in-offer-submit").click();
  await expect(page.getByTestId("job-message")).toHaveText("Changes have been saved.");
  await expect(panel.getByTestId("trade-in-offer")).toContainText(/8[.,\s\u202f]?750/);

  await panel.getByTestId("trade-in-invite").click();
  await expect(page.getByTestId("job-message")).toHaveText("The invitation has been sent to the customer.");
  await expect(panel.getByTestId("trade-in-invitation-status")).toHaveAttribute("data-status", "open");

  // An admin reads the mail in the development mailbox (no SMTP_URL here).
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await logIn(admin, "admin", locale);
  await admin.goto(`/${locale}/account/settings/mailbox`);
  const mail = admin.getByTestId("mail").filter({ hasText: email }).first();
  await mail.locator("summary").click();
  const link = await mail.getByRole("link", { name: /\/tradeininvitation\// }).getAttribute("href");
  await adminContext.close();
  expect(link).toBeTruthy();

  // The customer (not signed in) opens the link and accepts.
  const customerContext = await browser.newContext({ baseURL });
  const customer = await customerContext.newPage();
  await customer.goto(new URL(link!).pathname);
  await expect(customer.getByTestId("trade-in-invitation")).toBeVisible();
  await expect(customer.getByTestId("invitation-amount")).toContainText(/8[.,\s\u202f]?750/);
  await expectAccessible(customer);
  await customer.getByTestId("invitation-accept").click();
  await expect(customer.getByTestId("invitation-answered")).toHaveAttribute("data-answer", "accepted");
  await expectAccessible(customer);
  // The link is single-use: opened again, it says the offer was answered.
  await customer.goto(new URL(link!).pathname);
  await expect(customer.getByTestId("token-invalid")).toHaveAttribute("data-reason", "answered");
  await customerContext.close();

  await page.reload();
  await expect(
    page.getByTestId("job-timeline").locator('[data-testid="trade-in-event"][data-action="accepted"]'),
  ).toBeVisible();
  await expect(page.getByTestId("trade-in-invitation-status")).toHaveAttribute("data-status", "accepted");
});
