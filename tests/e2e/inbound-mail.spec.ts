/**
 * Inbound mail in the browser (decision 0067): the spec starts a private Dovecot of its own and an admin
 * points the demo dealer's mailbox at it (and clears it again at the end, so other specs see no mailbox);
 * a sales employee mails a client about their enquiry from the communication centre; the client's reply,
 * naming the mail in In-Reply-To, is appended to the mailbox; the employee's bell shows it without a
 * reload, and a click lands on the client's timeline at the reply. The Message-ID the reply names is read
 * from the development mailbox (no SMTP_URL here), as a tester would.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { hasDovecot, type ImapServer, startImapServer } from "../setup/imap-server";
import { expect, test } from "./fixtures";
import { logIn } from "./fixtures-auth";

const REPLY_ADDRESS = "crm@autohaus-brandt.example";

async function sendContact(page: Page, name: string, email: string) {
  await page.goto("/en/contact");
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Subject").selectOption("general");
  await page.getByLabel("Your message").fill("Is the Golf still there?");
  await page.getByLabel(/I agree/).check();
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByTestId("contact-sent")).toBeVisible();
}

/** Posts the communication centre's mailbox form as the signed-in admin (the URL field is write-only). */
async function setMailbox(
  request: APIRequestContext,
  baseURL: string,
  imapUrl: string,
  replyAddress: string,
) {
  const res = await request.post("/en/account/communication", {
    form: { intent: "mailbox_settings", imapUrl, replyAddress },
    headers: { origin: baseURL },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(302);
}

test.describe("inbound mail", () => {
  test.skip(!hasDovecot(), "Dovecot is not installed (.ci/install-system-deps.sh installs it)");
  let imap: ImapServer | null = null;
  test.afterAll(async () => {
    await imap?.close();
  });

  test("a client's reply rings the employee's bell without a reload and opens the timeline at the reply @desktop-only", async ({
    page,
    browser,
    baseURL,
  }) => {
    const base = baseURL!;
    const tag = `${Date.now() % 1_000_000}${Math.floor(Math.random() * 1000)}`;
    const name = `Rita Antwort${tag}`;
    const email = `rita.${tag}@example.com`;
    const adminContext = await browser.newContext({ baseURL: base });
    const admin = await adminContext.newPage();
    try {
      // Dovecot, the two logins and the visitor's enquiry side by side.
      const visitor = await browser.newPage();
      const [server] = await Promise.all([
        startImapServer(),
        logIn(admin, "admin"),
        logIn(page, "sales"),
        sendContact(visitor, name, email),
      ]);
      await visitor.close();
      imap = server;
      await setMailbox(admin.request, base, imap.url(), REPLY_ADDRESS);

      // The enquiry's job (unassigned: every lead worker hears of its replies), then a mail about it.
      await page.goto(`/en/account/communication?q=${encodeURIComponent(email)}`);
      await page.getByTestId("comm-client-link").filter({ hasText: name }).click();
      const jobLink = page.getByTestId("comm-timeline").locator('[data-kind="job"] a').first();
      const jobId = /\/(\d+)$/.exec((await jobLink.getAttribute("href")) ?? "")?.[1];
      expect(jobId).toBeTruthy();
      const clientId = new URL(page.url()).searchParams.get("client")!;
      await page.goto(`/en/account/communication?client=${clientId}&job=${jobId}`);
      const form = page.getByTestId("comm-mail-form");
      await form.getByLabel("Template").selectOption({ label: "Appointment confirmation" });
      const subject = `Your appointment (${tag})`;
      await form.getByLabel("Subject").fill(subject);
      await form.getByTestId("comm-send").click();
      await expect(page.getByTestId("comm-flash")).toHaveText("The mail is queued for sending.");
      // The mail as it left: its Message-ID and the conversation's Reply-To.
      const mails = (await (await admin.request.get("/api/account/mailbox.json")).json()) as {
        mails: { to: string; subject: string; message_id: string | null; reply_to: string | null }[];
      };
      const sent = mails.mails.find((m) => m.to === email && m.subject === subject);
      expect(sent?.message_id).toMatch(/^<c\./);
      expect(sent?.reply_to).toMatch(/^crm\+r-[a-z2-7]+@autohaus-brandt\.example$/);
      // The employee waits on the dashboard with the live stream open; the reply arrives in the mailbox.
      const stream = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/events");
      await page.goto("/en/account");
      await stream;
      await imap.append(
        [
          `From: ${name} <${email}>`,
          `To: ${sent!.reply_to}`,
          `Subject: Re: ${subject}`,
          `Message-ID: <reply-${tag}@example.com>`,
          `In-Reply-To: ${sent!.message_id}`,
          `References: ${sent!.message_id}`,
          "Content-Type: text/plain; charset=utf-8",
          "",
          `Thursday at ten suits me (${tag}).`,
        ].join("\r\n"),
      );
      const toast = page.getByTestId("notification-toast").filter({ hasText: `Reply from ${name}` });
      await expect(toast).toBeVisible({ timeout: 12_000 });
      await page.getByTestId("menu-notifications").click();
      await page
        .getByTestId("notifications-list")
        .getByRole("listitem")
        .filter({ hasText: `Reply from ${name}` })
        .getByRole("link")
        .click();
      await expect(page).toHaveURL(new RegExp(`/en/account/communication\\?client=${clientId}#c`));
      const reply = page.locator(`[id="${new URL(page.url()).hash.slice(1)}"]`);
      await expect(reply).toHaveAttribute("data-kind", "mail_in");
      await expect(reply).toContainText(`Thursday at ten suits me (${tag}).`);

      // The German page on a 360 px phone: its one-word title (Kommunikationszentrale) and the mailbox
      // fit the width, nothing scrolls sideways.
      await admin.setViewportSize({ width: 360, height: 800 });
      await admin.goto("/account/communication");
      await expect(admin.getByTestId("comm-mailbox-state")).toHaveAttribute("data-state", "connected");
      expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    } finally {
      // Other specs see the demo dealer without a mailbox again.
      await setMailbox(admin.request, base, "", "").catch(() => {});
      await adminContext.close();
    }
  });
});
