import type { InputHTMLAttributes } from "react";
import { useTranslation } from "../core/i18n/react";

export type FieldErrors = Record<string, string[] | undefined>;

/** A labelled input with its first translated error (errors are catalogue keys from the server). */
export function FormField({
  name,
  label,
  errors,
  hint,
  idPrefix = "f",
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  name: string;
  label: string;
  errors?: FieldErrors;
  hint?: string;
  idPrefix?: string;
}) {
  const { t } = useTranslation();
  const id = `${idPrefix}-${name}`;
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
        <p className="field-error" id={`${id}-error`}>
          {t(error)}
        </p>
      )}
    </div>
  );
}

/** Form values echoed back after a failed submit (never the passwords). */
export function echoValues(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of form) {
    if (typeof v === "string" && !k.startsWith("password")) out[k] = v;
  }
  return out;
}
