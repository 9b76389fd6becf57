/**
 * account/communication (spec 2, issue 17; decision 0035): the communication center. Only with the
 * project feature `communication` (without it the page and its actions are "not found"), for staff
 * who deal with clients. A client picker (the clients search), then one client's timeline across
 * mails, calls, notes and jobs (newest first, keyset pages, filter by kind in the URL) and four forms:
 * write a mail from a template (sent through the outbox), log a call, attach a reply, add a note.
 * Works without JavaScript; with it, picking a template fills the subject and message.
 */
import { useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import {
  addNote,
  attachReply,
  type CommunicationError,
  getTimeline,
  logCall,
  searchClients,
  sendClientMail,
  type TimelineItem,
} from "../../core/communication/communication.service.server";
import {
  MAIL_TEMPLATE_KEYS,
  NOTE_MAX,
  PLACEHOLDERS,
  SUBJECT_MAX,
  TIMELINE_KINDS,
  timelineList,
} from "../../core/communication/communication-schema";
import { FORM_MESSAGES, messagesFor } from "../../core/i18n/messages.server";
import { useTranslation } from "../../core/i18n/react";
import { WithMessages } from "../../core/i18n/with-messages";
import { zonedParts } from "../../core/locations/zoned-time";
import styles from "../../features/communication/communication.module.css";
import { accountPath, accountRoute, mayOpen } from "../../shared/account-routes";
import { projectTimeZone, timeZoneLabel } from "../../shared/date-time";
import { dateTimeFormat } from "../../shared/intl";
import { inGroup } from "../../shared/permissions";
import { FieldError, FormField, useField } from "../../ui/form-field";
import { notFound, pageContext } from "../store/page-context.server";
import type { Route } from "./+types/communication";
import { requireAccess } from "./guard.server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const INTENTS = ["send_mail", "log_call", "attach_reply", "add_note"] as const;
type Intent = (typeof INTENTS)[number];
const FLASHES = ["sent", "suppressed", "call", "reply", "note"] as const;

/** The feature comes first: a site without it answers "not found" to everyone (no probing). */
function gate(request: Request, context: Route.LoaderArgs["context"]) {
  if (!context.project.features.communication) notFound();
  return requireAccess(request, context, "communication");
}

/** Now on the project's wall clock, as a `datetime-local` value. */
function localNow(now: Date, timeZone: string): string {
  const { day, minutes } = zonedParts(now, timeZone);
  const hh = String(Math.floor(minutes / 60)).padStart(2, "0");
  const mm = String(minutes % 60).padStart(2, "0");
  return `${day}T${hh}:${mm}`;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = gate(request, context);
  const ctx = pageContext(request, context);
  const search = ctx.url.searchParams;
  const params = timelineList.parse(search);
  const clientId = search.get("client") ?? "";
  const base = {
    locale: ctx.locale,
    timeZone: projectTimeZone(context.project),
    q: params.q ?? "",
    now: localNow(ctx.services.clock.now(), projectTimeZone(context.project)),
    meta: { title: ctx.t("communication:title"), noindex: true },
    messages: messagesFor(ctx.locale, ["communication", "clients.events", FORM_MESSAGES]),
  };
  if (!clientId) {
    const found = params.q ? await searchClients(ctx.services, params.q) : null;
    if (found && !found.ok) throw data(null, { status: found.error.code === "forbidden" ? 403 : 404 });
    return { ...base, results: found?.ok ? found.value : null, timeline: null, flash: null };
  }
  if (!UUID.test(clientId)) notFound();
  const timeline = await getTimeline(ctx.services, clientId, params);
  if (!timeline.ok) {
    if (timeline.error.code === "forbidden") throw data(null, { status: 403 });
    notFound();
  }
  const kinds = params.kind ?? [];
  return {
    ...base,
    results: null,
    timeline: timeline.value,
    kinds,
    nextHref: timeline.value.page.nextCursor
      ? `?${new URLSearchParams([
          ["client", clientId],
          ...kinds.map((k) => ["kind", k]),
          ["after", timeline.value.page.nextCursor],
        ])}`
      : null,
    firstHref: `?${new URLSearchParams([["client", clientId], ...kinds.map((k) => ["kind", k])])}`,
    clientHref: mayOpen(user, context.project.features, accountRoute("client").access)
      ? accountPath("client", { id: clientId })
      : null,
    mayOpenJobs: inGroup(user, "workflows"),
    flash: FLASHES.find((f) => search.get("done") === f) ?? null,
  };
}

type ActionAnswer = {
  intent: Intent;
  message: string | null;
  fields: Record<string, string[]>;
  values: Record<string, string>;
};

function failure(intent: Intent, error: CommunicationError, values: Record<string, string>) {
  if (error.code === "not_found") notFound();
  if (error.code === "forbidden") throw data(null, { status: 403 });
  const answer: ActionAnswer = {
    intent,
    message: error.message ?? null,
    fields: error.fields ?? {},
    // Echoed into the form (capped: a refused huge text is not sent back whole).
    values: Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.slice(0, 20_000)])),
  };
  return data(answer, { status: 400 });
}

export async function action({ request, context }: Route.ActionArgs) {
  gate(request, context);
  const ctx = pageContext(request, context);
  const clientId = ctx.url.searchParams.get("client") ?? "";
  if (!UUID.test(clientId)) notFound();
  const form = await request.formData();
  const values: Record<string, string> = {};
  for (const [k, v] of form) if (typeof v === "string") values[k] = v;
  const intent = INTENTS.find((i) => i === values.intent);
  // Relative to the locale basename, which React Router adds back.
  const done = (flash: (typeof FLASHES)[number]) =>
    redirect(`${accountPath("communication")}?client=${clientId}&done=${flash}`);
  switch (intent) {
    case "send_mail": {
      const r = await sendClientMail(ctx.services, clientId, values, context.origin);
      if (!r.ok) return failure(intent, r.error, values);
      throw done(r.value.status === "suppressed" ? "suppressed" : "sent");
    }
    case "log_call": {
      const r = await logCall(ctx.services, clientId, values);
      if (!r.ok) return failure(intent, r.error, values);
      throw done("call");
    }
    case "attach_reply": {
      const r = await attachReply(ctx.services, clientId, values);
      if (!r.ok) return failure(intent, r.error, values);
      throw done("reply");
    }
    case "add_note": {
      const r = await addNote(ctx.services, clientId, values);
      if (!r.ok) return failure(intent, r.error, values);
      throw done("note");
    }
    default:
      return data(
        {
          intent: "add_note",
          message: "communication:errors.unknown_action",
          fields: {},
          values: {},
        } satisfies ActionAnswer,
        { status: 400 },
      );
  }
}

export default function Communication({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <WithMessages messages={loaderData.messages}>
      <Screen d={loaderData} a={(actionData as ActionAnswer | undefined) ?? null} />
    </WithMessages>
  );
}

type D = Route.ComponentProps["loaderData"];
type WithTimeline = Extract<D, { timeline: NonNullable<unknown> }>;

function Screen({ d, a }: { d: D; a: ActionAnswer | null }) {
  const { t } = useTranslation("communication");
  return (
    <section className={styles.screen} data-testid="communication-screen">
      <header>
        <h1>{t("title")}</h1>
        <p className="muted">{t("lead")}</p>
      </header>
      {d.timeline ? <ClientView d={d as WithTimeline} a={a} /> : <Picker d={d} />}
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

function ClientView({ d, a }: { d: WithTimeline; a: ActionAnswer | null }) {
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
                    : "note.saved",
          )}
        </p>
      )}
      <div className={styles.layout}>
        <Timeline d={d} />
        {d.timeline.mayWrite ? (
          <div className={styles.forms}>
            <MailForm d={d} a={a?.intent === "send_mail" ? a : null} />
            <CallForm d={d} a={a?.intent === "log_call" ? a : null} />
            <ReplyForm d={d} a={a?.intent === "attach_reply" ? a : null} />
            <NoteForm a={a?.intent === "add_note" ? a : null} />
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

function Timeline({ d }: { d: WithTimeline }) {
  const { t } = useTranslation("communication");
  const when = dateTimeFormat(d.locale, { dateStyle: "medium", timeStyle: "short", timeZone: d.timeZone });
  const items = d.timeline.page.items;
  return (
    <section className={styles.card} aria-labelledby="comm-timeline">
      <h2 id="comm-timeline">{t("timeline.title")}</h2>
      <form method="get" className={styles.actions} data-testid="comm-filter">
        <input type="hidden" name="client" value={d.timeline.client.id} />
        <fieldset className={styles.kinds}>
          <legend>{t("filters.legend")}</legend>
          {TIMELINE_KINDS.map((k) => (
            <label key={k}>
              <input type="checkbox" name="kind" value={k} defaultChecked={d.kinds.includes(k)} />
              {t(`filters.kinds.${k}`)}
            </label>
          ))}
        </fieldset>
        <button type="submit" className="button secondary">
          {t("filters.apply")}
        </button>
        {d.kinds.length > 0 && <Link to={`?client=${d.timeline.client.id}`}>{t("filters.reset")}</Link>}
      </form>
      {items.length === 0 ? (
        <p className="muted" data-testid="comm-empty">
          {t(d.kinds.length ? "timeline.empty_filtered" : "timeline.empty")}
        </p>
      ) : (
        <ol className={styles.timeline} data-testid="comm-timeline">
          {items.map((item) => (
            <Entry key={item.key} item={item} d={d} when={when} />
          ))}
        </ol>
      )}
      {(d.nextHref || d.timeline.page.fromCursor) && (
        <nav className={styles.actions} aria-label={t("timeline.title")}>
          {d.timeline.page.fromCursor && <Link to={d.firstHref}>{t("timeline.newest")}</Link>}
          {d.nextHref && (
            <Link to={d.nextHref} data-testid="comm-older">
              {t("timeline.older")}
            </Link>
          )}
        </nav>
      )}
    </section>
  );
}

function Entry({ item, d, when }: { item: TimelineItem; d: WithTimeline; when: Intl.DateTimeFormat }) {
  const { t } = useTranslation("communication");
  const time = <time dateTime={item.at}>{when.format(new Date(item.at))}</time>;
  if (item.source === "job") {
    const label = t("timeline.job", { id: item.jobId });
    return (
      <li data-testid="comm-entry" data-kind="job">
        <span>
          <span className={styles.badge}>
            {d.mayOpenJobs ? (
              <Link
                to={accountPath("job", { workflowId: String(item.workflowId), jobId: String(item.jobId) })}
              >
                {label}
              </Link>
            ) : (
              label
            )}
          </span>
          <strong>{t(`clients:events.${item.kind}`, { defaultValue: item.kind })}</strong>
        </span>
        <span className={styles.sub}>
          {time} · {[item.workflow, item.vehicle].filter(Boolean).join(" · ")}
        </span>
        {item.text && <p className={styles.body}>{item.text}</p>}
      </li>
    );
  }
  const title =
    item.kind === "call"
      ? t(item.direction === "in" ? "timeline.call_in" : "timeline.call_out")
      : t(`timeline.${item.kind}`);
  return (
    <li data-testid="comm-entry" data-kind={item.kind}>
      <span>
        <span className={`${styles.badge} ${item.direction === "in" ? styles.in : ""}`}>{title}</span>
        {item.subject && <strong>{item.subject}</strong>}
      </span>
      <span className={styles.sub}>
        {time}
        {item.kind === "call" && item.durationSeconds !== null && (
          <> · {t("timeline.minutes", { count: Math.round(item.durationSeconds / 60) })}</>
        )}
        {item.author && <> · {t("timeline.by", { name: item.author })}</>}
        {item.mailStatus && (
          <>
            {" · "}
            {t("timeline.status_label")}:{" "}
            <span data-testid="comm-mail-status" data-status={item.mailStatus}>
              {t(`timeline.status.${item.mailStatus}`, { defaultValue: item.mailStatus })}
            </span>
          </>
        )}
      </span>
      {item.body && <p className={styles.body}>{item.body}</p>}
    </li>
  );
}

function TextArea({
  name,
  label,
  errors,
  idPrefix,
  value,
  defaultValue,
  onChange,
  maxLength,
}: {
  name: string;
  label: string;
  errors: Record<string, string[]>;
  idPrefix: string;
  value?: string;
  defaultValue?: string;
  onChange?: (v: string) => void;
  maxLength: number;
}) {
  const field = useField(name, { idPrefix, errors });
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      <textarea
        {...field.props}
        value={value}
        defaultValue={defaultValue}
        onChange={onChange ? (e) => onChange(e.target.value) : undefined}
        maxLength={maxLength}
        rows={8}
      />
      <FieldError id={field.id} error={field.error} />
    </div>
  );
}

function FormMessage({ a }: { a: ActionAnswer | null }) {
  const { t } = useTranslation("communication");
  return a?.message ? (
    <p className="alert error" role="alert">
      {t(a.message)}
    </p>
  ) : null;
}

function useBusy() {
  return useNavigation().state === "submitting";
}

function MailForm({ d, a }: { d: WithTimeline; a: ActionAnswer | null }) {
  const { t } = useTranslation("communication");
  const busy = useBusy();
  const templates = d.timeline.templates;
  const initial = templates.find((x) => x.key === a?.values.template) ?? templates[0]!;
  const [template, setTemplate] = useState(initial.key);
  const [subject, setSubject] = useState(a?.values.subject ?? initial.subject);
  const [body, setBody] = useState(a?.values.body ?? initial.body);
  const current = templates.find((x) => x.key === template) ?? initial;
  const errors = a?.fields ?? {};
  const templateField = useField("template", { idPrefix: "mail", errors });
  const subjectField = useField("subject", { idPrefix: "mail", errors });
  if (!d.timeline.client.email) {
    return (
      <section className={styles.card} aria-labelledby="comm-mail">
        <h2 id="comm-mail">{t("mail.title")}</h2>
        <p className="muted" data-testid="comm-no-email">
          {t("mail.no_email")}
        </p>
      </section>
    );
  }
  return (
    <section className={styles.card} aria-labelledby="comm-mail">
      <h2 id="comm-mail">{t("mail.title")}</h2>
      <Form method="post" className={styles.form} data-testid="comm-mail-form" noValidate>
        <input type="hidden" name="intent" value="send_mail" />
        <FormMessage a={a} />
        <div className="field">
          <label htmlFor={templateField.id}>{t("mail.template")}</label>
          <select
            {...templateField.props}
            value={template}
            onChange={(e) => {
              const next = templates.find((x) => x.key === e.target.value);
              if (!next) return;
              setTemplate(next.key);
              setSubject(next.subject);
              setBody(next.body);
            }}
          >
            {MAIL_TEMPLATE_KEYS.map((k) => (
              <option key={k} value={k}>
                {t(`templates.${k}.name`)}
              </option>
            ))}
          </select>
          <FieldError id={templateField.id} error={templateField.error} />
        </div>
        {current.category && <p className={styles.sub}>{t("mail.marketing")}</p>}
        <div className="field">
          <label htmlFor={subjectField.id}>{t("mail.subject")}</label>
          <input
            {...subjectField.props}
            value={subject}
            onChange={(e) => setSubject(e.target.value)}
            maxLength={SUBJECT_MAX}
          />
          <FieldError id={subjectField.id} error={subjectField.error} />
        </div>
        <TextArea
          name="body"
          label={t("mail.body")}
          errors={errors}
          idPrefix="mail"
          value={body}
          onChange={setBody}
          maxLength={20_000}
        />
        <p className={styles.sub}>
          {t("mail.placeholders", { list: PLACEHOLDERS.map((p) => `{{${p}}}`).join(", ") })}
        </p>
        <div className={styles.actions}>
          <button type="submit" className="button" disabled={busy} data-testid="comm-send">
            {t("mail.send")}
          </button>
        </div>
      </Form>
    </section>
  );
}

function CallForm({ d, a }: { d: WithTimeline; a: ActionAnswer | null }) {
  const { t } = useTranslation("communication");
  const busy = useBusy();
  const errors = a?.fields ?? {};
  const direction = useField("direction", { idPrefix: "call", errors });
  return (
    <section className={styles.card} aria-labelledby="comm-call">
      <h2 id="comm-call">{t("call.title")}</h2>
      <Form method="post" className={styles.form} data-testid="comm-call-form" noValidate>
        <input type="hidden" name="intent" value="log_call" />
        <FormMessage a={a} />
        <div className="field">
          <label htmlFor={direction.id}>{t("call.direction")}</label>
          <select {...direction.props} defaultValue={a?.values.direction ?? "out"}>
            <option value="out">{t("call.out")}</option>
            <option value="in">{t("call.in")}</option>
          </select>
          <FieldError id={direction.id} error={direction.error} />
        </div>
        <FormField
          name="minutes"
          label={t("call.minutes")}
          idPrefix="call"
          errors={errors}
          type="number"
          inputMode="numeric"
          min={0}
          max={600}
          defaultValue={a?.values.minutes ?? "5"}
        />
        <FormField
          name="calledAt"
          label={t("call.called_at")}
          idPrefix="call"
          errors={errors}
          type="datetime-local"
          defaultValue={a?.values.calledAt ?? d.now}
          max={d.now}
        />
        <TextArea
          name="note"
          label={t("call.note")}
          errors={errors}
          idPrefix="call"
          defaultValue={a?.values.note ?? ""}
          maxLength={NOTE_MAX}
        />
        <div className={styles.actions}>
          <button type="submit" className="button" disabled={busy} data-testid="comm-call-save">
            {t("call.save")}
          </button>
        </div>
      </Form>
    </section>
  );
}

function ReplyForm({ d, a }: { d: WithTimeline; a: ActionAnswer | null }) {
  const { t } = useTranslation("communication");
  const busy = useBusy();
  const errors = a?.fields ?? {};
  return (
    <section className={styles.card} aria-labelledby="comm-reply">
      <h2 id="comm-reply">{t("reply.title")}</h2>
      <Form method="post" className={styles.form} data-testid="comm-reply-form" noValidate>
        <input type="hidden" name="intent" value="attach_reply" />
        <FormMessage a={a} />
        <FormField
          name="subject"
          label={t("reply.subject")}
          idPrefix="reply"
          errors={errors}
          maxLength={SUBJECT_MAX}
          defaultValue={a?.values.subject ?? ""}
        />
        <FormField
          name="receivedAt"
          label={t("reply.received_at")}
          idPrefix="reply"
          errors={errors}
          type="datetime-local"
          defaultValue={a?.values.receivedAt ?? d.now}
          max={d.now}
        />
        <TextArea
          name="body"
          label={t("reply.body")}
          errors={errors}
          idPrefix="reply"
          defaultValue={a?.values.body ?? ""}
          maxLength={20_000}
        />
        <div className={styles.actions}>
          <button type="submit" className="button" disabled={busy} data-testid="comm-reply-save">
            {t("reply.attach")}
          </button>
        </div>
      </Form>
    </section>
  );
}

function NoteForm({ a }: { a: ActionAnswer | null }) {
  const { t } = useTranslation("communication");
  const busy = useBusy();
  return (
    <section className={styles.card} aria-labelledby="comm-note">
      <h2 id="comm-note">{t("note.title")}</h2>
      <Form method="post" className={styles.form} data-testid="comm-note-form" noValidate>
        <input type="hidden" name="intent" value="add_note" />
        <FormMessage a={a} />
        <TextArea
          name="body"
          label={t("note.body")}
          errors={a?.fields ?? {}}
          idPrefix="note"
          defaultValue={a?.values.body ?? ""}
          maxLength={NOTE_MAX}
        />
        <div className={styles.actions}>
          <button type="submit" className="button" disabled={busy} data-testid="comm-note-save">
            {t("note.save")}
          </button>
        </div>
      </Form>
    </section>
  );
}
