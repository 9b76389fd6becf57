/**
 * What the page and post editors share: the language tabs (links, `?lang=`), the banner of the last
 * post, the form's fields (text, date and time in the tenant's zone, rich text) and the intent buttons. A field shows what was typed after a refused post, the stored value
 * otherwise, and its translated errors, tied to the input for screen readers (`aria-describedby`).
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../core/i18n/react";
import type { ActionFailure, ActionSuccess } from "../../shared/action-result";
import { timeZoneLabel, utcToZonedInput } from "../../shared/date-time";
import type { Locale } from "../../shared/locales";
import { richTextLabels, type useImageInsert } from "./image-insert";
import { RichTextField } from "./lazy-rich-text";

export type Result =
  | (ActionSuccess & { savedAt?: string; image?: { src: string; alt: string } })
  | ActionFailure
  | null;

export type FormState = ReturnType<typeof useForm>;

/** The values, error states and error texts of an editor's form; error ids start with `prefix`. */
export function useForm(result: Result, prefix: string) {
  const { t } = useTranslation(["cms-editor", "validation"]);
  const typed = result && !result.ok ? result.values : null;
  const errors = result && !result.ok ? result.fields : {};
  const errorId = (name: string) => `${prefix}-${name}-error`;
  return {
    val: (name: string, stored: string | null | undefined) => (typed ? (typed[name] ?? "") : (stored ?? "")),
    invalid: (name: string) => (errors[name]?.length ? true : undefined),
    describedBy: (name: string, hint?: string) =>
      [errors[name]?.length ? errorId(name) : "", hint ?? ""].filter(Boolean).join(" ") || undefined,
    fieldError: (name: string) =>
      errors[name]?.length ? (
        <p className="field-error" id={errorId(name)}>
          {errors[name]!.map((k) => t(k)).join(" ")}
        </p>
      ) : null,
  };
}

/** The last post's message: a success note or an error alert. */
export function Banner({ result }: { result: Result }) {
  const { t } = useTranslation("cms-editor");
  if (!result?.message) return null;
  return (
    <p className={`alert ${result.ok ? "success" : "error"}`} role={result.ok ? "status" : "alert"}>
      {t(result.message)}
    </p>
  );
}

/** The editor's top: the way back, the heading, the language tabs and the last post's message. */
export function Header({
  back,
  backLabel,
  heading,
  result,
  ...tabs
}: {
  back: string;
  backLabel: string;
  heading: string;
  result: Result;
} & Parameters<typeof LanguageTabs>[0]) {
  return (
    <>
      <p>
        <Link to={back}>← {backLabel}</Link>
      </p>
      <h1>{heading}</h1>
      <LanguageTabs {...tabs} />
      <Banner result={result} />
    </>
  );
}

/** The link to the published page or post in the edited language. */
export function LiveLink({ href, testId }: { href: string; testId: string }) {
  const { t } = useTranslation("cms-editor");
  return (
    <p>
      <a href={href} data-testid={testId}>
        {t("editor.view_live")}
      </a>
    </p>
  );
}

/** One tab per language, each a link to `?lang=`; the open one is the current page. */
export function LanguageTabs({
  tabs,
  current,
  className,
  testIdPrefix,
}: {
  tabs: { lang: Locale; label: string }[];
  current: Locale;
  className?: string;
  testIdPrefix: string;
}) {
  const { t } = useTranslation("cms-editor");
  return (
    <nav aria-label={t("editor.languages")}>
      <ul className={className}>
        {tabs.map((tab) => (
          <li key={tab.lang}>
            <Link
              to={`?lang=${tab.lang}`}
              aria-current={tab.lang === current ? "page" : undefined}
              lang={tab.lang}
              data-testid={`${testIdPrefix}-tab-${tab.lang}`}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

type FieldProps = {
  form: FormState;
  id: string;
  name: string;
  label: ReactNode;
  stored: string | null | undefined;
  /** A line under the field (its id is `<id>-hint`). */
  hint?: ReactNode;
  maxLength?: number;
  required?: boolean;
  pattern?: string;
  type?: "datetime-local";
  /** A text area of this many rows instead of a one-line input. */
  rows?: number;
};

/** A labelled input (or text area) of an editor's form, with its hint and errors. */
export function Field({ form, id, name, label, stored, hint, rows, ...input }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const common = {
    id,
    name,
    defaultValue: form.val(name, stored),
    "aria-invalid": form.invalid(name),
    "aria-describedby": form.describedBy(name, hintId),
  };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {rows ? (
        <textarea rows={rows} maxLength={input.maxLength} {...common} />
      ) : (
        <input {...input} {...common} />
      )}
      {hint && (
        <small id={hintId} className="muted">
          {hint}
        </small>
      )}
      {form.fieldError(name)}
    </div>
  );
}

/** The rich-text content of an editor's form (`contentHtml`), labelled, with its hint and errors. */
export function ContentField({
  form,
  id,
  stored,
  hint,
  onChange,
  insert,
}: {
  form: FormState;
  id: string;
  stored: string | null | undefined;
  hint?: ReactNode;
  onChange: () => void;
  insert: ReturnType<typeof useImageInsert>;
}) {
  const { t } = useTranslation(["cms-editor", "validation"]);
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="field">
      <span className="label" id={`${id}-label`}>
        {t("editor.content")}
      </span>
      <RichTextField
        id={id}
        name="contentHtml"
        initialHtml={form.val("contentHtml", stored)}
        labelledBy={`${id}-label`}
        describedBy={form.describedBy("contentHtml", hintId)}
        invalid={form.invalid("contentHtml")}
        labels={richTextLabels(t)}
        onChange={onChange}
        onReady={insert.onReady}
      />
      {hint && (
        <small id={hintId} className="muted">
          {hint}
        </small>
      )}
      {form.fieldError("contentHtml")}
    </div>
  );
}

/**
 * A date and time field in the tenant's zone: the label names the zone, the stored UTC instant is shown
 * as local wall-clock time; the server reads it back in the same zone.
 */
export function ZonedTimeField({
  form,
  id,
  name,
  labelKey,
  utc,
  timeZone,
  locale,
  hint,
}: {
  form: FormState;
  id: string;
  name: string;
  /** A catalogue key whose text takes the zone's name as `zone`. */
  labelKey: string;
  utc: Parameters<typeof utcToZonedInput>[0];
  timeZone: string;
  locale: Locale;
  hint?: ReactNode;
}) {
  const { t } = useTranslation(["cms-editor", "validation"]);
  return (
    <Field
      form={form}
      id={id}
      name={name}
      label={t(labelKey, { zone: timeZoneLabel(timeZone, locale) })}
      stored={utcToZonedInput(utc, timeZone)}
      hint={hint}
      type="datetime-local"
    />
  );
}

/** A submit button that posts one intent: a secondary button unless `primary`, off while `busy`. */
export function IntentButton({
  intent,
  busy,
  primary,
  disabled,
  testId,
  children,
}: {
  intent: string;
  busy: boolean;
  primary?: boolean;
  disabled?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      className={primary ? "button" : "button secondary"}
      disabled={busy || disabled}
      data-testid={testId}
    >
      {children}
    </button>
  );
}
