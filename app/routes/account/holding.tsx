/**
 * account/settings/holding (holding admins; issue 38 item 3, decision 0062): the holding's companies
 * and their sites with domains, languages and state; a new company; a new site with its first admin
 * invited by mail; pause and resume. Nothing is deleted here. The server decides everything
 * (core/holding/holding.service.server.ts); this page only shows and posts.
 */
import { useEffect, useRef } from "react";
import { data, Form, useNavigation } from "react-router";
import {
  addCompany,
  addProject,
  type CompanyView,
  type HoldingAuditView,
  holdingScreen,
  pauseProject,
  resumeProject,
} from "../../core/holding/holding.service.server";
import { FORM_MESSAGES, messagesFor } from "../../core/i18n/messages.server";
import { useTranslation } from "../../core/i18n/react";
import { WithMessages } from "../../core/i18n/with-messages";
import { TIME_ZONES } from "../../core/setup/setup-schema";
import { CURRENCIES } from "../../core/tenancy/settings-schema";
import { type ActionResult, actionFailure, actionSuccess, firstFieldError } from "../../shared/action-result";
import { dateTimeFormat } from "../../shared/intl";
import { LOCALES, type Locale } from "../../shared/locales";
import { echoValues, FormField } from "../../ui/form-field";
import { pageContext } from "../store/page-context.server";
import type { Route } from "./+types/holding";
import { requireAccess } from "./guard.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAccess(request, context, "holding");
  const ctx = pageContext(request, context);
  const screen = await holdingScreen(ctx.services);
  if (!screen.ok) throw data(null, { status: screen.error.code === "unauthorized" ? 401 : 403 });
  return {
    meta: { title: ctx.t("holding:title"), noindex: true },
    messages: messagesFor(ctx.locale, ["holding", "setup", FORM_MESSAGES]),
    locale: ctx.locale,
    timeZone: context.project.timeZone ?? "Europe/Berlin",
    timeZones: TIME_ZONES,
    ...screen.value,
  };
}

type Ctx = Parameters<typeof addCompany>[0];
type Input = Record<string, unknown>;
const INTENTS = {
  company: (c: Ctx, input: Input) => addCompany(c, input),
  project: (c: Ctx, input: Input, origin: string) => addProject(c, input, { origin }),
  pause: (c: Ctx, input: Input) => pauseProject(c, input),
  resume: (c: Ctx, input: Input) => resumeProject(c, input),
} as const;
type Intent = keyof typeof INTENTS;

type Answer = ActionResult<{ intent: string }>;
const intentOf = (a: Answer | null) => (a ? (a.ok ? a.intent : a.values.intent) : null);

export async function action({ request, context }: Route.ActionArgs) {
  requireAccess(request, context, "holding");
  const ctx = pageContext(request, context);
  const form = await request.formData();
  const values = echoValues(form);
  const intent = values.intent ?? "";
  if (!(intent in INTENTS)) {
    return actionFailure(
      { code: "invalid", fields: {} },
      { message: "holding:errors.unknown_intent", values },
    );
  }
  const input: Input = { ...Object.fromEntries(form), languages: form.getAll("languages") };
  const r = await INTENTS[intent as Intent](ctx.services, input, context.origin);
  if (!r.ok) {
    // The two add forms show field errors by their fields; pause and resume say it in the banner.
    const message =
      (intent === "company" || intent === "project") && r.error.code === "invalid"
        ? null
        : (firstFieldError(r.error) ?? r.error.message ?? "holding:errors.failed");
    return actionFailure(r.error, { message, values });
  }
  // Sites and domains changed: this process forgets its project memory and cached pages at once (the
  // others hear it from the database, decision 0062).
  if (intent !== "company") context.projectChanged?.();
  return actionSuccess(`holding:done.${intent}`, { intent });
}

export default function Holding({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <WithMessages messages={loaderData.messages}>
      <HoldingScreen
        {...loaderData}
        locale={loaderData.locale as Locale}
        answer={(actionData as Answer | undefined) ?? null}
      />
    </WithMessages>
  );
}

type ScreenProps = {
  companies: CompanyView[];
  audit: HoldingAuditView[];
  timeZones: readonly string[];
  locale: Locale;
  timeZone: string;
  answer: Answer | null;
};

function HoldingScreen(props: ScreenProps) {
  const { t } = useTranslation(["holding", "validation"]);
  const { answer } = props;
  const when = dateTimeFormat(props.locale, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: props.timeZone,
  });
  return (
    <section data-testid="holding" className="stack">
      <h1>{t("title")}</h1>
      <p className="lead">{t("lead")}</p>
      {answer?.message && (
        <p
          className={`alert ${answer.ok ? "success" : "error"}`}
          role={answer.ok ? "status" : "alert"}
          data-testid="holding-message"
        >
          {t(answer.message)}
        </p>
      )}
      <Companies companies={props.companies} />
      <ProjectForm {...props} />
      <CompanyForm {...props} />
      <section className="card stack" aria-labelledby="holding-audit-title">
        <h2 id="holding-audit-title">{t("audit.title")}</h2>
        {props.audit.length === 0 ? (
          <p className="muted">{t("audit.empty")}</p>
        ) : (
          <ol className="stack" style={{ listStyle: "none", padding: 0 }} data-testid="holding-audit">
            {props.audit.map((e) => (
              <li key={e.id} data-testid="holding-audit-entry">
                <time dateTime={e.at}>{when.format(new Date(e.at))}</time>
                {" · "}
                {t(`audit.actions.${e.action}`, {
                  actor: e.actor,
                  subject: e.subject,
                  domains: Array.isArray(e.detail.domains) ? e.detail.domains.join(", ") : "",
                  admin: String(e.detail.admin ?? ""),
                })}
              </li>
            ))}
          </ol>
        )}
      </section>
    </section>
  );
}

function Companies({ companies }: { companies: CompanyView[] }) {
  const { t } = useTranslation("holding");
  const busy = useNavigation().state === "submitting";
  return (
    <section className="card stack" aria-labelledby="holding-companies-title">
      <h2 id="holding-companies-title">{t("companies.title")}</h2>
      <p className="muted">{t("delete_note")}</p>
      {companies.length === 0 && <p className="muted">{t("companies.empty")}</p>}
      {companies.map((c) => (
        <section key={c.id} className="stack" data-testid="holding-company" data-name={c.name}>
          <h3>
            {c.name}
            {c.legalName && c.legalName !== c.name && <span className="muted"> · {c.legalName}</span>}
            {c.city && <span className="muted"> · {c.city}</span>}
          </h3>
          {c.sites.length === 0 ? (
            <p className="muted">{t("companies.no_sites")}</p>
          ) : (
            // A list of cards, not a table: a site's row stays readable and its button reachable on a phone.
            <ul className="stack" style={{ listStyle: "none", padding: 0, margin: 0 }}>
              {c.sites.map((s) => (
                <li
                  key={s.id}
                  className="card stack"
                  data-testid="holding-site"
                  data-name={s.name}
                  data-state={s.state}
                >
                  <div style={{ display: "flex", flexWrap: "wrap", gap: "0.5rem", alignItems: "center" }}>
                    <strong>{s.name}</strong>
                    {s.current && <span className="muted">({t("sites.current")})</span>}
                    <span className={`badge state-${s.state}`} data-testid="site-state">
                      {t(`states.${s.state}`)}
                    </span>
                  </div>
                  <dl className="stack" style={{ margin: 0 }}>
                    <div>
                      <dt className="muted">{t("sites.domains")}</dt>
                      <dd style={{ margin: 0, overflowWrap: "anywhere" }}>
                        {s.domains.length ? s.domains.join(", ") : t("sites.no_domain")}
                      </dd>
                    </div>
                    <div>
                      <dt className="muted">{t("sites.languages")}</dt>
                      <dd style={{ margin: 0 }}>
                        {s.languages
                          .map((l) =>
                            l === s.defaultLanguage ? `${t(`languages.${l}`)} *` : t(`languages.${l}`),
                          )
                          .join(", ")}
                        {" · "}
                        {s.currency} · {s.timeZone}
                      </dd>
                    </div>
                  </dl>
                  <Form method="post">
                    <input type="hidden" name="intent" value={s.state === "paused" ? "resume" : "pause"} />
                    <input type="hidden" name="projectId" value={s.id} />
                    <button type="submit" className="button secondary" disabled={busy}>
                      {t(s.state === "paused" ? "actions.resume" : "actions.pause", { name: s.name })}
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </section>
  );
}

/** The answer of this form when it is the one that was posted. */
function useMine(answer: Answer | null, intent: string) {
  const mine = intentOf(answer) === intent ? answer : null;
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (mine?.ok) formRef.current?.reset();
  }, [mine]);
  return {
    formRef,
    errors: mine && !mine.ok ? mine.fields : {},
    typed: mine && !mine.ok ? mine.values : ({} as Record<string, string>),
  };
}

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

function ProjectForm(props: ScreenProps) {
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

function CompanyForm(props: ScreenProps) {
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
