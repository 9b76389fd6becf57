/** Labelled fields of the car editor's forms (ids, ARIA and errors from the surrounding ValidatedForm). */
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { FieldError, useField } from "../../ui/form-field";

export function TextField({
  name,
  label,
  hint,
  suffix,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { name: string; label: string; hint?: string; suffix?: string }) {
  const field = useField(name, { hint: Boolean(hint) });
  return (
    <div className="field">
      <label htmlFor={field.id}>
        {label}
        {suffix && <span className="muted"> ({suffix})</span>}
      </label>
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

export function SelectField({
  name,
  label,
  children,
  hint,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & {
  name: string;
  label: string;
  hint?: string;
  children: ReactNode;
}) {
  const field = useField(name, { hint: Boolean(hint) });
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      <select {...field.props} {...select}>
        {children}
      </select>
      {hint && (
        <p className="field-hint" id={`${field.id}-hint`}>
          {hint}
        </p>
      )}
      <FieldError id={field.id} error={field.error} />
    </div>
  );
}

export function TextAreaField({
  name,
  label,
  ...area
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { name: string; label: string }) {
  const field = useField(name);
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      <textarea {...field.props} {...area} />
      <FieldError id={field.id} error={field.error} />
    </div>
  );
}

export function CheckboxField({
  name,
  label,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { name: string; label: string }) {
  const field = useField(name);
  return (
    <div>
      <label className="checkbox" htmlFor={field.id}>
        <input type="checkbox" {...field.props} {...input} />
        <span>{label}</span>
      </label>
      <FieldError id={field.id} error={field.error} />
    </div>
  );
}
