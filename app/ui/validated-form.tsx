import { type FormEvent, type MouseEvent, type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { Form, type FormProps } from "react-router";
import { useTranslation } from "../core/i18n/react";
import { type FieldErrors, FormErrorsContext } from "./form-field";
import styles from "./validated-form.module.css";

/** Checks a form's values in the browser: field errors (catalogue keys), or null when all is well. */
export type ClientValidator = (values: Record<string, FormDataEntryValue>) => FieldErrors | null;

type Focusable = HTMLElement & { name?: string; disabled?: boolean };

function problems(errors: FieldErrors): [string, string][] {
  return Object.entries(errors).flatMap(([name, keys]) =>
    keys?.[0] ? [[name, keys[0]] as [string, string]] : [],
  );
}

/** The first enabled control of the form, in document order, whose field has a problem. */
function firstInvalid(form: HTMLFormElement, errors: FieldErrors): Focusable | null {
  for (const el of Array.from(form.elements) as Focusable[]) {
    if (el.name && errors[el.name]?.length && !el.disabled && el.getAttribute("type") !== "hidden") return el;
  }
  return null;
}

/**
 * One way for every storefront form to tell a visitor what is wrong: the browser's own
 * bubbles are off (`noValidate`), each field shows its translated message, an error summary at the top
 * lists the problems as links to their fields, and the cursor goes to the first problem; fields keep
 * clear of the sticky header when scrolled to. The server's answer renders the same (and puts
 * `autoFocus` on the first problem), so it works without JavaScript; with it, the form's own zod schema
 * (`loadValidator`, fetched on first focus so the page does not carry it) catches problems before
 * sending. Fields read ids and errors from the form: `FormField`, or `useField` + `FieldError`.
 */
export function ValidatedForm({
  idPrefix,
  errors: serverErrors,
  fields,
  loadValidator,
  children,
  className,
  onFocus,
  onSubmit,
  ...formProps
}: Omit<FormProps, "noValidate" | "children"> & {
  /** Field ids are `{idPrefix}-{name}`. */
  idPrefix: string;
  /** The server's answer (catalogue keys by field name). */
  errors: FieldErrors;
  /** The field names in the order they appear, for the summary and the first focus. */
  fields: readonly string[];
  loadValidator?: () => Promise<ClientValidator>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const validator = useRef<ClientValidator | null>(null);
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  // Bumped whenever a new set of errors should move the cursor to the first problem.
  const [focusRequest, setFocusRequest] = useState(0);
  const errors = clientErrors ?? serverErrors;

  // A new answer from the server replaces what the browser found, and moves the cursor too.
  const lastServerErrors = useRef(serverErrors);
  useEffect(() => {
    if (lastServerErrors.current === serverErrors) return;
    lastServerErrors.current = serverErrors;
    setClientErrors(null);
    if (problems(serverErrors).length) setFocusRequest((n) => n + 1);
  }, [serverErrors]);

  // Only a new request moves the cursor, not every later change of the errors.
  const errorsNow = useRef(errors);
  errorsNow.current = errors;
  useEffect(() => {
    if (!focusRequest || !formRef.current) return;
    firstInvalid(formRef.current, errorsNow.current)?.focus();
  }, [focusRequest]);

  const list = useMemo(() => {
    const order = (name: string) => {
      const i = fields.indexOf(name);
      return i === -1 ? fields.length : i;
    };
    return problems(errors).sort(([a], [b]) => order(a) - order(b));
  }, [errors, fields]);

  const state = useMemo(
    () => ({
      idPrefix,
      errors,
      // Only the server's answer: the browser moves the cursor itself.
      autoFocus: clientErrors ? null : (list.find(([name]) => fields.includes(name))?.[0] ?? null),
    }),
    [idPrefix, errors, clientErrors, list, fields],
  );

  const preload = () => {
    if (!loadValidator || validator.current) return;
    void loadValidator().then((v) => {
      validator.current = v;
    });
  };

  const submit = (e: FormEvent<HTMLFormElement>) => {
    onSubmit?.(e);
    if (e.defaultPrevented) return;
    const validate = validator.current;
    // Not loaded yet (a very quick visitor): the server checks and answers the same way.
    if (!validate) return;
    const found = validate(Object.fromEntries(new FormData(e.currentTarget)));
    if (!found || problems(found).length === 0) {
      setClientErrors(null);
      return;
    }
    e.preventDefault();
    setClientErrors(found);
    setFocusRequest((n) => n + 1);
  };

  const jump = (name: string) => (e: MouseEvent<HTMLAnchorElement>) => {
    const target = formRef.current && firstInvalid(formRef.current, { [name]: ["x"] });
    if (!target) return;
    e.preventDefault();
    target.focus();
  };

  return (
    <Form
      ref={formRef}
      noValidate
      className={`form ${styles.form} ${className ?? ""}`}
      onFocus={(e) => {
        preload();
        onFocus?.(e);
      }}
      onSubmit={submit}
      {...formProps}
    >
      {list.length > 0 && (
        <div
          className={styles.summary}
          role="alert"
          aria-labelledby={`${idPrefix}-error-summary-title`}
          data-testid="error-summary"
        >
          <p className={styles.summaryTitle} id={`${idPrefix}-error-summary-title`}>
            {t("validation:summary_title")}
          </p>
          <ul>
            {list.map(([name, key]) => (
              <li key={name}>
                {fields.includes(name) ? (
                  <a href={`#${idPrefix}-${name}`} onClick={jump(name)}>
                    {t(key)}
                  </a>
                ) : (
                  t(key)
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      <FormErrorsContext.Provider value={state}>{children}</FormErrorsContext.Provider>
    </Form>
  );
}
