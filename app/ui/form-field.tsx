import { createContext, type InputHTMLAttributes, useContext } from "react";
import { useTranslation } from "../core/i18n/react";

import type { FieldErrors } from "../shared/action-result";

export type { FieldErrors };

/**
 * The errors of the form around a field (`ValidatedForm`): field ids are `{idPrefix}-{name}`, and the
 * first field with a problem gets `autoFocus` in the server's answer, so even without JavaScript the
 * browser puts the cursor (and the screen) on it.
 */
export type FormErrorsState = { idPrefix: string; errors: FieldErrors; autoFocus: string | null };
export const FormErrorsContext = createContext<FormErrorsState | null>(null);

/** Id, ARIA and error of one field of the surrounding form (errors are catalogue keys). */
export function useField(
  name: string,
  options: { hint?: boolean; idPrefix?: string; errors?: FieldErrors } = {},
) {
  const form = useContext(FormErrorsContext);
  const id = `${options.idPrefix ?? form?.idPrefix ?? "f"}-${name}`;
  const error = (options.errors ?? form?.errors)?.[name]?.[0];
  const describedBy = [error ? `${id}-error` : null, options.hint ? `${id}-hint` : null]
    .filter(Boolean)
    .join(" ");
  return {
    id,
    error,
    props: {
      id,
      name,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": describedBy || undefined,
      autoFocus: form?.autoFocus === name ? true : undefined,
    },
  };
}

/** A field's translated error, referenced by the field's `aria-describedby`. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  const { t } = useTranslation();
  return error ? (
    <p className="field-error" id={`${id}-error`}>
      {t(error)}
    </p>
  ) : null;
}

/** A labelled input with its first translated error (errors are catalogue keys from the server). */
export function FormField({
  name,
  label,
  errors,
  hint,
  idPrefix,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  name: string;
  label: string;
  /** Without it, the errors of the surrounding `ValidatedForm`. */
  errors?: FieldErrors;
  hint?: string;
  idPrefix?: string;
}) {
  const field = useField(name, { hint: Boolean(hint), idPrefix, errors });
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      <input {...field.props} {...input} />
      {hint && (
        <p className="field-hint" id={`${field.id}-hint`}>
          {hint}
        </p>
      )}
      <FieldError id={field.id} error={field.error} />
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
