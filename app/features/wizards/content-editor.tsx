/**
 * The functional-content editor (account/settings/functionalContent/{id}): one language at a
 * time (tabs), every text of the wizard, repeatable rows for labels, hints, placeholders and the FAQ.
 * Works without JavaScript (a blank row at the end of each list, "remove" checkboxes); with it, "add
 * entry" adds more blank rows.
 */
import { type ReactNode, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { useTranslation } from "../../core/i18n/react";
import type { Locale } from "../../shared/locales";
import { FieldError, type FieldErrors, useField } from "../../ui/form-field";
import styles from "./content-editor.module.css";
import type { ContentForm } from "./content-form";

export type EditorAnswer = { ok: boolean; message: string | null; fields: FieldErrors; form?: ContentForm };

type Ctx = { errors: FieldErrors };

function TextInput({
  name,
  label,
  value,
  errors,
  multiline,
  maxLength,
}: {
  name: string;
  label: string;
  value: string;
  errors: FieldErrors;
  multiline?: boolean;
  maxLength: number;
}) {
  const f = useField(name, { idPrefix: "fc", errors });
  return (
    <div className="field">
      <label htmlFor={f.id}>{label}</label>
      {multiline ? (
        <textarea {...f.props} defaultValue={value} rows={3} maxLength={maxLength} />
      ) : (
        <input {...f.props} defaultValue={value} maxLength={maxLength} />
      )}
      <FieldError id={f.id} error={f.error} />
    </div>
  );
}

function Rows<R extends { orig: string }>({
  section,
  title,
  hint,
  rows,
  blank,
  render,
}: {
  section: string;
  title: string;
  hint?: ReactNode;
  rows: R[];
  blank: R;
  render: (row: R, prefix: string) => ReactNode;
}) {
  const { t } = useTranslation("wizards");
  const [extra, setExtra] = useState(1);
  const all = [...rows, ...Array.from({ length: extra }, () => blank)];
  return (
    <fieldset className={styles.section} data-testid={`fc-section-${section}`}>
      <legend>{title}</legend>
      {hint && <p className="field-hint">{hint}</p>}
      <ol className={styles.rows}>
        {all.map((row, i) => {
          const prefix = `${section}.${i}`;
          const fresh = i >= rows.length;
          return (
            <li key={i} className={styles.row}>
              <p className={styles.rowTitle}>{fresh ? t("editor.new_row") : t("editor.row", { n: i + 1 })}</p>
              <input type="hidden" name={`${prefix}.orig`} value={row.orig} />
              <div className={styles.rowFields}>{render(row, prefix)}</div>
              {!fresh && (
                <label className="checkbox">
                  <input type="checkbox" name={`${prefix}.remove`} />
                  <span>{t("editor.remove")}</span>
                </label>
              )}
            </li>
          );
        })}
      </ol>
      <button type="button" className="button secondary" onClick={() => setExtra((n) => n + 1)}>
        {t("editor.add_row")}
      </button>
    </fieldset>
  );
}

export function ContentEditor({
  form,
  languages,
  answer,
  wizardPath,
  name,
}: {
  form: ContentForm;
  languages: readonly Locale[];
  answer: EditorAnswer | undefined;
  wizardPath: string | null;
  name: string;
}) {
  const { t } = useTranslation("wizards");
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const errors: FieldErrors = answer?.fields ?? {};
  const ctx: Ctx = { errors };
  const lang = form.lang;
  return (
    <section className={styles.editor} data-testid="fc-editor">
      <h1>{t("editor.title")}</h1>
      <p className="lead">{t("editor.lead", { name })}</p>
      {wizardPath && (
        <p>
          <Link to={wizardPath} data-testid="fc-view-wizard">
            {t("editor.view_wizard")}
          </Link>
        </p>
      )}
      <nav aria-label={t("editor.show_language")} className={styles.tabs}>
        {languages.map((l) => (
          <Link
            key={l}
            to={`?lang=${l}`}
            aria-current={l === lang ? "page" : undefined}
            data-testid={`fc-lang-${l}`}
          >
            {t(`editor.languages.${l}`)}
          </Link>
        ))}
      </nav>
      {answer?.message && (
        <p
          className={`alert ${answer.ok ? "success" : "error"}`}
          role={answer.ok ? "status" : "alert"}
          data-testid="fc-message"
        >
          {t(answer.message)}
        </p>
      )}
      {/* A new language or a fresh answer is a new form (its default values). */}
      <Form
        method="post"
        className={`form ${styles.form}`}
        key={`${lang}-${answer ? JSON.stringify(answer.fields) : ""}`}
      >
        <input type="hidden" name="lang" value={lang} />
        <fieldset className={styles.section}>
          <legend>{t("editor.general")}</legend>
          <TextInput
            name="lang_header"
            label={t("editor.lang_header")}
            value={form.lang_header}
            maxLength={300}
            {...ctx}
          />
          <TextInput
            name="lang_footer"
            label={t("editor.lang_footer")}
            value={form.lang_footer}
            maxLength={2000}
            multiline
            {...ctx}
          />
          <TextInput
            name="lang_success"
            label={t("editor.lang_success")}
            value={form.lang_success}
            maxLength={2000}
            multiline
            {...ctx}
          />
        </fieldset>
        <Rows
          section="form_elements"
          title={t("editor.form_elements")}
          hint={
            <>
              {t("editor.form_elements_hint")} <code>mileageKm</code>, <code>fuel.diesel</code>,{" "}
              <code>step:vehicle</code>
            </>
          }
          rows={form.form_elements}
          blank={{ orig: "", name: "", label: "", info_text: "" }}
          render={(r, p) => (
            <>
              <TextInput name={`${p}.name`} label={t("editor.name")} value={r.name} maxLength={80} {...ctx} />
              <TextInput
                name={`${p}.label`}
                label={t("editor.label")}
                value={r.label}
                maxLength={200}
                {...ctx}
              />
              <TextInput
                name={`${p}.info_text`}
                label={t("editor.info_text")}
                value={r.info_text}
                maxLength={1000}
                multiline
                {...ctx}
              />
            </>
          )}
        />
        <Rows
          section="hints"
          title={t("editor.hints")}
          rows={form.hints}
          blank={{ orig: "", id: "", group: "", content: "" }}
          render={(r, p) => (
            <>
              <TextInput name={`${p}.id`} label={t("editor.hint_id")} value={r.id} maxLength={80} {...ctx} />
              <TextInput
                name={`${p}.group`}
                label={t("editor.hint_group")}
                value={r.group}
                maxLength={80}
                {...ctx}
              />
              <TextInput
                name={`${p}.content`}
                label={t("editor.content")}
                value={r.content}
                maxLength={1000}
                multiline
                {...ctx}
              />
            </>
          )}
        />
        <Rows
          section="placeholders"
          title={t("editor.placeholders")}
          rows={form.placeholders}
          blank={{ orig: "", name: "", content: "" }}
          render={(r, p) => (
            <>
              <TextInput name={`${p}.name`} label={t("editor.name")} value={r.name} maxLength={80} {...ctx} />
              <TextInput
                name={`${p}.content`}
                label={t("editor.content")}
                value={r.content}
                maxLength={200}
                {...ctx}
              />
            </>
          )}
        />
        <fieldset className={styles.section}>
          <legend>{t("editor.faq")}</legend>
          <label className="checkbox">
            <input
              type="checkbox"
              name="faq_settings.is_active"
              defaultChecked={form.faq_active}
              data-testid="fc-faq-active"
            />
            <span>{t("editor.faq_active")}</span>
          </label>
        </fieldset>
        <Rows
          section="faq_settings.items"
          title={t("editor.faq")}
          rows={form.faq}
          blank={{ orig: "", question: "", answer: "" }}
          render={(r, p) => (
            <>
              <TextInput
                name={`${p}.question`}
                label={t("editor.question")}
                value={r.question}
                maxLength={300}
                {...ctx}
              />
              <TextInput
                name={`${p}.answer`}
                label={t("editor.answer")}
                value={r.answer}
                maxLength={2000}
                multiline
                {...ctx}
              />
            </>
          )}
        />
        <div className={styles.save}>
          <button type="submit" className="button" disabled={busy} data-testid="fc-save">
            {busy ? t("editor.saving") : t("editor.save")}
          </button>
        </div>
      </Form>
    </section>
  );
}
