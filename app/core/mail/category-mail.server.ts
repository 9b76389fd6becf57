/**
 * Queues mail of a category an address can leave (trade-in, call-back, marketing): every such mail
 * carries its own unsubscribe link (in the text, and as RFC 8058 one-click headers), and is not sent to
 * an address that left the category: the row is stored `suppressed` then, so the development mailbox
 * shows it as not delivered. The mail handler checks again before sending (a later unsubscribe).
 */
import type { Locale } from "../../shared/locales";
import type { ServiceContext } from "../context/service-context.server";
import { scoped } from "../context/tenant-scope.server";
import { translate } from "../i18n/messages.server";
import type { MailCategory } from "./mail-link-kinds";
import { issueMailLink, isUnsubscribed } from "./mail-links.server";
import type { MailMessage } from "./outbox.server";
import { insertSuppressedMail } from "./suppression.repo.server";

/** `{origin}/{lang}/{path}`: links in mail always name the language the mail is written in. */
export function mailLinkUrl(origin: string, lang: Locale, path: string): string {
  return `${origin.replace(/\/+$/, "")}/${lang}/${path}`;
}

export type CategoryMail = Omit<MailMessage, "category" | "headers" | "lang"> & {
  lang: Locale;
  category: MailCategory;
};

/** Queues `mail` in `ctx`'s transaction; `suppressed` says it will not be sent (the address left). */
export async function enqueueCategoryMail(
  ctx: ServiceContext,
  mail: CategoryMail,
  origin: string,
): Promise<{ outboxId: string | null; suppressed: boolean }> {
  const scope = scoped(ctx);
  if (await isUnsubscribed(scope, mail.to, mail.category)) {
    const outboxId = await insertSuppressedMail(scope, { ...mail });
    return { outboxId, suppressed: true };
  }
  const token = await issueMailLink(scope, {
    kind: "unsubscribe",
    email: mail.to,
    category: mail.category,
    now: ctx.clock.now(),
  });
  const url = mailLinkUrl(origin, mail.lang, `unsubscribe/${token}`);
  const footer = translate(mail.lang, "mail-links:mail.unsubscribe_footer", {
    category: translate(mail.lang, `mail-links:categories.${mail.category}`),
    link: url,
  });
  const outboxId = await ctx.outbox.enqueue("mail", {
    ...mail,
    text: `${mail.text}\n\n-- \n${footer}`,
    headers: { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  });
  return { outboxId, suppressed: false };
}
