/**
 * A click wizard's page: header and footer from its functional content, "Step n of m" with a
 * progress bar, the step's form (one step per request, works without JavaScript), the step's hints,
 * the FAQ, the resume link for another device, and at the end the success text with the result.
 */
import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { useTranslation } from "../../core/i18n/react";
import { hasPhotos } from "../../core/wizards/wizard-rules";
import type { FieldErrors } from "../../ui/form-field";
import styles from "./wizard.module.css";
import { StepFields } from "./wizard-fields";
import { WizardForm } from "./wizard-form";
import type { WizardDoneView, WizardPageData, WizardStepView, WizardTexts } from "./wizard-view";

/**
 * The wizard action's answer (the shared action result): a refused step's errors and echo (a
 * multi-choice field's values in `multi`), or the resume link.
 */
export type WizardAnswer = {
  ok: boolean;
  message?: string | null;
  fields?: FieldErrors;
  values?: Record<string, string> | null;
  multi?: Record<string, string[]>;
  resumeLink?: string;
};

const NO_ERRORS: FieldErrors = {};

export function WizardPage({ data, answer }: { data: WizardPageData; answer: WizardAnswer | undefined }) {
  const { t } = useTranslation("wizards");
  const { texts, view } = data;
  return (
    <div className={`container page ${styles.page}`} data-testid="wizard" data-wizard={data.wizardId}>
      <header className={styles.header}>
        <h1 data-testid="wizard-header">{texts.header}</h1>
        {data.editPath && (
          <Link to={data.editPath} className={styles.edit} data-testid="wizard-edit-link">
            {t("page.edit_texts")}
          </Link>
        )}
      </header>
      {view.kind === "step" ? (
        <StepView view={view} texts={texts} answer={answer} />
      ) : (
        <DoneView view={view} />
      )}
      {texts.faq.length > 0 && (
        <section className={styles.faq} aria-labelledby="wizard-faq-title" data-testid="wizard-faq">
          <h2 id="wizard-faq-title">{t("page.faq")}</h2>
          {texts.faq.map((item) => (
            <details key={item.question}>
              <summary>{item.question}</summary>
              <p>{item.answer}</p>
            </details>
          ))}
        </section>
      )}
      {texts.footer && (
        <footer className={styles.footer} data-testid="wizard-footer">
          <p>{texts.footer}</p>
        </footer>
      )}
    </div>
  );
}

function StepView({
  view,
  texts,
  answer,
}: {
  view: WizardStepView;
  texts: WizardTexts;
  answer: WizardAnswer | undefined;
}) {
  const { t } = useTranslation("wizards");
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const errors = answer?.fields ?? NO_ERRORS;
  const values = answer && !answer.ok ? { ...answer.values, ...answer.multi } : view.values;
  const { index, total } = view.progress;
  const progressText = t("page.progress", { index, total });
  const photos = Object.fromEntries(Object.entries(view.photos).map(([k, v]) => [k, v.map((p) => p.id)]));
  return (
    <>
      <div className={styles.progress} data-testid="wizard-progress">
        <p id="wizard-progress-text">{progressText}</p>
        <div
          className={styles.bar}
          role="progressbar"
          aria-labelledby="wizard-progress-text"
          aria-valuemin={1}
          aria-valuemax={total}
          aria-valuenow={index}
        >
          <span style={{ width: `${Math.round((index / total) * 100)}%` }} />
        </div>
      </div>
      <section className={styles.step} aria-labelledby="wizard-step-title" data-step={view.step.id}>
        <h2 id="wizard-step-title">{texts.stepTitle}</h2>
        {texts.hints.map((hint) => (
          <p key={hint} className={styles.hint} data-testid="wizard-hint">
            {hint}
          </p>
        ))}
        {answer && !answer.ok && answer.message && (
          <p className="alert error" role="alert" data-testid="wizard-message">
            {t(answer.message)}
          </p>
        )}
        <WizardForm
          // A new step is a new form (its own touched fields and client errors).
          key={view.step.id}
          step={view.step}
          answers={view.context}
          lists={view.lists}
          photos={photos}
          errors={errors}
          multipart={hasPhotos(view.step)}
        >
          <input type="hidden" name="step" value={view.step.id} />
          <input type="hidden" name="session" value={view.sessionId} />
          <StepFields key={view.step.id} view={view} texts={texts} values={values} />
          <div className={styles.buttons}>
            {view.canGoBack && (
              <button type="submit" name="intent" value="back" className="button secondary" formNoValidate>
                {t("page.back")}
              </button>
            )}
            <button
              type="submit"
              name="intent"
              value="next"
              className="button"
              disabled={busy}
              data-testid="wizard-next"
            >
              {view.isLast ? t("page.send") : t("page.next")}
            </button>
          </div>
        </WizardForm>
      </section>
      {view.sessionId && <ResumeLink sessionId={view.sessionId} link={answer?.resumeLink} />}
    </>
  );
}

/** "Continue on another device": a fresh link on request (only its hash is stored), with a copy button. */
function ResumeLink({ sessionId, link }: { sessionId: string; link: string | undefined }) {
  const { t } = useTranslation("wizards");
  const [copied, setCopied] = useState(false);
  return (
    <section className={styles.resume} aria-labelledby="wizard-resume-title" data-testid="wizard-resume">
      <h2 id="wizard-resume-title">{t("page.resume_title")}</h2>
      {link ? (
        <div className="field">
          <label htmlFor="wizard-resume-link">{t("page.resume_link")}</label>
          <div className={styles.copy}>
            <input
              id="wizard-resume-link"
              readOnly
              value={link}
              onFocus={(e) => e.currentTarget.select()}
              data-testid="wizard-resume-link"
            />
            <button
              type="button"
              className="button secondary"
              onClick={() => {
                void navigator.clipboard?.writeText(link).then(() => setCopied(true));
              }}
            >
              {copied ? t("page.copied") : t("page.copy")}
            </button>
          </div>
          <p className="field-hint">{t("page.resume_hint")}</p>
        </div>
      ) : (
        <Form method="post">
          <input type="hidden" name="session" value={sessionId} />
          <p className="field-hint">{t("page.resume_text")}</p>
          <button type="submit" name="intent" value="resume_link" className="button secondary">
            {t("page.resume_button")}
          </button>
        </Form>
      )}
    </section>
  );
}

function DoneView({ view }: { view: WizardDoneView }) {
  const { t } = useTranslation("wizards");
  return (
    <section className={styles.done} data-testid="wizard-done">
      <div className="alert success" role="status">
        <p>{view.success || t("page.sent")}</p>
      </div>
      {view.result && (
        <p className={styles.result} data-testid="wizard-result">
          {view.result}
        </p>
      )}
      <p>
        <Link to={view.restartPath}>{t("page.restart")}</Link>
      </p>
    </section>
  );
}
