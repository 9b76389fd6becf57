/** The holding page's forms: a new site with its first admin invited by mail, and a new company. */
import { Form, useNavigation } from "react-router";
import { useTranslation } from "../../core/i18n/react";
import { CURRENCIES } from "../../core/tenancy/settings-schema";
import { LOCALES } from "../../shared/locales";
import { FormField } from "../../ui/form-field";
import { type ScreenProps, useMine } from "./holding-types";

function Select({
  name,
  label,
  options,
  defaultValue,
  errors,
}: {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  defaultValue?: string;
  errors: Record<string, string[] | undefined>;
}) {
  const { t } = useTranslation(["holding", "validation"]);
  const error = errors[name]?.[0];
  const id = `site-${name}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {t(error)}
        </p>
      )}
    </div>
  );
}

export function ProjectForm(props: ScreenProps) {
  const { t } = useTranslation(["holding", "validation"]);
  const busy = useNavigation().state === "submitting";
  const { formRef, errors, typed } = useMine(props.answer, "project");
  const languageError = errors.languages?.[0];
  const domainError =
    errors.domains?.[0] ?? Object.entries(errors).find(([k]) => k.startsWith("domains."))?.[1]?.[0];
  const languageOptions = LOCALES.map((l) => ({ value: l, label: t(`languages.${l}`) }));
  return (
    <section className="card stack" aria-labelledby="holding-project-title">
      <h2 id="holding-project-title">{t("project_form.title")}</h2>
      <p className="muted">{t("project_form.hint")}</p>
      <Form method="post" className="form" noValidate ref={formRef} data-testid="project-form">
        <input type="hidden" name="intent" value="project" />
        <Select
          name="companyId"
          label={t("project_form.company")}
          options={props.companies.map((c) => ({ value: c.id, label: c.name }))}
          defaultValue={typed.companyId}
          errors={errors}
        />
        <FormField
          name="name"
          required
          label={t("project_form.name")}
          idPrefix="site"
          errors={errors}
          defaultValue={typed.name}
        />
        <div className="field">
          <label htmlFor="site-domains">{t("project_form.domains")}</label>
          <textarea
            id="site-domains"
            name="domains"
            rows={2}
            required
            defaultValue={typed.domains}
            aria-invalid={domainError ? true : undefined}
            aria-describedby={`site-domains-hint${domainError ? " site-domains-error" : ""}`}
          />
          <p className="field-hint" id="site-domains-hint">
            {t("project_form.domains_hint")}
          </p>
          {domainError && (
            <p className="field-error" id="site-domains-error">
              {t(domainError)}
            </p>
          )}
        </div>
        <fieldset className="form" aria-describedby={languageError ? "site-languages-error" : undefined}>
          <legend>{t("project_form.languages")}</legend>
          {LOCALES.map((l) => (
            <label className="checkbox" key={l}>
              <input type="checkbox" name="languages" value={l} defaultChecked={l === props.locale} />
              <span>{t(`languages.${l}`)}</span>
            </label>
          ))}
          {languageError && (
            <p className="field-error" id="site-languages-error">
              {t(languageError)}
            </p>
          )}
        </fieldset>
        <Select
          name="defaultLanguage"
          label={t("project_form.defaultLanguage")}
          options={languageOptions}
          defaultValue={typed.defaultLanguage ?? props.locale}
          errors={errors}
        />
        <Select
          name="currency"
          label={t("project_form.currency")}
          options={CURRENCIES.map((c) => ({ value: c, label: c }))}
          defaultValue={typed.currency ?? "EUR"}
          errors={errors}
        />
        <Select
          name="timeZone"
          label={t("project_form.timeZone")}
          options={props.timeZones.map((z) => ({ value: z, label: z }))}
          defaultValue={typed.timeZone ?? props.timeZone}
          errors={errors}
        />
        <fieldset className="form">
          <legend>{t("project_form.admin")}</legend>
          <FormField
            name="adminFirstName"
            required
            label={t("project_form.adminFirstName")}
            idPrefix="site"
            errors={errors}
            defaultValue={typed.adminFirstName}
          />
          <FormField
            name="adminLastName"
            required
            label={t("project_form.adminLastName")}
            idPrefix="site"
            errors={errors}
            defaultValue={typed.adminLastName}
          />
          <FormField
            name="adminEmail"
            type="email"
            required
            autoComplete="off"
            label={t("project_form.adminEmail")}
            idPrefix="site"
            errors={errors}
            defaultValue={typed.adminEmail}
          />
        </fieldset>
        <div>
          <button type="submit" className="button" disabled={busy}>
            {t("project_form.submit")}
          </button>
        </div>
      </Form>
    </section>
  );
}

const COMPANY_FIELDS = [
  ["name", true],
  ["legalName", true],
  ["street", true],
  ["houseNumber", true],
  ["zipCode", true],
  ["city", true],
  ["country", true],
  ["registerNumber", false],
  ["vatId", false],
  ["representative", true],
  ["email", true],
  ["phone", false],
] as const;

export function CompanyForm(props: ScreenProps) {
  const { t } = useTranslation(["holding", "validation"]);
  const busy = useNavigation().state === "submitting";
  const { formRef, errors, typed } = useMine(props.answer, "company");
  return (
    <section className="card stack" aria-labelledby="holding-company-title">
      <h2 id="holding-company-title">{t("company_form.title")}</h2>
      <Form method="post" className="form" noValidate ref={formRef} data-testid="company-form">
        <input type="hidden" name="intent" value="company" />
        {COMPANY_FIELDS.map(([name, required]) => (
          <FormField
            key={name}
            name={name}
            required={required}
            type={name === "email" ? "email" : "text"}
            label={t(`company_form.${name}`)}
            idPrefix="company"
            errors={errors}
            defaultValue={typed[name] ?? (name === "country" ? "DE" : undefined)}
          />
        ))}
        <div>
          <button type="submit" className="button" disabled={busy}>
            {t("company_form.submit")}
          </button>
        </div>
      </Form>
    </section>
  );
}
