/**
 * A wizard step's form: the server's answer renders as in every storefront form (error summary, the
 * cursor on the first problem, works without JavaScript); with JavaScript the step's own zod schema
 * (loaded on first focus, so the page does not carry zod) checks a field when the visitor leaves it
 * and the whole step before sending. "Back" is never checked.
 */
import { type FocusEvent, type FormEvent, type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { Form } from "react-router";
import { useLocale, useTranslation } from "../../core/i18n/react";
import type { WizardAnswers, WizardStep } from "../../core/wizards/wizard-definition";
import type { RawStepValues, WizardLists } from "../../core/wizards/wizard-step-schema";
import type { Locale } from "../../shared/locales";
import { type FieldErrors, FormErrorsContext } from "../../ui/form-field";
import styles from "../../ui/validated-form.module.css";

type Checker = (values: RawStepValues) => FieldErrors;

/** The step's values in the form now: one string per field, arrays for fields with several values. */
function valuesOf(form: HTMLFormElement, step: WizardStep): RawStepValues {
  const data = new FormData(form);
  const out: RawStepValues = {};
  for (const f of step.fields) {
    const all = data.getAll(f.name).filter((v): v is string => typeof v === "string");
    out[f.name] = f.type === "multi" ? all : (all[0] ?? undefined);
  }
  return out;
}

const loadChecker = (
  step: WizardStep,
  answers: WizardAnswers,
  lists: WizardLists,
  photos: Record<string, string[]>,
  locale: Locale,
) =>
  import("../../core/wizards/wizard-step-schema").then(
    ({ checkStep }): Checker =>
      (values) => {
        const withPhotos = { ...values, ...photos };
        const result = checkStep(step, withPhotos, { answers, lists, now: new Date(), locale });
        return result.ok ? {} : result.fields;
      },
  );

export function WizardForm({
  step,
  answers,
  lists,
  photos,
  errors: serverErrors,
  multipart,
  children,
}: {
  step: WizardStep;
  /** Answers of other steps the step's conditions read. */
  answers: WizardAnswers;
  lists: WizardLists;
  /** Photo ids already stored per photos field (they count for the field's bounds). */
  photos: Record<string, string[]>;
  errors: FieldErrors;
  multipart: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation(["wizards", "validation"]);
  const locale = useLocale();
  const formRef = useRef<HTMLFormElement>(null);
  const checker = useRef<Checker | null>(null);
  const touched = useRef(new Set<string>());
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const errors = clientErrors ?? serverErrors;

  // A new answer from the server replaces what the browser found.
  const lastServer = useRef(serverErrors);
  useEffect(() => {
    if (lastServer.current === serverErrors) return;
    lastServer.current = serverErrors;
    setClientErrors(null);
  }, [serverErrors]);

  const errorsNow = useRef(errors);
  errorsNow.current = errors;
  useEffect(() => {
    if (!focusRequest || !formRef.current) return;
    const first = step.fields.find((f) => errorsNow.current[f.name]?.length);
    const el = first ? formRef.current.querySelector<HTMLElement>(`[name="${first.name}"]`) : null;
    el?.focus();
  }, [focusRequest, step]);

  const names = step.fields.map((f) => f.name);
  const list = useMemo(
    () =>
      Object.entries(errors)
        .filter(([, keys]) => keys?.length)
        .sort(([a], [b]) => names.indexOf(a) - names.indexOf(b))
        .map(([name, keys]) => [name, keys![0]!] as const),
    [errors, names],
  );
  const state = useMemo(
    () => ({
      idPrefix: "wizard",
      errors,
      autoFocus: clientErrors ? null : (list[0]?.[0] ?? null),
    }),
    [errors, clientErrors, list],
  );

  const preload = () => {
    if (checker.current) return;
    void loadChecker(step, answers, lists, photos, locale).then((c) => {
      checker.current = c;
    });
  };

  // Leaving a field checks it (and the fields left before), not the ones not reached yet.
  const onBlur = (e: FocusEvent<HTMLFormElement>) => {
    // Leaving a field for a button: the submit checks (a summary vanishing under the pointer between
    // press and release would swallow the click).
    if ((e.relatedTarget as HTMLElement | null)?.tagName === "BUTTON") return;
    const name = (e.target as unknown as HTMLInputElement).name;
    if (!name || !names.includes(name) || !checker.current || !formRef.current) return;
    touched.current.add(name);
    const found = checker.current(valuesOf(formRef.current, step));
    setClientErrors(Object.fromEntries([...touched.current].map((n) => [n, found[n]])));
  };

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    const submitter = (e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.name === "intent" && submitter.value !== "next") return;
    if (!checker.current) return;
    const found = checker.current(valuesOf(e.currentTarget, step));
    if (!Object.values(found).some((k) => k?.length)) {
      setClientErrors(null);
      return;
    }
    e.preventDefault();
    for (const n of names) touched.current.add(n);
    setClientErrors(found);
    setFocusRequest((n) => n + 1);
  };

  return (
    <Form
      ref={formRef}
      method="post"
      encType={multipart ? "multipart/form-data" : undefined}
      noValidate
      className={`form ${styles.form}`}
      onFocus={preload}
      onBlur={onBlur}
      onSubmit={onSubmit}
      data-testid="wizard-form"
    >
      {list.length > 0 && (
        <div
          className={styles.summary}
          role="alert"
          aria-labelledby="wizard-error-summary-title"
          data-testid="error-summary"
        >
          <p className={styles.summaryTitle} id="wizard-error-summary-title">
            {t("validation:summary_title")}
          </p>
          <ul>
            {list.map(([name, key]) => (
              <li key={name}>{names.includes(name) ? <a href={`#wizard-${name}`}>{t(key)}</a> : t(key)}</li>
            ))}
          </ul>
        </div>
      )}
      <FormErrorsContext.Provider value={state}>{children}</FormErrorsContext.Provider>
    </Form>
  );
}
