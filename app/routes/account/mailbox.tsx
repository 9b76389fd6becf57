import { messagesFor } from "../../core/i18n/messages.server";
import { useTranslation } from "../../core/i18n/react";
import { WithMessages } from "../../core/i18n/with-messages";
import { readMailbox } from "../../core/mail/mailbox.service.server";
import { dateTimeFormat } from "../../shared/intl";
import { SectionNote } from "../../ui/sidebar/section-note";
import { useSite } from "../../ui/site-data";
import { notFound, pageContext } from "../store/page-context.server";
import type { Route } from "./+types/mailbox";
import { requireAccess } from "./guard.server";

/**
 * The development mailbox (admins): the project's outgoing mail as it sits in the outbox. Without
 * SMTP_URL mail is never sent and can be read here (password reset links, welcome mails). In production
 * and wherever SMTP_URL is set the page does not exist (the server decides: `context.devMailbox`).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!context.devMailbox) notFound();
  requireAccess(request, context, "mailbox");
  const ctx = pageContext(request, context);
  const mails = await readMailbox(context.services);
  return {
    meta: { title: ctx.t("settings:mailbox.title"), noindex: true },
    // The page's own texts (settings:mailbox.*) are not among the account area's namespaces.
    messages: messagesFor(ctx.locale, ["settings.mailbox", "mail-links.mailbox", "mail-links.categories"]),
    mails: mails.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
  };
}

export default function Mailbox({ loaderData }: Route.ComponentProps) {
  return (
    <WithMessages messages={loaderData.messages}>
      <MailList mails={loaderData.mails} />
    </WithMessages>
  );
}

function MailList({ mails }: { mails: Route.ComponentProps["loaderData"]["mails"] }) {
  const { t } = useTranslation(["settings", "mail-links"]);
  const site = useSite();
  // The project's zone, so the server and the browser print the same time (the dealer's local time).
  const time = dateTimeFormat(site.locale, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: site.project.timeZone,
  });
  return (
    <section data-testid="mailbox">
      <h1>{t("mailbox.title")}</h1>
      <p className="lead">{t("mailbox.lead")}</p>
      <SectionNote testId="mailbox-testing-only">{t("mailbox.testing_only")}</SectionNote>
      {mails.length === 0 ? (
        <p className="alert">{t("mailbox.empty")}</p>
      ) : (
        <ol className="mail-list">
          {mails.map((m) => (
            <li key={m.id} data-testid="mail" data-status={m.status}>
              <details>
                <summary>
                  <strong>{m.subject}</strong> · {m.to} ·{" "}
                  <time dateTime={m.createdAt}>{time.format(new Date(m.createdAt))}</time> ·{" "}
                  {/* Suppressed: category mail to an address that left the category (never sent). */}
                  {m.status === "suppressed"
                    ? t("mail-links:mailbox.suppressed")
                    : t(`mailbox.status.${m.status}`)}
                  {m.category && (
                    <>
                      {" "}
                      ·{" "}
                      {t("mail-links:mailbox.category", {
                        category: t(`mail-links:categories.${m.category}`),
                      })}
                    </>
                  )}
                </summary>
                {/* Plain text, links made clickable for the developer reading it. */}
                <pre className="mail-text">
                  {m.text.split(/(https?:\/\/\S+)/g).map((part, i) =>
                    /^https?:\/\//.test(part) ? (
                      <a key={i} href={part}>
                        {part}
                      </a>
                    ) : (
                      part
                    ),
                  )}
                </pre>
                {/* Attachments (an appointment's .ics): the text, and a download without a server route. */}
                {m.attachments.map((a) => (
                  <div key={a.filename} className="mail-attachment" data-testid="mail-attachment">
                    <a
                      href={`data:${a.contentType.split(";")[0]};charset=utf-8,${encodeURIComponent(a.content)}`}
                      download={a.filename}
                    >
                      {t("mail-links:mailbox.attachment", { name: a.filename })}
                    </a>
                    <pre className="mail-text">{a.content}</pre>
                  </div>
                ))}
              </details>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
