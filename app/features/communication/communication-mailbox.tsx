/**
 * The dealer's mailbox on the communication centre (decision 0067): its state in words
 * (no mailbox, connecting, connected with the last read, the last error), an admin's settings (IMAP URL
 * and reply address), and the "Unassigned mail" list, where an employee assigns a mail to a client (by
 * e-mail address, optionally one of its jobs) or marks it as spam. Works without JavaScript.
 */
import { Form } from "react-router";
import { useTranslation } from "../../core/i18n/react";
import type { ActionFailure } from "../../shared/action-result";
import { dateTimeFormat } from "../../shared/intl";
import { FormField } from "../../ui/form-field";
import styles from "./communication.module.css";
import { answerFor } from "./communication-answer";
import type { CommunicationData } from "./communication-types";

type WithMailbox = Extract<CommunicationData, { unassigned: unknown }>;

export function MailboxPanel({ d, a }: { d: WithMailbox; a: ActionFailure | null }) {
  const { t } = useTranslation("communication");
  const when = dateTimeFormat(d.locale, { dateStyle: "medium", timeStyle: "short", timeZone: d.timeZone });
  const m = d.mailbox;
  const settings = answerFor(a, "mailbox_settings");
  return (
    <section className={styles.card} aria-labelledby="comm-mailbox" data-testid="comm-mailbox">
      <h2 id="comm-mailbox">{t("mailbox.title")}</h2>
      {!m || m.state === "none" ? (
        <p className="muted" data-testid="comm-mailbox-state" data-state="none">
          {t("mailbox.none")}
        </p>
      ) : (
        <>
          <p data-testid="comm-mailbox-state" data-state={m.state}>
            <strong>{t(`mailbox.state.${m.state}`)}</strong>
          </p>
          {m.where && <p className={styles.sub}>{m.where}</p>}
          <p className={styles.sub}>
            {m.lastReadAt
              ? t("mailbox.last_read", { when: when.format(new Date(m.lastReadAt)) })
              : t("mailbox.never_read")}
          </p>
          {m.error && (
            <p className="alert error" role="status" data-testid="comm-mailbox-error">
              {t(m.error)}
              {m.errorAt && <> ({when.format(new Date(m.errorAt))})</>}
            </p>
          )}
        </>
      )}
      {d.mayConfigureMailbox && (
        <details open={Boolean(settings)}>
          <summary>{t("mailbox.settings.title")}</summary>
          <Form method="post" className={styles.form} data-testid="comm-mailbox-form" noValidate>
            <input type="hidden" name="intent" value="mailbox_settings" />
            <FormField
              name="imapUrl"
              label={t("mailbox.settings.imap_url")}
              hint={t("mailbox.settings.imap_hint")}
              idPrefix="mailbox"
              errors={settings?.fields ?? {}}
              type="password"
              autoComplete="off"
              maxLength={500}
            />
            <FormField
              name="replyAddress"
              label={t("mailbox.settings.reply_address")}
              hint={t("mailbox.settings.reply_hint")}
              idPrefix="mailbox"
              errors={settings?.fields ?? {}}
              type="email"
              defaultValue={settings?.values.replyAddress ?? m?.replyAddress ?? ""}
              maxLength={200}
            />
            <button type="submit" className="button">
              {t("mailbox.settings.save")}
            </button>
          </Form>
        </details>
      )}
    </section>
  );
}

export function UnassignedList({ d, a }: { d: WithMailbox; a: ActionFailure | null }) {
  const { t } = useTranslation("communication");
  const when = dateTimeFormat(d.locale, { dateStyle: "medium", timeStyle: "short", timeZone: d.timeZone });
  const failed = answerFor(a, "assign_mail");
  return (
    <section className={styles.card} aria-labelledby="comm-unassigned" data-testid="comm-unassigned">
      <h2 id="comm-unassigned">{t("unassigned.title")}</h2>
      {d.unassigned.length === 0 ? (
        <p className="muted">{t("unassigned.empty")}</p>
      ) : (
        <ol className={styles.timeline}>
          {d.unassigned.map((m) => {
            const mine = failed?.values.mailId === m.id ? failed : null;
            return (
              <li key={m.id} data-testid="comm-unassigned-mail">
                <span>
                  <span className={`${styles.badge} ${styles.in}`}>{t(`unassigned.kinds.${m.kind}`)}</span>
                  <strong>{m.subject || t("unassigned.no_subject")}</strong>
                </span>
                <span className={styles.sub}>
                  <time dateTime={m.receivedAt}>{when.format(new Date(m.receivedAt))}</time> ·{" "}
                  {t("unassigned.from", { from: m.fromName ? `${m.fromName} <${m.from}>` : m.from })}
                </span>
                {m.overLimit && <p className="alert">{t("unassigned.over_limit")}</p>}
                {m.reason && (
                  <p className="alert" data-testid="comm-unassigned-reason">
                    {t(`unassigned.reasons.${m.reason.key}`, { rule: m.reason.rule })}
                  </p>
                )}
                {m.excerpt && <p className={styles.body}>{m.excerpt}</p>}
                {m.attachments.length > 0 && (
                  <p className={styles.sub}>
                    {t("unassigned.attachments", { names: m.attachments.map((x) => x.name).join(", ") })}
                  </p>
                )}
                <Form method="post" className={styles.search} noValidate>
                  <input type="hidden" name="intent" value="assign_mail" />
                  <input type="hidden" name="mailId" value={m.id} />
                  <FormField
                    name="clientEmail"
                    label={t("unassigned.client")}
                    idPrefix={`assign-${m.id}`}
                    errors={mine?.fields ?? {}}
                    type="email"
                    defaultValue={mine?.values.clientEmail ?? ""}
                    maxLength={320}
                  />
                  <FormField
                    name="jobId"
                    label={t("unassigned.job")}
                    idPrefix={`assign-${m.id}`}
                    errors={mine?.fields ?? {}}
                    inputMode="numeric"
                    defaultValue={mine?.values.jobId ?? ""}
                    maxLength={9}
                  />
                  <button type="submit" className="button">
                    {t("unassigned.assign")}
                  </button>
                </Form>
                <Form method="post">
                  <input type="hidden" name="intent" value="spam_mail" />
                  <input type="hidden" name="mailId" value={m.id} />
                  <button type="submit" className="button secondary">
                    {t("unassigned.spam")}
                  </button>
                </Form>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
