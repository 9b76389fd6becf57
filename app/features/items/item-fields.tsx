/** The item editor's text input with its translated error, and the banner a form's answer shows. */
import { useTranslation } from "../../core/i18n/react";
import type { FieldErrors } from "../../shared/action-result";
import type { ActionAnswer } from "./item-edit-types";

/** A text input with label and its translated error. */
export function Field({
  id,
  name,
  label,
  errors,
  hint,
  ...input
}: React.InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  name: string;
  label: string;
  errors?: FieldErrors;
  hint?: string;
}) {
  const { t } = useTranslation("items");
  const error = errors?.[name]?.[0];
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ");
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={`${id}-error`} data-testid={`error-${name}`}>
          {t(error)}
        </p>
      )}
    </div>
  );
}

export function Notice({
  a,
  intent,
  target,
}: {
  a: ActionAnswer | null;
  intent: string | string[];
  target?: string | null;
}) {
  const { t } = useTranslation("items");
  const intents = Array.isArray(intent) ? intent : [intent];
  if (!a?.message || !intents.includes(a.intent) || (target !== undefined && a.target !== target))
    return null;
  return (
    <p
      className={`alert ${a.ok ? "success" : "error"}`}
      role={a.ok ? "status" : "alert"}
      data-testid="item-notice"
    >
      {t(a.message)}
    </p>
  );
}
