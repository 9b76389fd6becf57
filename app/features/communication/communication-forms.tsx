/**
 * The communication center's four forms. Their limits come from the zod schemas the server parses
 * them with (`core/communication/communication-schema.ts`); a refused post shows its errors and what
 * was typed in the form that sent it.
 */
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import {
  BODY_MAX,
  MAIL_TEMPLATE_KEYS,
  NOTE_MAX,
  PLACEHOLDERS,
  SUBJECT_MAX,
} from "../../core/communication/communication-schema";
import { useTranslation } from "../../core/i18n/react";
import type { ActionFailure, FieldErrors } from "../../shared/action-result";
import { FieldError, FormField, useField } from "../../ui/form-field";
import styles from "./communication.module.css";
import type { WithTimeline } from "./communication-types";

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
  errors: FieldErrors;
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

function FormMessage({ a }: { a: ActionFailure | null }) {
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

export function MailForm({ d, a }: { d: WithTimeline; a: ActionFailure | null }) {
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
          maxLength={BODY_MAX}
        />
        <FormField
          name="jobId"
          label={t("mail.job")}
          hint={t("mail.job_hint")}
          idPrefix="mail"
          errors={errors}
          inputMode="numeric"
          defaultValue={a?.values.jobId ?? d.jobId ?? ""}
          maxLength={9}
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

export function CallForm({ d, a }: { d: WithTimeline; a: ActionFailure | null }) {
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

export function ReplyForm({ d, a }: { d: WithTimeline; a: ActionFailure | null }) {
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
          maxLength={BODY_MAX}
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

export function NoteForm({ a }: { a: ActionFailure | null }) {
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
