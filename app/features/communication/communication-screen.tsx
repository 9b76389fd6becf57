/**
 * The communication center's screen (decision 0035): a client picker (the clients search), then one
 * client's timeline and the four forms (write a mail from a template, log a call, attach a reply, add a
 * note). Works without JavaScript; with it, picking a template fills the subject and message.
 */
import { Link } from "react-router";
import { useTranslation } from "../../core/i18n/react";
import { accountPath } from "../../shared/account-routes";
import type { ActionFailure } from "../../shared/action-result";
import { timeZoneLabel } from "../../shared/date-time";
import { FormField } from "../../ui/form-field";
import styles from "./communication.module.css";
import { answerFor } from "./communication-answer";
import { CallForm, MailForm, NoteForm, ReplyForm } from "./communication-forms";
import { LeadRulesPanel } from "./communication-lead-rules";
import { MailboxPanel, UnassignedList } from "./communication-mailbox";
import { Timeline } from "./communication-timeline";
import type { CommunicationData, WithTimeline } from "./communication-types";

type D = CommunicationData;

export function CommunicationScreen({ d, a }: { d: D; a: ActionFailure | null }) {
  const { t } = useTranslation("communication");
  return (
    <section className={styles.screen} data-testid="communication-screen">
      <header>
        <h1>{t("title")}</h1>
        <p className="muted">{t("lead")}</p>
      </header>
      {d.timeline ? (
        <ClientView d={d as WithTimeline} a={a} />
      ) : (
        <>
          <Picker d={d} />
          {"unassigned" in d && (
            <>
              {d.flash && (
                <p className="alert success" role="status" data-testid="comm-flash">
                  {t(`flash.${d.flash}`)}
                </p>
              )}
              <MailboxPanel d={d} a={a} />
              <UnassignedList d={d} a={a} />
              <LeadRulesPanel d={d} a={a} />
            </>
          )}
        </>
      )}
    </section>
  );
}

function Picker({ d }: { d: D }) {
  const { t } = useTranslation("communication");
  return (
    <section className={styles.card} aria-labelledby="comm-picker">
      <h2 id="comm-picker">{t("picker.label")}</h2>
      <p className="muted">{t("picker.hint")}</p>
      <form method="get" className={styles.search}>
        <FormField
          name="q"
          type="search"
          label={t("picker.placeholder")}
          idPrefix="comm"
          errors={{}}
          defaultValue={d.q}
          maxLength={100}
          autoComplete="off"
        />
        <button type="submit" className="button">
          {t("picker.search")}
        </button>
      </form>
      {d.results && (
        <ul className={styles.results} data-testid="comm-results">
          {d.results.length === 0 && <li className="muted">{t("picker.no_results")}</li>}
          {d.results.map((r) => (
            <li key={r.id}>
              <Link to={`?client=${r.id}`} data-testid="comm-client-link">
                {r.name || r.detail}
              </Link>
              {r.detail && <span className={styles.sub}>{r.detail}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ClientView({ d, a }: { d: WithTimeline; a: ActionFailure | null }) {
  const { t } = useTranslation("communication");
  const c = d.timeline.client;
  return (
    <>
      <section className={styles.card} aria-labelledby="comm-client">
        <h2 id="comm-client" data-testid="comm-client-name">
          {c.name}
        </h2>
        <p className={styles.sub}>
          {c.email && (
            <>
              {t("client.email")}: <a href={`mailto:${c.email}`}>{c.email}</a>
            </>
          )}
          {c.email && c.phone && " · "}
          {c.phone && (
            <>
              {t("client.phone")}: <a href={`tel:${c.phone}`}>{c.phone}</a>
            </>
          )}
        </p>
        <p className={styles.actions}>
          <Link to={accountPath("communication")}>{t("client.other")}</Link>
          {d.clientHref && <Link to={d.clientHref}>{t("client.page")}</Link>}
        </p>
      </section>
      {d.flash && (
        <p className="alert success" role="status" data-testid="comm-flash">
          {t(
            d.flash === "sent"
              ? "mail.sent"
              : d.flash === "suppressed"
                ? "mail.suppressed"
                : d.flash === "call"
                  ? "call.saved"
                  : d.flash === "reply"
                    ? "reply.attached"
                    : d.flash === "assigned"
                      ? "flash.assigned"
                      : "note.saved",
          )}
        </p>
      )}
      <div className={styles.layout}>
        <Timeline d={d} />
        {d.timeline.mayWrite ? (
          <div className={styles.forms}>
            <MailForm d={d} a={answerFor(a, "send_mail")} />
            <CallForm d={d} a={answerFor(a, "log_call")} />
            <ReplyForm d={d} a={answerFor(a, "attach_reply")} />
            <NoteForm a={answerFor(a, "add_note")} />
            <p className={styles.sub}>{t("time_zone", { zone: timeZoneLabel(d.timeZone, d.locale) })}</p>
          </div>
        ) : (
          <p className={styles.sub} data-testid="comm-read-only">
            {t("read_only")}
          </p>
        )}
      </div>
    </>
  );
}
