/**
 * An admin's lead rules on the communication centre (decision 0075): the list (sender, subject text,
 * workflow, on or off), a form per rule to change it, and one to add a rule. A mail from the sender
 * whose subject contains the text becomes a job, its fields read after the label texts. Works without
 * JavaScript; the form's limits are the service schema's.
 */
import { Form } from "react-router";
import { useTranslation } from "../../core/i18n/react";
import { LEAD_RULE_FIELDS, LEAD_RULE_LIMITS } from "../../core/inbound-mail/lead-rules";
import type { ActionFailure } from "../../shared/action-result";
import { FieldError, FormField, useField } from "../../ui/form-field";
import styles from "./communication.module.css";
import { answerFor } from "./communication-answer";
import type { CommunicationData } from "./communication-types";

type WithRules = Extract<CommunicationData, { leadRules: unknown }>;
type View = NonNullable<WithRules["leadRules"]>;
type Rule = View["rules"][number];

export function LeadRulesPanel({ d, a }: { d: WithRules; a: ActionFailure | null }) {
  const { t } = useTranslation("communication");
  const view = d.leadRules;
  if (!view) return null;
  const failed = answerFor(a, "lead_rule_save");
  const failedNew = failed && !failed.values.ruleId ? failed : null;
  return (
    <section className={styles.card} aria-labelledby="comm-rules" data-testid="comm-lead-rules">
      <h2 id="comm-rules">{t("rules.title")}</h2>
      <p className="muted">{t("rules.lead")}</p>
      {view.rules.length === 0 ? (
        <p className="muted">{t("rules.empty")}</p>
      ) : (
        <ol className={styles.timeline}>
          {view.rules.map((r) => (
            <li key={r.id} data-testid="comm-lead-rule">
              <span>
                <strong>{r.name}</strong>{" "}
                <span className={styles.badge}>{t(r.enabled ? "rules.enabled" : "rules.disabled")}</span>
              </span>
              <span className={styles.sub}>
                {t("rules.summary", {
                  sender: r.senderPattern,
                  subject: r.subjectContains ?? t("rules.any_subject"),
                  workflow: r.workflowName ?? t("rules.workflow_default"),
                })}
              </span>
              <div className={styles.actions}>
                <Form method="post">
                  <input type="hidden" name="intent" value="lead_rule_toggle" />
                  <input type="hidden" name="ruleId" value={r.id} />
                  <input type="hidden" name="enabled" value={r.enabled ? "0" : "1"} />
                  <button type="submit" className="button secondary">
                    {t(r.enabled ? "rules.disable" : "rules.enable")}
                  </button>
                </Form>
                <Form method="post">
                  <input type="hidden" name="intent" value="lead_rule_delete" />
                  <input type="hidden" name="ruleId" value={r.id} />
                  <button type="submit" className="button secondary">
                    {t("rules.delete")}
                  </button>
                </Form>
              </div>
              <details open={failed?.values.ruleId === r.id}>
                <summary>{t("rules.edit")}</summary>
                <RuleForm
                  view={view}
                  rule={r}
                  a={failed?.values.ruleId === r.id ? failed : null}
                  idPrefix={`rule-${r.id}`}
                />
              </details>
            </li>
          ))}
        </ol>
      )}
      {view.rules.length < view.max && (
        <details open={Boolean(failedNew)}>
          <summary>{t("rules.add")}</summary>
          <RuleForm view={view} rule={null} a={failedNew} idPrefix="rule-new" />
        </details>
      )}
    </section>
  );
}

function RuleForm({
  view,
  rule,
  a,
  idPrefix,
}: {
  view: View;
  rule: Rule | null;
  a: ActionFailure | null;
  idPrefix: string;
}) {
  const { t } = useTranslation("communication");
  const errors = a?.fields ?? {};
  const value = (name: string, stored: string | null | undefined) => a?.values[name] ?? stored ?? "";
  const workflow = useField("workflowId", { idPrefix, errors });
  return (
    <Form method="post" className={styles.form} data-testid="comm-lead-rule-form" noValidate>
      <input type="hidden" name="intent" value="lead_rule_save" />
      {rule && <input type="hidden" name="ruleId" value={rule.id} />}
      {a?.message && (
        <p className="alert error" role="alert">
          {t(a.message)}
        </p>
      )}
      <FormField
        name="name"
        label={t("rules.name")}
        idPrefix={idPrefix}
        errors={errors}
        defaultValue={value("name", rule?.name)}
        maxLength={LEAD_RULE_LIMITS.name}
        required
      />
      <FormField
        name="senderPattern"
        label={t("rules.sender")}
        hint={t("rules.sender_hint")}
        idPrefix={idPrefix}
        errors={errors}
        defaultValue={value("senderPattern", rule?.senderPattern)}
        maxLength={LEAD_RULE_LIMITS.sender}
        required
      />
      <FormField
        name="subjectContains"
        label={t("rules.subject")}
        hint={t("rules.subject_hint")}
        idPrefix={idPrefix}
        errors={errors}
        defaultValue={value("subjectContains", rule?.subjectContains)}
        maxLength={LEAD_RULE_LIMITS.subject}
      />
      <div className="field">
        <label htmlFor={workflow.id}>{t("rules.workflow")}</label>
        <select {...workflow.props} defaultValue={value("workflowId", rule?.workflowId?.toString())}>
          <option value="">{t("rules.workflow_default")}</option>
          {view.workflows.map((w) => (
            <option key={w.id} value={String(w.id)}>
              {w.name}
            </option>
          ))}
        </select>
        <FieldError id={workflow.id} error={workflow.error} />
      </div>
      <FormField
        name="sourceLabel"
        label={t("rules.source")}
        hint={t("rules.source_hint")}
        idPrefix={idPrefix}
        errors={errors}
        defaultValue={value("sourceLabel", rule?.sourceLabel)}
        maxLength={LEAD_RULE_LIMITS.source}
        required
      />
      <fieldset>
        <legend>{t("rules.labels_title")}</legend>
        <p className={styles.sub}>{t("rules.labels_hint")}</p>
        {LEAD_RULE_FIELDS.map((f) => (
          <FormField
            key={f}
            name={`label_${f}`}
            label={t(`rules.fields.${f}`)}
            idPrefix={idPrefix}
            errors={errors}
            defaultValue={value(`label_${f}`, rule?.labels[f])}
            maxLength={LEAD_RULE_LIMITS.label}
          />
        ))}
      </fieldset>
      <button type="submit" className="button">
        {t("rules.save")}
      </button>
    </Form>
  );
}
