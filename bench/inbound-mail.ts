/**
 * Inbound mail (decision 0067): the time from a client's reply appended to the dealer's mailbox (IMAP
 * APPEND to a private Dovecot, tests/setup/imap-server.ts) to its notification arriving on the assignee's
 * live event stream, p50/p95/max over ~20 replies. The production server runs with `IMAP_URL` pointing at
 * the Dovecot, so the reader idles (IMAP IDLE) and the notification goes through the outbox like in
 * production. The thread is made as a person would: a storefront enquiry, a mail about its job from the
 * communication centre (its Message-ID read in the development mailbox); every reply names it in
 * In-Reply-To. The clock starts right before the APPEND (one open IMAP connection). Goal: p95 < 5 s.
 * `npx tsx bench/inbound-mail.ts` runs it alone (also `npm run bench -- --only=inbound-mail`).
 */
import { ImapFlow } from "imapflow";
import { hasDovecot, IMAP_PASSWORD, startImapServer } from "../tests/setup/imap-server";
import { sseReader } from "../tests/setup/sse";
import { startServer } from "./server-process";
import { demoLogin, percentile } from "./shared";

export type InboundMailResult = { replies: number; missed: number; p50: number; p95: number; max: number };

export const INBOUND_MAIL_GOAL_MS = 5_000;

const form = (base: string, path: string, cookie: string, body: Record<string, string>) =>
  fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: base, cookie },
    body: new URLSearchParams(body).toString(),
    redirect: "manual",
  });

export async function inboundMailBench(port: number, replies = 20): Promise<InboundMailResult | null> {
  if (!hasDovecot()) return null;
  const imap = await startImapServer();
  const server = await startServer(port, {
    IMAP_URL: imap.url(),
    DEMO: "1",
    AUTH_THROTTLE: "0",
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  });
  const base = server.url;
  const appender = new ImapFlow({
    host: "127.0.0.1",
    port: imap.port,
    secure: false,
    auth: { user: "dealer", pass: IMAP_PASSWORD },
    logger: false,
  });
  try {
    const [sales, admin] = await Promise.all([
      demoLogin(base, "sales@autohaus-brandt.example"),
      demoLogin(base, "admin@autohaus-brandt.example"),
    ]);
    // The sales employee's live stream (an unassigned job's replies reach every lead worker).
    const res = await fetch(`${base}/api/events`, { headers: { cookie: sales } });
    if (res.status !== 200 || !res.body) throw new Error(`event stream: ${res.status}`);
    const sse = sseReader(res.body);
    await sse.pump(() => sse.events.some((e) => e.event === "ready"), 30_000);

    // A client with a job (the storefront's contact form), and a mail about it.
    const tag = `${Date.now() % 1_000_000}`;
    const name = `Bench Reply${tag}`;
    const email = `bench.reply.${tag}@example.org`;
    const contact = await form(base, "/en/contact", "", {
      name,
      email,
      phone: "",
      subject: "general",
      message: "A benchmark enquiry: please ignore.",
      privacy: "on",
    });
    if (contact.status >= 400) throw new Error(`contact form: ${contact.status}`);
    await sse.pump(() => sse.events.some((e) => e.event === "notification" && e.data.includes(name)), 30_000);
    const lead = sse.events.find((e) => e.event === "notification" && e.data.includes(name))!;
    const jobId = String((JSON.parse(lead.data) as { data: { data: { jobId: number } } }).data.data.jobId);
    const page = await (
      await fetch(`${base}/en/account/communication?q=${encodeURIComponent(email)}`, {
        headers: { cookie: sales },
      })
    ).text();
    const clientId = /client=([0-9a-f-]{36})/.exec(page)?.[1];
    if (!clientId) throw new Error("the enquiry's client was not found in the communication centre");
    const subject = `Bench appointment ${tag}`;
    const sent = await form(base, `/en/account/communication?client=${clientId}`, sales, {
      intent: "send_mail",
      template: "appointment_confirmation",
      subject,
      body: "See you on Monday.",
      jobId,
    });
    if (sent.status !== 302) throw new Error(`sending the mail: ${sent.status}`);
    const mailbox = (await (
      await fetch(`${base}/api/account/mailbox.json`, { headers: { cookie: admin } })
    ).json()) as { mails: { subject: string; message_id: string | null }[] };
    const messageId = mailbox.mails.find((m) => m.subject === subject)?.message_id;
    if (!messageId) throw new Error("the sent mail has no Message-ID in the development mailbox");

    await appender.connect();
    // A reply's notification, in whatever language the employee reads (its key names the cause).
    const replyNotes = () =>
      sse.events.filter(
        (e) => e.event === "notification" && e.data.includes('"mail-reply:') && e.data.includes(name),
      ).length;
    const latencies: number[] = [];
    let missed = 0;
    for (let round = 0; round < replies; round++) {
      const before = replyNotes();
      const started = performance.now();
      await appender.append(
        "INBOX",
        [
          `From: ${name} <${email}>`,
          "To: crm@autohaus-brandt.example",
          `Subject: Re: ${subject}`,
          `Message-ID: <bench-${tag}-${round}@example.org>`,
          `In-Reply-To: ${messageId}`,
          `References: ${messageId}`,
          "",
          `Reply ${round}.`,
          "",
        ].join("\r\n"),
      );
      try {
        await sse.pump(() => replyNotes() > before, 15_000);
        latencies.push(performance.now() - started);
      } catch {
        missed++;
      }
      // Replies a moment apart, as they come in, not in one burst.
      await new Promise((r) => setTimeout(r, 200));
    }
    sse.cancel();
    const sorted = latencies.sort((a, b) => a - b);
    return {
      replies,
      missed,
      p50: Math.round(percentile(sorted, 50)),
      p95: Math.round(percentile(sorted, 95)),
      max: Math.round(sorted.at(-1) ?? 0),
    };
  } finally {
    await appender.logout().catch(() => {});
    await server.stop();
    await imap.close();
  }
}

export function inboundMailReport(r: InboundMailResult | null): string[] {
  if (!r) return ["", "Inbound mail: skipped (Dovecot is not installed: .ci/install-system-deps.sh)"];
  const ok = r.missed === 0 && r.p95 < INBOUND_MAIL_GOAL_MS;
  return [
    "",
    `Inbound mail: a reply appended to the mailbox (IMAP APPEND) to its notification on the assignee's event stream, ${r.replies} replies`,
    `  p50 ${r.p50} ms, p95 ${r.p95} ms, max ${r.max} ms, missed ${r.missed} (goal p95 < ${INBOUND_MAIL_GOAL_MS} ms) ${ok ? "✔" : "✘"}`,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await inboundMailBench(Number(process.env.BENCH_PORT ?? 3299));
  for (const line of inboundMailReport(result)) console.log(line);
  process.exit(0);
}
